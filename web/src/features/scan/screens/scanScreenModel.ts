/**
 * What the /app measurement flow shows, as pure functions of the scan store's state (ADR-18), so
 * the screens stay thin and these rules are tested without a DOM.
 */
import type { LiveOutput, MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { SCAN_DURATION_MS } from '../constants.ts';
import { liveRateRead } from '../measurement/liveRate.ts';
import type { ScanPhase } from '../store/scanTypes.ts';

export type FlowView = 'intro' | 'scanning' | 'camera-error' | 'results' | 'no-face';

export interface FlowInput {
  phase: ScanPhase;
  cameraError: string | null;
  results: MeasurementResult | null;
  noFaceFound: boolean;
}

/**
 * Which screen of the page flow is up (ADR-18: intro → scanning → results; camera error card; the
 * no-face state when a scan ended without enough time with a face).
 */
export function flowView(input: FlowInput): FlowView {
  const { phase, cameraError, results } = input;
  if (cameraError) return 'camera-error';
  if (phase === 'complete' && results) return 'results';
  if (phase === 'complete' && input.noFaceFound) return 'no-face';
  if (phase === 'initializing' || phase === 'active') return 'scanning';
  return 'intro';
}

/**
 * True when a scan finished without producing results for another reason than no face (ADR-18: the
 * signal service was missing; face tracking stopped mid-scan; the analysis failed with nothing read live).
 */
export function scanFailed({ phase, results, noFaceFound }: FlowInput): boolean {
  return phase === 'complete' && !results && !noFaceFound;
}

/**
 * The live Heart Rate tile: '--' without a face, 'reading…' until the core can pin the rate within ±5 bpm
 * (`liveRateRead`), then the rate: never a number the scan so far cannot support.
 */
export function liveHeartRateText(live: Pick<LiveOutput, 'faceDetected' | 'heartRate'> | null) {
  if (!live?.faceDetected) return '--';
  return liveRateRead(live) ? `${Math.round(live.heartRate)} bpm` : 'reading…';
}

export type DotColor = 'orange' | 'red' | 'yellow' | 'green';

/** Signal-quality dot (ADR-18): orange without a face; else red ≤ 40, yellow above 40, green above 70. */
export function signalDotColor(live: Pick<LiveOutput, 'faceDetected' | 'signalQuality'> | null): DotColor {
  if (!live?.faceDetected) return 'orange';
  if (live.signalQuality > 70) return 'green';
  if (live.signalQuality > 40) return 'yellow';
  return 'red';
}

/** What the live tiles show: the heart-rate text, the quality text and the quality dot. */
export interface LiveTilesView {
  heartRate: string;
  quality: string;
  dot: DotColor;
}

/**
 * The live tiles' texts, compared field by field by the screen so a refresh that changes nothing shown
 * renders nothing.
 */
export function liveTilesView(
  live: Pick<LiveOutput, 'faceDetected' | 'heartRate' | 'signalQuality'> | null,
): LiveTilesView {
  return {
    heartRate: liveHeartRateText(live),
    quality: live?.faceDetected ? `${Math.round(live.signalQuality)}%` : '--',
    dot: signalDotColor(live),
  };
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
