import { useCallback, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { markUsed } from '../../readings/index.ts';
import { NEEDS_CONNECTION } from '../measurement/enhancement.ts';
import { useScanStore } from '../store/useScanStore.ts';
import { flowView, scanFailed } from './scanScreenModel.ts';

/**
 * The /app page flow (ADR-18) over the scan store: which screen shows, and the actions. Starting
 * records the device as a returning one; leaving the page stops the camera.
 */
export function useScanFlow() {
  const state = useScanStore(
    useShallow((s) => ({
      phase: s.phase,
      cameraError: s.cameraError,
      videoError: s.videoError,
      source: s.source,
      reanalysisOffline: s.reanalysisOffline,
      results: s.results,
      noFaceFound: s.noFaceFound,
      start: s.start,
      startFromVideo: s.startFromVideo,
      stop: s.stop,
    })),
  );
  // 'Go Back' hides the camera card even if the store keeps its error until the next start.
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const cameraError = state.cameraError === dismissedError ? null : state.cameraError;

  useEffect(() => () => useScanStore.getState().stop(), []);

  const start = useCallback(() => {
    markUsed();
    setDismissedError(null);
    void state.start();
  }, [state.start]);

  const startFromVideo = useCallback(
    (file: File) => {
      setDismissedError(null);
      void state.startFromVideo(file);
    },
    [state.startFromVideo],
  );

  const goBack = useCallback(() => {
    setDismissedError(state.cameraError);
    state.stop();
  }, [state.cameraError, state.stop]);

  const input = { phase: state.phase, cameraError, results: state.results, noFaceFound: state.noFaceFound };
  return {
    view: flowView(input),
    failed: scanFailed(input),
    results: state.results,
    cameraError,
    videoError: state.videoError,
    fromVideo: state.source === 'video',
    notes: state.reanalysisOffline ? [NEEDS_CONNECTION] : [],
    start,
    startFromVideo,
    stop: state.stop,
    goBack,
  };
}
