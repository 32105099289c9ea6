import { Progress, type ProgressRootProps } from '@mantine/core';
import { type SectionLabel, ShownProgressSection } from './ShownProgressSection.tsx';

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
