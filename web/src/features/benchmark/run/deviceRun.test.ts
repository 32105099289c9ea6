import type { AnalysisResult } from '@ai-doctor/rppg-core';
import { describe, expect, it } from 'vitest';
import type { CapturedFrame, OpenVideoFile, WorkerStats } from '../../scan/index.ts';
import { ubfcGroundTruthText } from '../model/datasetFakes.ts';
import { type BenchmarkWorker, type ChosenFile, type DeviceRunDeps, runOnDevice } from './deviceRun.ts';

const FPS = 30;

/** A video the fake decoder plays: `seconds` of frames at 30 fps. */
function fakeVideo(seconds: number): OpenVideoFile {
  return {
    readMs: seconds * 1000,
    async *frames() {
      for (let i = 0; i < seconds * FPS; i++)
        yield { image: {} as never, timestampMs: (1000 * i) / FPS, durationMs: 1000 / FPS };
    },
    preview: null,
    close: () => undefined,
  };
}

function fakeWorker(bpm: number) {
  const frames: number[] = [];
  const calls: string[] = [];
  const worker: BenchmarkWorker = {
    begin: async () => {
      calls.push('begin');
      frames.length = 0;
    },
    processFrame: async (f: CapturedFrame) => {
      frames.push(f.timestampMs);
      return {};
    },
    finish: async () =>
      ({ heartRate: bpm + 0.5, reliable: true, heartRateOutcome: 'exact', confidence: 0.9 }) as AnalysisResult,
    trace: async () => ({ timestampsMs: [...frames] }),
    stats: async () =>
      ({
        frames: frames.length,
        faceFrames: frames.length,
        workerMsMedian: 1.5,
        workerMsP95: 3,
        frameMsMedian: 9,
        frameMsP95: 20,
        detectorMsMedian: 7,
        detectorMsP95: 15,
        detections: frames.length / 2,
        detectionInterval: 2,
        wasmMemoryBytes: 2 * 2 ** 20,
      }) satisfies WorkerStats,
    classicRates: async (methods) => {
      calls.push(`classic ${methods.join(',')}`);
      return Object.fromEntries(
        methods.map((m) => [m, m === 'ica' ? { error: 'constant' } : { heartRateBpm: bpm - 1, snrDb: 2 }]),
      );
    },
  };
  return { worker, frames, calls };
}

function deps(worker: BenchmarkWorker, videos: Map<Blob, OpenVideoFile | Error>): DeviceRunDeps {
  let clock = 0;
  return {
    worker,
    openVideo: async (file) => {
      const v = videos.get(file);
      if (!v || v instanceof Error) throw v ?? new Error('unknown file');
      return v;
    },
    openFrames: () => fakeVideo(1),
    // As startVideoFilePump: every frame sent and answered, then the end.
    pump: async (file, send, _onError, onEnd) => {
      for await (const frame of file.frames())
        await send({ image: frame.image as never, timestampMs: frame.timestampMs });
      onEnd(file.readMs);
      return {};
    },
    now: () => (clock += 1000),
  };
}

describe('the benchmark on the device', () => {
  it('reads each clip of the folder through the worker, then the classic methods on the same scan', async () => {
    const [video1, video2, broken] = [new Blob(['a']), new Blob(['b']), new Blob(['c'])];
    const files: ChosenFile[] = [
      { path: 'data/subject1/vid.mp4', file: video1 },
      { path: 'data/subject1/ground_truth.txt', file: new Blob([ubfcGroundTruthText(72, FPS, 30)]) },
      { path: 'data/subject2/vid.mp4', file: video2 },
      { path: 'data/subject2/ground_truth.txt', file: new Blob(['not three lines']) },
      { path: 'data/walk.avi', file: broken },
      { path: 'data/walk.csv', file: new Blob(['time_s,hr\n0,80\n10,82\n']) },
    ];
    const { worker, frames, calls } = fakeWorker(72);
    const progress: string[] = [];
    const result = await runOnDevice(
      files,
      'data',
      deps(
        worker,
        new Map<Blob, OpenVideoFile | Error>([
          [video1, fakeVideo(30)],
          [video2, fakeVideo(30)],
          [broken, new Error('This video cannot be played in this browser')],
        ]),
      ),
      (p) => progress.push(`${p.index + 1}/${p.total} ${p.clip} ${p.frames}`),
    );
    expect(result.rows).toHaveLength(1);
    const [row] = result.rows;
    expect(row?.clip).toBe('subject1');
    expect(row?.referenceBpm).toBeCloseTo(72, 0);
    expect(row?.estimates.engine).toMatchObject({ bpm: 72.5, status: 'exact', quality: 0.9 });
    expect(row?.estimates.pos).toMatchObject({ bpm: 71, status: 'read', quality: 2 });
    expect(row?.estimates.ica).toMatchObject({ bpm: null, status: 'failed', note: 'constant' });
    expect(frames).toHaveLength(900);
    expect(calls).toEqual(['begin', 'classic pos,chrom,green,ica,lgi,pbv']);
    expect(result.problems).toEqual([
      {
        path: 'data/subject2/ground_truth.txt',
        message: 'ground_truth.txt: expected 3 lines (PPG, HR, time), found 1 (UBFC-rPPG)',
      },
      { path: 'data/walk.avi', message: 'This video cannot be played in this browser' },
    ]);
    expect(result.device).toEqual([
      {
        clip: 'subject1',
        frames: 900,
        workerMs: { p50: 1.5, p95: 3 },
        frameMs: { p50: 9, p95: 20 },
        detectorMs: { p50: 7, p95: 15 },
        wasmMemoryBytes: 2 * 2 ** 20,
        seconds: 1,
      },
    ]);
    expect(result.summary.find((s) => s.key === 'pos')?.metrics.n).toBe(1);
    expect(progress[0]).toBe('1/3 subject1 0');
    expect(progress).toContain('1/3 subject1 900');
    expect(progress.at(-1)).toBe('3/3 walk 0');
  });
});
