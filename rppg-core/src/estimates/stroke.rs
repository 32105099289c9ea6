//! Experimental stroke-risk indicators: a screening prompt, not a diagnosis.
//!
//! - Facial asymmetry (0–100): median over frontal frames of the mouth centre's lateral offset from
//!   the facial midline (see `face_geometry::mouth_midline_offset`), placed on 0.02–0.12
//!   interocular distances (below 0.02 is within keypoint jitter of a symmetric face). A turned
//!   head moves the nose and mouth sideways by different amounts (they protrude differently), which
//!   reads as a drooping mouth: only frames with the nose on the eyes' midline (within ≈ 7° of
//!   frontal, `face_geometry::nose_turn`) count, there must be enough of them, and their offsets
//!   must be steady; otherwise the indicator says it could not be assessed.
//! - Heart-rhythm irregularity (0–100): coefficient of variation of clean beat intervals placed on
//!   0.06–0.20 (sinus arrhythmia at rest stays below ~0.06; atrial fibrillation typically exceeds
//!   0.15–0.2) — only when the beats support beat-to-beat measures (`beat_support`).
//! - Overall score: the mean of the components assessed; risk level by the spec's thresholds
//!   (60 High, 35 Moderate, 20 Mild). Without an asymmetry reading there is no stroke prompt.

use super::risk_level;
use crate::face_geometry::{mouth_midline_offset, nose_turn, Landmarks};
use crate::reason::Reason;
use crate::stats::{median, quartile_deviation, unit_scale};

pub const ASYMMETRY_SCALE_IOD: (f64, f64) = (0.02, 0.12);
pub const IRREGULARITY_SCALE_CV: (f64, f64) = (0.06, 0.20);
/// The spec's stroke thresholds for Mild, Moderate, High.
pub const STROKE_THRESHOLDS: [f64; 3] = [20.0, 35.0, 60.0];
/// A component at or above this score is listed as a risk factor.
pub const FACTOR_LISTING_SCORE: f64 = 35.0;
/// Fewest frontal frames for an asymmetry statement.
pub const MIN_LANDMARK_FRAMES: usize = 30;
/// Share of the frames with keypoints that must be frontal.
pub const MIN_FRONTAL_SHARE: f64 = 0.5;
/// Largest nose offset from the eyes' midline of a frontal frame, interocular units (≈ 7° yaw).
pub const FRONTAL_MAX_NOSE_TURN_IOD: f64 = 0.05;
/// Largest interquartile range of the frontal frames' mouth offsets, interocular units.
pub const MAX_OFFSET_IQR_IOD: f64 = 0.02;

/// The stroke indicators.
#[derive(Debug, Clone, PartialEq)]
pub struct StrokeIndicators {
    pub facial_asymmetry: f64,
    pub rhythm_irregularity: f64,
    pub overall: f64,
    pub level: &'static str,
    pub factors: Vec<&'static str>,
}

/// Facial asymmetry score 0–100 from frontal, steady frames, or why it cannot be stated.
pub fn facial_asymmetry(frames: &[Landmarks]) -> Result<f64, Reason> {
    let measured: Vec<(f64, f64)> = frames
        .iter()
        .filter_map(|f| Some((mouth_midline_offset(f)?, nose_turn(f)?)))
        .collect();
    if measured.len() < MIN_LANDMARK_FRAMES {
        return Err(Reason::TooFewKeypoints);
    }
    let frontal: Vec<f64> = measured
        .iter()
        .filter(|(_, turn)| turn.abs() <= FRONTAL_MAX_NOSE_TURN_IOD)
        .map(|(offset, _)| *offset)
        .collect();
    if frontal.len() < MIN_LANDMARK_FRAMES
        || (frontal.len() as f64) < MIN_FRONTAL_SHARE * measured.len() as f64
    {
        return Err(Reason::HeadTurned);
    }
    if 2.0 * quartile_deviation(&frontal) > MAX_OFFSET_IQR_IOD {
        return Err(Reason::KeypointsUnsteady);
    }
    Ok(100.0
        * unit_scale(
            median(&frontal),
            ASYMMETRY_SCALE_IOD.0,
            ASYMMETRY_SCALE_IOD.1,
        ))
}

/// Stroke indicators from landmarks and, when the beats support it, the clean-interval coefficient
/// of variation; or why there is no stroke prompt for this scan.
pub fn stroke_indicators(
    frames: Option<&[Landmarks]>,
    interval_cv: Option<f64>,
) -> Result<StrokeIndicators, Reason> {
    let asymmetry = facial_asymmetry(frames.ok_or(Reason::NoKeypoints)?)?;
    let irregularity = interval_cv
        .map(|cv| 100.0 * unit_scale(cv, IRREGULARITY_SCALE_CV.0, IRREGULARITY_SCALE_CV.1));
    let overall = irregularity.map_or(asymmetry, |r| (asymmetry + r) / 2.0);
    let mut factors = Vec::new();
    if asymmetry >= FACTOR_LISTING_SCORE {
        factors.push("Facial asymmetry above the typical range");
    }
    if irregularity.map_or(false, |r| r >= FACTOR_LISTING_SCORE) {
        factors.push("Irregular pulse rhythm");
    }
    Ok(StrokeIndicators {
        facial_asymmetry: asymmetry,
        rhythm_irregularity: irregularity.unwrap_or(0.0),
        overall,
        level: risk_level(overall, STROKE_THRESHOLDS),
        factors,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::face_geometry::tests::face;

    #[test]
    fn symmetric_regular_is_low() {
        let frames = vec![face(0.5, 0.4, 0.2, 0.0); 60];
        let s = stroke_indicators(Some(&frames), Some(0.03)).unwrap();
        assert_eq!(
            (s.facial_asymmetry, s.rhythm_irregularity, s.level),
            (0.0, 0.0, "Low")
        );
        assert!(s.factors.is_empty());
    }

    #[test]
    fn asymmetric_irregular_is_high() {
        let frames = vec![face(0.5, 0.4, 0.2, 0.03); 60];
        let s = stroke_indicators(Some(&frames), Some(0.25)).unwrap();
        assert_eq!(s.facial_asymmetry, 100.0);
        assert_eq!(s.level, "High");
        assert_eq!(s.factors.len(), 2);
    }

    #[test]
    fn without_beat_support_the_face_alone_scores() {
        let frames = vec![face(0.5, 0.4, 0.2, 0.0); 60];
        let s = stroke_indicators(Some(&frames), None).unwrap();
        assert_eq!((s.overall, s.level), (0.0, "Low"));
    }

    #[test]
    fn a_turned_head_is_not_read_as_asymmetry() {
        // Nose tip 0.1 interocular distances off the eyes' midline: the head is turned.
        let turned: Vec<Landmarks> = (0..60)
            .map(|_| {
                let mut f = face(0.5, 0.4, 0.2, 0.03);
                f[4] += 0.02;
                f
            })
            .collect();
        assert_eq!(
            stroke_indicators(Some(&turned), Some(0.03)).unwrap_err(),
            Reason::HeadTurned
        );
    }

    #[test]
    fn unsteady_or_missing_keypoints_are_not_assessed() {
        let jumpy: Vec<Landmarks> = (0..60)
            .map(|i| face(0.5, 0.4, 0.2, if i % 2 == 0 { 0.0 } else { 0.02 }))
            .collect();
        assert_eq!(
            stroke_indicators(Some(&jumpy), None).unwrap_err(),
            Reason::KeypointsUnsteady
        );
        let few = vec![face(0.5, 0.4, 0.2, 0.0); 5];
        assert!(stroke_indicators(Some(&few), None).is_err());
        assert!(stroke_indicators(None, Some(0.03)).is_err());
    }
}
