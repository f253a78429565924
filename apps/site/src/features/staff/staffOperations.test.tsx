import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { server } from '../../mocks/node';
import { SAMPLE_SESSIONS_DATE, sampleStaffSessions, samplePaymentsCsv } from '@sukoon/contracts/samples/staff';
import { staffHandlers } from '../../mocks/handlers/staff';
import { errorResponse, mockAnswer } from '../../mocks/scenario';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { findInteractiveDialog } from '../../testing/helpers';

const s = staffCopy.sessions;
const r = staffCopy.refunds;
const NOON_IST = new Date('2026-11-21T06:30:00Z');

beforeAll(() => preloadPages('/staff'));

describe("/staff: the day's sessions, refunds and the payments CSV", () => {
  it("shows the server's today in start order with client, payment and link, and another day when picked", async () => {
    const asked: string[] = [];
    server.use(
      ...staffHandlers('ok', {
        sessions: { [SAMPLE_SESSIONS_DATE]: sampleStaffSessions, '2026-11-22': [] },
      }),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/staff/sessions/')) asked.push(new URL(request.url).search);
    });
    renderApp('/staff', { signedIn: true, now: NOON_IST });
    const list = await screen.findByRole('list', { name: staffCopy.tabs.sessions });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      '09:15 to 10:15 IST, Individual Counselling (Virtual)',
      '16:45 to 17:45 IST, Couples Counselling (Virtual)',
    ]);
    expect(within(list).getByText('Deepa Menon')).toBeInTheDocument();
    expect(within(list).getByText(s.paidBy.credits)).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: s.join })[0]).toHaveAttribute(
      'href',
      sampleStaffSessions[0]!.meeting_link,
    );
    // No date asked: the server's today fills the field.
    expect(asked[0]).toBe('');
    const day = screen.getByLabelText(s.dateLabel);
    expect(day).toHaveValue(SAMPLE_SESSIONS_DATE);

    // A date input is set whole, as the browser's picker does.
    fireEvent.change(day, { target: { value: '2026-11-22' } });
    expect(await screen.findByText(s.empty)).toBeInTheDocument();
    expect(asked).toContain('?date=2026-11-22');
    server.events.removeAllListeners();
  });

  it('shows a client who deleted their account as "Deleted account", with no address to write to', async () => {
    const erased = { ...sampleStaffSessions[0]!, client_name: '', email: '' };
    server.use(...staffHandlers('ok', { sessions: { [SAMPLE_SESSIONS_DATE]: [erased] } }));
    renderApp('/staff', { signedIn: true, now: NOON_IST });
    const list = await screen.findByRole('list', { name: staffCopy.tabs.sessions });
    expect(within(list).getByText(staffCopy.erasedClient)).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /@|mailto/ })).toBeNull();
    expect(within(list).getByRole('link', { name: s.join })).toHaveAttribute('href', erased.meeting_link);
  });

  it('marks a refund refunded only after the confirmation, then lists it under the waiting ones', async () => {
    const refunded: string[] = [];
    server.use(...staffHandlers('ok', { onRefunded: (id) => refunded.push(id) }));
    const user = userEvent.setup();
    renderApp('/staff', { signedIn: true, now: NOON_IST });
    expect(await screen.findByText(r.waiting(2))).toBeInTheDocument();
    const list = screen.getByRole('list', { name: staffCopy.tabs.refunds });
    const rohan = within(
      within(list)
        .getByRole('heading', { name: /^Rohan Das/ })
        .closest('li')!,
    );

    await user.click(rohan.getByRole('button', { name: r.mark }));
    let dialog = await findInteractiveDialog(r.mark);
    expect(dialog).toHaveTextContent(r.confirm('₹5,900', 'Rohan Das'));
    await user.click(within(dialog).getByRole('button', { name: r.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunded).toEqual([]);

    await user.click(rohan.getByRole('button', { name: r.mark }));
    dialog = await findInteractiveDialog(r.mark);
    await user.click(within(dialog).getByRole('button', { name: r.confirmYes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunded).toEqual(['301']);
    expect(await screen.findByText(r.waiting(1))).toBeInTheDocument();
    expect(rohan.getByText(r.status.refunded)).toBeInTheDocument();
    expect(rohan.queryByRole('button', { name: r.mark })).toBeNull();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent?.split(',')[0]),
    ).toEqual(['Meera Iyer', 'Rohan Das', 'Kavya Nair']);
  });

  it("keeps the dialog open with the server's reason when marking fails", async () => {
    server.use(
      mockAnswer('staffMarkRefunded', () => errorResponse(409, { message: staffCopy.errors.noRefundDue })),
      ...staffHandlers(),
    );
    const user = userEvent.setup();
    renderApp('/staff', { signedIn: true, now: NOON_IST });
    const list = await screen.findByRole('list', { name: staffCopy.tabs.refunds });
    await user.click(within(list).getAllByRole('button', { name: r.mark })[0]!);
    const dialog = await findInteractiveDialog(r.mark);
    await user.click(within(dialog).getByRole('button', { name: r.confirmYes }));
    expect(await within(dialog).findByText(r.saveFailed(staffCopy.errors.noRefundDue))).toBeInTheDocument();
    expect(screen.getByText(r.waiting(2))).toBeInTheDocument();
  });

  it('downloads the payments CSV of the chosen range with its byte-order mark, and refuses a backwards range', async () => {
    const queries: string[] = [];
    server.use(...staffHandlers('ok', { onExport: (query) => queries.push(query.toString()) }));
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:payments';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/staff', { signedIn: true, now: NOON_IST });
    const from = await screen.findByLabelText(staffCopy.exports.from);
    const to = screen.getByLabelText(staffCopy.exports.to);
    // This month so far, by the page's clock.
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-21');
    await user.click(screen.getByRole('button', { name: staffCopy.exports.download }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queries).toEqual(['from=2026-11-01&to=2026-11-21']);
    expect(names).toEqual(['sukoon-payments-2026-11-01-to-2026-11-21.csv']);
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(samplePaymentsCsv);

    fireEvent.change(to, { target: { value: '2026-10-31' } });
    expect(await screen.findByText(staffCopy.errors.badRange)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: staffCopy.exports.download })).toBeDisabled();
    vi.restoreAllMocks();
  });
});
