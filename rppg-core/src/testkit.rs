//! Test-only helpers: a small seeded PRNG and synthetic PPG traces with known truth.

use crate::trace::{RoiName, RoiTrace, Trace};
use std::f64::consts::PI;

/// 64-bit linear congruential generator (Knuth MMIX constants): tiny, seeded, reproducible.
pub struct Lcg(u64);

impl Lcg {
    pub fn new(seed: u64) -> Lcg {
        Lcg(seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0
    }

    /// Uniform in [0, 1).
    pub fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform integer in [lo, hi).
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.uniform() * (hi - lo) as f64) as usize
    }

    /// Standard normal (Box–Muller).
    pub fn gaussian(&mut self) -> f64 {
        let u = self.uniform().max(1e-12);
        let v = self.uniform();
        (-2.0 * u.ln()).sqrt() * (2.0 * PI * v).cos()
    }
}

/// One period of a PPG-like wave at phase `p` in [0, 1): a systolic peak, a dicrotic notch and a
/// diastolic wave (sum of Gaussians, after the shape models used for synthetic PPG).
pub fn ppg_shape(p: f64) -> f64 {
    let g = |c: f64, w: f64, a: f64| {
        let d = (p - c + 0.5).rem_euclid(1.0) - 0.5;
        a * (-(d * d) / (2.0 * w * w)).exp()
    };
    g(0.2, 0.07, 1.0) + g(0.45, 0.09, 0.45) - g(0.35, 0.03, 0.12)
}

/// Relative pulse strength in R, G, B (the blood-volume pulse signature).
pub const PULSE_SIGNATURE: [f64; 3] = [0.33, 0.77, 0.53];

/// Parameters of a synthetic scan.
pub struct Synth {
    pub bpm: f64,
    pub seconds: f64,
    pub fps: f64,
    /// Pulse amplitude relative to skin brightness (typical rPPG: 0.1–1 %).
    pub pulse_amplitude: f64,
    /// Per-frame Gaussian noise, in 8-bit colour units.
    pub noise: f64,
    pub breaths_per_min: f64,
    /// Amplitude of the slow (50 s period) wander of the beat phase, in beats: the rate swings by
    /// 2π·0.02·this Hz around `bpm` (0.3 ≈ ±2.3 bpm).
    pub wander_beats: f64,
    /// A lasting change of the rate, bpm, from [`Synth::step_at_s`] on (0: none).
    pub step_bpm: f64,
    /// When the rate changes by [`Synth::step_bpm`], s into the scan.
    pub step_at_s: f64,
    /// Irregular frame timing jitter, ms.
    pub jitter_ms: f64,
    /// Number of motion spikes.
    pub spikes: usize,
    pub seed: u64,
}

impl Synth {
    pub fn new(bpm: f64) -> Synth {
        Synth {
            bpm,
            seconds: 35.0,
            fps: 30.0,
            pulse_amplitude: 0.006,
            noise: 0.3,
            breaths_per_min: 15.0,
            wander_beats: 0.3,
            step_bpm: 0.0,
            step_at_s: 0.0,
            jitter_ms: 4.0,
            spikes: 2,
            seed: 1,
        }
    }

    /// A 3-ROI trace plus the true beat times (ms). Pulse rides on skin colour with the
    /// blood-volume signature (green strongest), with HRV (respiratory sinus arrhythmia), breathing
    /// baseline and amplitude modulation, a slow light drift and motion spikes.
    pub fn trace(&self) -> (Trace, Vec<f64>) {
        let mut rng = Lcg::new(self.seed);
        let n = (self.seconds * self.fps) as usize;
        let mut t = Vec::with_capacity(n);
        for i in 0..n {
            t.push(i as f64 * 1000.0 / self.fps + (rng.uniform() - 0.5) * self.jitter_ms);
        }
        let f_resp = self.breaths_per_min / 60.0;
        // Instantaneous heart rate with respiratory sinus arrhythmia (±3 %) and a slow wander.
        let phase_at = |ts: f64| {
            let s = ts / 1000.0;
            let f = self.bpm / 60.0;
            f * s
                + 0.03 * f / (2.0 * PI * f_resp) * (1.0 - (2.0 * PI * f_resp * s).cos())
                + self.wander_beats * (2.0 * PI * 0.02 * s).sin()
                + self.step_bpm / 60.0 * (s - self.step_at_s).max(0.0)
        };
        let mut beats = Vec::new();
        let mut last = phase_at(0.0).floor();
        let mut ms = 0.0;
        while ms < self.seconds * 1000.0 {
            let ph = phase_at(ms) + 0.2; // systolic peak sits at phase 0.2
            if ph.floor() > last {
                beats.push(ms);
                last = ph.floor();
            }
            ms += 0.5;
        }
        let spike_frames: Vec<usize> = (0..self.spikes).map(|_| rng.range(0, n)).collect();
        let base = [
            [180.0, 130.0, 105.0],
            [170.0, 120.0, 98.0],
            [175.0, 126.0, 100.0],
        ];
        let names = [RoiName::Forehead, RoiName::LeftCheek, RoiName::RightCheek];
        let mut rois = Vec::new();
        for (r, name) in names.iter().enumerate() {
            let mut rgb = Vec::with_capacity(n);
            for (i, &ts) in t.iter().enumerate() {
                let s = ts / 1000.0;
                let resp = (2.0 * PI * f_resp * s).sin();
                let pulse = ppg_shape(phase_at(ts).rem_euclid(1.0)) * (1.0 + 0.15 * resp);
                let light = 1.0 + 0.04 * (2.0 * PI * s / 50.0).sin() + 0.002 * resp;
                let spike = if spike_frames.iter().any(|&f| i >= f && i < f + 4) {
                    12.0
                } else {
                    0.0
                };
                let mut c = [0.0; 3];
                for ch in 0..3 {
                    let b = base[r][ch];
                    c[ch] = b * light * (1.0 - self.pulse_amplitude * PULSE_SIGNATURE[ch] * pulse)
                        + spike
                        + self.noise * rng.gaussian();
                }
                rgb.push(c);
            }
            rois.push(RoiTrace { name: *name, rgb });
        }
        (
            Trace {
                timestamps_ms: t,
                rois,
                face_present: None,
                landmarks: None,
            },
            beats,
        )
    }
}

/// A trace of pure noise around skin colour (no pulse).
pub fn noise_trace(seconds: f64, seed: u64) -> Trace {
    let mut s = Synth::new(70.0);
    s.seconds = seconds;
    s.pulse_amplitude = 0.0;
    s.noise = 1.0;
    s.seed = seed;
    s.trace().0
}

/// True mean heart rate (bpm) from beat times, as the reference does: 60 / mean inter-beat interval.
pub fn beats_bpm(beats_ms: &[f64]) -> f64 {
    let ibis: Vec<f64> = beats_ms.windows(2).map(|w| w[1] - w[0]).collect();
    60_000.0 / crate::stats::mean(&ibis)
}
