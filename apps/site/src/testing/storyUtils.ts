// Helpers for the accounts stories (imported only by *.stories.tsx).
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Queries over the whole document: dialogs and toasts are portalled outside the story's canvas. */
export const body = () => within(document.body);

/** Dialogs and toasts fade in: wait until the element is really visible. */
export const shows = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/**
 * Finds a toast by its message and rests the pointer on it, which holds it as it would for a reader: a toast hides
 * itself 5 s after it opens, and on a slow machine the screenshot came near that.
 */
export async function holdToast(message: string) {
  const toast = await body().findByText(message, { selector: '[role="alert"], [role="status"]' });
  await shows(toast);
  await userEvent.hover(toast);
}

/** Waits for running CSS animations and transitions (dialog fade-in, focus rings) so the screenshot is stable. */
export async function animationsDone() {
  // Endless ones (a spinner) never finish; they are left running.
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  // Two frames more, so the last style changes are painted before the screenshot.
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * No horizontal scroll (at 360, 768 and 1280 px): nothing in the page's main content reaches past the
 * viewport, and neither does the document (header and footer included).
 */
export async function expectNoSideScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  const main = canvasElement.ownerDocument.querySelector('main')!;
  const pastEdge = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 0.5;
  // A carousel's next slides and a scrolling strip's marks sit past the edge inside a box that clips them: those
  // are not seen and scroll nothing.
  const clipped = (element: Element) => {
    for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible' && !pastEdge(box)) return true;
    }
    return false;
  };
  const outside = Array.from(main.querySelectorAll('*')).filter((element) => pastEdge(element) && !clipped(element));
  await expect(outside).toEqual([]);
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** Page stories' viewports (the Storybook toolbar's): a 360 px phone, a tablet and a desktop. */
export const small = { globals: { viewport: { value: 'small' } } } as const;
export const tablet = { globals: { viewport: { value: 'tablet' } } } as const;
export const desktop = { globals: { viewport: { value: 'desktop' } } } as const;

/** The end of a page story: nothing scrolls sideways, and every animation is done before the screenshot. */
export async function expectSettled(canvasElement: HTMLElement) {
  await expectNoSideScroll(canvasElement);
  await animationsDone();
}

/** A story's msw handlers, made afresh before each run of it. */
export function mocking(handlers: () => RequestHandler[]) {
  return {
    beforeEach(context: unknown) {
      // msw-storybook-addon puts its worker on every story's context.
      (context as { msw: Pick<SetupWorker, 'use'> }).msw.use(...handlers());
    },
  };
}

/** A story whose browser is offline, with the handlers that answer as the app's calls do then. */
export function offlineWith(handlers: () => RequestHandler[]) {
  return { parameters: { network: 'offline' }, ...mocking(handlers) };
}

/** A story at one viewport whose play is `check`, for a page that is checked the same way at each width. */
export function checkedAt(
  viewport: typeof small | typeof tablet | typeof desktop,
  check: (canvasElement: HTMLElement) => Promise<void>,
) {
  return { ...viewport, play: async ({ canvasElement }: { canvasElement: HTMLElement }) => check(canvasElement) };
}
