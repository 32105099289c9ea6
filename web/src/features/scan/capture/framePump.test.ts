import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameGate } from './frameGate.ts';
import { type CapturedFrame, grabFrame, streamStart } from './framePump.ts';

describe('streamStart', () => {
  it('is the capture time less the media time, on the capture clock', () => {
    expect(streamStart(2_500, 1.25)).toBe(1_250);
  });

  it('is unknown when the browser gives no usable media time', () => {
    expect(streamStart(2_500, Number.NaN)).toBeNull();
    expect(streamStart(2_500, -1)).toBeNull();
  });
});

describe('grabFrame', () => {
  const video = {} as HTMLVideoElement;
  const bitmap = () => ({ close: vi.fn() }) as unknown as ImageBitmap;
  afterEach(() => vi.unstubAllGlobals());

  it('sends the frame shown now with the given time, and frees its gate slot once the worker answers', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap()),
    );
    const gate = new FrameGate(1);
    const sent: CapturedFrame[] = [];
    let answer = () => {};
    const send = (f: CapturedFrame) => {
      sent.push(f);
      return new Promise<void>((r) => {
        answer = r;
      });
    };
    const sink = { send, onError: vi.fn(), running: () => true };
    grabFrame(video, 1_000, gate, sink);
    grabFrame(video, 1_033, gate, sink);
    await vi.waitFor(() => expect(sent.map((f) => f.timestampMs)).toEqual([1_000]));
    expect(gate).toMatchObject({ delivered: 2, dropped: 1, inFlight: 1 });
    answer();
    await vi.waitFor(() => expect(gate).toMatchObject({ processed: 1, inFlight: 0 }));
  });

  it('closes a frame grabbed after the pump stopped, and reports no error for it', async () => {
    const frame = bitmap();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => frame),
    );
    const gate = new FrameGate(2);
    const sink = { send: vi.fn(), onError: vi.fn(), running: () => false };
    grabFrame(video, 0, gate, sink);
    await vi.waitFor(() => expect(frame.close).toHaveBeenCalled());
    expect(sink.send).not.toHaveBeenCalled();
  });

  it('reports a failed grab while running and frees its slot', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('no frame'))),
    );
    const gate = new FrameGate(1);
    const onError = vi.fn();
    grabFrame(video, 0, gate, { send: vi.fn(), onError, running: () => true });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('no frame')));
    expect(gate).toMatchObject({ inFlight: 0, processed: 0 });
  });
});
