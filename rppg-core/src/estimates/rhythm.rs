//! Heart-rhythm class and arrhythmia risk from beat intervals — a description of the camera pulse's
//! timing, not an ECG and not a diagnosis.
//!
//! Classes (the product's vocabulary, ADR-18): too few clean intervals → "Insufficient data"; an
//! interval coefficient of variation above 15 % or fewer than 60 % clean intervals → "Irregular
//! Rhythm"; otherwise by rate: under 60 "Bradycardia", over 100 "Tachycardia", else "Normal Sinus
//! Rhythm". Arrhythmia risk follows the product's landing rule (ADR-20): +30 for variability above
//! 15 bpm, +20 for variability below 3 bpm, +40 for a non-normal (irregular) rhythm, capped at 100;
//! variability is the standard deviation of beat-to-beat heart rate.

use crate::beats::CorrectedBeats;
use crate::stats::{mean, std_dev};

/// Fewest clean intervals for a rhythm statement.
pub const MIN_CLEAN_INTERVALS: usize = 10;
/// Interval coefficient of variation above which the rhythm is irregular.
pub const IRREGULAR_CV: f64 = 0.15;
/// Clean-interval share below which the rhythm is irregular.
pub const IRREGULAR_MIN_CLEAN_SHARE: f64 = 0.6;

/// Standard deviation of the beat-to-beat heart rate over clean intervals, bpm.
pub fn rate_variability_bpm(beats: &CorrectedBeats) -> f64 {
    let rates: Vec<f64> = beats.clean_ms().iter().map(|ms| 60_000.0 / ms).collect();
    std_dev(&rates)
}

/// Coefficient of variation of the clean intervals.
pub fn interval_cv(beats: &CorrectedBeats) -> f64 {
    let clean = beats.clean_ms();
    let m = mean(&clean);
    if m > 0.0 {
        std_dev(&clean) / m
    } else {
        0.0
    }
}

/// The product's rhythm classes (ADR-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rhythm {
    InsufficientData,
    Irregular,
    Bradycardia,
    Tachycardia,
    NormalSinus,
}

impl Rhythm {
    /// The class as the product's result names it (its vocabulary, ADR-18, sent as it is).
    pub fn label(self) -> &'static str {
        match self {
            Rhythm::InsufficientData => "Insufficient data",
            Rhythm::Irregular => "Irregular Rhythm",
            Rhythm::Bradycardia => "Bradycardia",
            Rhythm::Tachycardia => "Tachycardia",
            Rhythm::NormalSinus => "Normal Sinus Rhythm",
        }
    }

    /// Regular beats were seen (a rate class, not irregular and not too few).
    pub fn is_regular(self) -> bool {
        !matches!(self, Rhythm::InsufficientData | Rhythm::Irregular)
    }
}

/// The product's rhythm class.
pub fn heart_rhythm(beats: &CorrectedBeats, heart_rate: f64) -> Rhythm {
    if beats.clean_ms().len() < MIN_CLEAN_INTERVALS {
        Rhythm::InsufficientData
    } else if interval_cv(beats) > IRREGULAR_CV || beats.clean_share() < IRREGULAR_MIN_CLEAN_SHARE {
        Rhythm::Irregular
    } else if heart_rate < 60.0 {
        Rhythm::Bradycardia
    } else if heart_rate > 100.0 {
        Rhythm::Tachycardia
    } else {
        Rhythm::NormalSinus
    }
}

/// The product's arrhythmia risk 0–100 (0 when the rhythm could not be assessed).
pub fn arrhythmia_risk(rhythm: Rhythm, variability_bpm: f64) -> f64 {
    if rhythm == Rhythm::InsufficientData {
        return 0.0;
    }
    let mut risk: f64 = 0.0;
    if variability_bpm > 15.0 {
        risk += 30.0;
    }
    if variability_bpm < 3.0 {
        risk += 20.0;
    }
    if rhythm == Rhythm::Irregular {
        risk += 40.0;
    }
    risk.min(100.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::beats::correct;

    fn beats(intervals: &[f64]) -> CorrectedBeats {
        let mut t = vec![0.0];
        for i in intervals {
            let last = t[t.len() - 1];
            t.push(last + i);
        }
        correct(&t)
    }

    #[test]
    fn classes() {
        let regular: Vec<f64> = (0..30).map(|i| 0.8 + 0.01 * (i % 3) as f64).collect();
        assert_eq!(heart_rhythm(&beats(&regular), 75.0), Rhythm::NormalSinus);
        assert_eq!(heart_rhythm(&beats(&regular), 55.0), Rhythm::Bradycardia);
        assert_eq!(heart_rhythm(&beats(&regular), 110.0), Rhythm::Tachycardia);
        assert_eq!(
            heart_rhythm(&beats(&regular[..5]), 75.0),
            Rhythm::InsufficientData
        );
        let chaotic: Vec<f64> = (0..30)
            .map(|i| [0.6, 1.0, 0.75, 0.9, 0.55][i % 5])
            .collect();
        assert_eq!(heart_rhythm(&beats(&chaotic), 75.0), Rhythm::Irregular);
        // The labels are the product's vocabulary (ADR-18); only rate classes count as regular beats.
        assert_eq!(Rhythm::NormalSinus.label(), "Normal Sinus Rhythm");
        assert_eq!(Rhythm::Irregular.label(), "Irregular Rhythm");
        assert!(Rhythm::Bradycardia.is_regular() && Rhythm::Tachycardia.is_regular());
        assert!(!Rhythm::Irregular.is_regular() && !Rhythm::InsufficientData.is_regular());
    }

    #[test]
    fn risk_rule() {
        assert_eq!(arrhythmia_risk(Rhythm::NormalSinus, 5.0), 0.0);
        assert_eq!(arrhythmia_risk(Rhythm::NormalSinus, 2.0), 20.0);
        assert_eq!(arrhythmia_risk(Rhythm::Irregular, 16.0), 70.0);
        assert_eq!(arrhythmia_risk(Rhythm::InsufficientData, 16.0), 0.0);
        assert!((rate_variability_bpm(&beats(&[1.0; 20]))).abs() < 1e-9);
    }
}
