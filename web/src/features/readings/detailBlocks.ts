/**
 * The result's detail blocks (stroke, Parkinson's, ECG, EEG; ADR-18) as data: each block's facts in
 * words, each with its evidence grade. What the scan withheld reads as not assessed or not measured,
 * never as the default number its field holds (ADR-5), nor as the estimate a withheld pulse left (ADR-27).
 */
import {
  type GradedMetric,
  type MeasurementResult,
  notMeasured,
  parkinsonsSeen,
  whatWasSeen,
} from '@ai-doctor/rppg-core/vitals';
import { metricRows } from './resultMetrics.ts';

/** One line of a detail block: a label and its value. */
export type Fact = [label: string, value: string];

export interface DetailBlockModel {
  title: string;
  evidence: GradedMetric;
  facts: Fact[];
  /** The whole block was not measured: only its verdict is shown, with why. */
  withheld?: { verdict: Fact; reason: string };
}

const pct = (x: number) => `${Math.round(x)}%`;
const listOrNone = (items: string[]) => (items.length ? items.join(', ') : 'None');

export function detailBlocks(result: MeasurementResult): DetailBlockModel[] {
  const { strokeRiskFactors: stroke, parkinsonsIndicators: pd, estimatedECG: ecg, estimatedEEG: eeg } = result;
  const withheld = notMeasured(result);
  const notAssessed = (metric: GradedMetric, label: string) => {
    const reason = withheld[metric];
    return reason ? { verdict: [label, 'Not assessed'] as Fact, reason } : undefined;
  };
  const rhythmOr = (text: string) => (withheld.heartRhythm ? 'Not assessed' : text);
  const hrv = metricRows(result).find((row) => row.metric === 'heartRateVariability');
  return [
    {
      title: 'Stroke Risk Indicators',
      evidence: 'strokeRiskFactors',
      withheld: notAssessed('strokeRiskFactors', 'Risk level'),
      facts: [
        ['Risk level', stroke.riskLevel],
        ['Overall score', pct(stroke.overallRiskScore)],
        ['Facial asymmetry', pct(stroke.facialAsymmetry)],
        // Without beats the checks accept, the rhythm part was left out of the score, not measured as 0.
        ['Heart rhythm irregularity', rhythmOr(pct(stroke.heartRhythmIrregularity))],
        ['Risk factors', listOrNone(stroke.riskFactors)],
        ['What was seen', whatWasSeen(stroke.riskLevel, stroke.measurements)],
      ],
    },
    {
      title: "Parkinson's Indicators",
      evidence: 'parkinsonsIndicators',
      withheld: notAssessed('parkinsonsIndicators', 'Risk level'),
      facts: [
        ['Risk level', pd.riskLevel],
        ['Overall score', pct(pd.overallRiskScore)],
        ['Tremor', pct(pd.tremorDetection)],
        // Without the lips in enough frames, rigidity was left out of the score, not measured as 0.
        ['Rigidity', pd.rigidityIndicators === null ? 'Not measured' : pct(pd.rigidityIndicators)],
        ['Bradykinesia', pct(pd.bradykinesiaScore)],
        ['Detected symptoms', listOrNone(pd.detectedSymptoms)],
        ['What was seen', parkinsonsSeen(pd)],
      ],
    },
    {
      title: 'Estimated ECG',
      evidence: 'estimatedECG',
      withheld: notAssessed('estimatedECG', 'Rhythm'),
      facts: [
        ['Rhythm', rhythmOr(ecg.heartRhythm)],
        ['P-wave', rhythmOr(ecg.pWaveDetected ? 'Detected' : 'Not detected')],
        ['QRS quality', pct(ecg.qrsComplexQuality)],
        ['T-wave', ecg.tWavePattern],
        ['HRV', hrv?.display ?? `${Math.round(ecg.heartRateVariability)} ms`],
        ['Arrhythmia risk', withheld.arrhythmiaRisk ? 'Not measured' : pct(ecg.arrhythmiaRisk)],
      ],
    },
    {
      title: 'Estimated EEG',
      evidence: 'estimatedEEG',
      withheld: notAssessed('estimatedEEG', 'Mental state'),
      facts: [
        ['Mental state', eeg.mentalState],
        ['Alpha', pct(eeg.brainwaveActivity.alpha)],
        ['Beta', pct(eeg.brainwaveActivity.beta)],
        ['Theta', pct(eeg.brainwaveActivity.theta)],
        ['Delta', pct(eeg.brainwaveActivity.delta)],
        ['Attention index', pct(eeg.attentionIndex)],
        ['Relaxation index', pct(eeg.relaxationIndex)],
      ],
    },
  ];
}
