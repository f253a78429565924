// Runs in the browser before each story file. The Storybook plugin already applies the
// project annotations (preview.tsx and the addons'); this adds the visual-regression step:
// after a story renders and its play function passes, the whole story (not just the part in
// the viewport) is compared with the committed baseline in __screenshots__ beside the story.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  story?: { id: string; parameters: { layout?: string; screenshot?: { disable?: boolean } } };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Resolves when every finite animation and transition has ended (an open Radix dialog's fade,
 *  a closing menu); endless ones such as a spinner are left running. */
async function settleAnimations() {
  for (let round = 0; round < 5; round += 1) {
    const finite = document.getAnimations().filter((animation) => {
      const { iterations } = animation.effect?.getComputedTiming() ?? {};
      return animation.playState === 'running' && iterations !== Infinity;
    });
    if (finite.length === 0) return;
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await nextFrame();
  }
}

/** Radix marks a dialog `data-state="closed"` while it animates out and `open` once mounted:
 *  wait until none is between the two, so a screenshot never catches one mid-way. */
async function settleDialogs() {
  for (let tries = 0; tries < 50; tries += 1) {
    if (!document.querySelector('[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]'))
      return;
    await nextFrame();
  }
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || story.parameters.screenshot?.disable) return;
  // Storybook's own frame pads 'padded' stories with 1rem; the test frame does not, so match it.
  document.body.style.padding = (story.parameters.layout ?? 'padded') === 'padded' ? '1rem' : '0';
  await document.fonts.ready;
  // Lazy images below the fold (or beside it, in a scrolling strip) would never load in the test frame: load every
  // one now, so the screenshot is whole and the same each run.
  const images = Array.from(document.images);
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await settleDialogs();
  await settleAnimations();
  // Grow the frame to the story's full height (same width, so the layout does not change) and
  // capture all of it: a regression below the fold fails the test too.
  // Capped at the test browser's own height (vitest.config.ts), beyond which the frame would be scaled down.
  const fullHeight = Math.min(
    6000,
    Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight, window.innerHeight)),
  );
  if (fullHeight > window.innerHeight) {
    await page.viewport(window.innerWidth, fullHeight);
    await nextFrame();
  }
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(story.id);
});
