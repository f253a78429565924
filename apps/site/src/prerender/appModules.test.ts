import { describe, expect, it } from 'vitest';
import { APP_MODULES_META, appModulesMeta, preloadAppModules } from './appModules';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

describe('the app modules a prerendered page names', () => {
  it('are written as one meta element and preloaded with the CORS mode of module scripts', () => {
    document.head.innerHTML = appModulesMeta(['/assets/App-1.js', '/assets/react-2.js', '/assets/AboutPage-3.js']);
    expect(document.head.querySelector(`meta[name="${APP_MODULES_META}"]`)?.getAttribute('content')).toBe(
      '/assets/App-1.js /assets/react-2.js /assets/AboutPage-3.js',
    );
    preloadAppModules();
    expect(preloads()).toEqual([
      { href: '/assets/App-1.js', crossOrigin: '' },
      { href: '/assets/react-2.js', crossOrigin: '' },
      { href: '/assets/AboutPage-3.js', crossOrigin: '' },
    ]);
  });

  it('preload nothing on the empty shell, which names none', () => {
    document.head.innerHTML = '<title>Sukoon</title>';
    preloadAppModules();
    expect(preloads()).toEqual([]);
  });
});
