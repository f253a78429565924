import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@sukoon/ui/fonts';
// The monospace of stories that show names as code (packages/ui/src/Foundations/codeFont.css.ts), from npm.
import '@fontsource/jetbrains-mono/latin-400.css';
import '@sukoon/ui/theme.css';
import { preloadAccountDialogs, withSiteContext } from '../apps/site/src/testing/storybook';
import { handlers } from '../apps/site/src/mocks/handlers';

export const viewports = {
  // The narrowest common phone: public pages are checked here for horizontal scroll and overlaps.
  small: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  loaders: [mswLoader(), preloadAccountDialogs],
  decorators: [withSiteContext],
  // Every endpoint answers from the contract mocks; offline (toolbar or story) fails every call
  // like a dropped connection. Stories add their own handlers on top with msw.use().
  beforeEach({ msw, globals, parameters }) {
    const offline = (parameters.network ?? globals.network) === 'offline';
    msw.use(...handlers(offline ? 'offline' : 'ok'));
    // Storybook's own frame pads 'padded' stories with 1rem (a class on its body); the story tests' frame does not,
    // so it is matched here, before the story renders: set afterwards, the width change reached a carousel's
    // measurements after its screenshot. Set for every story, as the story files share one page.
    if ((globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) {
      document.body.style.padding = (parameters.layout ?? 'padded') === 'padded' ? '1rem' : '0';
    }
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just warn.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    options: {
      storySort: { order: ['Foundations', 'Primitives', 'Components', 'Pages'] },
    },
  },
  globalTypes: {
    network: {
      description: 'Simulated connectivity for page stories',
      toolbar: {
        title: 'Network',
        icon: 'globe',
        items: [
          { value: 'online', title: 'Online' },
          { value: 'offline', title: 'Offline' },
        ],
        dynamicTitle: true,
      },
    },
    auth: {
      description: 'Visitor kind for page stories',
      toolbar: {
        title: 'Visitor',
        icon: 'user',
        items: [
          { value: 'guest', title: 'Guest' },
          { value: 'signed-in', title: 'Signed in' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { network: 'online', auth: 'guest' },
  tags: ['autodocs'],
};

export default preview;
