import { SimpleGrid, type SimpleGridProps, Stack, Text, ThemeIcon } from '@mantine/core';

export interface Step {
  title: string;
  text: string;
}

/** An ordered list of how-to steps, numbered badges above a title and one line of text. */
export function NumberedSteps({
  steps,
  cols,
  label,
}: {
  steps: readonly Step[];
  cols: SimpleGridProps['cols'];
  label?: string;
}) {
  return (
    <SimpleGrid cols={cols} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {steps.map((step, i) => (
        <Stack key={step.title} gap={4} component="li">
          <ThemeIcon radius="xl" variant="light" aria-hidden="true">
            {i + 1}
          </ThemeIcon>
          <Text fw={600}>{step.title}</Text>
          <Text size="sm" c="dimmed">
            {step.text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
