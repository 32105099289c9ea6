//! The noise floor each window's pulse is judged against, measured from the scan itself.
//!
//! The pulse signal's noise is not white: the extraction's 1.6 s normalisation and the band-pass
//! shape the camera's noise (it rises through the lower half of the pulse band), compression and
//! slow light changes add power that falls with frequency. A floor that is flat (or a 1/f law held
//! to fall) counts the noise high in the band as pulse, and a buried pulse's reading then drifts up
//! the band. So the floor's **shape** is fitted to the scan's own mean spectrum, where a steady pulse
//! is one peak among many bins: a power law `ln P(f) = a + b·ln f` with an exponent of either sign,
//! refitted on the bins at or below the fit (as the aperiodic fit of Donoghue et al. 2020, "FOOOF",
//! keeps to the floor between peaks; a quadratic in `ln f` bent to the band's ends and left a sway
//! 46 times above its floor on a real scan). Each window then gets its own **level**: the median of its power over that shape, divided
//! by ln 2 — a periodogram bin of noise is exponentially distributed about the floor (Whittle 1953),
//! and the median of an exponential is ln 2 times its mean. A pulse that occupies a few bins moves
//! the median little.

use super::params::FLOOR_BAND_HZ;
use super::spectrogram::Window;
use crate::spectrum::Spectrum;
use crate::stats::median;

/// Refits of the floor on the bins at or below the previous fit plus [`FLOOR_HEADROOM`].
const FLOOR_REFITS: usize = 4;
/// How far above the fit (in natural log power) a bin still counts as floor: twice the fit, about
/// the median-to-mean spread of a few averaged exponential bins.
const FLOOR_HEADROOM: f64 = std::f64::consts::LN_2;
/// Smallest power used inside logarithms.
const POWER_FLOOR: f64 = 1e-30;

/// Least-squares line `y ≈ c0 + c1·x` through `points`; `None` for fewer than two points or
/// points that share one abscissa.
pub fn line_fit(points: &[(f64, f64)]) -> Option<[f64; 2]> {
    if points.len() < 2 {
        return None;
    }
    let n = points.len() as f64;
    let mx = points.iter().map(|p| p.0).sum::<f64>() / n;
    let my = points.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = points.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    if sxx.is_nan() || sxx <= 0.0 {
        return None;
    }
    let slope = sxy / sxx;
    Some([my - slope * mx, slope])
}

/// The floor's shape on the grid of `s` (one value a bin, linear power): a power law, the line in
/// `ln f` fitted to `ln P` of the bins in [`FLOOR_BAND_HZ`], refitted [`FLOOR_REFITS`] times on the
/// bins at or below the fit plus [`FLOOR_HEADROOM`]. Its exponent takes either sign: the noise may
/// rise through the band as well as fall. `None` when too few bins carry power.
pub fn floor_shape(s: &Spectrum) -> Option<Vec<f64>> {
    let points: Vec<(f64, f64)> = (0..s.power.len())
        .filter(|&k| {
            let f = s.freq(k);
            f > 0.0 && (FLOOR_BAND_HZ.0..=FLOOR_BAND_HZ.1).contains(&f) && s.power[k] > 0.0
        })
        .map(|k| (s.freq(k).ln(), s.power[k].max(POWER_FLOOR).ln()))
        .collect();
    let at = |c: &[f64; 2], x: f64| c[0] + c[1] * x;
    let mut fit = line_fit(&points)?;
    for _ in 0..FLOOR_REFITS {
        let below: Vec<(f64, f64)> = points
            .iter()
            .copied()
            .filter(|&(x, y)| y <= at(&fit, x) + FLOOR_HEADROOM)
            .collect();
        match line_fit(&below) {
            Some(f) => fit = f,
            None => break,
        }
    }
    Some(
        (0..s.power.len())
            .map(|k| {
                let f = s.freq(k).max(f64::MIN_POSITIVE);
                at(&fit, f.ln()).exp()
            })
            .collect(),
    )
}

/// A window's noise level over `shape`: the median of power / shape over [`FLOOR_BAND_HZ`], over
/// ln 2 (the mean of exponentially distributed noise bins from their median). 0 for a silent window.
pub fn noise_level(s: &Spectrum, shape: &[f64]) -> f64 {
    let ratios: Vec<f64> = (0..s.power.len())
        .filter(|&k| (FLOOR_BAND_HZ.0..=FLOOR_BAND_HZ.1).contains(&s.freq(k)) && shape[k] > 0.0)
        .map(|k| s.power[k] / shape[k])
        .collect();
    if ratios.is_empty() {
        0.0
    } else {
        median(&ratios) / std::f64::consts::LN_2
    }
}

/// The scan's mean spectrum: every window's power averaged bin by bin (the windows share a grid).
/// The mean, not a median: the floor is the noise's expected power (what the exponential model of a
/// bin is about), and noise that comes and goes — a head that sways now and then — belongs in it.
pub fn mean_spectrum(windows: &[Window]) -> Option<Spectrum> {
    let first = windows.first()?;
    let mut mean = first.spectrum.clone();
    for w in &windows[1..] {
        mean.add(&w.spectrum);
    }
    let n = windows.len() as f64;
    mean.power.iter_mut().for_each(|p| *p /= n);
    Some(mean)
}

/// Each window's power over its noise floor, bin by bin: how many times the noise's expected power a
/// bin holds (1 on average where there is only noise). Empty when the scan's floor cannot be fitted.
pub fn whitened(windows: &[Window]) -> Vec<Vec<f64>> {
    let shape = match mean_spectrum(windows).and_then(|m| floor_shape(&m)) {
        Some(s) => s,
        None => return Vec::new(),
    };
    windows
        .iter()
        .map(|w| {
            let level = noise_level(&w.spectrum, &shape);
            w.spectrum
                .power
                .iter()
                .zip(&shape)
                .map(|(p, s)| if level > 0.0 { p / (level * s) } else { 0.0 })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::params::{HOP_S, NFFT, WINDOW_S};
    use super::super::spectrogram::spectrogram;
    use super::*;
    use crate::filter::{band_pass, PULSE_FILTER_HZ};
    use crate::testkit::Lcg;
    use std::f64::consts::PI;

    #[test]
    fn a_line_is_fitted_exactly() {
        let pts: Vec<(f64, f64)> = (0..20)
            .map(|i| (0.1 * i as f64, 1.5 - 2.0 * 0.1 * i as f64))
            .collect();
        let c = line_fit(&pts).unwrap();
        assert!(
            (c[0] - 1.5).abs() < 1e-12 && (c[1] + 2.0).abs() < 1e-12,
            "{c:?}"
        );
        assert!(line_fit(&pts[..1]).is_none());
        assert!(line_fit(&[(1.0, 1.0), (1.0, 2.0)]).is_none());
    }

    /// Noise whose power rises with frequency (white noise differenced, power ∝ f²) through the
    /// pulse filter, plus a tone.
    fn shaped_noise_with_tone(tone: f64) -> Vec<f64> {
        let fs = 30.0;
        let mut rng = Lcg::new(17);
        let white: Vec<f64> = (0..1051).map(|_| rng.gaussian()).collect();
        let rising: Vec<f64> = white.windows(2).map(|w| w[1] - w[0]).collect();
        let shaped = band_pass(&rising, fs, PULSE_FILTER_HZ);
        shaped
            .iter()
            .enumerate()
            .map(|(i, v)| v + tone * (2.0 * PI * 1.5 * i as f64 / fs).sin())
            .collect()
    }

    #[test]
    fn noise_whitened_by_its_floor_averages_one_at_every_rate() {
        let windows = spectrogram(&shaped_noise_with_tone(0.0), 30.0, WINDOW_S, HOP_S, NFFT);
        let z = whitened(&windows);
        assert_eq!(z.len(), windows.len());
        let s = &windows[0].spectrum;
        // Mean over the windows in the lower and upper part of the band: both near 1, though the
        // noise's power differs several times between them (a flat floor would read the upper part
        // several times the noise).
        let band_mean = |lo: f64, hi: f64| {
            let bins: Vec<usize> = (0..s.power.len())
                .filter(|&k| (lo..hi).contains(&s.freq(k)))
                .collect();
            let sum: f64 = z.iter().flat_map(|w| bins.iter().map(move |&k| w[k])).sum();
            sum / (bins.len() * z.len()) as f64
        };
        let (low, high) = (band_mean(1.0, 1.6), band_mean(2.2, 3.0));
        assert!(
            (0.6..1.6).contains(&low) && (0.6..1.6).contains(&high),
            "{low} {high}"
        );
    }

    #[test]
    fn a_pulse_stands_out_of_its_floor() {
        let windows = spectrogram(&shaped_noise_with_tone(0.3), 30.0, WINDOW_S, HOP_S, NFFT);
        let z = whitened(&windows);
        let k = windows[0].spectrum.bin(1.5);
        let mean_of = |k: usize| z.iter().map(|w| w[k]).sum::<f64>() / z.len() as f64;
        let at = mean_of(k);
        assert!(at > 4.0, "{at}");
        let elsewhere = (0..z[0].len())
            .filter(|j| j.abs_diff(k) > 10)
            .map(mean_of)
            .fold(0.0, f64::max);
        assert!(at > 2.0 * elsewhere, "{at} vs {elsewhere}");
    }

    #[test]
    fn silence_has_no_floor() {
        let windows = spectrogram(&[0.0; 600], 30.0, WINDOW_S, HOP_S, NFFT);
        assert!(whitened(&windows).is_empty());
        assert!(mean_spectrum(&[]).is_none());
    }
}
