/**
 * Readings, the front door: what this device keeps of its scans (saved readings, the used-before flag),
 * the one row model every screen, the report and the chat show a reading through, and the history views.
 */
export { type DetailBlockModel, detailBlocks } from './detailBlocks.ts';
export { friendlyTime } from './friendlyTime.ts';
export { overallHealthStatus } from './healthStatus.ts';
export { ReadingsHistoryModal } from './ReadingsHistoryModal.tsx';
export { RecentReadingsCard } from './RecentReadingsCard.tsx';
export type { SavedReading } from './readingsStorage.ts';
export { useReadingsStore } from './readingsStore.ts';
export { GROUP_TEXT, type ResultGroups, resultGroups } from './resultGroups.ts';
export {
  AT_LIMIT_NOTE,
  bloodPressureCategoryText,
  bloodPressureRow,
  type MetricRow,
  metricRows,
  type ReadingLike,
  rangeDetail,
  resultTiles,
  rowSentence,
  vitalRows,
} from './resultMetrics.ts';
export { default as usedBeforeClasses } from './usedBefore.module.css';
export { markUsed } from './usedBefore.ts';
