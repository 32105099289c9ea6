import { describe, expect, it } from 'vitest';
import { FrameGate, streamStart } from './framePump.ts';

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

describe('streamStart', () => {
  it('is the capture time less the media time, on the capture clock', () => {
    expect(streamStart(2_500, 1.25)).toBe(1_250);
  });

  it('is unknown when the browser gives no usable media time', () => {
    expect(streamStart(2_500, Number.NaN)).toBeNull();
    expect(streamStart(2_500, -1)).toBeNull();
  });
});
