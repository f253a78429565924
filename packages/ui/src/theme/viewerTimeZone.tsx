import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { IST } from '@sukoon/contracts';

const PinnedTimeZone = createContext<string | undefined>(undefined);

/** Pins the reader's zone (stories, tests); the browser's own zone otherwise. */
export function ViewerTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <PinnedTimeZone.Provider value={timeZone}>{children}</PinnedTimeZone.Provider>;
}

const neverChanges = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || IST;

/**
 * The reader's time zone (IANA name), for showing a session's time on their own clock beside IST. A render without
 * a window (prerendering) and the hydrating render assume India, so the two agree; the browser's zone follows.
 */
export function useViewerTimeZone(): string {
  const pinned = useContext(PinnedTimeZone);
  const detected = useSyncExternalStore(neverChanges, browserTimeZone, () => IST);
  return pinned ?? detected;
}
