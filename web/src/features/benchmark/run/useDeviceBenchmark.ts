/**
 * The `/benchmark` page's run: starts the scan worker as a scan does, runs the chosen clips through it
 * (`deviceRun.ts`), and keeps where the run is and what it gave for the page.
 */
import * as Comlink from 'comlink';
import { useCallback, useState } from 'react';
import { openVideoFile, startScanWorker, startVideoFilePump } from '../../scan/index.ts';
import type { BenchmarkResult } from '../model/rows.ts';
import { type ChosenFile, type DeviceProgress, runOnDevice } from './deviceRun.ts';
import { openImageSequence } from './imageSequence.ts';

export interface DeviceBenchmarkState {
  phase: 'idle' | 'running' | 'done' | 'failed';
  progress: DeviceProgress | null;
  result: BenchmarkResult | null;
  /** Why the run could not start or finish. */
  error: string | null;
  /** Why the face model is not used, when the scan fell back to the skin-colour check. */
  faceModelError: string | null;
}

const IDLE: DeviceBenchmarkState = { phase: 'idle', progress: null, result: null, error: null, faceModelError: null };

export function useDeviceBenchmark() {
  const [state, setState] = useState<DeviceBenchmarkState>(IDLE);

  const run = useCallback(async (files: ChosenFile[], rootName: string) => {
    setState({ ...IDLE, phase: 'running' });
    const { api, terminate } = startScanWorker();
    try {
      const { faceModelError } = await api.prepare();
      setState((s) => ({ ...s, faceModelError }));
      const result = await runOnDevice(
        files,
        rootName,
        {
          worker: {
            begin: () => api.begin('video'),
            processFrame: (frame) => api.processFrame(Comlink.transfer(frame, [frame.image])),
            finish: () => api.finish(),
            trace: () => api.trace(),
            stats: () => api.stats(),
            classicRates: (methods) => api.classicRates(methods),
          },
          openVideo: openVideoFile,
          openFrames: openImageSequence,
          pump: startVideoFilePump,
          now: () => performance.now(),
        },
        (progress) => setState((s) => ({ ...s, progress })),
      );
      setState((s) => ({ ...s, phase: 'done', result }));
    } catch (e) {
      setState((s) => ({ ...s, phase: 'failed', error: e instanceof Error ? e.message : String(e) }));
    } finally {
      terminate();
    }
  }, []);

  return { state, run };
}
