import { Button, Container } from '@mantine/core';
import { CameraErrorCard } from '../scan/screens/CameraErrorCard.tsx';
import { IntroCard } from '../scan/screens/IntroCard.tsx';
import { ResultsView } from '../scan/screens/ResultsView.tsx';
import { ScanScreen } from '../scan/screens/ScanScreen.tsx';
import { hasUsedBefore } from '../scan/screens/usedBefore.ts';
import { useSaveReading } from '../scan/screens/useSaveReading.ts';
import { usePageTitle } from '../site/pageTitle.ts';
import { LandingHome } from './LandingHome.tsx';
import { useLandingFlow } from './useLandingFlow.ts';

/** `/`: the landing page and its own measurement flow (spec 01 §4 landing variant, 02 §2). */
export function LandingPage() {
  usePageTitle('Contactless Health Scan');
  // Read on every render: after a first scan starts, the greeting switches to the returning one.
  const returning = hasUsedBefore();
  const { view, results, cameraError, failed, dispatch } = useLandingFlow();
  const { saved, saveReading } = useSaveReading(view === 'results' ? results : null, { toastOnSuccess: true });

  return (
    <Container size="lg" py="xl">
      {view === 'landing' && <LandingHome returning={returning} onStart={() => dispatch('start-pressed')} />}
      {view === 'onboarding' && (
        <IntroCard returning={false} failed={false} onStart={() => dispatch('onboarding-start')} />
      )}
      {view === 'measuring' && cameraError && (
        <CameraErrorCard error={cameraError} onGoBack={() => dispatch('cancel')} />
      )}
      {view === 'measuring' && !cameraError && failed && (
        <IntroCard returning failed onStart={() => dispatch('start-pressed')} />
      )}
      {view === 'measuring' && !cameraError && !failed && <ScanScreen onCancel={() => dispatch('cancel')} />}
      {view === 'results' && results && (
        <ResultsView
          result={results}
          retake={<Button onClick={() => dispatch('new-measurement')}>Retake now</Button>}
          actions={
            <>
              <Button onClick={saveReading} disabled={saved}>
                {saved ? 'Saved!' : 'Save Results'}
              </Button>
              <Button variant="default" onClick={() => dispatch('new-measurement')}>
                New Measurement
              </Button>
            </>
          }
        />
      )}
    </Container>
  );
}
