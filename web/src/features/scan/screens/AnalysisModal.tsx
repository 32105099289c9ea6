import { Modal } from '@mantine/core';
import { useWellnessDiagnosis } from '../../diagnosis/index.ts';
import type { SavedReading } from '../../readings/index.ts';
import { DiagnosisPanel } from './DiagnosisPanel.tsx';

/** A modal with the AI wellness diagnosis of a saved reading (open while `reading` is set). */
export function AnalysisModal({ reading, onClose }: { reading: SavedReading | null; onClose(): void }) {
  const diagnosis = useWellnessDiagnosis(reading, 0);
  return (
    <Modal opened={reading !== null} onClose={onClose} title="AI Analysis of your latest reading" size="lg">
      <DiagnosisPanel state={diagnosis} headingOrder={3} />
    </Modal>
  );
}
