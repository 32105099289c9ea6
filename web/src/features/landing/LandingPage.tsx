import { Center, Container, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { markUsed } from '../readings/index.ts';
import { LandingHome } from './LandingHome.tsx';
import { type LandingView, nextLandingStep } from './landingFlow.ts';

// The scan and its screens load on the first start press: the landing view ships without them.
const LandingFlow = lazy(() => import('./LandingFlow.tsx').then((m) => ({ default: m.LandingFlow })));

/** `/`: the landing view, then its own measurement flow (the landing variant, ADR-18). */
export function LandingPage() {
  const [flowView, setFlowView] = useState<LandingView | null>(null);
  const start = () => {
    const step = nextLandingStep('landing', 'start-pressed');
    if (step.markUsed) markUsed();
    setFlowView(step.view);
  };
  return (
    <Container size="lg" py="xl">
      {flowView === null ? (
        <LandingHome onStart={start} />
      ) : (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading the scan" />
            </Center>
          }
        >
          <LandingFlow initialView={flowView} />
        </Suspense>
      )}
    </Container>
  );
}
