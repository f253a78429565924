// Keyboard and focus rules of the WAI-ARIA menu button pattern, kept apart from the markup so the
// rules can be tested on their own: Enter, Space and ArrowDown open on the first item, ArrowUp on
// the last; arrows move (wrapping), Home/End jump; Escape closes and returns focus to the button;
// Tab or a click elsewhere closes without stealing focus back.
import { useCallback, useEffect, useId, useReducer, useRef, type KeyboardEvent, type MouseEvent } from 'react';

export interface MenuState {
  open: boolean;
  /** Index of the item that holds focus while open. */
  active: number;
  /** Whether the last close should put focus back on the button. */
  returnFocus: boolean;
}

export type MenuAction =
  | { type: 'open'; focus: 'first' | 'last'; count: number }
  | { type: 'close'; returnFocus: boolean }
  | { type: 'move'; by: 1 | -1; count: number }
  | { type: 'jump'; to: 'first' | 'last'; count: number }
  | { type: 'focus'; index: number };

export const closedMenu: MenuState = { open: false, active: 0, returnFocus: false };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      if (action.count === 0) return state;
      return { open: true, active: action.focus === 'first' ? 0 : action.count - 1, returnFocus: false };
    case 'close':
      // Closing a closed menu changes nothing, so focus is not moved again.
      return state.open ? { open: false, active: 0, returnFocus: action.returnFocus } : state;
    case 'move':
      if (!state.open || action.count === 0) return state;
      return { ...state, active: (state.active + action.by + action.count) % action.count };
    case 'jump':
      if (!state.open || action.count === 0) return state;
      return { ...state, active: action.to === 'first' ? 0 : action.count - 1 };
    case 'focus':
      return state.open && state.active !== action.index ? { ...state, active: action.index } : state;
  }
}

export function useMenuButton(itemCount: number, onActivate: (index: number) => void) {
  const [state, dispatch] = useReducer(menuReducer, closedMenu);
  const menuId = useId();
  const buttonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (state.open) itemRefs.current[state.active]?.focus();
    else if (state.returnFocus) buttonRef.current?.focus();
  }, [state]);

  // A press anywhere outside closes the menu; focus stays where the user put it.
  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: 'close', returnFocus: false });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open]);

  const activate = useCallback(
    (index: number) => {
      dispatch({ type: 'close', returnFocus: true });
      onActivate(index);
    },
    [onActivate],
  );

  const buttonProps = {
    ref: buttonRef,
    id: buttonId,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': state.open,
    'aria-controls': menuId,
    onClick: () =>
      state.open
        ? dispatch({ type: 'close', returnFocus: true })
        : dispatch({ type: 'open', focus: 'first', count: itemCount }),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
        // Enter and Space would also fire a click; handle them here once.
        event.preventDefault();
        dispatch({ type: 'open', focus: 'first', count: itemCount });
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        dispatch({ type: 'open', focus: 'last', count: itemCount });
      } else if (event.key === 'Escape') {
        dispatch({ type: 'close', returnFocus: true });
      }
    },
  };

  const menuProps = {
    id: menuId,
    role: 'menu' as const,
    'aria-labelledby': buttonId,
    hidden: !state.open,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          dispatch({ type: 'move', by: 1, count: itemCount });
          break;
        case 'ArrowUp':
          event.preventDefault();
          dispatch({ type: 'move', by: -1, count: itemCount });
          break;
        case 'Home':
          event.preventDefault();
          dispatch({ type: 'jump', to: 'first', count: itemCount });
          break;
        case 'End':
          event.preventDefault();
          dispatch({ type: 'jump', to: 'last', count: itemCount });
          break;
        case 'Escape':
          event.preventDefault();
          dispatch({ type: 'close', returnFocus: true });
          break;
        case 'Tab':
          dispatch({ type: 'close', returnFocus: false });
          break;
        case 'Enter':
        case ' ':
          event.preventDefault();
          activate(state.active);
          break;
      }
    },
  };

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      itemRefs.current[index] = element;
    },
    role: 'menuitem' as const,
    // Roving focus: only the active item is reachable, and focus is moved to it programmatically.
    tabIndex: state.open && state.active === index ? 0 : -1,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      activate(index);
    },
    onPointerMove: () => dispatch({ type: 'focus', index }),
  });

  return { open: state.open, active: state.active, rootRef, buttonProps, menuProps, itemProps };
}
