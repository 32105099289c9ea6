import { describe, expect, it } from 'vitest';
import type { RegionName } from '../face/roi.ts';
import { combine, History, NO_LANDMARKS, type RegionColour, TraceRecorder } from './traceRecorder.ts';

const region = (name: RegionName, v: number, skinPixels = 100): RegionColour => ({
  name,
  r: v,
  g: v / 2,
  b: v / 4,
  skinPixels,
});

describe('TraceRecorder', () => {
  it('records one sample per frame and region, with times, face flags and landmarks', () => {
    const rec = new TraceRecorder(['forehead', 'leftCheek']);
    const landmarks = Array.from({ length: 12 }, (_, i) => i / 12);
    rec.record({
      timestampMs: 10,
      regions: [region('forehead', 100), region('leftCheek', 120, 300)],
      facePresent: true,
      landmarks,
    });
    rec.record({
      timestampMs: 43,
      regions: [region('forehead', 104), region('leftCheek', 124)],
      facePresent: false,
      landmarks: NO_LANDMARKS,
    });
    const t = rec.trace();
    expect(t.timestampsMs).toEqual([10, 43]);
    expect(t.rois).toEqual([
      { name: 'forehead', rgb: [100, 50, 25, 104, 52, 26] },
      { name: 'leftCheek', rgb: [120, 60, 30, 124, 62, 31] },
    ]);
    expect(t.facePresent).toEqual([1, 0]);
    expect(t.landmarks.slice(0, 12)).toEqual(landmarks);
    expect(t.landmarks.slice(12).every(Number.isNaN)).toBe(true);
    // Combined = skin-weighted: (100·100 + 120·300) / 400 = 115.
    expect(t.timeSeriesData[0]).toEqual([115, 57.5, 28.75]);
  });

  it('holds a region’s last colour through a frame without skin, and skips frames with no skin at all at the start', () => {
    const rec = new TraceRecorder(['forehead', 'leftCheek']);
    rec.record({ timestampMs: 0, regions: [region('forehead', 90, 0)], facePresent: true, landmarks: NO_LANDMARKS });
    expect(rec.length).toBe(0);
    rec.record({
      timestampMs: 33,
      regions: [region('forehead', 100), region('leftCheek', 50, 0)],
      facePresent: true,
      landmarks: NO_LANDMARKS,
    });
    rec.record({
      timestampMs: 66,
      regions: [region('forehead', 102, 0), region('leftCheek', 60)],
      facePresent: true,
      landmarks: NO_LANDMARKS,
    });
    const t = rec.trace();
    expect(t.rois[0]?.rgb).toEqual([100, 50, 25, 100, 50, 25]);
    // leftCheek had no skin in its first frame: it starts from that frame's combined colour.
    expect(t.rois[1]?.rgb).toEqual([100, 50, 25, 60, 30, 15]);
  });

  it('drops a frame whose capture time does not increase (duplicate or out of order)', () => {
    const rec = new TraceRecorder(['face']);
    for (const t of [0, 33, 33, 20, 66])
      rec.record({ timestampMs: t, regions: [region('face', 100 + t)], facePresent: true, landmarks: NO_LANDMARKS });
    expect(rec.trace().timestampsMs).toEqual([0, 33, 66]);
  });

  it('the live trace is the newest face-present samples, at most 150 (spec buffer)', () => {
    const rec = new TraceRecorder(['face']);
    for (let i = 0; i < 400; i++) {
      rec.record({
        timestampMs: i * 33,
        regions: [region('face', 100 + (i % 7))],
        facePresent: i % 4 !== 0,
        landmarks: NO_LANDMARKS,
      });
    }
    const live = rec.liveTrace();
    expect(live.timestampsMs).toHaveLength(150);
    expect(live.facePresent.every((f) => f === 1)).toBe(true);
    expect(live.timestampsMs.at(-1)).toBe(399 * 33);
    expect(live.timeSeriesData).toHaveLength(150);
    // Frames 388, 392 and 396 had no face (i % 4 === 0) and are skipped.
    expect(rec.liveTrace(10).timestampsMs).toEqual(
      [387, 389, 390, 391, 393, 394, 395, 397, 398, 399].map((i) => i * 33),
    );
  });
});

describe('combine', () => {
  it('is null when no region has skin', () => {
    expect(combine([region('forehead', 100, 0)])).toBeNull();
  });

  it('ignores the NaN colour of a region without skin', () => {
    expect(
      combine([
        { name: 'forehead', r: Number.NaN, g: Number.NaN, b: Number.NaN, skinPixels: 0 },
        region('leftCheek', 100),
      ]),
    ).toEqual([100, 50, 25]);
  });

  it("is the face outline's colour when it had skin, else the boxes' weighted mix", () => {
    const boxes = [region('forehead', 100, 100), region('leftCheek', 200, 300)];
    expect(combine([...boxes, region('face', 120, 2000)])).toEqual([120, 60, 30]);
    expect(combine([...boxes, region('face', 120, 0)])).toEqual([175, 87.5, 43.75]);
  });
});

describe('History', () => {
  it('keeps the newest values up to its capacity and averages the most recent', () => {
    const h = new History(3);
    expect(h.recentMean()).toBeNull();
    for (const v of [10, 20, 30, 40]) h.push(v);
    expect(h.length).toBe(3);
    expect(h.recentMean()).toBe(30);
    expect(h.recentMean(2)).toBe(35);
  });
});
