/// <reference lib="webworker" />
/**
 * The scan worker: owns the WASM signal core and the running scan, and starts the face worker that runs
 * the face detector. The page sends it frames, transferred (a camera's VideoFrames, a file's ImageBitmaps:
 * `frameSource.ts`), and asks for the live and final results through Comlink. A camera's frames do not
 * wait for the detector: a frame due for detection (`detectionCadence.ts`, as often as the detector's
 * measured cost allows) lends a copy to the face worker and is sampled at once with the last face found;
 * the answer is taken up with the next frame. A file's frames can wait, so every second one visits the
 * face worker and is sampled with its own face. Every frame is closed here, whatever became of it; only
 * numbers leave the workers.
 */
import { type ClassicMethod, loadRppgCore, type RppgCore } from '@ai-doctor/rppg-core';
import wasmUrl from '@ai-doctor/rppg-core/rppg_core.wasm?url';
import * as Comlink from 'comlink';
import type { CapturedFrame } from '../capture/framePump.ts';
import { classicRates } from './classicRates.ts';
import { DetectionCadence } from './detectionCadence.ts';
import { type FaceWorkerLink, linkFaceWorker } from './faceWorkerLink.ts';
import {
  BytePool,
  type FrameSource,
  frameSize,
  isVideoFrame,
  type OwnedFrame,
  ownFrame,
  releaseYuv,
  SourceFrame,
} from './frameSource.ts';
import { type Detection, type FaceMode, type FrameReport, ScanSession } from './scanSession.ts';
import { WorkTimer } from './workTimer.ts';

/** What a scan reads: the front camera, or a video file chosen on the device. */
export type ScanSource = 'camera' | 'video';

export interface PipelineInfo {
  coreVersion: string;
  faceMode: FaceMode;
  /** Why the face model is not used, when it is not. */
  faceModelError: string | null;
}

export interface WorkerStats {
  frames: number;
  faceFrames: number;
  /** The scan worker's own work per frame (sampling, recording; not the wait for the face worker), ms. */
  workerMsMedian: number;
  workerMsP95: number;
  /**
   * A frame's time from its arrival in the scan worker to its report: its wait behind earlier frames
   * and, for a file's frame due for detection, the detection, ms.
   */
  frameMsMedian: number;
  frameMsP95: number;
  /** Detections answered in this scan, and frames from one to the next now (a file's: fixed). */
  detections: number;
  detectionInterval: number;
  /** The face worker's time per detection, ms (0 without the face model). */
  detectorMsMedian: number;
  detectorMsP95: number;
  /** The core's WebAssembly linear memory, bytes. */
  wasmMemoryBytes: number;
}

const NOT_INITIALIZED = 'Hybrid rPPG service not initialized';

let core: Promise<RppgCore> | null = null;
let faceWorker: Promise<{ link: FaceWorkerLink | null; error: string | null }> | null = null;
let session: ScanSession<SourceFrame> | null = null;
/**
 * The face worker the running scan detects with (null in the skin-colour mode). If it fails, the scan
 * keeps it, so the scan's later frames are refused too; the next scan starts a new one.
 */
let detector: FaceWorkerLink | null = null;
let canvas: OffscreenCanvasRenderingContext2D | null = null;
/** The buffers the face's pixels are copied into, one frame after another. */
const rgba = new BytePool();
/** Frames are processed one after another: a file's frame out at the face worker holds back the next. */
let lastFrame: Promise<unknown> = Promise.resolve();
const timer = new WorkTimer();
const frameTimer = new WorkTimer();
/** What the running scan reads: a camera's frames do not wait for the detector, a file's do. */
let source: ScanSource = 'camera';
let cadence = new DetectionCadence();
/** A camera's detection out at the face worker, settled once it is back. */
let detecting: Promise<void> = Promise.resolve();
/** A camera's detection that came back, to be taken up with the next frame. */
let answered: Detection | undefined;
/** Why a camera's last detection failed: the next frame is refused with it (the store ends a scan whose tracking is lost). */
let detectionFailure: unknown = null;
let detections = 0;

function getCore(): Promise<RppgCore> {
  core ??= loadRppgCore(fetch(wasmUrl));
  return core;
}

/**
 * The face worker with its detector loaded; null, with the reason, when the detector cannot load. A
 * worker that fails later is forgotten, so the next scan starts a new one.
 */
function getFaceWorker() {
  faceWorker ??= (async () => {
    try {
      const worker = new Worker(new URL('./face.worker.ts', import.meta.url), { type: 'module', name: 'face' });
      const link = await linkFaceWorker(worker, () => {
        faceWorker = null;
      });
      return { link, error: null };
    } catch (e) {
      return { link: null, error: e instanceof Error ? e.message : String(e) };
    }
  })();
  return faceWorker;
}

/**
 * One frame: the detection to take up with it (`faceFor`), then the session samples it. `timer` counts
 * this thread's own work on it, `frameTimer` its time from arrival to report.
 */
async function processFrame(
  s: ScanSession<SourceFrame>,
  { frame: image, yuv }: OwnedFrame,
  timestampMs: number,
  arrivedAt: number,
) {
  let frame = image;
  let pixels: SourceFrame | null = null;
  try {
    let detection: Detection | undefined;
    ({ frame, detection } = await faceFor(s, frame, timestampMs));
    const started = performance.now();
    pixels = new SourceFrame(frame, yuv, canvasFor(frame), rgba);
    const report = await s.processFrame(pixels, timestampMs, detection);
    const ended = performance.now();
    timer.add(ended - started);
    frameTimer.add(ended - arrivedAt);
    return report;
  } finally {
    pixels?.release();
    // A frame that failed before it was sampled gives its 4:2:0 copy back too.
    releaseYuv(yuv);
    frame.close();
  }
}

/**
 * The detection a frame is sampled with. A file's frame due for one (`detectionDue`) goes to the face
 * worker and comes back with its own face. A camera's never waits: when the cadence says so a copy is
 * lent to the face worker, and the frame takes up the answer that came back since the last frame, if any.
 */
async function faceFor(
  s: ScanSession<SourceFrame>,
  frame: FrameSource,
  timestampMs: number,
): Promise<{ frame: FrameSource; detection: Detection | undefined }> {
  const link = s.mode === 'face-model' ? detector : null;
  if (!link) return { frame, detection: undefined };
  if (source === 'video') {
    if (!s.detectionDue) return { frame, detection: undefined };
    const back = await link.ask((worker) => worker.detect(Comlink.transfer({ frame, timestampMs }, [frame])));
    detections += 1;
    return { frame: back.frame, detection: { face: back.face, timestampMs } };
  }
  if (detectionFailure !== null) {
    const failure = detectionFailure;
    detectionFailure = null;
    throw failure;
  }
  if (cadence.frame(timestampMs)) await lend(link, frame, timestampMs);
  const detection = answered;
  answered = undefined;
  return { frame, detection };
}

/**
 * Sends a copy of a camera frame to the face worker (a VideoFrame's clone shares its pixels; a bitmap is
 * copied) and returns once it is sent; the answer, or the failure, is kept for the next frame.
 */
async function lend(link: FaceWorkerLink, frame: FrameSource, timestampMs: number): Promise<void> {
  const sentAt = performance.now();
  let copy: FrameSource;
  try {
    copy = isVideoFrame(frame) ? frame.clone() : await createImageBitmap(frame);
  } catch (e) {
    cadence.answered(performance.now() - sentAt);
    throw e;
  }
  detecting = link
    .ask((worker) => worker.detect(Comlink.transfer({ frame: copy, timestampMs }, [copy])))
    .then(
      ({ face, frame: back }) => {
        back.close();
        detections += 1;
        answered = { face, timestampMs };
      },
      (e: unknown) => {
        // A lost face worker refuses the call without taking the copy: it is ours to close.
        copy.close();
        detectionFailure = e;
      },
    )
    .finally(() => cadence.answered(performance.now() - sentAt));
}

/** The reusable canvas a frame is drawn on when its pixels cannot be copied out directly. */
function canvasFor(frame: FrameSource) {
  return () => {
    const { width, height } = frameSize(frame);
    canvas ??= new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (!canvas) throw new Error('No 2D canvas in the worker');
    return canvas;
  };
}

function running(): ScanSession<SourceFrame> {
  if (!session) throw new Error(NOT_INITIALIZED);
  return session;
}

/** The worker's API, called from the page through Comlink. */
const api = {
  async coreVersion(): Promise<string> {
    return (await getCore()).version();
  },

  /** Loads the core and the face model; the scan falls back to the skin-colour check without a model. */
  async prepare(): Promise<PipelineInfo> {
    const [c, f] = await Promise.all([getCore(), getFaceWorker()]);
    return { coreVersion: c.version(), faceMode: f.link ? 'face-model' : 'skin-colour', faceModelError: f.error };
  },

  /** Starts a new scan of `from`, discarding the previous recording. */
  async begin(from: ScanSource): Promise<void> {
    // The previous scan's last frames and detection finish first, so their times do not count for this one.
    await lastFrame;
    await detecting;
    const [c, f] = await Promise.all([getCore(), getFaceWorker()]);
    session = new ScanSession<SourceFrame>(c, f.link ? 'face-model' : 'skin-colour');
    detector = f.link;
    source = from;
    cadence = new DetectionCadence();
    answered = undefined;
    detectionFailure = null;
    detections = 0;
    timer.reset();
    frameTimer.reset();
    await detector?.ask((worker) => worker.resetStats());
  },

  processFrame(frame: CapturedFrame): Promise<FrameReport> {
    const { image, timestampMs } = frame;
    const arrivedAt = performance.now();
    const s = session;
    if (!s) {
      image.close();
      return Promise.reject(new Error(NOT_INITIALIZED));
    }
    // Copied out of the camera's buffer on arrival, not at its turn; a failed copy fails the frame at its turn.
    const own = ownFrame(image);
    own.catch(() => undefined);
    const done = lastFrame.then(async () => processFrame(s, await own, timestampMs, arrivedAt));
    lastFrame = done.catch(() => undefined);
    return done;
  },

  live() {
    return running().live();
  },

  /** The final analysis, once the frames still in the workers are recorded. */
  async finish() {
    await lastFrame;
    return running().finish();
  },

  async trace() {
    await lastFrame;
    return session?.trace() ?? null;
  },

  /** The benchmark's classic methods on the last scan's trace (`/benchmark`; `classicRates.ts`). */
  async classicRates(methods: readonly ClassicMethod[]) {
    await lastFrame;
    return classicRates(session?.trace() ?? null, methods);
  },

  async stats(): Promise<WorkerStats> {
    const counts = session?.counts ?? { frames: 0, faceFrames: 0 };
    const detection = (await detector?.ask((worker) => worker.stats())) ?? { msMedian: 0, msP95: 0 };
    return {
      ...counts,
      workerMsMedian: timer.quantile(0.5),
      workerMsP95: timer.quantile(0.95),
      frameMsMedian: frameTimer.quantile(0.5),
      frameMsP95: frameTimer.quantile(0.95),
      detections,
      detectionInterval:
        session?.mode !== 'face-model' ? 0 : source === 'camera' ? cadence.interval : session.detectEvery,
      detectorMsMedian: detection.msMedian,
      detectorMsP95: detection.msP95,
      wasmMemoryBytes: (await getCore()).memoryBytes(),
    };
  },
};

export type ScanWorkerApi = typeof api;
Comlink.expose(api);
