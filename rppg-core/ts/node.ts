import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadRppgCore, type RppgCore } from './core.ts';

/** Path of the built module inside this package (built by `scripts/build-wasm.mjs`). */
export const wasmPath = fileURLToPath(new URL('../dist/rppg_core.wasm', import.meta.url));

/** The benchmark's build of the same core: with the classic methods (`RppgCore.methodRate`). */
export const benchmarkWasmPath = fileURLToPath(new URL('../dist/rppg_core_benchmark.wasm', import.meta.url));

/** Loads the core in Node from the package's built `.wasm`. */
export async function loadRppgCoreFromDisk(path: string = wasmPath): Promise<RppgCore> {
  return loadRppgCore(await readFile(path));
}
