import { heartRateReading, type MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { Alert, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusOnMount } from '../../../shared/ui/useFocusOnMount.ts';
import { useWellnessDiagnosis } from '../../diagnosis/index.ts';
import { resultTiles } from '../../readings/index.ts';
import { BloodPressureHero } from './BloodPressureHero.tsx';
import { DetailBlocks } from './DetailBlocks.tsx';
import { DiagnosisPanel } from './DiagnosisPanel.tsx';
import { HealthMetricsAnalysis } from './HealthMetricsAnalysis.tsx';
import { MetricTile } from './MetricTile.tsx';

const SOURCE_NOTE: Partial<Record<MeasurementResult['source'], string>> = {
  'ai-enhanced': 'Refined by a deeper re-analysis of your pulse signal on our server.',
};

interface ResultsViewProps {
  result: MeasurementResult;
  /** The screen's buttons ('Save Reading', 'Take New Measurement' or the landing's equivalents). */
  actions: ReactNode;
  /** Shown in the quality-gate banner: a retake button. */
  retake: ReactNode;
  /** Measured from a chosen video rather than the camera. */
  fromVideo?: boolean;
  /** Notes on how the result was reached (e.g. that the server's re-analysis was skipped offline). */
  notes?: string[];
}

/**
 * The results screen (ADR-18, ADR-3, ADR-4): when the heart rate was withheld it leads with a
 * retake; a rate read only as a range is shown as that range on its tile, with the reason (ADR-4).
 */
export function ResultsView({ result, actions, retake, fromVideo = false, notes = [] }: ResultsViewProps) {
  const diagnosis = useWellnessDiagnosis(result);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { outcome } = heartRateReading(result);
  const dimmed = outcome === 'withheld';
  return (
    <Stack gap="md" data-testid="results" data-reliable={String(result.reliable)} data-heart-rate-outcome={outcome}>
      <Box>
        <Title order={1} ref={heading} tabIndex={-1}>
          Measurement Complete
        </Title>
        <Text c="dimmed" data-testid="results-origin">
          {fromVideo ? 'Measured just now from a video' : 'Measured just now'}
        </Text>
        {/* An approximate rate's note says why it is a range: its tile shows it. */}
        {result.note && outcome !== 'approximate' && <Text size="sm">{result.note}</Text>}
        {notes.map((note) => (
          <Text key={note} size="sm" c="dimmed">
            {note}
          </Text>
        ))}
        {SOURCE_NOTE[result.source] && (
          <Text size="sm" c="dimmed">
            {SOURCE_NOTE[result.source]}
          </Text>
        )}
      </Box>
      {dimmed && (
        <Alert color="red" variant="light" title="This measurement is not reliable — please retake" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              The pulse signal was too weak (signal quality {Math.round(result.prq)}%, confidence{' '}
              {Math.round(result.confidence * 100)}%) to read, so nothing read from it is shown. Sit still, face the
              camera in steady, even light, and measure again.
            </Text>
            <Group>{retake}</Group>
          </Stack>
        </Alert>
      )}
      <BloodPressureHero result={result} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-label="Measured values">
        {resultTiles(result).map((row) => (
          <MetricTile key={row.metric} row={row} dimmed={dimmed} />
        ))}
      </SimpleGrid>
      <HealthMetricsAnalysis result={result} />
      <DetailBlocks result={result} />
      <DiagnosisPanel state={diagnosis} />
      <Group grow>{actions}</Group>
    </Stack>
  );
}
