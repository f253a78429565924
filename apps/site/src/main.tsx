import '@sukoon/ui/fonts';
import '@sukoon/ui/theme.css';
import { holdClicksUntilHydrated } from './lib/earlyClicks';
import { preloadAppModules } from './prerender/appModules';

// The app (React, the router, the shell, the page) runs once the browser has painted a prerendered page: evaluating
// its modules first would hold that paint, the LCP of a text page, on a slow phone (docs/performance.md). Its files, which the prerendered page names, are preloaded then, after the CSS and the fonts
// (prerender/appModules.ts).
// The empty shell (protected pages, payment returns) has nothing to paint and starts at once. The app is first load
// all the same: the byte budgets count it (APP_MODULE in scripts/bench/firstLoad.mjs).

/** Once the browser has painted: a callback before the next paint, then a task after it (a task where no frame comes). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

const root = document.getElementById('root')!;
const prerendered = root.hasChildNodes();
// A tap on a tab or button of the prerendered page before React has hydrated it would be lost: held from here (this
// module runs before DOMContentLoaded), not from when the app's code has come, which on a slow phone is seconds after
// the page is on screen; made again once hydrated (lib/earlyClicks.ts).
const earlyClicks = prerendered ? holdClicksUntilHydrated(root) : undefined;
const painted = prerendered ? afterNextPaint() : Promise.resolve();
void painted
  .then(() => {
    preloadAppModules();
    return import('./app/App');
  })
  .then(
    ({ startApp }) => startApp(root, earlyClicks),
    (error: unknown) => {
      // No app (its code could not come): the page stays as its HTML, whose controls work without React again.
      earlyClicks?.release();
      throw error;
    },
  )
  .then(() => {
    // The offline shell (build/offlineShell.ts), once the page is up; never in development, tests or Storybook.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js');
  });
