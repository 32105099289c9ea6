import type { RoiPolygon } from '@ai-doctor/rppg-core';
import { describe, expect, it, vi } from 'vitest';
import { coachTrace } from '../coach/scanCoach.ts';
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
  /** Each pixel's red and green are its frame column and row (mod 256), so a crop can be checked. */
  pixels(rect: { x: number; y: number; width: number; height: number }) {
    this.reads.push(rect);
    const out = new Uint8ClampedArray(rect.width * rect.height * 4).fill(128);
    for (let i = 0; i < rect.width * rect.height; i++) {
      out[4 * i] = (rect.x + (i % rect.width)) % 256;
      out[4 * i + 1] = (rect.y + Math.floor(i / rect.width)) % 256;
    }
    return out;
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
    findLips: vi.fn(() => null),
    analyzeLive: vi.fn(() => ({
      heartRate: 72,
      heartRateRange: { low: 68.7, high: 75.3 },
      heartRateExact: true,
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

/** Hands a frame to the session, with the detector's answer on it when the session asks for one. */
function feed(s: ScanSession<FakeFrame>, frame: FakeFrame, timestampMs: number) {
  return s.processFrame(frame, timestampMs, s.detectionDue ? { face: frame.face, timestampMs } : undefined);
}

describe('ScanSession with the face model', () => {
  it('samples forehead, cheeks and the face outline inside a crop around them, and records face-present frames', async () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'face-model', 1);
    const frame = new FakeFrame(640, 480, face);
    expect(await feed(s, frame, 0)).toEqual({ faceDetected: true, guidance: 'detected' });
    const [read] = frame.reads;
    // The outline spans about two eye distances (80 px here) either side of the eyes' midpoint.
    expect(read?.width).toBeLessThan(2.2 * 80);
    const rois = core.sampleFrame.mock.calls[0]?.[3] as { name: string; points: number[] }[];
    expect(rois.map((r) => r.name)).toEqual(['forehead', 'rightCheek', 'leftCheek', 'face']);
    expect(Math.min(...rois.flatMap((r) => r.points))).toBeGreaterThanOrEqual(0);
    const t = s.trace();
    expect(t.timestampsMs).toEqual([0]);
    // In square pixels: both axes divided by the frame's larger side.
    expect(t.landmarks.slice(0, 2)).toEqual([280 / 640, 200 / 640]);
  });

  it('records the lips found around the mouth keypoint in the mouth slot, and no mouth where none were found', async () => {
    // The finder answers in patch pixels; the patch's corner is (320, 272) less 0.85 and 0.3 eye distances.
    const lips = {
      centre: { x: 70, y: 25 },
      corners: [
        { x: 40, y: 25 },
        { x: 100, y: 25 },
      ],
      contrast: 0.05,
    };
    const findLips = vi.fn().mockReturnValueOnce(lips).mockReturnValueOnce(null);
    const s = new ScanSession<FakeFrame>(fakeCore({ findLips }), 'face-model', 1);
    const frame = new FakeFrame(640, 480, face);
    await feed(s, frame, 0);
    await feed(s, new FakeFrame(640, 480, face), 33);
    // The patch is cut from the face's pixels, read once: no second copy of the frame.
    expect(frame.reads).toHaveLength(1);
    expect(findLips).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 136, 48, 80);
    const patch = findLips.mock.calls[0]?.[0] as Uint8ClampedArray;
    expect([patch[0], patch[1]]).toEqual([252, 248]);
    const last = 4 * (136 * 48 - 1);
    expect([patch[last], patch[last + 1]]).toEqual([(252 + 135) % 256, (248 + 47) % 256]);
    const mouth = (frameIndex: number) => s.trace().landmarks.slice(12 * frameIndex + 6, 12 * frameIndex + 8);
    expect(mouth(0)).toEqual([(252 + 70) / 640, (248 + 25) / 640]);
    // Not the detector's keypoint (320, 272): the core counts this frame as one without a mouth.
    expect(mouth(1).every(Number.isNaN)).toBe(true);
    expect(s.trace().landmarks.slice(12, 14)).toEqual([280 / 640, 200 / 640]);
  });

  it('keeps sampling the last place without a face, marked absent, and asks to position the face', async () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', 1);
    await feed(s, new FakeFrame(640, 480, face), 0);
    expect(await feed(s, new FakeFrame(640, 480, null), 33)).toEqual({ faceDetected: false, guidance: 'position' });
    expect(s.trace().facePresent).toEqual([1, 0]);
    expect(s.counts).toEqual({ frames: 2, faceFrames: 1 });
  });

  it('does not count a detection whose regions hold no skin as a face (a false positive on a pattern)', async () => {
    const noSkin = vi.fn((_p: unknown, _w: number, _h: number, rois: RoiPolygon[]) => ({
      rois: rois.map((r) => ({
        name: r.name,
        r: Number.NaN,
        g: Number.NaN,
        b: Number.NaN,
        skinPixels: 0,
        totalPixels: 120,
      })),
      brightness: 90,
    }));
    const s = new ScanSession<FakeFrame>(fakeCore({ sampleFrame: noSkin }), 'face-model', 1);
    expect(await feed(s, new FakeFrame(640, 480, face), 0)).toEqual({ faceDetected: false, guidance: 'position' });
    expect(s.counts).toEqual({ frames: 1, faceFrames: 0 });
    expect(s.trace().timestampsMs).toEqual([]);
  });

  it('detects on every n-th frame and keeps the last answer in between', async () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', 2);
    const due: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      due.push(s.detectionDue);
      await feed(s, new FakeFrame(640, 480, i < 3 ? face : null), i * 33);
    }
    expect(due).toEqual([true, false, true, false, true, false]);
    // Frame 3 repeats frame 2's detection (a face); frame 4's detection finds none.
    expect(s.trace().facePresent).toEqual([1, 1, 1, 1, 0, 0]);
    // Landmarks only where the detector ran and found a face.
    expect(
      s
        .trace()
        .landmarks.filter((_, i) => i % 12 === 0)
        .map(Number.isNaN),
    ).toEqual([false, true, false, true, true, true]);
  });

  it("takes up a detection of an earlier frame on the frame it comes back with, moving the regions on the detection's own time", async () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', 2);
    const moved: DetectedFace = {
      box: face.box,
      keypoints: Object.fromEntries(
        Object.entries(keypoints).map(([n, p]) => [n, { x: p.x + 40, y: p.y }]),
      ) as unknown as FaceKeypoints,
    };
    const frames = Array.from({ length: 6 }, () => new FakeFrame());
    // The face found on frame 0 is back for frame 0; the moved face found on frame 2 comes back with frame 4.
    for (const [i, frame] of frames.entries()) {
      const detection = i === 0 ? { face, timestampMs: 0 } : i === 4 ? { face: moved, timestampMs: 2 * 33 } : undefined;
      await s.processFrame(frame, i * 33, detection);
    }
    const x = frames.map((f) => f.reads[0]?.x ?? Number.NaN);
    expect(x.slice(0, 4)).toEqual([x[0], x[0], x[0], x[0]]);
    // 66 ms after the first detection the regions go 1 − e^(−66/155) ≈ 35 % of the 40 px (at the frames'
    // own 133 ms it would be 58 %).
    expect((x[4] as number) - (x[0] as number)).toBeGreaterThanOrEqual(13);
    expect((x[4] as number) - (x[0] as number)).toBeLessThanOrEqual(15);
    expect(x[5]).toBe(x[4]);
    // The keypoints are recorded with the frame they were taken up on.
    const recorded = s.trace().landmarks.filter((_, i) => i % 12 === 0);
    expect(recorded.map(Number.isNaN)).toEqual([false, true, true, true, false, true]);
  });

  it('asks for a detection on every frame until one came, then on every n-th', async () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', 3);
    expect(s.detectionDue).toBe(true);
    await s.processFrame(new FakeFrame(), 0);
    expect(s.detectionDue).toBe(true);
    await s.processFrame(new FakeFrame(), 33, { face, timestampMs: 33 });
    expect([s.detectionDue, s.counts.faceFrames]).toEqual([false, 1]);
  });

  it('records nothing until a face has been seen', async () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', 1);
    await feed(s, new FakeFrame(), 0);
    expect(s.trace().timestampsMs).toEqual([]);
    expect(s.counts).toEqual({ frames: 1, faceFrames: 0 });
  });

  it('guides a far-away face closer and a fast-moving head to stay still', async () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', 1);
    const far: DetectedFace = { box: { x: 300, y: 220, width: 40, height: 50 }, keypoints };
    expect((await feed(s, new FakeFrame(640, 480, far), 0)).guidance).toBe('too-small');
    const moved = (dx: number): DetectedFace => ({
      box: face.box,
      keypoints: Object.fromEntries(
        Object.entries(keypoints).map(([n, p]) => [n, { x: p.x + dx, y: p.y }]),
      ) as unknown as FaceKeypoints,
    });
    let guidance = '';
    for (let i = 1; i <= 10; i++) guidance = (await feed(s, new FakeFrame(640, 480, moved(i * 8)), i * 33)).guidance;
    expect(guidance).toBe('moving');
  });
});

describe('ScanSession live output', () => {
  it('estimates from the newest face-present samples once there are 30, showing the core’s rate as it is', async () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'face-model', 1);
    for (let i = 0; i < 29; i++) await feed(s, new FakeFrame(640, 480, face), i * 33);
    expect(s.live().live).toMatchObject({ heartRate: 0, signalQuality: 0, faceDetected: true });
    expect(core.analyzeLive).not.toHaveBeenCalled();
    await feed(s, new FakeFrame(640, 480, face), 29 * 33);
    const { live, guidance } = s.live();
    expect(live).toMatchObject({ heartRate: 72, signalQuality: 80, confidence: 0.8, faceDetected: true });
    expect(live.skinTone).toBeCloseTo((0.299 * 180 + 0.587 * 120 + 0.114 * 100) / 255);
    expect(live.timeSeriesData).toHaveLength(30);
    expect(guidance).toBe('detected');
  });

  it('reports no live rate while the core cannot pin it within ±5 bpm, whatever the signal quality', async () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'face-model', 1);
    for (let i = 0; i < 30; i++) await feed(s, new FakeFrame(640, 480, face), i * 33);
    const wide = {
      heartRate: 132,
      heartRateRange: { low: 110, high: 150 },
      heartRateExact: false,
      signalQuality: 90,
      confidence: 0.6,
      snrDb: 5,
      bloodPressure: { systolic: 140, diastolic: 90, confidence: 0.15 },
    };
    core.analyzeLive.mockReturnValueOnce(wide);
    expect(s.live().live).toMatchObject({ heartRate: 0, signalQuality: 90 });
    // The next estimate the core calls exact (the fake core's 72 bpm) is shown as it is.
    expect(s.live().live).toMatchObject({ heartRate: 72, signalQuality: 80 });
  });

  it('reports no quality while the face is mostly absent', async () => {
    const s = new ScanSession<FakeFrame>(fakeCore(), 'face-model', 1);
    for (let i = 0; i < 40; i++) await feed(s, new FakeFrame(640, 480, i < 35 ? face : null), i * 33);
    expect(s.live().live.faceDetected).toBe(true);
    for (let i = 40; i < 80; i++) await feed(s, new FakeFrame(640, 480, null), i * 33);
    expect(s.live().live).toMatchObject({ faceDetected: false, signalQuality: 0, confidence: 0 });
  });

  it('the final analysis gets the whole recording', async () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'face-model', 1);
    for (let i = 0; i < 5; i++) await feed(s, new FakeFrame(640, 480, face), i * 33);
    s.finish();
    expect(core.analyze.mock.calls[0]?.[0].timestampsMs).toHaveLength(5);
    expect(core.analyze.mock.calls[0]?.[1]).toEqual({ mode: 'final' });
  });
});

describe('ScanSession without a face model (spec 01 §5 skin-colour check)', () => {
  it('uses facePresence on the frame and samples the central half as one region', async () => {
    const core = fakeCore();
    const s = new ScanSession<FakeFrame>(core, 'skin-colour');
    const frame = new FakeFrame();
    expect((await s.processFrame(frame, 0)).faceDetected).toBe(true);
    expect(frame.reads).toEqual([{ x: 0, y: 0, width: 640, height: 480 }]);
    expect(core.sampleFrame.mock.calls[0]?.[3]).toEqual([
      { name: 'face', points: [160, 120, 480, 120, 480, 360, 160, 360] },
    ]);
    expect(s.trace().rois.map((r) => r.name)).toEqual(['face']);
    expect(s.detectionDue).toBe(false);
    expect(core.facePresenceFallback).not.toHaveBeenCalled();
  });

  it('falls back to the simpler rule when the main check fails', async () => {
    const core = fakeCore({
      facePresence: vi.fn(() => {
        throw new Error('bad frame');
      }),
      facePresenceFallback: vi.fn(() => ({ present: false, skinShare: 0.01, brightness: 40 })),
    });
    const s = new ScanSession<FakeFrame>(core, 'skin-colour');
    expect(await s.processFrame(new FakeFrame(), 0)).toEqual({ faceDetected: false, guidance: 'position' });
    expect(s.counts.faceFrames).toBe(0);
  });
});

describe('ScanSession coach (ADR-29)', () => {
  it('names a cause that held for 2 s in its live report, exactly as a replay of its own trace does', async () => {
    // The regions' skin is dark: luma about 40.
    const dark = fakeCore({
      sampleFrame: vi.fn((_p: unknown, _w: number, _h: number, rois: RoiPolygon[]) => ({
        rois: rois.map((r) => ({ name: r.name, r: 50, g: 36, b: 30, skinPixels: 100, totalPixels: 120 })),
        brightness: 40,
      })),
    });
    const s = new ScanSession<FakeFrame>(dark, 'face-model', 2);
    const said: (string | null)[] = [];
    for (let i = 0; i < 150; i++) {
      await feed(s, new FakeFrame(640, 480, face), i * 33);
      if (i % 15 === 14) said.push(s.live().coach.cause);
    }
    expect(said.slice(0, 3)).toEqual([null, null, null]);
    expect(said.at(-1)).toBe('too-dark');
    expect(s.live().coach).toEqual(coachTrace(s.trace()).report());
  });
});
