//! Illustrative EEG-style indices. No brain signal is measured: band "activities" are a documented
//! mapping of the autonomic indices (HRV), and the signal is a rendering of those bands.
//!
//! Mapping (0–100 each): beta = 20 + 0.6·sympathetic; alpha = 20 + 0.6·parasympathetic;
//! theta = 10 + 0.5·calm, calm = parasympathetic·(1 − sympathetic/100); delta = 5 + 0.4·(100 −
//! arousal), arousal = heart rate placed on 50–110 bpm. Mental state by the product's rule
//! (beta > 70 Highly Alert/Stressed; alpha > 60 with beta < 50 Relaxed and Focused; theta > 50
//! Creative/Meditative; delta > 40 Deep Relaxation; else Balanced). Stress level by the product's
//! neural-stress rule (+40 for rate > 90, +30 for variability > 12, +20 for variability < 5).
//! Attention = 0.6·beta + 0.4·alpha, relaxation = 0.6·alpha + 0.4·theta, capped at 100.
//! The product requires 150 samples (ADR-20); fewer give "Insufficient data".

use crate::stats::unit_scale;
use std::f64::consts::PI;

/// Samples the product requires for a brainwave estimate.
pub const EEG_MIN_SAMPLES: usize = 150;
/// Rendering rate and length of the illustrative signal.
pub const EEG_RENDER_FS_HZ: f64 = 128.0;
pub const EEG_RENDER_SAMPLES: usize = 256;
/// Representative frequency of each band (delta, theta, alpha, beta), Hz, and fixed phases.
const BAND_HZ: [f64; 4] = [2.0, 6.0, 10.0, 20.0];
const BAND_PHASE: [f64; 4] = [0.0, 1.1, 2.3, 0.7];

/// The EEG-style result.
#[derive(Debug, Clone, PartialEq)]
pub struct Eeg {
    pub alpha: f64,
    pub beta: f64,
    pub theta: f64,
    pub delta: f64,
    pub mental_state: &'static str,
    pub stress_level: f64,
    pub attention_index: f64,
    pub relaxation_index: f64,
    pub signal: Vec<f64>,
}

/// The product's mental-state rule (ADR-20).
pub fn mental_state(alpha: f64, beta: f64, theta: f64, delta: f64) -> &'static str {
    if beta > 70.0 {
        "Highly Alert/Stressed"
    } else if alpha > 60.0 && beta < 50.0 {
        "Relaxed and Focused"
    } else if theta > 50.0 {
        "Creative/Meditative"
    } else if delta > 40.0 {
        "Deep Relaxation"
    } else {
        "Balanced"
    }
}

/// The product's neural-stress rule, 0–100 (ADR-20).
pub fn neural_stress(heart_rate: f64, variability_bpm: f64) -> f64 {
    let mut s: f64 = 0.0;
    if heart_rate > 90.0 {
        s += 40.0;
    }
    if variability_bpm > 12.0 {
        s += 30.0;
    }
    if variability_bpm < 5.0 {
        s += 20.0;
    }
    s.min(100.0)
}

/// EEG-style indices from autonomic indices, heart rate and rate variability.
pub fn eeg(
    samples: usize,
    sympathetic: f64,
    parasympathetic: f64,
    heart_rate: f64,
    variability_bpm: f64,
) -> Eeg {
    if samples < EEG_MIN_SAMPLES {
        return Eeg {
            alpha: 0.0,
            beta: 0.0,
            theta: 0.0,
            delta: 0.0,
            mental_state: "Insufficient data",
            stress_level: 0.0,
            attention_index: 0.0,
            relaxation_index: 0.0,
            signal: Vec::new(),
        };
    }
    let beta = 20.0 + 0.6 * sympathetic;
    let alpha = 20.0 + 0.6 * parasympathetic;
    let theta = 10.0 + 0.5 * parasympathetic * (1.0 - sympathetic / 100.0);
    let delta = 5.0 + 0.4 * (100.0 - 100.0 * unit_scale(heart_rate, 50.0, 110.0));
    let bands = [delta, theta, alpha, beta];
    let signal = (0..EEG_RENDER_SAMPLES)
        .map(|i| {
            let t = i as f64 / EEG_RENDER_FS_HZ;
            let v: f64 = (0..4)
                .map(|b| bands[b] / 100.0 * (2.0 * PI * BAND_HZ[b] * t + BAND_PHASE[b]).sin())
                .sum();
            (v * 1000.0).round() / 1000.0
        })
        .collect();
    Eeg {
        alpha,
        beta,
        theta,
        delta,
        mental_state: mental_state(alpha, beta, theta, delta),
        stress_level: neural_stress(heart_rate, variability_bpm),
        attention_index: (0.6 * beta + 0.4 * alpha).min(100.0),
        relaxation_index: (0.6 * alpha + 0.4 * theta).min(100.0),
        signal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_rules() {
        assert_eq!(mental_state(50.0, 71.0, 0.0, 0.0), "Highly Alert/Stressed");
        assert_eq!(mental_state(61.0, 49.0, 0.0, 0.0), "Relaxed and Focused");
        assert_eq!(mental_state(61.0, 55.0, 51.0, 0.0), "Creative/Meditative");
        assert_eq!(mental_state(0.0, 0.0, 0.0, 41.0), "Deep Relaxation");
        assert_eq!(mental_state(50.0, 50.0, 50.0, 40.0), "Balanced");
        assert_eq!(neural_stress(95.0, 13.0), 70.0);
        assert_eq!(neural_stress(70.0, 4.0), 20.0);
    }

    #[test]
    fn mapping_and_sample_requirement() {
        let e = eeg(1050, 10.0, 90.0, 62.0, 6.0);
        assert_eq!(e.mental_state, "Relaxed and Focused");
        assert_eq!(e.signal.len(), EEG_RENDER_SAMPLES);
        assert!(e.attention_index <= 100.0 && e.relaxation_index <= 100.0);
        assert_eq!(
            eeg(149, 10.0, 90.0, 62.0, 6.0).mental_state,
            "Insufficient data"
        );
    }
}
