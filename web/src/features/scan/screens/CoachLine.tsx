import { Text } from '@mantine/core';
import { coachLine } from '../coach/causes.ts';
import { useScanStore } from '../store/useScanStore.ts';

/**
 * The scan coach's one line (ADR-29): what has spoilt the last 2 s and what to do, announced politely to
 * screen readers, gone once the cause is. Its box keeps two lines' height, so the screen does not jump.
 */
export function CoachLine() {
  const cause = useScanStore((s) => s.coach?.cause ?? null);
  return (
    <Text
      role="status"
      aria-live="polite"
      data-testid="scan-coach"
      data-cause={cause ?? undefined}
      size="sm"
      fw={500}
      ta="center"
      mih="2.9em"
    >
      {cause ? coachLine(cause) : ''}
    </Text>
  );
}
