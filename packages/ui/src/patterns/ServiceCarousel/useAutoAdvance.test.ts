import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '@sukoon/contracts/rules/timings';
import { useAutoAdvance, type AutoAdvanceOptions } from './useAutoAdvance';

describe('useAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (initial: Partial<AutoAdvanceOptions> = {}) => {
    const onAdvance = vi.fn();
    const hook = renderHook((props: AutoAdvanceOptions) => useAutoAdvance(props), {
      initialProps: { running: true, intervalMs: CAROUSEL_INTERVAL_MS, onAdvance, slide: 0, ...initial },
    });
    return { onAdvance, ...hook };
  };

  it('advances 5 s after a slide shows (01 §9), not before', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    const { onAdvance, rerender } = setup();
    vi.advanceTimersByTime(4999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    // The next slide shows: it gets its own 5 s.
    rerender({ running: true, intervalMs: CAROUSEL_INTERVAL_MS, onAdvance, slide: 1 });
    vi.advanceTimersByTime(5000);
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('does not advance while paused, and gives a full interval after resuming', () => {
    const { onAdvance, rerender } = setup();
    vi.advanceTimersByTime(4000);
    rerender({ running: false, intervalMs: CAROUSEL_INTERVAL_MS, onAdvance, slide: 0 });
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    rerender({ running: true, intervalMs: CAROUSEL_INTERVAL_MS, onAdvance, slide: 0 });
    vi.advanceTimersByTime(4999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('a slide chosen by hand restarts the wait', () => {
    const { onAdvance, rerender } = setup();
    vi.advanceTimersByTime(4000);
    rerender({ running: true, intervalMs: CAROUSEL_INTERVAL_MS, onAdvance, slide: 4 });
    vi.advanceTimersByTime(4000);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    const { onAdvance, unmount } = setup();
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
