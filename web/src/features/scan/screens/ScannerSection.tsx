import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { NumberedSteps } from '../../../shared/ui/NumberedSteps.tsx';
import { ReadingsHistoryModal, type SavedReading, useReadingsStore } from '../../readings/index.ts';
import { downloadReport } from '../../report/index.ts';
import { AnalysisModal } from './AnalysisModal.tsx';
import { LatestReading } from './LatestReading.tsx';
import { ScannerCard } from './ScannerCard.tsx';
import { SCANNER_GUIDE } from './scannerStage.ts';

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
        <NumberedSteps steps={SCANNER_GUIDE} cols={{ base: 2, md: 4 }} />
      </Card>
      <ReadingsHistoryModal opened={historyOpen} onClose={() => setHistoryOpen(false)} />
      <AnalysisModal reading={analysed} onClose={() => setAnalysed(null)} />
    </Stack>
  );
}
