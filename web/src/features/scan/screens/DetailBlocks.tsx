import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { SimpleGrid } from '@mantine/core';
import { detailBlocks } from '../../readings/index.ts';
import { DetailBlock } from './DetailBlock.tsx';

/** Detail blocks for stroke, Parkinson's, ECG and EEG, each with its evidence grade (`detailBlocks`). */
export function DetailBlocks({ result }: { result: MeasurementResult }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {detailBlocks(result).map((block) => (
        <DetailBlock key={block.title} {...block} />
      ))}
    </SimpleGrid>
  );
}
