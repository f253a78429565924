import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { server } from '../../mocks/node';
import { membershipHandlers } from '../../mocks/handlers/memberships';
import { sampleMembership } from '../../mocks/fixtures';
import { readString } from '../../lib/storage';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, recordCalls } from '../../testing/helpers';
import { pageReload } from '../../lib/pageReload';

beforeAll(() => preloadPages('/MyMembership', '/'));
afterEach(() => vi.restoreAllMocks());

describe('/MyMembership', () => {
  it('says it is offline when the connection drops after the membership loaded, and keeps it beneath', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    // The query library's own connectivity follows the events too: it must end online, even when this fails.
    try {
      renderApp('/MyMembership', { signedIn: true });
      expect(await screen.findByRole('heading', { level: 2, name: 'Gold Membership' })).toBeInTheDocument();
      expect(screen.queryByText(membershipsCopy.panel.offline)).not.toBeInTheDocument();
      online = false;
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText(membershipsCopy.panel.offline)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Gold Membership' })).toBeInTheDocument();
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.queryByText(membershipsCopy.panel.offline)).not.toBeInTheDocument());
    } finally {
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });

  it('sends a guest to / with the sign-in dialog (the route guard)', async () => {
    const { router } = renderApp('/MyMembership');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows a spinner, then the active membership with its credits and every field, and the success toast', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      recordCalls('membershipDetails', async () => {
        await answered;
        return json([{ ...sampleMembership, membership_type: 'Gold', credits: 9, validity: 172 }]);
      }).handler,
    );
    renderApp('/myMembership', { signedIn: true });
    expect(await screen.findByText('Loading your membership')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 2, name: 'Gold Membership' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Membership' })).toBeInTheDocument();
    const fields = Object.fromEntries(
      Array.from(document.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(fields).toMatchObject({
      'Membership Type': 'Gold',
      Credits: '9',
      Price: '₹30,000',
      Validity: '172 days',
      Description: sampleMembership.description,
    });
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Priority scheduling')).toBeInTheDocument();
    expect(await screen.findByText('Membership details loaded successfully')).toBeInTheDocument();
  });

  it('without a membership: No Active Membership Found, the info toast then the success toast, and a way to the plans', async () => {
    server.use(...membershipHandlers('empty'));
    const user = userEvent.setup();
    const { router } = renderApp('/MyMembership', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No Active Membership Found' })).toBeInTheDocument();
    expect(await screen.findByText('No membership found for your account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Membership details loaded successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Membership Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership-plans'));
  });

  it('a 401 on the page: Membership Access Restricted, the session ends, and Login Now asks for sign-in', async () => {
    server.use(...membershipHandlers('unauthorised'));
    const user = userEvent.setup();
    const { router } = renderApp('/MyMembership', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Membership Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText('Please login to view your membership details')).toBeInTheDocument();
    expect(await screen.findByText('Please login to access your membership details')).toBeInTheDocument();
    await waitFor(() => expect(readString('token')).toBeNull());
    // Still here: the guard does not throw the page away under the message.
    expect(router.state.location.pathname).toBe('/MyMembership');
    expect(screen.getByRole('heading', { name: 'Membership Access Restricted' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({ openLogin: true, returnTo: '/MyMembership' });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('a failure: the full error page with Try Again, which reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    server.use(...membershipHandlers('serverError'));
    const user = userEvent.setup();
    renderApp('/MyMembership', { signedIn: true });
    const alert = await screen.findByRole('alert', { name: 'Something went wrong' });
    expect(within(alert).getByText('Failed to load membership details. Please try again later.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an answer that is not JSON is an error', async () => {
    server.use(recordCalls('membershipDetails', () => HttpResponse.text('<html>oops</html>')).handler);
    renderApp('/MyMembership', { signedIn: true });
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('offline: the offline message and no call', async () => {
    const calls = recordCalls('membershipDetails', async () => {
      await delay('infinite');
      return json([]);
    });
    server.use(calls.handler);
    renderApp('/MyMembership', { signedIn: true, online: false });
    expect(
      await screen.findByText("You're offline. Please reconnect to view your membership details."),
    ).toBeInTheDocument();
  });
});
