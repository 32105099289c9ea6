/**
 * The frames between a source and the scan worker: at most `maxInFlight` sent and not yet answered, and
 * what became of every frame. A live camera's frames cannot wait, so one that finds the gate full is
 * dropped (`admit`); a recorded file's frames can, so its reader waits for room before it decodes on
 * (`room`), and no frame of the file is lost however slow the workers are.
 */

export interface PumpStats {
  /** Frames the source delivered. */
  delivered: number;
  /** Frames the worker finished. */
  processed: number;
  /** Frames skipped because the worker was busy (a camera's; a file waits instead). */
  dropped: number;
  /**
   * Frames the video showed without a frame callback (the page's main thread was busy when they came):
   * the camera delivered `delivered + missed`.
   */
  missed: number;
  /** Frames per second delivered by the source and finished by the worker. */
  deliveredFps: number;
  processedFps: number;
  /**
   * When the stream's first frame was captured, on the performance.now() clock (the frame's capture time
   * less its media time), or null without `requestVideoFrameCallback`. With a recorded clip as the camera
   * it places the scan inside the clip: the evaluation runner compares with the reference over the same
   * seconds. A file's frames carry media times: its start is 0.
   */
  streamStartMs: number | null;
}

/** Counts frames in flight and what became of every frame. */
export class FrameGate {
  #inFlight = 0;
  #waiting: { ready: () => boolean; resolve: () => void }[] = [];
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
    const ready = this.#waiting.filter((w) => w.ready());
    this.#waiting = this.#waiting.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }

  /** Resolves once a frame may be sent: at once while there is room, else when a sent frame comes back. */
  room(): Promise<void> {
    return this.#until(() => this.#inFlight < this.maxInFlight);
  }

  /** Resolves once every sent frame has come back. */
  drained(): Promise<void> {
    return this.#until(() => this.#inFlight === 0);
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  #until(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push({ ready, resolve }));
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
