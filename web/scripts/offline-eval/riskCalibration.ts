/**
 * `pnpm eval:risk -- <clip dir> [--every S]`: the risk prompts' measurements on recorded faces, and their
 * healthy limits checked leave one subject out (issue 29). Each clip's face track (cached; tracked here
 * as `pnpm eval:offline` does when missing, so no clip drops out of the check) is cut into 35 s scans every S
 * seconds; the keypoints go to the core as the scan would record them (a detection every
 * `FACE_DETECTION_INTERVAL` frames) beside a synthetic pulse, since the prompts read only the keypoints
 * (and the beat rhythm, which a clean pulse leaves regular). For each subject, the limits learnt from the
 * others (their largest value) must leave it at Low. Then the same real tracks with the mouth moved along
 * the eye line by a known droop must raise the stroke prompt where it is assessed.
 */
import { cacheDir, discoverClips, evalArgs, REFERENCE_WINDOW_S, scanStartsEvery } from '@ai-doctor/fixtures/eval';
import type { AnalysisResult, RoiName } from '@ai-doctor/rppg-core';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';
import { parkinsonsRiskLevel, type RiskMeasurement, strokeRiskLevel } from '@ai-doctor/rppg-core/vitals';
import { FACE_DETECTION_INTERVAL } from '../../src/features/scan/constants.ts';
import type { DetectedFace } from '../../src/features/scan/worker/scanSession.ts';
import { probeClip } from './clipFrames.ts';
import { cachedFaceTrack, trackFaces } from './faceTracks.ts';

const { dir, values } = evalArgs('pnpm eval:risk -- <clip dir> [--every S]', { every: { type: 'string' } });
const everyS = Number(values.every ?? 5);
const KEYPOINTS = ['rightEye', 'leftEye', 'noseTip', 'mouth', 'rightEar', 'leftEar'] as const;
const ROIS: RoiName[] = ['forehead', 'leftCheek', 'rightCheek', 'face'];

/** The keypoints of scan frames [from, from + n) as the scan records them, and a clean 72 bpm pulse. */
function scanTrace(
  faces: (DetectedFace | null)[],
  from: number,
  n: number,
  fps: number,
  width: number,
  height: number,
) {
  const timestampsMs = Array.from({ length: n }, (_, i) => (i * 1000) / fps);
  const landmarks = Array.from({ length: n }, (_, i) => {
    const face = i % FACE_DETECTION_INTERVAL === 0 ? faces[from + i] : null;
    return face
      ? KEYPOINTS.flatMap((k) => [face.keypoints[k].x / width, face.keypoints[k].y / height])
      : Array(12).fill(Number.NaN);
  }).flat();
  const rgb = timestampsMs.flatMap((t) => {
    const pulse = Math.sin((2 * Math.PI * 1.2 * t) / 1000);
    return [150 + 0.3 * pulse, 110 + 0.6 * pulse, 90 + 0.2 * pulse];
  });
  return { timestampsMs, rois: ROIS.map((name) => ({ name, rgb })), facePresent: timestampsMs.map(() => 1), landmarks };
}

interface Scan {
  subject: string;
  startS: number;
  result: AnalysisResult;
}

const core = await loadRppgCoreFromDisk();
const faceCache = cacheDir('offline-faces');
const clips = discoverClips(dir).map((clip) => ({ ...clip, info: probeClip(clip.videoPath) }));
await trackFaces(faceCache, clips);
const tracks = new Map(
  clips.map((clip) => {
    const faces = cachedFaceTrack(faceCache, clip.name, clip.videoPath);
    if (!faces) throw new Error(`${clip.name}: no face track`);
    return [clip.name, faces] as const;
  }),
);

/** The scans of every clip, with each face passed through `face` first. */
function scansOf(face: (f: DetectedFace) => DetectedFace = (f) => f): Scan[] {
  return clips.flatMap(({ name, info }) => {
    const faces = (tracks.get(name) ?? []).map((f) => f && face(f));
    return scanStartsEvery(info.frames / info.fps, everyS, REFERENCE_WINDOW_S).map((startS) => {
      const from = Math.round(startS * info.fps);
      const n = Math.round(REFERENCE_WINDOW_S * info.fps);
      const trace = scanTrace(faces, from, n, info.fps, info.width, info.height);
      return { subject: name, startS, result: core.analyze(trace) };
    });
  });
}

/** A face with its mouth moved `droopIod` interocular distances along the eye line (a one-sided droop). */
function withMouthMoved(droopIod: number) {
  return (face: DetectedFace): DetectedFace => {
    const { rightEye, leftEye, mouth } = face.keypoints;
    const ex = leftEye.x - rightEye.x;
    const ey = leftEye.y - rightEye.y;
    const moved = { x: mouth.x + droopIod * ex, y: mouth.y + droopIod * ey };
    return { ...face, keypoints: { ...face.keypoints, mouth: moved } };
  };
}

const scans = scansOf();

const value = (ms: RiskMeasurement[] | undefined, code: RiskMeasurement['code']) =>
  ms?.find((m) => m.code === code)?.value;
const fixed = (x: number | undefined, digits: number) => (x === undefined ? '–' : x.toFixed(digits));
console.log(
  'subject    start  stroke         mouth offset  Parkinson’s  tremor ratio  tremor RMS  rigidity  bradykinesia',
);
for (const { subject, startS, result } of scans) {
  const s = result.strokeRiskFactors;
  const p = result.parkinsonsIndicators;
  console.log(
    [
      subject.padEnd(10),
      `${startS}`.padStart(5),
      ` ${s.riskLevel.padEnd(14)}`,
      fixed(value(s.measurements, 'mouthOffsetIod'), 4).padStart(12),
      ` ${p.riskLevel.padEnd(12)}`,
      fixed(value(p.measurements, 'tremorBandRatio'), 2).padStart(12),
      fixed(value(p.measurements, 'tremorAmplitudeIod'), 4).padStart(11),
      p.rigidityIndicators.toFixed(1).padStart(9),
      p.bradykinesiaScore.toFixed(1).padStart(13),
      s.riskLevel === 'Not assessed' ? ` (stroke: ${result.withheld.strokeRiskFactors ?? '?'})` : '',
    ].join(' '),
  );
}

/** Each subject's largest value of a measurement, over its scans that measured it. */
function largestBySubject(code: RiskMeasurement['code'], pick: (r: AnalysisResult) => RiskMeasurement[] | undefined) {
  const out = new Map<string, number>();
  for (const { subject, result } of scans) {
    const v = value(pick(result), code);
    if (v !== undefined) out.set(subject, Math.max(out.get(subject) ?? Number.NEGATIVE_INFINITY, v));
  }
  return out;
}

/** The limit the other subjects set for a measurement: the largest value any of them showed. */
function limitWithout(largest: Map<string, number>, held: string): number | undefined {
  const others = [...largest].filter(([s]) => s !== held).map(([, v]) => v);
  return others.length ? Math.max(...others) : undefined;
}

const unit = (v: number, lo: number, span: number) => Math.min(1, Math.max(0, (v - lo) / span));

/**
 * Leave one subject out: each subject's scans scored with the limits the other subjects set (and the core's
 * full scales), the levels they would get, and the limits all subjects set.
 */
function leaveOneSubjectOut(): void {
  const offsets = largestBySubject('mouthOffsetIod', (r) => r.strokeRiskFactors.measurements);
  const ratios = largestBySubject('tremorBandRatio', (r) => r.parkinsonsIndicators.measurements);
  const rms = largestBySubject('tremorAmplitudeIod', (r) => r.parkinsonsIndicators.measurements);
  const show = (m: Map<string, number>, digits: number) =>
    [...m].map(([s, v]) => `${s} ${v.toFixed(digits)}`).join(', ') || 'none';
  console.log(`\nlargest per subject — mouth offset (IOD): ${show(offsets, 4)}`);
  console.log(`largest per subject — tremor-band ratio: ${show(ratios, 2)}`);
  console.log(`largest per subject — tremor-band RMS (IOD): ${show(rms, 4)}`);
  const all = (m: Map<string, number>) => Math.max(...m.values());
  console.log(
    `limits from all subjects: mouth offset ${all(offsets).toFixed(4)}, ratio ${all(ratios).toFixed(2)}, RMS ${all(rms).toFixed(4)}`,
  );
  console.log('\nleave one subject out (limits from the other subjects):');
  const subjects = [...new Set(scans.map((s) => s.subject))];
  for (const held of subjects) {
    const stroke: string[] = [];
    const parkinsons: string[] = [];
    for (const { result } of scans.filter((s) => s.subject === held)) {
      const s = result.strokeRiskFactors;
      const offset = s.measurements?.find((m) => m.code === 'mouthOffsetIod');
      const limit = limitWithout(offsets, held);
      if (!offset || limit === undefined) stroke.push(s.riskLevel);
      else stroke.push(strokeRiskLevel(100 * unit(offset.value, limit, offset.fullScale)));
      const p = result.parkinsonsIndicators;
      const ratio = p.measurements?.find((m) => m.code === 'tremorBandRatio');
      const amplitude = p.measurements?.find((m) => m.code === 'tremorAmplitudeIod');
      const ratioLimit = limitWithout(ratios, held);
      const rmsLimit = limitWithout(rms, held);
      if (!ratio || !amplitude || ratioLimit === undefined || rmsLimit === undefined) parkinsons.push(p.riskLevel);
      else {
        const tremor =
          100 * unit(ratio.value, ratioLimit, ratio.fullScale) * unit(amplitude.value, rmsLimit, amplitude.fullScale);
        const overall = 0.6 * tremor + 0.2 * (p.rigidityIndicators + p.bradykinesiaScore);
        parkinsons.push(parkinsonsRiskLevel(overall));
      }
    }
    console.log(`  ${held.padEnd(10)} stroke ${stroke.join(', ')}; Parkinson's ${parkinsons.join(', ')}`);
  }
}

leaveOneSubjectOut();
function levels(pick: (r: AnalysisResult) => string): string[] {
  const counts = new Map<string, number>();
  for (const s of scans) counts.set(pick(s.result), (counts.get(pick(s.result)) ?? 0) + 1);
  return [...counts].map(([level, n]) => `${level} ${n}`);
}
console.log(
  `\nlevels with the core's limits: stroke ${levels((r) => r.strokeRiskFactors.riskLevel).join(', ')}; Parkinson's ${levels((r) => r.parkinsonsIndicators.riskLevel).join(', ')}`,
);

/** A real asymmetry must still raise the prompt: the development tracks with the mouth moved off the midline. */
const assessed = new Set(
  scans.filter((s) => s.result.strokeRiskFactors.riskLevel !== 'Not assessed').map((s) => s.subject),
);
console.log(
  `\nthe same tracks with the mouth moved along the eye line (stroke prompt, subjects it assesses: ${[...assessed].join(', ')}):`,
);
for (const droopIod of [0.05, 0.1, 0.15]) {
  const moved = scansOf(withMouthMoved(droopIod)).filter((s) => assessed.has(s.subject));
  const count = new Map<string, number>();
  for (const { result } of moved) {
    const level = result.strokeRiskFactors.riskLevel;
    count.set(level, (count.get(level) ?? 0) + 1);
  }
  console.log(
    `  ${droopIod.toFixed(2)} IOD: ${[...count].map(([level, n]) => `${level} ${n}`).join(', ')} of ${moved.length} scans`,
  );
}
