import { describe, expect, it } from 'vitest';
import { BT601_LIMITED, type Yuv420Frame, yuv420Frame, yuv420ToRgba, yuvMatrix } from './yuv420.ts';

/** A w×h I420 frame of one colour, with the luma of pixel (x, y) given by `luma`. */
function i420(w: number, h: number, [u, v]: [number, number], luma: (x: number, y: number) => number) {
  const data = new Uint8Array(w * h * 1.5);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data[y * w + x] = luma(x, y);
  data.fill(u, w * h, w * h * 1.25);
  data.fill(v, w * h * 1.25);
  const layout = [
    { offset: 0, stride: w },
    { offset: w * h, stride: w / 2 },
    { offset: w * h * 1.25, stride: w / 2 },
  ];
  return { data, layout };
}

const rgbaOf = (f: Yuv420Frame, rect = { x: 0, y: 0, width: f.width, height: f.height }) =>
  Array.from(yuv420ToRgba(f, rect, new Uint8ClampedArray(rect.width * rect.height * 4)));

describe('yuv420ToRgba', () => {
  it('maps limited-range BT.601 black, white and the primaries to their RGB', () => {
    const colour = (y: number, u: number, v: number) => {
      const { data, layout } = i420(2, 2, [u, v], () => y);
      return rgbaOf(yuv420Frame('I420', layout, data, 2, 2, BT601_LIMITED) as Yuv420Frame).slice(0, 4);
    };
    expect(colour(16, 128, 128)).toEqual([0, 0, 0, 255]);
    expect(colour(235, 128, 128)).toEqual([255, 255, 255, 255]);
    // The primaries' BT.601 codes (ITU-R BT.601 table): red 81/90/240, green 145/54/34, blue 41/240/110.
    for (const [yuv, rgb] of [
      [
        [81, 90, 240],
        [255, 0, 0],
      ],
      [
        [145, 54, 34],
        [0, 255, 0],
      ],
      [
        [41, 240, 110],
        [0, 0, 255],
      ],
    ] as const) {
      const got = colour(yuv[0], yuv[1], yuv[2]);
      expect(got.slice(0, 3).map((v, c) => Math.abs(v - (rgb[c] as number)))).toSatisfy((d: number[]) =>
        d.every((x) => x <= 2),
      );
    }
  });

  it('reads the rectangle asked for, each chroma sample serving its 2×2 block', () => {
    const { data, layout } = i420(8, 4, [128, 128], (x, y) => 16 + 10 * x + y);
    // A different chroma in block (1, 0): pixels x 2–3 of rows 0–1.
    data[8 * 4 + 1] = 200;
    const f = yuv420Frame('I420', layout, data, 8, 4, BT601_LIMITED) as Yuv420Frame;
    const all = rgbaOf(f);
    const part = rgbaOf(f, { x: 3, y: 1, width: 3, height: 2 });
    const expected = [1, 2].flatMap((y) => [3, 4, 5].flatMap((x) => all.slice((y * 8 + x) * 4, (y * 8 + x) * 4 + 4)));
    expect(part).toEqual(expected);
    // Pixel (3, 1) takes block (1, 0)'s bluer chroma; (4, 1) and (3, 2) do not.
    expect(part[2]).toBeGreaterThan(part[4 + 2] as number);
    expect(part[2]).toBeGreaterThan(part[12 + 2] as number);
  });

  it('reads NV12 (interleaved chroma) as the same picture as I420', () => {
    const w = 6;
    const h = 4;
    const { data, layout } = i420(w, h, [100, 170], (x, y) => 40 + 7 * x + 3 * y);
    const nv12 = new Uint8Array(w * h * 1.5);
    nv12.set(data.subarray(0, w * h));
    for (let k = 0; k < (w * h) / 4; k++) {
      nv12[w * h + 2 * k] = data[w * h + k] as number;
      nv12[w * h + 2 * k + 1] = data[w * h * 1.25 + k] as number;
    }
    const nv12Layout = [
      { offset: 0, stride: w },
      { offset: w * h, stride: w },
    ];
    const a = yuv420Frame('I420', layout, data, w, h, BT601_LIMITED) as Yuv420Frame;
    const b = yuv420Frame('NV12', nv12Layout, nv12, w, h, BT601_LIMITED) as Yuv420Frame;
    expect(rgbaOf(b)).toEqual(rgbaOf(a));
  });

  it('refuses a rectangle outside the frame', () => {
    const { data, layout } = i420(4, 4, [128, 128], () => 100);
    const f = yuv420Frame('I420', layout, data, 4, 4, BT601_LIMITED) as Yuv420Frame;
    expect(() => rgbaOf(f, { x: 2, y: 0, width: 3, height: 1 })).toThrow(RangeError);
  });
});

describe('yuvMatrix and yuv420Frame', () => {
  it('takes the matrix and range the colour space names, BT.601 limited when it names none', () => {
    expect(yuvMatrix({})).toBe(BT601_LIMITED);
    expect(yuvMatrix({ matrix: 'smpte170m', fullRange: false })).toBe(BT601_LIMITED);
    expect(yuvMatrix({ matrix: 'bt470bg' })).toBe(BT601_LIMITED);
    expect(yuvMatrix({ matrix: 'bt709' }).rv).toBeCloseTo(1.792741, 6);
    expect(yuvMatrix({ matrix: 'bt2020-ncl' }).bu).toBeCloseTo(2.141772, 6);
    const full = yuvMatrix({ matrix: 'smpte170m', fullRange: true });
    const { data, layout } = i420(2, 2, [128, 128], (x) => (x ? 255 : 0));
    expect(rgbaOf(yuv420Frame('I420', layout, data, 2, 2, full) as Yuv420Frame).slice(0, 8)).toEqual([
      0, 0, 0, 255, 255, 255, 255, 255,
    ]);
  });

  it('knows 4:2:0 formats only', () => {
    const { data, layout } = i420(2, 2, [128, 128], () => 100);
    expect(yuv420Frame('I420A', [...layout, { offset: 6, stride: 2 }], data, 2, 2, BT601_LIMITED)).not.toBeNull();
    for (const format of ['RGBA', 'BGRX', 'I444', 'I422', null])
      expect(yuv420Frame(format, layout, data, 2, 2, BT601_LIMITED)).toBeNull();
    expect(yuv420Frame('I420', [], data, 2, 2, BT601_LIMITED)).toBeNull();
  });
});
