import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { describe, expect, it } from 'vitest';
import { completeMeasurement } from './completion.ts';
import { browserResult, input, trace } from './completionFakes.ts';

describe('completeMeasurement (spec 01 §4)', () => {
  describe('how exactly the rate is read (issue 28)', () => {
    const PULSE_WEAK = 'Your pulse showed, but not clearly enough for an exact number.';
    const approximate = browserResult({
      heartRate: 109,
      confidence: 0.62,
      reliable: false,
      heartRateOutcome: 'approximate',
      heartRateRange: { low: 105, high: 113 },
      note: PULSE_WEAK,
      heartRateReason: 'pulse-weak',
    } as Partial<MeasurementResult>);
    const server = (over: object) => async () => ({
      heartRate: 108,
      systolic: 120,
      diastolic: 78,
      confidence: 0.6,
      signalQuality: 62,
      ...over,
    });
    const finishWith = (r: MeasurementResult) => ({ finish: async () => r, trace: async () => trace });

    it('takes a re-analysis that reads an approximate rate exactly, with its range and no reason', async () => {
      const i = input({
        service: finishWith(approximate),
        enhance: server({ reliable: true, heartRateOutcome: 'exact', heartRateRange: { low: 106.5, high: 109.5 } }),
      });
      const { result } = await completeMeasurement(i);
      expect(result).toMatchObject({
        heartRate: 108,
        reliable: true,
        heartRateOutcome: 'exact',
        heartRateRange: { low: 106.5, high: 109.5 },
        source: 'ai-enhanced',
      });
      expect(result?.note).toBeUndefined();
      expect(result).not.toHaveProperty('heartRateReason');
    });

    it("carries the server's range and reason when it too reads only a range", async () => {
      const i = input({
        service: finishWith(approximate),
        enhance: server({
          confidence: 0.7,
          reliable: false,
          heartRateOutcome: 'approximate',
          heartRateRange: { low: 103, high: 112 },
          heartRateReason: 'rate-uncertain',
          note: 'More than one rate fitted.',
        }),
      });
      const { result } = await completeMeasurement(i);
      expect(result).toMatchObject({
        heartRateOutcome: 'approximate',
        heartRateRange: { low: 103, high: 112 },
        heartRateReason: 'rate-uncertain',
        note: 'More than one rate fitted.',
      });
    });

    it('never swaps a range for a withheld re-analysis, however confident', async () => {
      const i = input({
        service: finishWith(approximate),
        enhance: server({ confidence: 0.9, reliable: false, heartRateOutcome: 'withheld', note: 'No pulse.' }),
      });
      const { result } = await completeMeasurement(i);
      expect(result).toBe(approximate);
      expect(i.logs).toEqual(['AI enhancement read the rate less exactly than the scan; keeping the browser result']);
    });

    it("keeps an approximate reading over an exact re-analysis more than 6 bpm from the browser's rate", async () => {
      const i = input({
        service: finishWith(approximate),
        enhance: server({
          heartRate: 116,
          reliable: true,
          heartRateOutcome: 'exact',
          heartRateRange: { low: 114, high: 118 },
        }),
      });
      expect((await completeMeasurement(i)).result).toBe(approximate);
      expect(i.logs).toEqual(['AI enhancement read another rate than the scan; keeping the browser result']);
    });

    it("reads an older server's answer by its quality gate", async () => {
      const i = input({ service: finishWith(approximate), enhance: server({ confidence: 0.75, signalQuality: 70 }) });
      const { result } = await completeMeasurement(i);
      expect(result).toMatchObject({ reliable: true, heartRateOutcome: 'exact', source: 'ai-enhanced' });
      expect(result).not.toHaveProperty('heartRateRange');
    });
  });
});
