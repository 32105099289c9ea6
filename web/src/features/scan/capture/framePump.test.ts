import { describe, expect, it } from 'vitest';
import { streamStart } from './framePump.ts';

describe('streamStart', () => {
  it('is the capture time less the media time, on the capture clock', () => {
    expect(streamStart(2_500, 1.25)).toBe(1_250);
  });

  it('is unknown when the browser gives no usable media time', () => {
    expect(streamStart(2_500, Number.NaN)).toBeNull();
    expect(streamStart(2_500, -1)).toBeNull();
  });
});
