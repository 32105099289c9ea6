import { describe, expect, it } from 'vitest';
import { EARLY_CLICK_TIMEOUT_MS, type HeldClicks, replayEarlyClicks } from './earlyClicks.ts';

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

/** A window whose frames and clock the test drives, with the script's held clicks. */
function fakeWindow(held: unknown[]) {
  const frames: (() => void)[] = [];
  const clock = { now: 0 };
  const clicks = { held, onHold: null } as unknown as HeldClicks;
  const win = {
    __earlyClicks: clicks,
    performance: { now: () => clock.now },
    requestAnimationFrame: (f: () => void) => frames.push(f),
  };
  const runFrame = (advanceMs = 16) => {
    clock.now += advanceMs;
    frames.shift()?.();
  };
  /** What the script does on a click on a button React does not own. */
  const hold = (b: unknown) => {
    clicks.held.push(b as HTMLButtonElement);
    clicks.onHold?.();
  };
  return { win: win as unknown as Window, clicks, frames, runFrame, hold };
}

describe('clicks on buttons React does not own yet', () => {
  it('are replayed once on each button when React owns it', () => {
    const ready = button(true);
    const later = button(false);
    const gone = button(true);
    gone.isConnected = false;
    const { win, clicks, frames, runFrame } = fakeWindow([ready, later, gone, ready]);
    replayEarlyClicks(win);
    runFrame();
    expect([ready.clicks, later.clicks, gone.clicks]).toEqual([1, 0, 0]);
    expect(clicks.held).toEqual([later]);
    later.__reactProps$abc = {};
    runFrame();
    expect([ready.clicks, later.clicks]).toEqual([1, 1]);
    expect(frames).toHaveLength(0);
    expect(clicks.held).toEqual([]);
  });

  it('are still held and replayed after the app has started (a lazy page whose code is still loading)', () => {
    const { win, frames, runFrame, hold } = fakeWindow([]);
    replayEarlyClicks(win);
    expect(frames).toHaveLength(0);
    const start = button(false);
    hold(start);
    hold(start);
    runFrame();
    expect(start.clicks).toBe(0);
    start.__reactProps$abc = {};
    runFrame();
    expect(start.clicks).toBe(1);
    expect(frames).toHaveLength(0);
  });

  it('give up on a button that never hydrates', () => {
    const never = button(false);
    const { win, clicks, frames, runFrame } = fakeWindow([never]);
    replayEarlyClicks(win);
    runFrame(EARLY_CLICK_TIMEOUT_MS + 1);
    expect(frames).toHaveLength(0);
    expect(never.clicks).toBe(0);
    expect(clicks.held).toEqual([]);
  });
});
