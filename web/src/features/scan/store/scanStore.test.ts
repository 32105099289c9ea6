import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACE_TRACKING_LOST, SCAN_DURATION_MS } from '../constants.ts';
import { OfflineError } from '../measurement/enhancement.ts';
import { shownProgress, statusText } from './scanStore.ts';
import { FRAME, fakeService, liveReport, setup } from './scanStoreFakes.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scan store lifecycle (spec 01 §4)', () => {
  it("shows the progress tick and the live refresh with the page's next frame, together: one update a frame", async () => {
    const frames: (() => void)[] = [];
    const t = setup({ nextFrame: (cb) => frames.push(cb) });
    await t.startWithFace();
    const updates: number[] = [];
    t.store.subscribe((s) => updates.push(s.elapsedMs));
    // Five ticks and a live refresh with no frame drawn: nothing shown yet, one frame asked for.
    await vi.advanceTimersByTimeAsync(500);
    expect(t.store.getState()).toMatchObject({ elapsedMs: 0, live: null });
    expect(frames).toHaveLength(1);
    for (const draw of frames.splice(0)) draw();
    expect(updates).toEqual([500]);
    expect(t.store.getState()).toMatchObject({ elapsedMs: 500, live: liveReport.live });
    // A scan stopped before its next frame shows nothing more.
    await vi.advanceTimersByTimeAsync(100);
    t.store.getState().stop();
    for (const draw of frames.splice(0)) draw();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', elapsedMs: 0 });
  });

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
    expect(t.service.begin).toHaveBeenCalledWith('camera');

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
    for (let i = 0; i < 4; i++) await t.sendFrame({ image: {} as ImageBitmap, timestampMs: i * 33 });
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

describe('display helpers', () => {
  it('shows the real share of the scan, 0–100 %, not twice it (ADR-28)', () => {
    expect(shownProgress(0)).toBe(0);
    expect(shownProgress(30)).toBe(30);
    expect(shownProgress(50)).toBe(50);
    expect(shownProgress(100)).toBe(100);
    expect(shownProgress(104)).toBe(100);
  });

  it("uses the spec's chip texts", () => {
    expect(statusText('looking')).toBe('Looking for face...');
    expect(statusText('position')).toBe('Position your face in the square frame');
    expect(statusText('detected')).toBe('Face detected! Stay still for accurate measurement');
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
