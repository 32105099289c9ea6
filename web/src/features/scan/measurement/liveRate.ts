/**
 * When a live heart rate counts as read (ADR-9): a face in view and a rate the core calls exact — the
 * calibrated range of the rate over the scan so far lies within ±5 bpm (`analyze_live`, the final
 * analysis's model). Until then the scan screen says 'reading…', and a failed scan does not fall back
 * on it.
 */
import type { LiveOutput } from '@ai-doctor/rppg-core/vitals';

export function liveRateRead(live: Pick<LiveOutput, 'faceDetected' | 'heartRate'>): boolean {
  return live.faceDetected && live.heartRate > 0;
}
