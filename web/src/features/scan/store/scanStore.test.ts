import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CapturedFrame } from '../capture/framePump.ts';
import {
  MIN_VIDEO_MS,
  VIDEO_FACE_DEADLINE_MS,
  VIDEO_INTERRUPTED,
  VIDEO_NO_FACE,
  VIDEO_TOO_SHORT,
  VIDEO_UNREADABLE,
  VideoFileError,
} from '../capture/videoFileSource.ts';
import {
  FACE_TRACKING_LOST,
  FACE_WAIT_LIMIT_MS,
  FACE_WAIT_NOTICE_MS,
  MIN_FACE_TIME_MS,
  SCAN_DURATION_MS,
} from '../constants.ts';
import { OfflineError } from '../measurement/enhancement.ts';
import type { FrameReport, LiveReport } from '../worker/scanSession.ts';
import type { RecordedTrace } from '../worker/traceRecorder.ts';
import { createScanStore, shownProgress, statusText } from './scanStore.ts';
import type { ScanDeps, ScanService } from './scanTypes.ts';

/** A fake camera track / stream with the parts the store touches. */
class FakeTrack extends EventTarget {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}
function fakeStream() {
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

const liveReport: LiveReport = {
  guidance: 'detected',
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
function fakeService(
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
      detectorMsMedian: 7,
      detectorMsP95: 9,
      wasmMemoryBytes: 1 << 20,
    })),
  } satisfies ScanService;
}

const FRAME: CapturedFrame = { bitmap: {} as ImageBitmap, timestampMs: 0 };
const NO_FACE: FrameReport = { faceDetected: false, guidance: 'looking' };

function setup(over: Partial<ScanDeps> = {}, service = fakeService()) {
  const { stream, track } = fakeStream();
  let hidden: (() => void) | null = null;
  let send: ((f: CapturedFrame) => Promise<unknown>) | null = null;
  let frameError: ((e: unknown) => void) | null = null;
  const pump = {
    stop: vi.fn(),
    stats: () => ({ delivered: 3, processed: 3, dropped: 0, deliveredFps: 30, processedFps: 30, streamStartMs: 0 }),
  };
  /** A chosen video: its media clock is `mediaMs`, moved by the test. */
  const videoFile = { video: {} as HTMLVideoElement, readMs: SCAN_DURATION_MS, preview: null, close: vi.fn() };
  let mediaMs = 0;
  let videoEnd: ((readMs: number) => void) | null = null;
  const videoPump = { ...pump, stop: vi.fn(), elapsedMs: () => mediaMs };
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
    /** The video plays on to `ms` of media time. */
    playVideoTo: (ms: number) => {
      mediaMs = ms;
    },
    endVideo: (readMs: number) => videoEnd?.(readMs),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scan store lifecycle (spec 01 §4)', () => {
  it('idle → initializing → active → complete with the core result, camera stopped at the end', async () => {
    const t = setup();
    expect(t.store.getState().phase).toBe('idle');
    const starting = t.store.getState().start();
    expect(t.store.getState().phase).toBe('initializing');
    await starting;
    expect(t.store.getState()).toMatchObject({ phase: 'active', progress: 0 });
    await t.sendFrame(FRAME);
    expect(t.store.getState().stream).not.toBeNull();
    expect(t.service.begin).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3_500);
    expect(t.store.getState().progress).toBeCloseTo(10);
    expect(t.store.getState().elapsedMs).toBe(3_500);
    expect(t.store.getState().live).toEqual(liveReport.live);
    expect(t.store.getState().guidance).toBe('detected');

    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS - 3_500);
    await vi.waitFor(() => expect(t.store.getState().phase).toBe('complete'));
    expect(t.store.getState()).toMatchObject({ progress: 100, elapsedMs: SCAN_DURATION_MS, stream: null });
    expect(t.store.getState().results).toMatchObject({ heartRate: 71, source: 'browser' });
    expect(t.track.stopped).toBe(true);
    expect(t.pump.stop).toHaveBeenCalled();
    expect(t.deps.enhance).not.toHaveBeenCalled();
    expect(t.store.lastTrace()).toMatchObject({
      timestampsMs: [0, 33],
      meta: { faceMode: 'face-model', resultSource: 'browser' },
    });
  });

  it('ignores a start while initializing', async () => {
    const t = setup();
    const first = t.store.getState().start();
    const second = t.store.getState().start();
    await Promise.all([first, second]);
    expect(t.deps.openCamera).toHaveBeenCalledTimes(1);
  });

  it('stop returns to idle, clears progress and live data and turns the camera off', async () => {
    const t = setup();
    await t.store.getState().start();
    await vi.advanceTimersByTimeAsync(2_000);
    t.store.getState().stop();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', progress: 0, elapsedMs: 0, live: null, stream: null });
    expect(t.track.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    expect(t.store.getState().phase).toBe('idle');
    expect(t.service.finish).not.toHaveBeenCalled();
  });

  it('a stop during initialisation releases the camera once it opens', async () => {
    const t = setup();
    const starting = t.store.getState().start();
    t.store.getState().stop();
    await starting;
    expect(t.store.getState().phase).toBe('idle');
    expect(t.track.stopped).toBe(true);
    expect(t.deps.startPump).not.toHaveBeenCalled();
  });

  it('start clears the previous results', async () => {
    const t = setup();
    await t.startWithFace();
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    await vi.waitFor(() => expect(t.store.getState().results).not.toBeNull());
    const again = t.store.getState().start();
    expect(t.store.getState().results).toBeNull();
    await again;
    expect(t.store.getState().phase).toBe('active');
  });

  it('counts frames with a face towards the limited-data share', async () => {
    const service = fakeService();
    service.finish.mockRejectedValue(new Error('no pulse'));
    service.processFrame.mockResolvedValueOnce({ faceDetected: false, guidance: 'position' });
    const t = setup({}, service);
    await t.store.getState().start();
    for (let i = 0; i < 4; i++) await t.sendFrame({ bitmap: {} as ImageBitmap, timestampMs: i * 33 });
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    await vi.waitFor(() => expect(t.store.getState().phase).toBe('complete'));
    expect(t.store.getState().results).toMatchObject({
      note: 'Measurement completed with limited data',
      quality: { facePresentShare: 0.75 },
    });
  });

  it('logs a failing frame path once per scan, not once per frame', async () => {
    const t = setup();
    await t.store.getState().start();
    for (let i = 0; i < 30; i++) t.failFrame(new Error('Hybrid rPPG service not initialized'));
    expect(t.logs).toEqual(['Frame processing failed']);
    expect(t.store.getState().phase).toBe('active');
  });

  it('face tracking stopping mid-scan ends the scan at once with no result (a retake), camera off', async () => {
    const t = setup();
    await t.store.getState().start();
    await vi.advanceTimersByTimeAsync(10_000);
    t.failFrame(new Error(FACE_TRACKING_LOST));
    expect(t.store.getState()).toMatchObject({
      phase: 'complete',
      results: null,
      progress: 0,
      live: null,
      stream: null,
    });
    expect(t.track.stopped).toBe(true);
    expect(t.pump.stop).toHaveBeenCalled();
    expect(t.logs).toEqual(['Frame processing failed']);
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    expect(t.service.finish).not.toHaveBeenCalled();
    expect(t.store.getState()).toMatchObject({ phase: 'complete', results: null });
    expect(t.store.lastTrace()).toBeNull();
  });

  it('enhances a low-confidence result through the server and tags it', async () => {
    const t = setup(
      {},
      fakeService({ heartRate: 72, confidence: 0.55, prq: 45, source: 'browser', withheld: {}, atLimit: {} }),
    );
    await t.startWithFace();
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    await vi.waitFor(() => expect(t.store.getState().phase).toBe('complete'));
    expect(t.deps.enhance).toHaveBeenCalledTimes(1);
    expect(t.store.getState().results).toMatchObject({ heartRate: 75, source: 'ai-enhanced', prq: 72 });
  });

  it('without a signal service the scan completes with no results and logs why', async () => {
    const t = setup({
      service: () => {
        throw new Error('Worker failed');
      },
    });
    await t.store.getState().start();
    expect(t.deps.startPump).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    await vi.waitFor(() => expect(t.store.getState().phase).toBe('complete'));
    expect(t.store.getState().results).toBeNull();
    expect(t.logs).toEqual([
      'The rPPG signal service could not start',
      'Scan completed but the rPPG signal service is missing; no results.',
    ]);
  });
});

describe('the scan waits for a face (issue 29)', () => {
  it('counts only time with a face in view; after a while without one it says so, until the face is back', async () => {
    const t = setup();
    await t.startWithFace();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.store.getState().elapsedMs).toBe(2_000);
    t.service.processFrame.mockResolvedValue(NO_FACE);
    await t.sendFrame(FRAME);
    await vi.advanceTimersByTimeAsync(FACE_WAIT_NOTICE_MS - 100);
    expect(t.store.getState()).toMatchObject({ elapsedMs: 2_000, waitingForFace: false, phase: 'active' });
    await vi.advanceTimersByTimeAsync(100);
    expect(t.store.getState()).toMatchObject({ elapsedMs: 2_000, waitingForFace: true });
    t.service.processFrame.mockResolvedValue({ faceDetected: true, guidance: 'detected' });
    await t.sendFrame(FRAME);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.store.getState()).toMatchObject({ elapsedMs: 3_000, waitingForFace: false });
  });

  it('a scan that never sees a face ends on the no-face state: no result, no analysis, camera off', async () => {
    const service = fakeService();
    service.processFrame.mockResolvedValue(NO_FACE);
    const t = setup({}, service);
    await t.store.getState().start();
    await t.sendFrame(FRAME);
    await vi.advanceTimersByTimeAsync(FACE_WAIT_LIMIT_MS - 100);
    expect(t.store.getState()).toMatchObject({ phase: 'active', elapsedMs: 0, waitingForFace: true });
    await vi.advanceTimersByTimeAsync(100);
    expect(t.store.getState()).toMatchObject({
      phase: 'complete',
      results: null,
      noFaceFound: true,
      waitingForFace: false,
      live: null,
      stream: null,
    });
    expect(t.track.stopped).toBe(true);
    expect(t.service.finish).not.toHaveBeenCalled();
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'active', noFaceFound: false });
  });

  it('too little face time before the face left also measured nothing', async () => {
    const t = setup();
    await t.startWithFace();
    await vi.advanceTimersByTimeAsync(MIN_FACE_TIME_MS - 1_000);
    t.service.processFrame.mockResolvedValue(NO_FACE);
    await t.sendFrame(FRAME);
    await vi.advanceTimersByTimeAsync(FACE_WAIT_LIMIT_MS);
    expect(t.store.getState()).toMatchObject({ phase: 'complete', results: null, noFaceFound: true });
    expect(t.service.finish).not.toHaveBeenCalled();
  });

  it('enough face time before the face left is analysed as the scan', async () => {
    const t = setup();
    await t.startWithFace();
    await vi.advanceTimersByTimeAsync(MIN_FACE_TIME_MS);
    t.service.processFrame.mockResolvedValue(NO_FACE);
    await t.sendFrame(FRAME);
    await vi.advanceTimersByTimeAsync(FACE_WAIT_LIMIT_MS);
    await vi.waitFor(() => expect(t.store.getState().phase).toBe('complete'));
    expect(t.store.getState()).toMatchObject({ noFaceFound: false, results: { heartRate: 71 } });
    expect(t.service.finish).toHaveBeenCalledTimes(1);
  });

  it('stopping while waiting for a face returns to idle', async () => {
    const service = fakeService();
    service.processFrame.mockResolvedValue(NO_FACE);
    const t = setup({}, service);
    await t.store.getState().start();
    await t.sendFrame(FRAME);
    await vi.advanceTimersByTimeAsync(FACE_WAIT_NOTICE_MS);
    expect(t.store.getState().waitingForFace).toBe(true);
    t.store.getState().stop();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', waitingForFace: false, noFaceFound: false });
    expect(t.track.stopped).toBe(true);
  });
});

describe('camera errors (spec 01 §8)', () => {
  it("an Error from getUserMedia → 'Camera access denied or not available'", async () => {
    const t = setup({
      openCamera: async () => {
        throw new DOMException('Permission denied', 'NotAllowedError');
      },
    });
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
  });

  it("a non-Error failure → 'Failed to access camera'", async () => {
    const t = setup({ openCamera: () => Promise.reject('nope') });
    await t.store.getState().start();
    expect(t.store.getState().cameraError).toBe('Failed to access camera');
  });

  it('the camera ending mid-scan stops the scan and reports it', async () => {
    const t = setup();
    await t.store.getState().start();
    t.track.dispatchEvent(new Event('ended'));
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.pump.stop).toHaveBeenCalled();
  });

  it('the page being hidden stops the scan and the camera', async () => {
    const t = setup();
    await t.store.getState().start();
    t.hide();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.track.stopped).toBe(true);
  });

  it('the page being hidden while the worker loads cancels the scan before it starts', async () => {
    const service = fakeService();
    let loaded: () => void = () => undefined;
    service.prepare.mockReturnValue(
      new Promise((resolve) => {
        loaded = () => resolve({ coreVersion: '0.1.0', faceMode: 'face-model', faceModelError: null });
      }),
    );
    const t = setup({}, service);
    const starting = t.store.getState().start();
    await vi.waitFor(() => expect(t.service.prepare).toHaveBeenCalled());
    t.hide();
    loaded();
    await starting;
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.track.stopped).toBe(true);
    expect(t.deps.startPump).not.toHaveBeenCalled();
  });

  it('a page already hidden when the camera opens cancels the scan (no further event will come)', async () => {
    const t = setup({
      onHidden: (cb) => {
        cb();
        return () => undefined;
      },
    });
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.track.stopped).toBe(true);
    expect(t.deps.startPump).not.toHaveBeenCalled();
  });

  it('a new start clears the camera error', async () => {
    let fail = true;
    const { stream } = fakeStream();
    const t = setup({
      openCamera: async () => {
        if (fail) throw new Error('busy');
        return { stream, settings: { locked: [] } };
      },
    });
    await t.store.getState().start();
    fail = false;
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'active', cameraError: null });
  });
});

describe('display helpers', () => {
  it('shows progress × 2, capped at 100', () => {
    expect(shownProgress(0)).toBe(0);
    expect(shownProgress(30)).toBe(60);
    expect(shownProgress(50)).toBe(100);
    expect(shownProgress(80)).toBe(100);
  });

  it("uses the spec's chip texts", () => {
    expect(statusText('looking')).toBe('Looking for face...');
    expect(statusText('position')).toBe('Position your face in the square frame');
    expect(statusText('detected')).toBe('Face detected! Stay still for accurate measurement');
  });
});

describe('measuring a video file', () => {
  const file = new Blob(['video']);

  it('plays the file through the same worker and completion, on its media clock, and ends on the results', async () => {
    const t = setup();
    await t.store.getState().startFromVideo(file);
    expect(t.store.getState()).toMatchObject({ phase: 'active', source: 'video', videoError: null });
    expect(t.deps.openCamera).not.toHaveBeenCalled();
    expect(t.service.begin).toHaveBeenCalledTimes(1);
    await t.sendFrame({ bitmap: {} as ImageBitmap, timestampMs: 0 });
    expect(t.service.processFrame).toHaveBeenCalledTimes(1);

    // Progress follows the media time read, not the wall clock.
    t.playVideoTo(7_000);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.store.getState().progress).toBeCloseTo(20);
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    expect(t.store.getState().phase).toBe('active');

    t.endVideo(SCAN_DURATION_MS - 30);
    await vi.waitFor(() => expect(t.store.getState().phase).toBe('complete'));
    expect(t.store.getState().results).toMatchObject({ heartRate: 71, source: 'browser' });
    expect(t.videoFile.close).toHaveBeenCalled();
    expect(t.videoPump.stop).toHaveBeenCalled();
  });

  it('a file the browser cannot open goes back to the start with its message', async () => {
    const t = setup({
      openVideoFile: vi.fn(async () => {
        throw new VideoFileError(VIDEO_TOO_SHORT);
      }),
    });
    await t.store.getState().startFromVideo(file);
    expect(t.store.getState()).toMatchObject({ phase: 'idle', videoError: VIDEO_TOO_SHORT, results: null });
    expect(t.deps.startVideoPump).not.toHaveBeenCalled();
  });

  it('an unexpected failure to play reads as a video the browser cannot play', async () => {
    const t = setup({
      startVideoPump: vi.fn(async () => {
        throw new DOMException('decode', 'NotSupportedError');
      }),
    });
    await t.store.getState().startFromVideo(file);
    expect(t.store.getState()).toMatchObject({ phase: 'idle', videoError: VIDEO_UNREADABLE });
    expect(t.videoFile.close).toHaveBeenCalled();
  });

  it('stops a video with no face in its first seconds, with no result', async () => {
    const service = fakeService();
    service.processFrame.mockResolvedValue({ faceDetected: false, guidance: 'position' });
    const t = setup({}, service);
    await t.store.getState().startFromVideo(file);
    await t.sendFrame({ bitmap: {} as ImageBitmap, timestampMs: 0 });
    t.playVideoTo(VIDEO_FACE_DEADLINE_MS);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.store.getState()).toMatchObject({ phase: 'idle', videoError: VIDEO_NO_FACE, results: null });
    expect(service.finish).not.toHaveBeenCalled();
  });

  it('a video that ends before the minimum is too short, whatever its header said', async () => {
    const t = setup();
    await t.store.getState().startFromVideo(file);
    await t.sendFrame({ bitmap: {} as ImageBitmap, timestampMs: 0 });
    t.endVideo(MIN_VIDEO_MS - 1_000);
    expect(t.store.getState()).toMatchObject({ phase: 'idle', videoError: VIDEO_TOO_SHORT, results: null });
    expect(t.service.finish).not.toHaveBeenCalled();
  });

  it('stops when the page is hidden, and a camera scan afterwards clears the video message', async () => {
    const t = setup();
    await t.store.getState().startFromVideo(file);
    t.hide();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', videoError: VIDEO_INTERRUPTED });
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'active', source: 'camera', videoError: null });
  });
});

describe('offline', () => {
  it('says the re-analysis needs a connection when the completion could not reach the server', async () => {
    const service = fakeService({ heartRate: 71, confidence: 0.5, reliable: false, source: 'browser' });
    const t = setup(
      {
        enhance: vi.fn(async () => {
          throw new OfflineError();
        }),
      },
      service,
    );
    await t.startWithFace();
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    await vi.waitFor(() => expect(t.store.getState().phase).toBe('complete'));
    expect(t.store.getState()).toMatchObject({ reanalysisOffline: true, results: { heartRate: 71 } });
    expect(t.logs).toEqual([]);
  });
});
