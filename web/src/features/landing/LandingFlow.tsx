import { Button } from '@mantine/core';
import { CameraErrorCard, IntroCard, NoFaceCard, ResultsView, ScanScreen, useSaveReading } from '../scan/index.ts';
import { LandingHome } from './LandingHome.tsx';
import type { LandingView } from './landingFlow.ts';
import { useLandingFlow } from './useLandingFlow.ts';

/** The landing page's measurement flow (the landing variant, ADR-18), from the first start press on. */
export function LandingFlow({ initialView }: { initialView: LandingView }) {
  const { view, results, cameraError, failed, noFace, dispatch } = useLandingFlow(initialView);
  const { saved, saveReading } = useSaveReading(view === 'results' ? results : null, { toastOnSuccess: true });

  return (
    <>
      {view === 'landing' && <LandingHome onStart={() => dispatch('start-pressed')} />}
      {view === 'onboarding' && (
        <IntroCard returning={false} failed={false} onStart={() => dispatch('onboarding-start')} />
      )}
      {view === 'measuring' && cameraError && (
        <CameraErrorCard error={cameraError} onGoBack={() => dispatch('cancel')} />
      )}
      {view === 'measuring' && !cameraError && failed && (
        <IntroCard returning failed onStart={() => dispatch('start-pressed')} />
      )}
      {view === 'measuring' && !cameraError && noFace && (
        <NoFaceCard onRetry={() => dispatch('start-pressed')} onBack={() => dispatch('cancel')} />
      )}
      {view === 'measuring' && !cameraError && !failed && !noFace && <ScanScreen onCancel={() => dispatch('cancel')} />}
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
    </>
  );
}
