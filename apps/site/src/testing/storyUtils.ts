// Helpers for the accounts stories (imported only by *.stories.tsx).
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
