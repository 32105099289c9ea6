/**
 * "Measure from a video": a video file chosen on the device, played muted in real time, its frames
 * handed to the scan worker as the camera's are (ImageBitmaps, transferred, ≤ 2 in flight), each stamped
 * with its own media time (`requestVideoFrameCallback`'s `mediaTime`), so the trace has the recording's
 * timing rather than the playback's. It reads the first `SCAN_DURATION_MS` of the file (or the whole file
 * when shorter). The file is read through an object URL: it never leaves the device.
 */
import { MAX_FRAMES_IN_FLIGHT, SCAN_DURATION_MS } from '../constants.ts';
import { type CapturedFrame, FrameGate, type FramePump, gateStats, grabFrame } from './framePump.ts';

/** Ours: a video shorter than this is refused (two of the core's 10 s heart-rate windows). */
export const MIN_VIDEO_MS = 20_000;
/** Ours: a video with no face on any frame of its first seconds is stopped then, not at its end. */
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

/** A video file loaded and ready to play. */
export interface OpenVideoFile {
  video: HTMLVideoElement;
  /** How much of it the measurement reads: the scan's length, or the whole file when shorter. */
  readMs: number;
  /** A live copy of the playing picture for the preview, where the browser can make one. */
  preview: MediaStream | null;
  close(): void;
}

export interface VideoFilePump extends FramePump {
  /** Media time read so far, ms from the file's start. */
  elapsedMs(): number;
}

/** Loads `file` into a muted, detached <video>; rejects with a `VideoFileError` it cannot use. */
export async function openVideoFile(file: Blob): Promise<OpenVideoFile> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const close = () => {
    video.pause();
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      video.addEventListener('loadeddata', () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new VideoFileError(VIDEO_UNREADABLE)), { once: true });
      video.src = url;
    });
    if (video.videoWidth === 0 || video.videoHeight === 0) throw new VideoFileError(VIDEO_UNREADABLE);
    // A recording without a duration in its header (some WebM files) is read until it ends.
    const durationMs = Number.isFinite(video.duration) ? video.duration * 1000 : SCAN_DURATION_MS;
    if (durationMs < MIN_VIDEO_MS) throw new VideoFileError(VIDEO_TOO_SHORT);
    const capture = (video as HTMLVideoElement & { captureStream?: () => MediaStream }).captureStream;
    return { video, readMs: Math.min(SCAN_DURATION_MS, durationMs), preview: capture?.call(video) ?? null, close };
  } catch (e) {
    close();
    throw e;
  }
}

/**
 * Plays `file` from its start and sends its frames until `readMs` of it or its end; then `onEnd`, with
 * the media time read. A frame that cannot be read goes to `onError`.
 */
export async function startVideoFilePump(
  file: OpenVideoFile,
  send: (frame: CapturedFrame) => Promise<unknown>,
  onError: (error: unknown) => void,
  onEnd: (readMs: number) => void,
): Promise<VideoFilePump> {
  const { video, readMs } = file;
  const gate = new FrameGate(MAX_FRAMES_IN_FLIGHT);
  const startedAt = performance.now();
  let lastMediaMs = 0;
  let running = true;
  let handle = 0;

  const end = () => {
    if (!running) return;
    stop();
    onEnd(lastMediaMs);
  };
  const stop = () => {
    running = false;
    video.cancelVideoFrameCallback(handle);
    video.removeEventListener('ended', end);
    file.close();
  };

  const onFrame: VideoFrameRequestCallback = (_now, metadata) => {
    if (!running) return;
    const mediaMs = metadata.mediaTime * 1000;
    if (mediaMs >= readMs) return end();
    lastMediaMs = mediaMs;
    grabFrame(video, mediaMs, gate, { send, onError, running: () => running });
    handle = video.requestVideoFrameCallback(onFrame);
  };
  handle = video.requestVideoFrameCallback(onFrame);
  video.addEventListener('ended', end);
  try {
    await video.play();
  } catch (e) {
    stop();
    throw new VideoFileError(VIDEO_UNREADABLE, { cause: e });
  }

  return {
    stop,
    elapsedMs: () => lastMediaMs,
    // The frames carry media times: the file's start is time 0 on their clock.
    stats: () => gateStats(gate, startedAt, 0),
  };
}
