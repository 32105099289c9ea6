import * as Comlink from 'comlink';
import type { ScanWorkerApi } from './scan.worker.ts';

/** Starts the scan worker and returns its Comlink proxy. */
export function startScanWorker(): { api: Comlink.Remote<ScanWorkerApi>; terminate(): void } {
  const worker = new Worker(new URL('./scan.worker.ts', import.meta.url), { type: 'module', name: 'scan' });
  return { api: Comlink.wrap<ScanWorkerApi>(worker), terminate: () => worker.terminate() };
}
