/**
 * The face keypoints as a trace records them (`Trace.landmarks`): in square pixels, both axes divided by
 * the frame's larger side. The core measures the face along its own eye line (the midline, the head-turn
 * gate, the head's motion in eye distances), which holds only where a unit means the same length across
 * and down; x / width and y / height would turn head roll into a sideways offset on any frame that is not
 * square (docs/findings/28-lips-in-the-image.md). The larger side keeps every value within 0–1 and gives a
 * phone the same numbers held upright or sideways.
 */
import { type FaceKeypoints, KEYPOINT_ORDER, type Point } from './roi.ts';

/** A point in frame pixels, in the trace's square units: (x, y) divided by the frame's larger side. */
export function squareNormalised(p: Point, width: number, height: number): [number, number] {
  const side = Math.max(width, height);
  return [p.x / side, p.y / side];
}

/** Where a trace frame's mouth x sits among its landmark values (its y follows). */
export const MOUTH_X = 2 * KEYPOINT_ORDER.indexOf('mouth');

/** A point the trace records as missing (NaN). */
const MISSING: Point = { x: Number.NaN, y: Number.NaN };

/**
 * One detection frame as the trace records it: the six keypoints in BlazeFace's order, x,y interleaved,
 * in the trace's square units, with the mouth slot holding the lips' centre found in the image
 * (`face/lips.ts`), missing where no lips were found. Never the detector's mouth keypoint: it hardly
 * follows the lips, and a keypoint standing in for lips not found would read a droop as a healthy mouth
 * (docs/findings/28-lips-in-the-image.md). The core's stroke prompt counts only frames with a mouth.
 */
export function traceLandmarks(k: FaceKeypoints, lips: Point | null, width: number, height: number): number[] {
  return KEYPOINT_ORDER.flatMap((name) =>
    squareNormalised(name === 'mouth' ? (lips ?? MISSING) : k[name], width, height),
  );
}
