//! Experimental blood pressure from a documented population model. A camera cannot measure blood
//! pressure; this is an estimate from heart rate and pulse shape, not a cuff reading.
//!
//! Model (chosen population sensitivities, not fitted to any subject or data set):
//! - systolic  = 118 + 0.5 mmHg/bpm · (HR − 70) + 40 mmHg · (0.4 − crest fraction)
//! - diastolic =  76 + 0.3 mmHg/bpm · (HR − 70) + 20 mmHg · (0.4 − crest fraction)
//!
//! Heart rate and pressure rise together at rest across populations; a shorter crest time (foot to
//! systolic peak, as a fraction of the beat) accompanies stiffer arteries and higher pressure
//! (pulse-wave-analysis literature, e.g. Elgendi 2012 "On the analysis of fingertip PPG signals").
//! Clamped to the product's 100–170 / 65–110 mmHg (ADR-19).

use crate::stats::median;

pub const SYSTOLIC_BASE: f64 = 118.0;
pub const DIASTOLIC_BASE: f64 = 76.0;
pub const REFERENCE_HR_BPM: f64 = 70.0;
pub const SYSTOLIC_PER_BPM: f64 = 0.5;
pub const DIASTOLIC_PER_BPM: f64 = 0.3;
/// Crest fraction of a typical band-limited camera pulse, the model's neutral point.
pub const REFERENCE_CREST_FRACTION: f64 = 0.4;
pub const SYSTOLIC_PER_CREST: f64 = 40.0;
pub const DIASTOLIC_PER_CREST: f64 = 20.0;
/// The product's clamps, mmHg.
pub const SYSTOLIC_RANGE: (f64, f64) = (100.0, 170.0);
pub const DIASTOLIC_RANGE: (f64, f64) = (65.0, 110.0);

/// Median crest-time fraction: for each pair of successive beat peaks (sample indices), the foot is
/// the minimum between them and the crest time is foot → second peak, over the interval.
pub fn crest_fraction(pulse: &[f64], peaks: &[usize]) -> Option<f64> {
    let fractions: Vec<f64> = peaks
        .windows(2)
        .filter(|w| w[1] > w[0] + 2 && w[1] < pulse.len())
        .map(|w| {
            let seg = &pulse[w[0]..w[1]];
            let foot = seg
                .iter()
                .enumerate()
                .fold(
                    (0, f64::MAX),
                    |b, (k, v)| if *v < b.1 { (k, *v) } else { b },
                )
                .0;
            (w[1] - w[0] - foot) as f64 / (w[1] - w[0]) as f64
        })
        .collect();
    if fractions.is_empty() {
        None
    } else {
        Some(median(&fractions))
    }
}

/// (systolic, diastolic) in mmHg from heart rate and, when available, crest fraction.
pub fn blood_pressure(heart_rate: f64, crest: Option<f64>) -> (f64, f64) {
    let dhr = heart_rate - REFERENCE_HR_BPM;
    let dc = REFERENCE_CREST_FRACTION - crest.unwrap_or(REFERENCE_CREST_FRACTION);
    let sys = SYSTOLIC_BASE + SYSTOLIC_PER_BPM * dhr + SYSTOLIC_PER_CREST * dc;
    let dia = DIASTOLIC_BASE + DIASTOLIC_PER_BPM * dhr + DIASTOLIC_PER_CREST * dc;
    (
        sys.clamp(SYSTOLIC_RANGE.0, SYSTOLIC_RANGE.1),
        dia.clamp(DIASTOLIC_RANGE.0, DIASTOLIC_RANGE.1),
    )
}

/// The product's category (ADR-20; shown only when the range lies in one, ADR-6): Normal (<120 and
/// <80), Elevated (<130 and <80), High Stage 1 (<140 or <90), else High Stage 2.
pub fn category(systolic: f64, diastolic: f64) -> &'static str {
    if systolic < 120.0 && diastolic < 80.0 {
        "Normal"
    } else if systolic < 130.0 && diastolic < 80.0 {
        "Elevated"
    } else if systolic < 140.0 || diastolic < 90.0 {
        "High Stage 1"
    } else {
        "High Stage 2"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_values_and_clamps() {
        assert_eq!(blood_pressure(70.0, None), (118.0, 76.0));
        assert_eq!(blood_pressure(90.0, Some(0.3)), (132.0, 84.0));
        assert_eq!(blood_pressure(300.0, None), (170.0, 110.0));
        assert_eq!(blood_pressure(0.0, Some(1.0)), (100.0, 65.0));
    }

    #[test]
    fn categories() {
        assert_eq!(category(119.0, 79.0), "Normal");
        assert_eq!(category(125.0, 79.0), "Elevated");
        assert_eq!(category(135.0, 95.0), "High Stage 1");
        assert_eq!(category(145.0, 85.0), "High Stage 1");
        assert_eq!(category(145.0, 95.0), "High Stage 2");
    }

    #[test]
    fn crest_of_a_sawtooth() {
        // Slow fall over 7 samples, fast rise over 3: foot at 7, crest fraction 0.3.
        let beat = [1.0, 0.8, 0.6, 0.4, 0.2, 0.0, -0.2, -0.4, 0.0, 0.5];
        let mut x = Vec::new();
        for _ in 0..4 {
            x.extend_from_slice(&beat);
        }
        let peaks = [0, 10, 20, 30];
        assert!((crest_fraction(&x, &peaks).unwrap() - 0.3).abs() < 1e-12);
        assert_eq!(crest_fraction(&x, &[0]), None);
    }
}
