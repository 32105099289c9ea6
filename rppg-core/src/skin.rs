//! Skin-colour rules on 8-bit RGB. Four classic explicit rules feed the product's face-presence
//! check (ADR-20); the ROI sampler uses a stricter YCbCr mask plus clipping/darkness rejection.

/// BT.601 luma, 0–255, in integer arithmetic (weights 77/150/29 out of 256).
#[inline]
pub fn luma(r: u8, g: u8, b: u8) -> u32 {
    (77 * r as u32 + 150 * g as u32 + 29 * b as u32) >> 8
}

/// BT.601 chroma (Cb, Cr), 0–255, integer arithmetic.
#[inline]
pub fn chroma(r: u8, g: u8, b: u8) -> (i32, i32) {
    let (r, g, b) = (r as i32, g as i32, b as i32);
    let cb = 128 + ((-43 * r - 85 * g + 128 * b) >> 8);
    let cr = 128 + ((128 * r - 107 * g - 21 * b) >> 8);
    (cb, cr)
}

/// Chai & Ngan (1999) YCbCr skin box: 77 ≤ Cb ≤ 127 and 133 ≤ Cr ≤ 173.
#[inline]
pub fn is_skin_ycbcr(r: u8, g: u8, b: u8) -> bool {
    let (cb, cr) = chroma(r, g, b);
    (77..=127).contains(&cb) && (133..=173).contains(&cr)
}

/// Kovač, Peer & Solina (2003) rule for uniform daylight: R>95, G>40, B>20, max−min>15,
/// |R−G|>15, R>G, R>B.
#[inline]
pub fn is_skin_rgb_daylight(r: u8, g: u8, b: u8) -> bool {
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    r > 95 && g > 40 && b > 20 && max - min > 15 && r.abs_diff(g) > 15 && r > g && r > b
}

/// Kovač, Peer & Solina (2003) rule for flash / lateral light: R>220, G>210, B>170, |R−G|≤15,
/// R>B, G>B.
#[inline]
pub fn is_skin_rgb_flash(r: u8, g: u8, b: u8) -> bool {
    r > 220 && g > 210 && b > 170 && r.abs_diff(g) <= 15 && r > b && g > b
}

/// Sobottka & Pitas (1998) HSV rule: hue 0–50°, saturation 0.23–0.68.
#[inline]
pub fn is_skin_hsv(r: u8, g: u8, b: u8) -> bool {
    let max = r.max(g).max(b) as i32;
    let min = r.min(g).min(b) as i32;
    let delta = max - min;
    if max == 0 || delta == 0 {
        return false;
    }
    // Saturation 0.23–0.68 as integer ratios of delta/max.
    if delta * 100 < 23 * max || delta * 100 > 68 * max {
        return false;
    }
    // Hue in 0..=50° lies in the red sextant with G ≥ B: hue = 60·(G−B)/delta.
    max == r as i32 && g >= b && 60 * (g as i32 - b as i32) <= 50 * delta
}

/// The product's face-presence test: a sample matches when any of the four rules does.
#[inline]
pub fn matches_any_skin_rule(r: u8, g: u8, b: u8) -> bool {
    is_skin_ycbcr(r, g, b)
        || is_skin_rgb_daylight(r, g, b)
        || is_skin_rgb_flash(r, g, b)
        || is_skin_hsv(r, g, b)
}

/// The product's fallback "skin-like" test: red above 90, green above 35, blue above 15, red >
/// green.
#[inline]
pub fn is_skin_like_fallback(r: u8, g: u8, b: u8) -> bool {
    r > 90 && g > 35 && b > 15 && r > g
}

/// Darkest luma a sampled skin pixel may have: below it, sensor noise and compression dominate.
pub const SKIN_LUMA_MIN: u32 = 35;
/// Any channel at or above this is treated as clipped (specular highlight, saturated sensor).
pub const SKIN_CLIP_LEVEL: u8 = 250;

/// The ROI sampler's pixel mask: YCbCr skin chroma, not too dark, no clipped channel.
#[inline]
pub fn is_measurable_skin(r: u8, g: u8, b: u8) -> bool {
    r < SKIN_CLIP_LEVEL
        && g < SKIN_CLIP_LEVEL
        && b < SKIN_CLIP_LEVEL
        && luma(r, g, b) >= SKIN_LUMA_MIN
        && is_skin_ycbcr(r, g, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SKIN: (u8, u8, u8) = (200, 150, 120);
    const WALL_GREY: (u8, u8, u8) = (128, 128, 128);
    const SKY_BLUE: (u8, u8, u8) = (90, 140, 220);

    #[test]
    fn luma_and_chroma_known_values() {
        assert_eq!(luma(255, 255, 255), 255);
        assert_eq!(luma(0, 0, 0), 0);
        assert_eq!(chroma(128, 128, 128), (128, 128));
    }

    #[test]
    fn typical_skin_matches_every_rule_family() {
        let (r, g, b) = SKIN;
        assert!(is_skin_ycbcr(r, g, b));
        assert!(is_skin_rgb_daylight(r, g, b));
        assert!(is_skin_hsv(r, g, b));
        assert!(matches_any_skin_rule(r, g, b));
        assert!(is_skin_like_fallback(r, g, b));
        assert!(is_measurable_skin(r, g, b));
    }

    #[test]
    fn grey_and_blue_are_not_skin() {
        for (r, g, b) in [WALL_GREY, SKY_BLUE] {
            assert!(!matches_any_skin_rule(r, g, b));
            assert!(!is_measurable_skin(r, g, b));
        }
    }

    #[test]
    fn flash_rule_accepts_bright_pale_skin_and_sampler_rejects_clipping() {
        assert!(is_skin_rgb_flash(240, 228, 200));
        assert!(!is_measurable_skin(255, 200, 170));
        assert!(!is_measurable_skin(40, 25, 20));
    }
}
