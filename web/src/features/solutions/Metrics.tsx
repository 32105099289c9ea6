import type { Metric } from '@ai-doctor/content/solutions';
import { Card, SimpleGrid, Text } from '@mantine/core';

/** Marketing figures are not measured results: each is starred and footnoted (ADR-15). */
export const ILLUSTRATIVE_FOOTNOTE =
  '* Illustrative figures describing the kind of improvement organisations aim for. They are not results of clinical studies or of measured AI Doctor deployments.';

/** A solution page's headline figures as cards, each starred and footnoted as illustrative. */
export function Metrics({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
        {metrics.map((metric) => (
          <Card key={metric.label} withBorder radius="md" padding="lg" ta="center">
            <Text fz={36} fw={800}>
              {metric.value}*
            </Text>
            <Text c="dimmed">{metric.label}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="sm">
        {ILLUSTRATIVE_FOOTNOTE}
      </Text>
    </>
  );
}
