//! A trace on the uniform analysis grid: every region seen in enough frames, resampled.

use crate::error::ErrorCode;
use crate::resample::{resample_linear, uniform_times};
use crate::trace::{roi_coverage, RoiName, Trace, MIN_ROI_COVERAGE, MIN_SAMPLES};

/// One region's colours on the uniform grid.
pub type RegionRgb = (RoiName, Vec<[f64; 3]>);

/// A trace on the uniform analysis grid.
#[derive(Debug, Clone, PartialEq)]
pub struct Uniform {
    /// Times of the original frames, s from the first frame.
    pub frame_times_s: Vec<f64>,
    /// Uniform grid, s from the first frame.
    pub grid_s: Vec<f64>,
    /// Per usable ROI its uniformly resampled RGB.
    pub rois: Vec<RegionRgb>,
}

/// Resamples every ROI seen in at least half the frames onto the uniform grid.
pub fn to_uniform(trace: &Trace, fs: f64) -> Result<Uniform, ErrorCode> {
    let t0 = trace.timestamps_ms[0];
    let frame_times_s: Vec<f64> = trace
        .timestamps_ms
        .iter()
        .map(|t| (t - t0) / 1000.0)
        .collect();
    let grid_s = uniform_times(0.0, frame_times_s[frame_times_s.len() - 1], fs);
    if grid_s.len() < MIN_SAMPLES {
        return Err(ErrorCode::TooShort);
    }
    let mut rois = Vec::new();
    for roi in trace
        .rois
        .iter()
        .filter(|r| roi_coverage(r) >= MIN_ROI_COVERAGE)
    {
        // A colour with any channel missing is missing as a whole.
        let rgb = resample_linear(&frame_times_s, &roi.rgb, &grid_s).ok_or(ErrorCode::NonFinite)?;
        rois.push((roi.name, rgb));
    }
    if rois.is_empty() {
        return Err(ErrorCode::NonFinite);
    }
    Ok(Uniform {
        frame_times_s,
        grid_s,
        rois,
    })
}
