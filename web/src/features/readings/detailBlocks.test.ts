import { REASON_TEXT } from '@ai-doctor/rppg-core/vitals';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import { detailBlocks } from './detailBlocks.ts';

const facts = (result: ReturnType<typeof makeResult>, title: string) =>
  Object.fromEntries(detailBlocks(result).find((b) => b.title === title)?.facts ?? []);

describe('detailBlocks', () => {
  it('shows every block with its grade and its measured facts', () => {
    const blocks = detailBlocks(makeResult());
    expect(blocks.map((b) => [b.title, b.evidence, b.withheld])).toEqual([
      ['Stroke Risk Indicators', 'strokeRiskFactors', undefined],
      ["Parkinson's Indicators", 'parkinsonsIndicators', undefined],
      ['Estimated ECG', 'estimatedECG', undefined],
      ['Estimated EEG', 'estimatedEEG', undefined],
    ]);
    expect(facts(makeResult(), 'Estimated ECG')).toMatchObject({ Rhythm: 'Normal Sinus Rhythm', 'P-wave': 'Detected' });
    expect(facts(makeResult(), 'Stroke Risk Indicators')).toMatchObject({
      'Heart rhythm irregularity': '6%',
      'Risk factors': 'None',
    });
  });

  it('says not assessed or not measured where the scan withheld a value, never its default number', () => {
    const result = makeResult({
      withheld: { heartRhythm: 'too-few-clean-beats', arrhythmiaRisk: 'too-few-clean-beats' },
      parkinsonsIndicators: { ...makeResult().parkinsonsIndicators, rigidityIndicators: null },
    });
    expect(facts(result, 'Stroke Risk Indicators')['Heart rhythm irregularity']).toBe('Not assessed');
    expect(facts(result, 'Estimated ECG')).toMatchObject({
      Rhythm: 'Not assessed',
      'P-wave': 'Not assessed',
      'Arrhythmia risk': 'Not measured',
    });
    expect(facts(result, "Parkinson's Indicators").Rigidity).toBe('Not measured');
  });

  it('shows a prompt the scan could not assess as its verdict and why, without its numbers', () => {
    const result = makeResult({ withheld: { strokeRiskFactors: 'head-turned' } });
    const stroke = detailBlocks(result)[0];
    expect(stroke?.withheld).toEqual({ verdict: ['Risk level', 'Not assessed'], reason: REASON_TEXT['head-turned'] });
  });

  it('lists what a risk prompt found', () => {
    const result = makeResult({
      strokeRiskFactors: {
        ...makeResult().strokeRiskFactors,
        riskFactors: ['Facial asymmetry above the typical range', 'Irregular pulse rhythm'],
      },
    });
    expect(facts(result, 'Stroke Risk Indicators')['Risk factors']).toBe(
      'Facial asymmetry above the typical range, Irregular pulse rhythm',
    );
  });
});
