/**
 * Clicks on buttons React did not own yet (held by `public/early-clicks.js`), replayed on the same
 * buttons once React owns them, so a tap on a slow phone is not lost. The script holds such clicks for
 * the page's whole life, not only until the app starts: the route's code may still be loading after the
 * root hydrates, its server HTML showing buttons nobody listens to. Held buttons are checked every frame
 * until React owns them (for at most 10 s after the last held click).
 */

/** The held clicks, shared with `public/early-clicks.js`. */
export interface HeldClicks {
  held: HTMLButtonElement[];
  /** Called by the script on every click it holds (set by the app). */
  onHold: (() => void) | null;
}

declare global {
  interface Window {
    __earlyClicks?: HeldClicks;
  }
}

/** How long held clicks may wait for their buttons to hydrate, after the last one. */
export const EARLY_CLICK_TIMEOUT_MS = 10_000;

/** True when React has hydrated `el` (React keeps the element's props under a `__reactProps$…` key). */
export const isHydrated = (el: Element): boolean => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/** Replays each held click, now and later, when its button, still in the page, is hydrated. */
export function replayEarlyClicks(win: Window = window): void {
  const clicks = win.__earlyClicks;
  if (!clicks) return;
  let lastHeldAt = 0;
  let watching = false;
  const step = () => {
    // A second impatient tap on the same button is one intent: replay each button once.
    const waiting = [...new Set(clicks.held)].filter((button) => {
      if (!button.isConnected) return false;
      if (!isHydrated(button)) return true;
      button.click();
      return false;
    });
    const keep = waiting.length > 0 && win.performance.now() - lastHeldAt < EARLY_CLICK_TIMEOUT_MS;
    clicks.held.splice(0, clicks.held.length, ...(keep ? waiting : []));
    watching = keep;
    if (keep) win.requestAnimationFrame(step);
  };
  const watch = () => {
    lastHeldAt = win.performance.now();
    if (watching) return;
    watching = true;
    win.requestAnimationFrame(step);
  };
  clicks.onHold = watch;
  if (clicks.held.length > 0) watch();
}
