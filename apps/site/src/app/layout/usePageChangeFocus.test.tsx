import { pageTitle, siteCopy } from '@sukoon/contracts/copy/site';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import { writeString } from '../../lib/storage';
import { findSignInDialog } from '../../testing/helpers';

// Through the whole app: the layout's <main> and live region, the global link handler and the real pages.
const title = (page: keyof typeof siteCopy.pages) => pageTitle(siteCopy.pages[page].title);
// Time for any effect and 0 ms timer still due after the page has shown.
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
/**
 * On /about, a click on an in-app link to `href` that the test adds (any link will do; the global link handler
 * routes it), in the footer unless told otherwise. Returns the router probe and the link.
 */
async function followAddedLink(href: string, where: 'main' | 'contentinfo' = 'contentinfo') {
  const user = userEvent.setup();
  const { router } = renderApp('/about');
  await waitFor(() => expect(document.title).toBe(title('about')));
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Added link';
  screen.getByRole(where).append(link);
  await user.click(link);
  return { router, link };
}

const liveRegion = () => document.getElementById('page-announcer');

describe('moving to another page', () => {
  it('leaves focus alone on the first page', async () => {
    renderApp('/about');
    await waitFor(() => expect(document.title).toBe(title('about')));
    expect(document.activeElement).toBe(document.body);
    await settle();
    expect(liveRegion()?.textContent).toBe('');
  });

  it('focuses the new page\u2019s content and announces its title, from a link in the footer', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await waitFor(() => expect(document.title).toBe(title('about')));
    const footer = screen.getByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: shellCopy.footer.legalLinks[1]!.label });
    await user.click(privacy);

    await waitFor(() => expect(router.state.location.pathname).toBe(shellCopy.footer.legalLinks[1]!.href));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    await waitFor(() => expect(liveRegion()).toHaveTextContent(title('privacy')));
    // The next Tab starts inside the new page, not back in the footer.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it('focuses the content when the mobile menu\u2019s link, which held focus, goes away', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: shellCopy.header.openMenu }));
    const panelLinks = screen.getAllByRole('link', { name: 'About Us' });
    await user.click(panelLinks[panelLinks.length - 1]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    await waitFor(() => expect(liveRegion()).toHaveTextContent(title('about')));
  });

  it('keeps the focus a page places itself (the first code box of /verify-email)', async () => {
    writeString('registeredEmail', 'a@example.com');
    const { router } = await followAddedLink('/verify-email', 'main');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    const firstBox = await screen.findByRole('textbox', { name: /Digit 1 of 6/ });
    await waitFor(() => expect(document.activeElement).toBe(firstBox));
    await settle();
    expect(document.activeElement).toBe(firstBox);
  });

  it('leaves focus in the sign-in dialog a guest meets on the way to My Bookings', async () => {
    const { router } = await followAddedLink('/MyBookings');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const dialog = await findSignInDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await settle();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('focuses the new page\u2019s content after "Register now", not the Guest button that opened the dialog', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await waitFor(() => expect(document.title).toBe(title('about')));
    await user.click(await screen.findByRole('button', { name: shellCopy.userMenu.guest }));
    await user.click(screen.getByRole('menuitem', { name: shellCopy.userMenu.items.signin }));
    const dialog = await findSignInDialog();
    await user.click(within(dialog).getByRole('link', { name: 'Register now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('does not move focus for a change of search within the page', async () => {
    const { router, link } = await followAddedLink('/about?from=test');

    await waitFor(() => expect(router.state.location.search).toBe('?from=test'));
    await settle();
    expect(document.activeElement).toBe(link);
  });
});
