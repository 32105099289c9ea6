import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MIN_VIDEO_MS,
  VIDEO_FACE_DEADLINE_MS,
  VIDEO_INTERRUPTED,
  VIDEO_NO_FACE,
  VIDEO_TOO_SHORT,
  VIDEO_UNREADABLE,
  VideoFileError,
} from '../capture/videoFileSource.ts';
import { SCAN_DURATION_MS } from '../constants.ts';
import { fakeService, setup } from './scanStoreFakes.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('measuring a video file', () => {
  const file = new Blob(['video']);

  it('plays the file through the same worker and completion, on its media clock, and ends on the results', async () => {
    const t = setup();
    await t.store.getState().startFromVideo(file);
    expect(t.store.getState()).toMatchObject({ phase: 'active', source: 'video', videoError: null });
    expect(t.deps.openCamera).not.toHaveBeenCalled();
    expect(t.service.begin).toHaveBeenCalledTimes(1);
    expect(t.service.begin).toHaveBeenCalledWith('video');
    await t.sendFrame({ image: {} as ImageBitmap, timestampMs: 0 });
    expect(t.service.processFrame).toHaveBeenCalledTimes(1);

    // Progress follows the media time the workers checked, not the wall clock.
    await t.checkVideoFrame(7_000);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.store.getState().progress).toBeCloseTo(20);
    await vi.advanceTimersByTimeAsync(SCAN_DURATION_MS);
    expect(t.store.getState()).toMatchObject({ phase: 'active', elapsedMs: 7_000 });

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
    await t.checkVideoFrame(0);
    await t.checkVideoFrame(VIDEO_FACE_DEADLINE_MS - 33);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.store.getState().phase).toBe('active');
    await t.checkVideoFrame(VIDEO_FACE_DEADLINE_MS);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.store.getState()).toMatchObject({ phase: 'idle', videoError: VIDEO_NO_FACE, results: null });
    expect(service.finish).not.toHaveBeenCalled();
  });

  it('a slow worker or face detector never runs the no-face deadline down: only checked media time counts', async () => {
    const service = fakeService();
    let answer: () => void = () => undefined;
    // The first frame waits in the workers (the detector still loading, a loaded phone) for a minute.
    service.processFrame.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve({ faceDetected: true, guidance: 'detected' }))),
    );
    const t = setup({}, service);
    await t.store.getState().startFromVideo(file);
    const first = t.checkVideoFrame(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.store.getState()).toMatchObject({ phase: 'active', videoError: null, progress: 0 });
    answer();
    await first;
    await t.checkVideoFrame(VIDEO_FACE_DEADLINE_MS + 1_000);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.store.getState()).toMatchObject({ phase: 'active', videoError: null });
  });

  it('a video that stops decoding part way goes back to the start as unreadable, nothing measured', async () => {
    const t = setup();
    await t.store.getState().startFromVideo(file);
    await t.checkVideoFrame(0);
    t.endVideo(25_000, new DOMException('decode', 'EncodingError'));
    expect(t.store.getState()).toMatchObject({ phase: 'idle', videoError: VIDEO_UNREADABLE, results: null });
    expect(t.service.finish).not.toHaveBeenCalled();
  });

  it('a video that ends before the minimum is too short, whatever its header said', async () => {
    const t = setup();
    await t.store.getState().startFromVideo(file);
    await t.checkVideoFrame(0);
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
