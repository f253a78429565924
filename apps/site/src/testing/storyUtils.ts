// Helpers for the accounts stories (imported only by *.stories.tsx).
import { expect, waitFor } from 'storybook/test';

/** Dialogs and toasts fade in: wait until the element is really visible. */
export const shows = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

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
