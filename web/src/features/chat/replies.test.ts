import { describe, expect, it } from 'vitest';
import { makeResult } from '../../shared/testing/measurementResult.ts';
import type { SavedReading } from '../readings/index.ts';
import { bloodPressureAnswer, heartRateAnswer, readingsSummary, stressAnswer } from './readingAnswers.ts';
import { CHATBOT_RULES, chatbotDefault, GPT_RULES, gptDefault, selectReply } from './replies.ts';

const reading = (id: number, fields: Partial<SavedReading> = {}): SavedReading => ({
  ...makeResult(),
  id,
  timestamp: new Date(id).toISOString(),
  ...fields,
});

/** Newest first, as the store keeps them. */
const THREE = [
  reading(3_000, { systolic: 120, diastolic: 78, heartRate: 70 }),
  reading(2_000, { systolic: 118, diastolic: 76, heartRate: 72 }),
  reading(1_000, { systolic: 116, diastolic: 74, heartRate: 71 }),
];

const chatbot = (message: string, readings: readonly SavedReading[] = []) =>
  selectReply(CHATBOT_RULES, chatbotDefault, message, readings);
const gpt = (message: string, readings: readonly SavedReading[] = []) =>
  selectReply(GPT_RULES, gptDefault, message, readings);

describe('chatbot reply selection', () => {
  it.each([
    ['What is my Blood Pressure?', 'Blood pressure is the force'],
    ['is my BP ok', 'Blood pressure is the force'],
    ['heart health', 'resting heart rate'],
    ['any CARDIAC advice', 'resting heart rate'],
    ['I have stress', 'Short-term stress'],
    ['anxiety tips', 'Short-term stress'],
    ['find a doctor', 'book a video, chat or phone'],
    ['online consultation', 'book a video, chat or phone'],
    ['hello', 'I can explain blood pressure'],
  ])('%s → %s', (message, start) => {
    expect(chatbot(message).text).toContain(start);
  });

  it('matches "bp" only as a word, so "bpm" falls through', () => {
    expect(chatbot('what is bpm').text).toContain('I can explain');
  });

  it('offers the booking page for doctor questions', () => {
    expect(chatbot('doctor').link?.to).toBe('/consultation');
  });
});

describe('AI Health GPT reply selection', () => {
  it.each([
    ['My HEART', 'Cardiovascular plan'],
    ['cardiovascular fitness', 'Cardiovascular plan'],
    ['stress at work', 'Stress plan'],
    ['mental health', 'Stress plan'],
    ['anxiety', 'Stress plan'],
    ['poor sleep', 'Sleep plan'],
    ['always tired', 'Sleep plan'],
    ['fatigue', 'Sleep plan'],
    ['my report', 'Health report summary'],
    ['analysis please', 'Health report summary'],
    ['summary', 'Health report summary'],
    ['what is vitamin D', 'I can give general guidance'],
  ])('%s → %s', (message, start) => {
    expect(gpt(message).text).toContain(start);
  });
});

describe('answers from saved readings', () => {
  it('averages the last three readings with their evidence grades', () => {
    const answer = bloodPressureAnswer([...THREE, reading(500, { systolic: 150, diastolic: 95 })]);
    expect(answer.text).toContain('Your last three readings average 118/76 mmHg, heart rate 71 bpm.');
    // 118/76 ± 13/13 spans Normal to Stage 1: no category is named.
    expect(answer.text).toContain(
      'Your estimated blood pressure is 118/76 ± 13/13 mmHg: an experimental camera estimate, not a cuff reading, and its range spans more than one category.',
    );
    expect(answer.text).not.toMatch(/Normal|Elevated|Stage/);
    expect(answer.quoted).toEqual([
      { label: 'Blood pressure', value: '118/76 ± 13/13 mmHg', metric: 'bloodPressure' },
      { label: 'Heart rate', value: '71 bpm', metric: 'heartRate' },
    ]);
  });

  it('reports the trend from the oldest to the newest reading', () => {
    expect(bloodPressureAnswer(THREE).text).toContain('steady across your 3 saved readings');
    const rising = [reading(2, { systolic: 131 }), reading(1, { systolic: 119 })];
    expect(bloodPressureAnswer(rising).text).toContain('up 12 mmHg systolic from your oldest to your newest of 2');
  });

  it('says so and offers a scan when nothing is saved, inventing no number', () => {
    for (const answer of [bloodPressureAnswer([]), heartRateAnswer([]), stressAnswer([]), readingsSummary([])]) {
      expect(answer.offerScan).toBe(true);
      expect(answer.quoted).toEqual([]);
      expect(answer.text).not.toMatch(/\d+\/\d+|bpm/);
    }
    expect(chatbot('blood pressure').link?.to).toBe('/app');
  });

  it('quotes a heart rate read as a range as a range, and leaves it out of the trend (issue 28)', () => {
    const approximate = reading(3, {
      heartRate: 109,
      reliable: false,
      heartRateOutcome: 'approximate',
      heartRateRange: { low: 105, high: 113 },
    });
    const alone = heartRateAnswer([approximate]);
    expect(alone.text).toContain('Your last reading shows a heart rate of about 105–113 bpm.');
    expect(alone.text).toContain('about 105–113 bpm is slightly elevated');
    expect(alone.quoted).toEqual([{ label: 'Heart rate', value: 'about 105–113 bpm', metric: 'heartRate' }]);
    expect(alone.text).not.toMatch(/\b109\b/);
    // With exact readings the mean is a range too: (105 + 70 + 72) / 3 to (113 + 70 + 72) / 3.
    const mixed = heartRateAnswer([approximate, reading(2, { heartRate: 70 }), reading(1, { heartRate: 72 })]);
    expect(mixed.text).toContain('average a heart rate of about 82–85 bpm.');
    expect(mixed.text).toContain('steady across your 2 saved readings');
    expect(bloodPressureAnswer([approximate]).text).toContain('heart rate about 105–113 bpm.');
    expect(mixed.text).not.toContain('left out');
  });

  it('leaves out readings whose scan asked for a retake', () => {
    const answer = heartRateAnswer([reading(2, { heartRate: 130, reliable: false }), reading(1, { heartRate: 64 })]);
    expect(answer.text).toContain('Your last reading shows a heart rate of 64 bpm.');
    expect(answer.text).toContain('One reading was left out because the scan asked for a retake.');
    expect(heartRateAnswer([reading(1, { reliable: false })]).offerScan).toBe(true);
  });

  it('quotes the newest stress index and HRV as derived values', () => {
    const answer = stressAnswer([reading(1, { sympatheticStress: 34.4, heartRateVariability: 41.6 })]);
    expect(answer.text).toContain('sympathetic stress index of 34% and heart rate variability of 42 ms');
    expect(answer.quoted.map((q) => q.metric)).toEqual(['sympatheticStress', 'heartRateVariability']);
  });

  it('never quotes a withheld HRV or the stress index computed from it as a number', () => {
    const hrvReason = 'Beat timing in this scan was not clean enough for HRV (42 % of beats needed correction).';
    const fromHrv = 'Computed from HRV, which could not be measured in this scan.';
    const answer = stressAnswer([
      reading(2, {
        heartRateVariability: 35,
        sympatheticStress: 25,
        withheld: { heartRateVariability: hrvReason, sympatheticStress: fromHrv },
      }),
      reading(1, { heartRateVariability: 41.6 }),
    ]);
    expect(answer.quoted).toEqual([]);
    expect(answer.offerScan).toBe(true);
    expect(answer.text).toBe(
      `The stress index was not measured in your newest scan. ${fromHrv} Heart rate variability was not measured in your newest scan. ${hrvReason} A scan sitting still in steady, even light gives the camera cleaner beat timing.`,
    );
    expect(gpt('stress', [reading(1, { withheld: { heartRateVariability: hrvReason } })]).quoted).toEqual([
      { label: 'Stress index', value: '30%', metric: 'sympatheticStress' },
    ]);
  });

  it('quotes an HRV at the clamp ceiling as a bound', () => {
    const answer = stressAnswer([
      reading(1, { heartRateVariability: 80, sympatheticStress: 12, atLimit: { heartRateVariability: 'max' } }),
    ]);
    expect(answer.text).toContain(
      'sympathetic stress index of 12% and heart rate variability of ≥ 80 ms (at the edge of what the scan can read).',
    );
    expect(answer.quoted).toContainEqual({ label: 'HRV', value: '≥ 80 ms', metric: 'heartRateVariability' });
  });

  it('the report reply summarises blood pressure and heart rate', () => {
    const reply = gpt('report', THREE);
    expect(reply.type).toBe('health-analysis');
    expect(reply.text).toContain('118/76 mmHg');
    expect(reply.text).toContain('normal resting range');
  });
});
