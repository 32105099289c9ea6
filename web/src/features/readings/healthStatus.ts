/**
 * 'Overall Health Status' of a reading (ADR-14): derived from its banded metrics through the one row model,
 * so a metric the scan did not measure is named, never judged, and only a measured value can warn (ADR-27).
 */
import { type BandStatus, heartRateReading, heartRateText } from '@ai-doctor/rppg-core/vitals';
import { type ReadingLike, vitalRows } from './resultMetrics.ts';

/** A label inside a sentence: 'Heart Rate' → 'heart rate', acronyms kept ('HRV', 'PRQ quality'). */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');

export type HealthStatusLevel = 'healthy' | 'attention' | 'consult' | 'retake';

export interface OverallHealthStatus {
  level: HealthStatusLevel;
  badge: string;
  status: BandStatus;
  message: string;
}

/**
 * The overall status of `r`: derived from its banded metrics; a reading whose
 * heart rate was withheld gets a retake prompt instead of a verdict (principle 2), one read as a range
 * is judged by that range and says so.
 */
export function overallHealthStatus(r: ReadingLike): OverallHealthStatus {
  const heartRate = heartRateReading(r);
  if (heartRate.outcome === 'withheld')
    return {
      level: 'retake',
      badge: 'Retake Advised',
      status: 'warning',
      message: 'The signal in this reading was too weak to trust. Take a new measurement in steady light.',
    };
  const vitals = vitalRows(r);
  const names = (status: BandStatus) =>
    vitals
      .filter((row) => row.interpretation?.status === status)
      .map((row) => inSentence(row.label))
      .join(', ');
  // A withheld metric is neither normal nor a concern: it is named, so 'all' never covers it.
  const withheld = vitals.filter((row) => row.withheldReason).map((row) => inSentence(row.label));
  const approximate =
    heartRate.outcome === 'approximate' ? ` Heart rate read as a range: ${heartRateText(heartRate)}.` : '';
  const unmeasured = `${approximate}${withheld.length ? ` Not measured in this scan: ${withheld.join(', ')}.` : ''}`;
  // A neutral band is a camera estimate without a verdict (ADR-6, ADR-7): neither normal nor a concern.
  const unjudged = names('neutral');
  const noVerdict = unjudged ? ` Shown without a verdict (a camera cannot judge them): ${unjudged}.` : '';
  const alerts = names('alert');
  if (alerts)
    return {
      level: 'consult',
      badge: 'Consult a Doctor',
      status: 'alert',
      message: `Outside the typical range: ${alerts}. Check with a medical device or a doctor.${unmeasured}${noVerdict}`,
    };
  const warnings = names('warning');
  if (warnings)
    return {
      level: 'attention',
      badge: 'Needs Attention',
      status: 'warning',
      message: `Worth keeping an eye on: ${warnings}. Measure again after a few minutes of rest.${unmeasured}${noVerdict}`,
    };
  return {
    level: 'healthy',
    badge: 'Healthy',
    status: 'normal',
    message: `All ${withheld.length || unjudged ? 'judged ' : ''}vital signs are within normal ranges. Keep up the great work!${unmeasured}${noVerdict}`,
  };
}
