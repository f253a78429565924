import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { pathOf } from '@sukoon/contracts';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/renderApp';
import { readString, writeString } from '../../lib/storage';
import { json, recordCalls } from '../../testing/helpers';

describe('payment return routes', () => {
  it.each([
    ['success', '/api/payments/success/TXN501/'],
    ['failure', '/api/payments/failure/TXN501/'],
    ['cancel', '/api/payments/cancel/TXN501'],
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
  });
});

describe('/payment-status', () => {
  it('shows the query and the service from navigation state', async () => {
    renderApp('/payment-status?status=success&order_id=TXN501&amount=5000.00&transaction_id=403993715531077182', {
      state: { serviceTitle: 'Individual Counselling (Virtual)' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    const details = within(screen.getByLabelText('Payment details'));
    expect(details.getByText('Individual Counselling (Virtual)')).toBeInTheDocument();
    expect(details.getByText('₹5,000')).toBeInTheDocument();
    expect(details.getByText('TXN501')).toBeInTheDocument();
    expect(details.getByText('403993715531077182')).toBeInTheDocument();
  });

  it('falls back to the last booked service in storage', async () => {
    writeString('lastBookedService', 'Couples Counselling (Virtual)');
    renderApp('/payment-status?status=failure&amount=10000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Couples Counselling (Virtual)')).toBeInTheDocument();
    expect(screen.getByText('₹10,000')).toBeInTheDocument();
  });

  it('speaks of the membership, and leads to My Membership, after a membership purchase', async () => {
    writeString('paymentType', 'membership');
    writeString('lastBookedService', 'Gold');
    renderApp('/payment-status?status=success&amount=27000.00');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
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
  ])('shows status %s as "%s"', async (status, title) => {
    renderApp(`/payment-status?status=${status}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('/payment-status-modal', () => {
  it('shows the outcome in a dialog from navigation state', async () => {
    renderApp('/payment-status-modal', {
      state: {
        status: 'success',
        orderId: 'TXNM1',
        amount: '30000.00',
        transactionId: '403993715531077999',
        serviceTitle: 'Gold Membership',
        paymentData: { status: 'success' },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    const details = within(within(dialog).getByLabelText('Payment details'));
    expect(details.getByText('Gold Membership')).toBeInTheDocument();
    expect(details.getByText('₹30,000')).toBeInTheDocument();
    expect(details.getByText('TXNM1')).toBeInTheDocument();
    expect(details.getByText('403993715531077999')).toBeInTheDocument();
  });

  it('reads what the state leaves out from paymentData', async () => {
    renderApp('/payment-status-modal', {
      state: { paymentData: { status: 'failure', txnid: 'TXNM2', amount: 15000 } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    const details = within(within(dialog).getByLabelText('Payment details'));
    expect(details.getByText('TXNM2')).toBeInTheDocument();
    expect(details.getByText('₹15,000')).toBeInTheDocument();
  });
});
