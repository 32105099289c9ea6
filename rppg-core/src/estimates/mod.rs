//! The derived, experimental and illustrative metrics (ADR-2). Each is a deterministic, documented
//! function of the measured signal, clamped as the product says (ADR-1, ADR-19); the grade of each
//! metric is assigned in `ts/vitals/evidence.ts`, the single source of grades.

pub mod autonomic;
pub mod blood_pressure;
pub mod ecg;
pub mod eeg;
pub mod parkinsons;
pub mod rhythm;
pub mod spo2;
pub mod stroke;
pub mod temperature;

use crate::stats::unit_scale;

/// One quantity a risk prompt measured, with the largest value the healthy development faces showed
/// and the margin beyond it before the value scores (ADR-8; `docs/accuracy.md`, risk prompts): the
/// core says what it saw, the TS vitals layer words it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measurement {
    /// What was measured, a stable code the TS layer words (e.g. "mouthOffsetIod").
    pub code: &'static str,
    pub value: f64,
    /// Healthy faces stayed at or below this.
    pub healthy_max: f64,
    /// How far beyond `healthy_max` the value must lie before it scores: so few faces set the
    /// healthy range that a face unlike them must not raise a level (ADR-8).
    pub margin: f64,
    /// How far beyond `healthy_max + margin` the measurement scores fully.
    pub full_scale: f64,
}

impl Measurement {
    /// How far the value lies beyond the healthy limit and its margin, 0–1: 0 within them, 1 at
    /// `full_scale` past them.
    pub fn beyond_healthy(&self) -> f64 {
        let start = self.healthy_max + self.margin;
        unit_scale(self.value, start, start + self.full_scale)
    }
}

/// What a risk prompt lists as seen (the result's stroke risk factors and Parkinson's symptoms, ADR-20), sent as
/// a code: the TS vitals layer says it in words (`ts/vitals/riskFindings.ts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RiskFinding {
    FacialAsymmetry,
    IrregularPulse,
    HeadTremor,
}

impl RiskFinding {
    pub fn code(self) -> &'static str {
        match self {
            RiskFinding::FacialAsymmetry => "facial-asymmetry",
            RiskFinding::IrregularPulse => "irregular-pulse",
            RiskFinding::HeadTremor => "head-tremor",
        }
    }
}

/// The product's risk vocabulary (ADR-20) (Low, Mild, Moderate, High) from a 0–100 score and its
/// three ascending thresholds for Mild, Moderate and High.
pub fn risk_level(score: f64, thresholds: [f64; 3]) -> &'static str {
    if score >= thresholds[2] {
        "High"
    } else if score >= thresholds[1] {
        "Moderate"
    } else if score >= thresholds[0] {
        "Mild"
    } else {
        "Low"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn risk_levels_use_inclusive_thresholds() {
        let stroke = [20.0, 35.0, 60.0];
        assert_eq!(risk_level(60.0, stroke), "High");
        assert_eq!(risk_level(35.0, stroke), "Moderate");
        assert_eq!(risk_level(20.0, stroke), "Mild");
        assert_eq!(risk_level(19.9, stroke), "Low");
    }
}
