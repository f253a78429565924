import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORY_ORDER } from '@sukoon/contracts';
import { server } from '../../mocks/node';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { sampleToken, sampleUser } from '../../mocks/fixtures';
import { json, NOW, openBooking, recordCalls, findInteractiveDialog } from '../../testing/helpers';

// /services and the booking modal's code load cold in the first test otherwise, slowly on a CI machine
// while the API tests run beside (a hook may take 30 s, vitest.config.ts; a test's find waits 10 s).
beforeAll(() => Promise.all([preloadPages('/services'), import('../booking')]));

afterEach(() => {
  vi.useRealTimers();
});

describe('Services page', () => {
  it('shows the seven categories from the server, Individuals first', async () => {
    renderApp('/services', { now: NOW });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([...CATEGORY_ORDER]);
    expect(screen.getByRole('tab', { name: 'Individuals', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Individual Counselling (Virtual)' })).toBeInTheDocument();
  });

  it.each([
    ['#Couples', 'Couples', 'Couples Counselling (Virtual)'],
    [
      '#Educational%20%26%20Professional%20Institutions',
      'Educational & Professional Institutions',
      'Institutional Counselling Partnership',
    ],
    ['#Students', 'Students', 'Student Empowerment Card (Virtual)'],
  ])('selects the category named by the hash %s and scrolls to the grid', async (hash, name, service) => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderApp(`/services${hash}`, { now: NOW });
    expect(await screen.findByRole('tab', { name, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: service })).toBeInTheDocument();
    await waitFor(() => expect(scrolled.map((element) => element.id)).toContain('services-grid'));
  });

  it('uses the built-in catalogue when the categories call fails', async () => {
    const categories = recordCalls('categories', () => json({ detail: 'down' }, 500));
    server.use(categories.handler);
    renderApp('/services#Family', { now: NOW });
    expect(await screen.findByRole('tab', { name: 'Family', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Family Counselling (Virtual)' })).toBeInTheDocument();
    expect(categories.bodies).toHaveLength(1);
  });

  it('switches category with a tab and writes it into the hash', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/services', { now: NOW });
    await user.click(await screen.findByRole('tab', { name: 'Parent' }));
    expect(screen.getByRole('tab', { name: 'Parent', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Parenting Support Session (Virtual)' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#Parent');
  });

  it('sends a contact-only card to /contact', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/services#Corporate', { now: NOW, signedIn: true });
    const management = await screen.findByRole('article', { name: 'Management' });
    await user.click(within(management).getByRole('button', { name: 'Contact Us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it('redirects to /network-status when offline', async () => {
    const { router } = renderApp('/services', { now: NOW, online: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-status'));
  });

  it('asks a guest to sign in, then after 5 s goes to / with the login request and the way back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/services#Couples', { now: NOW });
    const couples = await screen.findByRole('article', { name: 'Couples Counselling (Virtual)' });
    await user.click(within(couples).getByRole('button', { name: 'Book Now' }));

    expect(within(couples).getByText('Please sign in to book Couples Counselling (Virtual)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(router.state.location.pathname).toBe('/services');
    await act(() => vi.advanceTimersByTimeAsync(100));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({
      openLogin: true,
      returnTo: '/services?book=501#Couples',
      message: 'Please sign in to book Couples Counselling (Virtual)',
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('brings the guest back to the category after signing in, with the chosen service’s booking open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(
      recordCalls('signIn', () => json({ token: sampleToken, user: sampleUser, profile_complete: true })).handler,
    );
    const { router } = renderApp('/services#Couples', { now: NOW });
    const couples = await screen.findByRole('article', { name: 'Couples Counselling (Virtual)' });
    await user.click(within(couples).getByRole('button', { name: 'Book Now' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    vi.useRealTimers();
    const signer = userEvent.setup();

    const signIn = await findInteractiveDialog('Welcome Back');
    await signer.type(within(signIn).getByLabelText('Email'), sampleUser.email);
    await signer.type(within(signIn).getByLabelText('Password'), 'correct horse');
    await signer.click(within(signIn).getByRole('button', { name: 'Sign in' }));

    // The booking they asked for opens again by itself, and the address keeps only the category.
    expect(await screen.findByRole('dialog', { name: 'Book Couples Counselling (Virtual)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.location.hash).toBe('#Couples');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Couples', selected: true, hidden: true })).toBeInTheDocument();
  });

  it('opens no booking from the way back for a guest, and forgets it', async () => {
    const { router } = renderApp('/services?book=501#Couples', { now: NOW });
    await screen.findByRole('article', { name: 'Couples Counselling (Virtual)' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.hash).toBe('#Couples');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('encodes the way back for a category with spaces', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/services#Students', { now: NOW });
    const card = await screen.findByRole('article', { name: 'Student Empowerment Card (Virtual)' });
    await user.click(within(card).getByRole('button', { name: 'Buy now' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({
      returnTo: expect.stringMatching(/^\/services\?book=\d+#Students$/),
    });
  });

  it('leaves for /network-status when the connection drops', async () => {
    // Loaded while online, then the connection drops.
    const { router } = renderApp('/services#Couples', { now: NOW, signedIn: true });
    const couples = await screen.findByRole('article', { name: 'Couples Counselling (Virtual)' });
    await act(async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    try {
      await waitFor(() => expect(router.state.location.pathname).toBe('/network-status'));
    } finally {
      // Back online for the next tests (react-query pauses its queries while it believes it is offline).
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    }
    expect(couples).not.toBeInTheDocument();
  });

  it('loads the services again once the connection is back, by the way back from /network-status', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/services#Couples', { now: NOW });
    await screen.findByRole('article', { name: 'Couples Counselling (Virtual)' });
    await act(async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-status'));
    // Offline, only the way home: the page it came from cannot load yet.
    expect(screen.queryByRole('button', { name: 'Back to the page you were on' })).not.toBeInTheDocument();
    // The connection returns while the page shows no data (no query is on screen there).
    await act(async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    });
    await user.click(await screen.findByRole('button', { name: 'Back to the page you were on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.hash).toBe('#Couples');
    // In place of /network-status, so the browser's Back does not return there.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('article', { name: 'Couples Counselling (Virtual)' })).toBeInTheDocument();
  });

  it('opens the booking modal for a signed-in user', async () => {
    const user = userEvent.setup();
    renderApp('/services#Couples', { now: NOW, signedIn: true });
    const dialog = await openBooking(user, 'Couples Counselling (Virtual)');
    expect(within(dialog).getAllByRole('radio', { name: /Nov$/ })).toHaveLength(7);
    expect(within(dialog).getByRole('radio', { name: 'Sat 21 Nov' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Fri 27 Nov' })).toBeInTheDocument();
  });
});
