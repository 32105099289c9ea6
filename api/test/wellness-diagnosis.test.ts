import { diagnoseWellness } from '@ai-doctor/rppg-core/vitals';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

const reading = {
  systolic: 128,
  diastolic: 79,
  heartRate: 94,
  heartRateVariability: 24,
  breathingRate: 16,
  oxygenSaturation: 97,
  sympatheticStress: 45,
  parasympatheticActivity: 60,
  signalQuality: 82,
  confidence: 0.81,
};

describe('POST /api/wellness-diagnosis', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/wellness-diagnosis', payload: payload as object });

  it('returns the shared scoring module’s diagnosis, with reasons', async () => {
    const res = await post(reading);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual(diagnoseWellness(reading));
    // BP 128/79 ± 13/13 names no category, so it scores as the best its range allows, Normal (20); HR in range
    // (15) + HRV < 30 (0) + breathing (15) + oxygen (15) + stress > 40 (0) + PRQ (10).
    expect(body.overallScore).toBe(75);
    expect(body.wellnessLevel).toBe('Good');
    expect(body.riskFactors).toContain('Slightly elevated heart rate');
    expect(body.recommendations).toContain('Consult healthcare provider for medical advice');
    expect(body.reasons.map((r: { metric: string }) => r.metric)).toEqual([
      'bloodPressure',
      'heartRate',
      'heartRateVariability',
      'breathingRate',
      'oxygenSaturation',
      'sympatheticStress',
      'prq',
    ]);
  });

  it('quotes a heart rate read only as a range as that range (issue 28)', async () => {
    const approximate = { ...reading, heartRate: 109, heartRateRange: { low: 105, high: 113 } };
    const res = await post(approximate);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(diagnoseWellness(approximate));
    expect(res.json().summary).toContain('about 105–113 bpm');
    expect((await post({ ...reading, heartRateRange: { low: 105 } })).statusCode).toBe(400);
  });

  it('accepts the three required fields alone and marks the rest as defaulted', async () => {
    const res = await post({ systolic: 115, diastolic: 75, heartRate: 68 });
    expect(res.statusCode).toBe(200);
    const reasons = res.json().reasons as { metric: string; defaulted: boolean }[];
    expect(reasons.find((r) => r.metric === 'heartRateVariability')?.defaulted).toBe(true);
    expect(reasons.find((r) => r.metric === 'heartRate')?.defaulted).toBe(false);
  });

  it('is deterministic: the same reading gives a byte-identical answer', async () => {
    const a = await post(reading);
    const b = await post(reading);
    expect(a.body).toBe(b.body);
  });

  it.each([
    [{ diastolic: 80, heartRate: 70 }, "body must have required property 'systolic'"],
    [{ systolic: 120, heartRate: 70 }, "body must have required property 'diastolic'"],
    [{ systolic: 120, diastolic: 80 }, "body must have required property 'heartRate'"],
    [{ ...reading, systolic: '120' }, 'body.systolic must be number'],
    [{ ...reading, heartRate: null }, 'body.heartRate must be number'],
    [{ ...reading, systolic: 400 }, 'body.systolic must be <= 260'],
    [{ ...reading, heartRate: 5 }, 'body.heartRate must be >= 20'],
    [{ ...reading, oxygenSaturation: 101 }, 'body.oxygenSaturation must be <= 100'],
    [{ ...reading, confidence: 1.5 }, 'body.confidence must be <= 1'],
    [{ ...reading, signalQuality: -1 }, 'body.signalQuality must be >= 0'],
    [{ ...reading, sympatheticStress: 'NaN' }, 'body.sympatheticStress must be number'],
    [{ ...reading, systolic: 80, diastolic: 90 }, 'body.diastolic must be lower than body.systolic'],
  ])('rejects %j with a clear 400', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('rejects a body that is not a JSON object', async () => {
    for (const payload of ['[1,2,3]', '"text"', '42']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/wellness-diagnosis',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('body must be object');
    }
  });

  it('drops unknown fields instead of failing, so older clients keep working', async () => {
    const res = await post({ ...reading, deviceModel: 'Pixel 4a' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(diagnoseWellness(reading));
  });
});
