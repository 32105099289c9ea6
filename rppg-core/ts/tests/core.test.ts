import { beforeAll, describe, expect, it } from 'vitest';
import { type RppgCore, RppgError, type Trace } from '../index.ts';
import { loadRppgCoreFromDisk } from '../node.ts';
import { REASON_TEXT } from '../vitals/reasons.ts';
import { riskFindings, whatWasSeen } from '../vitals/riskFindings.ts';
import { GRADED_METRICS_FOR_TEST, mouthPatch, prng, rectPoints, skinFrame, synthTrace } from './synthetic.ts';

let core: RppgCore;

beforeAll(async () => {
  core = await loadRppgCoreFromDisk();
});

function expectRppgError(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RppgError);
    expect((error as RppgError).code).toBe(code);
    expect((error as RppgError).message.length).toBeGreaterThan(10);
    return;
  }
  throw new Error(`expected RppgError '${code}'`);
}

describe('RppgCore basics (real .wasm in Node)', () => {
  it('reports the crate version and its memory', () => {
    expect(core.version()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(core.memoryBytes()).toBeGreaterThan(0);
    expect(core.liveWindowMs()).toBe(60_000);
  });
});

describe('sampleFrame', () => {
  const width = 640;
  const height = 480;
  const frame = skinFrame(width, height, [200, 100, 440, 400]);

  it('averages skin pixels inside each polygon and ignores the background', () => {
    const s = core.sampleFrame(frame, width, height, [
      { name: 'forehead', points: rectPoints(250, 120, 390, 170) },
      { name: 'leftCheek', points: new Float64Array(rectPoints(150, 250, 260, 320)) },
      { name: 'rightCheek', points: rectPoints(600, 400, 700, 500) },
    ]);
    const [forehead, left, right] = s.rois;
    expect(forehead).toMatchObject({ name: 'forehead', r: 200, g: 150, b: 120, skinPixels: 7000, totalPixels: 7000 });
    expect(left).toMatchObject({
      name: 'leftCheek',
      r: 200,
      g: 150,
      b: 120,
      skinPixels: 60 * 70,
      totalPixels: 110 * 70,
    });
    expect(right?.skinPixels).toBe(0);
    expect(Number.isNaN(right?.r)).toBe(true);
    expect(s.brightness).toBeGreaterThan(150);
    expect(s.brightness).toBeLessThan(170);
  });

  it('rejects unknown ROI names and impossible frame sizes', () => {
    expectRppgError(() => core.sampleFrame(frame, width, height, [{ name: 'chin' as never, points: [] }]), 'bad_input');
    expectRppgError(() => core.sampleFrame(frame, width, height + 1, []), 'bad_input');
  });
});

describe('face presence', () => {
  it('finds a face-sized skin region and rejects a grey frame', () => {
    const face = skinFrame(320, 240, [100, 60, 220, 200]);
    const grey = skinFrame(320, 240, [0, 0, 0, 0]);
    const main = core.facePresence(face, 320, 240);
    expect(main.present).toBe(true);
    expect(main.skinShare).toBeGreaterThan(0.12);
    expect(core.facePresence(grey, 320, 240)).toMatchObject({ present: false, skinShare: 0 });
    const fallback = core.facePresenceFallback(face, 320, 240);
    expect(fallback.present).toBe(true);
    expect(fallback.brightness).toBeGreaterThan(70);
    expect(core.facePresenceFallback(grey, 320, 240).present).toBe(false);
    expectRppgError(() => core.facePresence(face, 0, 240), 'bad_input');
  });
});

describe('analyze', () => {
  it('measures a synthetic 35 s, 3-ROI pulse within 1.5 bpm with every spec field and grades', () => {
    const r = core.analyze(synthTrace({ bpm: 84 }));
    expect(Math.abs(r.heartRate - 84)).toBeLessThan(1.5);
    expect(r.reliable).toBe(true);
    expect(r.confidence).toBeGreaterThanOrEqual(0.7);
    expect(r.confidence).toBeLessThanOrEqual(0.92);
    expect(r.source).toBe('browser');
    expect(Object.keys(r.grades).sort()).toEqual([...GRADED_METRICS_FOR_TEST].sort());
    expect(r.grades.heartRate).toBe('measured');
    // Always present (possibly empty), so a screen never has to guess whether a value was measured.
    expect(r.withheld).toEqual(expect.any(Object));
    expect(r.atLimit).toEqual(expect.any(Object));
    expect(r.method).toBe('pos+chrom fused (3 ROIs)');
    expect(r.systolic).toBeGreaterThanOrEqual(100);
    expect(r.diastolic).toBeLessThanOrEqual(110);
    expect(r.breathingRate).toBeGreaterThanOrEqual(8);
    expect(r.oxygenSaturation).toBeGreaterThanOrEqual(92);
    expect(r.estimatedTemperature).toBeGreaterThanOrEqual(96);
    expect(r.pulse.sampleRate).toBe(30);
    expect(r.pulse.samples.length).toBeGreaterThan(1000);
    expect(r.beatTimesMs.length).toBeGreaterThan(40);
    expect(r.beatTimesMs[0]).toBeGreaterThanOrEqual(1000);
    expect(r.hrv.beats).toBe(r.beatTimesMs.length);
    expect(r.estimatedECG.estimatedWaveform.length).toBe(500);
    expect(r.estimatedEEG.estimatedSignal.length).toBe(256);
    expect(r.quality.facePresentShare).toBe(1);
    expect(r.heartRateTrack.bpm.length).toBe(26);
    expect(r.heartRateTrack.spreadBpm.length).toBe(26);
    // A clean synthetic pulse leaves the model little doubt.
    expect(r.heartRateSpreadBpm).toBeLessThan(5);
    // The scan mean's spread: no wider than the widest window's (a mean of the windows' rates).
    expect(r.heartRateSpreadBpm).toBeGreaterThan(0);
    expect(r.heartRateSpreadBpm).toBeLessThanOrEqual(Math.max(...r.heartRateTrack.spreadBpm));
  });

  it('runs the enhanced path on a single face ROI with synthetic timestamps', () => {
    const r = core.analyze(synthTrace({ bpm: 66, rois: ['face'] }), { mode: 'enhanced' });
    expect(Math.abs(r.heartRate - 66)).toBeLessThan(1.5);
    expect(r.method).toMatch(/fused \(1 ROI\)$/);
  });

  it('reports low confidence on noise instead of a confident number', () => {
    const r = core.analyze(synthTrace({ pulse: 0, noise: 1, seed: 9 }));
    expect(r.confidence).toBeLessThan(0.7);
    expect(r.reliable).toBe(false);
  });

  it("gives in 'enhanced-vitals' mode the enhanced result without its drawings", () => {
    const trace = synthTrace({ bpm: 82, seed: 3 });
    const full = core.analyze(trace, { mode: 'enhanced' });
    const vitals = core.analyze(trace, { mode: 'enhanced-vitals' });
    expect(full.pulse.samples.length).toBeGreaterThan(100);
    expect(full.estimatedECG.estimatedWaveform.length).toBeGreaterThan(100);
    expect(vitals).toEqual({
      ...full,
      pulse: { ...full.pulse, samples: [] },
      estimatedECG: { ...full.estimatedECG, estimatedWaveform: [] },
      estimatedEEG: { ...full.estimatedEEG, estimatedSignal: [] },
    });
  });

  it('is deterministic: two runs are deep-equal', () => {
    const trace = synthTrace({ bpm: 95, seed: 4 });
    expect(core.analyze(trace)).toEqual(core.analyze(trace));
    expect(core.analyze(trace, { mode: 'enhanced' })).toEqual(core.analyze(trace, { mode: 'enhanced' }));
    expect(core.analyzeLive(trace)).toEqual(core.analyzeLive(trace));
  });

  it('accepts plain arrays, face flags and landmarks', () => {
    const t = synthTrace({ bpm: 70, seconds: 20 });
    const n = t.timestampsMs.length;
    const landmarks = Array.from(
      { length: 12 * n },
      (_, i) => [0.4, 0.4, 0.6, 0.4, 0.5, 0.5, 0.5, 0.6, 0.3, 0.45, 0.7, 0.45][i % 12] as number,
    );
    const r = core.analyze({
      timestampsMs: Array.from(t.timestampsMs),
      rois: t.rois.map((roi) => ({ name: roi.name, rgb: Array.from(roi.rgb) })),
      facePresent: Array.from({ length: n }, (_, i) => (i < n / 2 ? 1 : 0)),
      landmarks,
    });
    expect(r.quality.facePresentShare).toBeCloseTo(0.5, 2);
    expect(r.quality.motion).toBe(0);
    expect(r.strokeRiskFactors.facialAsymmetry).toBe(0);
  });
});

describe('risk prompts on synthetic faces', () => {
  /**
   * Keypoints of a frontal face with a little detector jitter, the mouth `droop` (frame widths) off the
   * midline, or missing (lips never found) with `NaN`.
   */
  const faceTrace = (droop: number) => {
    const t = synthTrace({ bpm: 72, seconds: 35 });
    const jitter = prng(29);
    const face = [0.4, 0.4, 0.6, 0.4, 0.5, 0.5, 0.5 + droop, 0.58, 0.3, 0.45, 0.7, 0.45];
    const landmarks = Array.from({ length: t.timestampsMs.length }, () =>
      face.map((v) => v + 0.001 * (jitter() - 0.5)),
    ).flat();
    return core.analyze({ ...t, landmarks });
  };

  it('a symmetric face stays Low with nothing seen; a droop healthy faces could show stays Low, a large one rises (ADR-8)', () => {
    const symmetric = faceTrace(0).strokeRiskFactors;
    expect(symmetric.riskLevel).toBe('Low');
    expect(riskFindings(symmetric.measurements)).toEqual([]);
    // The mouth 0.02 frame widths (a tenth of the eye distance, ≈ 6 mm on an adult) off the midline:
    // beyond every development face, but within the margin a face unlike them needs (one read 0.095).
    const slight = faceTrace(0.02).strokeRiskFactors;
    expect(slight.riskLevel).toBe('Low');
    const offset = slight.measurements?.find((m) => m.code === 'mouthOffsetIod');
    expect(offset?.value).toBeCloseTo(0.1, 2);
    expect(riskFindings(slight.measurements)[0]).toContain("The mouth sat off the face's midline by 10 %");
    expect(whatWasSeen(slight.riskLevel, slight.measurements)).toMatch(/too little to raise the level/);
    // A quarter of the eye distance (≈ 16 mm): past the alarm, so the prompt rises and says what it saw.
    const large = faceTrace(0.05).strokeRiskFactors;
    expect(['Mild', 'Moderate', 'High']).toContain(large.riskLevel);
    expect(riskFindings(large.measurements)).toHaveLength(1);
  });

  it("without the lips, the stroke prompt says so and the Parkinson's prompt is read without rigidity", () => {
    const r = faceTrace(Number.NaN);
    expect(r.strokeRiskFactors.riskLevel).toBe('Not assessed');
    expect(r.withheld.strokeRiskFactors).toBe(REASON_TEXT['lips-not-found']);
    expect(r.parkinsonsIndicators.riskLevel).toBe('Low');
    expect(r.parkinsonsIndicators.rigidityIndicators).toBeNull();
    expect(r.withheld.parkinsonsIndicators).toBeUndefined();
    expect(faceTrace(0).parkinsonsIndicators.rigidityIndicators).toBeGreaterThan(0);
  });
});

describe('JSON round trip', () => {
  it('reads null (NaN after JSON) as missing, not as 0', () => {
    const t = synthTrace({ bpm: 80, seconds: 20 });
    const n = t.timestampsMs.length;
    // Keypoints on every 2nd frame only, as the worker's detector gives them.
    const landmarks = Array.from({ length: 12 * n }, (_, i) =>
      Math.floor(i / 12) % 2 === 0
        ? ([0.4, 0.4, 0.6, 0.4, 0.5, 0.5, 0.5, 0.6, 0.3, 0.45, 0.7, 0.45][i % 12] as number)
        : NaN,
    );
    const direct = core.analyze({ ...t, landmarks });
    const viaJson = core.analyze(
      JSON.parse(
        JSON.stringify({
          ...t,
          timestampsMs: Array.from(t.timestampsMs),
          rois: t.rois.map((r) => ({ name: r.name, rgb: Array.from(r.rgb) })),
          landmarks,
        }),
      ) as Trace,
    );
    expect(viaJson).toEqual(direct);
    expect(direct.quality.motion).toBe(0);
  });
});

describe('analyzeLive', () => {
  it('estimates from the last seconds and clamps to the live range', () => {
    const e = core.analyzeLive(synthTrace({ bpm: 78, seconds: 20 }));
    expect(Math.abs(e.heartRate - 78)).toBeLessThan(3);
    expect(e.signalQuality).toBeGreaterThan(50);
    expect(e.confidence).toBeGreaterThan(0.7);
    expect(e.bloodPressure.systolic).toBeGreaterThanOrEqual(100);
    expect(e.bloodPressure.confidence).toBeLessThan(e.confidence);
  });
});

describe('errors', () => {
  const good = synthTrace({ seconds: 5 });
  const cases: [string, Trace][] = [
    ['empty', { timestampsMs: [], rois: [{ name: 'forehead', rgb: [] }] }],
    ['too_short', synthTrace({ seconds: 0.5 })],
    [
      'non_finite',
      { ...good, timestampsMs: Float64Array.from(good.timestampsMs, (t, i) => (i === 3 ? Number.NaN : t)) },
    ],
    [
      'constant',
      {
        timestampsMs: good.timestampsMs,
        rois: [{ name: 'face', rgb: new Float64Array(good.rois[0]?.rgb.length ?? 0).fill(100) }],
      },
    ],
    ['length_mismatch', { timestampsMs: good.timestampsMs, rois: [{ name: 'face', rgb: [1, 2, 3] }] }],
    ['length_mismatch', { ...good, facePresent: [1, 0] }],
    ['bad_timestamps', { ...good, timestampsMs: Float64Array.from(good.timestampsMs).reverse() }],
    ['bad_input', { timestampsMs: good.timestampsMs, rois: [] }],
    ['bad_input', { timestampsMs: good.timestampsMs, rois: [{ name: 'nose' as never, rgb: good.rois[0]?.rgb ?? [] }] }],
  ];
  it.each(cases)('maps %s to a typed RppgError (analyze and analyzeLive)', (code, trace) => {
    expectRppgError(() => core.analyze(trace), code);
    expectRppgError(() => core.analyzeLive(trace), code);
  });
});

describe('memory', () => {
  it('stays stable across 1000 calls of each method (no leaks)', () => {
    const frame = skinFrame(640, 480, [200, 100, 440, 400]);
    const rois = [
      { name: 'forehead' as const, points: rectPoints(250, 120, 390, 170) },
      { name: 'leftCheek' as const, points: rectPoints(220, 250, 300, 320) },
      { name: 'rightCheek' as const, points: rectPoints(340, 250, 420, 320) },
    ];
    const trace = synthTrace({ seconds: 12 });
    const warm = () => {
      core.sampleFrame(frame, 640, 480, rois);
      core.facePresence(frame, 640, 480);
      core.analyzeLive(trace);
      core.analyze(trace);
      expect(() => core.analyze({ timestampsMs: [], rois: [] })).toThrow(RppgError);
    };
    for (let i = 0; i < 5; i++) warm();
    const before = core.memoryBytes();
    for (let i = 0; i < 1000; i++) warm();
    expect(core.memoryBytes()).toBe(before);
    core.dispose();
    core.sampleFrame(frame, 640, 480, rois);
  }, 120_000);
});

describe('findLips', () => {
  it('finds the corners of the lips in the patch, and nothing in plain skin', () => {
    const found = core.findLips(mouthPatch(120, 50, { cx: 64, cy: 25, a: 30, b: 6 }), 120, 50, 75);
    expect(found).not.toBeNull();
    expect(found?.centre.x).toBeCloseTo(64, 0);
    expect(found?.centre.y).toBeCloseTo(25, 0);
    expect(found?.corners[0].x).toBeLessThan(40);
    expect(found?.corners[1].x).toBeGreaterThan(88);
    expect(found?.contrast).toBeGreaterThan(0.02);
    expect(core.findLips(mouthPatch(120, 50), 120, 50, 75)).toBeNull();
  });

  it('rejects a buffer smaller than its stated size', () => {
    expectRppgError(() => core.findLips(new Uint8ClampedArray(16), 120, 50, 75), 'bad_input');
  });
});
