//! Band-limited power spectra, interpolated peak frequency and self-SNR.
//!
//! Segments are mean-removed, Hann-windowed and zero-padded, so the peak is found on a fine grid;
//! the remaining bin quantisation is removed by Gaussian (log-parabolic) peak interpolation, which is
//! exact for a Gaussian main lobe and very close for Hann. The SNR follows de Haan & Jeanne (2013):
//! power within ±[`SNR_HALF_WIDTH_HZ`] of the pulse frequency and its first harmonic over the power in
//! the rest of the band, in dB.

use crate::fft::{fft_len, power_spectrum_bins};
use crate::filter::PULSE_BAND_HZ;
use std::f64::consts::PI;

/// Half-width of the "signal" bands around the pulse frequency and its harmonic: 6 bpm.
pub const SNR_HALF_WIDTH_HZ: f64 = 0.1;
/// Relative half-width of the neighbourhood a pulse's self-SNR compares it against
/// ([`snr_neighbourhood`]).
pub const SNR_NEIGHBOURHOOD: f64 = 0.15;
/// Smallest power used inside logarithms (avoids −∞ on silent input).
const POWER_FLOOR: f64 = 1e-30;

/// Periodic Hann window of length `n`.
pub fn hann(n: usize) -> Vec<f64> {
    (0..n)
        .map(|i| 0.5 - 0.5 * (2.0 * PI * i as f64 / n as f64).cos())
        .collect()
}

/// Hann windows kept for reuse: an analysis windows hundreds of segments of a few lengths.
const HANN_CACHE_SIZE: usize = 8;

thread_local! {
    static HANN_CACHE: std::cell::RefCell<Vec<Vec<f64>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `(x − mean) · hann(len)`, with the window taken from a small cache.
fn hann_windowed(x: &[f64]) -> Vec<f64> {
    let m = crate::stats::mean(x);
    HANN_CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let pos = match cache.iter().position(|w| w.len() == x.len()) {
            Some(p) => p,
            None => {
                if cache.len() == HANN_CACHE_SIZE {
                    cache.remove(0);
                }
                cache.push(hann(x.len()));
                cache.len() - 1
            }
        };
        x.iter()
            .zip(&cache[pos])
            .map(|(v, h)| (v - m) * h)
            .collect()
    })
}

/// Power spectrum restricted to a frequency band: bin k is at `f0 + k·df` Hz.
#[derive(Debug, Clone, PartialEq)]
pub struct Spectrum {
    pub f0: f64,
    pub df: f64,
    pub power: Vec<f64>,
}

/// An interpolated spectral peak.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Peak {
    pub freq_hz: f64,
    pub power: f64,
    pub bin: usize,
}

impl Spectrum {
    /// Spectrum of `x` (sampled at `fs`) over `band` Hz, with at least `nfft` FFT points.
    pub fn of(x: &[f64], fs: f64, nfft: usize, band: (f64, f64)) -> Spectrum {
        let n = fft_len(x.len(), nfft);
        let df = fs / n as f64;
        let k0 = (band.0 / df).ceil() as usize;
        let k1 = ((band.1 / df).floor() as usize).min(n / 2);
        let power = power_spectrum_bins(&hann_windowed(x), n, k0, k1);
        Spectrum {
            f0: k0 as f64 * df,
            df,
            power,
        }
    }

    /// The bins within `lo..=hi` Hz: what [`Spectrum::of`] over that band gives when it lies inside
    /// this spectrum's band (each bin's power depends only on the bin), without another FFT.
    pub fn within(&self, (lo, hi): (f64, f64)) -> Spectrum {
        let first = (self.f0 / self.df).round() as usize;
        let k0 = ((lo / self.df).ceil() as usize).max(first);
        let end = ((hi / self.df).floor() as usize + 1).min(first + self.power.len());
        Spectrum {
            f0: k0 as f64 * self.df,
            df: self.df,
            power: self
                .power
                .get(k0 - first..end - first)
                .unwrap_or(&[])
                .to_vec(),
        }
    }

    /// Frequency of bin `k`.
    pub fn freq(&self, k: usize) -> f64 {
        self.f0 + k as f64 * self.df
    }

    /// Nearest bin to `f` (clamped into the band).
    pub fn bin(&self, f: f64) -> usize {
        let k = ((f - self.f0) / self.df).round();
        if k <= 0.0 || self.power.is_empty() {
            0
        } else {
            (k as usize).min(self.power.len() - 1)
        }
    }

    /// Total power in the band.
    pub fn total(&self) -> f64 {
        self.power.iter().sum()
    }

    /// Adds `other`'s power bin by bin (the two must share a grid): the spectrum of independent
    /// parts, or the sum of windows' spectra.
    pub fn add(&mut self, other: &Spectrum) {
        self.power
            .iter_mut()
            .zip(&other.power)
            .for_each(|(a, b)| *a += b);
    }

    /// The share of the power within `lo..=hi` Hz that lies within ±`tolerance_hz` of `f`; `None`
    /// when that part of the spectrum is silent.
    pub fn share_near(&self, f: f64, tolerance_hz: f64, (lo, hi): (f64, f64)) -> Option<f64> {
        let (mut near, mut total) = (0.0, 0.0);
        for (k, p) in self.power.iter().enumerate() {
            let fk = self.freq(k);
            if (lo..=hi).contains(&fk) {
                total += p;
                if (fk - f).abs() <= tolerance_hz {
                    near += p;
                }
            }
        }
        if total > 0.0 {
            Some(near / total)
        } else {
            None
        }
    }

    /// The strongest bin, interpolated; `None` for an empty or silent spectrum.
    pub fn peak(&self) -> Option<Peak> {
        self.peak_within((f64::NEG_INFINITY, f64::INFINITY))
    }

    /// The strongest bin within `lo..=hi` Hz, interpolated; `None` when that part of the spectrum is
    /// empty or silent.
    pub fn peak_within(&self, (lo, hi): (f64, f64)) -> Option<Peak> {
        let (k, p) = self
            .power
            .iter()
            .enumerate()
            .filter(|(k, _)| (lo..=hi).contains(&self.freq(*k)))
            .fold((0, 0.0), |b, (k, v)| if *v > b.1 { (k, *v) } else { b });
        if p <= 0.0 {
            return None;
        }
        Some(self.interpolate(k))
    }

    /// The interpolated local maximum reached by climbing from bin `k`.
    pub fn climb(&self, k: usize) -> Peak {
        self.interpolate(self.summit(k))
    }

    /// The bin of the local maximum reached by climbing from bin `k`.
    pub fn summit(&self, mut k: usize) -> usize {
        let last = self.power.len().saturating_sub(1);
        loop {
            if k < last && self.power[k + 1] > self.power[k] {
                k += 1;
            } else if k > 0 && self.power[k - 1] > self.power[k] {
                k -= 1;
            } else {
                return k;
            }
        }
    }

    /// Gaussian interpolation around bin `k`: a parabola through the log powers of k−1, k, k+1.
    pub fn interpolate(&self, k: usize) -> Peak {
        let p = &self.power;
        let power = p.get(k).copied().unwrap_or(0.0);
        if k == 0 || k + 1 >= p.len() {
            return Peak {
                freq_hz: self.freq(k),
                power,
                bin: k,
            };
        }
        let (a, b, c) = (
            p[k - 1].max(POWER_FLOOR).ln(),
            p[k].max(POWER_FLOOR).ln(),
            p[k + 1].max(POWER_FLOOR).ln(),
        );
        let den = a - 2.0 * b + c;
        let delta = if den < 0.0 {
            (0.5 * (a - c) / den).clamp(-0.5, 0.5)
        } else {
            0.0
        };
        Peak {
            freq_hz: self.freq(k) + delta * self.df,
            power,
            bin: k,
        }
    }

    /// Self-SNR in dB at pulse frequency `f`: power within ±6 bpm of `f` and of `2f` (when in band)
    /// over all other power in the band.
    pub fn snr_db(&self, f: f64) -> f64 {
        self.snr_db_within(f, (f64::NEG_INFINITY, f64::INFINITY))
    }

    /// [`Spectrum::snr_db`] counting only the bins within `lo..=hi` Hz (the harmonic too only when it
    /// lies inside): the pulse against its neighbourhood rather than the whole band.
    pub fn snr_db_within(&self, f: f64, (lo, hi): (f64, f64)) -> f64 {
        let (mut signal, mut noise) = (0.0, 0.0);
        for (k, p) in self.power.iter().enumerate() {
            let fk = self.freq(k);
            if fk < lo || fk > hi {
                continue;
            }
            if (fk - f).abs() <= SNR_HALF_WIDTH_HZ || (fk - 2.0 * f).abs() <= SNR_HALF_WIDTH_HZ {
                signal += p;
            } else {
                noise += p;
            }
        }
        10.0 * (signal.max(POWER_FLOOR) / noise.max(POWER_FLOOR)).log10()
    }
}

/// The frequencies nearer to `f_hz`, on a log scale, than to its octave or sub-octave:
/// `f/√2 … f·√2` Hz. Where a peak that belongs to a pulse at `f` may lie without being taken for
/// its harmonic or sub-harmonic.
pub fn octave_band(f_hz: f64) -> (f64, f64) {
    (
        f_hz / std::f64::consts::SQRT_2,
        f_hz * std::f64::consts::SQRT_2,
    )
}

/// The neighbourhood of a pulse at `f_hz` its self-SNR is read in: `f·(1 ± SNR_NEIGHBOURHOOD)` Hz,
/// and at least twice the SNR's signal half-width either side, so that at slow rates it still holds
/// as much noise on each side as the signal band itself (±15 % of 55 bpm is narrower than the ±6 bpm
/// signal band, and an empty noise ring read +300 dB). The noise the pulse must stand out from is
/// the noise near it, not the band's 1/f floor.
pub fn snr_neighbourhood(f_hz: f64) -> (f64, f64) {
    let half = (SNR_NEIGHBOURHOOD * f_hz).max(2.0 * SNR_HALF_WIDTH_HZ);
    (f_hz - half, f_hz + half)
}

/// [`octave_band`] within the pulse band: where a pulse's own peak is sought around rate `f_hz`.
pub fn pulse_octave_band(f_hz: f64) -> (f64, f64) {
    let (lo, hi) = octave_band(f_hz);
    (lo.max(PULSE_BAND_HZ.0), hi.min(PULSE_BAND_HZ.1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::Lcg;

    fn sine(f: f64, fs: f64, n: usize) -> Vec<f64> {
        (0..n)
            .map(|i| (2.0 * PI * f * i as f64 / fs).sin())
            .collect()
    }

    #[test]
    fn pure_sine_frequency_within_half_a_bpm() {
        for bpm in [45.0, 61.3, 72.0, 99.6, 119.7, 150.2, 180.0] {
            let s = Spectrum::of(&sine(bpm / 60.0, 30.0, 300), 30.0, 2048, (0.7, 3.5));
            let p = s.peak().unwrap();
            assert!(
                (p.freq_hz * 60.0 - bpm).abs() < 0.5,
                "{bpm} → {}",
                p.freq_hz * 60.0
            );
        }
    }

    #[test]
    fn snr_is_high_for_a_sine_and_low_for_noise() {
        let s = Spectrum::of(&sine(1.2, 30.0, 600), 30.0, 2048, (0.7, 3.5));
        assert!(s.snr_db(1.2) > 15.0);
        let mut rng = Lcg::new(7);
        let noise: Vec<f64> = (0..600).map(|_| rng.gaussian()).collect();
        let s = Spectrum::of(&noise, 30.0, 2048, (0.7, 3.5));
        let f = s.peak().unwrap().freq_hz;
        assert!(s.snr_db(f) < 0.0);
    }

    #[test]
    fn snr_within_a_neighbourhood_ignores_power_outside_it() {
        // A pulse at 2 Hz beside a stronger slow component at 0.8 Hz: against the whole band the
        // pulse is under the slow power, against its own neighbourhood it stands out.
        let x: Vec<f64> = sine(2.0, 30.0, 600)
            .iter()
            .zip(sine(0.8, 30.0, 600))
            .map(|(a, b)| a + 2.0 * b)
            .collect();
        let s = Spectrum::of(&x, 30.0, 2048, (0.7, 3.5));
        assert!(s.snr_db(2.0) < 0.0, "{}", s.snr_db(2.0));
        assert!(s.snr_db_within(2.0, (1.7, 2.3)) > 15.0);
        assert_eq!(
            s.snr_db_within(2.0, (f64::NEG_INFINITY, f64::INFINITY)),
            s.snr_db(2.0)
        );
    }

    #[test]
    fn a_band_within_is_the_spectrum_of_that_band() {
        let x = sine(1.3, 30.0, 500);
        let whole = Spectrum::of(&x, 30.0, 2048, (0.7, 3.5));
        for band in [(0.7, 3.5), (0.9, 1.8), (1.234, 2.5), (3.4, 3.5)] {
            assert_eq!(whole.within(band), Spectrum::of(&x, 30.0, 2048, band));
        }
        assert!(whole.within((2.0, 1.0)).power.is_empty());
    }

    #[test]
    fn climb_finds_the_local_maximum_and_silence_has_no_peak() {
        let s = Spectrum::of(&sine(2.0, 30.0, 300), 30.0, 1024, (0.7, 3.5));
        let p = s.climb(s.bin(1.9));
        assert!((p.freq_hz - 2.0).abs() < 0.01);
        assert!(Spectrum::of(&[0.0; 64], 30.0, 256, (0.7, 3.5))
            .peak()
            .is_none());
        assert!((hann(4)[2] - 1.0).abs() < 1e-12);
    }

    #[test]
    fn the_snr_neighbourhood_holds_noise_at_slow_rates() {
        // On a 10 s window's 3.5 bpm grid, ±15 % of 55 bpm is narrower than the ±6 bpm signal band:
        // without a floor on its width the noise ring held no bin and the SNR read about +300 dB.
        let mut rng = Lcg::new(3);
        let noise: Vec<f64> = (0..300).map(|_| rng.gaussian()).collect();
        let s = Spectrum::of(&noise, 30.0, 512, PULSE_BAND_HZ);
        for bpm in [45.0, 48.0, 55.0, 58.0, 60.0, 90.0, 150.0] {
            let f = bpm / 60.0;
            let snr = s.snr_db_within(f, snr_neighbourhood(f));
            assert!(snr < 10.0, "{bpm} bpm: {snr} dB");
        }
        assert_eq!(pulse_octave_band(0.6).0, PULSE_BAND_HZ.0);
    }
}
