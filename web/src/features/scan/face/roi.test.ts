import { describe, expect, it } from 'vitest';
import {
  boundingRect,
  cropRgba,
  type FaceKeypoints,
  faceFrame,
  inFaceFrame,
  KeypointSmoother,
  roisFromKeypoints,
  translateRois,
} from './roi.ts';
import { uprightKeypoints } from './testFaces.ts';

/** An upright face, eyes 100 px apart at y = 200, centred on x = 320. */
const upright = uprightKeypoints(320, 200, 100);

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const centre = (points: number[]) => ({
  x: mean(points.filter((_, i) => i % 2 === 0)),
  y: mean(points.filter((_, i) => i % 2 === 1)),
});

/** Rotates keypoints about (cx, cy) by `deg` degrees. */
function rotate(k: FaceKeypoints, deg: number, cx = 320, cy = 240): FaceKeypoints {
  const a = (deg * Math.PI) / 180;
  const r = ({ x, y }: { x: number; y: number }) => ({
    x: cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
    y: cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  });
  return Object.fromEntries(Object.entries(k).map(([n, p]) => [n, r(p)])) as unknown as FaceKeypoints;
}

describe('roisFromKeypoints', () => {
  it('puts the forehead above the eyes and each cheek below its own eye', () => {
    const rois = Object.fromEntries(roisFromKeypoints(upright).map((r) => [r.name, centre(r.points)]));
    expect(rois.forehead).toEqual({ x: 320, y: 128 });
    expect(rois.rightCheek?.x).toBeCloseTo(262);
    expect(rois.leftCheek?.x).toBeCloseTo(378);
    expect(rois.leftCheek?.y).toBeCloseTo(248);
    expect(rois.rightCheek?.y).toBeCloseTo(248);
  });

  it('scales with the face and follows head roll', () => {
    const [x0, y0, x1, y1] = roisFromKeypoints(upright).find((r) => r.name === 'forehead')?.points ?? [];
    const width = Math.hypot((x1 as number) - (x0 as number), (y1 as number) - (y0 as number));
    expect(width).toBeCloseTo(110);
    const tilted = roisFromKeypoints(rotate(upright, 30));
    const expected = roisFromKeypoints(upright).map((r) => {
      const [p] = Object.values(rotate({ ...upright, rightEye: centre(r.points) }, 30));
      return p;
    });
    tilted.forEach((r, i) => {
      expect(centre(r.points).x).toBeCloseTo(expected[i]?.x ?? Number.NaN, 6);
      expect(centre(r.points).y).toBeCloseTo(expected[i]?.y ?? Number.NaN, 6);
    });
  });
});

describe('inFaceFrame', () => {
  it("places a point along the eye line from the eyes' midpoint and towards the mouth, in eye distances, whatever the roll", () => {
    for (const deg of [0, 30, -75]) {
      const k = rotate(upright, deg);
      const f = faceFrame(k);
      const eye = inFaceFrame(f, k.leftEye);
      const mouth = inFaceFrame(f, k.mouth);
      [eye.x, eye.y, mouth.x, mouth.y].forEach((v, i) => {
        expect(v).toBeCloseTo([0.5, 0, 0, 0.9][i] as number, 9);
      });
    }
  });
});

/** Even–odd point-in-polygon test, as the core fills polygons. */
function inside(points: number[], x: number, y: number): boolean {
  let hit = false;
  const n = points.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi, xj, yj] = [2 * i, 2 * i + 1, 2 * j, 2 * j + 1].map((k) => points[k] as number) as [
      number,
      number,
      number,
      number,
    ];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

describe('the face outline', () => {
  const face = roisFromKeypoints(upright).find((r) => r.name === 'face')?.points ?? [];

  it('covers forehead, cheeks, nose and chin but not the eyes, brows or mouth', () => {
    for (const [x, y] of [
      [320, 140], // forehead
      [262, 248], // right cheek
      [378, 248], // left cheek
      [320, 240], // nose
      [320, 335], // chin
    ] as const) {
      expect(inside(face, x, y), `${x},${y}`).toBe(true);
    }
    for (const [x, y] of [
      [270, 200], // right eye
      [370, 200], // left eye
      [370, 165], // left brow
      [320, 302], // mouth
      [320, 80], // hair line and above
      [215, 200], // beside the face
    ] as const) {
      expect(inside(face, x, y), `${x},${y}`).toBe(false);
    }
  });

  it('scales with the face about the eyes', () => {
    const big = roisFromKeypoints(uprightKeypoints(320, 200, 200)).find((r) => r.name === 'face')?.points ?? [];
    const scaled = face.map((v, i) => (i % 2 === 0 ? 320 + 2 * (v - 320) : 200 + 2 * (v - 200)));
    for (const [i, v] of big.entries()) expect(v).toBeCloseTo(scaled[i] as number, 9);
  });
});

describe('boundingRect and translateRois', () => {
  it('crops to the regions, clipped to the image, and shifts regions into the crop', () => {
    const rois = roisFromKeypoints(upright).filter((r) => r.name !== 'face');
    const rect = boundingRect(rois, 640, 480);
    expect(rect).toEqual({ x: 241, y: 107, width: 158, height: 159 });
    const shifted = translateRois(rois, rect.x, rect.y);
    expect(boundingRect(shifted, rect.width, rect.height)).toEqual({ x: 0, y: 0, width: 158, height: 159 });
    expect(boundingRect(rois, 300, 150)).toEqual({ x: 241, y: 107, width: 59, height: 43 });
  });
});

describe('KeypointSmoother', () => {
  const moved = rotate(upright, 0, 0, 0);
  const shifted = Object.fromEntries(
    Object.entries(moved).map(([n, p]) => [n, { x: p.x + 40, y: p.y - 8 }]),
  ) as unknown as FaceKeypoints;

  it('starts at the first observation and moves 1 − e^(−Δt/τ) of the way towards each new one', () => {
    const s = new KeypointSmoother(100);
    expect(s.update(upright, 1000)).toEqual(upright);
    // Δt = τ ln(4/3): a quarter of the way.
    const next = s.update(shifted, 1000 + 100 * Math.log(4 / 3));
    expect(next.noseTip.x).toBeCloseTo(330, 9);
    expect(next.noseTip.y).toBeCloseTo(248, 9);
    s.reset();
    expect(s.current).toBeNull();
  });

  it('follows a move as far in the same time whether the detections come often or seldom', () => {
    const often = new KeypointSmoother(155);
    const seldom = new KeypointSmoother(155);
    often.update(upright, 0);
    seldom.update(upright, 0);
    for (let t = 67; t <= 402; t += 67) often.update(shifted, t);
    seldom.update(shifted, 201);
    seldom.update(shifted, 402);
    expect(often.current?.noseTip.x).toBeCloseTo(seldom.current?.noseTip.x ?? 0, 6);
  });
});

describe('cropRgba', () => {
  // A 4×3 rectangle at (10, 20) whose pixels carry their frame column and row in red and green.
  const from = { x: 10, y: 20, width: 4, height: 3 };
  const pixels = new Uint8ClampedArray(4 * 3 * 4);
  for (let i = 0; i < 12; i++) pixels.set([10 + (i % 4), 20 + Math.floor(i / 4), 0, 255], 4 * i);

  it('cuts an enclosed rectangle out, row by row', () => {
    const crop = cropRgba(pixels, from, { x: 11, y: 21, width: 2, height: 2 });
    expect(Array.from(crop ?? [])).toEqual([11, 21, 0, 255, 12, 21, 0, 255, 11, 22, 0, 255, 12, 22, 0, 255]);
  });

  it('gives null for a rectangle that sticks out on any side', () => {
    for (const rect of [
      { x: 9, y: 21, width: 2, height: 2 },
      { x: 11, y: 19, width: 2, height: 2 },
      { x: 13, y: 21, width: 2, height: 2 },
      { x: 11, y: 22, width: 2, height: 2 },
    ]) {
      expect(cropRgba(pixels, from, rect)).toBeNull();
    }
  });
});
