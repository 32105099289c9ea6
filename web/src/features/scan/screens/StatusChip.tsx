import { Group, Text } from '@mantine/core';
import { statusText } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';

/** The status chip: the store's guidance, refreshed every 500 ms. */
export function StatusChip() {
  // The text, not the guidance object: a live refresh with the same advice renders nothing.
  const text = useScanStore((s) => statusText(s.guidance));
  return (
    <Group justify="center">
      <Text
        role="status"
        aria-live="polite"
        data-testid="scan-status"
        fw={600}
        size="sm"
        ta="center"
        px="md"
        py={6}
        bg="var(--mantine-color-teal-light)"
        c="var(--mantine-color-teal-light-color)"
        style={{ borderRadius: 'var(--mantine-radius-xl)' }}
      >
        {text}
      </Text>
    </Group>
  );
}
