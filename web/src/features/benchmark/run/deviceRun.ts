/**
 * The benchmark on this device (`/benchmark`): the clips of the chosen folder or files, found by the same
 * layout readers as the command line, each read as "Measure from a video" reads a file — its frames
 * decoded by the browser, sent to the scan worker at its pace, the scan's own session on the app's core —
 * then the classic methods on the same scan's trace, in the same worker. Nothing leaves the device.
 */

import type { AnalysisResult } from '@ai-doctor/rppg-core';
import { CLASSIC_METHODS, type ClassicMethod } from '@ai-doctor/rppg-core';
import type { CapturedFrame, OpenVideoFile, WorkerStats } from '../../scan/index.ts';
import { type ClipPlan, type GroundTruth, type Problem, referenceBpm } from '../model/dataset.ts';
import { findClips, layoutNamed } from '../model/layouts/index.ts';
import { pureFrameTimesMs } from '../model/layouts/pure.ts';
import {
  type BenchmarkMethod,
  type BenchmarkResult,
  classicEstimate,
  type DeviceTiming,
  type Estimate,
  engineEstimate,
  failedEstimate,
  type ScanRow,
  summarise,
} from '../model/rows.ts';

/** A chosen file, by its path in the chosen folder (its name alone when files were chosen). */
export interface ChosenFile {
  path: string;
  file: Blob;
}

/** What the run needs of the scan worker (its Comlink proxy). */
export interface BenchmarkWorker {
  begin(): Promise<void>;
  processFrame(frame: CapturedFrame): Promise<unknown>;
  finish(): Promise<AnalysisResult>;
  trace(): Promise<{ timestampsMs: number[] } | null>;
  stats(): Promise<WorkerStats>;
  classicRates(
    methods: readonly ClassicMethod[],
  ): Promise<Partial<Record<ClassicMethod, { heartRateBpm: number; snrDb: number } | { error: string }>>>;
}

export interface DeviceRunDeps {
  worker: BenchmarkWorker;
  openVideo(file: Blob): Promise<OpenVideoFile>;
  openFrames(frames: readonly Blob[], timesMs: readonly number[]): OpenVideoFile;
  /** `startVideoFilePump`: sends the file's frames to the worker at its pace, `onEnd` once all came back. */
  pump(
    file: OpenVideoFile,
    send: (frame: CapturedFrame) => Promise<unknown>,
    onError: (error: unknown) => void,
    onEnd: (readMs: number, error?: unknown) => void,
  ): Promise<unknown>;
  now(): number;
}

/** Where a run is: the clip being read and how many frames of it the worker has taken. */
export interface DeviceProgress {
  clip: string;
  index: number;
  total: number;
  frames: number;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Reads the clip's video through the worker: resolves once every frame read has come back. */
function scanVideo(deps: DeviceRunDeps, video: OpenVideoFile, onFrame: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = (frame: CapturedFrame) =>
      deps.worker.processFrame(frame).then((report) => {
        onFrame();
        return report;
      });
    deps
      .pump(
        video,
        send,
        () => undefined,
        (readMs, error) => (error ? reject(error) : resolve(readMs)),
      )
      .catch(reject);
  });
}

async function runClip(
  plan: ClipPlan,
  byPath: ReadonlyMap<string, Blob>,
  methods: readonly BenchmarkMethod[],
  deps: DeviceRunDeps,
  onFrame: () => void,
): Promise<{ row: ScanRow; timing: DeviceTiming } | Problem> {
  const started = deps.now();
  const truthText = await (byPath.get(plan.truthPath) as Blob).text();
  let truth: GroundTruth;
  try {
    truth = layoutNamed(plan.layout).readTruth(truthText, plan);
  } catch (e) {
    return { path: plan.truthPath, message: `${messageOf(e)} (${plan.layout})` };
  }
  const where = plan.video.kind === 'file' ? plan.video.path : plan.truthPath;
  let video: OpenVideoFile;
  try {
    video =
      plan.video.kind === 'file'
        ? await deps.openVideo(byPath.get(plan.video.path) as Blob)
        : deps.openFrames(
            plan.video.paths.map((p) => byPath.get(p) as Blob),
            pureFrameTimesMs(truthText),
          );
  } catch (e) {
    return { path: where, message: messageOf(e) };
  }
  await deps.worker.begin();
  let readMs: number;
  try {
    readMs = await scanVideo(deps, video, onFrame);
  } catch (e) {
    return { path: where, message: `stopped decoding: ${messageOf(e)}` };
  } finally {
    video.close();
  }
  const trace = await deps.worker.trace();
  const frames = trace?.timestampsMs.length ?? 0;
  const windowS = readMs / 1000;
  let reference: number;
  try {
    // A frame-aligned PPG's window is the frames the scan read.
    reference = referenceBpm(truth, 0, windowS, frames / windowS);
  } catch (e) {
    return { path: plan.truthPath, message: `no reference heart rate: ${messageOf(e)}` };
  }
  const estimates: ScanRow['estimates'] = {};
  if (methods.includes('engine')) {
    estimates.engine = await deps.worker.finish().then(engineEstimate, (e: unknown) => failedEstimate(messageOf(e)));
  }
  const classic = methods.filter((m): m is ClassicMethod => m !== 'engine');
  if (classic.length > 0) {
    const rates = await deps.worker.classicRates(classic);
    for (const m of classic) {
      const rate = rates[m];
      const estimate: Estimate =
        !rate || 'error' in rate ? failedEstimate(rate?.error ?? 'no reading') : classicEstimate(rate);
      estimates[m] = estimate;
    }
  }
  const s = await deps.worker.stats();
  return {
    row: { clip: plan.name, layout: plan.layout, condition: 'clean', startS: 0, referenceBpm: reference, estimates },
    timing: {
      clip: plan.name,
      frames,
      workerMs: { p50: s.workerMsMedian, p95: s.workerMsP95 },
      frameMs: { p50: s.frameMsMedian, p95: s.frameMsP95 },
      detectorMs: { p50: s.detectorMsMedian, p95: s.detectorMsP95 },
      wasmMemoryBytes: s.wasmMemoryBytes,
      seconds: (deps.now() - started) / 1000,
    },
  };
}

/** Runs the benchmark on the chosen files, one clip after another; a clip that cannot be read is a problem line. */
export async function runOnDevice(
  files: readonly ChosenFile[],
  rootName: string,
  deps: DeviceRunDeps,
  onProgress: (progress: DeviceProgress) => void = () => undefined,
  methods: readonly BenchmarkMethod[] = ['engine', ...CLASSIC_METHODS],
): Promise<BenchmarkResult> {
  const byPath = new Map(files.map((f) => [f.path, f.file]));
  const { clips, problems } = findClips([...byPath.keys()], rootName);
  const rows: ScanRow[] = [];
  const device: DeviceTiming[] = [];
  for (const [index, plan] of clips.entries()) {
    const progress = { clip: plan.name, index, total: clips.length, frames: 0 };
    onProgress(progress);
    const done = await runClip(plan, byPath, methods, deps, () => {
      progress.frames += 1;
      onProgress({ ...progress });
    });
    if ('message' in done) problems.push(done);
    else {
      rows.push(done.row);
      device.push(done.timing);
    }
  }
  return {
    dataset: rootName,
    condition: 'clean',
    methods: [...methods],
    rows,
    summary: summarise(rows, methods),
    problems,
    timing: null,
    device,
  };
}
