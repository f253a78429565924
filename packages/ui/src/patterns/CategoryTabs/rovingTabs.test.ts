import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './rovingTabs';

describe('nextTabIndex', () => {
  it('steps with the arrows and wraps at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 7)).toBe(1);
    expect(nextTabIndex('ArrowRight', 6, 7)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 3, 7)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 0, 7)).toBe(6);
  });

  it('jumps with Home and End', () => {
    expect(nextTabIndex('Home', 4, 7)).toBe(0);
    expect(nextTabIndex('End', 1, 7)).toBe(6);
  });

  it('leaves other keys to the browser', () => {
    expect(nextTabIndex('Tab', 2, 7)).toBeNull();
    expect(nextTabIndex('Enter', 2, 7)).toBeNull();
    expect(nextTabIndex('ArrowDown', 2, 7)).toBeNull();
  });

  it('does nothing in an empty list', () => {
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
