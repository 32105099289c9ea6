/**
 * A frame as the workers receive it, transferred and never copied: a camera's `VideoFrame`, made on the
 * page without converting a pixel (ADR-25), or an `ImageBitmap` (a video file's frames, and a browser
 * without `VideoFrame`). The workers convert only what they read; whoever holds a frame last closes it.
 */
import { MAX_FRAMES_IN_FLIGHT } from '../constants.ts';
import type { PixelRect } from '../face/roi.ts';
import type { FrameImage } from './scanSession.ts';
import { type Yuv420Frame, yuv420Frame, yuv420ToRgba, yuvMatrix } from './yuv420.ts';

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
 * Byte buffers reused from frame to frame. A new buffer per frame costs the worker more than the copy
 * into it (fresh memory, and the garbage collections that megabytes a second of it set off): at ×4 CPU
 * throttling the face's rectangle took several times longer to copy into a new array than into a reused
 * one (docs/findings/runs.md#speed-of-the-scan). A buffer is its taker's until given back.
 */
export class BytePool {
  /** Free buffers, largest first; a few, as frames overlap rarely. */
  #free: ArrayBuffer[] = [];

  constructor(readonly keep = 2) {}

  /** `length` bytes of the largest free buffer when it is large enough, else of a new one. */
  take(length: number): Uint8Array {
    const largest = this.#free[0];
    if (largest && largest.byteLength >= length) {
      this.#free.shift();
      return new Uint8Array(largest, 0, length);
    }
    return new Uint8Array(length);
  }

  give(bytes: Uint8Array): void {
    this.#free.push(bytes.buffer as ArrayBuffer);
    this.#free.sort((a, b) => b.byteLength - a.byteLength);
    this.#free.length = Math.min(this.#free.length, this.keep);
  }
}

/** The buffers camera frames are copied into on arrival; a 4:2:0 frame's stays with it until it is sampled. */
const arrivals = new BytePool(MAX_FRAMES_IN_FLIGHT);
/** 4:2:0 copies already given back: a buffer given twice would be handed to two frames at once. */
const givenBack = new WeakSet<Yuv420Frame>();

/** Gives a frame's 4:2:0 copy back to the arrivals' pool, once, whatever became of the frame. */
export function releaseYuv(yuv: Yuv420Frame | null): void {
  if (!yuv || givenBack.has(yuv)) return;
  givenBack.add(yuv);
  arrivals.give(yuv.data);
}

/** A frame the worker owns, with its own 4:2:0 pixels when it came in that format (`yuv420.ts`). */
export interface OwnedFrame {
  frame: FrameSource;
  yuv: Yuv420Frame | null;
}

/**
 * The frame as the worker's own: a camera's VideoFrame is copied, in its own pixel format, out of the
 * camera's buffer into a new frame, and the camera's is closed at once. A camera has only a few buffers;
 * frames held while they wait their turn and visit the face worker would use them up and stall it
 * (holding four stopped Chromium's fake camera). The copy in a 4:2:0 format is kept beside the new frame:
 * the scan converts its pixels from it (the face worker detects on the frame). An ImageBitmap is the
 * worker's already.
 */
export async function ownFrame(source: FrameSource): Promise<OwnedFrame> {
  if (!isVideoFrame(source)) return { frame: source, yuv: null };
  let data: Uint8Array | null = null;
  let yuv: Yuv420Frame | null = null;
  try {
    // A frame without a readable format (one held by the GPU) is copied as RGBA.
    const format = source.format ?? 'RGBA';
    const options = source.format ? {} : { format };
    data = arrivals.take(source.allocationSize(options));
    const layout = await source.copyTo(data, options);
    const { rotation, flip } = source as VideoFrame & Oriented;
    const colorSpace = source.colorSpace.toJSON();
    const width = source.visibleRect?.width ?? source.codedWidth;
    const height = source.visibleRect?.height ?? source.codedHeight;
    const frame = new VideoFrame(data, {
      format,
      codedWidth: width,
      codedHeight: height,
      timestamp: source.timestamp,
      layout,
      colorSpace,
      ...(rotation ? { rotation } : {}),
      ...(flip ? { flip } : {}),
    });
    // Read as stored, so not for a frame shown rotated or mirrored.
    yuv = rotation || flip ? null : yuv420Frame(format, layout, data, width, height, yuvMatrix(colorSpace));
    return { frame, yuv };
  } finally {
    if (data && !yuv) arrivals.give(data);
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
 * A rectangle's RGBA pixels copied out of a VideoFrame into `bytes`. The copy starts on even coordinates:
 * a camera's 4:2:0 frame has one colour sample per 2×2 pixels, and a copy starting between samples
 * converts them differently from the browser's drawing of the whole frame; from even coordinates the
 * pixels are the drawn frame's, the same as an ImageBitmap's. The rectangle asked for is then moved to
 * the buffer's start, row by row (each row moves towards the start, so none is overwritten before it moves).
 */
async function copiedRgba(
  frame: VideoFrame,
  { x, y, width, height }: PixelRect,
  bytes: (length: number) => Uint8Array,
): Promise<Uint8ClampedArray> {
  const left = x - (x % 2);
  const top = y - (y % 2);
  const even = (n: number) => n + (n % 2);
  const w = Math.min(even(x - left + width), frame.displayWidth - left);
  const h = Math.min(even(y - top + height), frame.displayHeight - top);
  const copied = bytes(w * h * 4);
  await frame.copyTo(copied, { rect: { x: left, y: top, width: w, height: h }, format: 'RGBA' });
  if (w !== width || h !== height) {
    for (let row = 0; row < height; row++) {
      const from = ((y - top + row) * w + (x - left)) * 4;
      copied.copyWithin(row * width * 4, from, from + width * 4);
    }
  }
  return new Uint8ClampedArray(copied.buffer, copied.byteOffset, width * height * 4);
}

/**
 * A frame's pixels for the session, into buffers of `pool`: a rectangle converted from the frame's own
 * 4:2:0 pixels when it has them, else copied out of a VideoFrame as RGBA or drawn on `canvas` and read.
 * The pixels handed out stay valid until `release()`, which gives the buffers back.
 */
export class SourceFrame implements FrameImage {
  readonly width: number;
  readonly height: number;
  #taken: Uint8Array[] = [];

  constructor(
    readonly source: FrameSource,
    readonly yuv: Yuv420Frame | null,
    readonly canvas: () => OffscreenCanvasRenderingContext2D,
    readonly pool: BytePool,
  ) {
    ({ width: this.width, height: this.height } = frameSize(source));
  }

  pixels(rect: PixelRect): Uint8ClampedArray | Promise<Uint8ClampedArray> {
    if (this.yuv) {
      const bytes = this.#take(rect.width * rect.height * 4);
      return yuv420ToRgba(this.yuv, rect, new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length));
    }
    return this.#copied(rect);
  }

  async #copied(rect: PixelRect): Promise<Uint8ClampedArray> {
    const source = this.source;
    if (isVideoFrame(source) && copiesRgba(source)) {
      try {
        return await copiedRgba(source, rect, (length) => this.#take(length));
      } catch {
        // The conversion was refused: the canvas from now on. (A closed frame, 0 wide, fails there too.)
        if (source.codedWidth > 0) rgbaCopy = false;
      }
    }
    return this.#drawn(rect);
  }

  /** Gives the buffers of the pixels handed out, and the frame's own 4:2:0 copy, back to their pools. */
  release(): void {
    for (const bytes of this.#taken) this.pool.give(bytes);
    this.#taken = [];
    releaseYuv(this.yuv);
  }

  #take(length: number): Uint8Array {
    const bytes = this.pool.take(length);
    this.#taken.push(bytes);
    return bytes;
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
