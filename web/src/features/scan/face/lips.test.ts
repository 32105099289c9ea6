import { describe, expect, it, vi } from 'vitest';
import { findLips, LIP_PATCH_IOD, lipPatch } from './lips.ts';
import { uprightKeypoints } from './testFaces.ts';

const keypoints = uprightKeypoints(320, 200, 80);

describe('lipPatch', () => {
  it('spans the mouth keypoint by the face’s eye distance, in whole pixels', () => {
    const rect = lipPatch(keypoints, 640, 480);
    // Mouth keypoint at (320, 272); 80 px between the eyes.
    expect(rect).toEqual({
      x: 320 - LIP_PATCH_IOD.halfWidth * 80,
      y: 272 - LIP_PATCH_IOD.above * 80,
      width: 2 * LIP_PATCH_IOD.halfWidth * 80,
      height: (LIP_PATCH_IOD.above + LIP_PATCH_IOD.below) * 80,
    });
  });

  it('is clipped to the frame, and null when nothing of it is inside', () => {
    const low = lipPatch(uprightKeypoints(320, 400, 80), 640, 480);
    expect(low && low.y + low.height).toBe(480);
    expect(lipPatch(uprightKeypoints(320, 600, 80), 640, 480)).toBeNull();
  });
});

describe('findLips', () => {
  it('reads the patch and returns the finder’s answer in frame pixels', async () => {
    const read = vi.fn((r: { width: number; height: number }) => new Uint8ClampedArray(r.width * r.height * 4));
    const find = vi.fn(() => ({
      centre: { x: 60, y: 20 },
      corners: [
        { x: 30, y: 21 },
        { x: 90, y: 19 },
      ] as [{ x: number; y: number }, { x: number; y: number }],
      contrast: 0.05,
    }));
    const lips = await findLips({ findLips: find }, read, keypoints, 640, 480);
    const rect = lipPatch(keypoints, 640, 480);
    expect(find).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), rect?.width, rect?.height, 80);
    expect(lips).toEqual({
      centre: { x: (rect?.x ?? 0) + 60, y: (rect?.y ?? 0) + 20 },
      corners: [
        { x: (rect?.x ?? 0) + 30, y: (rect?.y ?? 0) + 21 },
        { x: (rect?.x ?? 0) + 90, y: (rect?.y ?? 0) + 19 },
      ],
    });
  });

  it('is null when the finder sees no lips or the patch is off the frame', async () => {
    const read = (r: { width: number; height: number }) => new Uint8ClampedArray(r.width * r.height * 4);
    expect(await findLips({ findLips: () => null }, read, keypoints, 640, 480)).toBeNull();
    const find = vi.fn();
    expect(await findLips({ findLips: find }, read, uprightKeypoints(320, 600, 80), 640, 480)).toBeNull();
    expect(find).not.toHaveBeenCalled();
  });
});
