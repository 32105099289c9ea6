//! Experimental stroke-risk indicators: a screening prompt, not a diagnosis.
//!
//! - Facial asymmetry (0–100): median over frames of the mouth centre's lateral offset from the
//!   facial midline (see `face_geometry::mouth_midline_offset`), placed on 0.02–0.12 interocular
//!   distances (below 0.02 is within keypoint jitter of a symmetric face).
//! - Heart-rhythm irregularity (0–100): coefficient of variation of clean beat intervals placed on
//!   0.06–0.20 (sinus arrhythmia at rest stays below ~0.06; atrial fibrillation typically exceeds
//!   0.15–0.2).
//! - Overall score: their mean; risk level by the spec's thresholds (60 High, 35 Moderate, 20 Mild).

use super::risk_level;
use crate::face_geometry::{mouth_midline_offset, Landmarks};
use crate::stats::{median, unit_scale};

pub const ASYMMETRY_SCALE_IOD: (f64, f64) = (0.02, 0.12);
pub const IRREGULARITY_SCALE_CV: (f64, f64) = (0.06, 0.20);
/// The spec's stroke thresholds for Mild, Moderate, High.
pub const STROKE_THRESHOLDS: [f64; 3] = [20.0, 35.0, 60.0];
/// A component at or above this score is listed as a risk factor.
pub const FACTOR_LISTING_SCORE: f64 = 35.0;
/// Fewest frames with all keypoints for an asymmetry statement.
pub const MIN_LANDMARK_FRAMES: usize = 30;

/// The stroke indicators.
#[derive(Debug, Clone, PartialEq)]
pub struct StrokeIndicators {
    pub facial_asymmetry: f64,
    pub rhythm_irregularity: f64,
    pub overall: f64,
    pub level: &'static str,
    pub factors: Vec<&'static str>,
}

/// Facial asymmetry score 0–100, `None` without enough landmark frames.
pub fn facial_asymmetry(frames: &[Landmarks]) -> Option<f64> {
    let offsets: Vec<f64> = frames.iter().filter_map(mouth_midline_offset).collect();
    if offsets.len() < MIN_LANDMARK_FRAMES {
        return None;
    }
    Some(
        100.0
            * unit_scale(
                median(&offsets),
                ASYMMETRY_SCALE_IOD.0,
                ASYMMETRY_SCALE_IOD.1,
            ),
    )
}

/// Stroke indicators from landmarks (optional) and the clean-interval coefficient of variation.
pub fn stroke_indicators(frames: Option<&[Landmarks]>, interval_cv: f64) -> StrokeIndicators {
    let asymmetry = frames.and_then(facial_asymmetry).unwrap_or(0.0);
    let irregularity = 100.0
        * unit_scale(
            interval_cv,
            IRREGULARITY_SCALE_CV.0,
            IRREGULARITY_SCALE_CV.1,
        );
    let overall = (asymmetry + irregularity) / 2.0;
    let mut factors = Vec::new();
    if asymmetry >= FACTOR_LISTING_SCORE {
        factors.push("Facial asymmetry above the typical range");
    }
    if irregularity >= FACTOR_LISTING_SCORE {
        factors.push("Irregular pulse rhythm");
    }
    StrokeIndicators {
        facial_asymmetry: asymmetry,
        rhythm_irregularity: irregularity,
        overall,
        level: risk_level(overall, STROKE_THRESHOLDS),
        factors,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::face_geometry::tests::face;

    #[test]
    fn symmetric_regular_is_low() {
        let frames = vec![face(0.5, 0.4, 0.2, 0.0); 60];
        let s = stroke_indicators(Some(&frames), 0.03);
        assert_eq!(
            (s.facial_asymmetry, s.rhythm_irregularity, s.level),
            (0.0, 0.0, "Low")
        );
        assert!(s.factors.is_empty());
    }

    #[test]
    fn asymmetric_irregular_is_high() {
        let frames = vec![face(0.5, 0.4, 0.2, 0.03); 60];
        let s = stroke_indicators(Some(&frames), 0.25);
        assert_eq!(s.facial_asymmetry, 100.0);
        assert_eq!(s.level, "High");
        assert_eq!(s.factors.len(), 2);
        assert_eq!(
            stroke_indicators(Some(&frames[..5]), 0.0).facial_asymmetry,
            0.0
        );
    }
}
