import type { TextSection } from '@ai-doctor/content/articles';
import { Text, Title } from '@mantine/core';

export type { TextSection };

/** Each section under an h2 (styled as h3); legal pages number them. */
export function TextSections({ sections, numbered = false }: { sections: readonly TextSection[]; numbered?: boolean }) {
  return sections.map((section, i) => (
    <section key={section.heading}>
      <Title order={2} size="h3" mt="md">
        {numbered ? `${i + 1}. ${section.heading}` : section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} mt="sm">
          {paragraph}
        </Text>
      ))}
    </section>
  ));
}
