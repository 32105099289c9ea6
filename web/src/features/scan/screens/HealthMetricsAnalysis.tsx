import { interpretResult, type MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';

/** 'Health Metrics Analysis' (spec 01 §2.3): one plain-language sentence per metric, from the spec's bands. */
export function HealthMetricsAnalysis({ result }: { result: MeasurementResult }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h3" mb="sm">
        Health Metrics Analysis
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {interpretResult(result).map((item) => (
          <Group key={item.metric} component="li" gap="sm" wrap="nowrap" align="flex-start" data-band={item.band}>
            <StatusIcon status={item.status} />
            <Text size="sm">{item.text}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
