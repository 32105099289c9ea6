/**
 * What the face detector looks at: the frame shrunk to the little the detector can use.
 */
import { type FrameSource, frameSize } from './frameSource.ts';

/**
 * Frames are shrunk to this width before detection. BlazeFace short-range sees a 128×128 input, so a
 * 256-px frame loses nothing it could use, and MediaPipe's image conversion (emulated WebGL on
 * machines without a GPU) gets much cheaper than on the full 640×480 frame.
 */
export const DETECTION_WIDTH = 256;

/** A frame shrunk for the detector (valid until the next frame is shrunk). */
export interface DetectorInput {
  image: OffscreenCanvas;
  /** The full frame's size, and the scale from it to the shrunk image. */
  width: number;
  height: number;
  scale: number;
  timestampMs: number;
}

/** Shrinks frames to `DETECTION_WIDTH` through one reusable canvas. */
export class DetectorInputs {
  #canvas: OffscreenCanvasRenderingContext2D | null = null;

  of(source: FrameSource, timestampMs: number): DetectorInput {
    const { width, height } = frameSize(source);
    const scale = Math.min(1, DETECTION_WIDTH / width);
    const w = Math.round(width * scale);
    const h = Math.round(height * scale);
    this.#canvas ??= new OffscreenCanvas(w, h).getContext('2d');
    const c = this.#canvas;
    if (!c) throw new Error('No 2D canvas in the worker');
    if (c.canvas.width !== w || c.canvas.height !== h) {
      c.canvas.width = w;
      c.canvas.height = h;
    }
    c.drawImage(source, 0, 0, w, h);
    return { image: c.canvas, width, height, scale, timestampMs };
  }
}
