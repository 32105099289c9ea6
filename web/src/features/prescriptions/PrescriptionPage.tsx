import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  type MantineColor,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { downloadFile } from '../../shared/download/downloadFile.ts';
import { shareOr } from '../../shared/download/shareOr.ts';
import { isoLocalDate } from '../../shared/time/isoLocalDate.ts';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { FORM_LIMITS, type MedicationForm, searchMedications } from './medicationForm.ts';
import {
  FREQUENCIES,
  type Medication,
  type MedicationStatus,
  needsRefill,
  SIDE_EFFECTS_SHOWN,
  SNOOZE_MINUTES,
} from './medications.ts';
import { PrescriptionDb, prescriptionRepository } from './prescriptionDb.ts';
import { createPrescriptionStore, type PrescriptionState, type Tab } from './prescriptionStore.ts';
import { linesToPdf, recordLines } from './recordsPdf.ts';
import { type Reminder, todaysReminders } from './schedule.ts';
import { notificationPermission, useReminderNotifications } from './useReminderNotifications.ts';

const STATUS_COLOR: Record<MedicationStatus, MantineColor> = { active: 'green', completed: 'gray', paused: 'yellow' };
const MINUTE_MS = 60_000;

function recordsFile(state: PrescriptionState, now: Date) {
  const pdf = linesToPdf(recordLines(state.medications, state.doses, now));
  return new File([pdf], `medication-records-${isoLocalDate(now)}.pdf`, { type: 'application/pdf' });
}

const downloadRecords = (file: File) => downloadFile(file.name, file);

const STATUS_ACTIONS: Record<MedicationStatus, { label: string; status: MedicationStatus }[]> = {
  active: [
    { label: 'Pause', status: 'paused' },
    { label: 'Mark Completed', status: 'completed' },
  ],
  paused: [
    { label: 'Resume', status: 'active' },
    { label: 'Mark Completed', status: 'completed' },
  ],
  completed: [{ label: 'Restart', status: 'active' }],
};

function MedicationCard({
  med,
  onReminders,
  onStatus,
}: {
  med: Medication;
  onReminders(): void;
  onStatus(status: MedicationStatus): void;
}) {
  const [details, setDetails] = useState(false);
  const [refillHelp, setRefillHelp] = useState(false);
  const refill = needsRefill(med);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="medication-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h4">
            {med.name}
          </Title>
          <Text size="sm" c="dimmed">
            {med.dosage} · {med.frequency} · {med.category}
          </Text>
        </div>
        {/* The dot carries the status colour; the text keeps the page's text colour, so it reads in both schemes. */}
        <Badge color={STATUS_COLOR[med.status]} variant="dot" style={{ flexShrink: 0 }}>
          {med.status}
        </Badge>
      </Group>
      {med.instructions && (
        <Text size="sm" mt="xs">
          {med.instructions}
        </Text>
      )}
      {med.sideEffects.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          Side effects: {(details ? med.sideEffects : med.sideEffects.slice(0, SIDE_EFFECTS_SHOWN)).join(', ')}
        </Text>
      )}
      {med.refillsRemaining !== null && (
        <Text size="sm" mt="xs" c={refill ? 'var(--mantine-color-error)' : undefined} fw={refill ? 700 : undefined}>
          Refills remaining: {med.refillsRemaining}
        </Text>
      )}
      {details && (
        <Stack gap={2} mt="xs">
          <Text size="xs">Started: {med.dateStarted}</Text>
          <Text size="xs">Duration: {med.duration}</Text>
          {med.prescribedBy && <Text size="xs">Prescribed by: {med.prescribedBy}</Text>}
          <Group gap="xs" mt={4}>
            {STATUS_ACTIONS[med.status].map((a) => (
              <Button key={a.label} size="compact-xs" variant="default" onClick={() => onStatus(a.status)}>
                {a.label}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {refillHelp && (
        <Alert color="red" mt="sm" title="Time to order a refill">
          Ask your pharmacy or prescriber for a repeat prescription before your supply runs out.
        </Alert>
      )}
      <Group gap="xs" mt="md">
        <Button size="xs" variant="light" aria-expanded={details} onClick={() => setDetails((d) => !d)}>
          Details
        </Button>
        <Button size="xs" variant="light" onClick={onReminders}>
          Reminders
        </Button>
        {refill && (
          <Button size="xs" color="red" onClick={() => setRefillHelp(true)}>
            Refill
          </Button>
        )}
      </Group>
    </Card>
  );
}

function AddMedicationModal({ state }: { state: PrescriptionState }) {
  const field = (name: keyof MedicationForm) => ({
    value: state.form[name],
    error: state.formErrors[name],
    onChange: (e: { currentTarget: { value: string } }) => state.setFormField(name, e.currentTarget.value),
  });
  return (
    <Modal.Root opened={state.modalOpen} onClose={state.closeModal}>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: a header at the top of <body> would be a second banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title>Add New Medication</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void state.addMedication();
            }}
          >
            <Stack gap="sm">
              <TextInput label="Medication Name" required maxLength={FORM_LIMITS.name} {...field('name')} />
              <TextInput
                label="Dosage"
                required
                placeholder="e.g. 10 mg"
                maxLength={FORM_LIMITS.dosage}
                {...field('dosage')}
              />
              <NativeSelect label="Frequency" required data={['', ...FREQUENCIES]} {...field('frequency')} />
              <Textarea
                label="Instructions"
                autosize
                minRows={2}
                maxLength={FORM_LIMITS.instructions}
                {...field('instructions')}
              />
              <TextInput label="Refills remaining (optional)" inputMode="numeric" {...field('refillsRemaining')} />
              {state.problem && (
                <Alert color="red" role="alert">
                  {state.problem}
                </Alert>
              )}
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={state.closeModal}>
                  Cancel
                </Button>
                <Button type="submit" loading={state.saving}>
                  Add Medication
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function CurrentMedications({ state }: { state: PrescriptionState }) {
  const shown = useMemo(() => searchMedications(state.medications, state.search), [state.medications, state.search]);
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput
          label="Search medications"
          type="search"
          style={{ flex: 1, minWidth: 200 }}
          value={state.search}
          onChange={(e) => state.setSearch(e.currentTarget.value)}
        />
        <Button onClick={state.openModal}>Add Medication</Button>
        <Button variant="default" disabled title="Prescription scanning is not available yet">
          Scan Prescription
        </Button>
      </Group>
      {state.medications.length === 0 && state.phase === 'ready' && (
        <Card withBorder radius="md" padding="lg">
          <Text>No medications saved on this device yet. Add your own, or load three examples to try the manager.</Text>
          <Button variant="light" mt="sm" onClick={() => void state.addExamples()}>
            Load example medications
          </Button>
        </Card>
      )}
      {state.medications.length > 0 && shown.length === 0 && <Text c="dimmed">No medications match your search.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {shown.map((m) => (
          <MedicationCard
            key={m.id}
            med={m}
            onReminders={() => state.setTab('reminders')}
            onStatus={(status) => void state.setStatus(m, status)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function reminderBadge(r: Reminder) {
  if (r.taken) return <Badge color="green">Taken</Badge>;
  if (r.missed) return <Badge color="red">Missed</Badge>;
  return <Badge color="blue">Upcoming</Badge>;
}

function DailyReminders({ state, reminders }: { state: PrescriptionState; reminders: Reminder[] }) {
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

function History({ state }: { state: PrescriptionState }) {
  if (!state.doses.length) return <Text c="dimmed">Your complete prescription history will appear here.</Text>;
  return (
    <Stack gap="xs">
      {state.doses.map((d) => (
        <Text key={d.id} size="sm">
          {d.date} {d.time} · {d.medicationName} · marked taken {new Date(d.takenAt).toLocaleString('en-GB')}
        </Text>
      ))}
    </Stack>
  );
}

const db = new PrescriptionDb();

/** `/prescription` (spec 02 §2): medications, reminders and history, stored on this device only. */
export function PrescriptionPage() {
  const [store] = useState(() => createPrescriptionStore({ repository: prescriptionRepository(db) }));
  const state = useStore(store);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    void store.getState().load();
    // Missed and upcoming doses change with the clock.
    const tick = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(tick);
  }, [store]);
  const reminders = useMemo(
    () => todaysReminders(state.medications, state.doses, state.settings.defaultTime, now),
    [state.medications, state.doses, state.settings.defaultTime, now],
  );
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Prescription Manager">
        Your medications, daily reminders and doses taken, saved only on this device.
      </PageIntro>
      {state.problem && !state.modalOpen && (
        <Alert
          color="red"
          mb="md"
          withCloseButton
          onClose={state.dismissProblem}
          closeButtonLabel="Dismiss"
          role="alert"
        >
          {state.problem}
        </Alert>
      )}
      <Tabs value={state.tab} onChange={(t) => state.setTab((t ?? 'current') as Tab)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="current">Current Medications</Tabs.Tab>
          <Tabs.Tab value="reminders">Daily Reminders</Tabs.Tab>
          <Tabs.Tab value="history">Prescription History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="current">
          <CurrentMedications state={state} />
        </Tabs.Panel>
        <Tabs.Panel value="reminders">
          <DailyReminders state={state} reminders={reminders} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <History state={state} />
        </Tabs.Panel>
      </Tabs>
      <AddMedicationModal state={state} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
        <SectionCard title="Scan Prescription">
          <Text size="sm" c="dimmed" mb="sm">
            Reading a prescription from a photo is not available yet; add medications by hand.
          </Text>
          <Button variant="default" disabled>
            Open Scanner
          </Button>
        </SectionCard>
        <SectionCard title="Export Records">
          <Text size="sm" c="dimmed" mb="sm">
            Your medications and doses taken, as a PDF file.
          </Text>
          <Button variant="light" onClick={() => downloadRecords(recordsFile(state, new Date()))}>
            Download PDF
          </Button>
        </SectionCard>
        <SectionCard title="Share with Doctor">
          <Text size="sm" c="dimmed" mb="sm">
            Send the PDF through your device's share sheet; AI Doctor uploads nothing.
          </Text>
          <Button
            variant="light"
            onClick={() => {
              const file = recordsFile(state, new Date());
              void shareOr({ files: [file], title: 'Medication records' }, () => downloadRecords(file));
            }}
          >
            Share Securely
          </Button>
        </SectionCard>
      </SimpleGrid>
    </Container>
  );
}
