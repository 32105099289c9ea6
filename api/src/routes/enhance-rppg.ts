import type { AnalysisResult } from '@ai-doctor/rppg-core';
import { TRACE_CONTENT_TYPE } from '@ai-doctor/rppg-core/trace-format';
import { METRIC_EVIDENCE, REASON_TEXT } from '@ai-doctor/rppg-core/vitals';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, HttpError } from '../http/errors.ts';
import { allRequired, number } from '../http/fields.ts';
import { ANYONE } from '../http/security-docs.ts';
import {
  type EnhanceRequest,
  enhanceRequestSchema,
  traceFromBinary,
  traceFromRequest,
} from '../measurement/trace-request.ts';

/** Two minutes of samples for four traces with full-precision floats, plus timestamps, fit in this. */
export const ENHANCE_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

const gradeSchema = { type: 'string', enum: ['measured', 'derived', 'experimental', 'illustrative'] } as const;
const limitSide = { type: 'string', enum: ['min', 'max'] } as const;

const alwaysSent = allRequired({
  heartRate: number('Beats per minute'),
  systolic: number('mmHg (experimental estimate)'),
  diastolic: number('mmHg (experimental estimate)'),
  bloodPressureCategory: { type: 'string', enum: ['Normal', 'Elevated', 'High Stage 1', 'High Stage 2'] },
  confidence: number('0–1'),
  signalQuality: number('Signal quality (PRQ), 0–100'),
  heartRateVariability: number('RMSSD, ms'),
  breathingRate: number('Per minute'),
  oxygenSaturation: number('% (experimental estimate)'),
  sympatheticStress: number('0–100'),
  parasympatheticActivity: number('0–100'),
  reliable: { type: 'boolean', description: "The heart rate is exact (heartRateOutcome 'exact')" },
  heartRateOutcome: {
    type: 'string',
    enum: ['exact', 'approximate', 'withheld'],
    description: 'How exactly the heart rate was read: one number, only a range (heartRateRange), or not at all',
  },
  method: { type: 'string', description: 'The rPPG methods and face regions the re-analysis fused' },
  source: { type: 'string', const: 'ai-enhanced' },
  grades: allRequired(
    Object.fromEntries(Object.keys(METRIC_EVIDENCE).map((metric) => [metric, gradeSchema])),
    'Evidence grade of each metric',
  ),
  withheld: {
    type: 'object',
    description:
      'Metrics this scan could not measure, each with one plain sentence why; their numeric fields hold the ' +
      'default value and are not readings. {} when everything was measured.',
    propertyNames: { enum: Object.keys(METRIC_EVIDENCE) },
    additionalProperties: { type: 'string' },
  },
  atLimit: {
    type: 'object',
    description: 'Values clamped to a wall of their range (HRV 10–80 ms, breathing 8–25 /min): bounds, not readings',
    additionalProperties: false,
    properties: { heartRateVariability: limitSide, breathingRate: limitSide },
  },
  quality: allRequired(
    {
      snrDb: number(
        'Self-SNR of the pulse, dB: mean over 10 s windows, the rate against its neighbourhood (±15 %, at least ±12 bpm)',
      ),
      facePresentShare: number('Share of frames with a face, 0–1'),
      motion: number('Head motion, 0 (still) – 1'),
      motionAtRate: number("Share of the head's motion at the heart rate, beyond chance, 0–1 (1: rhythm unknown)"),
      brightnessStability: number('0 (jumping) – 1 (steady)'),
      cleanBeatShare: number('Share of beat intervals kept, 0–1'),
      agreement: number('Agreement of independent estimates with the rate, 0–1'),
    },
    'What the signal looked like: the inputs of PRQ and confidence',
  ),
});

/** The response of `POST /api/enhance-rppg` (exported for the test that holds it to the core's output). */
export const enhanceResponse = {
  ...alwaysSent,
  properties: {
    ...alwaysSent.properties,
    heartRateRange: allRequired(
      { low: number('bpm'), high: number('bpm') },
      'The stated 90 % interval of the heart rate; absent when it was withheld',
    ),
    heartRateReason: {
      type: 'string',
      enum: Object.keys(REASON_TEXT),
      description: 'Why the heart rate is not exact, as a code (note says it in words); absent when it is exact',
    },
    note: { type: 'string', description: 'Why the heart rate is not exact, in words' },
  },
} as const;

/** The response body for the core's result (exported for the schema test). */
export function toResponse(r: AnalysisResult) {
  return {
    heartRate: r.heartRate,
    systolic: r.systolic,
    diastolic: r.diastolic,
    bloodPressureCategory: r.bloodPressureCategory,
    confidence: r.confidence,
    signalQuality: r.prq,
    heartRateVariability: r.heartRateVariability,
    breathingRate: r.breathingRate,
    oxygenSaturation: r.oxygenSaturation,
    sympatheticStress: r.sympatheticStress,
    parasympatheticActivity: r.parasympatheticActivity,
    reliable: r.reliable,
    heartRateOutcome: r.heartRateOutcome ?? (r.reliable ? 'exact' : 'withheld'),
    method: r.method,
    source: 'ai-enhanced' as const,
    grades: r.grades,
    withheld: r.withheld,
    atLimit: r.atLimit,
    quality: r.quality,
    ...(r.heartRateRange ? { heartRateRange: r.heartRateRange } : {}),
    ...(r.heartRateReason ? { heartRateReason: r.heartRateReason } : {}),
    ...(r.note ? { note: r.note } : {}),
  };
}

/**
 * The binary body, for the OpenAPI document (OpenAPI 3.1 describes raw bytes by their media type alone).
 * The layout is the core's `traceFormat.ts`'s; the validation is `traceFromBinary`'s.
 */
const binaryTraceSchema = {
  description:
    'The same trace in 4 bytes per colour value (JSON takes 5–18), all little-endian: "AIDT" (4 bytes), version 1 (uint8), ' +
    'flags (uint8, bit 0: timestamps follow), region count R 1–4 (uint8), 0 (uint8), samples N (uint32), ' +
    'four region codes (uint8 each: 0 face (required; the JSON timeSeriesData), 1 forehead, 2 leftCheek, ' +
    '3 rightCheek; 0xFF after the R used), sampleRate (float64), duration (float64); then N timestamps in ms ' +
    '(float64, with flag bit 0), then per region in code order N × r, g, b (float32). The body is exactly ' +
    '32 + 8·N (with timestamps) + 12·N·R bytes. A malformed body is a 400 that says what is wrong.',
} as const;

/**
 * `POST /api/enhance-rppg`: the heavier re-analysis of a scan's RGB trace by the same WebAssembly core the
 * browser runs (every method and region, tracked over time). The trace is analysed and forgotten; only its
 * size and the winning method are logged.
 */
export const enhanceRppgRoutes: FastifyPluginAsync = async (app) => {
  // The binary trace arrives as its bytes; the core's traceFormat.ts reads it (this plugin's scope only).
  app.addContentTypeParser(
    TRACE_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit: ENHANCE_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post<{ Body: EnhanceRequest | Buffer | undefined }>(
    '/enhance-rppg',
    {
      bodyLimit: ENHANCE_BODY_LIMIT_BYTES,
      schema: {
        tags: ['measurement'],
        operationId: 'enhanceRppg',
        security: ANYONE,
        summary: 'Re-analyse a scan’s RGB trace with every method and face region',
        description:
          'Accepts up to 120 s of samples at 10–120 samples/s, as JSON or as the compact binary trace ' +
          `(\`${TRACE_CONTENT_TYPE}\`, below). Responds 422 when the trace cannot give a reading (too short, ` +
          'no pulse) and 503 with `Retry-After` when every analysis thread is busy and the queue is full. ' +
          'Nothing is stored.',
        body: {
          content: {
            'application/json': { schema: enhanceRequestSchema },
            [TRACE_CONTENT_TYPE]: { schema: binaryTraceSchema },
          },
        },
        response: { 200: enhanceResponse, ...errorResponses },
      },
    },
    async (req) => {
      const { body } = req;
      // Other media types Fastify parses (text/plain) have no schema here, so they are refused here.
      if (typeof body !== 'object' || body === null) {
        throw new HttpError(415, `Send the trace as application/json or ${TRACE_CONTENT_TYPE}`);
      }
      const binary = Buffer.isBuffer(body);
      const trace = binary ? traceFromBinary(body) : traceFromRequest(body);
      // Only the typed trace waits for a thread. The body (for JSON, thousands of small arrays) is let go
      // now, so under load it dies young instead of being promoted and piling up in the old generation.
      req.body = undefined;
      const samples = trace.timestampsMs.length;
      const result = await app.analysisPool.analyze(trace);
      req.log.info({ samples, rois: trace.rois.length, binary, method: result.method }, 'trace re-analysed');
      return toResponse(result);
    },
  );
};
