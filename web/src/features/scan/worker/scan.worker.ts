/// <reference lib="webworker" />
/**
 * The scan worker: owns the WASM signal core, the face detector and the running scan. The page sends
 * it frames as transferred ImageBitmaps and asks for the live and final results through Comlink.
 * Frames never leave this worker; only numbers do.
 */
import { loadRppgCore, type RppgCore } from '@ai-doctor/rppg-core';
import wasmUrl from '@ai-doctor/rppg-core/rppg_core.wasm?url';
import * as Comlink from 'comlink';
import { blazeFaceFinder, loadFaceDetector } from './faceDetector.ts';
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
  workerMsMedian: number;
  workerMsP95: number;
  /** The core's WebAssembly linear memory, bytes. */
  wasmMemoryBytes: number;
}

const NOT_INITIALIZED = 'Hybrid rPPG service not initialized';

let core: Promise<RppgCore> | null = null;
let finder: Promise<{ find: FaceFinder<BitmapFrame> | null; error: string | null }> | null = null;
let session: ScanSession<BitmapFrame> | null = null;
let canvas: OffscreenCanvasRenderingContext2D | null = null;
const timer = new WorkTimer();

function getCore(): Promise<RppgCore> {
  core ??= loadRppgCore(fetch(wasmUrl));
  return core;
}

function getFinder() {
  finder ??= loadFaceDetector().then(
    (detector) => ({ find: blazeFaceFinder(detector), error: null }),
    (e: unknown) => ({ find: null, error: e instanceof Error ? e.message : String(e) }),
  );
  return finder;
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
  },

  processFrame(frame: { bitmap: ImageBitmap; timestampMs: number }): FrameReport {
    const { bitmap, timestampMs } = frame;
    try {
      const s = running();
      canvas ??= new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
      if (!canvas) throw new Error('No 2D canvas in the worker');
      const started = performance.now();
      const report = s.processFrame(new BitmapFrame(bitmap, canvas), timestampMs);
      timer.add(performance.now() - started);
      return report;
    } finally {
      bitmap.close();
    }
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
    return {
      ...counts,
      workerMsMedian: timer.quantile(0.5),
      workerMsP95: timer.quantile(0.95),
      wasmMemoryBytes: (await getCore()).memoryBytes(),
    };
  },
};

export type ScanWorkerApi = typeof api;
Comlink.expose(api);
