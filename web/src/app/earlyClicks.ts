/**
 * Clicks the page received before React hydrated it (held by `public/early-clicks.js`), replayed on
 * the same buttons once React owns them, so a tap on a slow phone is not lost. A button is React's
 * once React has attached its props to the element; the route's code may still be loading when the
 * root hydrates, so each held button is checked every frame until then (for at most 10 s).
 */

declare global {
  interface Window {
    /** Buttons clicked before hydration; null once the app has taken over. */
    __earlyClicks?: HTMLButtonElement[] | null;
  }
}

/** How long a held click may wait for its button to hydrate. */
export const EARLY_CLICK_TIMEOUT_MS = 10_000;

/** True when React has hydrated `el` (React keeps the element's props under a `__reactProps$…` key). */
export const isHydrated = (el: Element): boolean => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/** Stops holding clicks and replays each held one when its button, still in the page, is hydrated. */
export function replayEarlyClicks(win: Window = window): void {
  // A second impatient tap on the same button is one intent: replay each button once.
  const held = [...new Set(win.__earlyClicks ?? [])];
  win.__earlyClicks = null;
  const started = win.performance.now();
  let waiting = held;
  const step = () => {
    waiting = waiting.filter((button) => {
      if (!button.isConnected) return false;
      if (!isHydrated(button)) return true;
      button.click();
      return false;
    });
    if (waiting.length > 0 && win.performance.now() - started < EARLY_CLICK_TIMEOUT_MS) win.requestAnimationFrame(step);
  };
  if (waiting.length > 0) win.requestAnimationFrame(step);
}
