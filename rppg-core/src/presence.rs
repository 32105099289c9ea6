//! The product's face-presence rules (ADR-20), kept as the no-model fallback (ADR-10).

use crate::skin::{is_skin_like_fallback, luma, matches_any_skin_rule};

/// Sampling step of the main rule, pixels in x and y.
pub const PRESENCE_STEP_PX: usize = 6;
/// A face is present when more than this share of central samples matches a skin rule.
pub const PRESENCE_MIN_SKIN_SHARE: f64 = 0.12;
/// Fallback: sample every Nth pixel of the whole frame.
pub const FALLBACK_STEP_PIXELS: usize = 200;
/// Fallback: mean brightness must lie strictly between these (0–255 luma).
pub const FALLBACK_BRIGHTNESS_RANGE: (f64, f64) = (70.0, 220.0);
/// Fallback: more than this share of samples must be skin-like.
pub const FALLBACK_MIN_SKIN_SHARE: f64 = 0.08;

/// Outcome of a presence check: whether a face is assumed, the skin share and mean brightness.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Presence {
    pub present: bool,
    pub skin_share: f64,
    pub brightness: f64,
}

#[inline]
fn pixel(rgba: &[u8], index: usize) -> (u8, u8, u8) {
    let o = index * 4;
    (rgba[o], rgba[o + 1], rgba[o + 2])
}

/// The product's rule: sample the central half of the frame (middle 50 % in x and y) every 6 px; a
/// face counts as present when more than 12 % of samples match one of the four skin-colour rules
/// ([`matches_any_skin_rule`]). `rgba` must hold `width * height * 4` bytes.
pub fn face_presence(rgba: &[u8], width: usize, height: usize) -> Presence {
    let (mut samples, mut skin, mut light) = (0u64, 0u64, 0u64);
    for y in (height / 4..height - height / 4).step_by(PRESENCE_STEP_PX) {
        for x in (width / 4..width - width / 4).step_by(PRESENCE_STEP_PX) {
            let (r, g, b) = pixel(rgba, y * width + x);
            samples += 1;
            light += luma(r, g, b) as u64;
            if matches_any_skin_rule(r, g, b) {
                skin += 1;
            }
        }
    }
    summarize(samples, skin, light, |share, _| {
        share > PRESENCE_MIN_SKIN_SHARE
    })
}

/// Its fallback: every 200th pixel of the whole frame; present when mean brightness is strictly
/// between 70 and 220 and over 8 % of samples are skin-like ([`is_skin_like_fallback`]).
pub fn face_presence_fallback(rgba: &[u8], width: usize, height: usize) -> Presence {
    let (mut samples, mut skin, mut light) = (0u64, 0u64, 0u64);
    for index in (0..width * height).step_by(FALLBACK_STEP_PIXELS) {
        let (r, g, b) = pixel(rgba, index);
        samples += 1;
        light += luma(r, g, b) as u64;
        if is_skin_like_fallback(r, g, b) {
            skin += 1;
        }
    }
    let (lo, hi) = FALLBACK_BRIGHTNESS_RANGE;
    summarize(samples, skin, light, |share, brightness| {
        brightness > lo && brightness < hi && share > FALLBACK_MIN_SKIN_SHARE
    })
}

fn summarize(samples: u64, skin: u64, light: u64, rule: impl Fn(f64, f64) -> bool) -> Presence {
    if samples == 0 {
        return Presence {
            present: false,
            skin_share: 0.0,
            brightness: 0.0,
        };
    }
    let skin_share = skin as f64 / samples as f64;
    let brightness = light as f64 / samples as f64;
    Presence {
        present: rule(skin_share, brightness),
        skin_share,
        brightness,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(width: usize, height: usize, paint: impl Fn(usize, usize) -> [u8; 3]) -> Vec<u8> {
        let mut out = Vec::with_capacity(width * height * 4);
        for y in 0..height {
            for x in 0..width {
                let [r, g, b] = paint(x, y);
                out.extend_from_slice(&[r, g, b, 255]);
            }
        }
        out
    }

    #[test]
    fn a_skin_disc_in_the_centre_is_a_face() {
        let (w, h) = (120, 90);
        let img = frame(w, h, |x, y| {
            let (dx, dy) = (x as f64 - 60.0, y as f64 - 45.0);
            if dx * dx + dy * dy < 400.0 {
                [200, 150, 120]
            } else {
                [60, 60, 70]
            }
        });
        let p = face_presence(&img, w, h);
        assert!(p.present, "{p:?}");
        assert!(p.skin_share > 0.12 && p.skin_share < 1.0);
    }

    #[test]
    fn a_grey_wall_is_not_a_face() {
        let img = frame(64, 48, |_, _| [128, 128, 128]);
        let p = face_presence(&img, 64, 48);
        assert!(!p.present);
        assert_eq!(p.skin_share, 0.0);
        assert!((p.brightness - 127.0).abs() < 1.5);
        assert!(!face_presence_fallback(&img, 64, 48).present);
    }

    #[test]
    fn fallback_brightness_bounds_are_strict() {
        let dark_skin_like = frame(100, 100, |_, _| [100, 40, 20]);
        let p = face_presence_fallback(&dark_skin_like, 100, 100);
        assert_eq!(p.skin_share, 1.0);
        assert!(p.brightness < 70.0 && !p.present);
        let ok = frame(100, 100, |_, _| [200, 150, 120]);
        assert!(face_presence_fallback(&ok, 100, 100).present);
    }

    #[test]
    fn degenerate_frames_do_not_panic() {
        assert!(!face_presence(&[], 0, 0).present);
        assert!(!face_presence_fallback(&[], 0, 0).present);
        let one = [200, 150, 120, 255];
        let _ = face_presence(&one, 1, 1);
    }
}
