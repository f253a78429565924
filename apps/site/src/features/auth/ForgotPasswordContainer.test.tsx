import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordContainer, type ForgotPasswordContainerProps } from './ForgotPasswordContainer';

const copy = accountsCopy.forgotPassword;
const v = validationCopy.forgotPassword;

type User = ReturnType<typeof userEvent.setup>;

// jsdom has no ResizeObserver; the Dialog only uses it to decide whether its body scrolls.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(props: Partial<ForgotPasswordContainerProps> = {}) {
  const all: ForgotPasswordContainerProps = {
    open: true,
    onOpenChange: vi.fn(),
    onRequestCode: vi.fn(async () => 'OTP sent to your email'),
    onResendCode: vi.fn(async () => undefined),
    onResetPassword: vi.fn(async () => undefined),
    onSignIn: vi.fn(),
    online: true,
    ...props,
  };
  const view = render(<ForgotPasswordContainer {...all} />);
  return {
    ...view,
    props: all,
    rerender: (next: Partial<ForgotPasswordContainerProps>) =>
      view.rerender(<ForgotPasswordContainer {...all} {...next} />),
  };
}

const box = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` });
const heading = (name: string) => screen.getByRole('heading', { name });

/** The code step for `email`, its first box focused. */
async function toCodeStep(user: User, email = 'asha@example.in') {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: copy.enterOtp.heading });
  await waitFor(() => expect(box(1)).toHaveFocus());
}

/** The new-password step for `email` and `code`. */
async function toPasswordStep(user: User, email = 'asha@example.in', code = '123456') {
  await toCodeStep(user, email);
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: copy.resetPassword.heading });
}

/** The new-password step with everything filled in, ready for Reset Password. */
async function readyToReset(user: User) {
  await toPasswordStep(user, 'a@b.in');
  await user.type(screen.getByLabelText('New password'), 'longenough');
  await user.type(screen.getByLabelText(copy.resetPassword.confirmPassword), 'longenough');
}

describe('ForgotPasswordContainer', () => {
  // Fake-timer steps use fireEvent: user-event's async wrapper waits on a real setTimeout that
  // vitest's fake timers never fire (Testing Library only drains it for jest's fake timers).
  it('a full paste moves to the new-password step after 300 ms, not before', async () => {
    setup();
    await toCodeStep(userEvent.setup());
    vi.useFakeTimers();
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 123456 ' } });
    expect(box(6)).toHaveValue('6');
    expect(box(6)).toHaveFocus();
    act(() => vi.advanceTimersByTime(299));
    expect(heading(copy.enterOtp.heading)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(copy.resetPassword.prompt)).toBeInTheDocument();
    expect(heading(copy.resetPassword.heading)).toHaveFocus();
    // Back to the code step: its first box takes focus 100 ms later.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    act(() => vi.advanceTimersByTime(99));
    expect(box(1)).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(box(1)).toHaveFocus();
  });

  it('a partial paste does not advance', async () => {
    setup();
    await toCodeStep(userEvent.setup());
    vi.useFakeTimers();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123' } });
    expect(box(4)).toHaveFocus();
    act(() => vi.advanceTimersByTime(1000));
    expect(heading(copy.enterOtp.heading)).toBeInTheDocument();
  });

  it('a typed code does not advance by itself; Next is enabled only with six digits', async () => {
    setup();
    await toCodeStep(userEvent.setup());
    vi.useFakeTimers();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    for (const [index, digit] of ['1', '2', '3', '4', '5'].entries())
      fireEvent.change(box(index + 1), { target: { value: digit } });
    expect(next).toBeDisabled();
    fireEvent.change(box(6), { target: { value: '6' } });
    expect(next).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(heading(copy.enterOtp.heading)).toBeInTheDocument();
    // The code is checked (react-hook-form, asynchronously) before the step moves on.
    await act(async () => fireEvent.click(next));
    expect(heading(copy.resetPassword.heading)).toBeInTheDocument();
  });

  it('Enter with an incomplete code shows the code error and focuses the next empty box', async () => {
    setup();
    const user = userEvent.setup();
    await toCodeStep(user);
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('{Enter}');
    expect(screen.getByText(v.code)).toBeInTheDocument();
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveAttribute('aria-invalid', 'true');
    // Fixing the code clears the error.
    await user.keyboard('5');
    expect(screen.queryByText(v.code)).not.toBeInTheDocument();
    expect(box(3)).not.toHaveAttribute('aria-invalid');
  });

  it('validates the e-mail, focuses it, then requests a code for the trimmed address', async () => {
    const { props } = setup();
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(email).toHaveAccessibleDescription(v.emailRequired);
    expect(email).toHaveFocus();
    await user.type(email, 'asha');
    // Editing clears the error.
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(email).toHaveAccessibleDescription(v.emailInvalid);
    expect(props.onRequestCode).not.toHaveBeenCalled();
    await user.type(email, '@example.in ');
    await user.keyboard('{Enter}');
    expect(props.onRequestCode).toHaveBeenCalledWith('asha@example.in');
    await screen.findByRole('heading', { name: copy.enterOtp.heading });
    expect(screen.getByText('OTP sent to your email')).toBeInTheDocument();
    await waitFor(() => expect(box(1)).toHaveFocus());
  });

  it('a second press while the code is being sent sends nothing more', async () => {
    const onRequestCode = vi.fn(() => new Promise<never>(() => {}));
    setup({ onRequestCode });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const busy = screen.getByRole('button', { name: /Sending code/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onRequestCode).toHaveBeenCalledTimes(1);
  });

  it('losing the connection during a call goes offline and ignores the late answer', async () => {
    let resolve: (value: string) => void = () => {};
    const onRequestCode = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const { rerender } = setup({ onRequestCode });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: /Sending code/ })).toHaveAttribute('aria-busy', 'true');
    rerender({ onRequestCode, online: false });
    expect(heading(copy.offline.heading)).toHaveFocus();
    expect(screen.getByText(copy.offline.message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { busy: true })).toBeNull();
    await act(async () => resolve('OTP sent'));
    expect(screen.queryByRole('heading', { name: copy.enterOtp.heading })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.in');
  });

  it('Next while offline shows the offline step without a call', async () => {
    const { props } = setup({ online: false });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: copy.offline.heading })).toHaveFocus();
    expect(props.onRequestCode).not.toHaveBeenCalled();
  });

  it('shows the connection hint only for connection failures', async () => {
    const onResetPassword = vi.fn(async () => {
      throw new Error(copy.failures.unparseable);
    });
    setup({ onResetPassword });
    const user = userEvent.setup();
    await readyToReset(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(onResetPassword).toHaveBeenCalledWith({ email: 'a@b.in', otp: '123456', password: 'longenough' });
    expect(await screen.findByRole('heading', { name: copy.error.couldNotConnect })).toHaveFocus();
    expect(screen.getByText(copy.failures.unparseable)).toBeInTheDocument();
  });

  it('uses the default reset failure text for an error without a message', async () => {
    const onResetPassword = vi.fn(async () => {
      throw new Error('');
    });
    setup({ onResetPassword });
    const user = userEvent.setup();
    await readyToReset(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: copy.error.heading })).toBeInTheDocument();
    expect(screen.getByText(copy.failures.reset)).toBeInTheDocument();
  });

  it('a reset moves to the success step with the server message, focused', async () => {
    const onResetPassword = vi.fn(async () => 'Password reset successful.');
    setup({ onResetPassword });
    const user = userEvent.setup();
    await readyToReset(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: copy.success.heading })).toHaveFocus();
    expect(screen.getByText('Password reset successful.')).toBeInTheDocument();
  });

  it('Try Again after an error goes back to the e-mail step with the address kept', async () => {
    setup({
      onRequestCode: vi.fn(async () => {
        throw new Error(copy.failures.unavailable);
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: copy.error.heading })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(heading(copy.request.heading)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.in');
  });

  it('Back from the code step keeps the e-mail', async () => {
    setup();
    const user = userEvent.setup();
    await toCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading(copy.request.heading)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.in');
  });

  it('Resend clears the digits and focuses the first box', async () => {
    const { props } = setup();
    const user = userEvent.setup();
    await toCodeStep(user);
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(props.onResendCode).toHaveBeenCalledWith('asha@example.in');
    expect(box(1)).toHaveValue('');
    expect(box(4)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    expect(await screen.findByText('A new verification code was sent to asha@example.in.')).toBeInTheDocument();
  });

  it('closing resets every field and the step', async () => {
    const { rerender } = setup();
    const user = userEvent.setup();
    await toPasswordStep(user);
    await user.type(screen.getByLabelText('New password'), 'abc');
    rerender({ open: false });
    rerender({ open: true });
    expect(heading(copy.request.heading)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('Sign In closes the dialog and hands over to sign-in', async () => {
    const { props } = setup({ onResetPassword: vi.fn(async () => 'Password reset successful.') });
    const user = userEvent.setup();
    await readyToReset(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
    expect(props.onSignIn).toHaveBeenCalledTimes(1);
  });
});
