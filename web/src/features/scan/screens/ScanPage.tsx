import { Button, Container, Stack } from '@mantine/core';
import { RecentReadingsCard } from '../../readings/index.ts';
import { CameraErrorCard } from './CameraErrorCard.tsx';
import { IntroCard } from './IntroCard.tsx';
import { NoFaceCard } from './NoFaceCard.tsx';
import { ResultsView } from './ResultsView.tsx';
import { ScannerSection } from './ScannerSection.tsx';
import { ScanScreen } from './ScanScreen.tsx';
import { useSaveReading } from './useSaveReading.ts';
import { useScanFlow } from './useScanFlow.ts';

/** A button whose label may wrap: the results' two buttons share a phone's width (ADR-26). */
const TWO_LINE_BUTTON = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

/** /app: the measurement flow (intro → scan → results), Recent Readings and the scanner section. */
export function ScanPage() {
  const flow = useScanFlow();
  const { saved, saveReading } = useSaveReading(flow.results);
  const startFromScanner = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    flow.start();
  };

  return (
    <Container size="md" py="lg">
      <Stack gap="xl">
        {flow.view === 'intro' && (
          <IntroCard
            failed={flow.failed}
            videoError={flow.videoError}
            onStart={flow.start}
            onVideo={flow.startFromVideo}
          />
        )}
        {flow.view === 'scanning' && <ScanScreen />}
        {flow.view === 'no-face' && <NoFaceCard onRetry={flow.start} onBack={flow.stop} />}
        {flow.view === 'camera-error' && flow.cameraError && (
          <CameraErrorCard error={flow.cameraError} onGoBack={flow.goBack} />
        )}
        {flow.view === 'results' && flow.results && (
          <ResultsView
            result={flow.results}
            fromVideo={flow.fromVideo}
            notes={flow.notes}
            retake={<Button onClick={flow.start}>Retake now</Button>}
            actions={
              <>
                <Button onClick={saveReading} disabled={saved} color={saved ? 'teal' : undefined} {...TWO_LINE_BUTTON}>
                  {saved ? 'Saved!' : 'Save Reading'}
                </Button>
                <Button variant="default" onClick={flow.start} {...TWO_LINE_BUTTON}>
                  Take New Measurement
                </Button>
              </>
            }
          />
        )}
        <RecentReadingsCard />
        <ScannerSection onStart={startFromScanner} />
      </Stack>
    </Container>
  );
}
