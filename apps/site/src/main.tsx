import '@sukoon/ui/fonts';
import '@sukoon/ui/theme.css';
import { startApp } from './app/App';

// Hydrates a prerendered page, or renders the empty shell (src/app/App.tsx).
void startApp(document.getElementById('root')!).then(() => {
  // The offline shell (build/offlineShell.ts), once the page is up; never in development, tests or Storybook.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js');
});
