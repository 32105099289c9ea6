import type { InfoCard } from '@ai-doctor/content/solutions';
import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';

export type { InfoCard };

/** A responsive grid of titled cards (features, values, use cases). */
export function InfoCards({
  cards,
  headingOrder = 3,
  columns = 3,
}: {
  cards: readonly InfoCard[];
  headingOrder?: 2 | 3 | 4;
  columns?: 2 | 3 | 4;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {cards.map((card) => (
        <Card key={card.title} withBorder radius="md" padding="lg">
          <Title order={headingOrder} size="h4">
            {card.title}
          </Title>
          <Text mt="xs" c="dimmed">
            {card.text}
          </Text>
          {card.points && (
            <List mt="sm" spacing={4} size="sm">
              {card.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
