/**
 * What the /app measurement flow shows, as pure functions of the scan store's state (contract §4), so
 * the screens stay thin and these rules are tested without a DOM.
 */
import type { LiveOutput, MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { SCAN_DURATION_MS } from '../constants.ts';
import type { ScanPhase } from '../store/scanStore.ts';

export type FlowView = 'intro' | 'scanning' | 'camera-error' | 'results';

export interface FlowInput {
  phase: ScanPhase;
  cameraError: string | null;
  results: MeasurementResult | null;
}

/** Which screen of the page flow is up (spec 01 §4: intro → scanning → results; camera error card). */
export function flowView({ phase, cameraError, results }: FlowInput): FlowView {
  if (cameraError) return 'camera-error';
  if (phase === 'complete' && results) return 'results';
  if (phase === 'initializing' || phase === 'active') return 'scanning';
  return 'intro';
}

/**
 * True when a scan finished without producing results (spec 01 §4: the signal service was missing; or
 * face tracking stopped mid-scan).
 */
export function scanFailed({ phase, results }: FlowInput): boolean {
  return phase === 'complete' && !results;
}

export type DotColor = 'orange' | 'red' | 'yellow' | 'green';

/** Signal-quality dot (spec 01 §2): orange without a face; else red ≤ 40, yellow above 40, green above 70. */
export function signalDotColor(live: Pick<LiveOutput, 'faceDetected' | 'signalQuality'> | null): DotColor {
  if (!live?.faceDetected) return 'orange';
  if (live.signalQuality > 70) return 'green';
  if (live.signalQuality > 40) return 'yellow';
  return 'red';
}

/** Whole seconds left: 'Scan will complete automatically in N seconds'. */
export function remainingSeconds(elapsedMs: number): number {
  return Math.max(0, Math.ceil((SCAN_DURATION_MS - elapsedMs) / 1000));
}

/** The timer, e.g. '12s / 35s'. */
export function elapsedLabel(elapsedMs: number): string {
  const elapsed = Math.min(SCAN_DURATION_MS, Math.max(0, elapsedMs));
  return `${Math.floor(elapsed / 1000)}s / ${SCAN_DURATION_MS / 1000}s`;
}
