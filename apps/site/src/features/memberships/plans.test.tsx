import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_PLANS } from '@sukoon/contracts';
import { server } from '../../mocks/node';
import { membershipHandlers } from '../../mocks/handlers/memberships';
import { sampleProviderForm } from '../../mocks/handlers/payments';
import { readString } from '../../lib/storage';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, recordCalls, type User, findInteractiveDialog } from '../../testing/helpers';
import * as purchaseDialog from './PurchaseDialog';

const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
const GOLD = FALLBACK_PLANS.find((plan) => plan.name === 'Gold')!;
/** A valid GSTIN (mod-36 check character). */
const GSTIN = '27AAPFU0939F1ZV';

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeAll(() => preloadPages('/membership-plans', '/'));

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom cannot navigate: the spy stands in for the browser leaving for the gateway.
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/membership-plans: the plans', () => {
  it('sorts the server plans Bronze to Diamond, whatever their order', async () => {
    server.use(...membershipHandlers('ok'));
    server.use(recordCalls('membershipPlans', () => json([...FALLBACK_PLANS].reverse())).handler);
    renderApp('/membership-plans');
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual(TIERS);
    expect(screen.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Need Help Choosing?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    expect(screen.queryByText(/Unable to load membership plans/)).toBeNull();
  });

  it('shows the fallback plans under the failure message when the call fails', async () => {
    server.use(...membershipHandlers('serverError'));
    renderApp('/membership-plans');
    expect(await screen.findByText('Unable to load membership plans. Please try again later.')).toBeInTheDocument();
    expect(cardNames()).toEqual(TIERS);
    expect(within(screen.getByRole('article', { name: 'Diamond' })).getByText('₹1,00,000')).toBeInTheDocument();
  });

  it('asks for sign-in when the error contains 761, still with the fallback plans', async () => {
    server.use(recordCalls('membershipPlans', () => json({ detail: 'Error 761: token required' }, 403)).handler);
    renderApp('/membership-plans');
    expect(
      await screen.findByText('Authentication required. Please log in to view membership plans.'),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual(TIERS);
  });

  it('shows the offline page when offline', async () => {
    renderApp('/membership-plans', { online: false });
    expect(await screen.findByText("You're currently offline...")).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a guest who chooses a plan sees the sign-in message, then goes to / with the sign-in dialog 5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/membership-plans');
    const gold = await screen.findByRole('article', { name: 'Gold' });
    await user.click(within(gold).getByRole('button', { name: 'Choose Plan: Gold' }));
    expect(screen.getByText('Please log in to view membership details and purchase plans.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(router.state.location.pathname).toBe('/membership-plans');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({ openLogin: true, returnTo: '/membership-plans' });
    const dialog = await findInteractiveDialog('Welcome Back');
    expect(
      within(dialog).getByText('Please log in to view membership details and purchase plans.'),
    ).toBeInTheDocument();
  });
});

/** Opens Gold's purchase modal as a signed-in user. */
async function openGold(user: User) {
  const view = renderApp('/membership-plans', { signedIn: true });
  const gold = await screen.findByRole('article', { name: 'Gold' });
  await user.click(within(gold).getByRole('button', { name: 'Choose Plan: Gold' }));
  const dialog = await findInteractiveDialog('Buy Gold Membership');
  return { ...view, dialog };
}

async function buy(user: User, dialog: HTMLElement, fields: { gst?: string; coupon?: string } = {}) {
  const view = within(dialog);
  if (fields.gst) await user.type(view.getByRole('textbox', { name: /GST number/ }), fields.gst);
  if (fields.coupon) await user.type(view.getByRole('textbox', { name: /Coupon code/ }), fields.coupon);
  const buyNow = () => within(document.body).getByRole('button', { name: 'Buy Now' });
  expect(buyNow()).toBeDisabled();
  await user.click(view.getByRole('checkbox', { name: /I agree to the/ }));
  expect(buyNow()).toBeEnabled();
  await user.click(buyNow());
}

describe('/membership-plans: buying a plan', () => {
  it("shows the plan's card image above its price and features", async () => {
    const user = userEvent.setup();
    const { dialog } = await openGold(user);
    const card = dialog.querySelector('img');
    expect(card).not.toBeNull();
    expect(card!.getAttribute('src')).toBe('/media/memberships/gold.svg');
    // Decoration: the dialog's title already names the plan.
    expect(card!.getAttribute('alt')).toBe('');
  });

  it('sends the contract body, then submits the gateway form 1 s behind "Redirecting to Payment Gateway"', async () => {
    const initiate = recordCalls('initiateMembershipPayment', () =>
      json({ html: sampleProviderForm, transaction_id: 'TXNM1', amount: '27000.00', discount: '3000.00' }),
    );
    server.use(initiate.handler);
    const user = userEvent.setup();
    const { dialog } = await openGold(user);
    await buy(user, dialog, { gst: GSTIN.toLowerCase(), coupon: 'welcome10' });

    expect(await screen.findByRole('dialog', { name: 'Redirecting to Payment Gateway' })).toBeInTheDocument();
    expect(initiate.bodies).toEqual([
      { member_id: GOLD.id, final_price: 30000, gst_number: GSTIN, coupon_code: 'WELCOME10' },
    ]);
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1), { timeout: 2000 });
    const form = document.querySelector<HTMLFormElement>('[data-payment-form-host] form')!;
    expect(form.getAttribute('action')).toBe('/dev/payu/_payment');
    expect(readString('paymentType')).toBe('membership');
    expect(readString('lastBookedService')).toBe('Gold');
  });

  it('sends null for an empty GST number and coupon, and refuses a wrong GSTIN in the form', async () => {
    const initiate = recordCalls('initiateMembershipPayment', () => json({ html: sampleProviderForm }));
    server.use(initiate.handler);
    const user = userEvent.setup();
    const { dialog } = await openGold(user);
    await user.type(within(dialog).getByRole('textbox', { name: /GST number/ }), '27AAPFU0939F1ZA');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(within(document.body).getByRole('button', { name: 'Buy Now' }));
    expect(
      await within(dialog).findByText('This GST number is not valid. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(initiate.bodies).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /GST number/ }));
    await user.click(within(document.body).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(initiate.bodies).toHaveLength(1));
    expect(initiate.bodies[0]).toEqual({ member_id: GOLD.id, final_price: 30000, gst_number: null, coupon_code: null });
  });

  it('shows a refused coupon in the modal, and Buy Now works again', async () => {
    const initiate = recordCalls('initiateMembershipPayment', () =>
      json({ detail: 'The coupon code NOPE is not valid.' }, 400),
    );
    server.use(initiate.handler);
    const user = userEvent.setup();
    const { dialog } = await openGold(user);
    await buy(user, dialog, { coupon: 'nope' });
    expect(
      await within(dialog).findByText(
        'Membership purchase failed: The coupon code NOPE is not valid. Please try again or contact support...',
      ),
    ).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('goes to a redirect_url', async () => {
    const leave = vi.spyOn(purchaseDialog.purchaseNavigation, 'leaveFor').mockImplementation(() => undefined);
    server.use(
      recordCalls('initiateMembershipPayment', () => json({ redirect_url: 'https://pay.example/checkout/1' })).handler,
    );
    const user = userEvent.setup();
    const { dialog } = await openGold(user);
    await buy(user, dialog);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/checkout/1'));
  });

  it('goes to /payment-status with a status answer', async () => {
    server.use(
      recordCalls('initiateMembershipPayment', () =>
        json({ status: 'success', transaction_id: 'T77', amount: '30000.00' }),
      ).handler,
    );
    const user = userEvent.setup();
    const { dialog, router } = await openGold(user);
    await buy(user, dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'success',
      order_id: 'T77',
      amount: '30000.00',
      transaction_id: 'T77',
    });
    expect(readString('paymentStatus')).toBe('success');
  });

  it.each([
    ['hash_response', { hash_response: { status: 'success', txnid: 'T1', amount: '30000.00' } }],
    ['all_response', { all_response: { status: 'success', txnid: 'T1', amount: '30000.00' } }],
    ['payment_response', { payment_response: { status: 'success', transaction_id: 'T1' }, amount: '30000.00' }],
  ])('goes to /payment-status-modal with a %s', async (_name, answer) => {
    server.use(recordCalls('initiateMembershipPayment', () => json(answer)).handler);
    const user = userEvent.setup();
    const { dialog, router } = await openGold(user);
    await buy(user, dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status-modal'));
    expect(router.state.location.state).toMatchObject({ status: 'success', amount: '30000.00', serviceTitle: 'Gold' });
    expect(await screen.findByRole('dialog', { name: 'Payment status' })).toBeInTheDocument();
  });

  it('goes to /payment-status?status=processing with an answer of unknown format', async () => {
    server.use(recordCalls('initiateMembershipPayment', () => json({ ok: 1 })).handler);
    const user = userEvent.setup();
    const { dialog, router } = await openGold(user);
    await buy(user, dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(router.state.location.search).toBe('?status=processing');
  });

  it('a 401 ends the session and goes to / to sign in again', async () => {
    server.use(recordCalls('initiateMembershipPayment', () => json({ detail: 'Invalid token.' }, 401)).handler);
    const user = userEvent.setup();
    const { dialog, router } = await openGold(user);
    await buy(user, dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readString('token')).toBeNull();
    const signIn = await findInteractiveDialog('Welcome Back');
    expect(within(signIn).getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });

  it('an answer that cannot load the form offers Retry and Cancel; Cancel goes to /payment-status?status=cancel', async () => {
    server.use(recordCalls('initiateMembershipPayment', () => HttpResponse.text('<form></form>')).handler);
    submit.mockImplementation(() => {
      throw new Error('blocked');
    });
    const user = userEvent.setup();
    const { dialog, router } = await openGold(user);
    await buy(user, dialog);
    const error = await screen.findByRole('alertdialog', { name: 'Payment Error' }, { timeout: 2000 });
    await user.click(within(error).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=cancel'));
  });
});
