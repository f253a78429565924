import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { FEEDBACK_CLOSE_MS, type Booking } from '@sukoon/contracts';
import { sampleReviewRequest } from '@sukoon/contracts/schemas/content.fixtures';
import { server } from '../../mocks/node';
import { errorResponse } from '../../mocks/handlers';
import { sampleBookings, sampleFailedHold, sampleUser } from '../../mocks/fixtures';
import { sampleProviderForm } from '../../mocks/handlers/payments';
import { readString, writeJson } from '../../lib/storage';
import { cacheBookings, cachedBookings } from './api/bookingDetails';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, recordCalls, findInteractiveDialog } from '../../testing/helpers';

beforeAll(() => preloadPages('/MyBookings', '/'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** 12:00 in India on 23 Nov 2026: the 10:30 session that day has ended (start + 1 h), so has the one on the 10th. */
const afterBoth = new Date('2026-11-23T06:30:00Z');
/** 09:00 in India the same day: the 10:30 session is still to come. */
const beforeFirst = new Date('2026-11-23T03:30:00Z');

/** A booking of someone else's, with a meeting link, as a shared device may still hold it. */
const otherBooking = {
  id: 9,
  title: 'Anxiety Counselling (Virtual)',
  date: '2026-11-24',
  time: '08:00',
  mode: 'online',
  payment_status: 'success',
  feedback_status: 'pending',
  price: 5000,
  serviceId: 301,
  link: 'https://meet.example/someone-else',
} as const;

const rowOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

/** Holds the server's bookings answer until the returned function is called. */
function holdBookingsAnswer() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    recordCalls('bookingDetails', async () => {
      await answered;
      return json(sampleBookings);
    }).handler,
  );
  return answer;
}

describe('/MyBookings', () => {
  it('sends a guest to / with the sign-in dialog and the spec message', async () => {
    const { router } = renderApp('/MyBookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const dialog = await findInteractiveDialog('Welcome Back');
    expect(within(dialog).getByText('Please login to access your bookings')).toBeInTheDocument();
  });

  it('lists the bookings normalised from their varied field names, with Join Meeting before a session', async () => {
    renderApp('/myBookings', { signedIn: true, now: beforeFirst });
    expect(await screen.findByRole('heading', { name: 'Individual Counselling (Virtual)' })).toBeInTheDocument();
    const first = within(rowOf('Individual Counselling (Virtual)'));
    expect(first.getByRole('link', { name: /Join Meeting/ })).toHaveAttribute(
      'href',
      'https://meet.example/sukoon-101',
    );
    expect(first.queryByRole('button', { name: /Submit Feedback/ })).not.toBeInTheDocument();
    // Booked under service_name, booking_date and time; ended, paid and waiting for feedback.
    const second = within(rowOf('Couples Counselling (Virtual)'));
    expect(second.getByRole('button', { name: /Submit Feedback/ })).toBeInTheDocument();
    // The list is kept for the next visit (B3 userBookingsCache).
    expect(cachedBookings(sampleUser.username)?.map((b) => b.id)).toEqual([101, 102]);
  });

  it('shows the cached list at once while the fresh one loads', async () => {
    cacheBookings(sampleUser.username, [
      {
        id: 7,
        title: 'Career Coaching (Virtual)',
        date: '2026-11-20',
        time: '08:00',
        mode: 'online',
        payment_status: 'success',
        feedback_status: 'submitted',
        price: 5000,
        serviceId: 301,
        link: null,
      } as unknown as Booking,
    ]);
    const answer = holdBookingsAnswer();
    renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    expect(await screen.findByRole('heading', { name: 'Career Coaching (Virtual)' })).toBeInTheDocument();
    expect(screen.getByText('Feedback Submitted')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Individual Counselling (Virtual)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Career Coaching (Virtual)' })).not.toBeInTheDocument();
  });

  it('sends the feedback of the four steps for that booking, says Thank You!, closes after 2 s and marks it submitted', async () => {
    const review = recordCalls('submitTestimonial', () => json({ message: 'Thank you for your feedback!' }));
    server.use(review.handler);
    renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Individual Counselling (Virtual)' });
    await user.click(
      within(rowOf('Individual Counselling (Virtual)')).getByRole('button', { name: /Submit Feedback/ }),
    );
    const dialog = within(await findInteractiveDialog(bookingsCopy.feedback.title));
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.type(dialog.getByRole('textbox'), 'Calm and practical.');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.type(dialog.getByRole('textbox'), 'A reminder the day before.');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('checkbox', { name: bookingsCopy.feedback.consent }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank You!')).toBeInTheDocument();
    expect(review.bodies).toEqual([
      {
        ...sampleReviewRequest,
        comment: 'Calm and practical.',
        additional_comments: 'A reminder the day before.',
        user_name: 'Priya Sharma',
        booking_id: 101,
        consent: true,
      },
    ]);
    await vi.advanceTimersByTimeAsync(FEEDBACK_CLOSE_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Individual Counselling (Virtual)')).getByText('Feedback Submitted')).toBeInTheDocument();
    expect(await screen.findByText(bookingsCopy.feedback.submitted)).toBeInTheDocument();
    const cached = cachedBookings(sampleUser.username);
    expect(cached?.find((b) => b.id === 101)?.feedback_status).toBe('submitted');
  });

  it('shows the server reason when the feedback is refused', async () => {
    server.use(
      recordCalls('submitTestimonial', () =>
        errorResponse(409, { message: 'Feedback for this session was already given.' }),
      ).handler,
    );
    renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Couples Counselling (Virtual)' });
    await user.click(within(rowOf('Couples Counselling (Virtual)')).getByRole('button', { name: /Submit Feedback/ }));
    const dialog = within(await findInteractiveDialog(bookingsCopy.feedback.title));
    await user.click(dialog.getByRole('radio', { name: '4 stars' }));
    for (let step = 0; step < 3; step++) await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(
      await dialog.findByText('Failed to submit feedback: Feedback for this session was already given.'),
    ).toBeInTheDocument();
  });

  it.each([
    [404, bookingsCopy.errors.notFound],
    [500, bookingsCopy.errors.status(500)],
  ])('answers %i with its spec text', async (status, text) => {
    server.use(recordCalls('bookingDetails', () => errorResponse(status, { detail: 'x' })).handler);
    const { router } = renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    expect(await screen.findByText(text)).toBeInTheDocument();
    // A 404 here is the page's own state, not /not-found (which loads lazily: give it the time to).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/MyBookings');
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says an answer that is not a list is invalid', async () => {
    server.use(recordCalls('bookingDetails', () => json({ bookings: [] })).handler);
    renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    expect(await screen.findByText(bookingsCopy.errors.invalidData)).toBeInTheDocument();
  });

  it('ends an expired session and asks to sign in again', async () => {
    server.use(recordCalls('bookingDetails', () => errorResponse(401, { detail: 'Invalid token.' })).handler);
    const { router } = renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const dialog = await findInteractiveDialog('Welcome Back');
    expect(within(dialog).getByText(bookingsCopy.errors.sessionExpired)).toBeInTheDocument();
    expect(readString('token')).toBeNull();
    // The list and its meeting links go with the session.
    expect(readString('userBookingsCache')).toBeNull();
  });

  it.each([
    ['another account', () => cacheBookings('someone.else', [otherBooking] as unknown as Booking[])],
    ['no account (an unstamped list)', () => writeJson('userBookingsCache', [otherBooking])],
  ])('never shows a list kept for %s, online or offline', async (_, keep) => {
    keep();
    const answer = holdBookingsAnswer();
    const online = renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    expect(await screen.findByText(bookingsCopy.list.loading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: otherBooking.title })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Individual Counselling (Virtual)' })).toBeInTheDocument();
    online.unmount();

    keep();
    server.use(recordCalls('bookingDetails', () => HttpResponse.error()).handler);
    renderApp('/MyBookings', { signedIn: true, online: false, now: afterBoth });
    expect(await screen.findByText(bookingsCopy.list.offline)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: otherBooking.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
  });

  it('says it is offline when the connection drops after the list loaded, with Join Meeting disabled', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    // The query library's own connectivity follows the events too: it must end online, even when this fails.
    try {
      renderApp('/MyBookings', { signedIn: true, now: beforeFirst });
      await screen.findByRole('heading', { name: 'Individual Counselling (Virtual)' });
      const first = () => within(rowOf('Individual Counselling (Virtual)'));
      expect(first().getByRole('link', { name: /Join Meeting/ })).toBeInTheDocument();
      online = false;
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText(bookingsCopy.list.offline)).toBeInTheDocument();
      expect(first().queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
      expect(first().getByRole('button', { name: /Join Meeting/ })).toBeDisabled();
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.queryByText(bookingsCopy.list.offline)).not.toBeInTheDocument());
      expect(first().getByRole('link', { name: /Join Meeting/ })).toBeInTheDocument();
    } finally {
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });

  it('shows the offline page without a connection', async () => {
    server.use(recordCalls('bookingDetails', () => HttpResponse.error()).handler);
    renderApp('/MyBookings', { signedIn: true, online: false, now: afterBoth });
    expect(await screen.findByText(bookingsCopy.list.offline)).toBeInTheDocument();
  });

  it('offers the services when there are no bookings', async () => {
    server.use(recordCalls('bookingDetails', () => json([])).handler);
    renderApp('/MyBookings', { signedIn: true, now: afterBoth });
    expect(await screen.findByText(bookingsCopy.list.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bookingsCopy.list.browse })).toHaveAttribute('href', '/services');
  });

  describe('a booking whose payment failed', () => {
    const withFailedHold = () =>
      server.use(recordCalls('bookingDetails', () => json([sampleFailedHold, ...sampleBookings])).handler);
    const held = 'Anxiety Counselling (Virtual)';

    it('says it is not booked, lists it below the upcoming paid session and pays for the same booking again', async () => {
      const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
      withFailedHold();
      const payments = recordCalls('initiatePayment', () => json({ html: sampleProviderForm, transaction_id: 'TXN7' }));
      server.use(payments.handler);
      renderApp('/MyBookings', { signedIn: true, now: beforeFirst });
      const row = within(
        await screen.findByRole('heading', { name: held }).then((h) => h.closest('li') as HTMLElement),
      );
      expect(row.getByText(bookingsCopy.held.failed('9:12 am IST'))).toBeInTheDocument();
      const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(titles.indexOf(held)).toBeGreaterThan(titles.indexOf('Individual Counselling (Virtual)'));
      await userEvent.click(row.getByRole('button', { name: bookingsCopy.held.payAgain }));
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
      expect(payments.bodies[0]).toMatchObject({ booked_session_id: 103, service_id: 301 });
      expect(await screen.findByRole('dialog', { name: 'Redirecting to Payment Gateway' })).toBeInTheDocument();
    });

    it('is left out once its hold has lapsed', async () => {
      withFailedHold();
      renderApp('/MyBookings', { signedIn: true, now: new Date('2026-11-23T03:42:00Z') });
      expect(await screen.findByRole('heading', { name: 'Individual Counselling (Virtual)' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: held })).not.toBeInTheDocument();
    });
  });
});
