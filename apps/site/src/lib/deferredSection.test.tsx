import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A prerendered page with a deferred section, rendered as the build does (react-dom/server, the section's code
// loaded first) and hydrated as the browser does (hydrateRoot), each with its own copy of the modules: in one
// module instance the section's code would already be loaded when the page hydrates.

const RENDERED_AT = new Date('2026-11-27T10:00:00+05:30');

/** The section's own code: what it shows depends on the clock, on hydration, and it has a button. */
async function sectionModule(onStart: () => void) {
  const { useHydrated } = await import('./useHydrated');
  const { useClock } = await import('./Clock');
  function Lower() {
    const hydrated = useHydrated();
    const now = useClock()();
    return (
      <section aria-label="Lower">
        <p>{`Rendered on ${now.toISOString()}`}</p>
        <p>{hydrated ? 'live' : 'as in the HTML'}</p>
        <button type="button" onClick={onStart}>
          Start
        </button>
      </section>
    );
  }
  return { default: Lower };
}

/** The page: a first-screen part, then the deferred section; its providers as the app's (AppProviders). */
async function pageModules(load: () => Promise<{ default: () => React.ReactNode }>) {
  vi.resetModules();
  const { deferredSection, preloadDeferredSections } = await import('./deferredSection');
  const { HydrationProvider } = await import('./useHydrated');
  const { PageClock } = await import('./Clock');
  const Lower = deferredSection(load);
  const Page = ({ prerendering }: { prerendering: boolean }) => (
    <HydrationProvider prerendering={prerendering}>
      <PageClock prerenderedAt={RENDERED_AT}>
        <main>
          <h1>First screen</h1>
          <Lower />
        </main>
      </PageClock>
    </HydrationProvider>
  );
  return { Page, preloadDeferredSections };
}

async function prerenderedHtml() {
  const { Page, preloadDeferredSections } = await pageModules(() => sectionModule(() => {}));
  await preloadDeferredSections();
  const { renderToString } = await import('react-dom/server');
  return renderToString(<Page prerendering />);
}

/** A stand-in for the browser's IntersectionObserver (jsdom has none): `reach()` brings the observed parts near. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static reach() {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }));
      if (entries.length) observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
    }
  }
}

let problems: unknown[][];
let online: boolean;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  problems = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The browser's side: the HTML in #root, then hydrateRoot with a section whose code loads when `load` says. */
async function hydrate(html: string, load: () => Promise<{ default: () => React.ReactNode }>) {
  const { Page } = await pageModules(load);
  const { hydrateRoot } = await import('react-dom/client');
  const { act } = await import('react');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const sectionElement = container.querySelector('section')!;
  await act(async () => void hydrateRoot(container, <Page prerendering />));
  return { container, sectionElement, act };
}

const settle = async (act: (callback: () => Promise<void>) => Promise<void>) =>
  act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('deferredSection', () => {
  it('is in the prerendered HTML, rendered at the page moment', async () => {
    const html = await prerenderedHtml();
    expect(html).toContain('Rendered on 2026-11-27T04:30:00.000Z');
    expect(html).toContain('as in the HTML');
    expect(html).toContain('data-deferred-section');
  });

  it('keeps the HTML without loading its code until it nears the screen, then hydrates it without a mismatch', async () => {
    const html = await prerenderedHtml();
    const onStart = vi.fn();
    const load = vi.fn(() => sectionModule(onStart));
    const { container, sectionElement, act } = await hydrate(html, load);
    await settle(act);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(sectionElement);
    expect(sectionElement.textContent).toContain('as in the HTML');

    await act(async () => FakeIntersectionObserver.reach());
    await settle(act);
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated, not rendered again: the same element, now handled by React, and live after its first render.
    expect(container.querySelector('section')).toBe(sectionElement);
    expect(sectionElement.textContent).toContain('live');
    container.querySelector('button')!.click();
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
  });

  it('makes a tap on its controls again once hydrated, and starts loading on that tap', async () => {
    const html = await prerenderedHtml();
    const onStart = vi.fn();
    const load = vi.fn(() => sectionModule(onStart));
    const { container, act } = await hydrate(html, load);
    await settle(act);
    await act(async () => container.querySelector('button')!.click());
    await settle(act);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
  });

  it('offline, keeps the HTML when its code fails to load and loads it once the browser is online again', async () => {
    const html = await prerenderedHtml();
    online = false;
    const load = vi
      .fn<() => ReturnType<typeof sectionModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => sectionModule(() => {}));
    const { container, sectionElement, act } = await hydrate(html, load);
    await act(async () => FakeIntersectionObserver.reach());
    await settle(act);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('section')).toBe(sectionElement);
    expect(sectionElement.textContent).toContain('as in the HTML');

    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await settle(act);
    expect(load).toHaveBeenCalledTimes(2);
    expect(sectionElement.textContent).toContain('live');
    expect(problems).toEqual([]);
  });

  it('in a page the browser renders itself, loads its code at once', async () => {
    const { Page } = await pageModules(() => sectionModule(() => {}));
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page prerendering={false} />));
    await settle(act);
    expect(container.querySelector('section')?.textContent).toContain('live');
    expect(problems).toEqual([]);
  });
});
