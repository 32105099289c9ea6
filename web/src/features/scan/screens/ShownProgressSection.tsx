import { Progress } from '@mantine/core';
import { useShownPercent } from './useShownPercent.ts';

export type SectionLabel = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * The bar's section at the shown percent, reading the percent itself: a step renders this section alone,
 * not the bar around it (main-thread time a slow phone needs for its camera frames).
 */
export function ShownProgressSection({ striped, label }: { striped?: boolean; label: SectionLabel }) {
  return <Progress.Section value={useShownPercent()} striped={striped} {...label} />;
}
