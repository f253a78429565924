import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

// One source of truth for connectivity. Stories and tests pass `override` to pin a state.
const OnlineOverride = createContext<boolean | undefined>(undefined);

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine;

export function OnlineStatusProvider({ override, children }: { override?: boolean; children: ReactNode }) {
  return <OnlineOverride.Provider value={override}>{children}</OnlineOverride.Provider>;
}

/**
 * Like useOnline, but null until the browser has said: while prerendering and hydrating. For the page whose
 * subject is the connection (/network-status), which must not claim "connected" before it knows.
 */
export function useOnlineOrUnknown(): boolean | null {
  const override = useContext(OnlineOverride);
  const live = useSyncExternalStore<boolean | null>(subscribe, readOnline, () => null);
  return override ?? live;
}

/** True while the browser reports a network connection; follows changes live. */
export function useOnline(): boolean {
  const override = useContext(OnlineOverride);
  const live = useSyncExternalStore(subscribe, readOnline, () => true);
  return override ?? live;
}
