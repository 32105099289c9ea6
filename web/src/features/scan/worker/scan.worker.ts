/// <reference lib="webworker" />
/**
 * The scan worker: owns the WASM signal core and the running scan, and starts the face worker that runs
 * the face detector. The page sends it frames, transferred (a camera's VideoFrames, a file's ImageBitmaps:
 * `frameSource.ts`), and asks for the live and final results through Comlink. Every second frame visits
 * the face worker and comes back; every frame is closed here, whatever became of it; only numbers leave
 * the workers.
 */
import { type ClassicMethod, loadRppgCore, type RppgCore } from '@ai-doctor/rppg-core';
import wasmUrl from '@ai-doctor/rppg-core/rppg_core.wasm?url';
import * as Comlink from 'comlink';
import type { CapturedFrame } from '../capture/framePump.ts';
import { classicRates } from './classicRates.ts';
import { type FaceWorkerLink, linkFaceWorker } from './faceWorkerLink.ts';
import {
  BytePool,
  type FrameSource,
  frameSize,
  type OwnedFrame,
  ownFrame,
  releaseYuv,
  SourceFrame,
} from './frameSource.ts';
import { type DetectedFace, type FaceMode, type FrameReport, ScanSession } from './scanSession.ts';
import { WorkTimer } from './workTimer.ts';

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
  /** A frame's time through both workers (detection, when due, then sampling), ms. */
  frameMsMedian: number;
  frameMsP95: number;
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
/** Frames are processed one after another: a frame out at the face worker holds back the next. */
let lastFrame: Promise<unknown> = Promise.resolve();
const timer = new WorkTimer();
const frameTimer = new WorkTimer();

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
 * One frame: when the session asks for a detection, the frame goes to the face worker and comes back
 * with the face found on it; then the session samples it. `timer` counts this thread's own work,
 * `frameTimer` the frame's whole turn through both workers.
 */
async function processFrame(s: ScanSession<SourceFrame>, { frame: image, yuv }: OwnedFrame, timestampMs: number) {
  let frame = image;
  let pixels: SourceFrame | null = null;
  const turn = performance.now();
  try {
    let detection: DetectedFace | null | undefined;
    if (s.detectionDue && detector) {
      ({ frame, face: detection } = await detector.ask((worker) =>
        worker.detect(Comlink.transfer({ frame, timestampMs }, [frame])),
      ));
    }
    const started = performance.now();
    pixels = new SourceFrame(frame, yuv, canvasFor(frame), rgba);
    const report = await s.processFrame(pixels, timestampMs, detection);
    const ended = performance.now();
    timer.add(ended - started);
    frameTimer.add(ended - turn);
    return report;
  } finally {
    pixels?.release();
    // A frame that failed before it was sampled gives its 4:2:0 copy back too.
    releaseYuv(yuv);
    frame.close();
  }
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

  /** Starts a new scan, discarding the previous recording. */
  async begin(): Promise<void> {
    // The previous scan's last frames finish first, so their times do not count for this one.
    await lastFrame;
    const [c, f] = await Promise.all([getCore(), getFaceWorker()]);
    session = new ScanSession<SourceFrame>(c, f.link ? 'face-model' : 'skin-colour');
    detector = f.link;
    timer.reset();
    frameTimer.reset();
    await detector?.ask((worker) => worker.resetStats());
  },

  processFrame(frame: CapturedFrame): Promise<FrameReport> {
    const { image, timestampMs } = frame;
    const s = session;
    if (!s) {
      image.close();
      return Promise.reject(new Error(NOT_INITIALIZED));
    }
    // Copied out of the camera's buffer on arrival, not at its turn; a failed copy fails the frame at its turn.
    const own = ownFrame(image);
    own.catch(() => undefined);
    const done = lastFrame.then(async () => processFrame(s, await own, timestampMs));
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
      detectorMsMedian: detection.msMedian,
      detectorMsP95: detection.msP95,
      wasmMemoryBytes: (await getCore()).memoryBytes(),
    };
  },
};

export type ScanWorkerApi = typeof api;
Comlink.expose(api);
