// What the scan store tests drive it with: a fake camera, worker, pump and video, and the store built on them.
import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { vi } from 'vitest';
import type { CapturedFrame } from '../capture/framePump.ts';
import type { VideoFileEnd } from '../capture/videoFilePump.ts';
import { SCAN_DURATION_MS } from '../constants.ts';
import type { FrameReport, LiveReport } from '../worker/scanSession.ts';
import type { RecordedTrace } from '../worker/traceRecorder.ts';
import { createScanStore } from './scanStore.ts';
import type { ScanDeps, ScanService } from './scanTypes.ts';

/** A fake camera track / stream with the parts the store touches. */
class FakeTrack extends EventTarget {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}
export function fakeStream() {
  const track = new FakeTrack();
  const stream = { getVideoTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

const trace: RecordedTrace = {
  timestampsMs: [0, 33],
  rois: [{ name: 'forehead', rgb: [1, 2, 3, 4, 5, 6] }],
  facePresent: [1, 1],
  landmarks: [],
  timeSeriesData: [
    [1, 2, 3],
    [4, 5, 6],
  ],
};

export const liveReport: LiveReport = {
  guidance: 'detected',
  coach: { cause: null, causes: [] },
  live: {
    heartRate: 72,
    signalQuality: 80,
    confidence: 0.8,
    faceDetected: true,
    skinTone: 0.5,
    bloodPressure: { systolic: 118, diastolic: 77, confidence: 0.5 },
    timeSeriesData: [],
  },
};

/** The scan worker mocked at its Comlink interface. */
export function fakeService(
  result: Partial<MeasurementResult> = { heartRate: 71, confidence: 0.9, reliable: true, source: 'browser' },
) {
  return {
    prepare: vi.fn(async () => ({ coreVersion: '0.1.0', faceMode: 'face-model' as const, faceModelError: null })),
    begin: vi.fn(async () => undefined),
    processFrame: vi.fn(async (): Promise<FrameReport> => ({ faceDetected: true, guidance: 'detected' })),
    live: vi.fn(async () => liveReport),
    finish: vi.fn(async () => result as MeasurementResult),
    trace: vi.fn(async () => trace),
    stats: vi.fn(async () => ({
      frames: 3,
      faceFrames: 3,
      workerMsMedian: 5,
      workerMsP95: 8,
      frameMsMedian: 2,
      frameMsP95: 10,
      detections: 2,
      detectionInterval: 2,
      detectorMsMedian: 7,
      detectorMsP95: 9,
      wasmMemoryBytes: 1 << 20,
    })),
  } satisfies ScanService;
}

export const FRAME: CapturedFrame = { image: {} as ImageBitmap, timestampMs: 0 };
export const NO_FACE: FrameReport = { faceDetected: false, guidance: 'looking' };

export function setup(over: Partial<ScanDeps> = {}, service = fakeService()) {
  const { stream, track } = fakeStream();
  let hidden: (() => void) | null = null;
  let send: ((f: CapturedFrame) => Promise<unknown>) | null = null;
  let frameError: ((e: unknown) => void) | null = null;
  const pump = {
    stop: vi.fn(),
    stats: () => ({
      delivered: 3,
      processed: 3,
      dropped: 0,
      missed: 0,
      deliveredFps: 30,
      processedFps: 30,
      streamStartMs: 0,
    }),
  };
  /** A chosen video; its frames are the ones the test sends. */
  const videoFile = {
    readMs: SCAN_DURATION_MS,
    frames: async function* () {},
    preview: null,
    close: vi.fn(),
  };
  let videoEnd: VideoFileEnd | null = null;
  const videoPump = { ...pump, stop: vi.fn() };
  const logs: string[] = [];
  const deps: ScanDeps = {
    openCamera: vi.fn(async () => ({ stream, settings: { width: 640, height: 480, frameRate: 30, locked: [] } })),
    stopCamera: vi.fn((s: MediaStream) => {
      for (const t of s.getTracks()) t.stop();
    }),
    service: () => service,
    startPump: vi.fn(async (_s, sendFrame, onError) => {
      send = sendFrame;
      frameError = onError;
      return pump;
    }),
    openVideoFile: vi.fn(async () => videoFile),
    startVideoPump: vi.fn(async (_f, sendFrame, onError, onEnd) => {
      send = sendFrame;
      frameError = onError;
      videoEnd = onEnd;
      return videoPump;
    }),
    enhance: vi.fn(async () => ({ heartRate: 75, systolic: 120, diastolic: 80, confidence: 0.75, signalQuality: 72 })),
    // A frame drawn at once: the state a timer sets is there when it has run (a test can hold frames back).
    nextFrame: (callback) => callback(),
    onHidden: (cb) => {
      hidden = cb;
      return () => {
        hidden = null;
      };
    },
    now: () => Date.now(),
    log: (m) => logs.push(m),
    ...over,
  };
  const store = createScanStore(deps);
  return {
    store,
    deps,
    service,
    track,
    pump,
    logs,
    hide: () => hidden?.(),
    sendFrame: (f: CapturedFrame) => (send as NonNullable<typeof send>)(f),
    /** Starts a scan and shows the camera a face (its count runs only with a face in view). */
    async startWithFace() {
      await store.getState().start();
      await (send as NonNullable<typeof send>)(FRAME);
    },
    failFrame: (e: unknown) => frameError?.(e),
    videoFile,
    videoPump,
    /** The workers answer the video's frame at `ms` of media time. */
    checkVideoFrame: (ms: number) => (send as NonNullable<typeof send>)({ ...FRAME, timestampMs: ms }),
    endVideo: (readMs: number, error?: unknown) => videoEnd?.(readMs, error),
  };
}
