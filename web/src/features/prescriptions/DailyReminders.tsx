import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { SNOOZE_MINUTES } from './medications.ts';
import type { PrescriptionState } from './prescriptionStore.ts';
import type { Reminder } from './schedule.ts';
import { notificationPermission, useReminderNotifications } from './useReminderNotifications.ts';

function reminderBadge(r: Reminder) {
  if (r.taken) return <Badge color="green">Taken</Badge>;
  if (r.missed) return <Badge color="red">Missed</Badge>;
  return <Badge color="blue">Upcoming</Badge>;
}

/** The 'Daily Reminders' tab: today's doses to mark taken, and the reminder settings. */
export function DailyReminders({ state, reminders }: { state: PrescriptionState; reminders: Reminder[] }) {
  const [permission, setPermission] = useState<ReturnType<typeof notificationPermission>>('unsupported');
  // The prerendered page cannot know this browser's permission: it is read once the page has hydrated.
  useEffect(() => setPermission(notificationPermission()), []);
  useReminderNotifications(reminders, state.settings, permission);
  const { settings } = state;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Today's Schedule">
        {reminders.length === 0 && (
          <Text size="sm" c="dimmed">
            No doses scheduled today. Active medications taken once, twice or three times daily appear here.
          </Text>
        )}
        <Stack gap="sm">
          {reminders.map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap" data-testid="reminder">
              <div>
                <Text fw={600}>
                  {r.time} · {r.medicationName}
                </Text>
                <Text size="sm" c="dimmed">
                  {r.dosage}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                {reminderBadge(r)}
                {!r.taken && (
                  <Button
                    size="xs"
                    onClick={() => void state.markTaken(r)}
                    aria-label={`Mark Taken: ${r.medicationName} at ${r.time}`}
                  >
                    Mark Taken
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Reminder Settings">
        <Stack gap="sm">
          <TextInput
            label="Default reminder time"
            type="time"
            value={settings.defaultTime}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (/^\d{2}:\d{2}$/.test(value)) void state.updateSettings({ defaultTime: value });
            }}
          />
          <NativeSelect
            label="Snooze duration"
            value={String(settings.snoozeMinutes)}
            data={SNOOZE_MINUTES.map((m) => ({ value: String(m), label: `${m} minutes` }))}
            onChange={(e) =>
              void state.updateSettings({
                snoozeMinutes: Number(e.currentTarget.value) as (typeof SNOOZE_MINUTES)[number],
              })
            }
          />
          <Switch
            label="Push notifications"
            description="While this page is open, at each dose time"
            checked={settings.pushNotifications}
            onChange={(e) => void state.updateSettings({ pushNotifications: e.currentTarget.checked })}
          />
          {settings.pushNotifications && permission === 'default' && (
            <Button variant="light" size="xs" onClick={() => void Notification.requestPermission().then(setPermission)}>
              Allow notifications in this browser
            </Button>
          )}
          {settings.pushNotifications && permission === 'denied' && (
            <Text size="xs" c="dimmed">
              Notifications are blocked for this site in your browser settings.
            </Text>
          )}
          {permission === 'unsupported' && (
            <Text size="xs" c="dimmed">
              This browser cannot show notifications.
            </Text>
          )}
          <Switch
            label="Email reminders"
            description="Not available: your medications stay on this device and are never sent to a server"
            checked={settings.emailReminders}
            disabled
          />
        </Stack>
      </SectionCard>
    </SimpleGrid>
  );
}
