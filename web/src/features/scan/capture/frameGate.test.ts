import { describe, expect, it } from 'vitest';
import { FrameGate } from './frameGate.ts';

/** Whether `promise` has settled once pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('FrameGate', () => {
  it('lets at most maxInFlight frames through and drops the rest instead of queueing', () => {
    const gate = new FrameGate(2);
    expect([gate.admit(), gate.admit(), gate.admit()]).toEqual([true, true, false]);
    gate.release(true);
    expect(gate.admit()).toBe(true);
    gate.release(false);
    expect(gate).toMatchObject({ delivered: 4, processed: 1, dropped: 1, inFlight: 1 });
  });

  it('counts the frames the video showed between two frame callbacks as missed', () => {
    const gate = new FrameGate(2);
    for (const n of [1, 2, 5, 6, 9]) gate.presented(n);
    expect(gate.missed).toBe(4);
  });

  it('has room at once while frames may be sent, and again only when a sent frame comes back', async () => {
    const gate = new FrameGate(2);
    expect(await settled(gate.room())).toBe(true);
    gate.admit();
    gate.admit();
    const room = gate.room();
    expect(await settled(room)).toBe(false);
    gate.release(true);
    expect(await settled(room)).toBe(true);
    expect(gate.dropped).toBe(0);
  });

  it('is drained once every sent frame has come back', async () => {
    const gate = new FrameGate(2);
    gate.admit();
    gate.admit();
    const drained = gate.drained();
    gate.release(true);
    expect(await settled(drained)).toBe(false);
    gate.release(false);
    expect(await settled(drained)).toBe(true);
    expect(await settled(gate.drained())).toBe(true);
  });
});
