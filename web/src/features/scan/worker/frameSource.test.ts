import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FRAMES_IN_FLIGHT } from '../constants.ts';
import type { PixelRect } from '../face/roi.ts';
import { BytePool, frameSize, ownFrame, releaseYuv, SourceFrame } from './frameSource.ts';
import { BT601_LIMITED, yuv420Frame } from './yuv420.ts';

/** A VideoFrame at its interface: copies a rectangle as RGBA (or refuses to), with an orientation. */
function videoFrame(over: { rotation?: number; refuses?: boolean } = {}) {
  // Each pixel copied holds its own position in the frame: red x, green y.
  const copyTo = vi.fn(async (data: Uint8Array, { rect }: { rect: PixelRect }) => {
    if (over.refuses) throw new TypeError('format not supported');
    for (let i = 0; i < rect.width * rect.height; i++) {
      data[i * 4] = rect.x + (i % rect.width);
      data[i * 4 + 1] = rect.y + Math.floor(i / rect.width);
    }
    return [];
  });
  return {
    displayWidth: 640,
    displayHeight: 480,
    codedWidth: 640,
    rotation: over.rotation ?? 0,
    copyTo,
    close: vi.fn(),
  } as unknown as VideoFrame & { copyTo: typeof copyTo };
}

/** A 2D canvas that records what was drawn and reads back 7s. */
function canvas() {
  const drawImage = vi.fn();
  const context = {
    canvas: { width: 0, height: 0 },
    drawImage,
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4).fill(7),
    }),
  } as unknown as OffscreenCanvasRenderingContext2D;
  return { context, drawImage, get: () => context };
}

const rect = { x: 10, y: 20, width: 30, height: 40 };

describe('BytePool', () => {
  it('hands a given-back buffer out again while it is large enough, and a new one when it is not', () => {
    const pool = new BytePool();
    const first = pool.take(100);
    expect(first).toHaveLength(100);
    pool.give(first);
    const again = pool.take(80);
    expect(again.buffer).toBe(first.buffer);
    expect(again).toHaveLength(80);
    expect(pool.take(80).buffer).not.toBe(first.buffer);
    pool.give(again);
    expect(pool.take(120).buffer).not.toBe(first.buffer);
  });

  it('never hands one buffer to two takers, and keeps only the largest few', () => {
    const pool = new BytePool(2);
    const taken = [pool.take(10), pool.take(30), pool.take(20)];
    expect(new Set(taken.map((b) => b.buffer)).size).toBe(3);
    for (const b of taken) pool.give(b);
    expect([pool.take(1).buffer, pool.take(1).buffer]).toEqual([taken[1]?.buffer, taken[2]?.buffer]);
    expect(pool.take(1).buffer).not.toBe(taken[0]?.buffer);
  });
});

describe('SourceFrame', () => {
  it('copies only the rectangle out of a VideoFrame, as RGBA, without a canvas', async () => {
    const frame = videoFrame();
    const c = canvas();
    const image = new SourceFrame(frame, null, c.get, new BytePool());
    expect([image.width, image.height]).toEqual([640, 480]);
    const pixels = await image.pixels(rect);
    expect(pixels).toBeInstanceOf(Uint8ClampedArray);
    expect(pixels).toHaveLength(30 * 40 * 4);
    expect([pixels[0], pixels[1]]).toEqual([10, 20]);
    expect(frame.copyTo).toHaveBeenCalledWith(expect.any(Uint8Array), { rect, format: 'RGBA' });
    expect(frame.copyTo.mock.calls[0]?.[0].buffer).toBe(pixels.buffer);
    expect(c.drawImage).not.toHaveBeenCalled();
  });

  it("copies the next frame's pixels into the buffer the last frame gave back", async () => {
    const pool = new BytePool();
    const first = new SourceFrame(videoFrame(), null, canvas().get, pool);
    const { buffer } = await first.pixels(rect);
    const second = new SourceFrame(videoFrame(), null, canvas().get, pool);
    expect((await second.pixels(rect)).buffer).not.toBe(buffer);
    first.release();
    const third = new SourceFrame(videoFrame(), null, canvas().get, pool);
    expect((await third.pixels({ ...rect, width: 20 })).buffer).toBe(buffer);
  });

  it('copies from even coordinates and hands back just the rectangle asked for', async () => {
    const frame = videoFrame();
    const pixels = await new SourceFrame(frame, null, canvas().get, new BytePool()).pixels({
      x: 11,
      y: 21,
      width: 3,
      height: 2,
    });
    expect(frame.copyTo.mock.calls[0]?.[1]).toEqual({ rect: { x: 10, y: 20, width: 4, height: 4 }, format: 'RGBA' });
    const positions = [];
    for (let i = 0; i < pixels.length; i += 4) positions.push([pixels[i], pixels[i + 1]]);
    expect(positions).toEqual([
      [11, 21],
      [12, 21],
      [13, 21],
      [11, 22],
      [12, 22],
      [13, 22],
    ]);
  });

  it('draws a rotated VideoFrame on the canvas, where the browser turns it upright', async () => {
    const frame = videoFrame({ rotation: 90 });
    const c = canvas();
    const pixels = await new SourceFrame(frame, null, c.get, new BytePool()).pixels(rect);
    expect(frame.copyTo).not.toHaveBeenCalled();
    expect(c.drawImage).toHaveBeenCalledWith(frame, 10, 20, 30, 40, 0, 0, 30, 40);
    expect(pixels[0]).toBe(7);
  });

  it('draws a bitmap on the canvas and reads the rectangle back', async () => {
    const bitmap = { width: 320, height: 240, close: vi.fn() } as unknown as ImageBitmap;
    const c = canvas();
    const image = new SourceFrame(bitmap, null, c.get, new BytePool());
    expect(frameSize(bitmap)).toEqual({ width: 320, height: 240 });
    expect((await image.pixels(rect))[0]).toBe(7);
    expect(c.context.canvas).toMatchObject({ width: 30, height: 40 });
  });

  // Last: a refused conversion is remembered for the worker's lifetime.
  it('falls back to the canvas for good once the browser refuses the RGBA copy', async () => {
    const refused = videoFrame({ refuses: true });
    const c = canvas();
    expect((await new SourceFrame(refused, null, c.get, new BytePool()).pixels(rect))[0]).toBe(7);
    const next = videoFrame();
    await new SourceFrame(next, null, c.get, new BytePool()).pixels(rect);
    expect(next.copyTo).not.toHaveBeenCalled();
    expect(c.drawImage).toHaveBeenCalledTimes(2);
  });
});

describe("SourceFrame with the frame's own 4:2:0 pixels", () => {
  it('converts the rectangle from them at once, without copyTo or a canvas', () => {
    const frame = videoFrame();
    const c = canvas();
    // A 640×480 I420 frame: luma 16 + x mod 200, chroma neutral, so each pixel is a grey of its column.
    const data = new Uint8Array(640 * 480 * 1.5).fill(128);
    for (let y = 0; y < 480; y++) for (let x = 0; x < 640; x++) data[y * 640 + x] = 16 + (x % 200);
    const layout = [
      { offset: 0, stride: 640 },
      { offset: 640 * 480, stride: 320 },
      { offset: 640 * 480 * 1.25, stride: 320 },
    ];
    const yuv = yuv420Frame('I420', layout, data, 640, 480, BT601_LIMITED);
    const pixels = new SourceFrame(frame, yuv, c.get, new BytePool()).pixels(rect);
    expect(pixels).toBeInstanceOf(Uint8ClampedArray);
    expect(pixels).toHaveLength(30 * 40 * 4);
    // Column 10 is luma 26: (26 − 16) · 255/219 = 11.6 → 12, in every channel.
    expect(Array.from((pixels as Uint8ClampedArray).subarray(0, 4))).toEqual([12, 12, 12, 255]);
    expect(frame.copyTo).not.toHaveBeenCalled();
    expect(c.drawImage).not.toHaveBeenCalled();
  });
});

describe('ownFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A 640×480 I420 frame's planes as `copyTo` lays them out. */
  const i420Planes = [
    { offset: 0, stride: 640 },
    { offset: 640 * 480, stride: 320 },
    { offset: 640 * 480 * 1.25, stride: 320 },
  ];

  /** A camera frame at its interface: an I420 picture in the camera's buffer. */
  function cameraFrame(
    copy: () => Promise<PlaneLayout[]>,
    over: { format?: string; rotation?: number; flip?: boolean } = {},
  ) {
    return {
      format: over.format ?? 'I420',
      rotation: over.rotation ?? 0,
      flip: over.flip ?? false,
      codedWidth: 640,
      codedHeight: 480,
      displayWidth: 640,
      displayHeight: 480,
      visibleRect: { width: 640, height: 480 },
      timestamp: 1_234,
      colorSpace: { toJSON: () => ({ matrix: 'smpte170m' }) },
      allocationSize: () => 640 * 480 * 1.5,
      copyTo: vi.fn(copy),
      close: vi.fn(),
    } as unknown as VideoFrame & { copyTo: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> };
  }

  it("copies a camera frame into a new frame of the same picture and closes the camera's at once", async () => {
    const made: unknown[][] = [];
    vi.stubGlobal(
      'VideoFrame',
      class {
        constructor(...args: unknown[]) {
          made.push(args);
        }
      },
    );
    const layout = [{ offset: 0, stride: 640 }];
    const camera = cameraFrame(async () => layout);
    const own = await ownFrame(camera);
    expect(camera.close).toHaveBeenCalled();
    expect(made).toHaveLength(1);
    expect(own.frame).not.toBe(camera);
    const [data, init] = made[0] as [Uint8Array, VideoFrameBufferInit];
    expect(data).toHaveLength(640 * 480 * 1.5);
    expect(init).toEqual({
      format: 'I420',
      codedWidth: 640,
      codedHeight: 480,
      timestamp: 1_234,
      layout,
      colorSpace: { matrix: 'smpte170m' },
    });
  });

  it('copies frame after frame of a format it does not convert through one buffer, and two frames arriving at once through two', async () => {
    const made: Uint8Array[] = [];
    vi.stubGlobal(
      'VideoFrame',
      class {
        constructor(data: Uint8Array) {
          made.push(data);
        }
      },
    );
    const bgrx = (copy: () => Promise<PlaneLayout[]>) => cameraFrame(copy, { format: 'BGRX' });
    await ownFrame(bgrx(async () => []));
    await ownFrame(bgrx(async () => []));
    expect(made[1]?.buffer).toBe(made[0]?.buffer);
    // The first copy is still under way when the second frame arrives.
    let finish = () => {};
    const slow = ownFrame(bgrx(() => new Promise((resolve) => (finish = () => resolve([])))));
    await ownFrame(bgrx(async () => []));
    finish();
    await slow;
    expect(made[3]?.buffer).not.toBe(made[2]?.buffer);
  });

  it('keeps an I420 copy beside the new frame until the frame is released, then copies the next frame into it', async () => {
    vi.stubGlobal('VideoFrame', class {});
    const planes = i420Planes;
    const first = await ownFrame(cameraFrame(async () => planes));
    expect(first.yuv).toMatchObject({
      width: 640,
      height: 480,
      y: planes[0],
      u: planes[1],
      v: planes[2],
      chromaStep: 1,
    });
    expect(first.yuv?.matrix).toBe(BT601_LIMITED);
    const second = await ownFrame(cameraFrame(async () => planes));
    expect(second.yuv?.data.buffer).not.toBe(first.yuv?.data.buffer);
    new SourceFrame(first.frame, first.yuv, canvas().get, new BytePool()).release();
    const third = await ownFrame(cameraFrame(async () => planes));
    expect(third.yuv?.data.buffer).toBe(first.yuv?.data.buffer);
  });

  it('gives an I420 copy back once however often it is released, so no two frames share it', async () => {
    vi.stubGlobal('VideoFrame', class {});
    const first = await ownFrame(cameraFrame(async () => i420Planes));
    releaseYuv(first.yuv);
    new SourceFrame(first.frame, first.yuv, canvas().get, new BytePool()).release();
    releaseYuv(first.yuv);
    // As many frames as the pool keeps buffers, and one more: each gets a buffer of its own.
    const held = [];
    for (let i = 0; i <= MAX_FRAMES_IN_FLIGHT; i++) held.push(await ownFrame(cameraFrame(async () => i420Planes)));
    expect(held.map((f) => f.yuv?.data.buffer)).toContain(first.yuv?.data.buffer);
    expect(new Set(held.map((f) => f.yuv?.data.buffer)).size).toBe(held.length);
    for (const f of held) releaseYuv(f.yuv);
  });

  it('keeps no 4:2:0 copy of a frame shown rotated or mirrored: its stored pixels are not the picture shown', async () => {
    vi.stubGlobal('VideoFrame', class {});
    expect((await ownFrame(cameraFrame(async () => i420Planes, { rotation: 90 }))).yuv).toBeNull();
    expect((await ownFrame(cameraFrame(async () => i420Planes, { flip: true }))).yuv).toBeNull();
  });

  it("closes the camera's frame when the copy fails", async () => {
    const camera = cameraFrame(async () => Promise.reject(new Error('closed')));
    await expect(ownFrame(camera)).rejects.toThrow('closed');
    expect(camera.close).toHaveBeenCalled();
  });

  it('keeps a bitmap as it is', async () => {
    const bitmap = { width: 1, height: 1, close: vi.fn() } as unknown as ImageBitmap;
    expect(await ownFrame(bitmap)).toEqual({ frame: bitmap, yuv: null });
    expect(bitmap.close).not.toHaveBeenCalled();
  });
});
