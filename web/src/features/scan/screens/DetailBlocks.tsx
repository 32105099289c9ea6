import type { GradedMetric, MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { SimpleGrid } from '@mantine/core';
import { detailBlocks } from '../../readings/index.ts';
import { DetailBlock } from './DetailBlock.tsx';

/** The detail blocks of `evidence` (of stroke, Parkinson's, ECG and EEG), each with its evidence grade (`detailBlocks`). */
export function DetailBlocks({ result, evidence }: { result: MeasurementResult; evidence: readonly GradedMetric[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {detailBlocks(result)
        .filter((block) => evidence.includes(block.evidence))
        .map((block) => (
          <DetailBlock key={block.title} {...block} />
        ))}
    </SimpleGrid>
  );
}
