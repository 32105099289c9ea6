import type { Metric, SolutionSection } from '@ai-doctor/content/solutions';
import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { InfoCards } from '../../shared/ui/InfoCards.tsx';
import { PlanCards } from '../../shared/ui/PlanCards.tsx';

/** Marketing figures are not measured results: each is starred and footnoted (ADR-15). */
export const ILLUSTRATIVE_FOOTNOTE =
  '* Illustrative figures describing the kind of improvement organisations aim for. They are not results of clinical studies or of measured AI Doctor deployments.';

function Metrics({ metrics }: { metrics: readonly Metric[] }) {
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

/** One block of a solution page under its h2. */
export function SolutionSectionBlock({ section, id }: { section: SolutionSection; id: string }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Group gap="sm" mb="md" align="center">
        <Title order={2} id={headingId}>
          {section.heading}
        </Title>
        {(section.kind === 'metrics' || (section.kind === 'cards' && section.illustrative)) && (
          <Badge variant="light" color="gray">
            Illustrative
          </Badge>
        )}
      </Group>
      {section.kind === 'cards' && section.intro && (
        <Text c="dimmed" mb="md">
          {section.intro}
        </Text>
      )}
      {section.kind === 'cards' && (
        <InfoCards cards={section.cards} columns={Math.min(Math.max(section.cards.length, 2), 4) as 2 | 3 | 4} />
      )}
      {section.kind === 'metrics' && <Metrics metrics={section.metrics} />}
      {section.kind === 'plans' && <PlanCards plans={section.plans} headingOrder={3} />}
    </section>
  );
}
