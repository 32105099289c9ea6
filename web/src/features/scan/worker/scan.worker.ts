/// <reference lib="webworker" />
import { loadRppgCore, type RppgCore } from '@ai-doctor/rppg-core';
import wasmUrl from '@ai-doctor/rppg-core/rppg_core.wasm?url';
import * as Comlink from 'comlink';

let core: Promise<RppgCore> | null = null;

function getCore(): Promise<RppgCore> {
  core ??= loadRppgCore(fetch(wasmUrl));
  return core;
}

/** The worker's API, called from the page through Comlink. */
const api = {
  async coreVersion(): Promise<string> {
    return (await getCore()).version();
  },
};

export type ScanWorkerApi = typeof api;
Comlink.expose(api);
