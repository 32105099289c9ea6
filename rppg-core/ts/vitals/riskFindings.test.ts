import { describe, expect, it } from 'vitest';
import { rustCodes } from '../tests/rustCodes.ts';
import {
  parkinsonsSeen,
  RIGIDITY_NOT_MEASURED,
  RISK_FINDING_TEXT,
  riskFindings,
  riskFindingText,
  whatWasSeen,
} from './riskFindings.ts';

describe('riskFindingText: the listed risk factors and symptoms, in words', () => {
  it('has words for every code the core sends, and for no other', () => {
    const codes = rustCodes('estimates/mod.rs', 'RiskFinding');
    expect(codes.length).toBe(3);
    expect(Object.keys(RISK_FINDING_TEXT).sort()).toEqual([...codes].sort());
  });

  it('puts a code in words and keeps the text older readings stored', () => {
    expect(riskFindingText('head-tremor')).toBe('Head tremor in the 4–6 Hz band');
    expect(riskFindingText('Irregular pulse rhythm')).toBe('Irregular pulse rhythm');
    expect(riskFindingText('toString')).toBe('toString');
  });
});

describe('riskFindings: what a risk prompt saw, in words', () => {
  it('says each measurement beyond its healthy limit, with that limit', () => {
    expect(
      riskFindings([
        { code: 'mouthOffsetIod', value: 0.072, healthyMax: 0.03, fullScale: 0.1 },
        { code: 'beatIntervalCv', value: 0.04, healthyMax: 0.06, fullScale: 0.1 },
      ]),
    ).toEqual([
      "The mouth sat off the face's midline by 7.2 % of the distance between the eyes; healthy faces in our tests stayed within 3 %.",
    ]);
    expect(
      riskFindings([
        { code: 'tremorBandRatio', value: 3.46, healthyMax: 1.2, fullScale: 0.1 },
        { code: 'tremorAmplitudeIod', value: 0.012, healthyMax: 0.004, fullScale: 0.1 },
      ]),
    ).toEqual([
      'Head movement in the 4–6 Hz rest-tremor band was 3.5× as strong as at nearby rhythms; healthy heads in our tests stayed within 1.2×.',
      'That shaking moved the head by 1.2 % of the distance between the eyes; still healthy heads stayed within 0.4 %.',
    ]);
  });

  it('says nothing for values within the healthy range, or for readings saved before measurements existed', () => {
    expect(riskFindings([{ code: 'mouthOffsetIod', value: 0.03, healthyMax: 0.03, fullScale: 0.1 }])).toEqual([]);
    expect(riskFindings(undefined)).toEqual([]);
  });

  it('gives a raised level its finding, a Low level a plain all-clear, and not-assessed nothing', () => {
    const droop = [{ code: 'mouthOffsetIod', value: 0.06, healthyMax: 0.03, fullScale: 0.1 }] as const;
    expect(whatWasSeen('Mild', [...droop])).toContain('off the face');
    expect(whatWasSeen('Low', [{ ...droop[0], value: 0.01 }])).toBe('Nothing outside what healthy faces show.');
    expect(whatWasSeen('Not assessed', [])).toBe('');
  });

  it('says a finding that still scored Low is too little to raise the level', () => {
    const slight = [{ code: 'mouthOffsetIod', value: 0.044, healthyMax: 0.04, fullScale: 0.15 }] as const;
    const seen = whatWasSeen('Low', [...slight]);
    expect(seen).toContain('4.4 %');
    expect(seen).toMatch(/too little to raise the level\.$/);
  });

  it("adds to the Parkinson's finding that rigidity was not measured, and only then", () => {
    const low = { riskLevel: 'Low' as const, measurements: [] };
    expect(parkinsonsSeen({ ...low, rigidityIndicators: 12 })).toBe('Nothing outside what healthy faces show.');
    expect(parkinsonsSeen({ ...low, rigidityIndicators: null })).toBe(
      `Nothing outside what healthy faces show. ${RIGIDITY_NOT_MEASURED}`,
    );
    expect(parkinsonsSeen({ riskLevel: 'Moderate', measurements: [], rigidityIndicators: null })).toBe(
      RIGIDITY_NOT_MEASURED,
    );
    expect(parkinsonsSeen({ riskLevel: 'Not assessed', rigidityIndicators: null })).toBe('');
  });
});
