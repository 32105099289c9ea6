/**
 * A deterministic synthetic scan trace for tests and benchmarks: skin-coloured RGB means carrying a pulse
 * (strongest in green, as in real rPPG), breathing modulation, slow illumination drift and pseudo-random
 * sensor noise from a fixed-seed generator. Same arguments → same trace.
 */
export interface SyntheticTraceOptions {
  seconds?: number;
  fps?: number;
  heartRateBpm?: number;
  breathsPerMinute?: number;
  seed?: number;
}

/** The request body of `/api/enhance-rppg` (ADR-21) for that trace, with per-ROI traces and timestamps. */
export interface SyntheticEnhanceBody {
  timeSeriesData: [number, number, number][];
  sampleRate: number;
  duration: number;
  timestampsMs: number[];
  rois: { name: 'forehead' | 'leftCheek' | 'rightCheek'; rgb: [number, number, number][] }[];
}

/** Park–Miller minimal standard generator: tiny, seedable, good enough for sensor-like noise. */
function noiseSource(seed: number): () => number {
  let state = seed % 2_147_483_647 || 1;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647 - 0.5;
  };
}

const SKIN = {
  face: [182, 132, 112],
  forehead: [188, 140, 120],
  leftCheek: [176, 124, 106],
  rightCheek: [178, 126, 108],
};
/** Pulse amplitude per channel in 8-bit units: green carries most of the blood-volume signal. */
const PULSE_GAIN = [0.35, 0.8, 0.2];

function channelTrace(base: number[], o: Required<SyntheticTraceOptions>, seed: number): [number, number, number][] {
  const noise = noiseSource(seed);
  const n = Math.round(o.seconds * o.fps);
  return Array.from({ length: n }, (_, i) => {
    const t = i / o.fps;
    const phase = 2 * Math.PI * (o.heartRateBpm / 60) * t;
    const pulse = Math.sin(phase) + 0.35 * Math.sin(2 * phase - 0.8);
    const breathing = 0.25 * Math.sin(2 * Math.PI * (o.breathsPerMinute / 60) * t);
    const drift = 1.5 * Math.sin((2 * Math.PI * t) / 40);
    return base.map((b, c) => {
      const v = b + drift + breathing + (PULSE_GAIN[c] as number) * pulse * (1 + 0.2 * breathing) + 0.3 * noise();
      return Math.round(v * 1000) / 1000;
    }) as [number, number, number];
  });
}

export function syntheticEnhanceBody(options: SyntheticTraceOptions = {}): SyntheticEnhanceBody {
  const o = { seconds: 35, fps: 30, heartRateBpm: 72, breathsPerMinute: 15, seed: 7, ...options };
  const timeSeriesData = channelTrace(SKIN.face, o, o.seed);
  const n = timeSeriesData.length;
  return {
    timeSeriesData,
    sampleRate: o.fps,
    duration: n / o.fps,
    timestampsMs: Array.from({ length: n }, (_, i) => Math.round((i * 1000 * 100) / o.fps) / 100),
    rois: (['forehead', 'leftCheek', 'rightCheek'] as const).map((name, k) => ({
      name,
      rgb: channelTrace(SKIN[name], o, o.seed + 101 * (k + 1)),
    })),
  };
}
