import { describe, expect, it } from 'vitest';
import { frames } from './coachFakes.ts';
import { colourSteps, faceGeometry, luma } from './frameSignals.ts';

describe('frame signals', () => {
  it("reads the face's size and turn from its keypoints, and nothing from a frame without them", () => {
    const [frame] = frames(0.1, { iod: 0.1, turn: 0.25 });
    const g = faceGeometry(frame?.landmarks ?? []);
    expect(g?.iod).toBeCloseTo(0.1, 9);
    expect(g?.turn).toBeCloseTo(0.25, 9);
    expect(faceGeometry(Array.from({ length: 12 }, () => Number.NaN))).toBeNull();
  });

  it('tells a light that moves the whole face from noise that moves each region on its own', () => {
    const [a, b] = frames(0.1, { flicker: 0.04 });
    const flicker = colourSteps(a as never, b as never);
    expect(flicker.light).toBeCloseTo(Math.log(1.02 / 0.98), 6);
    expect(flicker.noise).toBeCloseTo(0, 9);
    const [c, d] = frames(0.1, { noise: 0.02 });
    const noise = colourSteps(c as never, d as never);
    expect(noise.light).toBeCloseTo(0, 9);
    expect(noise.noise).toBeGreaterThan(0.01);
  });

  it("reads a grey pixel's luma as its level", () => {
    expect(luma([100, 100, 100])).toBeCloseTo(100, 9);
  });
});
