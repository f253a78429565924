import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import { server } from '../../mocks/node';
import { contentHandlers } from '../../mocks/handlers/content';
import { sampleCertificates } from '../../mocks/fixtures';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, recordCalls } from '../../testing/helpers';

const certificateTitles = () =>
  within(screen.getByRole('list', { name: 'Certifications' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeAll(() => preloadPages('/about', '/not-found'));

describe('/about', () => {
  it('shows the story, the founder, the offices and one certification until Show more (A2, A4)', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    // Under the story, a deferred section: rendered in the browser, its code loads at once.
    expect(await screen.findByRole('heading', { level: 2, name: 'Our Founder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Offices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the Hyderabad office in OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    );
    await waitFor(() => expect(certificateTitles()).toEqual([sampleCertificates[0]!.title]));

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(certificateTitles()).toEqual(sampleCertificates.map((c) => c.title));
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(certificateTitles()).toHaveLength(1);
  });

  it('shows the built-in five with the warning when the call fails, and Retry asks again (A8)', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { handler } = recordCalls('certificates', () => {
      calls += 1;
      return calls === 1 ? json({ detail: 'boom' }, 500) : json(sampleCertificates);
    });
    server.use(handler);
    renderApp('/about');
    expect(
      await screen.findByText('Unable to load the latest certifications. Showing available content.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(certificateTitles()).toEqual(FALLBACK_CERTIFICATES.map((c) => c.title));

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(certificateTitles()).toEqual(sampleCertificates.map((c) => c.title)));
    expect(calls).toBe(2);
    expect(screen.queryByText(/Unable to load the latest certifications/)).toBeNull();
  });

  it('says so when offline, without calling the server (A8)', async () => {
    const { handler, bodies } = recordCalls('certificates', () => json(sampleCertificates));
    server.use(handler);
    renderApp('/about', { online: false });
    expect(await screen.findByText("You're offline. Please reconnect to view our about page.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Offices' })).toBeNull();
    expect(bodies).toHaveLength(0);
  });

  it('goes to /not-found when the certificates call answers 404 (A8)', async () => {
    server.use(...contentHandlers('notFound'));
    const { router } = renderApp('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('reads a network failure as a failure too: the built-in list, not an empty page', async () => {
    server.use(recordCalls('certificates', () => HttpResponse.error()).handler);
    renderApp('/about');
    expect(
      await screen.findByText('Unable to load the latest certifications. Showing available content.'),
    ).toBeInTheDocument();
    expect(certificateTitles()).toEqual([FALLBACK_CERTIFICATES[0]!.title]);
  });
});
