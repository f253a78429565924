// Helpers for the services, booking and payment integration tests (only *.test.tsx import this).
import { expect, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { EndpointName } from '@sukoon/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockPath } from '../../mocks/scenario';
import { AppProviders } from '../../app/AppProviders';
import { withGlobalBehaviour } from '../../app/App';
import { routes } from '../../app/routes';
import { writeJson, writeString } from '../../lib/storage';
import { sampleToken, sampleUser } from '../../mocks/fixtures';

export type User = ReturnType<typeof userEvent.setup>;

// Pages load lazily: the first visit of a route waits for its module to be transformed.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no ResizeObserver; the design system's Dialog uses it to decide whether its body scrolls.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Sat 21 Nov 2026, 10:00 in India: 08:00 and 09:15 are past today, tomorrow is wide open. */
export const NOW = new Date('2026-11-21T04:30:00.000Z');

export const json = (body: DefaultBodyType, status = 200) => HttpResponse.json(body, { status });

/** Answers one endpoint with `answer` and records the JSON bodies the site sent to it. */
export function recordCalls(name: EndpointName, answer: (body: unknown) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const method = name === 'bookedSessions' || name === 'categories' || name === 'googleClientId' ? http.get : http.post;
  const handler = method(mockPath(name), async ({ request }) => {
    const body: unknown =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    bodies.push(body);
    return answer(body);
  });
  return { handler, bodies };
}

/** The card of a service on the Services page. */
export function card(title: string) {
  return screen.getByRole('article', { name: title });
}

/** Opens the booking modal of a service from its card; resolves to the dialog. */
export async function openBooking(user: User, title: string, button = 'Book Now') {
  await user.click(within(await screen.findByRole('article', { name: title })).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: `Book ${title}` });
}

/** Waits for booked sessions to load, then picks a day, a time and the terms. */
export async function chooseSlot(user: User, dialog: HTMLElement, day = 'Sun 22 Nov', time = '10:30 am') {
  await waitFor(() => expect(slotsLoading(dialog)).toBeNull());
  await user.click(within(dialog).getByRole('radio', { name: day }));
  await user.click(within(dialog).getByRole('radio', { name: time }));
  await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
}

/** The slot grid's loading indicator, or null once booked sessions have loaded. */
export function slotsLoading(dialog: HTMLElement) {
  return within(dialog).queryByRole('status', { name: 'Loading available time slots' });
}

export function bookButton(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: 'Book & Pay Now' });
}

export interface RenderAtOptions {
  online?: boolean;
  now?: Date;
  signedIn?: boolean;
  state?: unknown;
}

/**
 * renderApp for a URL with a query or hash ('/services#Couples', '/payment-status?status=success'):
 * the shared renderApp puts the whole string into the pathname, so neither would reach the page.
 */
export function renderAt(url: string, { online, now, signedIn, state }: RenderAtOptions = {}) {
  if (signedIn) {
    writeString('token', sampleToken);
    writeJson('user', sampleUser);
  }
  const parsed = new URL(url, 'http://localhost');
  const router = createMemoryRouter(withGlobalBehaviour(routes), {
    initialEntries: [{ pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, state }],
  });
  const view = render(
    <AppProviders online={online} now={now ? () => now : undefined}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
