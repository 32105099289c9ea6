//! Experimental SpO₂ from the camera's red and blue channels by the ratio of ratios
//! R = (AC_red/DC_red)/(AC_blue/DC_blue) (the pulse-oximetry principle, Wieringa et al. 2005 and
//! Kong et al. 2013 for cameras), mapped linearly SpO₂ = 100 − 5·R. The constants are a generic
//! camera calibration, not fitted to any device; an RGB camera is not a pulse oximeter.
//! Clamped to the product's 92–99 %; its default 97 % (ADR-19) when no pulsatile colour is found.

use crate::filter::{band_pass, PULSE_FILTER_HZ};

/// Intercept of the linear calibration, %.
pub const SPO2_INTERCEPT: f64 = 100.0;
/// Slope of the linear calibration, % per unit ratio.
pub const SPO2_SLOPE: f64 = 5.0;
/// The product's clamp, %.
pub const SPO2_RANGE: (f64, f64) = (92.0, 99.0);
/// Pulsatility below this (AC/DC) is numerical noise, not a pulse.
pub const MIN_AC_DC: f64 = 1e-7;
/// The product's default, %.
pub const SPO2_DEFAULT: f64 = 97.0;

/// Pulsatile-to-static ratio AC/DC of one channel: standard deviation of the pulse-band component
/// over the mean.
pub fn ac_dc(channel: &[f64], fs: f64) -> f64 {
    let dc = crate::stats::mean(channel);
    if dc <= 0.0 {
        return 0.0;
    }
    crate::stats::std_dev(&band_pass(channel, fs, PULSE_FILTER_HZ)) / dc
}

/// SpO₂ estimate, % (the product's default when the blue channel has no pulsatile component).
pub fn spo2(red: &[f64], blue: &[f64], fs: f64) -> f64 {
    let (r, b) = (ac_dc(red, fs), ac_dc(blue, fs));
    if b <= MIN_AC_DC || r <= MIN_AC_DC {
        return SPO2_DEFAULT;
    }
    (SPO2_INTERCEPT - SPO2_SLOPE * r / b).clamp(SPO2_RANGE.0, SPO2_RANGE.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f64::consts::PI;

    #[test]
    fn ratio_of_ratios() {
        let fs = 30.0;
        let wave = |dc: f64, ac: f64| {
            (0..600)
                .map(|i| dc + ac * (2.0 * PI * 1.2 * i as f64 / fs).sin())
                .collect::<Vec<_>>()
        };
        // Equal relative pulsatility → R = 1 → 95 %.
        let v = spo2(&wave(180.0, 0.36), &wave(100.0, 0.2), fs);
        assert!((v - 95.0).abs() < 0.1, "{v}");
        assert_eq!(spo2(&wave(180.0, 0.36), &[100.0; 600], fs), SPO2_DEFAULT);
    }
}
