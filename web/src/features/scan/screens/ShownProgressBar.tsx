import { Progress, type ProgressRootProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useShownPercent } from './useShownPercent.ts';

type SectionLabel = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * The bar itself, in Mantine's section look (its class, the theme's primary colour): a step renders this
 * element alone, not Mantine's components around it (main-thread time a slow phone needs for its camera
 * frames). It steps without a width transition: an animation would lay the page out on every frame.
 */
function ShownProgressSection({ striped, label }: { striped?: boolean; label: SectionLabel }) {
  const percent = useShownPercent();
  const style = {
    '--progress-section-color': 'var(--mantine-primary-color-filled)',
    '--progress-section-size': `${percent}%`,
  } as CSSProperties;
  return (
    <div
      className={Progress.classes.section}
      data-striped={striped || undefined}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      {...label}
      style={style}
    />
  );
}

/** The progress bar at the shown percent; only its section renders as the scan goes. */
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
