import { heartRateReading, type MeasurementResult, notMeasured } from '@ai-doctor/rppg-core/vitals';
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusOnMount } from '../../../shared/ui/useFocusOnMount.ts';
import { useWellnessDiagnosis } from '../../diagnosis/index.ts';
import { GROUP_TEXT, resultGroups } from '../../readings/index.ts';
import { DetailBlocks } from './DetailBlocks.tsx';
import { DetailsDisclosure } from './DetailsDisclosure.tsx';
import { DiagnosisPanel } from './DiagnosisPanel.tsx';
import { HeartRateLead } from './HeartRateLead.tsx';
import { MetricGroup } from './MetricGroup.tsx';
import { useRetakeCauses } from './useRetakeCauses.ts';

const SOURCE_NOTE: Partial<Record<MeasurementResult['source'], string>> = {
  'ai-enhanced': 'Refined by a deeper re-analysis of your pulse signal on our server.',
};

/** The risk prompts' detail blocks, shown with the experimental group while assessed. */
const RISK_PROMPTS = ['strokeRiskFactors', 'parkinsonsIndicators'] as const;
/** The illustrative pictures' detail blocks: always with what a camera cannot measure. */
const PICTURES = ['estimatedECG', 'estimatedEEG'] as const;

interface ResultsViewProps {
  result: MeasurementResult;
  /** The screen's buttons ('Save Reading', 'Take New Measurement' or the landing's equivalents). */
  actions: ReactNode;
  /** Shown with a withheld heart rate: a retake button. */
  retake: ReactNode;
  /** Measured from a chosen video rather than the camera. */
  fromVideo?: boolean;
  /** Notes on how the result was reached (e.g. that the server's re-analysis was skipped offline). */
  notes?: string[];
}

/**
 * The results screen (ADR-18, ADR-27): the heart rate leads with its grade, what it means and what to do
 * next (the buttons, or the retake when it was withheld); then what is derived from the pulse, the
 * experimental estimates, the wellness diagnosis, and last, collapsed, what a camera cannot measure.
 */
export function ResultsView({ result, actions, retake, fromVideo = false, notes = [] }: ResultsViewProps) {
  const diagnosis = useWellnessDiagnosis(result);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { outcome } = heartRateReading(result);
  const groups = resultGroups(result);
  const causes = useRetakeCauses(result);
  const unmeasured = notMeasured(result);
  const assessedRisks = RISK_PROMPTS.filter((metric) => !unmeasured[metric]);
  const unassessedRisks = RISK_PROMPTS.filter((metric) => unmeasured[metric]);
  return (
    <Stack gap="md" data-testid="results" data-reliable={String(result.reliable)} data-heart-rate-outcome={outcome}>
      <Box>
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
          Measurement Complete
        </Title>
        <Text c="dimmed" data-testid="results-origin">
          {fromVideo ? 'Measured just now from a video' : 'Measured just now'}
        </Text>
        {/* An approximate or withheld rate's note says why: the lead shows it. */}
        {result.note && outcome === 'exact' && <Text size="sm">{result.note}</Text>}
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
      {groups.heartRate && (
        <HeartRateLead row={groups.heartRate} quality={groups.quality} causes={causes} retake={retake} />
      )}
      <SimpleGrid cols={2} spacing="sm" data-testid="results-actions">
        {actions}
      </SimpleGrid>
      <MetricGroup id="derived-metrics" {...GROUP_TEXT.derived} rows={groups.derived} result={result} />
      <MetricGroup id="experimental-metrics" {...GROUP_TEXT.experimental} rows={groups.experimental} result={result}>
        <DetailsDisclosure
          title="Details of the stroke and Parkinson's prompts"
          result={result}
          evidence={assessedRisks}
        />
      </MetricGroup>
      <DiagnosisPanel state={diagnosis} />
      <MetricGroup
        id="cannot-measure"
        {...GROUP_TEXT.cannotMeasure}
        rows={groups.cannotMeasure}
        result={result}
        collapsed
      >
        <DetailBlocks result={result} evidence={[...PICTURES, ...unassessedRisks]} />
      </MetricGroup>
    </Stack>
  );
}
