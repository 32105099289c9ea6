import { describe, expect, it } from 'vitest';
import { EARLY_CLICK_TIMEOUT_MS, replayEarlyClicks } from './earlyClicks.ts';

/** A button stand-in: counts clicks, and is "hydrated" once React's props key is on it. */
function button(hydrated: boolean) {
  const b = {
    isConnected: true,
    clicks: 0,
    click() {
      b.clicks += 1;
    },
  } as { isConnected: boolean; clicks: number; click(): void; [key: string]: unknown };
  if (hydrated) b.__reactProps$abc = {};
  return b;
}

/** A window whose frames and clock the test drives. */
function fakeWindow(held: unknown[]) {
  const frames: (() => void)[] = [];
  const clock = { now: 0 };
  const win = {
    __earlyClicks: held,
    performance: { now: () => clock.now },
    requestAnimationFrame: (f: () => void) => frames.push(f),
  };
  const runFrame = (advanceMs = 16) => {
    clock.now += advanceMs;
    frames.shift()?.();
  };
  return { win: win as unknown as Window, frames, runFrame };
}

describe('clicks before hydration', () => {
  it('are replayed once on each button when React owns it, and holding stops', () => {
    const ready = button(true);
    const later = button(false);
    const gone = button(true);
    gone.isConnected = false;
    const { win, frames, runFrame } = fakeWindow([ready, later, gone, ready]);
    replayEarlyClicks(win);
    expect(win.__earlyClicks).toBeNull();
    runFrame();
    expect([ready.clicks, later.clicks, gone.clicks]).toEqual([1, 0, 0]);
    later.__reactProps$abc = {};
    runFrame();
    expect([ready.clicks, later.clicks]).toEqual([1, 1]);
    expect(frames).toHaveLength(0);
  });

  it('give up on a button that never hydrates', () => {
    const never = button(false);
    const { win, frames, runFrame } = fakeWindow([never]);
    replayEarlyClicks(win);
    runFrame(EARLY_CLICK_TIMEOUT_MS + 1);
    expect(frames).toHaveLength(0);
    expect(never.clicks).toBe(0);
  });
});
