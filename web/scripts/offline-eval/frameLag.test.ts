import { describe, expect, it } from 'vitest';
import { browserFrameOffsets, regionChannel } from './frameLag.ts';

/** A reproducible wiggle: no two stretches alike. */
const clip = Array.from(
  { length: 700 },
  (_, i) => Math.sin(i * 0.37) + Math.sin(i * 1.91) * 0.5 + ((i * 7919) % 13) / 13,
);
const FRAME_MS = 1000 / 30;
/** Frame times one frame apart, with a longer gap before each frame in `gapsAt`. */
const stamps = (n: number, gapsAt: number[] = []) => {
  const t = [0];
  for (let i = 1; i < n; i++) t.push((t[i - 1] as number) + (gapsAt.includes(i) ? 4 : 1) * FRAME_MS);
  return t;
};

describe('browserFrameOffsets', () => {
  it('finds how many frames earlier the replay began', () => {
    const browser = clip.slice(3, 503);
    const offsets = (replayed: number[]) => browserFrameOffsets(browser, replayed, stamps(500), FRAME_MS);
    expect(offsets(clip.slice(0, 500))[0]).toBe(3);
    expect(offsets(clip.slice(5, 505))[0]).toBe(-2);
    expect(offsets(clip.slice(3, 503))).toEqual(stamps(500).map((_, i) => i));
  });

  it('skips the frames the browser missed in a gap of its frame times', () => {
    // The browser showed clip frames 0–199, missed 3 in a 4-frame gap, then showed 203–402.
    const shown = [...Array.from({ length: 200 }, (_, i) => i), ...Array.from({ length: 200 }, (_, i) => 203 + i)];
    const offsets = browserFrameOffsets(
      shown.map((k) => clip[k] as number),
      clip.slice(0, 420),
      stamps(400, [200]),
      FRAME_MS,
    );
    expect(offsets).toEqual(shown);
  });

  it('keeps the frames one after another where the camera paused with the page', () => {
    const offsets = browserFrameOffsets(clip.slice(0, 400), clip.slice(0, 420), stamps(400, [200]), FRAME_MS);
    expect(offsets).toEqual(stamps(400).map((_, i) => i));
  });

  it('matches changes, not levels: a brighter copy lines up the same', () => {
    const replayed = clip.slice(0, 500).map((v) => 2 * v + 40);
    expect(browserFrameOffsets(clip.slice(4, 504), replayed, stamps(500), FRAME_MS)[0]).toBe(4);
  });

  it('keeps the frames as they are against a flat replay', () => {
    const offsets = browserFrameOffsets(clip.slice(0, 500), new Array(500).fill(1), stamps(500), FRAME_MS);
    expect(offsets).toEqual(stamps(500).map((_, i) => i));
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
