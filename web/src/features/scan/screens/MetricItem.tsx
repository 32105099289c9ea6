import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { type MetricRow, rowSentence } from '../../readings/index.ts';

/**
 * One metric of the results (ADR-27): label and value (with its `data-metric`/`data-value` hooks), what
 * it means beside its status, and its grade with the caveat — or, for a metric this scan did not measure,
 * why in place of the caveat. `children` adds what a metric carries beyond its row (blood pressure's hooks).
 */
export function MetricItem({ row, children }: { row: MetricRow; children?: ReactNode }) {
  const sentence = row.withheldReason ? '' : rowSentence(row);
  const status = row.interpretation?.status;
  return (
    <Stack gap={2} component="li">
      <Text size="sm" fw={600}>
        {row.label}:{' '}
        <Text
          span
          fw={row.withheldReason ? 400 : 700}
          c={row.withheldReason ? 'dimmed' : undefined}
          data-metric={row.metric}
          data-value={row.dataValue}
          data-at-limit={row.atLimit}
        >
          {row.display}
        </Text>
      </Text>
      {children}
      {sentence && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {/* A verdict shows its icon; no verdict (an estimate a camera cannot judge) none (ADR-27). */}
          {status && status !== 'neutral' && <StatusIcon status={status} />}
          <Text size="sm">{sentence}</Text>
        </Group>
      )}
      <EvidenceBadge metric={row.evidence} caveat={row.withheldReason ?? true} />
    </Stack>
  );
}
