import { describe, expect, it, vi } from 'vitest';
import { MAX_FRAMES_IN_FLIGHT } from '../constants.ts';
import type { CapturedFrame } from './framePump.ts';
import { startVideoFilePump } from './videoFilePump.ts';
import type { OpenVideoFile, VideoFileFrame } from './videoFileSource.ts';

const FRAME_MS = 1000 / 30;

/** A file of `count` frames at 30 fps that counts how far it has been decoded; it can break at a frame. */
function fakeFile(count: number, breakAt?: number) {
  const file = {
    decoded: 0,
    readMs: count * FRAME_MS,
    preview: null,
    close: vi.fn(),
    async *frames(): AsyncIterable<VideoFileFrame> {
      for (let i = 0; i < count; i++) {
        if (i === breakAt) throw new DOMException('decode', 'EncodingError');
        file.decoded += 1;
        yield { image: {} as VideoFileFrame['image'], timestampMs: i * FRAME_MS, durationMs: FRAME_MS };
      }
    },
  } satisfies OpenVideoFile & { decoded: number };
  return file;
}

/** A worker that answers only when the test says so, one frame at a time. */
function slowWorker() {
  const waiting: { frame: CapturedFrame; answer: () => void }[] = [];
  let mostInFlight = 0;
  return {
    waiting,
    get mostInFlight() {
      return mostInFlight;
    },
    send: (frame: CapturedFrame) =>
      new Promise<void>((answer) => {
        waiting.push({ frame, answer });
        mostInFlight = Math.max(mostInFlight, waiting.length);
      }),
    /** Answers the oldest frame and lets the pump run on. */
    async answer() {
      waiting.shift()?.answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const toBitmap = async () => ({ close: vi.fn() }) as unknown as ImageBitmap;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startVideoFilePump', () => {
  it('sends every frame of the file in order with its media time, however slow the worker', async () => {
    const file = fakeFile(90);
    const worker = slowWorker();
    const sent: number[] = [];
    const onEnd = vi.fn();
    const send = (frame: CapturedFrame) => {
      sent.push(frame.timestampMs);
      return worker.send(frame);
    };
    const pump = await startVideoFilePump(file, send, vi.fn(), onEnd, toBitmap);
    await settle();
    // The worker holds two frames: the file is decoded no further than the next one, and waits.
    expect(worker.waiting).toHaveLength(MAX_FRAMES_IN_FLIGHT);
    expect(file.decoded).toBe(MAX_FRAMES_IN_FLIGHT + 1);
    await settle();
    expect(file.decoded).toBe(MAX_FRAMES_IN_FLIGHT + 1);

    while (worker.waiting.length > 0) await worker.answer();
    expect(sent).toEqual(Array.from({ length: 90 }, (_, i) => i * FRAME_MS));
    expect(worker.mostInFlight).toBe(MAX_FRAMES_IN_FLIGHT);
    expect(onEnd.mock.calls[0]?.[0]).toBeCloseTo(90 * FRAME_MS);
    expect(pump.stats()).toMatchObject({ delivered: 90, processed: 90, dropped: 0, streamStartMs: 0 });
    expect(file.close).toHaveBeenCalled();
  });

  it('ends only once the frames still in the worker have come back', async () => {
    const worker = slowWorker();
    const onEnd = vi.fn();
    await startVideoFilePump(fakeFile(2), worker.send, vi.fn(), onEnd, toBitmap);
    await settle();
    expect(worker.waiting).toHaveLength(2);
    await worker.answer();
    expect(onEnd).not.toHaveBeenCalled();
    await worker.answer();
    expect(onEnd.mock.calls[0]?.[0]).toBeCloseTo(2 * FRAME_MS);
  });

  it('a frame the worker refuses goes to onError and the file reads on', async () => {
    const onError = vi.fn();
    const onEnd = vi.fn();
    let calls = 0;
    const refused = new Error('refused');
    const send = async () => {
      calls += 1;
      if (calls === 3) throw refused;
    };
    const pump = await startVideoFilePump(fakeFile(10), send, onError, onEnd, toBitmap);
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalled());
    expect(onEnd.mock.calls[0]?.[0]).toBeCloseTo(10 * FRAME_MS);
    expect(onError).toHaveBeenCalledWith(refused);
    expect(pump.stats()).toMatchObject({ delivered: 10, processed: 9 });
  });

  it('a file that stops decoding ends the read with the error and the media time read', async () => {
    const onEnd = vi.fn();
    await startVideoFilePump(fakeFile(30, 12), async () => undefined, vi.fn(), onEnd, toBitmap);
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalled());
    expect(onEnd.mock.calls[0]?.[0]).toBeCloseTo(12 * FRAME_MS);
    expect(onEnd.mock.calls[0]?.[1]).toBeInstanceOf(DOMException);
  });

  it('stopped, it sends nothing more, closes the file and does not call onEnd', async () => {
    const file = fakeFile(90);
    const worker = slowWorker();
    const onEnd = vi.fn();
    const pump = await startVideoFilePump(file, worker.send, vi.fn(), onEnd, toBitmap);
    await settle();
    pump.stop();
    expect(file.close).toHaveBeenCalled();
    while (worker.waiting.length > 0) await worker.answer();
    expect(pump.stats().delivered).toBe(MAX_FRAMES_IN_FLIGHT);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
