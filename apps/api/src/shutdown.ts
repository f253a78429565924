/** A stop signal repeated within this time is the same stop delivered twice, not a request to exit at once. */
export const REPEATED_SIGNAL_MS = 1_000;

/**
 * The handler for SIGINT and SIGTERM: the first signal starts an orderly `stop`; a second one asked for later means
 * "now" (`exitNow`). One Ctrl-C can arrive twice, from the terminal to the whole process group and from a parent that
 * passes it on (npm start, scripts/start.mjs): a repeat within REPEATED_SIGNAL_MS is that same stop, and is ignored.
 */
export function stopSignalHandler(
  stop: (signal: NodeJS.Signals) => void,
  exitNow: (signal: NodeJS.Signals) => void,
  now: () => number = Date.now,
): (signal: NodeJS.Signals) => void {
  let stoppingSince: number | undefined;
  return (signal) => {
    if (stoppingSince === undefined) {
      stoppingSince = now();
      stop(signal);
    } else if (now() - stoppingSince >= REPEATED_SIGNAL_MS) exitNow(signal);
  };
}
