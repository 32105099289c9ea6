import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading block at the top of a content page: its one h1 and a lead paragraph. */
export function PageIntro({ title, children, eyebrow }: { title: string; children: ReactNode; eyebrow?: string }) {
  return (
    <Stack gap="sm" ta="center" maw={720} mx="auto" mb="xl">
      {eyebrow && (
        <Text tt="uppercase" fw={700} size="sm" c="dimmed" style={{ letterSpacing: 1 }}>
          {eyebrow}
        </Text>
      )}
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed">
        {children}
      </Text>
    </Stack>
  );
}
