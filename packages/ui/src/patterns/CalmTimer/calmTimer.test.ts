import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALM_TICK_MS, CALM_TIMER_SECONDS } from '@sukoon/contracts';
import { calmReducer, idleCalmState, useCalmTimer } from './calmTimer';

describe('calmReducer (01 §4)', () => {
  it('starts idle at 60 and Start runs from 60', () => {
    const idle = idleCalmState;
    expect(idle).toEqual({ status: 'idle', remaining: CALM_TIMER_SECONDS });
    expect(CALM_TIMER_SECONDS).toBe(60);
    expect(calmReducer(idle, { type: 'start' })).toEqual({ status: 'running', remaining: 60 });
  });

  it('pauses and resumes without losing seconds', () => {
    const paused = calmReducer({ status: 'running', remaining: 42 }, { type: 'pause' });
    expect(paused).toEqual({ status: 'paused', remaining: 42 });
    expect(calmReducer(paused, { type: 'tick' })).toBe(paused);
    expect(calmReducer(paused, { type: 'resume' })).toEqual({ status: 'running', remaining: 42 });
  });

  it('finishes at 0 and Restart returns to 60, not running', () => {
    const finished = calmReducer({ status: 'running', remaining: 1 }, { type: 'tick' });
    expect(finished).toEqual({ status: 'finished', remaining: 0 });
    expect(calmReducer(finished, { type: 'tick' })).toBe(finished);
    expect(calmReducer(finished, { type: 'restart' })).toEqual({ status: 'idle', remaining: 60 });
  });

  it('ignores actions that do not apply', () => {
    const idle = idleCalmState;
    for (const type of ['pause', 'resume', 'tick', 'restart'] as const) expect(calmReducer(idle, { type })).toBe(idle);
    const running = { status: 'running', remaining: 10 } as const;
    expect(calmReducer(running, { type: 'start' })).toBe(running);
    expect(calmReducer(running, { type: 'restart' })).toBe(running);
  });
});

describe('useCalmTimer with the interval ticker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second, pauses, resumes and finishes once', () => {
    const onFinish = vi.fn();
    const { result } = renderHook(() => useCalmTimer({ onFinish }));
    expect(result.current.remaining).toBe(60);
    // Nothing ticks before Start.
    act(() => vi.advanceTimersByTime(5 * CALM_TICK_MS));
    expect(result.current).toMatchObject({ status: 'idle', remaining: 60 });

    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(CALM_TICK_MS - 1));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(9 * CALM_TICK_MS));
    expect(result.current).toMatchObject({ status: 'running', remaining: 50 });

    act(() => result.current.pause());
    act(() => vi.advanceTimersByTime(10 * CALM_TICK_MS));
    expect(result.current).toMatchObject({ status: 'paused', remaining: 50 });

    act(() => result.current.resume());
    act(() => vi.advanceTimersByTime(49 * CALM_TICK_MS));
    expect(result.current).toMatchObject({ status: 'running', remaining: 1 });
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(CALM_TICK_MS));
    expect(result.current).toMatchObject({ status: 'finished', remaining: 0 });
    expect(onFinish).toHaveBeenCalledTimes(1);
    // The interval is gone once finished.
    expect(vi.getTimerCount()).toBe(0);

    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(3 * CALM_TICK_MS));
    expect(result.current).toMatchObject({ status: 'idle', remaining: 60 });
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('stops ticking when unmounted', () => {
    const running = renderHook(() => useCalmTimer());
    act(() => running.result.current.start());
    expect(vi.getTimerCount()).toBe(1);
    running.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
