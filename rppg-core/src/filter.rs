//! Zero-phase Butterworth band-pass: cascaded second-order sections (RBJ audio-EQ biquads with
//! Butterworth Q values) run forward and backward (as `filtfilt`), with reflected padding against
//! edge transients.

use std::f64::consts::PI;

/// Pulse band: 0.7–3.5 Hz (42–210 bpm), as the issue specifies: where heart rates are searched.
pub const PULSE_BAND_HZ: (f64, f64) = (0.7, 3.5);
/// Corners of the pulse band-pass filter, Hz: set just outside [`PULSE_BAND_HZ`] so the filter's
/// transition bands do not attenuate rates at the band edges (a 45 bpm fundamental would otherwise
/// lose to its own harmonics).
pub const PULSE_FILTER_HZ: (f64, f64) = (0.6, 4.0);
/// Respiration band: 0.1–0.6 Hz (6–36 breaths/min).
pub const RESPIRATION_BAND_HZ: (f64, f64) = (0.1, 0.6);
/// Q values of the two sections of a 4th-order Butterworth: 1/(2 cos(π/8)), 1/(2 cos(3π/8)).
const BUTTERWORTH4_Q: [f64; 2] = [0.541_196_100_146_197, 1.306_562_964_876_376_6];

/// One second-order section, normalised so a0 = 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Biquad {
    pub b: [f64; 3],
    pub a: [f64; 2],
}

impl Biquad {
    /// RBJ low-pass at `f0` Hz with quality `q`.
    pub fn low_pass(fs: f64, f0: f64, q: f64) -> Biquad {
        let (cw, alpha) = Biquad::prewarp(fs, f0, q);
        Biquad::normalise(
            [(1.0 - cw) / 2.0, 1.0 - cw, (1.0 - cw) / 2.0],
            [1.0 + alpha, -2.0 * cw, 1.0 - alpha],
        )
    }

    /// RBJ high-pass at `f0` Hz with quality `q`.
    pub fn high_pass(fs: f64, f0: f64, q: f64) -> Biquad {
        let (cw, alpha) = Biquad::prewarp(fs, f0, q);
        Biquad::normalise(
            [(1.0 + cw) / 2.0, -(1.0 + cw), (1.0 + cw) / 2.0],
            [1.0 + alpha, -2.0 * cw, 1.0 - alpha],
        )
    }

    fn prewarp(fs: f64, f0: f64, q: f64) -> (f64, f64) {
        let w0 = 2.0 * PI * f0 / fs;
        (w0.cos(), w0.sin() / (2.0 * q))
    }

    fn normalise(b: [f64; 3], a: [f64; 3]) -> Biquad {
        Biquad {
            b: [b[0] / a[0], b[1] / a[0], b[2] / a[0]],
            a: [a[1] / a[0], a[2] / a[0]],
        }
    }

    /// Runs the section over `x` in place (transposed direct form II, zero initial state).
    pub fn run(&self, x: &mut [f64]) {
        let mut state = [0.0; 2];
        for v in x.iter_mut() {
            *v = self.step(*v, &mut state);
        }
    }

    /// One sample through the section; `state` holds its two delays (transposed direct form II).
    #[inline(always)]
    fn step(&self, v: f64, state: &mut [f64; 2]) -> f64 {
        let y = self.b[0] * v + state[0];
        state[0] = self.b[1] * v - self.a[0] * y + state[1];
        state[1] = self.b[2] * v - self.a[1] * y;
        y
    }

    /// Magnitude response at `f` Hz.
    pub fn gain(&self, fs: f64, f: f64) -> f64 {
        let w = 2.0 * PI * f / fs;
        let (c1, s1, c2, s2) = (w.cos(), w.sin(), (2.0 * w).cos(), (2.0 * w).sin());
        let num = ((self.b[0] + self.b[1] * c1 + self.b[2] * c2).powi(2)
            + (self.b[1] * s1 + self.b[2] * s2).powi(2))
        .sqrt();
        let den = ((1.0 + self.a[0] * c1 + self.a[1] * c2).powi(2)
            + (self.a[0] * s1 + self.a[1] * s2).powi(2))
        .sqrt();
        num / den
    }
}

/// 4th-order Butterworth band-pass `[lo, hi]` Hz as four sections (two high-pass, two low-pass).
pub fn butterworth_band_pass(fs: f64, lo: f64, hi: f64) -> Vec<Biquad> {
    let mut sections: Vec<Biquad> = BUTTERWORTH4_Q
        .iter()
        .map(|&q| Biquad::high_pass(fs, lo, q))
        .collect();
    if hi < fs / 2.0 {
        sections.extend(BUTTERWORTH4_Q.iter().map(|&q| Biquad::low_pass(fs, hi, q)));
    }
    sections
}

/// Runs the cascade over `x` in place, each sample through every section before the next sample:
/// the same arithmetic as one section after another, in one pass over the samples.
fn run_cascade(sections: &[Biquad], x: &mut [f64]) {
    match sections {
        [a, b, c, d] => {
            let mut states = [[0.0; 2]; 4];
            for v in x.iter_mut() {
                let y = a.step(*v, &mut states[0]);
                let y = b.step(y, &mut states[1]);
                let y = c.step(y, &mut states[2]);
                *v = d.step(y, &mut states[3]);
            }
        }
        _ => sections.iter().for_each(|s| s.run(x)),
    }
}

/// `x` with `pad` samples (at most n − 1) of odd reflection about each end: 2·x₀ − xᵢ before it and
/// 2·xₙ₋₁ − xₙ₋₁₋ᵢ after it, so a zero-phase filter starts on a continuation of the signal.
pub fn odd_extension(x: &[f64], pad: usize) -> Vec<f64> {
    let n = x.len();
    if n == 0 {
        return Vec::new();
    }
    let pad = pad.min(n - 1);
    let mut y = Vec::with_capacity(n + 2 * pad);
    y.extend((1..=pad).rev().map(|i| 2.0 * x[0] - x[i]));
    y.extend_from_slice(x);
    y.extend((1..=pad).map(|i| 2.0 * x[n - 1] - x[n - 1 - i]));
    y
}

/// Zero-phase filtering: odd reflection of `pad` samples at both ends ([`odd_extension`]), the
/// cascade forward, then backward, then the padding removed. Squares the magnitude response,
/// leaves no phase shift.
pub fn filtfilt(sections: &[Biquad], x: &[f64], pad: usize) -> Vec<f64> {
    let n = x.len();
    if n == 0 {
        return Vec::new();
    }
    let pad = pad.min(n - 1);
    let mut y = odd_extension(x, pad);
    run_cascade(sections, &mut y);
    y.reverse();
    run_cascade(sections, &mut y);
    y.reverse();
    y[pad..pad + n].to_vec()
}

/// Zero-phase band-pass of `x` sampled at `fs` to `band` Hz, padded by three periods of the low edge.
/// The first sample is subtracted first: a band-pass has no DC gain, so this changes nothing but
/// the start-up transient a zero-state filter would otherwise produce on a large DC level.
pub fn band_pass(x: &[f64], fs: f64, band: (f64, f64)) -> Vec<f64> {
    let pad = (3.0 * fs / band.0).round() as usize;
    let offset = x.first().copied().unwrap_or(0.0);
    let centred: Vec<f64> = x.iter().map(|v| v - offset).collect();
    filtfilt(&butterworth_band_pass(fs, band.0, band.1), &centred, pad)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cascade_gain(sections: &[Biquad], fs: f64, f: f64) -> f64 {
        sections.iter().map(|s| s.gain(fs, f)).product()
    }

    #[test]
    fn band_pass_response_shape() {
        let fs = 30.0;
        let bp = butterworth_band_pass(fs, 0.7, 3.5);
        assert!((cascade_gain(&bp, fs, 0.7) - 0.5f64.sqrt()).abs() < 0.05);
        assert!((cascade_gain(&bp, fs, 3.5) - 0.5f64.sqrt()).abs() < 0.05);
        assert!((cascade_gain(&bp, fs, 1.5) - 1.0).abs() < 0.02);
        assert!(cascade_gain(&bp, fs, 0.1) < 0.001);
        assert!(cascade_gain(&bp, fs, 10.0) < 0.01);
    }

    #[test]
    fn filtfilt_keeps_in_band_sine_without_phase_shift() {
        let fs = 30.0;
        let x: Vec<f64> = (0..900)
            .map(|i| (2.0 * PI * 1.5 * i as f64 / fs).sin() + 2.0)
            .collect();
        let y = band_pass(&x, fs, PULSE_BAND_HZ);
        for i in 100..800 {
            assert!((y[i] - (x[i] - 2.0)).abs() < 0.03, "sample {i}");
        }
    }

    #[test]
    fn tiny_inputs_do_not_panic() {
        assert!(band_pass(&[], 30.0, PULSE_BAND_HZ).is_empty());
        assert_eq!(band_pass(&[1.0], 30.0, PULSE_BAND_HZ).len(), 1);
    }
}
