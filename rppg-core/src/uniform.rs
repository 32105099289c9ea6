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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::RoiTrace;

    /// `n` frames about 33 ms apart (jittered), a face seen in every frame and a forehead in `seen` of them.
    fn trace(n: usize, seen: usize) -> Trace {
        let timestamps_ms = (0..n)
            .map(|i| 1000.0 + 33.3 * i as f64 + if i % 2 == 0 { 2.0 } else { 0.0 })
            .collect();
        let colour = |i: usize| [100.0 + i as f64, 120.0, 90.0];
        Trace {
            timestamps_ms,
            rois: vec![
                RoiTrace {
                    name: RoiName::Face,
                    rgb: (0..n).map(colour).collect(),
                },
                RoiTrace {
                    name: RoiName::Forehead,
                    rgb: (0..n)
                        .map(|i| if i < seen { colour(i) } else { [f64::NAN; 3] })
                        .collect(),
                },
            ],
            face_present: None,
            landmarks: None,
        }
    }

    #[test]
    fn resamples_the_regions_seen_enough_onto_an_even_grid() {
        let u = to_uniform(&trace(300, 100), 30.0).unwrap();
        assert_eq!(u.frame_times_s[0], 0.0);
        assert!(u
            .grid_s
            .windows(2)
            .all(|w| (w[1] - w[0] - 1.0 / 30.0).abs() < 1e-12));
        assert!(*u.grid_s.last().unwrap() <= *u.frame_times_s.last().unwrap());
        // The forehead, seen in a third of the frames, is left out; the face's colour is interpolated.
        assert_eq!(
            u.rois.iter().map(|r| r.0).collect::<Vec<_>>(),
            [RoiName::Face]
        );
        let red_at = |t: f64| 100.0 + (t * 1000.0) / 33.3;
        let (t, red) = (u.grid_s[150], u.rois[0].1[150][0]);
        assert!((red - red_at(t)).abs() < 0.1, "{red} vs {}", red_at(t));
    }

    #[test]
    fn refuses_a_trace_shorter_than_the_minimum_or_with_no_region_seen() {
        assert_eq!(to_uniform(&trace(10, 10), 30.0), Err(ErrorCode::TooShort));
        let mut unseen = trace(300, 0);
        unseen.rois.remove(0);
        assert_eq!(to_uniform(&unseen, 30.0), Err(ErrorCode::NonFinite));
    }
}
