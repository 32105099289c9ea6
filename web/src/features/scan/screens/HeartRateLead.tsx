import { METRIC_EVIDENCE } from '@ai-doctor/rppg-core/vitals';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { type MetricRow, rangeDetail, rowSentence } from '../../readings/index.ts';
import type { ScanCause } from '../coach/causes.ts';
import { retakeAdvice } from '../coach/retakeCauses.ts';

/** How the lead names its signal-quality figures. */
const QUALITY_LABEL: Record<string, string> = { prq: 'Signal quality', confidence: 'Confidence' };

interface HeartRateLeadProps {
  /** The heart rate's row: a number, a range, or not measured with why. */
  row: MetricRow;
  /** Signal quality and confidence. */
  quality: MetricRow[];
  /** What got in the way of an exact reading, in causes to fix (ADR-29); [] when nothing stood out. */
  causes: readonly ScanCause[];
  /** The retake button, shown when the rate was withheld. */
  retake?: ReactNode;
}

/**
 * The results screen's lead (ADR-27): the heart rate, its grade, one plain line of what it means, and how
 * good the signal was; when the rate was withheld, 'Not measured' with why, what got in the way and the
 * retake (what got in the way is said for a range too). The value keeps
 * its `data-metric`/`data-value` hooks (the engine's estimate) and, read with a stated interval, `data-range-*`.
 */
export function HeartRateLead({ row, quality, causes, retake }: HeartRateLeadProps) {
  const withheld = row.withheldReason !== undefined;
  // The band's sentence; below the value, the range's detail or why it is only a range.
  const meaning = withheld ? row.withheldReason : (row.interpretation?.text ?? rowSentence(row));
  const detail = rangeDetail(row);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="heart-rate-lead">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Heart rate</Text>
          <EvidenceBadge metric="heartRate" />
        </Group>
        <Text
          fw={800}
          fz={withheld ? 28 : 44}
          lh={1.1}
          c={withheld ? 'dimmed' : undefined}
          data-metric={row.metric}
          data-value={row.dataValue}
          data-range-low={row.range?.low}
          data-range-high={row.range?.high}
        >
          {row.display}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed" data-range-detail={row.metric}>
            {detail}
          </Text>
        )}
        {meaning && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StatusIcon status={row.interpretation?.status ?? 'withheld'} />
            <Text size="sm" data-testid="heart-rate-meaning">
              {meaning}
            </Text>
          </Group>
        )}
        <Text size="xs" c="dimmed" data-caveat>
          {METRIC_EVIDENCE.heartRate.caveat}
        </Text>
        <Group gap={6} data-testid="signal-quality">
          {quality.map((q, i) => (
            <Text key={q.metric} size="sm">
              {i > 0 && '· '}
              {QUALITY_LABEL[q.metric] ?? q.label}{' '}
              <Text span fw={700} data-metric={q.metric} data-value={q.dataValue}>
                {q.display}
              </Text>
            </Text>
          ))}
          {quality[0] && <EvidenceBadge metric={quality[0].evidence} />}
        </Group>
        {!withheld && causes.length > 0 && (
          <Text size="sm" data-testid="retake-advice" data-causes={causes.join(' ')}>
            {retakeAdvice(causes)}
          </Text>
        )}
        {withheld && (
          <Alert color="red" variant="light" title="This measurement is not reliable — please retake" role="alert">
            <Stack gap="xs">
              <Text size="sm" data-testid="retake-advice" data-causes={causes.join(' ')}>
                {retakeAdvice(causes)}
              </Text>
              {retake && <Group>{retake}</Group>}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
