//! Per-frame ROI sampling: mean RGB over the skin pixels inside each ROI polygon.
//!
//! Pixels inside a polygon (even–odd rule at pixel centres) are kept when the skin mask accepts them
//! ([`is_measurable_skin`]: YCbCr chroma box, not clipped, not too dark); a second pass drops luma
//! outliers beyond [`OUTLIER_SIGMA`] standard deviations (eyebrows, hair strands, specular spots), as
//! skin-segmentation rPPG pipelines do (Bobbia et al. 2017) to keep the mean on perfused skin.

use crate::skin::{is_measurable_skin, luma};
use crate::stats::sort_ascending;

/// Luma outlier cut in standard deviations of the ROI's skin pixels.
pub const OUTLIER_SIGMA: f64 = 2.0;
/// Above this many pixels an ROI is sampled on a sparser grid so a large face box stays cheap.
pub const MAX_PIXELS_PER_ROI: usize = 40_000;

/// Mean skin colour of one ROI in one frame; `rgb` is NaN when no skin pixel was found.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RoiSample {
    pub rgb: [f64; 3],
    pub skin_pixels: u32,
    pub total_pixels: u32,
}

/// A horizontal run of pixels inside a polygon: row `y`, columns `x0..x1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub y: usize,
    pub x0: usize,
    pub x1: usize,
}

/// Scan-converts a polygon (x0,y0,x1,y1,… in pixels) to spans clipped to the frame, sampling every
/// `step`-th row. Even–odd rule at pixel centres.
pub fn polygon_spans(points: &[f64], width: usize, height: usize, step: usize) -> Vec<Span> {
    let n = points.len() / 2;
    let mut spans = Vec::new();
    if n < 3 || width == 0 || height == 0 || points.iter().any(|v| !v.is_finite()) {
        return spans;
    }
    let ys = points.iter().skip(1).step_by(2);
    let (min_y, max_y) = ys.fold((f64::MAX, f64::MIN), |(lo, hi), &y| (lo.min(y), hi.max(y)));
    let y_start = min_y.max(0.0).floor() as usize;
    let y_end = (max_y.ceil().max(0.0) as usize).min(height);
    let mut crossings: Vec<f64> = Vec::with_capacity(8);
    for y in (y_start..y_end).step_by(step.max(1)) {
        let yc = y as f64 + 0.5;
        crossings.clear();
        for i in 0..n {
            let (ax, ay) = (points[2 * i], points[2 * i + 1]);
            let j = (i + 1) % n;
            let (bx, by) = (points[2 * j], points[2 * j + 1]);
            if (ay <= yc && by > yc) || (by <= yc && ay > yc) {
                crossings.push(ax + (yc - ay) / (by - ay) * (bx - ax));
            }
        }
        sort_ascending(&mut crossings);
        for pair in crossings.chunks_exact(2) {
            // Pixel x is inside when its centre x + 0.5 lies in [left, right).
            let x0 = (pair[0] - 0.5).ceil().max(0.0) as usize;
            let x1 = ((pair[1] - 0.5).ceil().max(0.0) as usize).min(width);
            if x1 > x0 {
                spans.push(Span { y, x0, x1 });
            }
        }
    }
    spans
}

/// Number of pixels covered by spans when sampled every `step` columns.
fn span_pixels(spans: &[Span], step: usize) -> usize {
    spans.iter().map(|s| (s.x1 - s.x0 + step - 1) / step).sum()
}

/// Running sums of accepted skin pixels.
#[derive(Default, Clone, Copy)]
struct SkinSums {
    count: u64,
    rgb: [u64; 3],
    luma: u64,
    luma_sq: u64,
}

fn accumulate(
    rgba: &[u8],
    width: usize,
    spans: &[Span],
    step: usize,
    keep: impl Fn(u32) -> bool,
) -> SkinSums {
    let mut sums = SkinSums::default();
    for span in spans {
        let row = span.y * width;
        for x in (span.x0..span.x1).step_by(step) {
            let o = (row + x) * 4;
            let (r, g, b) = (rgba[o], rgba[o + 1], rgba[o + 2]);
            if !is_measurable_skin(r, g, b) {
                continue;
            }
            let y = luma(r, g, b);
            if !keep(y) {
                continue;
            }
            sums.count += 1;
            sums.rgb[0] += r as u64;
            sums.rgb[1] += g as u64;
            sums.rgb[2] += b as u64;
            sums.luma += y as u64;
            sums.luma_sq += (y * y) as u64;
        }
    }
    sums
}

/// Samples one ROI: skin mask, then luma-outlier rejection. Returns the sample and the summed luma
/// of the kept pixels (for the frame's brightness).
pub fn sample_roi(rgba: &[u8], width: usize, height: usize, points: &[f64]) -> (RoiSample, u64) {
    let mut step = 1;
    let mut spans = polygon_spans(points, width, height, 1);
    let area = span_pixels(&spans, 1);
    if area > MAX_PIXELS_PER_ROI {
        step = ((area as f64 / MAX_PIXELS_PER_ROI as f64).sqrt().ceil() as usize).max(1);
        spans = polygon_spans(points, width, height, step);
    }
    let total = span_pixels(&spans, step) as u32;
    let first = accumulate(rgba, width, &spans, step, |_| true);
    let empty = RoiSample {
        rgb: [f64::NAN; 3],
        skin_pixels: 0,
        total_pixels: total,
    };
    if first.count == 0 {
        return (empty, 0);
    }
    let n = first.count as f64;
    let mean = first.luma as f64 / n;
    let sd = (first.luma_sq as f64 / n - mean * mean).max(0.0).sqrt();
    let (lo, hi) = (mean - OUTLIER_SIGMA * sd, mean + OUTLIER_SIGMA * sd);
    let kept = accumulate(rgba, width, &spans, step, |y| {
        (y as f64) >= lo && (y as f64) <= hi
    });
    let sums = if kept.count > 0 { kept } else { first };
    let c = sums.count as f64;
    let rgb = [
        sums.rgb[0] as f64 / c,
        sums.rgb[1] as f64 / c,
        sums.rgb[2] as f64 / c,
    ];
    (
        RoiSample {
            rgb,
            skin_pixels: sums.count as u32,
            total_pixels: total,
        },
        sums.luma,
    )
}

/// Samples every ROI of a frame. Returns the per-ROI samples and the mean luma (0–255) of all kept
/// skin pixels (NaN when none). `rgba.len()` must be at least `width * height * 4`.
pub fn sample_frame(
    rgba: &[u8],
    width: usize,
    height: usize,
    rois: &[&[f64]],
) -> (Vec<RoiSample>, f64) {
    let mut total_luma = 0u64;
    let mut total_count = 0u64;
    let samples = rois
        .iter()
        .map(|points| {
            let (sample, luma_sum) = sample_roi(rgba, width, height, points);
            total_luma += luma_sum;
            total_count += sample.skin_pixels as u64;
            sample
        })
        .collect();
    let brightness = if total_count > 0 {
        total_luma as f64 / total_count as f64
    } else {
        f64::NAN
    };
    (samples, brightness)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solid(width: usize, height: usize, rgb: [u8; 3]) -> Vec<u8> {
        let mut v = Vec::new();
        for _ in 0..width * height {
            v.extend_from_slice(&[rgb[0], rgb[1], rgb[2], 255]);
        }
        v
    }

    fn paint(img: &mut [u8], width: usize, x: usize, y: usize, rgb: [u8; 3]) {
        let o = (y * width + x) * 4;
        img[o..o + 3].copy_from_slice(&rgb);
    }

    #[test]
    fn rectangle_spans_cover_exact_pixels() {
        let rect = [2.0, 1.0, 6.0, 1.0, 6.0, 4.0, 2.0, 4.0];
        let spans = polygon_spans(&rect, 10, 10, 1);
        assert_eq!(spans.len(), 3);
        assert!(spans.iter().all(|s| s.x0 == 2 && s.x1 == 6));
        assert_eq!(span_pixels(&spans, 1), 12);
    }

    #[test]
    fn triangle_area_matches_geometry() {
        let tri = [0.0, 0.0, 100.0, 0.0, 0.0, 100.0];
        let px = span_pixels(&polygon_spans(&tri, 200, 200, 1), 1) as f64;
        assert!((px - 5000.0).abs() < 110.0, "{px}");
    }

    #[test]
    fn polygons_outside_or_degenerate_give_nothing() {
        assert!(polygon_spans(&[-50.0, -50.0, -10.0, -50.0, -10.0, -10.0], 20, 20, 1).is_empty());
        assert!(polygon_spans(&[1.0, 1.0, 5.0, 5.0], 20, 20, 1).is_empty());
        assert!(polygon_spans(&[1.0, f64::NAN, 5.0, 5.0, 1.0, 5.0], 20, 20, 1).is_empty());
    }

    #[test]
    fn mean_skin_colour_ignores_background_and_outliers() {
        let (w, h) = (40, 40);
        let mut img = solid(w, h, [200, 150, 120]);
        // Grey background pixels and a few bright highlights inside the ROI.
        for y in 0..40 {
            paint(&mut img, w, 0, y, [128, 128, 128]);
        }
        for x in 10..13 {
            paint(&mut img, w, x, 10, [245, 215, 195]);
        }
        let roi = [0.0, 0.0, 40.0, 0.0, 40.0, 40.0, 0.0, 40.0];
        let (samples, brightness) = sample_frame(&img, w, h, &[&roi]);
        let s = samples[0];
        assert_eq!(s.total_pixels, 1600);
        assert_eq!(s.skin_pixels, 1600 - 40 - 3);
        assert_eq!(s.rgb, [200.0, 150.0, 120.0]);
        assert!((brightness - luma(200, 150, 120) as f64).abs() < 1e-9);
    }

    #[test]
    fn roi_without_skin_is_nan() {
        let img = solid(10, 10, [30, 60, 200]);
        let (samples, brightness) = sample_frame(
            &img,
            10,
            10,
            &[&[0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0]],
        );
        assert!(samples[0].rgb[0].is_nan());
        assert_eq!(samples[0].skin_pixels, 0);
        assert!(brightness.is_nan());
    }

    #[test]
    fn large_rois_are_subsampled_but_keep_the_mean() {
        let img = solid(400, 400, [190, 140, 110]);
        let roi = [0.0, 0.0, 400.0, 0.0, 400.0, 400.0, 0.0, 400.0];
        let (s, _) = sample_roi(&img, 400, 400, &roi);
        assert!(s.total_pixels as usize <= MAX_PIXELS_PER_ROI);
        assert_eq!(s.rgb, [190.0, 140.0, 110.0]);
    }
}
