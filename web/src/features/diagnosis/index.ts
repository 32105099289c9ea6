/** Wellness diagnosis, the front door: a reading's diagnosis from the server, or on the device when it fails. */
export { type DiagnosisState, diagnosisInput, isScorable, UNSCORED_REASON } from './diagnosisClient.ts';
export { useWellnessDiagnosis } from './useWellnessDiagnosis.ts';
