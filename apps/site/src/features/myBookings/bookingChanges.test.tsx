import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RawBooking } from '@sukoon/contracts';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { server } from '../../mocks/node';
import { bookingHandlers, errorResponse, mockAnswer } from '../../mocks/handlers';
import type { BookingsMockData } from '../../mocks/handlers/bookings';
import { sampleBookings, sampleUser } from '../../mocks/fixtures';
import { cachedBookings } from './api/bookingDetails';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, NOW, recordCalls, findInteractiveDialog, type User } from '../../testing/helpers';

beforeAll(() => preloadPages('/MyBookings', '/'));

const copy = bookingsCopy.changes;
const title = 'Individual Counselling (Virtual)';
const rowOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

/** A fresh, stateful server copy of the bookings for each test; returns what the site asked to change. */
function serveBookings(data: BookingsMockData = {}) {
  const changes: { action: string; id: string; body: unknown }[] = [];
  server.use(...bookingHandlers('ok', { ...data, onChange: (action, id, body) => changes.push({ action, id, body }) }));
  return changes;
}

async function openMyBookings(now = NOW) {
  renderApp('/MyBookings', { signedIn: true, now });
  await screen.findByRole('heading', { name: title });
  return userEvent.setup();
}

/** A confirmed session of two credits on Tue 24 Nov at 4:45 pm. */
/** Opens the session's Reschedule dialog, chooses 1:00 pm and submits it; the dialog, for what it says then. */
async function moveToOnePm(user: User) {
  await user.click(within(rowOf(title)).getByRole('button', { name: copy.reschedule }));
  const dialog = within(await findInteractiveDialog(copy.rescheduleDialog.title));
  await user.click(await dialog.findByRole('radio', { name: '1:00 pm' }));
  await user.click(dialog.getByRole('button', { name: copy.rescheduleDialog.submit }));
  return dialog;
}

const creditBooking: RawBooking = {
  id: 103,
  sub_name: 'Couples Counselling (Virtual)',
  service_id: 201,
  date: '2026-11-24',
  start_time: '16:45:00',
  payment_status: 'success',
  feedback_status: 'pending',
  final_price: '10000.00',
  status: 'confirmed',
  payment_method: 'credits',
  credits_used: 2,
  change_cutoff_hours: 24,
  changes_close_at: '2026-11-23T11:15:00.000Z',
};

describe('My Bookings: reschedule (issue 13)', () => {
  it('moves the session to the chosen free slot and shows the new time at once, cached, with the server message', async () => {
    const changes = serveBookings();
    const user = await openMyBookings();
    const row = within(rowOf(title));
    expect(row.getByText('You can reschedule or cancel until 10:30 am IST on Sun, 22 Nov 2026.')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: copy.reschedule }));
    const dialog = within(await findInteractiveDialog(copy.rescheduleDialog.title));
    // Opens on the session's own day, its slot marked as its own and not choosable.
    expect(dialog.getByRole('radio', { name: 'Mon 23 Nov' })).toBeChecked();
    expect(await dialog.findByRole('radio', { name: '10:30 am, your session' })).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: '11:45 am' }));
    await user.click(dialog.getByRole('button', { name: copy.rescheduleDialog.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([
      { action: 'reschedule', id: '101', body: { date: '2026-11-23', start_time: '11:45:00' } },
    ]);
    expect(within(rowOf(title)).getByText('11:45 am IST')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your session is moved to Mon, 23 Nov 2026 at 11:45 am. We have e-mailed you the updated invitation.',
      ),
    ).toBeInTheDocument();
    const cached = cachedBookings(sampleUser.username);
    expect(cached?.find((b) => b.id === 101)).toMatchObject({
      time: '11:45:00',
      changesCloseAt: '2026-11-22T06:15:00.000Z',
    });
    // Keyboard users land back on the button that opened the dialog.
    expect(within(rowOf(title)).getByRole('button', { name: copy.reschedule })).toHaveFocus();
  });

  it('keeps the dialog open when the time was taken meanwhile: the grid is read again and the choice cleared', async () => {
    const taken = { date: '2026-11-23', start_time: '11:45:00' };
    const changes = serveBookings({ takenSlots: [taken] });
    // Booked sessions as the server knows them: the other person's booking shows once it has been made.
    const sessionReads = recordCalls('bookedSessions', () =>
      json({ booked_sessions: changes.length > 0 ? [taken] : [] }),
    );
    server.use(sessionReads.handler);
    const user = await openMyBookings();
    await user.click(within(rowOf(title)).getByRole('button', { name: copy.reschedule }));
    const dialog = within(await findInteractiveDialog(copy.rescheduleDialog.title));
    await user.click(await dialog.findByRole('radio', { name: '11:45 am' }));
    await user.click(dialog.getByRole('button', { name: copy.rescheduleDialog.submit }));

    expect(
      await dialog.findByText('This slot has just been booked by someone else. Please choose another time.'),
    ).toBeInTheDocument();
    expect(await dialog.findByRole('radio', { name: '11:45 am, booked' })).toBeDisabled();
    expect(dialog.queryByRole('radio', { checked: true, name: /am|pm/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.rescheduleDialog.submit })).toBeDisabled();
    expect(sessionReads.bodies.length).toBeGreaterThanOrEqual(2);
    // Nothing moved.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(title)).getByText('10:30 am IST')).toBeInTheDocument();
  });

  it('shows another failure in the dialog with Try again, which sends the same choice', async () => {
    let answers = 0;
    serveBookings();
    server.use(
      mockAnswer('rescheduleBooking', async ({ request }) => {
        answers += 1;
        if (answers === 1) return errorResponse(500, { message: 'A server error occurred.' });
        const body = (await request.json()) as { date: string; start_time: string };
        return json({
          success: true,
          message: 'Moved.',
          booking: { ...sampleBookings[0], ...body, changes_close_at: '2026-11-22T07:30:00.000Z' },
        });
      }),
    );
    const user = await openMyBookings();
    const dialog = await moveToOnePm(user);
    expect(await dialog.findByText('Your session was not moved: A server error occurred.')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '1:00 pm' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: copy.tryAgain }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toBe(2);
    expect(within(rowOf(title)).getByText('1:00 pm IST')).toBeInTheDocument();
  });

  it('says it is offline when the call cannot reach the server, and keeps the choice', async () => {
    serveBookings();
    server.use(mockAnswer('rescheduleBooking', () => HttpResponse.error()));
    const user = await openMyBookings();
    const dialog = await moveToOnePm(user);
    expect(await dialog.findByText(copy.offline)).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '1:00 pm' })).toBeChecked();
  });
  it('sends nothing while the device is offline: the offline message, the choice kept', async () => {
    const changes = serveBookings();
    renderApp('/MyBookings', { signedIn: true, now: NOW, online: false });
    await screen.findByRole('heading', { name: title });
    const user = userEvent.setup();
    const dialog = await moveToOnePm(user);
    expect(await dialog.findByText(copy.offline)).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '1:00 pm' })).toBeChecked();
    expect(changes).toEqual([]);
  });

  it('says the times wait for the connection when opened offline, and shows them once it is back', async () => {
    serveBookings();
    const user = await openMyBookings();
    // The connection drops after the list loaded, as the browser reports it (TanStack Query holds its reads then).
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      // My Bookings says so above the list (B8).
      expect(
        await screen.findByText("You're offline. Please check your connection to view your bookings."),
      ).toBeVisible();
      await user.click(within(rowOf(title)).getByRole('button', { name: copy.reschedule }));
      const dialog = within(await findInteractiveDialog(copy.rescheduleDialog.title));
      expect(await dialog.findByText(bookingCopy.slots.offline)).toBeInTheDocument();
      expect(dialog.queryByText(/Loading available time slots/)).not.toBeInTheDocument();
      expect(dialog.queryByRole('radio', { name: '1:00 pm' })).not.toBeInTheDocument();

      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await dialog.findByRole('radio', { name: '1:00 pm' })).toBeEnabled();
      expect(dialog.queryByText(bookingCopy.slots.offline)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
      window.dispatchEvent(new Event('online'));
    }
  });
});

describe('My Bookings: cancel (issue 13)', () => {
  it('card: says a refund will be asked for, then shows the session cancelled with its refund requested', async () => {
    const changes = serveBookings();
    const user = await openMyBookings();
    await user.click(within(rowOf(title)).getByRole('button', { name: copy.cancel }));
    const dialog = within(await findInteractiveDialog(copy.cancelDialog.title));
    expect(
      dialog.getByText(
        "We'll ask our team to refund ₹5,000 to your original payment method (usually 5 to 7 working days).",
      ),
    ).toBeInTheDocument();
    // Keep session is the default focus.
    await waitFor(() => expect(dialog.getByRole('button', { name: copy.cancelDialog.keep })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: copy.cancelDialog.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([{ action: 'cancel', id: '101', body: undefined }]);
    const row = within(rowOf(title));
    expect(row.getByText(copy.cancelled)).toBeInTheDocument();
    expect(row.getByText(copy.refundRequested)).toBeInTheDocument();
    expect(row.queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: copy.reschedule })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your session is cancelled. A refund of your payment is requested; our team will return it to the way you paid.',
      ),
    ).toBeInTheDocument();
    // Its buttons are gone: keyboard users continue from the booking itself, not the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toHaveFocus());
    expect(cachedBookings(sampleUser.username)?.find((b) => b.id === 101)?.status).toBe('cancelled');
  });

  it('credits: says the credits go back at once, then shows them returned', async () => {
    serveBookings({ bookings: [...sampleBookings, creditBooking] });
    const user = await openMyBookings();
    const couples = 'Couples Counselling (Virtual)';
    const row = within(screen.getAllByRole('heading', { name: couples })[1]!.closest('li') as HTMLElement);
    await user.click(row.getByRole('button', { name: copy.cancel }));
    const dialog = within(await findInteractiveDialog(copy.cancelDialog.title));
    expect(dialog.getByText('2 credits go back to your membership at once.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: copy.cancelDialog.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row.getByText('2 credits returned to your membership')).toBeInTheDocument();
    expect(
      await screen.findByText('Your session is cancelled. 2 credits are back on your membership; you have 4 credits.'),
    ).toBeInTheDocument();
  });

  it('says so and reads the list again when the server finds the cut-off passed', async () => {
    // The server's clock is a day ahead of the page's.
    serveBookings({ now: () => new Date('2026-11-22T06:00:00Z') });
    const user = await openMyBookings();
    const listReads = recordCalls('bookingDetails', () => json(sampleBookings));
    server.use(listReads.handler);
    await user.click(within(rowOf(title)).getByRole('button', { name: copy.cancel }));
    const dialog = within(await findInteractiveDialog(copy.cancelDialog.title));
    await user.click(dialog.getByRole('button', { name: copy.cancelDialog.submit }));
    expect(
      await dialog.findByText(
        'Sessions can be rescheduled or cancelled up to 24 hours before they start. For this one it is too late; please contact us.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.cancelDialog.submit })).toBeDisabled();
    await waitFor(() => expect(listReads.bodies.length).toBe(1));
  });

  it('returns focus to the button that opened it when closed by keyboard', async () => {
    serveBookings();
    const user = await openMyBookings();
    const cancel = within(rowOf(title)).getByRole('button', { name: copy.cancel });
    cancel.focus();
    await user.keyboard('{Enter}');
    await findInteractiveDialog(copy.cancelDialog.title);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();
  });
});

describe('My Bookings: the cut-off by the page clock (issue 13)', () => {
  it('offers the changes up to the cut-off instant itself', async () => {
    serveBookings();
    await openMyBookings(new Date('2026-11-22T05:00:00.000Z'));
    expect(within(rowOf(title)).getByRole('button', { name: copy.reschedule })).toBeEnabled();
  });

  it('shows them disabled a minute later, with the reason tied to them and a way to contact us', async () => {
    serveBookings();
    await openMyBookings(new Date('2026-11-22T05:01:00.000Z'));
    const row = within(rowOf(title));
    const reason = 'Changes close 24 hours before the session. To change it now, please contact us.';
    for (const name of [copy.reschedule, copy.cancel]) {
      const action = row.getByRole('button', { name });
      expect(action).toBeDisabled();
      expect(action).toHaveAccessibleDescription(`${title} ${reason}`);
    }
    expect(row.getByRole('link', { name: copy.contactUs })).toHaveAttribute('href', '/contact');
  });
});
