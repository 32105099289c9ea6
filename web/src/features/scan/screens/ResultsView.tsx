import {
  BP_CATEGORY_UNTOLD,
  BP_UNCERTAINTY_MMHG,
  bpCategory,
  bpCategoryLabel,
  heartRateReading,
  type MeasurementResult,
  supportedBpCategory,
} from '@ai-doctor/rppg-core/vitals';
import { Alert, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EvidenceBadge } from '../../../shared/ui/EvidenceBadge.tsx';
import { useFocusOnMount } from '../../../shared/ui/useFocusOnMount.ts';
import { useWellnessDiagnosis } from '../../diagnosis/index.ts';
import { resultTiles } from '../../readings/index.ts';
import { DetailBlocks } from './DetailBlocks.tsx';
import { DiagnosisPanel } from './DiagnosisPanel.tsx';
import { HealthMetricsAnalysis } from './HealthMetricsAnalysis.tsx';
import { MetricTile } from './MetricTile.tsx';

const SOURCE_NOTE: Partial<Record<MeasurementResult['source'], string>> = {
  'ai-enhanced': 'Refined by a deeper re-analysis of your pulse signal on our server.',
};

/**
 * Large blood pressure with the model's uncertainty and the category its whole range supports: the results
 * screen's lead tile. Without a supported category the badge asks for a cuff (ADR-6); its `data-value`
 * keeps the field's category of the central estimate (ADR-6, ADR-18), `data-supported` says whether it is shown.
 */
function BloodPressureHero({ result, dimmed }: { result: MeasurementResult; dimmed: boolean }) {
  const supported = supportedBpCategory(result.systolic, result.diastolic);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed">
          Blood Pressure
        </Text>
        <Text fw={dimmed ? 400 : 800} fz={48} lh={1} c={dimmed ? 'dimmed' : undefined}>
          <span data-metric="systolic" data-value={String(result.systolic)}>
            {Math.round(result.systolic)}
          </span>
          /
          <span data-metric="diastolic" data-value={String(result.diastolic)}>
            {Math.round(result.diastolic)}
          </span>{' '}
          <Text span fz="lg" c="dimmed">
            ± {BP_UNCERTAINTY_MMHG.systolic}/{BP_UNCERTAINTY_MMHG.diastolic} mmHg
          </Text>
        </Text>
        <Badge
          size="lg"
          variant="light"
          color={supported ? undefined : 'gray'}
          data-metric="bloodPressureCategory"
          data-value={bpCategory(result.systolic, result.diastolic)}
          data-supported={String(supported !== null)}
        >
          {bpCategoryLabel(result.systolic, result.diastolic)}
        </Badge>
        {!supported && (
          <Text size="sm" c="dimmed" ta="center">
            The range spans more than one category: the {BP_CATEGORY_UNTOLD}.
          </Text>
        )}
        <EvidenceBadge metric="bloodPressure" caveat />
      </Stack>
    </Card>
  );
}

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
              {Math.round(result.confidence * 100)}%) to trust these numbers. Sit still, face the camera in steady, even
              light, and measure again.
            </Text>
            <Group>{retake}</Group>
          </Stack>
        </Alert>
      )}
      <BloodPressureHero result={result} dimmed={dimmed} />
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
