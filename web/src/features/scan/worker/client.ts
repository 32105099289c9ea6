import * as Comlink from 'comlink';
import type { ScanService } from '../store/scanTypes.ts';
import type { ScanWorkerApi } from './scan.worker.ts';

/** Starts the scan worker and returns its Comlink proxy. */
export function startScanWorker(): { api: Comlink.Remote<ScanWorkerApi>; terminate(): void } {
  const worker = new Worker(new URL('./scan.worker.ts', import.meta.url), { type: 'module', name: 'scan' });
  return { api: Comlink.wrap<ScanWorkerApi>(worker), terminate: () => worker.terminate() };
}

/** The worker as the scan store's signal service; frames are transferred, never copied. */
export function scanService(api: Comlink.Remote<ScanWorkerApi>): ScanService {
  return {
    prepare: () => api.prepare(),
    begin: (source) => api.begin(source),
    processFrame: (frame) => api.processFrame(Comlink.transfer(frame, [frame.image])),
    live: () => api.live(),
    finish: () => api.finish(),
    trace: () => api.trace(),
    stats: () => api.stats(),
  };
}
