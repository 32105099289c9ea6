/** The scanner section's stage labels (ADR-23): the label moves on every 15 % of shown progress. */
export const SCANNER_STAGES = [
  'Initializing camera',
  'Detecting face',
  'Analyzing blood flow',
  'Processing heart rate',
  'Calculating blood pressure',
  'Measuring oxygen levels',
  'Generating health report',
] as const;

export const STAGE_STEP_PERCENT = 15;

export function scannerStage(shownPercent: number): string {
  return SCANNER_STAGES[Math.floor(shownPercent / STAGE_STEP_PERCENT)] ?? 'Processing...';
}

/** The 4-step guide of the scanner section (ADR-23). */
export const SCANNER_GUIDE = [
  { title: 'Position Camera', text: 'Hold your device at eye level with your face inside the frame.' },
  { title: 'Stay Still', text: 'Remain motionless for the 35 seconds the scan runs.' },
  { title: 'Good Lighting', text: 'Face a window or a lamp; avoid strong light from behind.' },
  { title: 'Get Results', text: 'See your vital signs, what they mean, and how sure we are.' },
] as const;
