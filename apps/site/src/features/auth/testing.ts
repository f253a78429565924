// Helpers shared by the accounts integration tests (not shipped: only *.test.tsx import this).
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { vi } from 'vitest';
import type { EndpointName } from '@sukoon/contracts';
import { mockPath } from '../../mocks/scenario';

export type User = ReturnType<typeof userEvent.setup>;

// jsdom has no ResizeObserver; the design system's Dialog uses it only to decide whether its body
// scrolls. Without it every open dialog throws, and the route's error redirect loops.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Records the JSON bodies the site sends to one endpoint, and answers them with `answer`. */
export function recordCalls(
  name: EndpointName,
  answer: (body: unknown) => Response | Promise<Response>,
  method: 'post' | 'get' = 'post',
) {
  const bodies: unknown[] = [];
  const handler = http[method](mockPath(name), async ({ request }) => {
    const body: unknown =
      method === 'post'
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

export const json = (body: DefaultBodyType, status = 200) => HttpResponse.json(body, { status });

/** The open "Welcome Back" dialog. */
export async function findSignInDialog() {
  return screen.findByRole('dialog', { name: 'Welcome Back' });
}

export async function fillSignIn(user: User, email: string, password: string) {
  const dialog = await findSignInDialog();
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
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
