// The helpers of the site's integration tests (only *.test.tsx import this): the network edge (msw),
// the browser's connectivity and location, and the few steps every account or booking test takes.
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse, type DefaultBodyType } from 'msw';
import { expect, vi } from 'vitest';
import type { EndpointName } from '@sukoon/contracts';
import { sampleNow } from '../mocks/fixtures';
import { jsonBodyOf, mockAnswer } from '../mocks/scenario';

export type User = ReturnType<typeof userEvent.setup>;

/** Sat 21 Nov 2026, 10:00 in India: 08:00 and 09:15 are past today, tomorrow is wide open. */
export const NOW = sampleNow;

export const json = (body: DefaultBodyType, status = 200) => HttpResponse.json(body, { status });

/** Answers one endpoint of the contract table with `answer` and records the JSON bodies the site sent to it. */
export function recordCalls(name: EndpointName, answer: (body: unknown) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const handler = mockAnswer(name, async ({ request }) => {
    const body = await jsonBodyOf(request);
    bodies.push(body);
    return answer(body);
  });
  return { handler, bodies };
}

/** Replaces window.location with a copy whose reload is a spy; returns the spy and a restore function. */
export function stubReload() {
  const original = window.location;
  const reload = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...original, reload, assign: vi.fn(), replace: vi.fn(), href: original.href },
  });
  return {
    reload,
    restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }),
  };
}

/** Drives the browser's connectivity as the app sees it: navigator.onLine plus the online/offline events. */
export function goOnlineOrOffline() {
  let online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  return {
    set(next: boolean) {
      online = next;
      act(() => {
        window.dispatchEvent(new Event(next ? 'online' : 'offline'));
      });
    },
    restore() {
      delete (navigator as { onLine?: boolean }).onLine;
    },
  };
}

/* ----- Dialogs ----- */

/**
 * The open dialog of that name, once it takes input: while a modal dialog opens (or replaces another) Radix keeps the
 * page, this layer included, at `pointer-events: none` until the layer is given `auto`, and on a busy CI machine a
 * test could type or click before that. A dialog
 * that holds no such lock (a non-modal one) takes input at once. Every test that acts inside a dialog finds it so.
 */
export async function findInteractiveDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    const pageLocked = document.body.style.pointerEvents === 'none';
    expect(pageLocked && dialog.style.pointerEvents !== 'auto').toBe(false);
  });
  return dialog;
}

/* ----- Accounts ----- */

/** The open "Welcome Back" dialog, once it takes input. */
export function findSignInDialog() {
  return findInteractiveDialog('Welcome Back');
}

export async function fillSignIn(user: User, email: string, password: string) {
  const dialog = await findSignInDialog();
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

/* ----- Services and booking ----- */

/** The card of a service on the Services page. */
export function card(title: string) {
  return screen.getByRole('article', { name: title });
}

/** Opens the booking modal of a service from its card; resolves to the dialog. */
export async function openBooking(user: User, title: string, button = 'Book Now') {
  await user.click(within(await screen.findByRole('article', { name: title })).getByRole('button', { name: button }));
  // The booking modal's code loads when it first opens (not with /services): on a busy machine that takes more than
  // testing-library's default second.
  return screen.findByRole('dialog', { name: `Book ${title}` }, { timeout: 10_000 });
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

/** A media query's answer in jsdom, which has no layout: `matches` as given, its listeners never called. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}
