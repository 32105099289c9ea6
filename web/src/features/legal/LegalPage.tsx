import { Container, Stack, Text, Title } from '@mantine/core';
import { TextSections } from '../../shared/ui/TextSections.tsx';
import type { LegalDocument } from './documents.ts';

/** Legal pages share one plain layout: title, last-updated date, numbered sections (ADR-24). */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{document.title}</Title>
      <Text c="dimmed" mt="xs">
        Last updated: {document.lastUpdated}
      </Text>
      <Text mt="lg">{document.intro}</Text>
      <Stack gap="lg" mt="xl">
        <TextSections sections={document.sections} numbered />
      </Stack>
    </Container>
  );
}
