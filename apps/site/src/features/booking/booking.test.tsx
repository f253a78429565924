import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { server } from '../../mocks/node';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { sampleProviderForm } from '../../mocks/handlers/payments';
import { heldForYouBookedSessions } from '../../mocks/handlers/services';
import { readJson, readString, remove } from '../../lib/storage';
import {
  bookButton,
  chooseSlot,
  json,
  NOW,
  openBooking,
  recordCalls,
  slotsLoading,
  findInteractiveDialog,
} from '../../testing/helpers';

// /services and the booking modal's code load cold in the first test otherwise, slowly on a CI machine
// while the API tests run beside (a hook may take 30 s, vitest.config.ts; a test's find waits 10 s).
beforeAll(() => Promise.all([preloadPages('/services'), import('./index')]));

const COUPLES = 'Couples Counselling (Virtual)';

/** The book-now answer of the mock, for a booking with this id and price. */
const booked = (id: unknown = 501, final_price: unknown = '10000.00') => ({
  success: true,
  booked_session: { id, date: '2026-11-22', start_time: '10:30:00', end_time: '11:30:00', final_price },
});

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom cannot navigate: the spy stands in for the browser leaving for the provider.
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

/** book-now and payments/initiate answered by the given functions, their bodies recorded. */
function mockBooking(bookAnswer: () => Response, payAnswer: (body: unknown) => Response) {
  const bookNow = recordCalls('bookNow', bookAnswer);
  const payments = recordCalls('initiatePayment', payAnswer);
  server.use(bookNow.handler, payments.handler);
  return { bookNow, payments };
}

async function bookCouples(options: { day?: string; time?: string } = {}) {
  const user = userEvent.setup();
  const view = renderApp('/services#Couples', { now: NOW, signedIn: true });
  const dialog = await openBooking(user, COUPLES);
  await chooseSlot(user, dialog, options.day, options.time);
  return { user, dialog, ...view };
}

describe('booking flow: happy path', () => {
  it('books, initiates the payment and auto-submits the provider form', async () => {
    const { bookNow, payments } = mockBooking(
      () => json(booked()),
      () =>
        json({ html: `<html><body>${sampleProviderForm}<script>document.forms[0].submit()</script></body></html>` }),
    );
    const { user, dialog } = await bookCouples();
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'WELCOME10');
    await user.click(bookButton(dialog));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(bookNow.bodies).toEqual([
      {
        sub_category_id: 501,
        date: '2026-11-22',
        start_time: '10:30:00',
        end_time: '11:30:00',
        session_duration: 60,
        buffer_time: 15,
        gst_number: null,
        coupon_code: 'WELCOME10',
      },
    ]);
    expect(payments.bodies).toEqual([
      {
        booked_session: 501,
        booked_session_id: 501,
        booking_session_id: 501,
        booking_id: 501,
        sub_category: 501,
        sub_category_id: 501,
        service_id: 501,
        final_price: 10000,
        price: 10000,
        amount: 10000,
        gst_number: null,
        coupon_code: 'WELCOME10',
      },
    ]);
    // The provider's own form, in the page, with its fields; its script was not carried over.
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect(form.getAttribute('action')).toBe('/dev/payu/_payment');
    expect(form.method).toBe('post');
    expect(new FormData(form).get('txnid')).toBe('TXN501');
    expect(document.querySelector('script')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Redirecting to Payment Gateway' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: `Book ${COUPLES}` })).not.toBeInTheDocument();
    // What the status page needs later.
    expect(readString('bookedSessionId')).toBe('501');
    expect(readString('lastBookedService')).toBe(COUPLES);
    expect(readString('paymentAmount')).toBe('10000');
  });

  it('also submits a provider form that came as an HTML page instead of JSON', async () => {
    mockBooking(
      () => json(booked()),
      () =>
        new Response(`<!doctype html><html><body>${sampleProviderForm}</body></html>`, {
          headers: { 'content-type': 'text/html' },
        }),
    );
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('uses the service price when the booking answer has no final_price, and sends GST and coupon trimmed', async () => {
    const { payments, bookNow } = mockBooking(
      () => json(booked(502, null)),
      () => json({ html: sampleProviderForm }),
    );
    const { user, dialog } = await bookCouples();
    await user.type(within(dialog).getByRole('textbox', { name: /GST number/ }), '36AABCS1234F1ZS');
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), '   ');
    await user.click(bookButton(dialog));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(bookNow.bodies[0]).toMatchObject({ gst_number: '36AABCS1234F1ZS', coupon_code: null });
    expect(payments.bodies[0]).toMatchObject({
      booked_session_id: 502,
      final_price: 10000,
      gst_number: '36AABCS1234F1ZS',
    });
  });

  it('books the student card as a 30-minute session with Buy now', async () => {
    const { bookNow } = mockBooking(
      () => json(booked(601, '2000.00')),
      () => json({ html: sampleProviderForm }),
    );
    const user = userEvent.setup();
    renderApp('/services#Students', { now: NOW, signedIn: true });
    const dialog = await openBooking(user, 'Student Empowerment Card (Virtual)', 'Buy now');
    expect(within(dialog).getByText(/30-minute online session/)).toBeInTheDocument();
    await chooseSlot(user, dialog, 'Sun 22 Nov', '1:00 pm');
    await user.click(bookButton(dialog));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(bookNow.bodies[0]).toMatchObject({
      sub_category_id: 601,
      start_time: '13:00:00',
      end_time: '13:30:00',
      session_duration: 30,
    });
  });
});

describe('booking flow: the modal', () => {
  it('shows past and booked slots, clears the slot when the date changes, and enables Book & Pay Now only when ready', async () => {
    const sessions = recordCalls('bookedSessions', async () => {
      await delay(300);
      return json({ booked_sessions: [{ date: '2026-11-21', start_time: '11:45:00' }] });
    });
    server.use(sessions.handler);
    const user = userEvent.setup();
    renderApp('/services#Couples', { now: NOW, signedIn: true });
    const dialog = await openBooking(user, COUPLES);
    expect(slotsLoading(dialog)).toBeInTheDocument();
    await waitFor(() => expect(slotsLoading(dialog)).toBeNull());
    expect(bookButton(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Sat 21 Nov' }));
    expect(within(dialog).getByRole('radio', { name: '8:00 am, past' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '11:45 am, booked' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '1:00 pm' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    expect(bookButton(dialog)).toBeEnabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Mon 23 Nov' }));
    expect(within(dialog).getByRole('radio', { name: '1:00 pm' })).not.toBeChecked();
    expect(bookButton(dialog)).toBeDisabled();
    expect(sessions.bodies).toHaveLength(1);
  });

  it('offers the person’s own unpaid hold as "Held for you", and books and pays it again', async () => {
    server.use(recordCalls('bookedSessions', () => json(heldForYouBookedSessions)).handler);
    // The server reuses the hold: 200 with the same booking.
    const { bookNow, payments } = mockBooking(
      () => json(booked(77)),
      () => json({ html: sampleProviderForm }),
    );
    const { user, dialog } = await bookCouples({ time: '10:30 am, held for you' });
    expect(within(dialog).getByRole('radio', { name: '9:15 am, booked' })).toBeDisabled();
    const held = within(dialog).getByRole('radio', { name: '10:30 am, held for you' });
    expect(held).toBeChecked();
    expect(within(dialog).getByText('Held for you')).toBeInTheDocument();
    await user.click(bookButton(dialog));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(bookNow.bodies).toEqual([
      expect.objectContaining({ sub_category_id: 501, date: '2026-11-22', start_time: '10:30:00' }),
    ]);
    expect(payments.bodies).toEqual([expect.objectContaining({ booked_session_id: 77 })]);
  });

  it('says so when the token is gone by the time Book & Pay Now is pressed', async () => {
    const { bookNow } = mockBooking(
      () => json(booked()),
      () => json({}),
    );
    const { user, dialog } = await bookCouples();
    remove('token'); // signed out in another tab
    await user.click(bookButton(dialog));
    const alert = await within(dialog).findByText('You are not logged in. Please log in to book a session.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(bookNow.bodies).toHaveLength(0);
  });
});

describe('booking flow: booked sessions fail', () => {
  const warnings = {
    server: 'The server encountered an error while fetching booked sessions. All slots will be shown as available.',
    timeout: 'Request timed out. All slots will be shown as available.',
    other: 'Failed to load booked sessions. All slots will be shown as available.',
  };

  async function openWithFailure({ fakeTimers = false } = {}) {
    const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
    renderApp('/services#Couples', { now: NOW, signedIn: true });
    return { user, dialog: await openBooking(user, COUPLES) };
  }

  async function expectAllAvailable(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.click(within(dialog).getByRole('radio', { name: 'Sun 22 Nov' }));
    const slots = within(dialog).getAllByRole('radio', { name: /(am|pm)/ });
    expect(slots).toHaveLength(10);
    for (const slot of slots) expect(slot).toBeEnabled();
  }

  it('shows the server-error banner on a 500', async () => {
    server.use(recordCalls('bookedSessions', () => json({ detail: 'boom' }, 500)).handler);
    const { user, dialog } = await openWithFailure();
    expect(await within(dialog).findByText(warnings.server)).toBeInTheDocument();
    await expectAllAvailable(user, dialog);
  });

  it('shows the time-out banner after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      recordCalls('bookedSessions', async () => {
        await delay('infinite');
        return json({});
      }).handler,
    );
    const { user, dialog } = await openWithFailure({ fakeTimers: true });
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(within(dialog).queryByText(warnings.timeout)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await within(dialog).findByText(warnings.timeout)).toBeInTheDocument();
    await expectAllAvailable(user, dialog);
  });

  it.each([
    ['a 503', () => json({ detail: 'busy' }, 503)],
    ['a dropped connection', () => Response.error()],
  ])('shows the general banner on %s', async (_, answer) => {
    server.use(recordCalls('bookedSessions', answer).handler);
    const { user, dialog } = await openWithFailure();
    expect(await within(dialog).findByText(warnings.other)).toBeInTheDocument();
    await expectAllAvailable(user, dialog);
  });

  it('removes the token on a 401 and offers Login, which opens sign-in with the way back', async () => {
    server.use(recordCalls('bookedSessions', () => json({ detail: 'Invalid token.' }, 401)).handler);
    const { user, dialog } = await openWithFailure();
    expect(await within(dialog).findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(readString('token')).toBeNull();
    expect(readJson('user')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: `Book ${COUPLES}` })).not.toBeInTheDocument();
  });
});

describe('booking flow: failures', () => {
  it('shows "Error:" and the first 100 characters of the book-now reply', async () => {
    const reply = 'This slot was just taken by another client. '.repeat(5);
    mockBooking(
      () => new Response(reply, { status: 409, headers: { 'content-type': 'text/plain' } }),
      () => json({}),
    );
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    expect(await within(dialog).findByText(`Error: ${reply.slice(0, 100)}`)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the server\'s message of a JSON book-now reply after "Error:", never the raw JSON', async () => {
    const message = 'That slot was just booked by someone else: '.padEnd(150, 'x');
    mockBooking(
      () => json({ message, detail: message }, 409),
      () => json({}),
    );
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    expect(await within(dialog).findByText(`Error: ${message.slice(0, 100)}`)).toBeInTheDocument();
    expect(within(dialog).queryByText(/\{"message"/)).not.toBeInTheDocument();
  });

  it('needs the booking id from booked_session.id', async () => {
    const { payments } = mockBooking(
      () => json({ success: true, booking_id: 77 }),
      () => json({}),
    );
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    expect(await within(dialog).findByText('Unable to extract booking ID from response')).toBeInTheDocument();
    expect(payments.bodies).toHaveLength(0);
  });

  it('says "Invalid price format" when neither the answer nor the service has a number', async () => {
    const couples = FALLBACK_CATEGORIES.find((c) => c.name === 'Couples')!;
    const odd = { ...couples, subcategories: [{ ...couples.subcategories[0]!, price: 'Price on request' }] };
    server.use(recordCalls('categories', () => json({ success: true, categories: [odd] })).handler);
    const { payments } = mockBooking(
      () => json(booked(501, null)),
      () => json({}),
    );
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    expect(await within(dialog).findByText('Invalid price format')).toBeInTheDocument();
    expect(payments.bodies).toHaveLength(0);
  });

  const expiredHold = 'Your reservation of this slot has expired. Please choose the slot again.';
  it.each([
    ["the api's message", () => json({ message: expiredHold, detail: expiredHold }, 409), expiredHold],
    ['details', () => json({ details: 'Card gateway unavailable' }, 400), 'Card gateway unavailable'],
    ['error', () => json({ error: 'Amount mismatch' }, 400), 'Amount mismatch'],
    [
      'a proxy page without a reason',
      () => new Response('<html><body>Bad Gateway</body></html>', { status: 502 }),
      'Payment failed: Request failed with status 502',
    ],
  ])('shows a payment failure from %s, never raw JSON or HTML', async (_, answer, text) => {
    mockBooking(() => json(booked()), answer);
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('treats a 401 from the payment call as an expired session', async () => {
    mockBooking(
      () => json(booked()),
      () => json({ detail: 'Token expired' }, 401),
    );
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    expect(await within(dialog).findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(readString('token')).toBeNull();
  });
});

describe('booking flow: payment answers', () => {
  it('records a JSON status and goes to /payment-status with the query and state', async () => {
    const { payments } = mockBooking(
      () => json(booked(503)),
      (body) =>
        (body as { order_id?: string }).order_id
          ? json({ status: 'recorded' })
          : json({ status: 'success', transaction_id: 'TXN503', amount: '10000.00' }),
    );
    const { user, dialog, router } = await bookCouples();
    await user.click(bookButton(dialog));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(payments.bodies[1]).toEqual({
      order_id: 'TXN503',
      transaction_id: 'TXN503',
      amount: '10000.00',
      booked_session_id: 503,
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'success',
      order_id: 'TXN503',
      amount: '10000.00',
      transaction_id: 'TXN503',
      booked_session_id: '503',
    });
    expect(router.state.location.state).toEqual({
      status: 'success',
      orderId: 'TXN503',
      amount: '10000.00',
      serviceTitle: COUPLES,
      booked_session_id: '503',
    });
    expect(readString('paymentStatus')).toBe('success');
    expect(readString('transactionId')).toBe('TXN503');
    expect(readJson('paymentData')).toEqual({ status: 'success', transaction_id: 'TXN503', amount: '10000.00' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
  });

  it('still goes to /payment-status when recording the status fails', async () => {
    mockBooking(
      () => json(booked(504)),
      (body) =>
        (body as { order_id?: string }).order_id
          ? json({ detail: 'nope' }, 500)
          : json({ status: 'pending', transaction_id: 'TXN504' }),
    );
    const { user, dialog, router } = await bookCouples();
    await user.click(bookButton(dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('pending');
  });

  it('goes to /payment-status?status=unknown for an answer it does not understand', async () => {
    const { payments } = mockBooking(
      () => json(booked()),
      () => json({ ok: true }),
    );
    const { user, dialog, router } = await bookCouples();
    await user.click(bookButton(dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(router.state.location.search).toBe('?status=unknown');
    expect(payments.bodies).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows a success message with View Bookings, hidden again after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockBooking(
      () => json(booked()),
      () => json({ success: true, message: 'Booking confirmed. See you soon!' }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/services#Couples', { now: NOW, signedIn: true });
    const dialog = await openBooking(user, COUPLES);
    await chooseSlot(user, dialog);
    await user.click(bookButton(dialog));

    expect(await within(dialog).findByText('Booking confirmed. See you soon!')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Bookings' })).toHaveAttribute('href', '/dashboard/bookings');
    expect(bookButton(dialog)).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(within(dialog).queryByText('Booking confirmed. See you soon!')).toBeNull();
  });

  it('shows the provider page in "Complete Your Payment" when it holds an iframe', async () => {
    mockBooking(
      () => json(booked()),
      () => json({ html: '<iframe title="Card payment" src="about:blank"></iframe>' }),
    );
    const { user, dialog } = await bookCouples();
    await user.click(bookButton(dialog));
    const overlay = await findInteractiveDialog('Complete Your Payment');
    expect(within(overlay).getByTitle('Card payment')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('offers Retry and Cancel when the payment form cannot load; Cancel goes to status cancel', async () => {
    submit.mockImplementation(() => {
      throw new Error('blocked');
    });
    mockBooking(
      () => json(booked()),
      () => json({ html: sampleProviderForm }),
    );
    const { user, dialog, router } = await bookCouples();
    await user.click(bookButton(dialog));
    const error = await screen.findByRole('alertdialog', { name: 'Payment Error' });
    expect(within(error).getByText('Unable to load payment form')).toBeInTheDocument();

    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    const again = await screen.findByRole('alertdialog', { name: 'Payment Error' });
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(router.state.location.search).toBe('?status=cancel');
  });
});

describe('booking with membership credits (issue 9)', () => {
  it('offers "Use 2 credits" for a ₹10,000 session, books with payment_method credits and no gateway', async () => {
    const { bookNow, payments } = mockBooking(
      () =>
        json({
          ...booked(777),
          booked_session: { ...booked(777).booked_session, status: 'confirmed', payment_status: 'success' },
          payment_method: 'credits',
          credits_used: 2,
          credits_remaining: 8,
        }),
      () => json({}),
    );
    const { user, dialog } = await bookCouples();
    const useCredits = await within(dialog).findByRole('radio', { name: /Use 2 credits, 10 credits left/ });
    expect(within(dialog).getByRole('radio', { name: 'Pay by card' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'WELCOME10');
    await user.click(useCredits);
    await user.click(within(dialog).getByRole('button', { name: 'Book with 2 credits' }));

    expect(
      await within(dialog).findByText('Your session is booked and confirmed: 2 credits used, 8 left.'),
    ).toBeInTheDocument();
    expect(bookNow.bodies).toEqual([expect.objectContaining({ payment_method: 'credits', coupon_code: null })]);
    expect(payments.bodies).toEqual([]);
    expect(submit).not.toHaveBeenCalled();
  });

  it('offers card only when the membership has too few credits', async () => {
    server.use(recordCalls('membershipDetails', () => json({ credits: 1 })).handler);
    const { dialog } = await bookCouples();
    await within(dialog).findByRole('button', { name: 'Book & Pay Now' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('radio', { name: /Use \d credits?/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the modal", async () => {
    mockBooking(
      () => json({ message: 'Your membership has expired.' }, 400),
      () => json({}),
    );
    const { user, dialog } = await bookCouples();
    await user.click(await within(dialog).findByRole('radio', { name: /Use 2 credits/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Book with 2 credits' }));
    expect(await within(dialog).findByText(/Your membership has expired\./)).toBeInTheDocument();
  });
});
