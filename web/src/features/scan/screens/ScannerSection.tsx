import type { BandStatus } from '@ai-doctor/rppg-core/vitals';
import { Badge, Button, Card, Group, Modal, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { NumberedSteps } from '../../../shared/ui/NumberedSteps.tsx';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { useWellnessDiagnosis } from '../../diagnosis/index.ts';
import {
  friendlyTime,
  overallHealthStatus,
  ReadingsHistoryModal,
  type SavedReading,
  useReadingsStore,
  vitalRows,
} from '../../readings/index.ts';
import { downloadReport } from '../../report/index.ts';
import { shownProgress } from '../store/scanStore.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { DiagnosisPanel } from './DiagnosisPanel.tsx';
import { SCANNER_GUIDE, scannerStage } from './scannerStage.ts';
import { useSaveReading } from './useSaveReading.ts';

const STATUS_COLOR: Record<BandStatus, string> = { normal: 'teal', warning: 'yellow', alert: 'red', neutral: 'gray' };

/** The scanner card mirrors the real scan: idle, scanning (stage + percent), complete. */
function ScannerCard({ onStart }: { onStart(): void }) {
  const phase = useScanStore((s) => s.phase);
  // Whole percent only: the store's 100 ms ticks render this card only when its text changes.
  const shown = useScanStore((s) => Math.round(shownProgress(s.progress)));
  const results = useScanStore((s) => s.results);
  const stop = useScanStore((s) => s.stop);
  const { saved, saveReading } = useSaveReading(results);

  if (phase === 'initializing' || phase === 'active')
    return (
      <Stack gap="sm">
        <Text fw={600}>Scanning...</Text>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {scannerStage(shown)}
          </Text>
          <Text size="sm">{shown}%</Text>
        </Group>
        <Progress.Root>
          <Progress.Section value={shown} aria-label="Scan progress" />
        </Progress.Root>
        <Button variant="default" onClick={stop}>
          Stop Scan
        </Button>
      </Stack>
    );
  if (phase === 'complete' && results)
    return (
      <Stack gap="sm">
        <Text fw={600}>Scan Complete!</Text>
        <Group grow>
          <Button variant="default" onClick={onStart}>
            New Scan
          </Button>
          <Button onClick={saveReading} disabled={saved}>
            {saved ? 'Saved!' : 'Save Results'}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Text>Position your face in the frame</Text>
      <Button onClick={onStart}>Start Health Scan</Button>
    </Stack>
  );
}

function LatestReading({ reading }: { reading: SavedReading }) {
  const status = overallHealthStatus(reading);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder padding="md" radius="md">
        <Title order={3} size="h4">
          Health Metrics
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          Your latest reading · {friendlyTime(reading.timestamp)}
        </Text>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="scanner-metrics">
          {vitalRows(reading).map((row) => (
            <Group key={row.metric} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <StatusIcon status={row.interpretation?.status ?? 'withheld'} />
                <Text size="sm">{row.label}</Text>
              </Group>
              <Text size="sm" fw={600} ta="right">
                {row.display}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="md" radius="md" data-testid="overall-status">
        <Title order={3} size="h4" mb="xs">
          Overall Health Status
        </Title>
        <Badge color={STATUS_COLOR[status.status]} size="lg" mb="xs">
          {status.badge}
        </Badge>
        <Text size="sm">{status.message}</Text>
      </Card>
    </SimpleGrid>
  );
}

function AnalysisModal({ reading, onClose }: { reading: SavedReading | null; onClose(): void }) {
  const diagnosis = useWellnessDiagnosis(reading, 0);
  return (
    <Modal opened={reading !== null} onClose={onClose} title="AI Analysis of your latest reading" size="lg">
      <DiagnosisPanel state={diagnosis} headingOrder={3} />
    </Modal>
  );
}

/**
 * 'AI Health Scanner' at the end of /app (ADR-23, ADR-14): the latest real reading and
 * what it means; its buttons drive the real scan, the history, the diagnosis and the report.
 */
export function ScannerSection({ onStart }: { onStart(): void }) {
  const latest = useReadingsStore((s) => s.readings[0] ?? null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [analysed, setAnalysed] = useState<SavedReading | null>(null);

  return (
    <Stack gap="md" component="section" aria-labelledby="scanner-title" data-testid="scanner-section">
      <Title order={2} id="scanner-title">
        AI Health Scanner
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="md" radius="md">
          <ScannerCard onStart={onStart} />
        </Card>
        <Card withBorder padding="md" radius="md">
          <Title order={3} size="h4" mb="xs">
            Quick Actions
          </Title>
          <Stack gap="xs">
            <Button variant="light" onClick={() => setHistoryOpen(true)}>
              View History
            </Button>
            <Button variant="light" disabled={!latest} onClick={() => setAnalysed(latest)}>
              AI Analysis
            </Button>
            <Button variant="light" disabled={!latest} onClick={() => latest && downloadReport(latest)}>
              Export Report
            </Button>
            {!latest && (
              <Text size="xs" c="dimmed">
                Save a reading to analyse it or export a report.
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      {latest ? (
        <LatestReading reading={latest} />
      ) : (
        <Card withBorder padding="md" radius="md">
          <Text fw={600}>No saved reading yet</Text>
          <Text size="sm" c="dimmed">
            Your latest saved reading and its health status appear here.
          </Text>
        </Card>
      )}
      <Card withBorder padding="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          How to get a good reading
        </Title>
        <NumberedSteps steps={SCANNER_GUIDE} cols={{ base: 1, xs: 2, md: 4 }} />
      </Card>
      <ReadingsHistoryModal opened={historyOpen} onClose={() => setHistoryOpen(false)} />
      <AnalysisModal reading={analysed} onClose={() => setAnalysed(null)} />
    </Stack>
  );
}
