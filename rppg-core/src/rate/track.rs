//! The rate through the scan window by window, as the posterior places it, with what the signal's
//! quality measures read at it: each window's self-SNR at the rate and whether the window's own
//! strongest peak lies there.

use super::params::TRACK_PEAK_AGREEMENT_BPM;
use super::spectrogram::Window;
use crate::spectrum::{pulse_octave_band, snr_neighbourhood};

/// One point of the tracked heart rate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrackPoint {
    pub centre_s: f64,
    /// The window's posterior mean rate, bpm.
    pub bpm: f64,
    /// Standard deviation of the window's posterior, bpm.
    pub spread_bpm: f64,
    /// Self-SNR of the window at its rate, dB, against the rate's neighbourhood.
    pub snr_db: f64,
    /// The window's own strongest peak in the octave band around its rate, bpm.
    pub peak_bpm: f64,
    /// Whether that peak lies within [`TRACK_PEAK_AGREEMENT_BPM`] of the rate.
    pub peak_agrees: bool,
}

/// Mean and standard deviation of a distribution `p` over `rates_bpm`.
pub fn moments(p: &[f64], rates_bpm: &[f64]) -> (f64, f64) {
    let mean: f64 = p.iter().zip(rates_bpm).map(|(p, f)| p * f).sum();
    let var: f64 = p
        .iter()
        .zip(rates_bpm)
        .map(|(p, f)| p * (f - mean).powi(2))
        .sum();
    (mean, var.max(0.0).sqrt())
}

/// The track: every window's posterior (`posterior[t]` over `rates_bpm`) summarised, with the
/// quality measures read from the same window of `windows` (the pulse's power as measured).
pub fn track(posterior: &[Vec<f64>], rates_bpm: &[f64], windows: &[Window]) -> Vec<TrackPoint> {
    posterior
        .iter()
        .zip(windows)
        .map(|(p, w)| {
            let (bpm, spread_bpm) = moments(p, rates_bpm);
            let f = bpm / 60.0;
            let peak_bpm = w
                .spectrum
                .peak_within(pulse_octave_band(f))
                .map_or(bpm, |peak| peak.freq_hz * 60.0);
            TrackPoint {
                centre_s: w.centre_s,
                bpm,
                spread_bpm,
                snr_db: w.spectrum.snr_db_within(f, snr_neighbourhood(f)),
                peak_bpm,
                peak_agrees: (peak_bpm - bpm).abs() <= TRACK_PEAK_AGREEMENT_BPM,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::params::{HOP_S, NFFT, WINDOW_S};
    use super::super::spectrogram::spectrogram;
    use super::*;
    use std::f64::consts::PI;

    #[test]
    fn moments_of_a_distribution() {
        let (m, s) = moments(&[0.25, 0.5, 0.25], &[60.0, 61.0, 62.0]);
        assert!((m - 61.0).abs() < 1e-12 && (s - 0.5f64.sqrt()).abs() < 1e-12);
    }

    #[test]
    fn each_window_reads_its_snr_and_own_peak_at_the_posterior_rate() {
        let fs = 30.0;
        let x: Vec<f64> = (0..600)
            .map(|i| (2.0 * PI * 1.5 * i as f64 / fs).sin())
            .collect();
        let windows = spectrogram(&x, fs, WINDOW_S, HOP_S, NFFT);
        let rates = [88.0, 90.0, 92.0];
        let near = vec![vec![0.0, 1.0, 0.0]; windows.len()];
        for p in track(&near, &rates, &windows) {
            assert!(
                p.peak_agrees && (p.peak_bpm - 90.0).abs() < 0.5 && p.snr_db > 10.0,
                "{p:?}"
            );
        }
        // Placed far from the window's peak, the rate neither agrees nor stands out.
        let far = vec![vec![1.0, 0.0, 0.0]; windows.len()];
        let wrong = track(&far, &[130.0, 131.0, 132.0], &windows);
        assert!(wrong.iter().all(|p| !p.peak_agrees && p.snr_db < 0.0));
    }
}
