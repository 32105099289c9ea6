/**
 * One result schema (issue 28): the core's result (the real WebAssembly core, run on synthetic scans), its
 * TypeScript type and the `/api/enhance-rppg` response schema are held to each other here, so a field
 * added in one place only fails: in the core's output or the schema, this test; in the TS type, the
 * typecheck (`FIELDS` and `SENT_AS` must name every key of `AnalysisResult`, and no other).
 */
import type { AnalysisResult, HrvDetails } from '@ai-doctor/rppg-core';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';
import {
  type BrainwaveActivity,
  type EstimatedEcg,
  type EstimatedEeg,
  METRIC_EVIDENCE,
  type ParkinsonsIndicators,
  type QualityDetails,
  type RateRange,
  type StrokeRiskFactors,
} from '@ai-doctor/rppg-core/vitals';
import { beforeAll, describe, expect, it } from 'vitest';
import { traceFromRequest } from '../src/measurement/trace-request.ts';
import { enhanceResponse, toResponse } from '../src/routes/enhance-rppg.ts';
import { syntheticEnhanceBody } from './synthetic-trace.ts';

/** A field's shape: a value (or a map with keys of its own, like `grades`), or an object's fields. */
type Shape = true | { readonly [field: string]: Shape };
const fields = <T>(shape: Record<keyof T, Shape>) => shape;

/** A grade for every graded metric, each named (the response schema requires them all). */
const GRADES: Shape = Object.fromEntries(Object.keys(METRIC_EVIDENCE).map((metric) => [metric, true]));

const QUALITY = fields<QualityDetails>({
  snrDb: true,
  facePresentShare: true,
  motion: true,
  motionAtRate: true,
  brightnessStability: true,
  cleanBeatShare: true,
  agreement: true,
});
const RANGE = fields<RateRange>({ low: true, high: true });

/** Every field of the core's result and, for an object, its fields. */
const FIELDS = {
  systolic: true,
  diastolic: true,
  heartRate: true,
  heartRateVariability: true,
  breathingRate: true,
  oxygenSaturation: true,
  sympatheticStress: true,
  parasympatheticActivity: true,
  prq: true,
  confidence: true,
  estimatedTemperature: true,
  strokeRiskFactors: fields<StrokeRiskFactors>({
    facialAsymmetry: true,
    heartRhythmIrregularity: true,
    overallRiskScore: true,
    riskLevel: true,
    riskFactors: true,
    measurements: true,
  }),
  parkinsonsIndicators: fields<ParkinsonsIndicators>({
    tremorDetection: true,
    rigidityIndicators: true,
    bradykinesiaScore: true,
    overallRiskScore: true,
    riskLevel: true,
    detectedSymptoms: true,
    measurements: true,
  }),
  estimatedECG: fields<EstimatedEcg>({
    heartRhythm: true,
    pWaveDetected: true,
    qrsComplexQuality: true,
    tWavePattern: true,
    heartRateVariability: true,
    arrhythmiaRisk: true,
    estimatedWaveform: true,
  }),
  estimatedEEG: fields<EstimatedEeg>({
    brainwaveActivity: fields<BrainwaveActivity>({ alpha: true, beta: true, theta: true, delta: true }),
    mentalState: true,
    stressLevel: true,
    attentionIndex: true,
    relaxationIndex: true,
    estimatedSignal: true,
  }),
  grades: GRADES,
  withheld: true,
  atLimit: true,
  quality: QUALITY,
  source: true,
  reliable: true,
  heartRateOutcome: true,
  heartRateRange: RANGE,
  note: true,
  method: true,
  hrv: fields<HrvDetails>({ rmssdMs: true, sdnnMs: true, pnn50: true, lfHf: true, beats: true }),
  pulse: fields<AnalysisResult['pulse']>({ sampleRate: true, samples: true }),
  beatTimesMs: true,
  bloodPressureCategory: true,
  heartRateSpectral: true,
  heartRateBeats: true,
  breathingProminence: true,
  heartRateSpreadBpm: true,
  heartRateReason: true,
  heartRateTrack: fields<AnalysisResult['heartRateTrack']>({ timesMs: true, bpm: true, snrDb: true, spreadBpm: true }),
} as const satisfies Record<keyof AnalysisResult, Shape>;

/** Where the enhance response sends each field of the result: its name there, or null when it does not. */
const SENT_AS = {
  systolic: 'systolic',
  diastolic: 'diastolic',
  heartRate: 'heartRate',
  heartRateVariability: 'heartRateVariability',
  breathingRate: 'breathingRate',
  oxygenSaturation: 'oxygenSaturation',
  sympatheticStress: 'sympatheticStress',
  parasympatheticActivity: 'parasympatheticActivity',
  prq: 'signalQuality',
  confidence: 'confidence',
  estimatedTemperature: null,
  strokeRiskFactors: null,
  parkinsonsIndicators: null,
  estimatedECG: null,
  estimatedEEG: null,
  grades: 'grades',
  withheld: 'withheld',
  atLimit: 'atLimit',
  quality: 'quality',
  source: 'source',
  reliable: 'reliable',
  heartRateOutcome: 'heartRateOutcome',
  heartRateRange: 'heartRateRange',
  note: 'note',
  method: 'method',
  hrv: null,
  pulse: null,
  beatTimesMs: null,
  bloodPressureCategory: 'bloodPressureCategory',
  heartRateSpectral: null,
  heartRateBeats: null,
  breathingProminence: null,
  heartRateSpreadBpm: null,
  heartRateReason: 'heartRateReason',
  heartRateTrack: null,
} as const satisfies Record<keyof AnalysisResult, string | null>;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Every key path of `value` that `shape` describes as an object, e.g. 'quality.snrDb'. */
function keyPaths(value: Record<string, unknown>, shape: Shape, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) => {
    const path = `${prefix}${key}`;
    const inner = shape === true ? undefined : shape[key];
    return isObject(v) && inner !== undefined && inner !== true ? [path, ...keyPaths(v, inner, `${path}.`)] : [path];
  });
}

/** The key paths a shape names. */
function shapePaths(shape: Shape, prefix = ''): string[] {
  if (shape === true) return [];
  return Object.entries(shape).flatMap(([key, inner]) => [`${prefix}${key}`, ...shapePaths(inner, `${prefix}${key}.`)]);
}

interface ObjectSchema {
  properties?: Record<string, ObjectSchema>;
  required?: readonly string[];
}

/** The key paths of a JSON schema's objects; one without required fields is a map (`atLimit`), a value. */
function schemaPaths(schema: ObjectSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => [
    `${prefix}${key}`,
    ...(inner.required ? schemaPaths(inner, `${prefix}${key}.`) : []),
  ]);
}

const union = (lists: string[][]) => [...new Set(lists.flat())].sort();

/** Scans that between them give every optional field: an exact 72 bpm, and 45 bpm (withheld, with a reason). */
async function analysedScans(): Promise<AnalysisResult[]> {
  const core = await loadRppgCoreFromDisk(process.env.RPPG_WASM_PATH);
  return [syntheticEnhanceBody(), syntheticEnhanceBody({ heartRateBpm: 45, seed: 5 })].map((body) =>
    core.analyze(traceFromRequest(body), { mode: 'enhanced' }),
  );
}

describe('one result schema (issue 28)', () => {
  let results: AnalysisResult[] = [];
  beforeAll(async () => {
    results = await analysedScans();
  });
  const sent = (Object.entries(SENT_AS) as [keyof AnalysisResult, string | null][]).filter(
    (e): e is [keyof AnalysisResult, string] => e[1] !== null,
  );

  it('covers the outcomes that carry the optional fields', () => {
    expect(results.map((r) => r.heartRateOutcome)).toEqual(['exact', 'withheld']);
  });

  it("names exactly the fields the core's result carries, nested objects included", () => {
    const observed = union(results.map((r) => keyPaths(r as unknown as Record<string, unknown>, FIELDS)));
    expect(observed).toEqual(shapePaths(FIELDS).sort());
  });

  it("has a response schema with exactly the fields the response sends, under the response's names", () => {
    const expected = sent.flatMap(([field, name]) => {
      const shape: Shape = FIELDS[field];
      return [name, ...shapePaths(shape, `${name}.`)];
    });
    expect(schemaPaths(enhanceResponse as ObjectSchema).sort()).toEqual(expected.sort());
  });

  it('sends every field the schema names, as the core read it', () => {
    const bodies = results.map(toResponse);
    const observed = union(bodies.map((b) => keyPaths(b, { quality: QUALITY, heartRateRange: RANGE, grades: GRADES })));
    expect(observed).toEqual(schemaPaths(enhanceResponse as ObjectSchema).sort());
    results.forEach((r, i) => {
      const body = bodies[i] as Record<string, unknown>;
      for (const [field, name] of sent) if (field !== 'source') expect(body[name], name).toEqual(r[field]);
      expect(body.source).toBe('ai-enhanced');
    });
  });
});
