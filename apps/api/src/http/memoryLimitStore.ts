import type { LimitStore, LimitWindow } from './limits';

/**
 * The limit counters in this process's memory: fixed windows per key. Enough for one instance; a restart forgets
 * them and several instances each count their own (a store in the database is the one-file change for that).
 */
export function memoryLimitStore(options: { maxKeys?: number } = {}): LimitStore {
  const maxKeys = options.maxKeys ?? 10_000;
  const windows = new Map<string, LimitWindow>();

  /** Drops ended windows; if that is not enough, the oldest ones (a flood of keys must not grow memory forever). */
  const makeRoom = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    async hit(key, windowMs, now) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (!window && windows.size >= maxKeys) makeRoom(now);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
  };
}
