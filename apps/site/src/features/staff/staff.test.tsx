import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageTitle, siteCopy } from '@sukoon/contracts/copy/site';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { server } from '../../mocks/node';
import { sampleStaffInquiries } from '@sukoon/contracts/samples/staff';
import { staffForbiddenHandlers, staffHandlers } from '../../mocks/handlers/staff';
import { errorResponse } from '../../mocks/scenario';
import { recordCalls } from '../../testing/helpers';
import { sampleToken, sampleUser } from '../../mocks/fixtures';
import { writeJson, writeString } from '../../lib/storage';
import { preloadPages, renderApp } from '../../testing/renderApp';

const t = staffCopy.testimonials;

/** The testimonial list item whose heading starts with the author's name. */
const itemOf = async (author: string) => {
  const list = await screen.findByRole('list', { name: staffCopy.tabs.testimonials });
  const heading = within(list).getByRole('heading', { level: 3, name: new RegExp(`^${author}`) });
  return within(heading.closest('li')!);
};

beforeAll(() => preloadPages('/staff'));

describe('/staff', () => {
  it('sends a guest to / with the sign-in dialog requested', async () => {
    const { router } = renderApp('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({ openLogin: true, returnTo: '/staff' });
  });

  it('offers no staff area in the user menu of a client', async () => {
    const user = userEvent.setup();
    renderApp('/contact', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Priya Sharma' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Staff area' })).toBeNull();
  });

  it('offers a staff account the staff area in the user menu', async () => {
    server.use(...staffHandlers());
    const user = userEvent.setup();
    writeString('token', sampleToken);
    writeJson('user', { ...sampleUser, role: 'staff' });
    const { router } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Priya Sharma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Staff area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it('is titled from the site copy and is not indexed', async () => {
    server.use(...staffHandlers());
    renderApp('/staff', { signedIn: true });
    await waitFor(() => expect(document.title).toBe(pageTitle(siteCopy.pages.staff.title)));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('tells a signed-in person without the staff role that the area is for staff, with a way home', async () => {
    server.use(...staffForbiddenHandlers());
    renderApp('/staff', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: staffCopy.notStaff.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: staffCopy.notStaff.home })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: staffCopy.tabs.testimonials })).toBeNull();
    // Still signed in: a 403 is not a 401.
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('lists testimonials waiting first, with consent, rating and the staff-only remarks', async () => {
    server.use(...staffHandlers());
    renderApp('/staff', { signedIn: true });
    expect(await screen.findByText(t.waiting(2))).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: staffCopy.tabs.testimonials });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Deepa, Individual Counselling (Virtual)',
      'Arjun, Couples Counselling (Virtual)',
      'Kavya, Student Counselling (Virtual)',
      'Kiran, Individual Counselling (Virtual)',
    ]);
    const arjun = await itemOf('Arjun');
    expect(arjun.getByText('Evening slots fill up fast.')).toBeInTheDocument();
    expect(arjun.getByText(t.rating(4))).toBeInTheDocument();
    expect(arjun.getByText(t.consentGiven)).toBeInTheDocument();
    expect(arjun.getByText(t.received('18 Nov 2026, 7:10 pm'))).toBeInTheDocument();
  });

  it('approves for the site and then the home page; the calls carry the change', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(...staffHandlers('ok', { onUpdate: (id, body) => sent.push({ id, body }) }));
    renderApp('/staff', { signedIn: true });
    const deepa = await itemOf('Deepa');
    await user.click(deepa.getByRole('checkbox', { name: t.approveSite }));
    await waitFor(() => expect(deepa.getByText(t.status.site)).toBeInTheDocument());
    expect(deepa.getByRole('checkbox', { name: t.approveSite })).toBeChecked();
    await user.click(deepa.getByRole('checkbox', { name: t.showOnHome }));
    await waitFor(() => expect(deepa.getByText(t.status.home)).toBeInTheDocument());
    expect(sent).toEqual([
      { id: '5', body: { is_admin_approved: true } },
      { id: '5', body: { approved_on_main_page: true } },
    ]);
    expect(deepa.getByRole('checkbox', { name: t.showOnHome })).toBeChecked();
  });

  it('shows home-page approval as site approval at once, before the server answers', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(...staffHandlers());
    server.use(
      recordCalls('staffUpdateTestimonial', async () => {
        await answered;
        return errorResponse(503, { message: 'Service unavailable' });
      }).handler,
    );
    renderApp('/staff', { signedIn: true });
    const arjun = await itemOf('Arjun');
    await user.click(arjun.getByRole('checkbox', { name: t.showOnHome }));
    expect(arjun.getByRole('checkbox', { name: t.approveSite })).toBeChecked();
    expect(arjun.getByRole('checkbox', { name: t.showOnHome })).toBeChecked();
    release();
    // The server refused: the item goes back to what it was and says why; nothing else changed.
    expect(await arjun.findByText(t.saveFailed('Service unavailable'))).toBeInTheDocument();
    expect(arjun.getByRole('checkbox', { name: t.approveSite })).not.toBeChecked();
    expect(arjun.getByRole('checkbox', { name: t.showOnHome })).not.toBeChecked();
    expect(arjun.getByText(t.status.waiting)).toBeInTheDocument();
  });

  it('cannot approve words without consent, and says why', async () => {
    server.use(...staffHandlers());
    renderApp('/staff', { signedIn: true });
    const kiran = await itemOf('Kiran');
    expect(kiran.getByRole('checkbox', { name: t.approveSite })).toBeDisabled();
    expect(kiran.getByRole('checkbox', { name: t.showOnHome })).toBeDisabled();
    expect(kiran.getByText(t.noConsentReason)).toBeInTheDocument();
    expect(kiran.getByText(t.status.private)).toBeInTheDocument();
  });

  it('shows contact messages newest first with the address and the date in IST', async () => {
    server.use(...staffHandlers());
    renderApp('/staff', { signedIn: true });
    const list = await screen.findByRole('list', { name: staffCopy.tabs.inquiries });
    const first = within(within(list).getAllByRole('listitem')[0]!);
    const meera = sampleStaffInquiries[0]!;
    expect(first.getByRole('heading', { level: 3, name: meera.name })).toBeInTheDocument();
    expect(first.getByRole('link', { name: meera.email })).toHaveAttribute('href', `mailto:${meera.email}`);
    expect(first.getByText(meera.message)).toBeInTheDocument();
    expect(first.getByText(staffCopy.inquiries.received('20 Nov 2026, 5:35 pm'))).toBeInTheDocument();
    expect(screen.getByText(staffCopy.inquiries.count(2, 2))).toBeInTheDocument();
  });

  it('links an inquiry’s address as one recipient, whatever the address holds', async () => {
    // An address kept from before the stricter rule: the link must not add recipients or a body.
    const sneaky = 'asha@example.in?bcc=everyone@example.in&body=hello,x@y.z';
    server.use(
      ...staffHandlers('ok', {
        inquiries: [{ ...sampleStaffInquiries[0]!, email: sneaky }],
      }),
    );
    renderApp('/staff', { signedIn: true });
    const list = await screen.findByRole('list', { name: staffCopy.tabs.inquiries });
    const link = within(list).getByRole('link', { name: sneaky });
    expect(link).toHaveAttribute('href', 'mailto:asha@example.in%3Fbcc%3Deveryone@example.in%26body%3Dhello%2Cx@y.z');
    expect(new URL(link.getAttribute('href')!).search).toBe('');
  });

  it('loads older messages a page at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 52 }, (_, i) => ({
      id: 100 - i,
      name: `Person ${i}`,
      email: `p${i}@example.com`,
      message: `Message number ${i}`,
      created_at: new Date(Date.UTC(2026, 10, 20, 12) - i * 60_000).toISOString(),
    }));
    server.use(...staffHandlers('ok', { inquiries: many }));
    renderApp('/staff', { signedIn: true });
    expect(await screen.findByText(staffCopy.inquiries.count(50, 52))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: staffCopy.inquiries.more }));
    expect(await screen.findByText(staffCopy.inquiries.count(52, 52))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Person 51' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: staffCopy.inquiries.more })).toBeNull();
  });

  it('says when a list is empty, and offers Retry when it failed', async () => {
    const user = userEvent.setup();
    server.use(...staffHandlers('empty'));
    server.use(recordCalls('staffInquiries', () => errorResponse(500, { detail: 'A server error occurred.' })).handler);
    renderApp('/staff', { signedIn: true });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(await screen.findByText(/Unable to load the contact messages/)).toBeInTheDocument();
    server.use(
      recordCalls('staffInquiries', () => HttpResponse.json({ count: 0, page: 1, next_page: null, results: [] }))
        .handler,
    );
    await user.click(screen.getByRole('button', { name: staffCopy.inquiries.retry }));
    expect(await screen.findByText(staffCopy.inquiries.empty)).toBeInTheDocument();
  });
});
