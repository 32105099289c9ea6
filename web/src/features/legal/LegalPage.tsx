import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../site/pageTitle.ts';
import type { LegalDocument } from './documents.ts';

/** Legal pages share one plain layout: title, last-updated date, numbered sections (spec 02 §2 "Legal"). */
export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(document.title);
  return (
    <Container size="md" py="xl">
      <Title order={1}>{document.title}</Title>
      <Text c="dimmed" mt="xs">
        Last updated: {document.lastUpdated}
      </Text>
      <Text mt="lg">{document.intro}</Text>
      <Stack gap="lg" mt="xl">
        {document.sections.map((section, i) => (
          <section key={section.heading}>
            <Title order={2} size="h3">
              {i + 1}. {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} mt="sm">
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
