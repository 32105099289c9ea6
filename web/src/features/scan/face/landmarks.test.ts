import { describe, expect, it } from 'vitest';
import { MOUTH_X, traceLandmarks } from './landmarks.ts';
import { uprightKeypoints } from './testFaces.ts';

/** A keypoint's (x, y) from a trace's 12 numbers (BlazeFace order). */
const at = (l: number[], k: number): [number, number] => [l[2 * k] as number, l[2 * k + 1] as number];

describe('traceLandmarks', () => {
  it('keeps one scale across and down, so a face keeps its shape on a frame that is not square', () => {
    // Eye distance 100 px, the nose tip 50 px below the eyes' midpoint.
    for (const [width, height] of [
      [1280, 720],
      [640, 480],
      [720, 1280],
    ] as const) {
      const l = traceLandmarks(uprightKeypoints(360, 300, 100), null, width, height);
      const [rx, ry] = at(l, 0);
      const [lx] = at(l, 1);
      const [nx, ny] = at(l, 2);
      expect(ny - ry).toBeCloseTo((lx - rx) / 2, 12);
      expect(nx - rx).toBeCloseTo((lx - rx) / 2, 12);
      expect(l.filter((v) => !Number.isNaN(v)).every((v) => v >= 0 && v <= 1)).toBe(true);
    }
  });

  it('divides by the larger side, so a phone held upright or sideways gives the same numbers', () => {
    const face = uprightKeypoints(300, 250, 80);
    expect(traceLandmarks(face, null, 720, 1280)).toEqual(traceLandmarks(face, null, 1280, 720));
    expect(at(traceLandmarks(face, null, 1280, 720), 0)).toEqual([260 / 1280, 250 / 1280]);
  });

  it('puts the lips found in the image in the mouth slot, and leaves it missing without them (never the keypoint)', () => {
    const face = uprightKeypoints(300, 250, 80);
    const lips = { x: 310, y: 322 };
    expect(at(traceLandmarks(face, lips, 640, 480), 3)).toEqual([310 / 640, 322 / 640]);
    expect(traceLandmarks(face, lips, 640, 480)[MOUTH_X]).toBe(310 / 640);
    expect(at(traceLandmarks(face, null, 640, 480), 3)).toEqual([Number.NaN, Number.NaN]);
    // The other five keypoints are the detector's either way.
    expect(traceLandmarks(face, lips, 640, 480).slice(0, 6)).toEqual(traceLandmarks(face, null, 640, 480).slice(0, 6));
  });
});
