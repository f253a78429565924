import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf, type PaymentOrderResponse } from '@sukoon/contracts';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/renderApp';
import { readString, writeString } from '../../lib/storage';
import { json, recordCalls, findInteractiveDialog } from '../../testing/helpers';
import { samplePaidOrder } from '../../mocks/handlers/payments';
import { ORDER_POLL } from './api/paymentOrder';

describe('payment return routes', () => {
  it.each([
    ['success', '/api/payments/success/TXN501/'],
    ['failure', '/api/payments/failure/TXN501/'],
    ['cancel', '/api/payments/cancel/TXN501'],
    ['pending', '/api/payments/pending/TXN501/'],
  ])('forward a %s return to /payment-status with the query mapped', async (status, path) => {
    const requests: string[] = [];
    const listen = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    const clientId = recordCalls('googleClientId', async () => {
      await delay(150);
      return json({ google_client_id: '' });
    });
    server.use(clientId.handler);
    const { router } = renderApp(
      `${path}?txnid=TXN501&mihpayid=403993715531077182&amount=5000.00&productinfo=Booking%20501`,
    );

    // The spinner stays until the client-id request has settled (no id configured: still forwards).
    expect(await screen.findByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we redirect you to the payment status page...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status,
      transaction_id: '403993715531077182',
      amount: '5000.00',
      order_id: 'TXN501',
    });
    expect(clientId.bodies).toHaveLength(1);
    server.events.removeListener('request:start', listen);
    expect(requests.filter((p) => p !== pathOf('googleClientId'))).toEqual([]);
    expect(readString('mihpayid')).toBe('403993715531077182');
  });

  it('leaves out what the provider did not send, and forwards when the client-id request fails', async () => {
    server.use(recordCalls('googleClientId', () => json({ detail: 'down' }, 500)).handler);
    const { router } = renderApp('/api/payments/cancel/x?txnid=TXN9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(router.state.location.search).toBe('?status=cancel&order_id=TXN9');
    // A guest: the order is shown only to its owner once signed in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see this payment' })).toBeInTheDocument();
  });
});

/** GET /api/payments/orders/{order_id}/ answering these bodies in turn (the last one again after that). */
function serveOrder(...answers: (Partial<PaymentOrderResponse> | Response)[]) {
  const asked: string[] = [];
  const calls = recordCalls('paymentOrder', () => {
    const answer = answers[Math.min(asked.length, answers.length - 1)]!;
    asked.push('asked');
    return answer instanceof Response ? answer : json({ ...samplePaidOrder('TXN501'), ...answer });
  });
  server.use(calls.handler);
  return asked;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const PAID_URL = '/payment-status?status=success&order_id=TXN501&amount=5000.00&transaction_id=403993715531077182';

describe('/payment-status shows what the server says about the order', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a guest opening ?status=success&order_id=anything no success, but a way to sign in', async () => {
    const asked = serveOrder({ status: 'success' });
    const user = userEvent.setup();
    renderApp('/payment-status?status=success&order_id=anything&amount=5000');
    expect(await heading('Sign in to see this payment')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("tells another account (the server's 404) that it could not find the payment, and stays on the page", async () => {
    serveOrder(json({ message: 'Payment not found.', detail: 'Payment not found.' }, 404));
    const { router } = renderApp('/payment-status?status=success&order_id=SOMEONEELSES1', { signedIn: true });
    expect(await heading('We could not find this payment')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-status');
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/MyBookings');
  });

  it("shows the owner a success only once the server says paid, with the server's details", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      recordCalls('paymentOrder', async () => {
        await answered;
        return json({
          ...samplePaidOrder('TXN501'),
          amount: '10000.00',
          title: 'Couples Counselling (Virtual)',
          date: '2026-11-24',
          start_time: '14:15:00',
        });
      }).handler,
    );
    renderApp(PAID_URL, { signedIn: true, state: { serviceTitle: 'Individual Counselling (Virtual)' } });
    // While the answer loads the address's "success" is only a claim.
    expect(await heading('Payment processing')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    answer();
    expect(await heading('Payment successful')).toBeInTheDocument();
    const details = within(screen.getByLabelText('Payment details'));
    expect(details.getByText('Couples Counselling (Virtual)')).toBeInTheDocument();
    // What was booked: the session's day and time in India.
    expect(await details.findByText('Tue, 24 Nov 2026, 2:15 pm IST')).toBeInTheDocument();
    expect(details.getByText('₹10,000')).toBeInTheDocument();
    expect(details.getByText('TXN501')).toBeInTheDocument();
    expect(details.getByText('403993715531077182')).toBeInTheDocument();
  });

  it("shows no success when the order's call gets no answer (offline), and Refresh asks again", async () => {
    const asked = serveOrder(Response.error(), { status: 'success' });
    const user = userEvent.setup();
    renderApp(PAID_URL, { signedIn: true });
    // No answer: "success" in the address is not believed, and the page is not an error page.
    expect(await heading("We couldn't confirm your payment")).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    expect(await heading('Payment successful')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('believes the server over the address: a failed payment is a failure even at ?status=success', async () => {
    serveOrder({ status: 'failure', transaction_id: undefined });
    renderApp(PAID_URL, { signedIn: true });
    expect(await heading('Payment failed')).toBeInTheDocument();
  });

  it('shows a pending payment, asks again after 3 s, and shows the success when the bank confirms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = serveOrder({ status: 'pending' }, { status: 'success' });
    renderApp('/payment-status?status=pending&order_id=TXN501', { signedIn: true });
    expect(await heading('Payment pending')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(ORDER_POLL.firstMs);
    expect(await heading('Payment successful')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    // Settled: no more asking.
    await vi.advanceTimersByTimeAsync(ORDER_POLL.forMs);
    expect(asked).toHaveLength(2);
  });

  it('stops asking after two minutes of pending and says the bank is slow, with Refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = serveOrder({ status: 'pending' });
    renderApp('/payment-status?status=success&order_id=TXN501', { signedIn: true });
    expect(await heading('Payment pending')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(ORDER_POLL.forMs + ORDER_POLL.maxMs);
    expect(await heading('Still waiting for the bank')).toBeInTheDocument();
    // Every 3, 4, then 5 s within the two minutes: about 25 asks, not one a second.
    const afterPolling = asked.length;
    expect(afterPolling).toBeGreaterThan(20);
    expect(afterPolling).toBeLessThan(30);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(afterPolling);
    screen.getByRole('button', { name: 'Refresh status' }).click();
    await waitFor(() => expect(asked).toHaveLength(afterPolling + 1));
  });

  it('falls back to the last booked service in storage when the server names none', async () => {
    writeString('lastBookedService', 'Couples Counselling (Virtual)');
    serveOrder({ status: 'failure', title: undefined, amount: '10000' });
    renderApp('/payment-status?status=failure&order_id=TXN501', { signedIn: true });
    expect(await screen.findByText('₹10,000')).toBeInTheDocument();
    expect(await heading('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Couples Counselling (Virtual)')).toBeInTheDocument();
  });

  it('speaks of the membership, and leads to My Membership, when the order was one', async () => {
    serveOrder({ kind: 'membership', title: 'Gold', amount: '27000.00', booked_session_id: undefined });
    renderApp('/payment-status?status=success&order_id=TXNM1', { signedIn: true });
    expect(await heading('Payment successful')).toBeInTheDocument();
    expect(screen.getByText(/membership is active/)).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Membership' })).toHaveAttribute('href', '/MyMembership');
    expect(screen.getByRole('link', { name: 'Back to Membership Plans' })).toHaveAttribute('href', '/membership-plans');
    expect(screen.queryByRole('link', { name: 'View My Bookings' })).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'Payment pending'],
    ['processing', 'Payment processing'],
    ['failed', 'Payment failed'],
    ['cancelled', 'Payment cancelled'],
    ['something-else', "We couldn't confirm your payment"],
    // Nothing to ask the server about: a success cannot be confirmed.
    ['success', "We couldn't confirm your payment"],
  ])('without an order id shows status %s as "%s"', async (status, title) => {
    renderApp(`/payment-status?status=${status}`, { signedIn: true });
    expect(await heading(title)).toBeInTheDocument();
  });
});

describe('/payment-status-modal', () => {
  const paidState = {
    status: 'success',
    orderId: 'TXNM1',
    amount: '30000.00',
    transactionId: '403993715531077999',
    serviceTitle: 'Gold Membership',
    paymentData: { status: 'success' },
  };

  it("shows the server's outcome of the order named by navigation state, in a dialog", async () => {
    serveOrder({ kind: 'membership', title: 'Gold', amount: '30000.00', transaction_id: '403993715531077999' });
    renderApp('/payment-status-modal', { signedIn: true, state: paidState });
    const dialog = await findInteractiveDialog('Payment status');
    expect(await within(dialog).findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    const details = within(within(dialog).getByLabelText('Payment details'));
    expect(details.getByText('Gold')).toBeInTheDocument();
    expect(details.getByText('₹30,000')).toBeInTheDocument();
    expect(details.getByText('TXNM1')).toBeInTheDocument();
    expect(details.getByText('403993715531077999')).toBeInTheDocument();
  });

  it('shows a guest whose navigation state says success no success', async () => {
    renderApp('/payment-status-modal', { state: paidState });
    const dialog = await findInteractiveDialog('Payment status');
    expect(
      await within(dialog).findByRole('heading', { level: 1, name: 'Sign in to see this payment' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Payment successful')).not.toBeInTheDocument();
  });

  it('reads the order id from paymentData when the state leaves it out', async () => {
    const calls = recordCalls('paymentOrder', () => json({ ...samplePaidOrder('TXNM2'), status: 'failure' }));
    server.use(calls.handler);
    const requests: string[] = [];
    const listen = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    renderApp('/payment-status-modal', {
      signedIn: true,
      state: { paymentData: { status: 'success', txnid: 'TXNM2', amount: 15000 } },
    });
    const dialog = await findInteractiveDialog('Payment status');
    expect(await within(dialog).findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    server.events.removeListener('request:start', listen);
    expect(requests).toContain(pathOf('paymentOrder', 'TXNM2'));
  });
});
