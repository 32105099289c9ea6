//! The aperiodic (1/f) background of a pulse spectrum, and the spectrum with it divided out.
//!
//! Compressed video, skin-tone drift and slow illumination change put noise into the pulse band
//! whose power falls with frequency, roughly as 1/f^χ. On a raw spectrum that background can top
//! a genuine pulse near the band's high end and a "peak" appears at the band's floor. Following the
//! parameterisation of neural power spectra into an aperiodic component and periodic peaks
//! (Donoghue et al. 2020, "FOOOF", Nature Neuroscience 23:1655), the background is fitted as a line
//! in log-power / log-frequency and divided out, so every frequency is judged by how far it rises
//! above the background at that frequency, not by the background itself.

use crate::spectrum::Spectrum;

/// Refits on the bins at or below the previous fit, so the fit follows the floor between peaks
/// rather than being lifted by them.
const FLOOR_REFITS: usize = 3;
/// Steepest background modelled: Brownian (random-walk) noise, 1/f². A steeper fit is the pulse
/// itself or a filter's edge, not noise, and dividing it out would hand the band to harmonics.
pub const MAX_EXPONENT: f64 = 2.0;
/// Smallest power used inside logarithms.
const POWER_FLOOR: f64 = 1e-30;

/// Natural logs of the bin frequencies of `s` (NaN for a bin at 0 Hz): the fit's x axis, the same
/// for every spectrum on one frequency grid, so callers flattening many may compute it once.
pub fn ln_freqs(s: &Spectrum) -> Vec<f64> {
    (0..s.power.len())
        .map(|k| {
            let f = s.freq(k);
            if f > 0.0 {
                f.ln()
            } else {
                f64::NAN
            }
        })
        .collect()
}

/// The aperiodic background `ln P = offset − exponent · ln f` of `s`, fitted by least
/// squares to the spectrum's floor; `None` for fewer than three bins or a silent spectrum. The
/// exponent is held to 0…[`MAX_EXPONENT`]: only a background falling with frequency is modelled (a
/// strong pulse high in the band cannot tilt the fit against itself), and no steeper than 1/f².
pub fn aperiodic_fit(s: &Spectrum) -> Option<(f64, f64)> {
    fit_on(s, &ln_freqs(s))
}

/// [`aperiodic_fit`] with the grid's [`ln_freqs`] given.
fn fit_on(s: &Spectrum, ln_f: &[f64]) -> Option<(f64, f64)> {
    // Lists sized once for every bin: this runs on every window of every pulse estimate.
    let mut points = Vec::with_capacity(s.power.len());
    points.extend(
        ln_f.iter()
            .zip(&s.power)
            .filter(|(x, p)| x.is_finite() && p.is_finite())
            .map(|(x, p)| (*x, p.max(POWER_FLOOR).ln())),
    );
    if points.len() < 3 || points.iter().all(|(_, y)| *y <= POWER_FLOOR.ln()) {
        return None;
    }
    let mut fit = line_fit(&points)?;
    let mut floor = points.clone();
    let mut below = Vec::with_capacity(points.len());
    for _ in 0..FLOOR_REFITS {
        below.clear();
        below.extend(
            points
                .iter()
                .copied()
                .filter(|(x, y)| *y <= fit.0 - fit.1 * x),
        );
        match line_fit(&below) {
            Some(f) => {
                fit = f;
                std::mem::swap(&mut floor, &mut below);
            }
            None => break,
        }
    }
    // A clamped exponent takes the offset that fits the floor best with that slope.
    let exponent = fit.1.clamp(0.0, MAX_EXPONENT);
    let offset = floor.iter().map(|(x, y)| y + exponent * x).sum::<f64>() / floor.len() as f64;
    if offset.is_finite() {
        Some((offset, exponent))
    } else {
        None
    }
}

/// `s` divided by its [`aperiodic_fit`]: 1 where the spectrum sits on its background, more where a
/// periodic component rises above it. A spectrum without a fit is returned unchanged.
pub fn flattened(s: &Spectrum) -> Spectrum {
    flattened_on(s, &ln_freqs(s))
}

/// [`flattened`] with the grid's [`ln_freqs`] given (`ln_f.len()` must be the spectrum's bin count).
pub fn flattened_on(s: &Spectrum, ln_f: &[f64]) -> Spectrum {
    let (offset, exponent) = match fit_on(s, ln_f) {
        Some(fit) => fit,
        None => return s.clone(),
    };
    let power = s
        .power
        .iter()
        .zip(ln_f)
        .map(|(p, x)| {
            if x.is_finite() && p.is_finite() {
                p / (offset - exponent * x).exp()
            } else {
                *p
            }
        })
        .collect();
    Spectrum { power, ..*s }
}

/// Least-squares line `y = offset − exponent · x` through `points`, as `(offset, exponent)`.
fn line_fit(points: &[(f64, f64)]) -> Option<(f64, f64)> {
    let n = points.len() as f64;
    if points.len() < 2 {
        return None;
    }
    let mx = points.iter().map(|p| p.0).sum::<f64>() / n;
    let my = points.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = points.iter().map(|p| (p.0 - mx) * (p.0 - mx)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    if sxx <= 0.0 {
        return None;
    }
    let slope = sxy / sxx;
    Some((my - slope * mx, -slope))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A band spectrum `1/f^exponent` with a Gaussian peak of `height` × the background at `peak_hz`.
    fn pink_with_peak(exponent: f64, peak_hz: f64, height: f64) -> Spectrum {
        let (f0, df) = (0.7, 0.01);
        let power = (0..281)
            .map(|k| {
                let f: f64 = f0 + k as f64 * df;
                let background = f.powf(-exponent);
                background * (1.0 + height * (-((f - peak_hz) / 0.05).powi(2)).exp())
            })
            .collect();
        Spectrum { f0, df, power }
    }

    #[test]
    fn fits_the_exponent_of_a_pink_background_under_a_peak() {
        let (_, exponent) = aperiodic_fit(&pink_with_peak(2.0, 2.1, 3.0)).unwrap();
        assert!((exponent - 2.0).abs() < 0.05, "exponent {exponent}");
    }

    #[test]
    fn a_pulse_above_the_background_beats_the_floor_of_a_steep_background() {
        // On the raw spectrum the band's floor (0.7 Hz) outweighs a pulse at 2.1 Hz four times
        // above its own background; flattened, the pulse is the peak.
        let s = pink_with_peak(2.0, 2.1, 3.0);
        assert!(s.peak().unwrap().freq_hz < 0.75);
        let p = flattened(&s).peak().unwrap();
        assert!((p.freq_hz - 2.1).abs() < 0.01, "peak {}", p.freq_hz);
    }

    #[test]
    fn a_steeper_fit_is_held_to_brownian_noise() {
        let (_, exponent) = aperiodic_fit(&pink_with_peak(3.5, 2.1, 3.0)).unwrap();
        assert_eq!(exponent, MAX_EXPONENT);
    }

    #[test]
    fn a_rising_spectrum_is_not_tilted_against_its_high_end() {
        let rising = Spectrum {
            f0: 0.7,
            df: 0.1,
            power: (0..29).map(|k| 1.0 + k as f64).collect(),
        };
        assert_eq!(aperiodic_fit(&rising).unwrap().1, 0.0);
        assert_eq!(flattened(&rising).peak().unwrap().bin, 28);
    }

    #[test]
    fn a_held_exponent_still_puts_the_background_on_the_floor() {
        // Exponent 3.5 held to 2: between peaks the flattened spectrum sits near its floor level,
        // not orders of magnitude off it.
        let s = pink_with_peak(3.5, 2.1, 3.0);
        let flat = flattened(&s);
        let min = flat.power.iter().cloned().fold(f64::INFINITY, f64::min);
        assert!(min > 0.05 && min <= 1.0, "floor {min}");
    }

    #[test]
    fn a_bad_bin_spoils_only_itself() {
        let mut s = pink_with_peak(1.0, 2.1, 3.0);
        s.power[5] = f64::NAN;
        let flat = flattened(&s);
        assert!(flat.power[5].is_nan());
        assert!(flat
            .power
            .iter()
            .enumerate()
            .all(|(k, p)| k == 5 || p.is_finite()));
        assert!((flat.peak().unwrap().freq_hz - 2.1).abs() < 0.01);
    }

    #[test]
    fn silence_and_tiny_spectra_are_left_alone() {
        let silent = Spectrum {
            f0: 0.7,
            df: 0.1,
            power: vec![0.0; 10],
        };
        assert!(aperiodic_fit(&silent).is_none());
        assert_eq!(flattened(&silent), silent);
        let tiny = Spectrum {
            f0: 0.7,
            df: 0.1,
            power: vec![1.0, 2.0],
        };
        assert!(aperiodic_fit(&tiny).is_none());
    }
}
