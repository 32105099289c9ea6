import { encodeTrace, type TraceContent } from '@ai-doctor/rppg-core/trace-format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { traceFromRequest } from '../src/measurement/trace-request.ts';
import { testApp } from './helpers.ts';
import { syntheticEnhanceBody } from './synthetic-trace.ts';

/** These tests run the real WebAssembly core (the same module the browser worker loads). */
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/enhance-rppg', payload: payload as object });
const scan = syntheticEnhanceBody();
/** The product's body alone (ADR-21): whole-face trace, 30 samples/s, duration = samples / 30. */
const specBody = { timeSeriesData: scan.timeSeriesData, sampleRate: 30, duration: scan.duration };

describe('POST /api/enhance-rppg', () => {
  it('re-analyses a 35 s trace with every ROI and returns the graded vitals', async () => {
    const res = await post(scan);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.heartRate).toBeGreaterThan(69);
    expect(body.heartRate).toBeLessThan(75);
    expect(body.source).toBe('ai-enhanced');
    expect(body.method).toMatch(/\S/);
    expect(body.signalQuality).toBeGreaterThanOrEqual(0);
    expect(body.signalQuality).toBeLessThanOrEqual(100);
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.confidence).toBeLessThanOrEqual(1);
    expect(body.systolic).toBeGreaterThan(body.diastolic);
    expect(body.grades).toMatchObject({ heartRate: 'measured', bloodPressure: 'experimental' });
    expect(body.quality.snrDb).toEqual(expect.any(Number));
  });

  it('follows the pulse in the trace rather than answering a fixed number', async () => {
    const fast = await post(syntheticEnhanceBody({ heartRateBpm: 96, seed: 11 }));
    expect(fast.statusCode).toBe(200);
    expect(Math.abs(fast.json().heartRate - 96)).toBeLessThan(3);
  });

  it('withholds a rate below the 55 bpm floor the spec clamps to, and says why', async () => {
    const slow = (await post(syntheticEnhanceBody({ heartRateBpm: 45, seed: 5 }))).json();
    expect(slow.heartRate).toBe(55);
    expect(slow.reliable).toBe(false);
    expect(slow.note).toMatch(/outside 55-180 bpm/);
    expect(slow).toMatchObject({ heartRateOutcome: 'withheld', heartRateReason: 'rate-out-of-range' });
    expect(slow.heartRateRange).toBeUndefined();
    const clean = (await post(scan)).json();
    expect(clean.note).toBeUndefined();
    expect(clean.heartRateReason).toBeUndefined();
  });

  it('returns how exactly the rate was read, with its stated range (issue 28)', async () => {
    const body = (await post(scan)).json();
    expect(body.heartRateOutcome).toBe('exact');
    expect(body.heartRateRange.low).toBeLessThan(body.heartRate);
    expect(body.heartRateRange.high).toBeGreaterThan(body.heartRate);
  });

  it('returns what the scan could not measure and the values at a clamp wall (the schema keeps them)', async () => {
    // A bare colour trace carries no face keypoints, so the core cannot compare the two sides of the face.
    const bare = (await post(scan)).json();
    expect(bare.withheld.strokeRiskFactors).toMatch(/keypoints/);
    expect(bare.atLimit).toEqual(expect.any(Object));

    // The core's verdicts pass through the response schema as they are; nothing else is let through.
    const analyze = app.analysisPool.analyze.bind(app.analysisPool);
    const spy = vi.spyOn(app.analysisPool, 'analyze').mockImplementationOnce(async (trace) => ({
      ...(await analyze(trace)),
      withheld: {
        heartRateVariability:
          'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).',
        sympatheticStress: 'Computed from HRV, which could not be measured in this scan.',
      },
      atLimit: { breathingRate: 'min', heartRate: 'max' } as never,
    }));
    const body = (await post(scan)).json();
    spy.mockRestore();
    expect(body.withheld).toEqual({
      heartRateVariability: 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).',
      sympatheticStress: 'Computed from HRV, which could not be measured in this scan.',
    });
    expect(body.atLimit).toEqual({ breathingRate: 'min' });
  });

  it('accepts the spec’s body alone (timeSeriesData, sampleRate, duration)', async () => {
    const res = await post(specBody);
    expect(res.statusCode).toBe(200);
    expect(Math.abs(res.json().heartRate - 72)).toBeLessThan(3);
  });

  it('is deterministic: the same trace gives a byte-identical answer', async () => {
    const [a, b] = [await post(scan), await post(scan)];
    expect(a.body).toBe(b.body);
  });

  const tooManyAt10Hz = {
    ...specBody,
    sampleRate: 10,
    duration: 120,
    timeSeriesData: syntheticEnhanceBody({ seconds: 121, fps: 10 }).timeSeriesData,
  };
  it.each([
    ['sampleRate too low', { ...specBody, sampleRate: 5 }, 'body.sampleRate must be >= 10'],
    ['sampleRate too high', { ...specBody, sampleRate: 240 }, 'body.sampleRate must be <= 120'],
    ['duration zero', { ...specBody, duration: 0 }, 'body.duration must be > 0'],
    ['duration over two minutes', { ...specBody, duration: 121 }, 'body.duration must be <= 120'],
    [
      'a channel above 255',
      { ...specBody, timeSeriesData: [[256, 1, 1], ...specBody.timeSeriesData] },
      'body.timeSeriesData[0][0] must be <= 255',
    ],
    [
      'a negative channel',
      { ...specBody, timeSeriesData: [...specBody.timeSeriesData.slice(0, 5), [1, -1, 1]] },
      'body.timeSeriesData[5][1] must be >= 0',
    ],
    [
      'a pair instead of a triple',
      { ...specBody, timeSeriesData: [[1, 2]] },
      'body.timeSeriesData[0] must NOT have fewer than 3 items',
    ],
    [
      'a string in a triple',
      { ...specBody, timeSeriesData: [[1, 'NaN', 3]] },
      'body.timeSeriesData[0][1] must be number',
    ],
    ['no samples', { ...specBody, timeSeriesData: [] }, 'body.timeSeriesData must NOT have fewer than 1 items'],
    [
      'more than 120 s at the given rate',
      tooManyAt10Hz,
      'body.timeSeriesData has 1210 samples: more than 120 s at 10 samples/s (1200)',
    ],
    [
      'timestamps of another length',
      { ...scan, timestampsMs: scan.timestampsMs.slice(1) },
      `body.timestampsMs has ${scan.timestampsMs.length - 1} entries but timeSeriesData has ${scan.timeSeriesData.length} samples`,
    ],
    [
      'timestamps going back',
      { ...scan, timestampsMs: scan.timestampsMs.map((t, i) => (i === 10 ? 0 : t)) },
      'body.timestampsMs must be strictly increasing (entry 10 is not)',
    ],
    [
      'timestamps over two minutes',
      { ...scan, timestampsMs: scan.timestampsMs.map((t) => t * 4) },
      'body.timestampsMs spans more than 120 s',
    ],
    [
      'an unknown region',
      { ...scan, rois: [{ name: 'chin', rgb: scan.timeSeriesData }] },
      'body.rois[0].name must be one of: forehead, leftCheek, rightCheek',
    ],
    ['a region twice', { ...scan, rois: [scan.rois[0], scan.rois[0]] }, 'body.rois lists "forehead" twice'],
    [
      'a region of another length',
      { ...scan, rois: [{ name: 'forehead', rgb: scan.timeSeriesData.slice(3) }] },
      `body.rois "forehead" has ${scan.timeSeriesData.length - 3} samples but timeSeriesData has ${scan.timeSeriesData.length}`,
    ],
    [
      'a missing sampleRate',
      { timeSeriesData: scan.timeSeriesData, duration: 35 },
      "body must have required property 'sampleRate'",
    ],
  ])('rejects %s with a clear 400', async (_name, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('rejects more samples than two minutes at the highest rate', async () => {
    const samples = Array.from({ length: 14_401 }, () => [120, 90, 80]);
    const res = await post({ timeSeriesData: samples, sampleRate: 120, duration: 120 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.timeSeriesData must NOT have more than 14400 items');
  });

  it('turns numbers JSON cannot hold (1e999 → Infinity) into a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/enhance-rppg',
      headers: { 'content-type': 'application/json' },
      payload: '{"timeSeriesData":[[1e999,1,1]],"sampleRate":30,"duration":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.timeSeriesData[0][0] must be number');
  });

  it.each([
    [
      'too short a trace',
      { ...specBody, timeSeriesData: specBody.timeSeriesData.slice(0, 10), duration: 10 / 30 },
      /too short/,
    ],
    [
      'a colour that never changes',
      { ...specBody, timeSeriesData: specBody.timeSeriesData.map(() => [150, 110, 95]) },
      /does not change/,
    ],
  ])('answers %s with a 422 that says why', async (_name, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: expect.stringMatching(message),
    });
  });

  it('refuses a body over its 5 MB limit with a 413', async () => {
    const padding = ' '.repeat(5 * 1024 * 1024);
    const res = await app.inject({
      method: 'POST',
      url: '/api/enhance-rppg',
      headers: { 'content-type': 'application/json' },
      payload: `${JSON.stringify(specBody)}${padding}`,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('traceFromRequest', () => {
  it('adds the sent face regions to timeSeriesData, the whole face', () => {
    const trace = traceFromRequest(scan);
    expect(trace.rois.map((r) => r.name)).toEqual(['forehead', 'leftCheek', 'rightCheek', 'face']);
    expect(Array.from(trace.rois[3]?.rgb ?? []).slice(0, 3)).toEqual(scan.timeSeriesData[0]);
  });

  it('analyses timeSeriesData as the whole face when no region is sent', () => {
    const trace = traceFromRequest(specBody);
    expect(trace.rois.map((r) => r.name)).toEqual(['face']);
    expect(Array.from(trace.rois[0]?.rgb ?? []).slice(0, 3)).toEqual(scan.timeSeriesData[0]);
    expect(trace.timestampsMs[1]).toBeCloseTo(1000 / 30, 10);
  });
});

describe('POST /api/enhance-rppg with the binary trace', () => {
  /** The JSON twin of a binary trace: its colours rounded to float32, as the binary body carries them. */
  const float32Twin = <T extends { timeSeriesData: number[][]; rois?: { rgb: number[][] }[] }>(body: T): T => ({
    ...body,
    timeSeriesData: body.timeSeriesData.map((rgb) => rgb.map(Math.fround)),
    ...(body.rois ? { rois: body.rois.map((roi) => ({ ...roi, rgb: roi.rgb.map((v) => v.map(Math.fround)) })) } : {}),
  });
  const postBinary = (bytes: Uint8Array) =>
    app.inject({
      method: 'POST',
      url: '/api/enhance-rppg',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });

  it.each([
    ['with timestamps and three regions', float32Twin(scan)],
    ['as the spec body alone', float32Twin(specBody)],
  ])('gives the very answer of its JSON twin, %s', async (_name, twin) => {
    const [json, binary] = [await post(twin), await postBinary(encodeTrace(twin as TraceContent))];
    expect(binary.statusCode).toBe(200);
    expect(binary.body).toBe(json.body);
    expect(encodeTrace(twin as TraceContent).length).toBeLessThan(JSON.stringify(twin).length / 4);
  });

  const good = encodeTrace(float32Twin(scan) as TraceContent);
  /** A copy of the good body with `edit` applied to it. */
  const edited = (edit: (bytes: Uint8Array, view: DataView) => void) => {
    const bytes = good.slice();
    edit(bytes, new DataView(bytes.buffer));
    return bytes;
  };
  const n = scan.timeSeriesData.length;
  /** Byte offset of sample `i`'s red in region `k` (the body has timestamps). */
  const colourAt = (k: number, i: number) => 32 + 8 * n + 12 * n * k + 12 * i;

  it.each([
    ['an empty body', new Uint8Array(0), 'binary trace: 0 bytes is shorter than the 32-byte header'],
    [
      'a JSON body sent as bytes',
      new TextEncoder().encode(JSON.stringify(specBody)),
      'binary trace: it does not start with "AIDT"',
    ],
    [
      'another version',
      edited((b) => {
        b[4] = 2;
      }),
      'binary trace: version 2 is not supported (this server reads 1)',
    ],
    [
      'unknown flags',
      edited((b) => {
        b[5] = 3;
      }),
      'binary trace: unknown flags 0x3',
    ],
    [
      'no region',
      edited((b) => {
        b[6] = 0;
      }),
      'binary trace: region count is 0; it must be 1–4',
    ],
    [
      'an unknown region code',
      edited((b) => {
        b[13] = 9;
      }),
      'binary trace: region code 9 is unknown (0 face, 1 forehead, 2 leftCheek, 3 rightCheek)',
    ],
    [
      'a region twice',
      edited((b) => {
        b[13] = 2;
        b[14] = 2;
      }),
      'binary trace: region "leftCheek" is listed twice',
    ],
    [
      'no face region',
      edited((b) => {
        b[6] = 1;
        b.set([3, 0xff, 0xff, 0xff], 12);
      }),
      'binary trace: the face region (code 0) is missing',
    ],
    [
      'a cut-off body',
      good.slice(0, good.length - 4),
      `binary trace: ${good.length - 4} bytes, but its header describes ${good.length} (${n} samples, 4 regions, timestamps)`,
    ],
    [
      'a channel above 255',
      edited((_, v) => v.setFloat32(colourAt(2, 7) + 4, 256, true)),
      'binary trace: region "leftCheek" sample 7 has a channel outside 0–255',
    ],
    [
      'a NaN channel',
      edited((_, v) => v.setFloat32(colourAt(0, 0), Number.NaN, true)),
      'binary trace: region "face" sample 0 has a channel outside 0–255',
    ],
    [
      'sampleRate too low',
      edited((_, v) => v.setFloat64(16, 5, true)),
      'binary trace: sampleRate is 5; it must be 10–120',
    ],
    [
      'duration zero',
      edited((_, v) => v.setFloat64(24, 0, true)),
      'binary trace: duration is 0; it must be over 0 and at most 120 s',
    ],
    [
      'timestamps going back',
      edited((_, v) => v.setFloat64(32 + 8 * 10, 0, true)),
      'binary trace: timestamps must be strictly increasing (entry 10 is not)',
    ],
    [
      'an infinite timestamp',
      edited((_, v) => v.setFloat64(32, Number.POSITIVE_INFINITY, true)),
      'binary trace: timestamp 0 is not a time in ms (0–10000000000000)',
    ],
  ])('rejects %s with a 400 that says what is wrong', async (_name, bytes, message) => {
    const res = await postBinary(bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('is described in the OpenAPI document beside the JSON body', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const content = doc.paths['/api/enhance-rppg'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(['application/json', 'application/octet-stream']);
    expect(content['application/octet-stream'].schema.description).toMatch(/"AIDT".*version 1/);
  });
});
