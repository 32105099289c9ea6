import { Progress, type ProgressRootProps } from '@mantine/core';
import { useShownPercent } from './useShownPercent.ts';

type SectionLabel = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * The bar's section at the shown percent, reading the percent itself: a step renders this section alone,
 * not the bar around it (main-thread time a slow phone needs for its camera frames).
 */
function ShownProgressSection({ striped, label }: { striped?: boolean; label: SectionLabel }) {
  return <Progress.Section value={useShownPercent()} striped={striped} {...label} />;
}

/**
 * The progress bar at the shown percent. It steps without a width transition: animating a width lays the
 * page out on every animation frame, and during a scan those are the frame callbacks'.
 */
export function ShownProgressBar({
  striped,
  sectionLabel,
  ...root
}: ProgressRootProps & { striped?: boolean; sectionLabel: SectionLabel }) {
  return (
    <Progress.Root transitionDuration={0} {...root}>
      <ShownProgressSection striped={striped} label={sectionLabel} />
    </Progress.Root>
  );
}
