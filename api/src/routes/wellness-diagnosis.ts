import { type DiagnosisInput, diagnoseWellness } from '@ai-doctor/rppg-core/vitals';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, HttpError } from '../http/errors.ts';
import { allRequired } from '../http/fields.ts';
import { ANYONE } from '../http/security-docs.ts';

const metric = (description: string, minimum: number, maximum: number) =>
  ({ type: 'number', description, minimum, maximum }) as const;

/** The product's body (ADR-21). Ranges are wide physiological bounds: they reject typos and units mix-ups, not readings. */
const diagnosisBody = {
  type: 'object',
  examples: [
    {
      systolic: 124,
      diastolic: 79,
      heartRate: 76,
      heartRateVariability: 38,
      breathingRate: 15,
      oxygenSaturation: 97,
      sympatheticStress: 32,
      parasympatheticActivity: 68,
      signalQuality: 84,
      confidence: 0.82,
    },
  ],
  required: ['systolic', 'diastolic', 'heartRate'],
  additionalProperties: false,
  properties: {
    systolic: metric('Systolic blood pressure, mmHg', 50, 260),
    diastolic: metric('Diastolic blood pressure, mmHg', 30, 180),
    heartRate: metric('Heart rate, beats per minute', 20, 250),
    heartRateRange: {
      type: 'object',
      description: 'Given when the heart rate was read only as this range (heartRate is the estimate inside it)',
      required: ['low', 'high'],
      additionalProperties: false,
      properties: { low: metric('Lower end, bpm', 20, 250), high: metric('Upper end, bpm', 20, 250) },
    },
    heartRateVariability: metric('Heart rate variability (RMSSD), ms', 0, 500),
    breathingRate: metric('Breathing rate, per minute', 1, 80),
    oxygenSaturation: metric('Oxygen saturation, %', 50, 100),
    sympatheticStress: metric('Sympathetic stress index, %', 0, 100),
    parasympatheticActivity: metric('Parasympathetic activity index, %', 0, 100),
    signalQuality: metric("Signal quality (the result's PRQ), 0–100", 0, 100),
    confidence: metric('Confidence of the reading, 0–1', 0, 1),
  },
} as const;

const diagnosisResponse = allRequired({
  overallScore: { type: 'integer', minimum: 0, maximum: 100 },
  wellnessLevel: { type: 'string', enum: ['Excellent', 'Good', 'Fair', 'Needs Attention'] },
  riskFactors: { type: 'array', items: { type: 'string' } },
  recommendations: { type: 'array', items: { type: 'string' } },
  summary: { type: 'string' },
  reasons: {
    type: 'array',
    description: 'Every scored check: which metric moved the score, by how much and why',
    items: allRequired({
      metric: { type: 'string' },
      points: { type: 'number' },
      maxPoints: { type: 'number' },
      grade: { type: 'string', enum: ['measured', 'derived', 'experimental', 'illustrative'] },
      defaulted: { type: 'boolean', description: 'The value was missing and the standard default was used' },
      why: { type: 'string' },
    }),
  },
});

/** `POST /api/wellness-diagnosis`: the shared, deterministic scoring of `@ai-doctor/rppg-core/vitals`. */
export const wellnessDiagnosisRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: DiagnosisInput }>(
    '/wellness-diagnosis',
    {
      schema: {
        tags: ['measurement'],
        operationId: 'diagnoseWellness',
        security: ANYONE,
        summary: 'Wellness score, risk factors and recommendations for one reading',
        description:
          'Scores a reading with the same module the app uses offline. Experimental metrics (blood pressure, ' +
          'oxygen) count toward the score but never raise a risk factor on their own. A value left out (the ' +
          'scan could not measure it) is scored with its default value and marked `defaulted`. Nothing is stored.',
        body: diagnosisBody,
        response: { 200: diagnosisResponse, ...errorResponses },
      },
    },
    async (req) => {
      if (req.body.diastolic >= req.body.systolic) {
        throw new HttpError(400, 'body.diastolic must be lower than body.systolic');
      }
      return diagnoseWellness(req.body);
    },
  );
};
