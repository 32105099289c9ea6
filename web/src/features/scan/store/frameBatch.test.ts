import { describe, expect, it } from 'vitest';
import { FrameBatch } from './frameBatch.ts';

type State = { progress: number; live: string | null };

function batch() {
  const frames: (() => void)[] = [];
  const applied: [string, Partial<State>][] = [];
  const b = new FrameBatch<string, State>(
    (cb) => frames.push(cb),
    (owner, state) => applied.push([owner, state]),
  );
  const drawFrame = () => {
    for (const cb of frames.splice(0)) cb();
  };
  return { b, frames, applied, drawFrame };
}

describe('FrameBatch', () => {
  it('holds changes until the next frame and sets them there together, once', () => {
    const { b, frames, applied, drawFrame } = batch();
    b.add('run 1', { progress: 1 });
    b.add('run 1', { progress: 2 });
    b.add('run 1', { live: '72 bpm' });
    expect(applied).toEqual([]);
    expect(frames).toHaveLength(1);
    drawFrame();
    expect(applied).toEqual([['run 1', { progress: 2, live: '72 bpm' }]]);
    b.add('run 1', { progress: 3 });
    drawFrame();
    expect(applied.at(-1)).toEqual(['run 1', { progress: 3 }]);
  });

  it('sets them at once on a flush, and the frame then finds nothing to set', () => {
    const { b, applied, drawFrame } = batch();
    b.add('run 1', { progress: 5 });
    b.flush('run 1');
    drawFrame();
    expect(applied).toEqual([['run 1', { progress: 5 }]]);
  });

  it("drops an owner's changes, and never shows one owner's for another", () => {
    const { b, applied, drawFrame } = batch();
    b.add('run 1', { progress: 5 });
    b.drop('run 1');
    drawFrame();
    expect(applied).toEqual([]);
    b.add('run 1', { progress: 6 });
    b.add('run 2', { progress: 0 });
    b.flush('run 1');
    drawFrame();
    expect(applied).toEqual([['run 2', { progress: 0 }]]);
  });
});
