import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACE_WAIT_LIMIT_MS, FACE_WAIT_NOTICE_MS, MIN_FACE_TIME_MS } from '../constants.ts';
import { FRAME, fakeService, NO_FACE, setup } from './scanStoreFakes.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
