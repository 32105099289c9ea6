import { Paper, Stack, Text } from '@mantine/core';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';
import { AT_LIMIT_NOTE, type MetricRow, rangeDetail } from '../../readings/index.ts';

/**
 * One results tile: label, value (with its `data-metric`/`data-value` hooks, and `data-range-*` for a
 * value read with a stated interval), grade and caveat. A withheld metric shows why in place of the
 * caveat; a value at a clamp wall says so under the value; a range says why it is not one number.
 */
export function MetricTile({ row, dimmed }: { row: MetricRow; dimmed: boolean }) {
  const faint = dimmed || row.withheldReason !== undefined;
  const detail = rangeDetail(row);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {row.label}
        </Text>
        <Text
          fw={faint ? 400 : 700}
          size="lg"
          c={faint ? 'dimmed' : undefined}
          data-metric={row.metric}
          data-value={row.dataValue}
          data-range-low={row.range?.low}
          data-range-high={row.range?.high}
        >
          {row.display}
        </Text>
        {row.atLimit && (
          <Text size="xs" data-at-limit={row.atLimit}>
            {AT_LIMIT_NOTE}
          </Text>
        )}
        {detail && (
          <Text size="xs" data-range-detail={row.metric}>
            {detail}
          </Text>
        )}
        <EvidenceBadge metric={row.evidence} caveat={row.withheldReason ?? true} />
      </Stack>
    </Paper>
  );
}
