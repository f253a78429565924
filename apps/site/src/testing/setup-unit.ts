import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../mocks/node';
import { mediaQueryList } from './helpers';

// Pages load lazily: the first visit of a route waits for its module to be transformed, which on a slow CI host with
// the API tests beside can take many seconds: a wait that fails still fails, only later.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 40_000 });

// jsdom has no layout: scrolling and media queries are no-ops that tests can observe.
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // Radix measures with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // The home page's carousel (embla) watches which slides are in view; jsdom has no layout to observe.
  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  window.matchMedia ??= (query: string) => mediaQueryList(query, false);
}

// Any request without a handler fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
