/** Fixing part of the scan worker's final analysis before the page sees it. */
import type { MeasurementResult, WithheldMetrics } from '@ai-doctor/rppg-core/vitals';
import type { Page } from '@playwright/test';

export interface FinalAnalysisPatch {
  /** Fields replaced in the result, e.g. the default a withheld metric's field holds. */
  values: Partial<MeasurementResult>;
  /** Added to what the core withheld (and no longer at a clamp wall). */
  withheld: WithheldMetrics;
  /** Replace what the core withheld by `withheld` instead of adding to it. */
  onlyThese?: boolean;
}

/**
 * Applies `patch` to the worker's answer to `finish()`. The camera, the scan, the WASM core and every
 * screen still run for real; only these verdicts are fixed, because whether a synthetic clip's beat timing
 * passes the core's HRV checks depends on how evenly a loaded machine delivers frames.
 */
export async function patchFinalAnalysis(page: Page, patch: FinalAnalysisPatch): Promise<void> {
  await page.addInitScript((p) => {
    type Result = Record<string, unknown> & { withheld: object; atLimit: object };
    const isResult = (x: unknown): x is Result =>
      typeof x === 'object' && x !== null && 'grades' in x && 'withheld' in x && 'estimatedECG' in x;

    // Comlink answers a call with { id, type: 'RAW', value }; only finish() answers with a graded result.
    function patched(event: MessageEvent): MessageEvent {
      const value: unknown = event.data?.value;
      if (event.data?.type !== 'RAW' || !isResult(value)) return event;
      const atLimit: Record<string, unknown> = { ...value.atLimit };
      for (const metric of Object.keys(p.withheld)) delete atLimit[metric];
      const withheld = p.onlyThese ? p.withheld : { ...value.withheld, ...p.withheld };
      const result = { ...value, ...p.values, withheld, atLimit };
      return new MessageEvent('message', { data: { ...event.data, value: result } });
    }

    const NativeWorker = window.Worker;
    window.Worker = new Proxy(NativeWorker, {
      construct(target, args: ConstructorParameters<typeof Worker>) {
        const worker = new target(...args);
        const add = worker.addEventListener.bind(worker);
        worker.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) =>
          type === 'message'
            ? add(type, (event) => listener(patched(event as MessageEvent)), options)
            : add(type, listener, options)) as Worker['addEventListener'];
        return worker;
      },
    });
  }, patch);
}
