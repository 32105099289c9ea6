import { describe, expect, it } from 'vitest';
import { FrameGate } from './framePump.ts';

describe('FrameGate', () => {
  it('lets at most maxInFlight frames through and drops the rest instead of queueing', () => {
    const gate = new FrameGate(2);
    expect([gate.admit(), gate.admit(), gate.admit()]).toEqual([true, true, false]);
    gate.release(true);
    expect(gate.admit()).toBe(true);
    gate.release(false);
    expect(gate).toMatchObject({ delivered: 4, processed: 1, dropped: 1, inFlight: 1 });
  });
});
