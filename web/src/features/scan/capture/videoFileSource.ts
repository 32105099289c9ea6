/**
 * "Measure from a video": a video file chosen on the device, opened for the scan. Its frames are decoded
 * one after another (Mediabunny: the container read in the page, the frames decoded by the browser's own
 * WebCodecs decoder), each with its own media time from the file's first frame, so the trace has the
 * recording's timing, not the playback's, and nothing depends on how fast the device plays it back
 * (`videoFilePump.ts` reads them as fast as the workers take them). It reads the first `SCAN_DURATION_MS`
 * of the file (or the whole file when shorter). The file is read where it is: it never leaves the device.
 */
import { SCAN_DURATION_MS } from '../constants.ts';

/** Ours: a video shorter than this is refused (two of the core's 10 s heart-rate windows). */
export const MIN_VIDEO_MS = 20_000;
/** Ours: a video whose first seconds (media time the workers checked) show no face is stopped then, not at its end. */
export const VIDEO_FACE_DEADLINE_MS = 5_000;

export const VIDEO_TOO_SHORT = `This video is too short to measure: choose one at least ${MIN_VIDEO_MS / 1000} seconds long.`;
export const VIDEO_UNREADABLE =
  'This video cannot be played in this browser (its format or codec is not supported). Try an MP4 or WebM file.';
export const VIDEO_NO_FACE =
  'No face was found in this video. Choose a video of one face seen from the front, in steady light.';
export const VIDEO_INTERRUPTED = 'The video measurement stopped because the page was hidden. Please try again.';

/** A measurement of a video that cannot go on; its message is for the user. */
export class VideoFileError extends Error {
  override name = 'VideoFileError';
}

/** One decoded frame of a file: its picture (upright, as the file says to show it) and its media time. */
export interface VideoFileFrame {
  image: CanvasImageSource & ImageBitmapSource;
  /** Media time from the file's first frame, ms. */
  timestampMs: number;
  /** How long the frame is shown, ms. */
  durationMs: number;
}

/** A video file opened and ready to read. */
export interface OpenVideoFile {
  /** How much of it the measurement reads: the scan's length, or the whole file when shorter. */
  readMs: number;
  /**
   * Its frames up to `readMs`, in order, decoded as they are asked for. A frame's picture is valid until
   * the next is asked for.
   */
  frames(): AsyncIterable<VideoFileFrame>;
  /** The frames read, as a stream for the preview, where the browser can make one. */
  preview: MediaStream | null;
  close(): void;
}

/** Width of the preview's picture: it is shown small. */
const PREVIEW_WIDTH = 320;

/** Opens `file` for reading; rejects with a `VideoFileError` when it cannot be used. */
export async function openVideoFile(file: Blob): Promise<OpenVideoFile> {
  // Loaded when a video is chosen: a camera scan never needs it.
  const { ALL_FORMATS, BlobSource, CanvasSink, Input } = await import('mediabunny');
  const input = new Input({ formats: ALL_FORMATS, source: new BlobSource(file) });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) throw new VideoFileError(VIDEO_UNREADABLE);
    const startS = await track.getFirstTimestamp();
    const durationMs = ((await track.computeDuration()) - startS) * 1000;
    if (durationMs < MIN_VIDEO_MS) throw new VideoFileError(VIDEO_TOO_SHORT);
    const readMs = Math.min(SCAN_DURATION_MS, durationMs);
    const sink = new CanvasSink(track, { poolSize: 2 });
    const preview = previewCanvas(track.displayWidth, track.displayHeight);
    return {
      readMs,
      async *frames() {
        for await (const { canvas, timestamp, duration } of sink.canvases(startS, startS + readMs / 1000)) {
          preview?.draw(canvas);
          yield { image: canvas, timestampMs: (timestamp - startS) * 1000, durationMs: duration * 1000 };
        }
      },
      preview: preview?.stream ?? null,
      close: () => input.dispose(),
    };
  } catch (e) {
    input.dispose();
    throw e instanceof VideoFileError ? e : new VideoFileError(VIDEO_UNREADABLE, { cause: e });
  }
}

/** A small canvas showing the frames read, and its stream; null where the browser cannot stream a canvas. */
function previewCanvas(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = PREVIEW_WIDTH;
  canvas.height = Math.round((PREVIEW_WIDTH * height) / Math.max(1, width));
  const context = canvas.getContext('2d');
  if (!context || typeof canvas.captureStream !== 'function') return null;
  return {
    stream: canvas.captureStream(),
    draw: (image: CanvasImageSource) => context.drawImage(image, 0, 0, canvas.width, canvas.height),
  };
}
