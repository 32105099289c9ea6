import { Progress, type ProgressRootProps } from '@mantine/core';
import { useShownPercent } from './useShownPercent.ts';

/** The progress bar at the shown percent. */
export function ShownProgressBar({
  striped,
  sectionLabel,
  ...root
}: ProgressRootProps & { striped?: boolean; sectionLabel: { 'aria-label': string } | { 'aria-labelledby': string } }) {
  return (
    <Progress.Root {...root}>
      <Progress.Section value={useShownPercent()} striped={striped} {...sectionLabel} />
    </Progress.Root>
  );
}
