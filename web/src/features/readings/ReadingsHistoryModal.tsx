import { ActionIcon, Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { friendlyTime } from './friendlyTime.ts';
import { NoReadingsYet } from './NoReadingsYet.tsx';
import { ReadingSummary } from './ReadingSummary.tsx';
import { useReadingsStore } from './readingsStore.ts';

function failed(action: string) {
  notifications.show({
    title: `Could not ${action}`,
    message: 'Browser storage refused the change. Please try again.',
    color: 'red',
  });
}

/** Every saved reading, newest first, with delete one and clear all (confirmed). Ours (ADR-10). */
export function ReadingsHistoryModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { readings, remove, clear } = useReadingsStore();
  const [confirmClear, setConfirmClear] = useState(false);
  const close = () => {
    setConfirmClear(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="All Readings" size="lg" scrollAreaComponent={ScrollArea.Autosize}>
      {readings.length === 0 ? (
        <NoReadingsYet />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {readings.length} saved on this device (the newest 50 are kept).
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="history-list">
            {readings.map((reading) => (
              <Paper key={reading.id} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <ReadingSummary reading={reading} />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete reading from ${friendlyTime(reading.timestamp)}`}
                    onClick={() => remove(reading.id) || failed('delete the reading')}
                  >
                    <span aria-hidden="true">🗑</span>
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
          {confirmClear ? (
            <Paper withBorder p="sm" radius="md" role="alertdialog" aria-label="Confirm clearing all readings">
              <Text size="sm" mb="xs">
                Delete all {readings.length} readings from this device? This cannot be undone.
              </Text>
              <Group>
                <Button variant="default" onClick={() => setConfirmClear(false)} autoFocus>
                  Cancel
                </Button>
                <Button
                  color="red"
                  onClick={() => {
                    if (!clear()) failed('clear the readings');
                    setConfirmClear(false);
                  }}
                >
                  Delete All
                </Button>
              </Group>
            </Paper>
          ) : (
            <Group justify="flex-end">
              <Button variant="subtle" color="red" onClick={() => setConfirmClear(true)}>
                Clear All
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
