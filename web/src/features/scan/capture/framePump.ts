/**
 * Takes camera frames as they arrive (`requestVideoFrameCallback`, else a timer at the nominal rate),
 * each with its capture time, turns them into ImageBitmaps and hands them to the worker, transferred.
 * At most `MAX_FRAMES_IN_FLIGHT` frames are in the worker at once; later frames are dropped rather than
 * queued, so a slow phone loses frames instead of falling behind.
 */
import { FRAME_RATE, MAX_FRAMES_IN_FLIGHT } from '../constants.ts';

export interface CapturedFrame {
  bitmap: ImageBitmap;
  /** Capture time on the performance.now() clock, ms. */
  timestampMs: number;
}

export interface PumpStats {
  /** Frames the camera delivered. */
  delivered: number;
  /** Frames the worker finished. */
  processed: number;
  /** Frames skipped because the worker was busy. */
  dropped: number;
  /**
   * Frames the video showed without a frame callback (the page's main thread was busy when they came):
   * the camera delivered `delivered + missed`.
   */
  missed: number;
  /** Frames per second delivered by the camera and finished by the worker. */
  deliveredFps: number;
  processedFps: number;
  /**
   * When the stream's first frame was captured, on the performance.now() clock (the frame's capture time
   * less its media time), or null without `requestVideoFrameCallback`. With a recorded clip as the camera
   * it places the scan inside the clip: the evaluation runner compares with the reference over the same
   * seconds.
   */
  streamStartMs: number | null;
}

/** Counts frames in flight and what became of every frame. */
export class FrameGate {
  #inFlight = 0;
  delivered = 0;
  processed = 0;
  dropped = 0;
  missed = 0;
  #lastPresented: number | null = null;

  constructor(readonly maxInFlight: number) {}

  /**
   * A frame callback came for the video's `presentedFrames`-th frame: the frames it skipped since the
   * last callback were shown without one.
   */
  presented(presentedFrames: number): void {
    if (this.#lastPresented !== null && presentedFrames > this.#lastPresented + 1)
      this.missed += presentedFrames - this.#lastPresented - 1;
    this.#lastPresented = presentedFrames;
  }

  /** A frame arrived: true when it may be sent, false when it is dropped. */
  admit(): boolean {
    this.delivered += 1;
    if (this.#inFlight >= this.maxInFlight) {
      this.dropped += 1;
      return false;
    }
    this.#inFlight += 1;
    return true;
  }

  /** A sent frame came back (processed or failed). */
  release(processed: boolean): void {
    this.#inFlight -= 1;
    if (processed) this.processed += 1;
  }

  get inFlight(): number {
    return this.#inFlight;
  }
}

/** A pump's figures: what became of its frames since `startedAt` (performance.now() clock). */
export function gateStats(gate: FrameGate, startedAt: number, streamStartMs: number | null): PumpStats {
  const seconds = Math.max(1e-3, (performance.now() - startedAt) / 1000);
  return {
    delivered: gate.delivered,
    processed: gate.processed,
    dropped: gate.dropped,
    missed: gate.missed,
    deliveredFps: gate.delivered / seconds,
    processedFps: gate.processed / seconds,
    streamStartMs,
  };
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
