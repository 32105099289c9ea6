/**
 * Skin regions of interest from the face detector's six keypoints (BlazeFace: eyes, nose tip, mouth,
 * ear tragions). The regions are placed in a face frame anchored on the eyes — origin at the eyes'
 * midpoint, x along the eye line, y towards the mouth, unit = inter-ocular distance — so they follow
 * the head's scale and roll. Forehead and cheeks are the standard rPPG regions: thin skin, good
 * perfusion, no hair or lips (rPPG-Toolbox, pyVHR's `high_prio_forehead` / cheek sets).
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

export type RoiName = 'forehead' | 'leftCheek' | 'rightCheek';

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
export const ROI_LAYOUT: Record<RoiName, RoiBox> = {
  forehead: { centre: { x: 0, y: -0.72 }, width: 1.1, height: 0.42 },
  rightCheek: { centre: { x: -0.58, y: 0.48 }, width: 0.42, height: 0.36 },
  leftCheek: { centre: { x: 0.58, y: 0.48 }, width: 0.42, height: 0.36 },
};

export const ROI_NAMES = Object.keys(ROI_LAYOUT) as RoiName[];

/** The regions with a face model, or the whole central area (`face`) with the skin-colour fallback. */
export type RegionName = RoiName | 'face';

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

/** Maps a face-frame point to pixels (the y axis is the x axis turned a quarter towards the mouth). */
function toPixels(f: FaceFrame, p: Point): Point {
  const d = f.eyeDistance;
  return {
    x: f.origin.x + d * (p.x * f.axis.x - p.y * f.axis.y),
    y: f.origin.y + d * (p.x * f.axis.y + p.y * f.axis.x),
  };
}

/** The three skin regions as pixel quadrilaterals. */
export function roisFromKeypoints(k: FaceKeypoints): Roi[] {
  const f = faceFrame(k);
  return ROI_NAMES.map((name) => {
    const { centre, width, height } = ROI_LAYOUT[name];
    const corners = [
      { x: centre.x - width / 2, y: centre.y - height / 2 },
      { x: centre.x + width / 2, y: centre.y - height / 2 },
      { x: centre.x + width / 2, y: centre.y + height / 2 },
      { x: centre.x - width / 2, y: centre.y + height / 2 },
    ];
    return { name, points: corners.flatMap((c) => Object.values(toPixels(f, c))) };
  });
}

/** Bounding rectangle (integer pixels, clipped to the image) around a set of regions. */
export function boundingRect(rois: Roi[], width: number, height: number) {
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

/** Shifts regions by (-dx, -dy): from full-frame pixels into a crop's pixels. */
export function translateRois(rois: Roi[], dx: number, dy: number): Roi[] {
  return rois.map((r) => ({ name: r.name, points: r.points.map((v, i) => v - (i % 2 === 0 ? dx : dy)) }));
}

/**
 * Exponential smoothing of the keypoints, so the regions do not jitter with the detector's noise
 * (a jittering region edge crossing hair or background adds more noise than the pulse itself).
 */
export class KeypointSmoother {
  #state: FaceKeypoints | null = null;

  /** @param alpha weight of the newest observation, 0–1 */
  constructor(readonly alpha: number) {}

  update(k: FaceKeypoints): FaceKeypoints {
    const prev = this.#state;
    const a = this.alpha;
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
