/**
 * Takes camera frames as they arrive (`requestVideoFrameCallback`, else a timer at the nominal rate),
 * each with its capture time, and hands them to the worker, transferred: a `VideoFrame` where the browser
 * has one, made without converting a pixel, so the colour conversion runs in the workers and only for
 * what they read (ADR-25); else an ImageBitmap, converted here. At most `MAX_FRAMES_IN_FLIGHT` frames are
 * in the worker at once; later frames are dropped before they are made rather than queued, so a slow
 * phone loses frames instead of falling behind.
 */
import { FRAME_RATE, MAX_FRAMES_IN_FLIGHT } from '../constants.ts';
import type { FrameSource } from '../worker/frameSource.ts';
import { FrameGate, gateStats, type PumpStats } from './frameGate.ts';

export interface CapturedFrame {
  /** The picture, transferred to the worker, which closes it. */
  image: FrameSource;
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
 * The frame `video` shows now, as a transferable frame: a VideoFrame stamped with its media time where
 * the browser has `VideoFrame` (taken at once, nothing converted), else an ImageBitmap (its colour
 * conversion runs here, synchronously, before the promise is returned).
 */
export function frameOf(video: HTMLVideoElement, mediaTimeS: number): FrameSource | Promise<FrameSource> {
  if (typeof VideoFrame !== 'function') return createImageBitmap(video);
  return new VideoFrame(video, Number.isFinite(mediaTimeS) ? { timestamp: Math.round(mediaTimeS * 1e6) } : {});
}

/**
 * Grabs the frame `video` shows now, if the gate admits it, and sends it. Called in the frame callback:
 * the frame is taken before the video moves on; nothing here waits for it or for the worker. A frame
 * that is not sent (the pump stopped, the send failed) is closed here: a camera frame left open holds
 * one of the camera's buffers.
 */
export function grabFrame(
  video: HTMLVideoElement,
  at: { timestampMs: number; mediaTimeS: number },
  gate: FrameGate,
  sink: FrameSink,
): void {
  if (!gate.admit()) return;
  let image: FrameSource | null = null;
  let grabbed: Promise<FrameSource>;
  try {
    grabbed = Promise.resolve(frameOf(video, at.mediaTimeS));
  } catch (e) {
    grabbed = Promise.reject(e);
  }
  grabbed
    .then((frame) => {
      image = frame;
      // Once transferred, the page's handle is detached and closing it does nothing.
      return sink.running() ? sink.send({ image: frame, timestampMs: at.timestampMs }) : frame.close();
    })
    .then(
      () => gate.release(true),
      (e: unknown) => {
        image?.close();
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

  const grab = (timestampMs: number, mediaTimeS: number) => {
    if (running) grabFrame(video, { timestampMs, mediaTimeS }, gate, { send, onError, running: () => running });
  };

  let handle = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  if ('requestVideoFrameCallback' in video) {
    const onFrame: VideoFrameRequestCallback = (now, metadata) => {
      if (!running) return;
      const capturedAt = captureTime(now, metadata);
      streamStartMs ??= streamStart(capturedAt, metadata.mediaTime);
      gate.presented(metadata.presentedFrames);
      grab(capturedAt, metadata.mediaTime);
      handle = video.requestVideoFrameCallback(onFrame);
    };
    handle = video.requestVideoFrameCallback(onFrame);
  } else {
    // Narrowed to never by the check above; a browser without the callback still has the element.
    const element = video as HTMLVideoElement;
    timer = setInterval(() => grab(performance.now(), element.currentTime), 1000 / FRAME_RATE);
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
