import { createContext, useContext, type ReactNode } from 'react';

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
