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

/** The six keypoints in BlazeFace's order, x,y interleaved, in the trace's square units. */
export function traceLandmarks(k: FaceKeypoints, width: number, height: number): number[] {
  return KEYPOINT_ORDER.flatMap((name) => squareNormalised(k[name], width, height));
}
