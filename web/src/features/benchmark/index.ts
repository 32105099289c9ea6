/**
 * The benchmark kit, the front door: the dataset readers, the metrics and the report, for the command
 * line (`pnpm benchmark`, which imports them by path as the offline loop imports the scan's modules). The
 * app's `/benchmark` page is loaded by the router from `pages.ts`.
 */
export type { BenchmarkResult, ScanRow } from './model/rows.ts';
