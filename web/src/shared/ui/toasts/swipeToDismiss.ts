/** ADR-19: a toast swiped this far to the right is dismissed. */
export const SWIPE_DISMISS_PX = 50;

/** How far a toast follows the pointer: only rightwards, the way it leaves. */
export function swipeOffset(startX: number, x: number): number {
  return Math.max(0, x - startX);
}

/** Whether a swipe that ended at `x` dismisses the toast. */
export function swipeDismisses(startX: number, x: number): boolean {
  return swipeOffset(startX, x) >= SWIPE_DISMISS_PX;
}
