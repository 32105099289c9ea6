import { Paper, Stack, Text } from '@mantine/core';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';
import type { MetricRow } from './resultMetrics.ts';

/** One results tile: label, value (with its `data-metric`/`data-value` hooks), grade and caveat. */
export function MetricTile({ row, dimmed }: { row: MetricRow; dimmed: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {row.label}
        </Text>
        <Text
          fw={dimmed ? 400 : 700}
          size="lg"
          c={dimmed ? 'dimmed' : undefined}
          data-metric={row.metric}
          data-value={row.dataValue}
        >
          {row.display}
        </Text>
        <EvidenceBadge metric={row.evidence} caveat />
      </Stack>
    </Paper>
  );
}
