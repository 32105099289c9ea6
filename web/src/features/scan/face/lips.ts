/**
 * The lips located in the frame around the face detector's mouth keypoint, by the core's lip finder
 * (`rppg-core/src/lips.rs`): BlazeFace's mouth keypoint hardly follows the lips, so a droop has to be
 * measured from the lips themselves. One small patch per detection frame; the scan records the lips'
 * centre in the trace's mouth slot (`landmarks.ts`; docs/findings/28-lips-in-the-image.md).
 */
import type { RppgCore } from '@ai-doctor/rppg-core';
import type { FaceKeypoints, PixelRect, Point } from './roi.ts';

/**
 * The patch the finder reads, around the mouth keypoint in interocular distances: wide enough for a
 * mouth shifted off the keypoint, low enough to leave out the nostrils (≈ 0.35 IOD above the mouth)
 * and the chin's crease.
 */
export const LIP_PATCH_IOD = { halfWidth: 0.85, above: 0.3, below: 0.3 };

/** The lips in frame pixels: their centre and their corners, the one on the image's left first. */
export interface LipsInFrame {
  centre: Point;
  corners: [Point, Point];
}

/** The core's lip finder. */
export type LipFinder = Pick<RppgCore, 'findLips'>;

/** Eye distance in pixels. */
function eyeDistance(k: FaceKeypoints): number {
  return Math.hypot(k.leftEye.x - k.rightEye.x, k.leftEye.y - k.rightEye.y);
}

/** The patch around the mouth keypoint (whole pixels, inside the frame), or null when nothing of it is. */
export function lipPatch(k: FaceKeypoints, frameWidth: number, frameHeight: number): PixelRect | null {
  const iod = eyeDistance(k);
  const x0 = Math.max(0, Math.floor(k.mouth.x - LIP_PATCH_IOD.halfWidth * iod));
  const x1 = Math.min(frameWidth, Math.ceil(k.mouth.x + LIP_PATCH_IOD.halfWidth * iod));
  const y0 = Math.max(0, Math.floor(k.mouth.y - LIP_PATCH_IOD.above * iod));
  const y1 = Math.min(frameHeight, Math.ceil(k.mouth.y + LIP_PATCH_IOD.below * iod));
  return iod > 0 && x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

/**
 * The lips in the frame, found in the patch `lipPatch` chose: `read` gives its RGBA pixels
 * (a camera frame may read them asynchronously). Null when the finder cannot see lips there.
 */
export async function findLips(
  finder: LipFinder,
  read: (rect: PixelRect) => Uint8ClampedArray | Promise<Uint8ClampedArray>,
  k: FaceKeypoints,
  frameWidth: number,
  frameHeight: number,
): Promise<LipsInFrame | null> {
  const rect = lipPatch(k, frameWidth, frameHeight);
  if (!rect) return null;
  const found = finder.findLips(await read(rect), rect.width, rect.height, eyeDistance(k));
  if (!found) return null;
  const inFrame = (p: Point): Point => ({ x: rect.x + p.x, y: rect.y + p.y });
  return { centre: inFrame(found.centre), corners: [inFrame(found.corners[0]), inFrame(found.corners[1])] };
}
