import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

// "Now" is an input: slots, countdowns, the statistics' year and "session completed" read it
// from here, so a story or test can pin the day and a screenshot is the same on any day.
type Now = () => Date;
const ClockContext = createContext<Now>(() => new Date());

export function ClockProvider({ now, children }: { now: Now; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useClock(): Now {
  return useContext(ClockContext);
}

export interface PageClockSettings {
  /** Pins "now" (stories, tests). */
  now?: Now;
  /**
   * When the prerendered HTML was rendered (build/prerender.ts): "now" for the build's render and the hydrating
   * one, so dates match; the live clock takes over once hydrated.
   */
  prerenderedAt?: Date;
}

const PageClockSettingsContext = createContext<PageClockSettings>({});
const liveNow = () => new Date();

/** The render's moment while prerendering and hydrating (so dates match the HTML), then the live clock. */
export function PageClock({ now, prerenderedAt, children }: PageClockSettings & { children: ReactNode }) {
  const hydrated = useHydrated();
  const clock = now ?? (prerenderedAt && !hydrated ? () => prerenderedAt : liveNow);
  return (
    <PageClockSettingsContext.Provider value={{ now, prerenderedAt }}>
      <ClockProvider now={clock}>{children}</ClockProvider>
    </PageClockSettingsContext.Provider>
  );
}

/** The settings of the page's clock, for a part that hydrates after the page (deferredSection) to start as it did. */
export function usePageClockSettings(): PageClockSettings {
  return useContext(PageClockSettingsContext);
}
