import { Alert, Button, Container, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { downloadFile } from '../../shared/download/downloadFile.ts';
import { shareOr } from '../../shared/download/shareOr.ts';
import { isoLocalDate } from '../../shared/time/isoLocalDate.ts';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { AddMedicationModal } from './AddMedicationModal.tsx';
import { CurrentMedications } from './CurrentMedications.tsx';
import { DailyReminders } from './DailyReminders.tsx';
import { DoseHistory } from './DoseHistory.tsx';
import { devicePrescriptionDb, prescriptionRepository } from './prescriptionDb.ts';
import { createPrescriptionStore, type PrescriptionState, type Tab } from './prescriptionStore.ts';
import { linesToPdf, recordLines } from './recordsPdf.ts';
import { todaysReminders } from './schedule.ts';

const MINUTE_MS = 60_000;

function recordsFile(state: PrescriptionState, now: Date) {
  const pdf = linesToPdf(recordLines(state.medications, state.doses, now));
  return new File([pdf], `medication-records-${isoLocalDate(now)}.pdf`, { type: 'application/pdf' });
}

const downloadRecords = (file: File) => downloadFile(file.name, file);

/** `/prescription` (ADR-23, ADR-13): medications, reminders and history, stored on this device only. */
export function PrescriptionPage() {
  const [store] = useState(() =>
    createPrescriptionStore({ repository: prescriptionRepository(devicePrescriptionDb()) }),
  );
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
          <DoseHistory state={state} />
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
