/**
 * When a live heart rate counts as read (ADR-9): a face in view, a rate, and a live signal quality
 * above `LIVE_MIN_SIGNAL_QUALITY`. Below it the scan screen says 'reading…', the session keeps the rate
 * out of its running mean, and a failed scan does not fall back on it.
 */
import type { LiveOutput } from '@ai-doctor/rppg-core/vitals';
import { LIVE_MIN_SIGNAL_QUALITY } from '../constants.ts';

export function liveRateRead(live: Pick<LiveOutput, 'faceDetected' | 'heartRate' | 'signalQuality'>): boolean {
  // Judged on the whole percent the screen shows, so no rate appears beside a quality that reads as the minimum.
  return live.faceDetected && live.heartRate > 0 && Math.round(live.signalQuality) > LIVE_MIN_SIGNAL_QUALITY;
}
