/**
 * A frame as the workers receive it, transferred and never copied: a camera's `VideoFrame`, made on the
 * page without converting a pixel (ADR-25), or an `ImageBitmap` (a video file's frames, and a browser
 * without `VideoFrame`). The workers convert only what they read; whoever holds a frame last closes it.
 */
import type { FrameImage, PixelRect } from './scanSession.ts';

export type FrameSource = ImageBitmap | VideoFrame;

/** A VideoFrame's orientation, which TypeScript's DOM types do not know yet. */
interface Oriented {
  rotation?: number;
  flip?: boolean;
}

export function isVideoFrame(source: FrameSource): source is VideoFrame {
  return 'copyTo' in source;
}

/** The frame's size as shown: a VideoFrame's display size (orientation applied), a bitmap's own. */
export function frameSize(source: FrameSource): { width: number; height: number } {
  return isVideoFrame(source)
    ? { width: source.displayWidth, height: source.displayHeight }
    : { width: source.width, height: source.height };
}

/**
 * The frame as the worker's own: a camera's VideoFrame is copied, in its own pixel format, out of the
 * camera's buffer into a new frame, and the camera's is closed at once. A camera has only a few buffers;
 * frames held while they wait their turn and visit the face worker would use them up and stall it
 * (holding four stopped Chromium's fake camera). An ImageBitmap is the worker's already.
 */
export async function ownFrame(source: FrameSource): Promise<FrameSource> {
  if (!isVideoFrame(source)) return source;
  try {
    // A frame without a readable format (one held by the GPU) is copied as RGBA.
    const format = source.format ?? 'RGBA';
    const options = source.format ? {} : { format };
    const data = new Uint8Array(source.allocationSize(options));
    const layout = await source.copyTo(data, options);
    const { rotation, flip } = source as VideoFrame & Oriented;
    return new VideoFrame(data, {
      format,
      codedWidth: source.visibleRect?.width ?? source.codedWidth,
      codedHeight: source.visibleRect?.height ?? source.codedHeight,
      timestamp: source.timestamp,
      layout,
      colorSpace: source.colorSpace.toJSON(),
      ...(rotation ? { rotation } : {}),
      ...(flip ? { flip } : {}),
    });
  } finally {
    source.close();
  }
}

/**
 * Whether a VideoFrame's RGBA copy of a rectangle (`copyTo`, which converts only that rectangle) can be
 * used: not for a frame shown rotated or mirrored (copyTo reads the stored, unrotated picture), and not
 * once the browser has refused the conversion (older browsers copy only the frame's own pixel format).
 */
let rgbaCopy = true;

function copiesRgba(frame: VideoFrame): boolean {
  const { rotation, flip } = frame as VideoFrame & Oriented;
  return rgbaCopy && !rotation && !flip;
}

/**
 * A rectangle's RGBA pixels copied out of a VideoFrame. The copy starts on even coordinates: a camera's
 * 4:2:0 frame has one colour sample per 2×2 pixels, and a copy starting between samples converts them
 * differently from the browser's drawing of the whole frame; from even coordinates the pixels are the
 * drawn frame's, the same as an ImageBitmap's.
 */
async function copiedRgba(frame: VideoFrame, { x, y, width, height }: PixelRect): Promise<Uint8ClampedArray> {
  const left = x - (x % 2);
  const top = y - (y % 2);
  const even = (n: number) => n + (n % 2);
  const w = Math.min(even(x - left + width), frame.displayWidth - left);
  const h = Math.min(even(y - top + height), frame.displayHeight - top);
  const copied = new Uint8ClampedArray(w * h * 4);
  await frame.copyTo(copied, { rect: { x: left, y: top, width: w, height: h }, format: 'RGBA' });
  if (w === width && h === height) return copied;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y - top + row) * w + (x - left)) * 4;
    data.set(copied.subarray(from, from + width * 4), row * width * 4);
  }
  return data;
}

/** A frame's pixels for the session: a rectangle copied out of a VideoFrame, or drawn on `canvas` and read. */
export class SourceFrame implements FrameImage {
  readonly width: number;
  readonly height: number;

  constructor(
    readonly source: FrameSource,
    readonly canvas: () => OffscreenCanvasRenderingContext2D,
  ) {
    ({ width: this.width, height: this.height } = frameSize(source));
  }

  async pixels(rect: PixelRect): Promise<Uint8ClampedArray> {
    const source = this.source;
    if (isVideoFrame(source) && copiesRgba(source)) {
      try {
        return await copiedRgba(source, rect);
      } catch {
        // The conversion was refused: the canvas from now on. (A closed frame, 0 wide, fails there too.)
        if (source.codedWidth > 0) rgbaCopy = false;
      }
    }
    return this.#drawn(rect);
  }

  #drawn({ x, y, width, height }: PixelRect): Uint8ClampedArray {
    const c = this.canvas();
    if (c.canvas.width < width || c.canvas.height < height) {
      c.canvas.width = Math.max(c.canvas.width, width);
      c.canvas.height = Math.max(c.canvas.height, height);
    }
    c.drawImage(this.source, x, y, width, height, 0, 0, width, height);
    return c.getImageData(0, 0, width, height).data;
  }
}
