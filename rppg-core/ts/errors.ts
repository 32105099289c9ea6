/** Typed errors of the core: the C ABI's negative status codes as `RppgError`s with clear messages. */

export type RppgErrorCode =
  | 'empty'
  | 'too_short'
  | 'non_finite'
  | 'constant'
  | 'length_mismatch'
  | 'bad_timestamps'
  | 'bad_input'
  | 'unknown';

/** ABI order: status −1 is the first code, −2 the second, … */
const ABI_ORDER: readonly RppgErrorCode[] = [
  'empty',
  'too_short',
  'non_finite',
  'constant',
  'length_mismatch',
  'bad_timestamps',
  'bad_input',
];

const MESSAGES: Record<RppgErrorCode, string> = {
  empty: 'The trace has no samples.',
  too_short: 'The trace is too short: at least 30 samples are needed to estimate.',
  non_finite: 'The trace contains NaN or infinite values where numbers are required, or no ROI was seen often enough.',
  constant: 'The colour signal does not change at all, so no pulse can be present.',
  length_mismatch: 'Array lengths in the trace do not match the number of timestamps.',
  bad_timestamps: 'Timestamps must not go backwards and must have a camera-like frame rate.',
  bad_input: 'The input is malformed (unknown ROI, empty ROI list, bad frame size or buffer).',
  unknown: 'The signal core returned an unknown error.',
};

/** An input the core cannot analyse. `code` says why. */
export class RppgError extends Error {
  readonly code: RppgErrorCode;

  constructor(code: RppgErrorCode, detail?: string) {
    super(detail ? `${MESSAGES[code]} (${detail})` : MESSAGES[code]);
    this.name = 'RppgError';
    this.code = code;
  }

  /** The error for a negative ABI status. */
  static fromStatus(status: number): RppgError {
    return new RppgError(ABI_ORDER[-status - 1] ?? 'unknown');
  }
}
