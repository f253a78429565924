import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CALM_TICK_MS, CALM_TIMER_SECONDS } from '@sukoon/contracts';

/** Minute Of Calm (01 §4): idle (60, Start) -> running (Pause) <-> paused (Resume) -> finished at 0 (Restart). */
export const calmStatuses = ['idle', 'running', 'paused', 'finished'] as const;
export type CalmStatus = (typeof calmStatuses)[number];

export interface CalmState {
  status: CalmStatus;
  /** Whole seconds left, CALM_TIMER_SECONDS down to 0. */
  remaining: number;
}

export type CalmAction =
  { type: 'start' } | { type: 'pause' } | { type: 'resume' } | { type: 'tick' } | { type: 'restart' };

/** Where every timer starts: the full minute, with Start. */
export const idleCalmState: CalmState = { status: 'idle', remaining: CALM_TIMER_SECONDS };

/** Pure transitions; an action that does not apply to the current status changes nothing. */
export function calmReducer(state: CalmState, action: CalmAction): CalmState {
  switch (action.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'running', remaining: CALM_TIMER_SECONDS } : state;
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'running' } : state;
    case 'tick': {
      if (state.status !== 'running') return state;
      const remaining = Math.max(0, state.remaining - 1);
      return remaining === 0 ? { status: 'finished', remaining } : { ...state, remaining };
    }
    case 'restart':
      // Back to 60 and not running (01 §4).
      return state.status === 'finished' ? idleCalmState : state;
  }
}

/** Calls onTick every `everyMs` until the returned function is called. Time is an input: stories pass a manual one. */
export type CalmTicker = (onTick: () => void, everyMs: number) => () => void;

/** The product's ticker: the browser's interval timer. */
export const intervalTicker: CalmTicker = (onTick, everyMs) => {
  const id = setInterval(onTick, everyMs);
  return () => clearInterval(id);
};

export interface UseCalmTimerOptions {
  ticker?: CalmTicker;
  /** Called once each time the countdown reaches 0. */
  onFinish?(): void;
}

export function useCalmTimer({ ticker = intervalTicker, onFinish }: UseCalmTimerOptions = {}) {
  const [state, dispatch] = useReducer(calmReducer, idleCalmState);
  const running = state.status === 'running';

  useEffect(() => {
    if (!running) return;
    return ticker(() => dispatch({ type: 'tick' }), CALM_TICK_MS);
  }, [running, ticker]);

  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });
  const previous = useRef(state.status);
  useEffect(() => {
    if (state.status === 'finished' && previous.current === 'running') onFinishRef.current?.();
    previous.current = state.status;
  }, [state.status]);

  return {
    ...state,
    start: useCallback(() => dispatch({ type: 'start' }), []),
    pause: useCallback(() => dispatch({ type: 'pause' }), []),
    resume: useCallback(() => dispatch({ type: 'resume' }), []),
    restart: useCallback(() => dispatch({ type: 'restart' }), []),
  };
}
