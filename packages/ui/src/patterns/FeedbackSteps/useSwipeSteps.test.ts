import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDirection } from './useSwipeSteps';

describe('swipeDirection (B9: 50 px threshold)', () => {
  it('moves on at 50 px to the left and back at 50 px to the right', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-50)).toBe(1);
    expect(swipeDirection(-120)).toBe(1);
    expect(swipeDirection(50)).toBe(-1);
    expect(swipeDirection(200)).toBe(-1);
  });
  it('ignores shorter travel', () => {
    expect(swipeDirection(-49)).toBe(0);
    expect(swipeDirection(49)).toBe(0);
    expect(swipeDirection(0)).toBe(0);
  });
  it('takes another threshold', () => {
    expect(swipeDirection(-20, 20)).toBe(1);
  });
});
