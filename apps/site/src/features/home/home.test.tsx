import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import { hero } from '@sukoon/contracts/content/home';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import { server } from '../../mocks/node';
import { sampleCertificates, sampleTestimonials } from '../../mocks/fixtures';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, NOW, recordCalls } from '../../testing/helpers';
import { HOME_SECTION_HEADINGS } from '../../testing/homeSections';

beforeAll(() => preloadPages('/'));

const homeTestimonialQuotes = () =>
  sampleTestimonials
    .filter((t) => t.is_admin_approved && t.approved_on_main_page)
    .slice(0, 4)
    .map((t) => t.comment);

describe('/ (home)', () => {
  it('shows every section in the spec order, the hero words at once (A2, A4)', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: hero.headline })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hero.cta.label })).toHaveAttribute('href', '/services');
    // The sections under the carousel are a deferred section: rendered in the browser, their code loads at once.
    await screen.findByRole('heading', { level: 2, name: 'Featured Articles' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = HOME_SECTION_HEADINGS;
    expect(headings.filter((text) => order.includes(text ?? ''))).toEqual(order);
  });

  it('shows the statistics for the page clock: years since 2014 (A9)', async () => {
    renderApp('/', { now: new Date('2027-03-01T10:00:00+05:30') });
    const stats = await screen.findByRole('region', { name: 'Sukoon in numbers' });
    expect(within(stats).getByText('14+')).toBeInTheDocument();
  });

  it('shows the server certifications and the first four testimonials approved for the home page (A7)', async () => {
    renderApp('/', { now: NOW });
    for (const certificate of sampleCertificates)
      expect(await screen.findByText(certificate.title)).toBeInTheDocument();
    for (const quote of homeTestimonialQuotes()) expect(await screen.findByText(quote!)).toBeInTheDocument();
    const notForHome = sampleTestimonials.find((t) => t.is_admin_approved && !t.approved_on_main_page)!;
    expect(screen.queryByText(notForHome.comment!)).toBeNull();
  });

  it('falls back when the calls fail: the built-in certifications and the testimonials error text (A8)', async () => {
    server.use(
      recordCalls('certificates', () => json({ detail: 'down' }, 500)).handler,
      recordCalls('testimonials', () => json({ detail: 'down' }, 500)).handler,
    );
    renderApp('/');
    expect(
      await screen.findByText('Unable to load the latest certifications. Showing available content.'),
    ).toBeInTheDocument();
    for (const certificate of FALLBACK_CERTIFICATES) expect(screen.getByText(certificate.title)).toBeInTheDocument();
    expect(await screen.findByText(testimonialsCopy.home.error)).toBeInTheDocument();
  });

  it('says "No testimonials available" when none is approved for the home page (A8)', async () => {
    server.use(recordCalls('testimonials', () => json([])).handler);
    renderApp('/');
    expect(await screen.findByText(testimonialsCopy.home.empty)).toBeInTheDocument();
  });

  it('links the founder to /about and the testimonials to /testimonials', async () => {
    renderApp('/');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about'));
    expect(await screen.findByRole('link', { name: testimonialsCopy.home.seeAll })).toHaveAttribute(
      'href',
      '/testimonials',
    );
  });
});
