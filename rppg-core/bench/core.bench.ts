/**
 * Speed and size benchmarks of the rPPG core via the real .wasm in Node. Prints `BENCH {json}` lines
 * (collected by the root `pnpm bench`). Never fails on a missed target. Accuracy is measured through
 * the app's own pipeline instead, in `fixtures/` (its bench runs the offline loop, `pnpm eval:offline`).
 */
import { statSync } from 'node:fs';
import { benchmarkWasmPath, loadRppgCoreFromDisk, wasmPath } from '../ts/node.ts';
import { mouthPatch, prng, rectPoints, skinFrame, synthTrace } from '../ts/tests/synthetic.ts';

function bench(figure: string, value: number, unit: string, target: string): void {
  console.log(`BENCH ${JSON.stringify({ figure, value: Number(value.toFixed(4)), unit, target })}`);
}

/** Median time of `runs` calls after at least 1 s of warm-up (lets the engine tier up the wasm). */
function medianMs(runs: number, fn: () => void): number {
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const core = await loadRppgCoreFromDisk();
const trace = synthTrace({ bpm: 76, seconds: 35 });
bench(
  'rppg-core analyze 35 s 3-ROI trace (median)',
  medianMs(60, () => core.analyze(trace)),
  'ms',
  '<= 4',
);
bench(
  'rppg-core analyze enhanced 35 s 3-ROI trace (median)',
  medianMs(30, () => core.analyze(trace, { mode: 'enhanced' })),
  'ms',
  'a few ms',
);
// Once every 500 ms on the scan worker: at ×4 CPU it must fit the worker's 12 ms p95 budget.
bench(
  'rppg-core live update (median)',
  medianMs(500, () => core.analyzeLive(trace)),
  'ms',
  '<= 3',
);

const rand = prng(3);
const frame = skinFrame(640, 480, [200, 100, 440, 400]);
for (let i = 0; i < frame.length; i += 4) frame[i] = Math.min(255, (frame[i] as number) + Math.floor(rand() * 8));
const rois = [
  { name: 'forehead' as const, points: rectPoints(250, 110, 390, 170) },
  { name: 'leftCheek' as const, points: rectPoints(215, 240, 300, 320) },
  { name: 'rightCheek' as const, points: rectPoints(340, 240, 425, 320) },
];
bench(
  'rppg-core sampleFrame 640x480 RGBA, 3 ROIs (median)',
  medianMs(500, () => core.sampleFrame(frame, 640, 480, rois)),
  'ms',
  '<= 1',
);
bench(
  'rppg-core facePresence 640x480 (median)',
  medianMs(500, () => core.facePresence(frame, 640, 480)),
  'ms',
  'well under 1',
);
// The scan's lip patch (face/lips.ts: 1.7 × 0.6 eye distances) for a face 100 px between the eyes.
const lips = mouthPatch(170, 60, { cx: 85, cy: 30, a: 40, b: 9 });
bench(
  'rppg-core findLips 170x60 patch, once per detection (median)',
  medianMs(500, () => core.findLips(lips, 170, 60, 100)),
  'ms',
  'well under 1',
);
bench('rppg-core .wasm size', statSync(wasmPath).size / 1024, 'KB', '<= 200');
bench(
  'rppg-core benchmark build .wasm size (+ the classic methods; pnpm benchmark, /benchmark)',
  statSync(benchmarkWasmPath).size / 1024,
  'KB',
  'none (not in the scan)',
);
bench('rppg-core wasm linear memory after bench', core.memoryBytes() / 2 ** 20, 'MB', '<= 32');
