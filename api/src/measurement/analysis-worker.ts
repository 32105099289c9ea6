/**
 * One thread of the re-analysis pool: its own instance of the WebAssembly core, loaded once when the
 * thread starts. A trace the core cannot analyse comes back as `{ rejected }` (a 422 for the client), so
 * only real failures cross the thread boundary as errors.
 */
import { type AnalysisResult, RppgError, type Trace } from '@ai-doctor/rppg-core';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';

export type AnalysisTask = { kind: 'analyze'; trace: Trace } | { kind: 'version' };
export type AnalysisAnswer = { result: AnalysisResult } | { rejected: string } | { version: string };

const core = await loadRppgCoreFromDisk(process.env.RPPG_WASM_PATH);

export default function run(task: AnalysisTask): AnalysisAnswer {
  if (task.kind === 'version') return { version: core.version() };
  try {
    // The route returns no drawings (`toResponse`): the core leaves them out instead of writing them.
    return { result: core.analyze(task.trace, { mode: 'enhanced-vitals' }) };
  } catch (err) {
    if (err instanceof RppgError) return { rejected: err.message };
    throw err;
  }
}
