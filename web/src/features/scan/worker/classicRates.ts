/**
 * The benchmark's classic methods (`/benchmark`) in the scan worker, on the trace of the scan it just ran:
 * POS, CHROM, GREEN, ICA, LGI and PBV, each read by rPPG-Toolbox's conventions. They are in the core's
 * benchmark build only (too large for the app's 200 KB module), loaded here on first use; the scan itself
 * ran on the app's own core.
 */
import { type ClassicMethod, loadRppgCore, type MethodReading, type RppgCore, type Trace } from '@ai-doctor/rppg-core';
import benchmarkWasmUrl from '@ai-doctor/rppg-core/rppg_core_benchmark.wasm?url';

/** A method's reading, or why it could not read one (the core's error code). */
export type ClassicRate = MethodReading | { error: string };

let benchmarkCore: Promise<RppgCore> | null = null;

export async function classicRates(
  trace: Trace | null,
  methods: readonly ClassicMethod[],
): Promise<Partial<Record<ClassicMethod, ClassicRate>>> {
  benchmarkCore ??= loadRppgCore(fetch(benchmarkWasmUrl));
  const core = await benchmarkCore;
  const rates: Partial<Record<ClassicMethod, ClassicRate>> = {};
  for (const method of methods) {
    try {
      if (!trace) throw new Error('no scan recorded');
      rates[method] = core.methodRate(trace, method);
    } catch (e) {
      rates[method] = { error: (e as { code?: string }).code ?? (e as Error).message };
    }
  }
  return rates;
}
