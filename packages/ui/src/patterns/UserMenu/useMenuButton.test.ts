import { describe, expect, it } from 'vitest';
import { closedMenu, menuReducer, type MenuState } from './useMenuButton';

const open = (active = 0): MenuState => ({ open: true, active, returnFocus: false });

describe('menuReducer', () => {
  it('opens on the first or the last item', () => {
    expect(menuReducer(closedMenu, { type: 'open', focus: 'first', count: 4 })).toEqual(open(0));
    expect(menuReducer(closedMenu, { type: 'open', focus: 'last', count: 4 })).toEqual(open(3));
  });

  it('does not open an empty menu', () => {
    expect(menuReducer(closedMenu, { type: 'open', focus: 'first', count: 0 })).toBe(closedMenu);
  });

  it('moves with wrap-around in both directions', () => {
    expect(menuReducer(open(3), { type: 'move', by: 1, count: 4 }).active).toBe(0);
    expect(menuReducer(open(0), { type: 'move', by: -1, count: 4 }).active).toBe(3);
    expect(menuReducer(open(1), { type: 'move', by: 1, count: 4 }).active).toBe(2);
  });

  it('jumps to the ends', () => {
    expect(menuReducer(open(2), { type: 'jump', to: 'first', count: 4 }).active).toBe(0);
    expect(menuReducer(open(0), { type: 'jump', to: 'last', count: 4 }).active).toBe(3);
  });

  it('ignores movement while closed', () => {
    expect(menuReducer(closedMenu, { type: 'move', by: 1, count: 4 })).toBe(closedMenu);
    expect(menuReducer(closedMenu, { type: 'jump', to: 'last', count: 4 })).toBe(closedMenu);
    expect(menuReducer(closedMenu, { type: 'focus', index: 2 })).toBe(closedMenu);
  });

  it('remembers whether closing returns focus to the button', () => {
    expect(menuReducer(open(2), { type: 'close', returnFocus: true })).toEqual({
      open: false,
      active: 0,
      returnFocus: true,
    });
    expect(menuReducer(open(2), { type: 'close', returnFocus: false }).returnFocus).toBe(false);
  });

  it('keeps the same state when closing a closed menu, so focus is not moved twice', () => {
    const closed = menuReducer(open(1), { type: 'close', returnFocus: true });
    expect(menuReducer(closed, { type: 'close', returnFocus: false })).toBe(closed);
  });

  it('follows the pointer without a new state for the same item', () => {
    const state = open(1);
    expect(menuReducer(state, { type: 'focus', index: 1 })).toBe(state);
    expect(menuReducer(state, { type: 'focus', index: 3 }).active).toBe(3);
  });
});
