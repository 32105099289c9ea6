import { describe, expect, it, vi } from 'vitest';
import type { FaceKeypoints } from '../face/roi.ts';
import { uprightKeypoints } from '../face/testFaces.ts';
import { type DetectedFace, type FrameImage, ScanSession, type SessionCore } from './scanSession.ts';

/** A uniform skin-coloured frame; records which rectangles were read. */
class FakeFrame implements FrameImage {
  readonly reads: { x: number; y: number; width: number; height: number }[] = [];
  constructor(
    readonly width = 640,
    readonly height = 480,
    readonly face: DetectedFace | null = null,
  ) {}
  pixels(rect: { x: number; y: number; width: number; height: number }) {
    this.reads.push(rect);
    return new Uint8ClampedArray(rect.width * rect.height * 4).fill(128);
  }
}

const keypoints = uprightKeypoints(320, 200, 80);
const face: DetectedFace = { box: { x: 240, y: 130, width: 160, height: 190 }, keypoints };

/** The core faked at its TS interface: every region 'sees' 100 skin pixels of one colour. */
function fakeCore(over: Partial<SessionCore> = {}) {
  return {
    sampleFrame: vi.fn((_p: unknown, _w: number, _h: number, rois: { name: string }[]) => ({
      rois: rois.map((r) => ({ name: r.name, r: 180, g: 120, b: 100, skinPixels: 100, totalPixels: 120 })),
      brightness: 130,
    })),
    facePresence: vi.fn(() => ({ present: true, skinShare: 0.3, brightness: 130 })),
    facePresenceFallback: vi.fn(() => ({ present: true, skinShare: 0.2, brightness: 130 })),
    analyzeLive: vi.fn(() => ({
      heartRate: 72,
      signalQuality: 80,
      confidence: 0.8,
      snrDb: 6,
      bloodPressure: { systolic: 118, diastolic: 76, confidence: 0.4 },
    })),
    analyze: vi.fn(() => ({ heartRate: 72 })),
    memoryBytes: () => 1 << 20,
    ...over,
  } as unknown as SessionCore & Record<keyof SessionCore, ReturnType<typeof vi.fn>>;
}

const finder = (image: FakeFrame) => image.face;

/** Frames i = 0…n−1 at 33 ms, each showing `faceAt(i)`; returns the session's frame reports. */
function run(s: ScanSession<FakeFrame>, n: number, faceAt: (i: number) => DetectedFace | null, from = 0) {
  return Array.from({ length: n }, (_, k) =>
    s.processFrame(new FakeFrame(640, 480, faceAt(from + k)), (from + k) * 33),
  );
}

describe('ScanSession with the face model', () => {
  it('samples forehead, cheeks and the face outline inside a crop around them, from the frame after the detection', () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'face-model', finder, 1);
    // The first frame's detection is taken up by the second frame.
    expect(s.processFrame(new FakeFrame(640, 480, face), 0).faceDetected).toBe(false);
    const frame = new FakeFrame(640, 480, face);
    expect(s.processFrame(frame, 33)).toEqual({ faceDetected: true, guidance: 'detected' });
    const [read] = frame.reads;
    // The outline spans about two eye distances (80 px here) either side of the eyes' midpoint.
    expect(read?.width).toBeLessThan(2.2 * 80);
    const rois = core.sampleFrame.mock.calls[0]?.[3] as { name: string; points: number[] }[];
    expect(rois.map((r) => r.name)).toEqual(['forehead', 'rightCheek', 'leftCheek', 'face']);
    expect(Math.min(...rois.flatMap((r) => r.points))).toBeGreaterThanOrEqual(0);
    const t = s.trace();
    expect(t.timestampsMs).toEqual([33]);
    expect(t.landmarks.slice(0, 2)).toEqual([280 / 640, 200 / 480]);
  });

  it('keeps sampling the last place without a face, marked absent, and asks to position the face', () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', finder, 1);
    run(s, 2, () => face);
    s.processFrame(new FakeFrame(640, 480, null), 66);
    expect(s.processFrame(new FakeFrame(640, 480, null), 99)).toEqual({ faceDetected: false, guidance: 'position' });
    expect(s.trace().facePresent).toEqual([1, 1, 0]);
    expect(s.counts).toEqual({ frames: 4, faceFrames: 2 });
  });

  it('detects on every n-th frame and uses each answer until the next one', () => {
    const find = vi.fn((image: FakeFrame, _timestampMs: number) => image.face);
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', find, 2);
    run(s, 7, (i) => (i < 3 ? face : null));
    expect(find.mock.calls.map(([, t]) => t)).toEqual([0, 66, 132, 198]);
    // Frames 1–2 use frame 0's detection, 3–4 frame 2's (a face), 5–6 frame 4's (none).
    expect(s.trace().facePresent).toEqual([1, 1, 1, 1, 0, 0]);
    // Landmarks only where an answer with a face was taken up.
    expect(
      s
        .trace()
        .landmarks.filter((_, i) => i % 12 === 0)
        .map(Number.isNaN),
    ).toEqual([false, true, false, true, true, true]);
  });

  it('records nothing until a face has been seen', () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', finder, 1);
    run(s, 3, () => null);
    expect(s.trace().timestampsMs).toEqual([]);
    expect(s.counts).toEqual({ frames: 3, faceFrames: 0 });
  });

  it('guides a far-away face closer and a fast-moving head to stay still', () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', finder, 1);
    const far: DetectedFace = { box: { x: 300, y: 220, width: 40, height: 50 }, keypoints };
    expect(run(s, 2, () => far)[1]?.guidance).toBe('too-small');
    const moved = (dx: number): DetectedFace => ({
      box: face.box,
      keypoints: Object.fromEntries(
        Object.entries(keypoints).map(([n, p]) => [n, { x: p.x + dx, y: p.y }]),
      ) as unknown as FaceKeypoints,
    });
    expect(run(s, 10, (i) => moved(i * 8), 2).at(-1)?.guidance).toBe('moving');
  });
});

describe('ScanSession with a detector that answers later (the face worker)', () => {
  /** A finder whose answers resolve on the next turn of the event loop, like a worker's. */
  const laterFinder = (image: FakeFrame) => new Promise<DetectedFace | null>((r) => setTimeout(() => r(image.face), 0));

  it('records the same trace as a detector that answers at once, when each frame waits for the detection', async () => {
    const faceAt = (i: number) => (i % 7 === 5 ? null : face);
    const now = new ScanSession<FakeFrame>(fakeCore(), 'face-model', finder, 2);
    run(now, 12, faceAt);
    const later = new ScanSession<FakeFrame>(fakeCore(), 'face-model', laterFinder, 2);
    for (let i = 0; i < 12; i++) {
      await later.detectionSettled();
      later.processFrame(new FakeFrame(640, 480, faceAt(i)), i * 33);
    }
    expect(later.trace()).toEqual(now.trace());
    expect(later.counts).toEqual(now.counts);
  });

  it('takes up an answer on the first frame after it came, and passes on a failed detection', async () => {
    let fail = false;
    const s = new ScanSession<FakeFrame>(
      fakeCore(),
      'face-model',
      (image) => (fail ? Promise.reject(new Error('lost')) : laterFinder(image)),
      1,
    );
    s.processFrame(new FakeFrame(640, 480, face), 0);
    // Not waited for: frame 1 starts before the answer, frame 2 gets it.
    expect(s.processFrame(new FakeFrame(640, 480, face), 33).faceDetected).toBe(false);
    await s.detectionSettled();
    expect(s.processFrame(new FakeFrame(640, 480, face), 66).faceDetected).toBe(true);
    fail = true;
    s.processFrame(new FakeFrame(640, 480, face), 99);
    await expect(s.detectionSettled()).rejects.toThrow('lost');
    // The face found last stays in use.
    expect(s.processFrame(new FakeFrame(640, 480, face), 132).faceDetected).toBe(true);
  });
});

describe('ScanSession live output', () => {
  it('estimates from the newest face-present samples once there are 30, averaging recent heart rates', () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'face-model', finder, 1);
    // The first frame has no detection yet and records nothing.
    run(s, 30, () => face);
    expect(s.live().live).toMatchObject({ heartRate: 0, signalQuality: 0, faceDetected: true });
    expect(core.analyzeLive).not.toHaveBeenCalled();
    s.processFrame(new FakeFrame(640, 480, face), 30 * 33);
    core.analyzeLive.mockReturnValueOnce({
      heartRate: 80,
      signalQuality: 70,
      confidence: 0.7,
      snrDb: 3,
      bloodPressure: { systolic: 120, diastolic: 80, confidence: 0.3 },
    });
    s.live();
    const { live, guidance } = s.live();
    expect(live).toMatchObject({ heartRate: 76, signalQuality: 80, confidence: 0.8, faceDetected: true });
    expect(live.skinTone).toBeCloseTo((0.299 * 180 + 0.587 * 120 + 0.114 * 100) / 255);
    expect(live.timeSeriesData).toHaveLength(30);
    expect(guidance).toBe('detected');
  });

  it('reports no quality while the face is mostly absent', () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', finder, 1);
    for (let i = 0; i < 40; i++) s.processFrame(new FakeFrame(640, 480, i < 35 ? face : null), i * 33);
    expect(s.live().live.faceDetected).toBe(true);
    for (let i = 40; i < 80; i++) s.processFrame(new FakeFrame(640, 480, null), i * 33);
    expect(s.live().live).toMatchObject({ faceDetected: false, signalQuality: 0, confidence: 0 });
  });

  it('the final analysis gets the whole recording', () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'face-model', finder, 1);
    run(s, 6, () => face);
    s.finish();
    expect(core.analyze.mock.calls[0]?.[0].timestampsMs).toEqual([33, 66, 99, 132, 165]);
    expect(core.analyze.mock.calls[0]?.[1]).toEqual({ mode: 'final' });
  });
});

describe('ScanSession without a face model (spec 01 §5 skin-colour check)', () => {
  it('uses facePresence on the frame and samples the central half as one region', () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'skin-colour', null);
    const frame = new FakeFrame();
    expect(s.processFrame(frame, 0).faceDetected).toBe(true);
    expect(frame.reads).toEqual([{ x: 0, y: 0, width: 640, height: 480 }]);
    expect(core.sampleFrame.mock.calls[0]?.[3]).toEqual([
      { name: 'face', points: [160, 120, 480, 120, 480, 360, 160, 360] },
    ]);
    expect(s.trace().rois.map((r) => r.name)).toEqual(['face']);
    expect(core.facePresenceFallback).not.toHaveBeenCalled();
  });

  it('falls back to the simpler rule when the main check fails', () => {
    const core = fakeCore({
      facePresence: vi.fn(() => {
        throw new Error('bad frame');
      }),
      facePresenceFallback: vi.fn(() => ({ present: false, skinShare: 0.01, brightness: 40 })),
    });
    const s = new ScanSession<FakeFrame>(core, 'skin-colour', null);
    expect(s.processFrame(new FakeFrame(), 0)).toEqual({ faceDetected: false, guidance: 'position' });
    expect(s.counts.faceFrames).toBe(0);
  });
});
