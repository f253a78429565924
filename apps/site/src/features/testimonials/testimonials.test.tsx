import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawTestimonial } from '@sukoon/contracts';
import { FALLBACK_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { server } from '../../mocks/node';
import { contentHandlers } from '../../mocks/handlers/content';
import { sampleTestimonials } from '../../mocks/fixtures';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, recordCalls } from '../../testing/helpers';
import { useHomeTestimonials } from './api/testimonials';
import { QueryClientSourceContext } from '../../lib/queryClientSource';

const cardNames = async () => {
  const list = await screen.findByRole('list', { name: 'Testimonials' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
};

const answer = (list: readonly RawTestimonial[]) => server.use(recordCalls('testimonials', () => json(list)).handler);

beforeAll(() => preloadPages('/testimonials'));

describe('/testimonials', () => {
  it('shows each testimonial once: duplicates (same name, comment and created_at) are dropped (B3)', async () => {
    const first = sampleTestimonials[0]!;
    answer([
      first,
      ...sampleTestimonials.slice(1),
      { ...first, id: 99 },
      // Same name and comment on another day: a different review, kept.
      { ...first, id: 100, created_at: '2026-10-01T10:00:00Z' },
    ]);
    renderApp('/testimonials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transformative Experiences' })).toBeInTheDocument();
    expect(await cardNames()).toEqual([...sampleTestimonials.map((t) => t.user_name), first.user_name]);
  });

  it('fills missing fields with the B3 defaults', async () => {
    answer([{ id: 7 }]);
    renderApp('/testimonials');
    expect(await cardNames()).toEqual(['Unknown']);
    expect(screen.getByText('Client')).toBeInTheDocument();
    expect(screen.getByText('No comment provided')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('says "No testimonials found" for an empty answer (B2)', async () => {
    server.use(...contentHandlers('empty'));
    renderApp('/testimonials');
    expect(await screen.findByText('No testimonials found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Testimonials' })).toBeNull();
  });

  it('shows the five built-in testimonials under the warning when the call fails (B8)', async () => {
    server.use(...contentHandlers('serverError'));
    renderApp('/testimonials');
    expect(
      await screen.findByText('Unable to load the latest testimonials. Showing available content.'),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual(FALLBACK_TESTIMONIALS.map((t) => t.user_name));
  });

  it('words the warning for offline when the device is offline (B2, B8)', async () => {
    server.use(...contentHandlers('offline'));
    renderApp('/testimonials', { online: false });
    expect(await screen.findByText("You're currently offline. Showing available testimonials.")).toBeInTheDocument();
    expect(await cardNames()).toHaveLength(5);
  });
});

describe('the home page testimonials (A7, A9)', () => {
  // A client of its own per hook, without retries, as the app's providers set it up.
  const renderHome = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientSourceContext.Provider value={{ client }}>{children}</QueryClientSourceContext.Provider>
    );
    return renderHook(() => useHomeTestimonials(), { wrapper });
  };
  const approved = (id: number, name: string): RawTestimonial => ({
    id,
    user_name: name,
    comment: `Kind words from ${name}`,
    created_at: '2026-09-01T10:00:00Z',
    is_admin_approved: true,
    approved_on_main_page: true,
  });

  it('keeps those approved for the site and the home page, the first four only', async () => {
    answer([
      { ...approved(1, 'Site only'), approved_on_main_page: false },
      { ...approved(2, 'Home only'), is_admin_approved: false },
      approved(3, 'One'),
      approved(3, 'One'),
      approved(4, 'Two'),
      approved(5, 'Three'),
      approved(6, 'Four'),
      approved(7, 'Five'),
    ]);
    const { result } = renderHome();
    await waitFor(() => expect(result.current.state).toBe('loaded'));
    expect(result.current.testimonials.map((t) => t.user_name)).toEqual(['One', 'Two', 'Three', 'Four']);
  });

  it('is loaded and empty when none are approved, and an error when the call fails', async () => {
    answer([{ ...approved(1, 'Site only'), approved_on_main_page: false }]);
    const empty = renderHome();
    await waitFor(() => expect(empty.result.current.state).toBe('loaded'));
    expect(empty.result.current.testimonials).toEqual([]);

    server.use(...contentHandlers('serverError'));
    const failed = renderHome();
    await waitFor(() => expect(failed.result.current.state).toBe('error'));
  });
});
