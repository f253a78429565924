import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { invoicesCopy } from '@sukoon/contracts/copy/invoices';
import { pageTitle, siteCopy } from '@sukoon/contracts/copy/site';
import { server } from '../../mocks/node';
import { invoiceHandlers, sampleInvoices } from '../../mocks/handlers/invoices';
import { sampleInvoice } from '@sukoon/contracts/schemas/invoices.fixtures';
import { errorResponse, mockAnswer } from '../../mocks/scenario';
import { preloadPages, renderApp } from '../../testing/renderApp';

beforeAll(() => preloadPages('/invoices/7', '/MyBookings', '/MyMembership'));

describe('/invoices/:id', () => {
  it('sends a guest to / with the sign-in dialog requested, and back here after', async () => {
    const { router } = renderApp('/invoices/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({ openLogin: true, returnTo: '/invoices/7' });
  });

  it("shows the owner's invoice, titled and not indexed, and prints it", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/invoices/7', { signedIn: true });
    const invoice = await screen.findByRole('article', { name: 'Tax invoice' });
    expect(within(invoice).getByText('SUK/26-27/00042')).toBeInTheDocument();
    expect(within(invoice).getByText('CGST at 9%')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle(siteCopy.pages.invoice.title)));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    await user.click(within(invoice).getByRole('button', { name: invoicesCopy.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says another person's or an unknown invoice is not found, on the page itself, with the way back", async () => {
    const { router } = renderApp('/invoices/8', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: invoicesCopy.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: invoicesCopy.notFound.back })).toHaveAttribute('href', '/MyBookings');
    expect(router.state.location.pathname).toBe('/invoices/8');
  });

  it('offers Try again when the call fails, and shows the invoice once it answers', async () => {
    let failing = true;
    server.use(
      mockAnswer('invoice', () => (failing ? errorResponse(500, { message: 'A server error occurred.' }) : undefined)),
    );
    const user = userEvent.setup();
    renderApp('/invoices/7', { signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invoicesCopy.failed);
    failing = false;
    server.use(...invoiceHandlers('ok'));
    await user.click(within(alert).getByRole('button', { name: invoicesCopy.retry }));
    expect(await screen.findByRole('article', { name: 'Tax invoice' })).toBeInTheDocument();
  });
});

describe('My Bookings', () => {
  it('links a paid booking to its invoice, and only that one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/MyBookings', { signedIn: true });
    const links = await screen.findAllByRole('link', { name: invoicesCopy.link });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/invoices/7');
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/7'));
  });

  it('still lists the bookings when the invoices cannot be loaded', async () => {
    server.use(mockAnswer('invoices', () => errorResponse(500, { message: 'A server error occurred.' })));
    renderApp('/MyBookings', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: /Individual Counselling/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: invoicesCopy.link })).toBeNull();
  });
});

describe('My Membership', () => {
  it('lists the invoices of membership purchases, each linked', async () => {
    server.use(
      ...invoiceHandlers('ok', [
        ...sampleInvoices,
        sampleInvoice('32', {
          id: 9,
          number: 'SUK/26-27/00043',
          booking_id: null,
          membership_purchase_id: 4,
          description: 'Gold membership: 10 session credits',
        }),
      ]),
    );
    renderApp('/MyMembership', { signedIn: true });
    const section = await screen.findByRole('region', { name: invoicesCopy.membership.heading });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Invoice SUK/26-27/00043, Sat, 21 Nov 2026');
    expect(links[0]).toHaveAttribute('href', '/invoices/9');
  });
});
