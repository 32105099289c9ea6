import { describe, expect, it } from 'vitest';
import { SWIPE_DISMISS_PX, swipeDismisses, swipeOffset } from './swipeToDismiss.ts';

describe('swipe to dismiss', () => {
  it('dismisses from 50 px to the right', () => {
    expect(SWIPE_DISMISS_PX).toBe(50);
    expect(swipeDismisses(100, 149)).toBe(false);
    expect(swipeDismisses(100, 150)).toBe(true);
  });

  it('ignores leftward swipes, which the toast does not follow', () => {
    expect(swipeOffset(100, 20)).toBe(0);
    expect(swipeDismisses(100, 20)).toBe(false);
  });
});
