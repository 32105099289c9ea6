/**
 * Takes camera frames as they arrive (`requestVideoFrameCallback`, else a timer at the nominal rate),
 * each with its capture time, turns them into ImageBitmaps and hands them to the worker, transferred.
 * At most `MAX_FRAMES_IN_FLIGHT` frames are in the worker at once; later frames are dropped rather than
 * queued, so a slow phone loses frames instead of falling behind.
 */
import { FRAME_RATE, MAX_FRAMES_IN_FLIGHT } from '../constants.ts';
import { FrameGate, gateStats, type PumpStats } from './frameGate.ts';

export interface CapturedFrame {
  bitmap: ImageBitmap;
  /** When the frame was taken, ms: a camera's capture time on the performance.now() clock, a file's media time. */
  timestampMs: number;
}

export interface FramePump {
  stop(): void;
  stats(): PumpStats;
}

/** The frame's capture time: the camera's own stamp when given, else the presentation time. */
function captureTime(now: DOMHighResTimeStamp, metadata: VideoFrameCallbackMetadata): number {
  return metadata.captureTime ?? metadata.presentationTime ?? now;
}

/** The stream's start on the capture clock: a frame's capture time less its media time (seconds). */
export function streamStart(captureTimeMs: number, mediaTimeS: number): number | null {
  return Number.isFinite(mediaTimeS) && mediaTimeS >= 0 ? captureTimeMs - mediaTimeS * 1000 : null;
}

/** Where a grabbed frame goes; `running()` is false once the pump has stopped. */
export interface FrameSink {
  send: (frame: CapturedFrame) => Promise<unknown>;
  onError: (error: unknown) => void;
  running: () => boolean;
}

/**
 * Grabs the frame `video` shows now, if the gate admits it, and sends it. Called in the frame callback:
 * the bitmap is taken before the video moves on; nothing here waits for it or for the worker.
 */
export function grabFrame(video: HTMLVideoElement, timestampMs: number, gate: FrameGate, sink: FrameSink): void {
  if (!gate.admit()) return;
  createImageBitmap(video)
    .then((bitmap) => (sink.running() ? sink.send({ bitmap, timestampMs }) : bitmap.close()))
    .then(
      () => gate.release(true),
      (e: unknown) => {
        gate.release(false);
        if (sink.running()) sink.onError(e);
      },
    );
}

/**
 * Starts pumping frames of `stream` into `send`. Uses its own muted <video> so capture does not depend
 * on the preview being on screen.
 */
export async function startFramePump(
  stream: MediaStream,
  send: (frame: CapturedFrame) => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<FramePump> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  const gate = new FrameGate(MAX_FRAMES_IN_FLIGHT);
  const startedAt = performance.now();
  let streamStartMs: number | null = null;
  let running = true;

  const grab = (timestampMs: number) => {
    if (running) grabFrame(video, timestampMs, gate, { send, onError, running: () => running });
  };

  let handle = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  if ('requestVideoFrameCallback' in video) {
    const onFrame: VideoFrameRequestCallback = (now, metadata) => {
      if (!running) return;
      const capturedAt = captureTime(now, metadata);
      streamStartMs ??= streamStart(capturedAt, metadata.mediaTime);
      gate.presented(metadata.presentedFrames);
      grab(capturedAt);
      handle = video.requestVideoFrameCallback(onFrame);
    };
    handle = video.requestVideoFrameCallback(onFrame);
  } else {
    timer = setInterval(() => grab(performance.now()), 1000 / FRAME_RATE);
  }

  return {
    stop() {
      running = false;
      if (timer) clearInterval(timer);
      else video.cancelVideoFrameCallback(handle);
      video.pause();
      video.srcObject = null;
    },
    stats: () => gateStats(gate, startedAt, streamStartMs),
  };
}
