//! The lips located in the image: a small RGBA patch around the face detector's mouth keypoint in,
//! the two mouth corners out, so a one-sided droop can be measured from the lips themselves and not
//! from a keypoint that hardly follows them (docs/findings/28-lips-in-the-image.md).
//!
//! 1. Lip/skin contrast per pixel on the red–green opponent axis, along which lips differ from the
//!    skin around them (CIELAB's a*; lip segmentation works in it for that reason: Liew, Leung &
//!    Lau 2003, "Segmentation of color lip images by spatial fuzzy clustering", IEEE TFS 11(4)).
//!    Its cheap, brightness-free stand-in here is the green chromaticity of normalised rgb:
//!    [`lip_colour`] = 1 − 3·G/(R+G+B), 0 for a grey. Pseudo-hue R/(R+G) (Hurlbert & Poggio 1988;
//!    Eveno, Caplier & Coulon 2004) was tried first: it ignores blue, and pale pink lips (the
//!    rendered probe's) hardly rose above the skin on it (docs/findings/28-lips-in-the-image.md).
//! 2. The skin's own colour is the patch's median and its spread the median absolute deviation:
//!    the lips cover a minority of the patch, beard and shadow do not shift a median far. A pixel is
//!    lip-coloured beyond [`LIP_Z`] robust deviations above it.
//! 3. Integral projections (Kanade 1973; Brunelli & Poggio 1993): the row profile of lip pixels
//!    gives the lips' band (both lips of an open mouth), the column profile inside it their extent.
//! 4. The lip pixels' centroid and principal axis from their central moments (Hu 1962); the corners
//!    are the [`CORNER_PERCENTILES`] of the pixels along that axis, so a pixel more or less at an end
//!    moves a corner by a fraction of a pixel rather than flipping it between a lip's end and a dark
//!    commissure.
//! 5. No lips (`None`) rather than a guess: a dark patch, lips that hardly differ from the skin, a
//!    mouth that runs out of the patch's sides or whose width is not a mouth's.

use crate::skin::luma;
use crate::stats::{median, percentile};

/// Robust deviations (MAD × 1.4826) above the skin's [`lip_colour`] that make a pixel lip-coloured.
pub const LIP_Z: f64 = 3.0;
/// Smallest spread assumed for the skin's colour: a flat synthetic or saturated patch would
/// otherwise call every quantisation step a lip.
pub const MIN_COLOUR_SPREAD: f64 = 0.004;
/// Least median colour excess of the lip pixels over the skin: below it the lips cannot be told
/// from the skin (a beard over them, a colourless light).
pub const MIN_LIP_CONTRAST: f64 = 0.02;
/// Darkest mean luma (0–255) at which colour still means something.
pub const MIN_PATCH_LUMA: f64 = 40.0;
/// Share of the row profile's peak that still belongs to the lips' band.
pub const BAND_FRACTION: f64 = 0.25;
/// Rows below that share the band may bridge (an open mouth's teeth), in interocular distances.
pub const BAND_GAP_IOD: f64 = 0.2;
/// Columns below the corner level the mouth may bridge (a pale stretch of lip beside a dark corner),
/// in interocular distances.
pub const COLUMN_GAP_IOD: f64 = 0.06;
/// Share of the column profile's peak below which a column no longer belongs to the mouth.
pub const COLUMN_FRACTION: f64 = 0.1;
/// Percentiles of the lip pixels along the mouth's axis taken as its corners: the outermost few
/// pixels are left to noise.
pub const CORNER_PERCENTILES: (f64, f64) = (2.0, 98.0);
/// A mouth's width from corner to corner, interocular distances (adults ≈ 0.7–0.9).
pub const MOUTH_WIDTH_IOD: (f64, f64) = (0.4, 1.3);

/// The lips found in a patch: their corners (patch pixels, image-left corner first) and how far
/// their [`lip_colour`] stands above the skin's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lips {
    pub corners: [(f64, f64); 2],
    pub contrast: f64,
}

impl Lips {
    /// The mouth's centre: midway between its corners. Not the lip pixels' centroid, which a lip
    /// fuller on one side (a smile's open corner, the light) pulls off the mouth's middle.
    pub fn centre(&self) -> (f64, f64) {
        let [(x0, y0), (x1, y1)] = self.corners;
        ((x0 + x1) / 2.0, (y0 + y1) / 2.0)
    }
}

/// Lip colour: 1 − 3·G/(R+G+B), the green chromaticity's shortfall from a grey's (0 for grey and
/// black; lips are redder and bluer than skin, so less green).
#[inline]
pub fn lip_colour(r: u8, g: u8, b: u8) -> f64 {
    let sum = r as u32 + g as u32 + b as u32;
    if sum == 0 {
        0.0
    } else {
        1.0 - 3.0 * g as f64 / sum as f64
    }
}

/// The skin's colour and its robust spread: median and scaled median absolute deviation.
fn skin_reference(colour: &[f64]) -> (f64, f64) {
    let centre = median(colour);
    let deviations: Vec<f64> = colour.iter().map(|c| (c - centre).abs()).collect();
    (
        centre,
        (1.4826 * median(&deviations)).max(MIN_COLOUR_SPREAD),
    )
}

/// Counts of `true` per row (`by_row`) or per column of a `width`-wide mask, over rows `rows`.
fn projection(mask: &[bool], width: usize, rows: std::ops::Range<usize>, by_row: bool) -> Vec<f64> {
    let mut out = vec![0.0; if by_row { rows.end } else { width }];
    for y in rows {
        for (x, &lip) in mask[y * width..(y + 1) * width].iter().enumerate() {
            if lip {
                out[if by_row { y } else { x }] += 1.0;
            }
        }
    }
    out
}

/// Index of a profile's peak (first of equal maxima).
fn peak(profile: &[f64]) -> usize {
    (0..profile.len()).fold(
        0,
        |best, i| if profile[i] > profile[best] { i } else { best },
    )
}

/// The run of a profile around its peak: the first and last index at or above `fraction` of the
/// peak reached from it, bridging gaps of at most `max_gap` entries below that level.
fn run_around_peak(profile: &[f64], fraction: f64, max_gap: usize) -> (usize, usize) {
    let top = peak(profile);
    let level = fraction * profile[top];
    let reach = |step: &dyn Fn(usize) -> Option<usize>| {
        let (mut edge, mut at, mut gap) = (top, top, 0);
        while let Some(next) = step(at) {
            at = next;
            if profile[at] >= level {
                edge = at;
                gap = 0;
            } else if gap == max_gap {
                break;
            } else {
                gap += 1;
            }
        }
        edge
    };
    (
        reach(&|i| i.checked_sub(1)),
        reach(&|i| Some(i + 1).filter(|&n| n < profile.len())),
    )
}

/// The lip pixels' centroid and the orientation of their principal axis (radians, image y down),
/// from the region's first and second central moments (Hu 1962): a lip line sagging at one end
/// turns the axis.
fn centroid_and_axis(points: &[(f64, f64)]) -> ((f64, f64), f64) {
    let n = points.len() as f64;
    let cx = points.iter().map(|p| p.0).sum::<f64>() / n;
    let cy = points.iter().map(|p| p.1).sum::<f64>() / n;
    let (mut m20, mut m02, mut m11) = (0.0, 0.0, 0.0);
    for (x, y) in points {
        m20 += (x - cx) * (x - cx);
        m02 += (y - cy) * (y - cy);
        m11 += (x - cx) * (y - cy);
    }
    ((cx, cy), 0.5 * (2.0 * m11).atan2(m20 - m02))
}

/// The mouth's corners: the [`CORNER_PERCENTILES`] of the lip pixels along their principal axis,
/// the image-left one first (the axis' angle lies within ±90°, so it never points left).
fn axis_ends(points: &[(f64, f64)]) -> [(f64, f64); 2] {
    let ((cx, cy), angle) = centroid_and_axis(points);
    let (ux, uy) = (angle.cos(), angle.sin());
    let along: Vec<f64> = points
        .iter()
        .map(|(x, y)| (x - cx) * ux + (y - cy) * uy)
        .collect();
    let (u0, u1) = (
        percentile(&along, CORNER_PERCENTILES.0),
        percentile(&along, CORNER_PERCENTILES.1),
    );
    [(cx + u0 * ux, cy + u0 * uy), (cx + u1 * ux, cy + u1 * uy)]
}

/// The lips in an RGBA patch of `width` × `height` pixels, on a face whose eyes are `iod_px` pixels
/// apart; `None` when the patch cannot show them (see the module's step 5).
pub fn find_lips(rgba: &[u8], width: usize, height: usize, iod_px: f64) -> Option<Lips> {
    let n = width.checked_mul(height)?;
    if n == 0 || rgba.len() < 4 * n || iod_px.is_nan() || iod_px <= 0.0 {
        return None;
    }
    let pixels = rgba[..4 * n].chunks_exact(4);
    let brightness = pixels
        .clone()
        .map(|p| luma(p[0], p[1], p[2]) as f64)
        .sum::<f64>()
        / n as f64;
    if brightness < MIN_PATCH_LUMA {
        return None;
    }
    let colour: Vec<f64> = pixels.map(|p| lip_colour(p[0], p[1], p[2])).collect();
    let (skin, spread) = skin_reference(&colour);
    let mask: Vec<bool> = colour.iter().map(|c| c - skin > LIP_Z * spread).collect();
    let gap = |iod: f64| (iod * iod_px).round() as usize;
    let rows = projection(&mask, width, 0..height, true);
    let (top, bottom) = run_around_peak(&rows, BAND_FRACTION, gap(BAND_GAP_IOD));
    let band = top..bottom + 1;
    let columns = projection(&mask, width, band.clone(), false);
    let (first, last) = run_around_peak(&columns, COLUMN_FRACTION, gap(COLUMN_GAP_IOD));
    if first == 0 || last + 1 == width {
        return None;
    }
    let lip_pixels: Vec<usize> = band
        .flat_map(|y| (first..=last).map(move |x| y * width + x))
        .filter(|&i| mask[i])
        .collect();
    let points: Vec<(f64, f64)> = lip_pixels
        .iter()
        .map(|&i| ((i % width) as f64 + 0.5, (i / width) as f64 + 0.5))
        .collect();
    let corners = axis_ends(&points);
    let mouth_width =
        ((corners[1].0 - corners[0].0).powi(2) + (corners[1].1 - corners[0].1).powi(2)).sqrt()
            / iod_px;
    if mouth_width < MOUTH_WIDTH_IOD.0 || mouth_width > MOUTH_WIDTH_IOD.1 {
        return None;
    }
    let lip_colours: Vec<f64> = lip_pixels.iter().map(|&i| colour[i]).collect();
    let contrast = median(&lip_colours) - skin;
    if contrast < MIN_LIP_CONTRAST {
        return None;
    }
    Some(Lips { corners, contrast })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SKIN: [u8; 4] = [200, 150, 120, 255];
    const LIP: [u8; 4] = [190, 110, 110, 255];

    /// A `w` × `h` skin patch with a mild texture, and lips drawn as an ellipse-like band: centred at
    /// (cx, cy), half-width `a`, half-height `b`, its right end lowered by `sag` pixels (a line from
    /// corner to corner through the centre, tilted).
    fn patch(w: usize, h: usize, lips: Option<(f64, f64, f64, f64, f64)>) -> Vec<u8> {
        let mut out = Vec::with_capacity(4 * w * h);
        for y in 0..h {
            for x in 0..w {
                let texture = ((x * 7 + y * 13) % 5) as u8;
                let mut px = SKIN;
                px[0] -= texture;
                if let Some((cx, cy, a, b, sag)) = lips {
                    let (px_x, px_y) = (x as f64 + 0.5, y as f64 + 0.5);
                    let u = (px_x - cx) / a;
                    let line = cy + sag * u / 2.0;
                    if u.abs() <= 1.0 && (px_y - line).abs() <= b * (1.0 - u * u).sqrt() {
                        px = LIP;
                    }
                }
                out.extend_from_slice(&px);
            }
        }
        out
    }

    #[test]
    fn lip_colour_is_grey_neutral_and_rises_on_lips() {
        assert_eq!(lip_colour(100, 100, 100), 0.0);
        assert_eq!(lip_colour(0, 0, 0), 0.0);
        // The rendered probe's pale pink lower lip against her skin.
        assert!(lip_colour(242, 181, 180) - lip_colour(230, 196, 168) > 0.08);
    }

    /// The lips of a 60 px mouth centred at (`cx`, 25) of a 120×50 patch, its image-right corner `sag`
    /// px lower, on a face with eyes 75 px apart.
    fn drawn_mouth(cx: f64, sag: f64) -> Lips {
        find_lips(
            &patch(120, 50, Some((cx, 25.0, 30.0, 6.0, sag))),
            120,
            50,
            75.0,
        )
        .unwrap()
    }

    #[test]
    fn a_level_mouth_is_found_at_its_corners() {
        let lips = drawn_mouth(60.0, 0.0);
        let [(x0, y0), (x1, y1)] = lips.corners;
        // The corners are the 2nd and 98th percentiles along the lips: just inside the ends.
        assert!(
            (x0 - 30.0).abs() < 6.0 && (x1 - 90.0).abs() < 6.0,
            "{x0} {x1}"
        );
        assert!(
            (y0 - 25.0).abs() < 0.5 && (y1 - 25.0).abs() < 0.5,
            "{y0} {y1}"
        );
        assert!((lips.centre().0 - 60.0).abs() < 0.5);
        assert!(lips.contrast > MIN_LIP_CONTRAST);
    }

    #[test]
    fn a_shifted_mouth_moves_its_centre_by_the_shift() {
        let at = |cx: f64| drawn_mouth(cx, 0.0).centre();
        assert!((at(68.0).0 - at(60.0).0 - 8.0).abs() < 0.5);
    }

    #[test]
    fn a_sagging_corner_tilts_the_line_between_the_corners() {
        let lips = drawn_mouth(60.0, 8.0);
        let [(x0, y0), (x1, y1)] = lips.corners;
        // The drawn line drops 8 px over the 60 px mouth; the corners sit a little inside its ends.
        let slope = (y1 - y0) / (x1 - x0);
        assert!((slope - 8.0 / 60.0).abs() < 0.03, "{slope}");
    }

    #[test]
    fn no_mouth_a_dark_patch_or_lips_out_of_the_patch_are_none() {
        assert_eq!(find_lips(&patch(120, 50, None), 120, 50, 75.0), None);
        let dark: Vec<u8> = patch(120, 50, Some((60.0, 25.0, 30.0, 6.0, 0.0)))
            .chunks(4)
            .flat_map(|p| [p[0] / 8, p[1] / 8, p[2] / 8, 255])
            .collect();
        assert_eq!(find_lips(&dark, 120, 50, 75.0), None);
        let wide = patch(120, 50, Some((60.0, 25.0, 70.0, 6.0, 0.0)));
        assert_eq!(find_lips(&wide, 120, 50, 75.0), None);
        // A mouth far too narrow for the face's scale is not a mouth.
        let small = patch(120, 50, Some((60.0, 25.0, 30.0, 6.0, 0.0)));
        assert_eq!(find_lips(&small, 120, 50, 200.0), None);
        assert_eq!(find_lips(&[0; 8], 120, 50, 75.0), None);
    }

    #[test]
    fn lips_as_pale_as_the_skin_are_none() {
        let pale: Vec<u8> = patch(120, 50, Some((60.0, 25.0, 30.0, 6.0, 0.0)))
            .chunks(4)
            .flat_map(|p| {
                let lip = p[1] == LIP[1];
                [
                    if lip { 203 } else { p[0] },
                    p[1].max(if lip { 150 } else { 0 }),
                    p[2],
                    255,
                ]
            })
            .collect();
        assert_eq!(find_lips(&pale, 120, 50, 75.0), None);
    }
}
