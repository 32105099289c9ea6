/**
 * What can spoil a scan, in causes a person can fix (ADR-29), each with one sentence of advice. The coach
 * names one during the scan; the results name them when the heart rate could not be read.
 */

export type ScanCause = 'too-far' | 'turned' | 'too-dark' | 'flicker' | 'moving' | 'too-noisy';

/** The order to fix them in: the first that holds is the one named (a dark image is also a noisy one). */
export const CAUSE_PRIORITY: readonly ScanCause[] = ['too-far', 'turned', 'too-dark', 'flicker', 'moving', 'too-noisy'];

/** The cause in a few words ('Too dark'). */
export const CAUSE_LABEL: Record<ScanCause, string> = {
  'too-far': 'Face too small or too far',
  turned: 'Face turned away',
  'too-dark': 'Too dark',
  flicker: 'Light flickering',
  moving: 'Moving',
  'too-noisy': 'Image too noisy or grainy',
};

/** One sentence of advice per cause. */
export const CAUSE_ADVICE: Record<ScanCause, string> = {
  'too-far': 'Move closer, so your face fills about a third of the frame.',
  turned: 'Face the camera straight on, with both cheeks in view.',
  'too-dark': 'Face a window or turn on a lamp in front of you.',
  flicker: 'Move away from flickering lights, such as some LED or fluorescent lamps, or use daylight.',
  moving: 'Rest your arms, lean back and keep your head still until the scan ends.',
  'too-noisy': 'Add light in front of you: in dim light the camera turns grainy.',
};

/** The coach's line during the scan: the cause and what to do about it. */
export const coachLine = (cause: ScanCause) => `${CAUSE_LABEL[cause]}: ${CAUSE_ADVICE[cause]}`;
