import {
  type GradedMetric,
  type MeasurementResult,
  parkinsonsSeen,
  readWithheld,
  whatWasSeen,
} from '@ai-doctor/rppg-core/vitals';
import { SimpleGrid } from '@mantine/core';
import { metricRows } from '../../readings/index.ts';
import { DetailBlock, type Fact } from './DetailBlock.tsx';

const pct = (x: number) => `${Math.round(x)}%`;
const listOrNone = (items: string[]) => (items.length ? items.join(', ') : 'None');

/**
 * Detail blocks for stroke, Parkinson's, ECG and EEG (ADR-18), each with its evidence grade. What the
 * scan withheld is shown as not assessed or not measured, never as the default number its field holds.
 */
export function DetailBlocks({ result }: { result: MeasurementResult }) {
  const { strokeRiskFactors: stroke, parkinsonsIndicators: pd, estimatedECG: ecg, estimatedEEG: eeg } = result;
  const withheld = readWithheld(result.withheld);
  const notAssessed = (metric: GradedMetric, label: string) => {
    const reason = withheld[metric];
    return reason ? { verdict: [label, 'Not assessed'] as Fact, reason } : undefined;
  };
  const hrv = metricRows(result).find((row) => row.metric === 'heartRateVariability');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DetailBlock
        title="Stroke Risk Indicators"
        evidence="strokeRiskFactors"
        withheld={notAssessed('strokeRiskFactors', 'Risk level')}
        facts={[
          ['Risk level', stroke.riskLevel],
          ['Overall score', pct(stroke.overallRiskScore)],
          ['Facial asymmetry', pct(stroke.facialAsymmetry)],
          // Without beats the checks accept, the rhythm part was left out of the score, not measured as 0.
          ['Heart rhythm irregularity', withheld.heartRhythm ? 'Not assessed' : pct(stroke.heartRhythmIrregularity)],
          ['Risk factors', listOrNone(stroke.riskFactors)],
          ['What was seen', whatWasSeen(stroke.riskLevel, stroke.measurements)],
        ]}
      />
      <DetailBlock
        title="Parkinson's Indicators"
        evidence="parkinsonsIndicators"
        withheld={notAssessed('parkinsonsIndicators', 'Risk level')}
        facts={[
          ['Risk level', pd.riskLevel],
          ['Overall score', pct(pd.overallRiskScore)],
          ['Tremor', pct(pd.tremorDetection)],
          // Without the lips in enough frames, rigidity was left out of the score, not measured as 0.
          ['Rigidity', pd.rigidityIndicators === null ? 'Not measured' : pct(pd.rigidityIndicators)],
          ['Bradykinesia', pct(pd.bradykinesiaScore)],
          ['Detected symptoms', listOrNone(pd.detectedSymptoms)],
          ['What was seen', parkinsonsSeen(pd)],
        ]}
      />
      <DetailBlock
        title="Estimated ECG"
        evidence="estimatedECG"
        facts={[
          ['Rhythm', withheld.heartRhythm ? 'Not assessed' : ecg.heartRhythm],
          ['P-wave', withheld.heartRhythm ? 'Not assessed' : ecg.pWaveDetected ? 'Detected' : 'Not detected'],
          ['QRS quality', pct(ecg.qrsComplexQuality)],
          ['T-wave', ecg.tWavePattern],
          ['HRV', hrv?.display ?? `${Math.round(ecg.heartRateVariability)} ms`],
          ['Arrhythmia risk', withheld.arrhythmiaRisk ? 'Not measured' : pct(ecg.arrhythmiaRisk)],
        ]}
      />
      <DetailBlock
        title="Estimated EEG"
        evidence="estimatedEEG"
        withheld={notAssessed('estimatedEEG', 'Mental state')}
        facts={[
          ['Mental state', eeg.mentalState],
          ['Alpha', pct(eeg.brainwaveActivity.alpha)],
          ['Beta', pct(eeg.brainwaveActivity.beta)],
          ['Theta', pct(eeg.brainwaveActivity.theta)],
          ['Delta', pct(eeg.brainwaveActivity.delta)],
          ['Attention index', pct(eeg.attentionIndex)],
          ['Relaxation index', pct(eeg.relaxationIndex)],
        ]}
      />
    </SimpleGrid>
  );
}
