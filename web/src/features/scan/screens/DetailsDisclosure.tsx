import type { GradedMetric, MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { Accordion } from '@mantine/core';
import { DetailBlocks } from './DetailBlocks.tsx';

/** The detail blocks of `evidence` behind a collapsed title, so the page stays short until asked (ADR-27). */
export function DetailsDisclosure({
  title,
  result,
  evidence,
}: {
  title: string;
  result: MeasurementResult;
  evidence: readonly GradedMetric[];
}) {
  if (!evidence.length) return null;
  return (
    <Accordion variant="contained" radius="md" mt="md" order={3}>
      <Accordion.Item value="details">
        <Accordion.Control>{title}</Accordion.Control>
        <Accordion.Panel>
          <DetailBlocks result={result} evidence={evidence} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
