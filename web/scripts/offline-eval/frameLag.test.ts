import { describe, expect, it } from 'vitest';
import { frameLag, regionChannel } from './frameLag.ts';

/** A reproducible wiggle: no two stretches alike. */
const clip = Array.from(
  { length: 600 },
  (_, i) => Math.sin(i * 0.37) + Math.sin(i * 1.91) * 0.5 + ((i * 7919) % 13) / 13,
);

describe('frameLag', () => {
  it('finds how many frames earlier the replay began', () => {
    const browser = clip.slice(3, 503);
    expect(frameLag(browser, clip.slice(0, 500))).toBe(3);
    expect(frameLag(browser, clip.slice(5, 505))).toBe(-2);
    expect(frameLag(browser, clip.slice(3, 503))).toBe(0);
  });

  it('matches changes, not levels: a brighter copy lines up the same', () => {
    expect(
      frameLag(
        clip.slice(4, 504),
        clip.slice(0, 500).map((v) => 2 * v + 40),
      ),
    ).toBe(4);
  });

  it('is 0 for a flat replay', () => {
    expect(frameLag(clip.slice(0, 500), new Array(500).fill(1))).toBe(0);
  });
});

describe('regionChannel', () => {
  it('takes one channel of a named region', () => {
    const trace = { rois: [{ name: 'face', rgb: [1, 2, 3, 4, 5, 6] }] };
    expect(regionChannel(trace, 'face', 1)).toEqual([2, 5]);
    expect(regionChannel(trace, 'forehead', 0)).toBeNull();
    expect(regionChannel(null, 'face', 0)).toBeNull();
  });
});
