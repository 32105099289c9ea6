//! The analysis input: per-frame timestamps, per-ROI mean colours, face presence and landmarks,
//! and the validation that turns malformed input into typed errors.

use crate::error::ErrorCode;
use crate::stats::sort_ascending;

/// Fewest samples the product allows an estimate from (ADR-19).
pub const MIN_SAMPLES: usize = 30;
/// Frame intervals outside this range (ms) are absurd: time running backwards, or a 10 s freeze.
/// A zero interval (a repeated capture time, common in real recordings) is allowed; resampling
/// treats such frames as one instant.
pub const FRAME_INTERVAL_RANGE_MS: (f64, f64) = (0.0, 10_000.0);
/// Median frame rate must lie within this range (fps) for the trace to be a video trace.
pub const FRAME_RATE_RANGE_FPS: (f64, f64) = (5.0, 240.0);
/// An ROI needs at least this share of frames with a finite colour to be used.
pub const MIN_ROI_COVERAGE: f64 = 0.5;
/// Numbers per frame in the landmark array (6 keypoints × x, y).
pub const LANDMARK_VALUES: usize = 12;

/// Where on the face a colour trace was sampled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoiName {
    Forehead,
    LeftCheek,
    RightCheek,
    Face,
}

impl RoiName {
    /// Decodes the ABI code (0 forehead, 1 left cheek, 2 right cheek, 3 face).
    pub fn from_code(code: u8) -> Option<RoiName> {
        match code {
            0 => Some(RoiName::Forehead),
            1 => Some(RoiName::LeftCheek),
            2 => Some(RoiName::RightCheek),
            3 => Some(RoiName::Face),
            _ => None,
        }
    }

    /// The name used by the TS API.
    pub fn label(self) -> &'static str {
        match self {
            RoiName::Forehead => "forehead",
            RoiName::LeftCheek => "leftCheek",
            RoiName::RightCheek => "rightCheek",
            RoiName::Face => "face",
        }
    }
}

/// One ROI's per-frame mean colour (NaN where the ROI was not seen).
#[derive(Debug, Clone, PartialEq)]
pub struct RoiTrace {
    pub name: RoiName,
    pub rgb: Vec<[f64; 3]>,
}

/// A recorded scan.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    pub timestamps_ms: Vec<f64>,
    pub rois: Vec<RoiTrace>,
    /// Per frame 1 (face found) / 0; `None` when the caller did not track presence.
    pub face_present: Option<Vec<f64>>,
    /// Per frame the 6 keypoints as x, y in square pixels: both divided by one length, the frame's
    /// larger side (NaN where missing). The mouth slot holds the lips' centre found in the image
    /// (`lips.rs`), not the detector's mouth keypoint, and is missing where none was found. The
    /// face geometry projects onto the eye line ([`crate::face_geometry::lateral`]), which is
    /// perpendicular only where a unit is the same length across and down; x / width, y / height
    /// would read head roll as a sideways offset.
    pub landmarks: Option<Vec<[f64; LANDMARK_VALUES]>>,
}

impl Trace {
    /// Builds a trace from flat arrays as they cross the ABI: `rgb` holds `rois.len()` blocks of
    /// `3 * n` interleaved values; `face_present` is empty or `n` long; `landmarks` empty or `12 * n`.
    pub fn from_flat(
        timestamps_ms: &[f64],
        roi_codes: &[u8],
        rgb: &[f64],
        face_present: &[f64],
        landmarks: &[f64],
    ) -> Result<Trace, ErrorCode> {
        let n = timestamps_ms.len();
        if rgb.len() != roi_codes.len() * 3 * n {
            return Err(ErrorCode::LengthMismatch);
        }
        let mut rois = Vec::with_capacity(roi_codes.len());
        for (k, &code) in roi_codes.iter().enumerate() {
            let name = RoiName::from_code(code).ok_or(ErrorCode::BadInput)?;
            let block = &rgb[k * 3 * n..(k + 1) * 3 * n];
            rois.push(RoiTrace {
                name,
                rgb: block.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect(),
            });
        }
        let face_present = match face_present.len() {
            0 => None,
            len if len == n => Some(face_present.to_vec()),
            _ => return Err(ErrorCode::LengthMismatch),
        };
        let landmarks = match landmarks.len() {
            0 => None,
            len if len == n * LANDMARK_VALUES => Some(
                landmarks
                    .chunks_exact(LANDMARK_VALUES)
                    .map(|c| {
                        let mut a = [0.0; LANDMARK_VALUES];
                        a.copy_from_slice(c);
                        a
                    })
                    .collect(),
            ),
            _ => return Err(ErrorCode::LengthMismatch),
        };
        Ok(Trace {
            timestamps_ms: timestamps_ms.to_vec(),
            rois,
            face_present,
            landmarks,
        })
    }

    /// Number of frames.
    pub fn len(&self) -> usize {
        self.timestamps_ms.len()
    }

    /// True when the trace has no frames.
    pub fn is_empty(&self) -> bool {
        self.timestamps_ms.is_empty()
    }

    /// Checks everything analysis relies on; the first problem found becomes the error.
    pub fn validate(&self) -> Result<(), ErrorCode> {
        let n = self.len();
        if n == 0 {
            return Err(ErrorCode::Empty);
        }
        if self.rois.is_empty() {
            return Err(ErrorCode::BadInput);
        }
        if self.rois.iter().any(|r| r.rgb.len() != n) {
            return Err(ErrorCode::LengthMismatch);
        }
        if self.face_present.as_ref().map_or(false, |f| f.len() != n)
            || self.landmarks.as_ref().map_or(false, |l| l.len() != n)
        {
            return Err(ErrorCode::LengthMismatch);
        }
        if n < MIN_SAMPLES {
            return Err(ErrorCode::TooShort);
        }
        if self.timestamps_ms.iter().any(|t| !t.is_finite()) {
            return Err(ErrorCode::NonFinite);
        }
        validate_timestamps(&self.timestamps_ms)?;
        if self
            .rois
            .iter()
            .flat_map(|r| r.rgb.iter())
            .flatten()
            .any(|v| v.is_infinite())
        {
            return Err(ErrorCode::NonFinite);
        }
        if self
            .face_present
            .as_ref()
            .map_or(false, |f| f.iter().any(|v| !v.is_finite()))
        {
            return Err(ErrorCode::NonFinite);
        }
        if !self
            .rois
            .iter()
            .any(|r| roi_coverage(r) >= MIN_ROI_COVERAGE)
        {
            return Err(ErrorCode::NonFinite);
        }
        if self.rois.iter().all(is_constant) {
            return Err(ErrorCode::Constant);
        }
        Ok(())
    }

    /// Share of frames with a face: the caller's flags when given, else frames where any ROI was seen.
    pub fn face_present_share(&self) -> f64 {
        let n = self.len().max(1) as f64;
        match &self.face_present {
            Some(flags) => flags.iter().filter(|v| **v >= 0.5).count() as f64 / n,
            None => {
                let seen = (0..self.len())
                    .filter(|&i| self.rois.iter().any(|r| r.rgb[i][1].is_finite()))
                    .count();
                seen as f64 / n
            }
        }
    }
}

/// Share of frames in which the ROI has a finite colour.
pub fn roi_coverage(roi: &RoiTrace) -> f64 {
    if roi.rgb.is_empty() {
        return 0.0;
    }
    roi.rgb
        .iter()
        .filter(|c| c.iter().all(|v| v.is_finite()))
        .count() as f64
        / roi.rgb.len() as f64
}

/// True when no channel of the ROI varies over its finite samples.
fn is_constant(roi: &RoiTrace) -> bool {
    let mut finite = roi.rgb.iter().filter(|c| c.iter().all(|v| v.is_finite()));
    let first = match finite.next() {
        Some(c) => *c,
        None => return true,
    };
    finite.all(|c| *c == first)
}

/// Timestamps must not decrease, with sane intervals and a video-like median frame rate.
fn validate_timestamps(t: &[f64]) -> Result<(), ErrorCode> {
    let (lo, hi) = FRAME_INTERVAL_RANGE_MS;
    let mut intervals: Vec<f64> = t.windows(2).map(|w| w[1] - w[0]).collect();
    if intervals.iter().any(|d| *d < lo || *d > hi) {
        return Err(ErrorCode::BadTimestamps);
    }
    sort_ascending(&mut intervals);
    let median_ms = intervals[intervals.len() / 2];
    let fps = 1000.0 / median_ms;
    if fps < FRAME_RATE_RANGE_FPS.0 || fps > FRAME_RATE_RANGE_FPS.1 {
        return Err(ErrorCode::BadTimestamps);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace(n: usize) -> Trace {
        let t = (0..n).map(|i| i as f64 * 33.3).collect();
        let rgb = (0..n)
            .map(|i| [100.0 + (i % 3) as f64, 80.0, 60.0])
            .collect();
        Trace {
            timestamps_ms: t,
            rois: vec![RoiTrace {
                name: RoiName::Forehead,
                rgb,
            }],
            face_present: None,
            landmarks: None,
        }
    }

    #[test]
    fn valid_trace_passes() {
        assert_eq!(trace(60).validate(), Ok(()));
    }

    #[test]
    fn each_problem_has_its_code() {
        assert_eq!(trace(0).validate(), Err(ErrorCode::Empty));
        assert_eq!(trace(29).validate(), Err(ErrorCode::TooShort));
        let mut t = trace(60);
        t.timestamps_ms[5] = f64::NAN;
        assert_eq!(t.validate(), Err(ErrorCode::NonFinite));
        let mut t = trace(60);
        t.timestamps_ms[5] = t.timestamps_ms[4];
        assert_eq!(t.validate(), Ok(()));
        t.timestamps_ms[5] = t.timestamps_ms[4] - 1.0;
        assert_eq!(t.validate(), Err(ErrorCode::BadTimestamps));
        t.timestamps_ms = vec![5.0; 60];
        assert_eq!(t.validate(), Err(ErrorCode::BadTimestamps));
        let mut t = trace(60);
        t.timestamps_ms = (0..60).map(|i| i as f64 * 1000.0).collect();
        assert_eq!(t.validate(), Err(ErrorCode::BadTimestamps));
        let mut t = trace(60);
        t.rois[0].rgb = vec![[1.0, 2.0, 3.0]; 60];
        assert_eq!(t.validate(), Err(ErrorCode::Constant));
        let mut t = trace(60);
        t.rois[0].rgb[3][0] = f64::INFINITY;
        assert_eq!(t.validate(), Err(ErrorCode::NonFinite));
        let mut t = trace(60);
        for c in t.rois[0].rgb.iter_mut().take(40) {
            *c = [f64::NAN; 3];
        }
        assert_eq!(t.validate(), Err(ErrorCode::NonFinite));
        let mut t = trace(60);
        t.rois.clear();
        assert_eq!(t.validate(), Err(ErrorCode::BadInput));
        let mut t = trace(60);
        t.face_present = Some(vec![1.0; 10]);
        assert_eq!(t.validate(), Err(ErrorCode::LengthMismatch));
    }

    #[test]
    fn from_flat_checks_lengths_and_names() {
        let ts = [0.0, 33.0];
        assert_eq!(
            Trace::from_flat(&ts, &[0], &[1.0; 5], &[], &[]),
            Err(ErrorCode::LengthMismatch)
        );
        assert_eq!(
            Trace::from_flat(&ts, &[9], &[1.0; 6], &[], &[]),
            Err(ErrorCode::BadInput)
        );
        assert_eq!(
            Trace::from_flat(&ts, &[0], &[1.0; 6], &[1.0], &[]),
            Err(ErrorCode::LengthMismatch)
        );
        assert_eq!(
            Trace::from_flat(&ts, &[0], &[1.0; 6], &[], &[0.5; 13]),
            Err(ErrorCode::LengthMismatch)
        );
        let t = Trace::from_flat(&ts, &[0, 3], &[1.0; 12], &[1.0, 0.0], &[0.5; 24]).unwrap();
        assert_eq!(t.rois[1].name, RoiName::Face);
        assert_eq!(t.face_present_share(), 0.5);
        assert_eq!(t.landmarks.unwrap().len(), 2);
    }
}
