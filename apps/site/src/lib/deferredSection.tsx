import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { holdClicksUntilHydrated, type HeldClicks } from './earlyClicks';
import * as styles from './deferredSection.css';
import { useHydrated } from './useHydrated';

type SectionModule<P> = { default: ComponentType<P> };

/** The loaders of every deferred section a module defined, for the prerendering build to load before it renders. */
const sectionLoaders = new Set<() => Promise<unknown>>();

/** Loads the code of every deferred section defined so far (the prerendering build, after the page's module). */
export async function preloadDeferredSections(): Promise<void> {
  await Promise.all([...sectionLoaders].map((load) => load()));
}

/**
 * How far below the screen a section's code starts loading: a scroll's worth ahead, so it is usually rendered when it
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
 * Where `node` is under `root`: the index of each element on the way down, or null when it is not under it. Taken
 * while `root` holds only the server's nodes, so the same path finds the same control in what React renders.
 */
function elementPath(root: Element, node: Node | null): number[] | null {
  const path: number[] = [];
  for (let current = node; current !== root; current = current.parentElement) {
    if (!(current instanceof Element) || !current.parentElement) return null;
    path.unshift([...current.parentElement.children].indexOf(current));
  }
  return path;
}

/** The element at `path` under `root` (see elementPath). */
function elementAt(root: Element, path: number[]): HTMLElement | null {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current instanceof HTMLElement ? current : null;
}

/** Keeps React away from an element's server-rendered children (it does not hydrate them), with no warning. */
const SERVER_CHILDREN = { __html: '' };

/**
 * A part of a page below its first screen whose code (`() => import('./X')`) loads when a visitor scrolls near it.
 *
 * On a prerendered page the part is in the HTML, drawn and readable (its links work) before any script runs. While
 * the page hydrates, React is kept out of the part's HTML (its wrapper is hydrated as an element with
 * `dangerouslySetInnerHTML`, whose children React neither hydrates nor removes), so the part's code is neither
 * loaded nor run; once the part nears the screen, its code loads and React renders it in place of that HTML, in
 * one commit (the same markup, so nothing moves). So a phone that shows only the first screen loads and runs only
 * that screen's code: on / that was most of the page's script and of the main thread's work before it answered a
 * tap. Not a dehydrated Suspense boundary: React keeps any transition that changes a context above one (the switch
 * to `useHydrated()`, the signed-in header) from committing until that boundary has hydrated, so the header of a
 * signed-in visitor said "Guest" until they scrolled.
 *
 * A tap on a control of the part before it is rendered starts loading it, and is made again on the same control
 * once it is; focus inside it stays on the same control. On a page the browser renders itself (a navigation, a
 * story, a test) the code loads at once.
 */
export function deferredSection<P extends object>(load: () => Promise<SectionModule<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const preload = async () => {
    const module = await load();
    Loaded = module.default;
    return module;
  };
  sectionLoaders.add(preload);

  function DeferredSection(props: P) {
    const hydrated = useHydrated();
    const wrapper = useRef<HTMLDivElement>(null);
    // Rendered while the page hydrates with the part's code not loaded: its HTML stays outside React until near.
    const [fromHtml] = useState(() => !hydrated && !Loaded);
    const [shown, setShown] = useState(() => Loaded !== undefined);
    const [failure, setFailure] = useState<unknown>();
    if (failure) throw failure;
    const serverNodes = useRef<Node[] | null>(null);
    const held = useRef<HeldClicks>(undefined);
    // Where the focus and a held tap were in the part's HTML, to find the same controls once React has rendered it.
    const moved = useRef<{ focus: number[] | null; tap: number[] | null } | null>(null);

    useEffect(() => {
      if (shown) return;
      let cancelled = false;
      let near = () => {};
      const reached = new Promise<void>((resolve) => (near = resolve));
      void reached
        .then(() => loadOnceOnline(preload))
        .then(
          () => {
            if (cancelled) return;
            const area = wrapper.current;
            const tap = held.current?.take();
            held.current = undefined;
            if (area && serverNodes.current) {
              moved.current = {
                focus: elementPath(area, document.activeElement),
                tap: tap ? elementPath(area, tap) : null,
              };
            }
            setShown(true);
          },
          (error: unknown) => !cancelled && setFailure(error),
        );
      const area = wrapper.current;
      if (!fromHtml || !area) {
        near();
        return () => void (cancelled = true);
      }
      serverNodes.current ??= [...area.childNodes];
      held.current = holdClicksUntilHydrated(area, near);
      const parts = [...area.children];
      const observer =
        typeof IntersectionObserver === 'undefined' || parts.length === 0
          ? undefined
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), {
              rootMargin: AHEAD,
            });
      if (observer) parts.forEach((part) => observer.observe(part));
      else near();
      void reached.then(() => observer?.disconnect());
      return () => {
        cancelled = true;
        observer?.disconnect();
        held.current?.take();
        held.current = undefined;
      };
    }, [shown, fromHtml]);

    // The part has just rendered in place of its HTML: the server's nodes go, before the browser paints, and a held
    // tap and the focus move to the same controls in what React rendered.
    useLayoutEffect(() => {
      const area = wrapper.current;
      const stale = serverNodes.current;
      if (!shown || !area || !stale) return;
      serverNodes.current = null;
      stale.forEach((node) => node.parentNode === area && area.removeChild(node));
      const { focus, tap } = moved.current ?? { focus: null, tap: null };
      moved.current = null;
      if (focus) elementAt(area, focus)?.focus();
      if (tap) elementAt(area, tap)?.click();
    }, [shown]);

    if (!shown || !Loaded) {
      return (
        <div
          ref={wrapper}
          className={styles.wrapper}
          data-deferred-section=""
          dangerouslySetInnerHTML={SERVER_CHILDREN}
          suppressHydrationWarning
        />
      );
    }
    const Part = Loaded;
    return (
      <div ref={wrapper} className={styles.wrapper} data-deferred-section="">
        <Part {...props} />
      </div>
    );
  }
  return DeferredSection;
}
