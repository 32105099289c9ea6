import type { SolutionSection } from '@ai-doctor/content/solutions';
import { Badge, Group, Text, Title } from '@mantine/core';
import { InfoCards } from '../../shared/ui/InfoCards.tsx';
import { PlanCards } from '../../shared/ui/PlanCards.tsx';
import { Metrics } from './Metrics.tsx';

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
