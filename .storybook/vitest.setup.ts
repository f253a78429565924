// Runs in the browser before each story file. The Storybook plugin already applies the
// project annotations (preview.tsx and the addons'); this adds the visual-regression step:
// after a story renders and its play function passes, its page is compared with the
// committed baseline in __screenshots__ beside the stories file.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  story?: { id: string; parameters: { layout?: string; screenshot?: { disable?: boolean } } };
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || story.parameters.screenshot?.disable) return;
  // Storybook's own frame pads 'padded' stories with 1rem; the test frame does not, so match it.
  document.body.style.padding = (story.parameters.layout ?? 'padded') === 'padded' ? '1rem' : '0';
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images).map((image) =>
      image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
    ),
  );
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(story.id);
});
