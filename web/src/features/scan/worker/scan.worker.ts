/// <reference lib="webworker" />
/**
 * The scan worker: owns the WASM signal core and the running scan, and starts the face worker that runs
 * the face detector. The page sends it frames as transferred ImageBitmaps and asks for the live and
 * final results through Comlink. Every second frame moves on to the face worker once sampled; only
 * numbers leave the workers.
 */
import { loadRppgCore, type RppgCore } from '@ai-doctor/rppg-core';
import wasmUrl from '@ai-doctor/rppg-core/rppg_core.wasm?url';
import * as Comlink from 'comlink';
import type { FaceWorkerApi } from './face.worker.ts';
import {
  type FaceFinder,
  type FaceMode,
  type FrameImage,
  type FrameReport,
  type PixelRect,
  ScanSession,
} from './scanSession.ts';
import { WorkTimer } from './workTimer.ts';

/** A frame held as an ImageBitmap; pixels are read through one reusable canvas. */
class BitmapFrame implements FrameImage {
  constructor(
    readonly source: ImageBitmap,
    readonly canvas: OffscreenCanvasRenderingContext2D,
  ) {}

  get width(): number {
    return this.source.width;
  }

  get height(): number {
    return this.source.height;
  }

  pixels({ x, y, width, height }: PixelRect): Uint8ClampedArray {
    const c = this.canvas;
    if (c.canvas.width < width || c.canvas.height < height) {
      c.canvas.width = Math.max(c.canvas.width, width);
      c.canvas.height = Math.max(c.canvas.height, height);
    }
    c.drawImage(this.source, x, y, width, height, 0, 0, width, height);
    return c.getImageData(0, 0, width, height).data;
  }
}

export interface PipelineInfo {
  coreVersion: string;
  faceMode: FaceMode;
  /** Why the face model is not used, when it is not. */
  faceModelError: string | null;
}

export interface WorkerStats {
  frames: number;
  faceFrames: number;
  /** The scan worker's time per frame (sampling, recording, starting a detection), ms. */
  workerMsMedian: number;
  workerMsP95: number;
  /** The face worker's time per detection, ms (0 without the face model). */
  detectorMsMedian: number;
  detectorMsP95: number;
  /** The core's WebAssembly linear memory, bytes. */
  wasmMemoryBytes: number;
}

const NOT_INITIALIZED = 'Hybrid rPPG service not initialized';

let core: Promise<RppgCore> | null = null;
let finder: Promise<{ find: FaceFinder<BitmapFrame> | null; error: string | null }> | null = null;
let faceWorker: Comlink.Remote<FaceWorkerApi> | null = null;
let session: ScanSession<BitmapFrame> | null = null;
let canvas: OffscreenCanvasRenderingContext2D | null = null;
/** Frames are processed one after another, each after the detection it uses has answered. */
let lastFrame: Promise<unknown> = Promise.resolve();
const timer = new WorkTimer();

function getCore(): Promise<RppgCore> {
  core ??= loadRppgCore(fetch(wasmUrl));
  return core;
}

/** A finder that hands frames to the face worker; null, with the reason, when the detector cannot load. */
function getFinder() {
  finder ??= (async () => {
    try {
      const worker = new Worker(new URL('./face.worker.ts', import.meta.url), { type: 'module', name: 'face' });
      const face = Comlink.wrap<FaceWorkerApi>(worker);
      await face.load().catch((e: unknown) => {
        worker.terminate();
        throw e;
      });
      faceWorker = face;
      // The session calls this after sampling the frame, so the frame itself can move to the face worker.
      const find: FaceFinder<BitmapFrame> = ({ source }, timestampMs) =>
        face.detect(Comlink.transfer({ frame: source, timestampMs }, [source]));
      return { find, error: null };
    } catch (e) {
      return { find: null, error: e instanceof Error ? e.message : String(e) };
    }
  })();
  return finder;
}

async function processFrame(s: ScanSession<BitmapFrame>, bitmap: ImageBitmap, timestampMs: number) {
  await s.detectionSettled();
  canvas ??= new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
  if (!canvas) throw new Error('No 2D canvas in the worker');
  const started = performance.now();
  const report = s.processFrame(new BitmapFrame(bitmap, canvas), timestampMs);
  timer.add(performance.now() - started);
  return report;
}

function running(): ScanSession<BitmapFrame> {
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
    const [c, f] = await Promise.all([getCore(), getFinder()]);
    return { coreVersion: c.version(), faceMode: f.find ? 'face-model' : 'skin-colour', faceModelError: f.error };
  },

  /** Starts a new scan, discarding the previous recording. */
  async begin(): Promise<void> {
    const [c, f] = await Promise.all([getCore(), getFinder()]);
    session = new ScanSession<BitmapFrame>(c, f.find ? 'face-model' : 'skin-colour', f.find);
    timer.reset();
    await faceWorker?.resetStats();
  },

  processFrame(frame: { bitmap: ImageBitmap; timestampMs: number }): Promise<FrameReport> {
    const { bitmap, timestampMs } = frame;
    let s: ScanSession<BitmapFrame>;
    try {
      s = running();
    } catch (e) {
      bitmap.close();
      return Promise.reject(e);
    }
    const done = lastFrame.then(() => processFrame(s, bitmap, timestampMs)).finally(() => bitmap.close());
    lastFrame = done.catch(() => undefined);
    return done;
  },

  live() {
    return running().live();
  },

  finish() {
    return running().finish();
  },

  trace() {
    return session?.trace() ?? null;
  },

  async stats(): Promise<WorkerStats> {
    const counts = session?.counts ?? { frames: 0, faceFrames: 0 };
    const detector = (await faceWorker?.stats()) ?? { msMedian: 0, msP95: 0 };
    return {
      ...counts,
      workerMsMedian: timer.quantile(0.5),
      workerMsP95: timer.quantile(0.95),
      detectorMsMedian: detector.msMedian,
      detectorMsP95: detector.msP95,
      wasmMemoryBytes: (await getCore()).memoryBytes(),
    };
  },
};

export type ScanWorkerApi = typeof api;
Comlink.expose(api);
