import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { PageClock, usePageClockSettings } from './Clock';
import { holdClicksUntilHydrated, type HeldClicks } from './earlyClicks';
import { HydrationProvider, useHydrated } from './useHydrated';

type SectionModule<P> = { default: ComponentType<P> };

/** The loaders of every deferred section a module defined, for the prerendering build to load before it renders. */
const sectionLoaders = new Set<() => Promise<unknown>>();

/** Loads the code of every deferred section defined so far (the prerendering build, after the page's module). */
export async function preloadDeferredSections(): Promise<void> {
  await Promise.all([...sectionLoaders].map((load) => load()));
}

/**
 * How far below the screen a section's code starts loading: a scroll's worth ahead, so it is usually hydrated when it
 * arrives. Not more: on / the lower sections start 330 px under a phone's first screen (412 x 823) and 350 px under a
 * laptop's (1280 x 800), and a screen's worth ahead loaded them with the page.
 */
const AHEAD = '200px 0px';

/**
 * Loads a section's code; offline, waits until the browser is online again to retry. Meanwhile its prerendered HTML
 * stays as it is, readable, where throwing would replace the whole page with the offline page (RouteErrorBoundary).
 * Online, a failure (a new deploy's chunk names) goes to that boundary, which reloads once.
 */
async function loadOnceOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    }
  }
}

/**
 * A part of a page below its first screen whose code (`() => import('./X')`) loads when a visitor scrolls near it.
 *
 * On a prerendered page the part is in the HTML, drawn and readable (its links work) before any script runs; React
 * leaves it as it is while its code is not loaded (a dehydrated Suspense boundary) and hydrates it once the part
 * nears the screen. So a phone that shows only the first screen loads and runs only that screen's code: on / that
 * was most of the page's script and of the main thread's work before the page answered a tap.
 *
 * The part hydrates as the page did: `useHydrated()` false and "now" the moment the HTML was rendered, then true.
 * On a page the browser renders itself (a navigation, a story, a test) the code loads at once.
 */
export function deferredSection<P extends object>(load: () => Promise<SectionModule<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const preload = async () => {
    const module = await load();
    Loaded = module.default;
    return module;
  };
  sectionLoaders.add(preload);

  /** The section inside the providers that make its first render the HTML's (when it hydrates) or a fresh one. */
  function Section({ fromHtml, props, onHydrated }: { fromHtml: boolean; props: P; onHydrated?: () => void }) {
    const clock = usePageClockSettings();
    // After the boundary's first commit: hydrated (a Suspense boundary inside would hydrate later still).
    useEffect(() => onHydrated?.(), [onHydrated]);
    const Component = Loaded!;
    return (
      <HydrationProvider prerendering={fromHtml}>
        <PageClock {...clock}>
          <Component {...props} />
        </PageClock>
      </HydrationProvider>
    );
  }

  function DeferredSection(props: P) {
    const hydrated = useHydrated();
    const wrapper = useRef<HTMLDivElement>(null);
    // Rendered while the page hydrates (or prerenders): the part's HTML is there to keep until it is near.
    const [fromHtml] = useState(() => !hydrated);
    const [near] = useState(() => {
      let reached = () => {};
      const promise = new Promise<void>((resolve) => (reached = resolve));
      return { promise, reached };
    });
    // Taps on the section's controls before it is hydrated, made again once it is (they also hurry its code).
    const held = useRef<HeldClicks>(undefined);
    const [onHydrated] = useState(() => () => held.current?.release());
    // Chosen once, so the element under the boundary keeps its type: the section itself when its code is loaded
    // (the prerendering build, a page rendered again), else the section once its code is loaded.
    const [Part] = useState(() =>
      Loaded
        ? Section
        : lazy(async () => {
            if (fromHtml) await near.promise;
            await loadOnceOnline(preload);
            return { default: Section };
          }),
    );

    useEffect(() => {
      if (!fromHtml || Loaded) return near.reached();
      const area = wrapper.current;
      const parts = [...(area?.children ?? [])];
      if (!area || typeof IntersectionObserver === 'undefined' || parts.length === 0) return near.reached();
      held.current = holdClicksUntilHydrated(area, near.reached);
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near.reached(), {
        rootMargin: AHEAD,
      });
      parts.forEach((part) => observer.observe(part));
      // Once hydrated its parts stay so; the observer has nothing left to do.
      void near.promise.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        held.current?.release();
      };
    }, [fromHtml, near]);

    // The wrapper is in the HTML and hydrates with the page (so its children can be observed); display: contents
    // keeps the sections in the page's own layout.
    return (
      <div ref={wrapper} style={{ display: 'contents' }} data-deferred-section="">
        <Suspense fallback={null}>
          <Part fromHtml={fromHtml} props={props} onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  return DeferredSection;
}
