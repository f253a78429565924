import { PAYMENT_FORM_SUBMIT_DELAY_MS } from '@sukoon/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProviderForm } from '../../mocks/handlers/payments';
import { ProviderPayment } from './ProviderPayment';

describe('handing the payer to the gateway', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    submit.mockRestore();
  });

  it('shows "Redirecting to Payment Gateway" for 1 s, then submits the form once (B4, B9)', async () => {
    render(<ProviderPayment html={sampleProviderForm} onCancel={() => undefined} />);
    expect(screen.getByText(/Redirecting to Payment Gateway/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_FORM_SUBMIT_DELAY_MS - 50));
    expect(submit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(submit).toHaveBeenCalledTimes(1);
    expect((submit.mock.contexts[0] as HTMLFormElement).querySelector('input[name="amount"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
