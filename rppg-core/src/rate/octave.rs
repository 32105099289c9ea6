//! Octave check of the spectral heart rate: is the tracked rate f the pulse, or one of its harmonics
//! (true rate f/2 or f/3) or its sub-harmonic (true rate 2f)?
//!
//! A spectral tracker can lock onto a harmonic when the fundamental is weak (a pronounced dicrotic
//! wave, a slow pulse near the band's high-pass edge, or a spectrum whose 1/f background has been
//! divided out, which lifts harmonics against the fundamental) or onto half the rate when
//! low-frequency residue sits there. Power alone cannot settle it, so the check asks the time
//! domain, as pitch detectors do (e.g. YIN, de Cheveigné & Kawahara 2002: prefer the shortest period
//! that is strongly periodic): a pulse at rate f repeats after 1/f, so its normalised
//! autocorrelation there is high.
//! - Double (true rate 2f): the pulse already repeats after 1/(2f) (autocorrelation ≥
//!   [`PERIODIC_ACF`]) and the spectrum has real power at 2f.
//! - Divide (true rate f/k, k = 2 or 3): the pulse does *not* repeat after 1/f (autocorrelation
//!   below [`APERIODIC_ACF`]) but does after k/f, and the spectrum has real power at f/k.
//!
//! Otherwise f stands. Both corrections need the other rate inside the pulse band. Where f stands
//! but the spectrum supports the other octave as well ([`rival_octave`]), the octave is undecided:
//! the decision states a range holding both, which withholds the rate.

use super::params::RIVAL_OCTAVE_WINDOW_SHARE;
use super::spectra::Window;
use crate::spectrum::SNR_HALF_WIDTH_HZ;

/// The harmonics a tracked rate may be of the pulse (2nd, 3rd), checked lowest first.
const SUB_HARMONICS: [f64; 2] = [2.0, 3.0];
/// Autocorrelation from which a lag counts as a period of the pulse.
pub const PERIODIC_ACF: f64 = 0.5;
/// Autocorrelation below which a lag is not a period of the pulse.
pub const APERIODIC_ACF: f64 = 0.2;
/// Spectral power (mean over windows, relative to the power at f) the other octave needs.
pub const MIN_OCTAVE_POWER_RATIO: f64 = 0.3;

/// Normalised autocorrelation of `x` at a fractional `lag` (samples), linearly interpolated
/// between the neighbouring integer lags; 0 for lags outside the signal or a silent signal.
pub fn autocorrelation(x: &[f64], lag: f64) -> f64 {
    let n = x.len();
    if lag.is_nan() || lag < 0.0 || lag + 1.0 >= n as f64 {
        return 0.0;
    }
    let m = crate::stats::mean(x);
    let energy: f64 = x.iter().map(|v| (v - m) * (v - m)).sum();
    if energy <= 0.0 {
        return 0.0;
    }
    let at = |k: usize| -> f64 {
        let s: f64 = x[..n - k]
            .iter()
            .zip(&x[k..])
            .map(|(a, b)| (a - m) * (b - m))
            .sum();
        s / energy * n as f64 / (n - k) as f64
    };
    let k = lag.floor() as usize;
    let frac = lag - k as f64;
    (1.0 - frac) * at(k) + frac * at(k + 1)
}

/// The strongest power within the SNR half-width of `f_hz` in `window`. Kept out of line: its
/// callers' loops would each inline a copy, and the .wasm's size is one of the core's bars.
#[inline(never)]
pub fn peak_power_near(window: &Window, f_hz: f64) -> f64 {
    let s = &window.spectrum;
    s.power
        .iter()
        .enumerate()
        .filter(|(k, _)| (s.freq(*k) - f_hz).abs() <= SNR_HALF_WIDTH_HZ)
        .fold(0.0, |m: f64, (_, p)| m.max(*p))
}

/// [`peak_power_near`] `f_hz` relative to the window's total power (0 for a silent window).
pub fn power_near(window: &Window, f_hz: f64) -> f64 {
    let total = window.spectrum.total();
    if total <= 0.0 {
        return 0.0;
    }
    peak_power_near(window, f_hz) / total
}

/// Mean over the windows of [`power_near`] `f_hz`.
pub fn mean_power_near(windows: &[Window], f_hz: f64) -> f64 {
    let sum: f64 = windows.iter().map(|w| power_near(w, f_hz)).sum();
    sum / windows.len().max(1) as f64
}

/// The octave-checked rate (Hz) for the tracked rate `f_hz` of `pulse` (sampled at `fs`, with
/// window spectra `windows`) inside `band`: `f_hz`, `2·f_hz`, `f_hz / 2` or `f_hz / 3`.
pub fn octave_check(
    pulse: &[f64],
    fs: f64,
    windows: &[Window],
    f_hz: f64,
    band: (f64, f64),
) -> f64 {
    if f_hz.is_nan() || f_hz <= 0.0 {
        return f_hz;
    }
    let at_f = mean_power_near(windows, f_hz);
    let strong = |g: f64| mean_power_near(windows, g) >= MIN_OCTAVE_POWER_RATIO * at_f;
    let double = 2.0 * f_hz;
    if double <= band.1 && autocorrelation(pulse, fs / double) >= PERIODIC_ACF && strong(double) {
        return double;
    }
    if autocorrelation(pulse, fs / f_hz) >= APERIODIC_ACF {
        return f_hz;
    }
    SUB_HARMONICS
        .iter()
        .map(|k| f_hz / k)
        .find(|&g| g >= band.0 && autocorrelation(pulse, fs / g) >= PERIODIC_ACF && strong(g))
        .unwrap_or(f_hz)
}

/// The other octave of the checked rate `f_hz` (2·f or f/2, inside `band`) that the spectrum
/// supports as well as f, Hz: it holds at least as much power as f in at least
/// [`RIVAL_OCTAVE_WINDOW_SHARE`] of the windows that hold any power, so the windows do not prefer
/// f. A half-rate read of a fast pulse under sensor noise can be kept by the autocorrelation's
/// margin alone while the true rate is as strong in the spectrum; a pulse's own harmonics are
/// weaker than it in most windows. `None` when f stands.
///
/// With the head's motion known, the rival's power is read from the windows with what the motion
/// may explain taken out (`discounted`), so a head rhythm at the other octave makes no rival; f's
/// from the windows as `measured`, because the discount of a head swaying at half the pulse rate
/// takes the pulse's own power and leaves its harmonic, which then rivalled a clear pulse
/// (docs/findings/33-octave-rival-and-the-motion-discount.md). The price: where a head rhythm at f
/// outlives its discount, it counts for f here. Without motion both are the same windows.
pub fn rival_octave(
    measured: &[Window],
    discounted: &[Window],
    f_hz: f64,
    band: (f64, f64),
) -> Option<f64> {
    debug_assert_eq!(measured.len(), discounted.len());
    let heard: Vec<(&Window, &Window)> = measured
        .iter()
        .zip(discounted)
        .filter(|(w, _)| w.spectrum.total() > 0.0)
        .collect();
    if heard.is_empty() {
        return None;
    }
    let share_at_least_f = |g: f64| {
        let n = heard
            .iter()
            .filter(|(m, d)| peak_power_near(d, g) >= peak_power_near(m, f_hz))
            .count();
        n as f64 / heard.len() as f64
    };
    [2.0 * f_hz, f_hz / 2.0]
        .into_iter()
        .filter(|g| *g >= band.0 && *g <= band.1)
        .find(|&g| share_at_least_f(g) >= RIVAL_OCTAVE_WINDOW_SHARE)
}

/// The [`octave_check`]ed rate (Hz) of the `discounted` windows' dominant frequency `f_hz`, and
/// its [`rival_octave`] when the check kept f. A corrected rate has none: the time domain found the
/// pulse periodic at it, which settles the octave (and the rate it moved from is the spectrum's
/// peak, which would always rival it). The check weighs both rates as discounted: it moves the
/// rate only to one the head's motion cannot explain
/// (docs/findings/18-late-starts-and-head-sway.md).
pub fn checked_octave(
    pulse: &[f64],
    fs: f64,
    measured: &[Window],
    discounted: &[Window],
    f_hz: f64,
    band: (f64, f64),
) -> (f64, Option<f64>) {
    let hz = octave_check(pulse, fs, discounted, f_hz, band);
    let rival = if hz == f_hz {
        rival_octave(measured, discounted, f_hz, band)
    } else {
        None
    };
    (hz, rival)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::filter::PULSE_BAND_HZ;
    use crate::rate::spectra::spectrogram;
    use crate::testkit::ppg_shape;
    use std::f64::consts::PI;

    const FS: f64 = 30.0;

    fn ppg(bpm: f64, seconds: f64) -> Vec<f64> {
        (0..(seconds * FS) as usize)
            .map(|i| ppg_shape((bpm / 60.0 * i as f64 / FS).rem_euclid(1.0)))
            .collect()
    }

    #[test]
    fn autocorrelation_of_a_sine() {
        let x: Vec<f64> = (0..600)
            .map(|i| (2.0 * PI * i as f64 / 30.0).sin())
            .collect();
        assert!(autocorrelation(&x, 30.0) > 0.95);
        assert!(autocorrelation(&x, 15.0) < -0.95);
        assert!(autocorrelation(&x, 7.5).abs() < 0.05);
        assert_eq!(autocorrelation(&x, 700.0), 0.0);
        assert_eq!(autocorrelation(&[1.0; 50], 3.0), 0.0);
    }

    #[test]
    fn the_true_rate_stands_and_octave_errors_are_corrected() {
        let x = ppg(70.0, 35.0);
        let w = spectrogram(&x, FS, 10.0, 1.0, 512);
        let f = 70.0 / 60.0;
        assert_eq!(octave_check(&x, FS, &w, f, PULSE_BAND_HZ), f);
        // Locked onto a harmonic: the pulse does not repeat after 1/(2f) or 1/(3f), it does after 1/f.
        assert_eq!(octave_check(&x, FS, &w, 2.0 * f, PULSE_BAND_HZ), f);
        assert_eq!(octave_check(&x, FS, &w, 3.0 * f, PULSE_BAND_HZ), f);
        // The same inside the band: a 55 bpm pulse read at its 3rd harmonic, 165 bpm.
        let z = ppg(55.0, 35.0);
        let wz = spectrogram(&z, FS, 10.0, 1.0, 512);
        let h = 55.0 / 60.0;
        assert!((octave_check(&z, FS, &wz, 3.0 * h, PULSE_BAND_HZ) - h).abs() < 1e-12);
        // Locked onto half the rate of a 130 bpm pulse: it already repeats after 1/(2·f/2).
        let y = ppg(130.0, 35.0);
        let wy = spectrogram(&y, FS, 10.0, 1.0, 512);
        let g = 130.0 / 60.0;
        assert_eq!(octave_check(&y, FS, &wy, g / 2.0, PULSE_BAND_HZ), g);
        assert_eq!(octave_check(&y, FS, &wy, g, PULSE_BAND_HZ), g);
    }

    #[test]
    fn an_octave_as_strong_in_most_windows_rivals_the_rate() {
        // A pulse's harmonics are weaker than its fundamental: neither octave rivals it.
        let x = ppg(70.0, 35.0);
        let w = spectrogram(&x, FS, 10.0, 1.0, 512);
        assert_eq!(rival_octave(&w, &w, 70.0 / 60.0, PULSE_BAND_HZ), None);
        // 126 bpm stronger than 63 bpm for the scan's first 20 s, weaker after: read at 63, the
        // double rivals it (it wins most windows); read at 126, the half does not.
        let y: Vec<f64> = (0..1050)
            .map(|i| {
                let t = i as f64 / FS;
                let double = if t < 20.0 { 1.5 } else { 0.5 };
                (2.0 * PI * 1.05 * t).sin() + double * (2.0 * PI * 2.1 * t).sin()
            })
            .collect();
        let wy = spectrogram(&y, FS, 10.0, 1.0, 512);
        assert_eq!(rival_octave(&wy, &wy, 1.05, PULSE_BAND_HZ), Some(2.1));
        assert_eq!(rival_octave(&wy, &wy, 2.1, PULSE_BAND_HZ), None);
        // An octave outside the band is no rival, and silent windows are no evidence.
        assert_eq!(rival_octave(&wy, &wy, 1.05, (0.7, 2.0)), None);
        assert_eq!(rival_octave(&[], &[], 1.05, PULSE_BAND_HZ), None);
        let silent = spectrogram(&vec![0.0; 1050], FS, 10.0, 1.0, 512);
        assert_eq!(rival_octave(&silent, &silent, 1.05, PULSE_BAND_HZ), None);
    }

    /// `windows` with the power near `f_hz` scaled by `kept`: the motion discount where it falls.
    fn discounted_at(windows: &[Window], f_hz: f64, kept: f64) -> Vec<Window> {
        windows
            .iter()
            .map(|w| {
                let mut w = w.clone();
                for k in 0..w.spectrum.power.len() {
                    if (w.spectrum.freq(k) - f_hz).abs() <= SNR_HALF_WIDTH_HZ {
                        w.spectrum.power[k] *= kept;
                    }
                }
                w
            })
            .collect()
    }

    #[test]
    fn the_rate_is_weighed_as_measured_and_its_rival_as_discounted() {
        let f = 70.0 / 60.0;
        // A head swaying at half the pulse rate: the discount takes most of the pulse's own power,
        // leaving its harmonic the stronger (the rule before weighed both as discounted); the pulse
        // as measured still outweighs it.
        let w = spectrogram(&ppg(70.0, 35.0), FS, 10.0, 1.0, 512);
        let pulse_taken = discounted_at(&w, f, 0.05);
        assert_eq!(
            rival_octave(&pulse_taken, &pulse_taken, f, PULSE_BAND_HZ),
            Some(2.0 * f)
        );
        assert_eq!(rival_octave(&w, &pulse_taken, f, PULSE_BAND_HZ), None);
        // A rhythm at twice the rate rivals it, unless the head's motion explains that rhythm.
        let y: Vec<f64> = (0..1050)
            .map(|i| {
                let t = i as f64 / FS;
                (2.0 * PI * f * t).sin() + 1.5 * (2.0 * PI * 2.0 * f * t).sin()
            })
            .collect();
        let wy = spectrogram(&y, FS, 10.0, 1.0, 512);
        assert_eq!(rival_octave(&wy, &wy, f, PULSE_BAND_HZ), Some(2.0 * f));
        let pulse_taken = discounted_at(&wy, f, 0.5);
        assert_eq!(
            rival_octave(&wy, &pulse_taken, f, PULSE_BAND_HZ),
            Some(2.0 * f)
        );
        let rhythm_taken = discounted_at(&wy, 2.0 * f, 0.05);
        assert_eq!(rival_octave(&wy, &rhythm_taken, f, PULSE_BAND_HZ), None);
    }

    #[test]
    fn a_rate_the_check_corrected_has_no_rival() {
        let two_tones = |double: f64| -> Vec<f64> {
            (0..1050)
                .map(|i| {
                    let t = i as f64 / FS;
                    (2.0 * PI * (65.0 / 60.0) * t).sin()
                        + double * (2.0 * PI * (130.0 / 60.0) * t).sin()
                })
                .collect()
        };
        let (f, g) = (65.0 / 60.0, 130.0 / 60.0);
        // The windows' spectrum peaks at 65 bpm with real power at 130, and the pulse repeats every
        // 1/130 min: the check doubles 65 to 130, and 65, the spectrum's peak, does not rival it.
        let w = spectrogram(&two_tones(0.8), FS, 10.0, 1.0, 512);
        assert_eq!(rival_octave(&w, &w, g, PULSE_BAND_HZ), Some(f));
        assert_eq!(
            checked_octave(&ppg(130.0, 35.0), FS, &w, &w, f, PULSE_BAND_HZ),
            (g, None)
        );
        // 130 bpm stronger, but the pulse repeats every 1/65 min: 65 is kept, with 130 its rival.
        let z = two_tones(1.2);
        let wz = spectrogram(&z, FS, 10.0, 1.0, 512);
        assert_eq!(
            checked_octave(&z, FS, &wz, &wz, f, PULSE_BAND_HZ),
            (f, Some(g))
        );
    }
}
