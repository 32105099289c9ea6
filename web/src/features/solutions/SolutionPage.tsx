import { solutionBySlug } from '@ai-doctor/content/solution-pages';
import type { Solution } from '@ai-doctor/content/solutions';
import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LinkButtons } from '../../shared/ui/LinkButtons.tsx';
import { SolutionSectionBlock } from './SolutionSectionBlock.tsx';

/** One `/solutions/{slug}` page: banner, its sections in order, closing call to action (ADR-24). */
export function SolutionPage({ slug }: { slug: Solution['slug'] }) {
  const solution = solutionBySlug(slug);
  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/solutions" size="sm">
        ← Back to Solutions
      </Anchor>
      <Stack gap={48} mt="md">
        <Card
          radius="lg"
          padding="xl"
          style={{
            background: 'linear-gradient(135deg, var(--mantine-color-teal-light), var(--mantine-color-blue-light))',
          }}
        >
          <Title order={1}>{solution.banner.title}</Title>
          <Text size="lg" mt="sm" maw={720}>
            {solution.banner.text}
          </Text>
          <Stack mt="lg">
            <LinkButtons actions={solution.banner.actions} justify="flex-start" />
          </Stack>
        </Card>
        {solution.sections.map((section) => (
          <SolutionSectionBlock
            key={section.heading}
            section={section}
            id={`${slug}-${section.heading}`.replace(/\W+/g, '-')}
          />
        ))}
        <Card withBorder radius="lg" padding="xl" ta="center" component="section" aria-labelledby="closing-title">
          <Title order={2} id="closing-title">
            {solution.closing.heading}
          </Title>
          <Text c="dimmed" mt="xs" mb="lg">
            {solution.closing.text}
          </Text>
          <LinkButtons actions={solution.closing.actions} />
        </Card>
      </Stack>
    </Container>
  );
}
