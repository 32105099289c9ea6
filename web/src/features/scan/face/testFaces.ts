import type { FaceKeypoints } from './roi.ts';

/** Test data: BlazeFace keypoints of an upright frontal face, scaled by the distance between the eyes. */
export function uprightKeypoints(centreX: number, eyeY: number, eyeDistance: number): FaceKeypoints {
  const d = eyeDistance;
  return {
    rightEye: { x: centreX - d / 2, y: eyeY },
    leftEye: { x: centreX + d / 2, y: eyeY },
    noseTip: { x: centreX, y: eyeY + d / 2 },
    mouth: { x: centreX, y: eyeY + 0.9 * d },
    rightEar: { x: centreX - d, y: eyeY + 0.3 * d },
    leftEar: { x: centreX + d, y: eyeY + 0.3 * d },
  };
}
