import { describe, expect, it, vi } from 'vitest';
import { REPEATED_SIGNAL_MS, stopSignalHandler } from './shutdown';

describe('stopSignalHandler', () => {
  const setUp = () => {
    let time = 1_000_000;
    const stop = vi.fn();
    const exitNow = vi.fn();
    const onSignal = stopSignalHandler(stop, exitNow, () => time);
    return { stop, exitNow, onSignal, advance: (ms: number) => (time += ms) };
  };

  it('stops once for a Ctrl-C delivered twice (by the terminal and by the parent passing it on)', () => {
    const { stop, exitNow, onSignal, advance } = setUp();
    onSignal('SIGINT');
    advance(5);
    onSignal('SIGTERM');
    expect(stop).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledWith('SIGINT');
    expect(exitNow).not.toHaveBeenCalled();
  });

  it('exits at once on a second stop asked for later', () => {
    const { stop, exitNow, onSignal, advance } = setUp();
    onSignal('SIGINT');
    advance(REPEATED_SIGNAL_MS);
    onSignal('SIGINT');
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exitNow).toHaveBeenCalledWith('SIGINT');
  });
});
