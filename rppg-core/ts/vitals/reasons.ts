/**
 * The words for the core's reason codes (`rppg-core/src/reason.rs`): the core says what happened,
 * the app says it to a person. Every code the core can send has its sentence here (a test reads the
 * Rust enum and fails on a code without one).
 */

/** Why a reading is not exact, or why a metric was not measured. */
export type ReasonCode =
  | 'rate-out-of-range'
  | 'rate-uncertain'
  | 'pulse-weak'
  | 'no-pulse'
  | 'derived-from-hrv'
  | 'pulse-unreliable'
  | 'breathing-not-clear'
  | 'breathing-below-range'
  | 'too-few-clean-beats'
  | 'beats-corrected'
  | 'beats-missed'
  | 'beat-timing-unchecked'
  | 'regions-disagree'
  | 'beat-timing-noisy'
  | 'no-keypoints'
  | 'too-few-keypoints'
  | 'lips-not-found'
  | 'head-turned'
  | 'keypoints-unsteady';

export const REASON_TEXT: Record<ReasonCode, string> = {
  'rate-out-of-range': 'Your pulse read outside 55-180 bpm, the range this app reports, so no rate is given.',
  'rate-uncertain': 'Your pulse could not be pinned to one number: the rates that fit it span too wide a range.',
  'pulse-weak': 'Your pulse showed, but not clearly enough for an exact number (light, movement or camera noise).',
  'no-pulse': 'No pulse stood out from the noise in this scan.',
  'derived-from-hrv': 'Computed from HRV, which could not be measured in this scan.',
  'pulse-unreliable': 'The pulse in this scan could not be read reliably enough for this.',
  'breathing-not-clear': 'Breathing did not stand out clearly from noise in this scan.',
  'breathing-below-range': 'Breathing read slower than 8 /min, where slow drift in the signal hides it.',
  'too-few-clean-beats': 'Too few clean beats in this scan.',
  'beats-corrected': 'Beat timing was not clean enough: too many beats needed correction.',
  'beats-missed': 'Beats were missed or doubled: their rate disagrees with the pulse rate.',
  'beat-timing-unchecked': 'Beat timing could not be cross-checked between two face regions.',
  'regions-disagree': 'Forehead and cheeks did not show the same beats.',
  'beat-timing-noisy': 'Beat timing was too uncertain for beat-to-beat measures.',
  'no-keypoints': 'No face keypoints were recorded in this scan.',
  'too-few-keypoints': 'Face keypoints were not seen in enough frames of this scan.',
  'lips-not-found': 'Your face was seen, but your lips were not found in enough frames of this scan.',
  'head-turned': 'The head was turned for much of the scan, so the two sides of the face could not be compared.',
  'keypoints-unsteady': 'Face keypoints were not steady enough to compare the two sides of the face.',
};

export function isReasonCode(x: unknown): x is ReasonCode {
  return typeof x === 'string' && Object.hasOwn(REASON_TEXT, x);
}

/**
 * The sentence for `reason`: a known code's words; any other non-empty text as it is (readings saved,
 * and servers running, before the core sent codes); `undefined` otherwise.
 */
export function reasonText(reason: unknown): string | undefined {
  if (isReasonCode(reason)) return REASON_TEXT[reason];
  return typeof reason === 'string' && reason.trim() ? reason : undefined;
}
