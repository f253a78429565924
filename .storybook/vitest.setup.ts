// Runs in the browser before each story file. The Storybook plugin already applies the
// project annotations (preview.tsx and the addons'); this adds the visual-regression step:
// after a story renders and its play function passes, the whole story (not just the part in
// the viewport) is compared with the committed baseline in __screenshots__ beside the story.
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { pageReload } from '../apps/site/src/lib/pageReload';

// Play functions wait for what a story shows with findBy…/waitFor. Testing Library gives up after 1 s by default,
// which a busy machine (two story files at once, the API tests beside) passed while a lazily loaded dialog's code
// or an msw answer was on its way; a wait still ends as soon as its condition holds. The first story of a file also
// waits for the dev server's first transform of the code its page loads late (Home's lower sections, the gallery's
// call), which on a slow host with the API tests and the build beside comes near the library's 5 s default.
configure({ asyncUtilTimeout: 15_000 });

// The test browser asks for reduced motion, under which the theme shortens every animation and transition to 1 ms.
// Even a 1 ms animation starts at its first keyframe and moves on only when the next frame is drawn: on a busy machine
// a play function checked (or clicked) a dialog still at opacity 0 ('Not dismissible by outside click', 'BookingModal:
// Ready, paying with membership credits'). In the story tests animations take no time at all, so an element that
// appears is in its end state at once; animationend still fires (Radix unmounts a closed dialog on it), and the
// screenshots, taken once everything has settled, are the same. Transitions (colours, shadows, the header's padding)
// keep the theme's 1 ms: the compact header's story ends while its padding moves, and its baseline was drawn so. Once
// per page: the story files share it.
if (!document.getElementById('story-tests-no-motion')) {
  const style = document.createElement('style');
  style.id = 'story-tests-no-motion';
  // :root raises the rule above the theme's own !important one.
  style.textContent = ':root *, :root *::before, :root *::after { animation-duration: 0s !important; }';
  document.head.append(style);
}

// The story files share their page (isolate: false; two pages side by side, vitest.config.ts): a story that signs out,
// retries My Membership or meets a failed page chunk must not reload that page under the next file ('The iframe was
// reloaded during a test').
pageReload.reload = () => undefined;
// Each story file starts at the Storybook plugin's default frame (1200 x 900, the size of a story without a viewport
// of its own), scrolled to the top, not at the last file's phone width or full height, which a carousel measured
// before the story's own size arrived.
await page.viewport(1200, 900);
window.scrollTo(0, 0);

// Time stands still while a screenshot is taken. A story ends in a state the spec gives a life of 1 s or more (a toast
// for 5 s, "Please sign in to book …" before the redirect, "Thank You!" for 2 s); settling and capturing the page can
// take longer than that on a busy machine (a guest's redirect to / could come mid-capture). A timer
// of 1 s or more that falls due during the capture runs just after it, so the screenshot shows the state the play
// function checked. Shorter timers (a focus moved on the next tick) run as ever. Installed once per page.
const STILL_FROM_MS = 1_000;
const stillness = ((window as { __storyStillness?: { on: boolean; due: Array<() => void> } }).__storyStillness ??=
  (() => {
    const state = { on: false, due: [] as Array<() => void> };
    const setTimeoutBefore = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      // Only the story's timers: one set during the capture (the test tools') runs when due.
      if (typeof handler !== 'function' || (ms ?? 0) < STILL_FROM_MS || state.on)
        return setTimeoutBefore(handler, ms, ...rest);
      return setTimeoutBefore(() => {
        if (state.on) state.due.push(() => handler(...rest));
        else handler(...rest);
      }, ms);
    }) as typeof window.setTimeout;
    return state;
  })());

async function whileTimeStandsStill(capture: () => Promise<void>) {
  stillness.on = true;
  try {
    await capture();
  } finally {
    stillness.on = false;
    for (const run of stillness.due.splice(0)) run();
  }
}

interface StoryContext {
  story?: { id: string; parameters: { screenshot?: { disable?: boolean } } };
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
  await whileTimeStandsStill(() => captureWholeStory(story.id));
});

async function captureWholeStory(storyId: string) {
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
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(storyId);
}
