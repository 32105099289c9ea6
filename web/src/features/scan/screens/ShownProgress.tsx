import { Progress, type ProgressRootProps, Text, type TextProps } from '@mantine/core';
import { shownProgress } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { elapsedLabel } from './scanScreenModel.ts';

/**
 * The parts of the scan's progress that change while it runs, each its own component reading only what
 * it shows (whole percent, whole seconds). The store ticks every 100 ms; a tick renders the piece whose
 * text changed, not the card around it: main-thread time a slow phone needs for its camera frames.
 */

/** Shown progress (ADR-19), whole percent. */
export const useShownPercent = () => useScanStore((s) => Math.round(shownProgress(s.progress)));

/** '42%'. */
export function ShownPercent(props: TextProps & { 'data-testid'?: string }) {
  return <Text {...props}>{useShownPercent()}%</Text>;
}

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

/** The timer, e.g. '12s / 35s'. */
export function ScanTimer() {
  const elapsedMs = useScanStore((s) => Math.floor(s.elapsedMs / 1000) * 1000);
  return (
    <Text size="sm" c="dimmed" data-testid="scan-timer">
      {elapsedLabel(elapsedMs)}
    </Text>
  );
}
