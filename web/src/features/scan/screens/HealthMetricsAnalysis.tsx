import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { rowSentence, vitalRows } from '../../readings/index.ts';

/**
 * 'Health Metrics Analysis' (ADR-18): one plain-language sentence per metric, from the product's bands (ADR-20);
 * a metric this scan could not measure gets the reason instead of a band.
 */
export function HealthMetricsAnalysis({ result }: { result: MeasurementResult }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h3" mb="sm">
        Health Metrics Analysis
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {vitalRows(result).map((row) => (
          <Group
            key={row.metric}
            component="li"
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            data-band={row.interpretation?.band ?? 'withheld'}
          >
            <StatusIcon status={row.interpretation?.status ?? 'withheld'} />
            <Text size="sm">{rowSentence(row)}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
