import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { markUsed } from '../readings/index.ts';
import { useScanStore } from '../scan/index.ts';
import { type LandingEvent, type LandingView, nextLandingStep } from './landingFlow.ts';

/** The landing flow over the scan store from `initialView`: dispatches events and carries out their side effects. */
export function useLandingFlow(initialView: LandingView) {
  const [view, setView] = useState<LandingView>(initialView);
  const current = useRef<LandingView>(initialView);
  // Results that existed before this measurement started must not count as its completion.
  const staleResults = useRef<MeasurementResult | null>(null);
  const scan = useScanStore(
    useShallow((s) => ({
      phase: s.phase,
      results: s.results,
      cameraError: s.cameraError,
      noFaceFound: s.noFaceFound,
      start: s.start,
      stop: s.stop,
    })),
  );

  const dispatch = useCallback(
    (event: LandingEvent) => {
      const step = nextLandingStep(current.current, event);
      current.current = step.view;
      setView(step.view);
      if (step.markUsed) markUsed();
      if (step.stopScan) scan.stop();
      if (step.startScan) {
        staleResults.current = useScanStore.getState().results;
        void scan.start();
      }
    },
    [scan.start, scan.stop],
  );

  useEffect(() => {
    if (scan.phase === 'complete' && scan.results && scan.results !== staleResults.current) dispatch('completed');
  }, [scan.phase, scan.results, dispatch]);

  useEffect(() => () => useScanStore.getState().stop(), []);

  // The scan ended without a result: no face in view for long enough (ADR-9), or it failed (ADR-18:
  // the signal service was missing; face tracking stopped mid-scan).
  const ended = view === 'measuring' && scan.phase === 'complete' && !scan.results;
  const noFace = ended && scan.noFaceFound;
  const failed = ended && !scan.noFaceFound;
  return { view, results: scan.results, cameraError: scan.cameraError, failed, noFace, dispatch };
}
