import { Alert, Button, Container, SimpleGrid, Tabs, Text } from '@mantine/core';
import { downloadFile } from '../../shared/download/downloadFile.ts';
import { shareOr } from '../../shared/download/shareOr.ts';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { AddMedicationModal } from './AddMedicationModal.tsx';
import { CurrentMedications } from './CurrentMedications.tsx';
import { DailyReminders } from './DailyReminders.tsx';
import { DoseHistory } from './DoseHistory.tsx';
import type { Tab } from './prescriptionStore.ts';
import { recordsFile } from './recordsPdf.ts';
import { usePrescriptions } from './usePrescriptions.ts';

const downloadRecords = (file: File) => downloadFile(file.name, file);

/** `/prescription` (ADR-23, ADR-13): medications, reminders and history, stored on this device only. */
export function PrescriptionPage() {
  const { state, reminders } = usePrescriptions();
  const records = () => recordsFile(state.medications, state.doses, new Date());
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
          <Button variant="light" onClick={() => downloadRecords(records())}>
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
              const file = records();
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
