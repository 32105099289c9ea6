/**
 * Skin regions of interest from the face detector's six keypoints (BlazeFace: eyes, nose tip, mouth,
 * ear tragions). The regions are placed in a face frame anchored on the eyes — origin at the eyes'
 * midpoint, x along the eye line, y towards the mouth, unit = inter-ocular distance — so they follow
 * the head's scale and roll. Forehead and cheeks are the standard rPPG regions: thin skin, good
 * perfusion, no hair or lips (rPPG-Toolbox, pyVHR's `high_prio_forehead` / cheek sets). The `face`
 * region is the whole face outline minus eyes, brows and mouth: on compressed video the pulse lives in
 * the average over many pixels, and each small box averages a few hundred blocky ones.
 */

export interface Point {
  x: number;
  y: number;
}

/** The detector's keypoints in pixels, in BlazeFace's order. */
export interface FaceKeypoints {
  /** The subject's right eye (image left on an unmirrored camera). */
  rightEye: Point;
  leftEye: Point;
  noseTip: Point;
  mouth: Point;
  rightEar: Point;
  leftEar: Point;
}

export const KEYPOINT_ORDER: (keyof FaceKeypoints)[] = [
  'rightEye',
  'leftEye',
  'noseTip',
  'mouth',
  'rightEar',
  'leftEar',
];

/** The boxes of `ROI_LAYOUT`. */
export type BoxRoiName = 'forehead' | 'leftCheek' | 'rightCheek';
export type RoiName = BoxRoiName | 'face';

/** A rectangle in face-frame units: centre and size, in inter-ocular distances. */
interface RoiBox {
  centre: Point;
  width: number;
  height: number;
}

/**
 * The regions, in inter-ocular distances from the eyes' midpoint (+x towards the subject's left eye,
 * +y towards the mouth). The forehead sits above the brows; each cheek on the malar (upper-cheek)
 * skin below its eye — above the nostrils and the beard line, clear of the nose and the face's edge.
 */
export const ROI_LAYOUT: Record<BoxRoiName, RoiBox> = {
  forehead: { centre: { x: 0, y: -0.72 }, width: 1.1, height: 0.42 },
  rightCheek: { centre: { x: -0.58, y: 0.48 }, width: 0.42, height: 0.36 },
  leftCheek: { centre: { x: 0.58, y: 0.48 }, width: 0.42, height: 0.36 },
};

const BOX_NAMES = Object.keys(ROI_LAYOUT) as BoxRoiName[];

/**
 * The face outline in face-frame units: an ellipse from the lower forehead to the chin, cheek to
 * cheek, with holes over the eyes and brows and over the mouth (hair, eyes and lips carry no pulse and
 * move). The skin mask and the luma-outlier cut in the core take off what the holes miss.
 */
export const FACE_OUTLINE = {
  centre: { x: 0, y: 0.2 },
  radii: { x: 1.0, y: 1.25 },
  holes: [
    { centre: { x: -0.5, y: -0.1 }, width: 0.76, height: 0.7 },
    { centre: { x: 0.5, y: -0.1 }, width: 0.76, height: 0.7 },
    { centre: { x: 0, y: 1.02 }, width: 1.0, height: 0.46 },
  ] satisfies RoiBox[],
};
/** Corners of the outline's polygon; its edge lies within 1 % of the ellipse's radius. */
const OUTLINE_VERTICES = 24;

/** Every region sampled with a face model: the three boxes and the face outline. */
export const ROI_NAMES: RoiName[] = [...BOX_NAMES, 'face'];

/** The regions with a face model; with the skin-colour fallback only `face`, the frame's central area. */
export type RegionName = RoiName;

export interface Roi {
  name: RegionName;
  /** Corners x0,y0,…,x3,y3 in pixels. */
  points: number[];
}

/** The face frame: eyes' midpoint, unit x axis along the eye line, inter-ocular distance. */
export interface FaceFrame {
  origin: Point;
  axis: Point;
  eyeDistance: number;
}

export function faceFrame(k: FaceKeypoints): FaceFrame {
  const dx = k.leftEye.x - k.rightEye.x;
  const dy = k.leftEye.y - k.rightEye.y;
  const eyeDistance = Math.hypot(dx, dy);
  return {
    origin: { x: (k.leftEye.x + k.rightEye.x) / 2, y: (k.leftEye.y + k.rightEye.y) / 2 },
    axis: eyeDistance > 0 ? { x: dx / eyeDistance, y: dy / eyeDistance } : { x: 1, y: 0 },
    eyeDistance,
  };
}

/** Maps a point in pixels to the face frame: along the eye line from the eyes' midpoint, and towards the mouth. */
export function inFaceFrame(f: FaceFrame, p: Point): Point {
  const dx = (p.x - f.origin.x) / f.eyeDistance;
  const dy = (p.y - f.origin.y) / f.eyeDistance;
  return { x: dx * f.axis.x + dy * f.axis.y, y: dy * f.axis.x - dx * f.axis.y };
}

/** Maps a face-frame point to pixels (the y axis is the x axis turned a quarter towards the mouth). */
function toPixels(f: FaceFrame, p: Point): Point {
  const d = f.eyeDistance;
  return {
    x: f.origin.x + d * (p.x * f.axis.x - p.y * f.axis.y),
    y: f.origin.y + d * (p.x * f.axis.y + p.y * f.axis.x),
  };
}

function boxCorners({ centre, width, height }: RoiBox): Point[] {
  return [
    { x: centre.x - width / 2, y: centre.y - height / 2 },
    { x: centre.x + width / 2, y: centre.y - height / 2 },
    { x: centre.x + width / 2, y: centre.y + height / 2 },
    { x: centre.x - width / 2, y: centre.y + height / 2 },
  ];
}

/**
 * The face outline as one polygon with holes, in face-frame units. The core fills polygons by the
 * even–odd rule, so each hole is a ring reached from the outline's first corner by a bridge walked
 * there and back: the bridge's two crossings of a pixel row coincide and fill nothing.
 */
export function faceOutlinePolygon(): Point[] {
  const { centre, radii, holes } = FACE_OUTLINE;
  const outline = Array.from({ length: OUTLINE_VERTICES }, (_, i) => {
    const a = (2 * Math.PI * i) / OUTLINE_VERTICES;
    return { x: centre.x + radii.x * Math.sin(a), y: centre.y - radii.y * Math.cos(a) };
  });
  const anchor = outline[0] as Point;
  const points = [...outline, anchor];
  for (const hole of holes) {
    const ring = boxCorners(hole);
    points.push(...ring, ring[0] as Point, anchor);
  }
  return points;
}

/** The skin regions in pixels: three boxes (quadrilaterals) and the face outline. */
export function roisFromKeypoints(k: FaceKeypoints): Roi[] {
  const f = faceFrame(k);
  const toRoi = (name: RoiName, corners: Point[]): Roi => ({
    name,
    points: corners.flatMap((c) => Object.values(toPixels(f, c))),
  });
  return [...BOX_NAMES.map((name) => toRoi(name, boxCorners(ROI_LAYOUT[name]))), toRoi('face', faceOutlinePolygon())];
}

/** A rectangle of a frame, in pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bounding rectangle (integer pixels, clipped to the image) around a set of regions. */
export function boundingRect(rois: Roi[], width: number, height: number): PixelRect {
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  for (const roi of rois) {
    for (let i = 0; i < roi.points.length; i += 2) {
      x0 = Math.min(x0, roi.points[i] as number);
      x1 = Math.max(x1, roi.points[i] as number);
      y0 = Math.min(y0, roi.points[i + 1] as number);
      y1 = Math.max(y1, roi.points[i + 1] as number);
    }
  }
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(width, Math.ceil(x1));
  const bottom = Math.min(height, Math.ceil(y1));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * `rect`'s RGBA pixels cut out of `pixels`, the RGBA pixels of the enclosing rectangle `from` (all in frame
 * pixels), or null when `rect` is not inside `from`.
 */
export function cropRgba(pixels: Uint8ClampedArray, from: PixelRect, rect: PixelRect): Uint8ClampedArray | null {
  const dx = rect.x - from.x;
  const dy = rect.y - from.y;
  if (dx < 0 || dy < 0 || dx + rect.width > from.width || dy + rect.height > from.height) return null;
  const out = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row++) {
    const start = ((dy + row) * from.width + dx) * 4;
    out.set(pixels.subarray(start, start + rect.width * 4), row * rect.width * 4);
  }
  return out;
}

/** Shifts regions by (-dx, -dy): from full-frame pixels into a crop's pixels. */
export function translateRois(rois: Roi[], dx: number, dy: number): Roi[] {
  return rois.map((r) => ({ name: r.name, points: r.points.map((v, i) => v - (i % 2 === 0 ? dx : dy)) }));
}

/**
 * Exponential smoothing of the keypoints, so the regions do not jitter with the detector's noise
 * (a jittering region edge crossing hair or background adds more noise than the pulse itself). It runs
 * on the detections' own times, so the regions follow a moving face as fast whether detections come
 * every second frame or, on a slow phone, further apart.
 */
export class KeypointSmoother {
  #state: FaceKeypoints | null = null;
  #lastMs = 0;

  /** @param timeConstantMs how long the smoothed keypoints take to move 63 % of the way to a new place */
  constructor(readonly timeConstantMs: number) {}

  /** Takes up the keypoints detected at `timestampMs`: a share 1 − e^(−Δt/τ) of the way to them. */
  update(k: FaceKeypoints, timestampMs: number): FaceKeypoints {
    const prev = this.#state;
    const a = 1 - Math.exp(-Math.max(0, timestampMs - this.#lastMs) / this.timeConstantMs);
    this.#lastMs = timestampMs;
    const blend = (name: keyof FaceKeypoints): Point =>
      prev
        ? { x: prev[name].x + a * (k[name].x - prev[name].x), y: prev[name].y + a * (k[name].y - prev[name].y) }
        : k[name];
    const next = Object.fromEntries(KEYPOINT_ORDER.map((name) => [name, blend(name)])) as unknown as FaceKeypoints;
    this.#state = next;
    return next;
  }

  get current(): FaceKeypoints | null {
    return this.#state;
  }

  reset(): void {
    this.#state = null;
  }
}
