//! Heart-rate variability from corrected inter-beat intervals (Task Force of the ESC/NASPE 1996
//! definitions): RMSSD, SDNN, pNN50, and LF/HF from a Lomb–Scargle periodogram of the unevenly
//! sampled interval series (Lomb 1976; Scargle 1982), which needs no resampling of the beats.

use crate::beats::CorrectedBeats;
use crate::stats::{mean, std_dev};
use std::f64::consts::PI;

/// Low-frequency band, Hz.
pub const LF_BAND_HZ: (f64, f64) = (0.04, 0.15);
/// High-frequency band, Hz.
pub const HF_BAND_HZ: (f64, f64) = (0.15, 0.4);
/// LF/HF needs at least this span of clean beats (s): LF's slowest cycle is 25 s.
pub const LF_HF_MIN_SPAN_S: f64 = 25.0;
/// LF/HF needs at least this many clean intervals.
pub const LF_HF_MIN_INTERVALS: usize = 20;
/// Frequency step of the periodogram, Hz.
const LOMB_STEP_HZ: f64 = 0.005;
/// Fewest clean successive pairs to report RMSSD/pNN50.
pub const MIN_SUCCESSIVE_PAIRS: usize = 5;

/// HRV summary. `None` fields mean the data did not allow the measure.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hrv {
    pub rmssd_ms: Option<f64>,
    pub sdnn_ms: Option<f64>,
    pub pnn50: Option<f64>,
    pub lf_hf: Option<f64>,
    /// LF and HF in normalised units (share of LF + HF), when LF/HF is available.
    pub lf_nu: Option<f64>,
    pub beats: usize,
}

/// Differences of successive intervals where both intervals are clean.
pub fn successive_differences(beats: &CorrectedBeats) -> Vec<f64> {
    beats
        .intervals
        .windows(2)
        .filter(|w| w[0].clean && w[1].clean)
        .map(|w| w[1].ms - w[0].ms)
        .collect()
}

/// Root mean square of successive differences, ms.
pub fn rmssd(diffs: &[f64]) -> f64 {
    if diffs.is_empty() {
        return 0.0;
    }
    (diffs.iter().map(|d| d * d).sum::<f64>() / diffs.len() as f64).sqrt()
}

/// Share (0–1) of successive differences larger than 50 ms.
pub fn pnn50(diffs: &[f64]) -> f64 {
    if diffs.is_empty() {
        return 0.0;
    }
    diffs.iter().filter(|d| d.abs() > 50.0).count() as f64 / diffs.len() as f64
}

/// Lomb–Scargle power of `(t, y)` (y mean-removed) at frequency `f` Hz.
pub fn lomb_power(t: &[f64], y: &[f64], f: f64) -> f64 {
    let w = 2.0 * PI * f;
    let (s2, c2) = t.iter().fold((0.0, 0.0), |(s, c), ti| {
        (s + (2.0 * w * ti).sin(), c + (2.0 * w * ti).cos())
    });
    let tau = s2.atan2(c2) / (2.0 * w);
    let (mut yc, mut ys, mut cc, mut ss) = (0.0, 0.0, 0.0, 0.0);
    for (ti, yi) in t.iter().zip(y) {
        let (s, c) = (w * (ti - tau)).sin_cos();
        yc += yi * c;
        ys += yi * s;
        cc += c * c;
        ss += s * s;
    }
    let a = if cc > 0.0 { yc * yc / cc } else { 0.0 };
    let b = if ss > 0.0 { ys * ys / ss } else { 0.0 };
    0.5 * (a + b)
}

/// Summed Lomb–Scargle power over a band.
fn band_power(t: &[f64], y: &[f64], band: (f64, f64)) -> f64 {
    let steps = ((band.1 - band.0) / LOMB_STEP_HZ).round() as usize;
    (0..steps)
        .map(|k| lomb_power(t, y, band.0 + (k as f64 + 0.5) * LOMB_STEP_HZ))
        .sum()
}

/// LF/HF ratio and LF normalised units from clean intervals (`None` when the span is too short).
pub fn lf_hf(beats: &CorrectedBeats) -> Option<(f64, f64)> {
    let clean: Vec<_> = beats.intervals.iter().filter(|i| i.clean).collect();
    if clean.len() < LF_HF_MIN_INTERVALS {
        return None;
    }
    let span = clean[clean.len() - 1].end_s - clean[0].end_s;
    if span < LF_HF_MIN_SPAN_S {
        return None;
    }
    let t: Vec<f64> = clean.iter().map(|i| i.end_s).collect();
    let m = mean(&clean.iter().map(|i| i.ms).collect::<Vec<_>>());
    let y: Vec<f64> = clean.iter().map(|i| i.ms - m).collect();
    let (lf, hf) = (
        band_power(&t, &y, LF_BAND_HZ),
        band_power(&t, &y, HF_BAND_HZ),
    );
    if hf <= 0.0 || lf + hf <= 0.0 {
        return None;
    }
    Some((lf / hf, lf / (lf + hf)))
}

/// Every HRV measure the beats allow.
pub fn hrv(beats: &CorrectedBeats) -> Hrv {
    let diffs = successive_differences(beats);
    let clean = beats.clean_ms();
    let enough_pairs = diffs.len() >= MIN_SUCCESSIVE_PAIRS;
    let spectral = lf_hf(beats);
    Hrv {
        rmssd_ms: if enough_pairs {
            Some(rmssd(&diffs))
        } else {
            None
        },
        sdnn_ms: if clean.len() > MIN_SUCCESSIVE_PAIRS {
            Some(std_dev(&clean))
        } else {
            None
        },
        pnn50: if enough_pairs {
            Some(pnn50(&diffs))
        } else {
            None
        },
        lf_hf: spectral.map(|s| s.0),
        lf_nu: spectral.map(|s| s.1),
        beats: beats.times_s.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::beats::correct;

    #[test]
    fn rmssd_and_pnn50_of_a_known_series() {
        // Intervals 800, 860, 800, 860 … → successive differences ±60 ms.
        let d = [60.0, -60.0, 60.0, -60.0];
        assert!((rmssd(&d) - 60.0).abs() < 1e-12);
        assert_eq!(pnn50(&d), 1.0);
        assert_eq!(pnn50(&[10.0, -20.0]), 0.0);
        assert_eq!(rmssd(&[]), 0.0);
    }

    #[test]
    fn full_hrv_from_beats() {
        let mut t = 0.0;
        let mut times = vec![0.0];
        for i in 0..60 {
            t += if i % 2 == 0 { 0.8 } else { 0.84 };
            times.push(t);
        }
        let h = hrv(&correct(&times));
        assert!((h.rmssd_ms.unwrap() - 40.0).abs() < 1e-6);
        assert!((h.sdnn_ms.unwrap() - 20.0).abs() < 0.5);
        assert_eq!(h.pnn50, Some(0.0));
        assert_eq!(h.beats, 61);
    }

    #[test]
    fn lf_hf_sees_a_respiratory_rhythm_as_high_frequency() {
        // Interval modulation at 0.25 Hz (breathing) → HF dominates.
        let mut times = vec![0.0];
        let mut t = 0.0;
        while t < 60.0 {
            t += 0.8 + 0.04 * (2.0 * PI * 0.25 * t).sin();
            times.push(t);
        }
        let (ratio, lf_nu) = lf_hf(&correct(&times)).unwrap();
        assert!(ratio < 0.3, "{ratio}");
        assert!(lf_nu < 0.25);
        assert!(lf_hf(&correct(&times[..10])).is_none());
    }

    #[test]
    fn lomb_peaks_at_the_true_frequency() {
        let t: Vec<f64> = (0..80)
            .map(|i| i as f64 * 0.7 + 0.1 * ((i * 7) % 5) as f64)
            .collect();
        let y: Vec<f64> = t.iter().map(|x| (2.0 * PI * 0.1 * x).sin()).collect();
        assert!(lomb_power(&t, &y, 0.1) > 10.0 * lomb_power(&t, &y, 0.3));
    }
}
