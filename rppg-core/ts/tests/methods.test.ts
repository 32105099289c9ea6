import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLASSIC_METHODS, type RppgCore, RppgError } from '../index.ts';
import { benchmarkWasmPath, loadRppgCoreFromDisk } from '../node.ts';
import { synthTrace } from './synthetic.ts';

let app: RppgCore;
let bench: RppgCore;

beforeAll(async () => {
  [app, bench] = await Promise.all([loadRppgCoreFromDisk(), loadRppgCoreFromDisk(benchmarkWasmPath)]);
});

describe('the classic methods (benchmark build)', () => {
  it('number the methods as the Rust table does', () => {
    const source = readFileSync(new URL('../../src/methods/mod.rs', import.meta.url), 'utf8');
    const table = source.slice(source.indexOf('pub const CLASSIC'));
    const names = [...table.slice(0, table.indexOf('];')).matchAll(/\("(\w+)", \w+::\w+\)/g)].map((m) => m[1]);
    expect(names).toEqual([...CLASSIC_METHODS]);
  });

  it('read a known rate with every method, from the face region or the pooled regions', () => {
    for (const [bpm, rois] of [
      [66, undefined],
      [104, ['forehead', 'leftCheek', 'rightCheek', 'face'] as const],
    ] as const) {
      const trace = synthTrace({ bpm, seed: 3, rois: rois ? [...rois] : undefined });
      for (const method of CLASSIC_METHODS) {
        const reading = bench.methodRate(trace, method);
        // The toolbox's periodogram has 30/2048 Hz bins (0.88 bpm) on a 35 s scan.
        expect(Math.abs(reading.heartRateBpm - bpm), `${method} at ${bpm}`).toBeLessThanOrEqual(0.9);
        expect(reading.snrDb).toBeGreaterThan(0);
        expect(bench.methodRate(trace, method)).toEqual(reading);
      }
    }
  });

  it('refuses what it cannot read, with the core’s error codes', () => {
    const short = synthTrace({ seconds: 0.2 });
    expect(() => bench.methodRate(short, 'pos')).toThrow(RppgError);
    expect(() => bench.methodRate(synthTrace(), 'nope' as never)).toThrow(/unknown method/);
  });

  it('are missing from the app’s build, which says where they are', () => {
    expect(app.hasClassicMethods()).toBe(false);
    expect(bench.hasClassicMethods()).toBe(true);
    expect(() => app.methodRate(synthTrace(), 'pos')).toThrow(/rppg_core_benchmark\.wasm/);
  });

  it('leave the engine as it is: both builds give the same analysis, bit for bit', () => {
    for (const seed of [1, 2]) {
      const trace = synthTrace({ bpm: 70 + 20 * seed, seed, rois: ['forehead', 'leftCheek', 'rightCheek', 'face'] });
      for (const mode of ['final', 'enhanced'] as const) {
        expect(JSON.stringify(bench.analyze(trace, { mode }))).toBe(JSON.stringify(app.analyze(trace, { mode })));
      }
      expect(bench.analyzeLive(trace)).toEqual(app.analyzeLive(trace));
    }
  });
});
