import { Progress } from '@mantine/core';
import { slidingSection } from './progressSection.ts';
import { useShownPercent } from './useShownPercent.ts';

export type SectionLabel = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * The bar's section at the shown percent, reading the percent itself: a step renders this section alone,
 * not the bar around it, and moves it without a layout (`slidingSection`).
 */
export function ShownProgressSection({ striped, label }: { striped?: boolean; label: SectionLabel }) {
  return <Progress.Section {...slidingSection(useShownPercent())} striped={striped} {...label} />;
}
