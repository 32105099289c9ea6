import { DEMO_AND_SALES, SOLUTIONS } from '@ai-doctor/content/solution-pages';
import { Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LinkButtons } from '../../shared/ui/LinkButtons.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';

/** `/solutions`: the six business solutions as cards (ADR-24). */
export function SolutionsPage() {
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Solutions for Healthcare and Business">
        Contactless vital-sign check-ins for clinics, hospitals, insurers, gyms, employers and sports teams, with the
        same on-device privacy as our consumer app.
      </PageIntro>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {SOLUTIONS.map(({ slug, card }) => (
          <Card key={slug} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%">
              <div
                aria-hidden="true"
                style={{
                  height: 6,
                  borderRadius: 3,
                  background: 'linear-gradient(90deg, var(--mantine-color-teal-5), var(--mantine-color-blue-5))',
                }}
              />
              <Title order={2} size="h3">
                {card.title}
              </Title>
              <Text c="dimmed">{card.description}</Text>
              <List spacing={4} size="sm" style={{ flex: 1 }}>
                {card.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={`/solutions/${slug}`}
                variant="light"
                aria-label={`Learn more: ${card.title}`}
              >
                Learn More
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Stack align="center" mt={48} gap="md">
        <Title order={2} ta="center">
          Not sure which fits?
        </Title>
        <LinkButtons actions={DEMO_AND_SALES} />
      </Stack>
    </Container>
  );
}
