import { Alert, Container, Progress, Stack, Text } from '@mantine/core';
import { PageIntro } from '../../../shared/ui/PageIntro.tsx';
import { BenchmarkReport } from '../report/BenchmarkReport.tsx';
import { REPORT_STYLE } from '../report/reportStyle.ts';
import { useDeviceBenchmark } from '../run/useDeviceBenchmark.ts';
import { DatasetPicker } from './DatasetPicker.tsx';

/**
 * `/benchmark`: the signal core benchmarked on recorded clips on this device, in the scan's own worker —
 * the same table and pictures as `pnpm benchmark`, plus the time per frame here. Nothing leaves the device.
 */
export function BenchmarkPage() {
  const { state, run } = useDeviceBenchmark();
  const { progress } = state;
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Benchmark the signal core" eyebrow="For performance engineers">
        Choose a recorded dataset — UBFC-rPPG, PURE, UBFC-Phys, or videos beside a CSV of time_s,ppg or time_s,hr — and
        each clip runs through the scan on this device: the app's engine beside POS, CHROM, GREEN, ICA, LGI and PBV on
        the same frames, scored as rPPG-Toolbox scores them. The files are read where they are; nothing leaves this
        device, and it works offline.
      </PageIntro>
      <Stack gap="lg">
        <DatasetPicker running={state.phase === 'running'} onRun={run} />
        {state.phase === 'running' && progress && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">
              Clip {progress.index + 1} of {progress.total}: {progress.clip}, {progress.frames} frames read
            </Text>
            <Progress value={(100 * progress.index) / Math.max(1, progress.total)} aria-label="Benchmark progress" />
          </Stack>
        )}
        {state.faceModelError && (
          <Alert color="yellow" title="Without the face model">
            The face detector could not load ({state.faceModelError}); the scan used its skin-colour check instead.
          </Alert>
        )}
        {state.error && (
          <Alert color="red" title="The benchmark stopped">
            {state.error}
          </Alert>
        )}
        {state.result && (
          <section aria-label="Benchmark results">
            <style>{REPORT_STYLE}</style>
            <BenchmarkReport result={state.result} />
          </section>
        )}
      </Stack>
    </Container>
  );
}
