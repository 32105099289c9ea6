import { Progress, type ProgressRootProps } from '@mantine/core';
import { useShownPercent } from './useShownPercent.ts';

/**
 * The progress bar at the shown percent. It steps without a width transition: animating a width
 * lays the page out on every animation frame, and during a scan those are the frame callbacks'
 * (main-thread time a slow phone needs for its camera frames).
 */
export function ShownProgressBar({
  striped,
  sectionLabel,
  ...root
}: ProgressRootProps & { striped?: boolean; sectionLabel: { 'aria-label': string } | { 'aria-labelledby': string } }) {
  return (
    <Progress.Root transitionDuration={0} {...root}>
      <Progress.Section value={useShownPercent()} striped={striped} {...sectionLabel} />
    </Progress.Root>
  );
}
