import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AnalysisResult, Trace } from '@ai-doctor/rppg-core';
import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.ts';
import type { AnalysisAnswer, AnalysisTask } from './analysis-worker.ts';

export interface AnalysisPoolOptions {
  /** Worker threads, each with its own WebAssembly core; default: one per core. */
  threads?: number;
  /** Traces that may wait for a free thread; beyond that a request is refused with a 503. */
  maxQueue: number;
}

/** Young generation of each analysis thread's V8 heap, MB (README, Memory). */
export const ANALYSIS_THREAD_YOUNG_GENERATION_MB = 2;

/** What a client refused for a full queue is told to wait, seconds: a queued analysis takes milliseconds. */
export const QUEUE_FULL_RETRY_AFTER_S = 1;

/**
 * The worker's module: `analysis-worker.js` beside the bundle in `dist/` (tsup builds it as its own entry);
 * from the TypeScript sources (tests, `pnpm dev`) the `.ts` file, loaded through tsx by `analysis-worker.dev.mjs`.
 */
function workerModule(): string {
  const built = fileURLToPath(new URL('./analysis-worker.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('./analysis-worker.dev.mjs', import.meta.url));
}

/**
 * The enhanced re-analysis off the event loop: a fixed set of worker threads, each running the core on
 * one trace at a time, and a bounded queue in front of them. The event loop only parses, validates and
 * replies, so health checks and forms are never stuck behind an analysis.
 */
export class AnalysisPool {
  readonly threads: number;
  readonly maxQueue: number;
  readonly #pool: Piscina<AnalysisTask, AnalysisAnswer>;

  constructor(opts: AnalysisPoolOptions) {
    this.threads = opts.threads ?? availableParallelism();
    this.maxQueue = opts.maxQueue;
    this.#pool = new Piscina({
      filename: workerModule(),
      minThreads: this.threads,
      maxThreads: this.threads,
      // Threads live as long as the server: starting one reloads the core.
      idleTimeout: Number.POSITIVE_INFINITY,
      // A thread allocates little JavaScript per trace (the core works in its own WebAssembly memory), so
      // V8's default young generation (up to 16 MB per thread) only holds garbage longer.
      resourceLimits: { maxYoungGenerationSizeMb: ANALYSIS_THREAD_YOUNG_GENERATION_MB },
    });
  }

  /** Version of the core the threads run; waiting for it also means every thread can load the core. */
  async version(): Promise<string> {
    const answer = await this.#pool.run({ kind: 'version' });
    if (!('version' in answer)) throw new Error('analysis worker did not report its version');
    return answer.version;
  }

  /**
   * `analyze(trace, { mode: 'enhanced-vitals' })` (the enhanced analysis without its drawings) on a free
   * thread. Throws a 503 (with `Retry-After`) when the queue is full and a 422 when the core cannot analyse
   * the trace. The trace's arrays are moved to the thread, not copied.
   */
  async analyze(trace: Trace): Promise<AnalysisResult> {
    if (this.#pool.queueSize >= this.maxQueue) {
      throw new HttpError(
        503,
        `Every re-analysis thread is busy and ${this.maxQueue} traces are waiting; retry in ${QUEUE_FULL_RETRY_AFTER_S} s`,
        { 'retry-after': String(QUEUE_FULL_RETRY_AFTER_S) },
      );
    }
    const arrays = [trace.timestampsMs, ...trace.rois.map((roi) => roi.rgb)];
    const views = arrays.filter((a): a is ArrayLike<number> & ArrayBufferView => ArrayBuffer.isView(a));
    const transferList = [...new Set(views.map((a) => a.buffer as ArrayBuffer))];
    const answer = await this.#pool.run({ kind: 'analyze', trace }, { transferList });
    if ('rejected' in answer) throw new HttpError(422, answer.rejected);
    if (!('result' in answer)) throw new Error('analysis worker answered without a result');
    return answer.result;
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
