import { Button, Container, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { RecentReadingsCard } from '../../readings/index.ts';
import { CameraErrorCard } from './CameraErrorCard.tsx';
import { IntroCard } from './IntroCard.tsx';
import { NoFaceCard } from './NoFaceCard.tsx';
import { ScannerSection } from './ScannerSection.tsx';
import { ScanScreen } from './ScanScreen.tsx';
import { useSaveReading } from './useSaveReading.ts';
import { useScanFlow } from './useScanFlow.ts';

// The results are most of the screens' code: fetched once a scan starts (35 s before they show), not with the page.
const loadResults = () => import('./ResultsView.tsx');
const ResultsView = /* @__PURE__ */ lazy(async () => ({ default: (await loadResults()).ResultsView }));

/** A button whose label may wrap: the results' two buttons share a phone's width (ADR-27). */
const TWO_LINE_BUTTON = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

/** /app: the measurement flow (intro → scan → results), Recent Readings and the scanner section. */
export function ScanPage() {
  const flow = useScanFlow();
  useEffect(() => {
    if (flow.view === 'scanning') void loadResults();
  }, [flow.view]);
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
          <Suspense fallback={<Loader aria-label="Loading the results" mx="auto" />}>
            <ResultsView
              result={flow.results}
              fromVideo={flow.fromVideo}
              notes={flow.notes}
              retake={<Button onClick={flow.start}>Retake now</Button>}
              actions={
                <>
                  <Button
                    onClick={saveReading}
                    disabled={saved}
                    color={saved ? 'teal' : undefined}
                    {...TWO_LINE_BUTTON}
                  >
                    {saved ? 'Saved!' : 'Save Reading'}
                  </Button>
                  <Button variant="default" onClick={flow.start} {...TWO_LINE_BUTTON}>
                    Take New Measurement
                  </Button>
                </>
              }
            />
          </Suspense>
        )}
        <RecentReadingsCard />
        <ScannerSection onStart={startFromScanner} />
      </Stack>
    </Container>
  );
}
