import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameGate } from './frameGate.ts';
import { type CapturedFrame, type FrameSink, frameOf, grabFrame, streamStart } from './framePump.ts';

/** A browser without VideoFrame, whose createImageBitmap gives `image`. */
function withoutVideoFrame(image: ImageBitmap) {
  vi.stubGlobal('VideoFrame', undefined);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => image),
  );
}

describe('streamStart', () => {
  it('is the capture time less the media time, on the capture clock', () => {
    expect(streamStart(2_500, 1.25)).toBe(1_250);
  });

  it('is unknown when the browser gives no usable media time', () => {
    expect(streamStart(2_500, Number.NaN)).toBeNull();
    expect(streamStart(2_500, -1)).toBeNull();
  });
});

/** The browser's VideoFrame at its interface: what it was made from, with, and whether it was closed. */
class FakeVideoFrame {
  static made: FakeVideoFrame[] = [];
  readonly close = vi.fn();
  constructor(
    readonly source: unknown,
    readonly init: VideoFrameInit,
  ) {
    FakeVideoFrame.made.push(this);
  }
}

const video = {} as HTMLVideoElement;
const bitmap = () => ({ close: vi.fn() }) as unknown as ImageBitmap;
const at = (timestampMs: number) => ({ timestampMs, mediaTimeS: timestampMs / 1000 });

/** A worker that answers each frame when told to (`answer`), or refuses it. */
function sinkOf(running = true) {
  const sent: CapturedFrame[] = [];
  const answers: ((ok: boolean) => void)[] = [];
  const sink: FrameSink = {
    send: vi.fn((f: CapturedFrame) => {
      sent.push(f);
      return new Promise<void>((resolve, reject) =>
        answers.push((ok) => (ok ? resolve() : reject(new Error('refused')))),
      );
    }),
    onError: vi.fn(),
    running: () => running,
  };
  return { sink, sent, answer: (ok = true) => answers.shift()?.(ok) };
}

describe('frameOf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeVideoFrame.made = [];
  });

  it('makes a VideoFrame of the video, stamped with the media time in microseconds, converting nothing', () => {
    const createImageBitmap = vi.fn();
    vi.stubGlobal('VideoFrame', FakeVideoFrame);
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const frame = frameOf(video, 1.2345678) as unknown as FakeVideoFrame;
    expect(frame).toBeInstanceOf(FakeVideoFrame);
    expect([frame.source, frame.init]).toEqual([video, { timestamp: 1_234_568 }]);
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('leaves the stamp to the browser when the media time is unknown', () => {
    vi.stubGlobal('VideoFrame', FakeVideoFrame);
    expect((frameOf(video, Number.NaN) as unknown as FakeVideoFrame).init).toEqual({});
  });

  it('falls back to an ImageBitmap of the video where the browser has no VideoFrame', async () => {
    const image = bitmap();
    withoutVideoFrame(image);
    expect(await frameOf(video, 1)).toBe(image);
    expect(createImageBitmap).toHaveBeenCalledWith(video);
  });
});

describe('grabFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeVideoFrame.made = [];
  });

  it('sends the frame shown now with the given time, drops one the gate has no room for before it is made, and frees the slot once the worker answers', async () => {
    vi.stubGlobal('VideoFrame', FakeVideoFrame);
    const gate = new FrameGate(1);
    const { sink, sent, answer } = sinkOf();
    grabFrame(video, at(1_000), gate, sink);
    grabFrame(video, at(1_033), gate, sink);
    await vi.waitFor(() => expect(sent.map((f) => f.timestampMs)).toEqual([1_000]));
    expect(sent[0]?.image).toBe(FakeVideoFrame.made[0]);
    expect(FakeVideoFrame.made).toHaveLength(1);
    expect(gate).toMatchObject({ delivered: 2, dropped: 1, inFlight: 1 });
    answer();
    await vi.waitFor(() => expect(gate).toMatchObject({ processed: 1, inFlight: 0 }));
  });

  it('closes a frame grabbed after the pump stopped, and reports no error for it', async () => {
    vi.stubGlobal('VideoFrame', FakeVideoFrame);
    const gate = new FrameGate(2);
    const { sink } = sinkOf(false);
    grabFrame(video, at(0), gate, sink);
    await vi.waitFor(() => expect(FakeVideoFrame.made[0]?.close).toHaveBeenCalled());
    expect(sink.send).not.toHaveBeenCalled();
    expect(sink.onError).not.toHaveBeenCalled();
    expect(gate.inFlight).toBe(0);
  });

  it('closes a frame the worker refused, reports it and frees its slot', async () => {
    vi.stubGlobal('VideoFrame', FakeVideoFrame);
    const gate = new FrameGate(1);
    const { sink, answer } = sinkOf();
    grabFrame(video, at(0), gate, sink);
    await vi.waitFor(() => expect(sink.send).toHaveBeenCalled());
    answer(false);
    await vi.waitFor(() => expect(sink.onError).toHaveBeenCalledWith(new Error('refused')));
    expect(FakeVideoFrame.made[0]?.close).toHaveBeenCalled();
    expect(gate).toMatchObject({ inFlight: 0, processed: 0 });
  });

  it('reports a frame that could not be taken and frees its slot', async () => {
    vi.stubGlobal(
      'VideoFrame',
      class {
        constructor() {
          throw new Error('no frame');
        }
      },
    );
    const gate = new FrameGate(1);
    const { sink } = sinkOf();
    grabFrame(video, at(0), gate, sink);
    await vi.waitFor(() => expect(sink.onError).toHaveBeenCalledWith(new Error('no frame')));
    expect(gate).toMatchObject({ inFlight: 0, processed: 0 });
  });

  it('sends an ImageBitmap the same way where there is no VideoFrame', async () => {
    const image = bitmap();
    withoutVideoFrame(image);
    const gate = new FrameGate(1);
    const { sink, sent } = sinkOf();
    grabFrame(video, at(5), gate, sink);
    await vi.waitFor(() => expect(sent).toEqual([{ image, timestampMs: 5 }]));
  });
});
