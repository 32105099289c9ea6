import { afterEach, describe, expect, it, vi } from 'vitest';
import { openImageSequence } from './imageSequence.ts';

describe('PURE’s frames as a video', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('decodes the first 35 s of frames, each at its own time from the first, and closes each after use', async () => {
    const closed: number[] = [];
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
      const id = Number(await blob.text());
      return { id, close: () => closed.push(id) };
    });
    // 40 s of frames about 33 ms apart, jittered, from an arbitrary clock.
    const timesMs = Array.from({ length: 1200 }, (_, i) => 5000 + (i * 1000) / 30 + (i % 3));
    const frames = timesMs.map((_, i) => new Blob([String(i)]));
    const video = openImageSequence(frames, timesMs);
    const read: { id: number; t: number }[] = [];
    for await (const f of video.frames())
      read.push({ id: (f.image as unknown as { id: number }).id, t: f.timestampMs });
    expect(read).toHaveLength(1050);
    expect(read[0]).toEqual({ id: 0, t: 0 });
    expect(read[1]?.t).toBeCloseTo(1000 / 30 + 1, 9);
    expect(read.at(-1)?.t).toBeLessThan(35_000);
    expect(video.readMs).toBeLessThanOrEqual(35_000);
    expect(closed).toHaveLength(1050);
  });

  it('stops when closed', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ close: () => undefined }));
    const video = openImageSequence([new Blob(['a']), new Blob(['b']), new Blob(['c'])], [0, 33, 66]);
    let n = 0;
    for await (const _ of video.frames()) {
      n += 1;
      video.close();
    }
    expect(n).toBe(1);
  });
});
