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

/**
 * The page: a first-screen part that shows whether the page has hydrated (a context that changes in a transition
 * right after hydration, like the header's session), then the deferred section; providers as the app's.
 */
async function pageModules(load: () => Promise<{ default: () => React.ReactNode }>) {
  vi.resetModules();
  const { deferredSection, preloadDeferredSections } = await import('./deferredSection');
  const { HydrationProvider, useHydrated } = await import('./useHydrated');
  const { ClockProvider } = await import('./Clock');
  const Lower = deferredSection(load);
  function FirstScreen() {
    return <h1>{useHydrated() ? 'First screen, live' : 'First screen'}</h1>;
  }
  const Page = ({ prerendering }: { prerendering: boolean }) => (
    <HydrationProvider prerendering={prerendering}>
      <ClockProvider now={() => RENDERED_AT}>
        <main>
          <FirstScreen />
          <Lower />
        </main>
      </ClockProvider>
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
  it('is in the prerendered HTML, rendered as the page is', async () => {
    const html = await prerenderedHtml();
    expect(html).toContain('Rendered on 2026-11-27T04:30:00.000Z');
    expect(html).toContain('as in the HTML');
    expect(html).toContain('data-deferred-section');
  });

  it('keeps its HTML without loading its code until it nears the screen, while the page above hydrates and goes live', async () => {
    const html = await prerenderedHtml();
    const onStart = vi.fn();
    const load = vi.fn(() => sectionModule(onStart));
    const { container, sectionElement, act } = await hydrate(html, load);
    await settle(act);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(sectionElement);
    expect(sectionElement.textContent).toContain('as in the HTML');
    // The transition after hydration is not held up by the section (a dehydrated Suspense boundary would hold it).
    expect(container.querySelector('h1')?.textContent).toBe('First screen, live');

    await act(async () => FakeIntersectionObserver.reach());
    await settle(act);
    expect(load).toHaveBeenCalledTimes(1);
    // Rendered by React in place of its HTML: one section, the new one, live.
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelector('section')?.textContent).toContain('live');
    container.querySelector('button')!.click();
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
  });

  it('makes a tap on its controls again once rendered, starts loading on that tap, and keeps the focus there', async () => {
    const html = await prerenderedHtml();
    const onStart = vi.fn();
    const load = vi.fn(() => sectionModule(onStart));
    const { container, act } = await hydrate(html, load);
    await settle(act);
    const serverButton = container.querySelector('button')!;
    serverButton.focus();
    await act(async () => serverButton.click());
    await settle(act);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledTimes(1);
    const button = container.querySelector('button')!;
    expect(button).not.toBe(serverButton);
    expect(document.activeElement).toBe(button);
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
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelector('section')?.textContent).toContain('live');
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
