import { describe, expect, it } from 'vitest';
import { makeResult } from '../../readings/testing/measurementResult.ts';
import { bandedRows, metricRows, overallHealthStatus, resultTiles } from './resultMetrics.ts';

describe('metric rows', () => {
  it('cover every tile of the results screen with its spec field, raw value and grade', () => {
    const tiles = resultTiles(makeResult({ confidence: 0.84, estimatedTemperature: 98.6 }));
    expect(tiles.map((t) => t.metric)).toEqual([
      'heartRate',
      'heartRateVariability',
      'breathingRate',
      'oxygenSaturation',
      'sympatheticStress',
      'parasympatheticActivity',
      'prq',
      'estimatedTemperature',
      'strokeRiskFactors.riskLevel',
      'parkinsonsIndicators.riskLevel',
      'estimatedECG.heartRhythm',
      'estimatedEEG.mentalState',
      'confidence',
    ]);
    const byMetric = Object.fromEntries(tiles.map((t) => [t.metric, t]));
    expect(byMetric.confidence).toMatchObject({ display: '84%', dataValue: '0.84', evidence: 'confidence' });
    expect(byMetric.estimatedTemperature?.display).toBe('98.6 °F / 37.0 °C');
    expect(byMetric['estimatedECG.heartRhythm']).toMatchObject({
      dataValue: 'Normal Sinus Rhythm',
      evidence: 'heartRhythm',
    });
    expect(byMetric.oxygenSaturation?.interpretation?.band).toBe('good');
  });

  it('lead with blood pressure, interpreted by the spec category', () => {
    const [bp] = metricRows(makeResult({ systolic: 132.4, diastolic: 78 }));
    expect(bp).toMatchObject({ metric: 'bloodPressure', display: '132/78 mmHg', evidence: 'bloodPressure' });
    expect(bp?.interpretation).toMatchObject({ band: 'High Stage 1', status: 'warning' });
  });

  it('leave out what an old saved reading lacks', () => {
    const rows = metricRows({ systolic: 120, diastolic: 80, heartRate: 70 });
    expect(rows.map((r) => r.metric)).toEqual(['bloodPressure', 'heartRate']);
  });

  it('give bands only to the metrics the spec bands', () => {
    expect(bandedRows(makeResult()).map((r) => r.metric)).toEqual([
      'bloodPressure',
      'heartRate',
      'heartRateVariability',
      'breathingRate',
      'oxygenSaturation',
      'sympatheticStress',
      'parasympatheticActivity',
      'prq',
      'estimatedTemperature',
    ]);
  });
});

describe('overall health status', () => {
  it("is 'Healthy' when every banded metric is normal", () => {
    expect(overallHealthStatus(makeResult())).toMatchObject({
      badge: 'Healthy',
      message: 'All vital signs are within normal ranges. Keep up the great work!',
    });
  });

  it('names the metrics that need attention', () => {
    const status = overallHealthStatus(makeResult({ heartRate: 110, breathingRate: 22 }));
    expect(status).toMatchObject({ level: 'attention', status: 'warning' });
    expect(status.message).toContain('heart rate, breathing rate');
  });

  it('escalates when any metric is in an alert band', () => {
    const status = overallHealthStatus(makeResult({ heartRate: 110, oxygenSaturation: 88 }));
    expect(status).toMatchObject({ level: 'consult', status: 'alert' });
    expect(status.message).toContain('oxygen saturation');
    expect(status.message).not.toContain('heart rate');
  });

  it('asks for a retake instead of judging an unreliable reading', () => {
    expect(overallHealthStatus(makeResult({ reliable: false, heartRate: 130 })).level).toBe('retake');
  });
});
