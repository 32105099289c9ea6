//! The evidence the tracker reads: sliding-window spectra of the candidate pulses, summed with
//! equal votes, their aperiodic background divided out or kept, and the frequency bands the rate's
//! later stages look within.

use super::aperiodic::{flattened_on, ln_freqs};
use super::params::SNR_NEIGHBOURHOOD;
use crate::filter::PULSE_BAND_HZ;
use crate::spectrum::{Spectrum, SNR_HALF_WIDTH_HZ};

/// FFT size for window spectra: 10 s at 30 Hz zero-padded to 512 (3.5 bpm bins). The model runs
/// on this coarse grid; each bin's rate is refined by Gaussian interpolation of the peak it lies
/// on (sub-bin, well under 0.5 bpm for a Hann main lobe spanning ±3.4 bins).
pub const TRACK_NFFT: usize = 512;

/// One window of the spectrogram.
#[derive(Debug, Clone, PartialEq)]
pub struct Window {
    /// Centre time of the window, s from the trace start.
    pub centre_s: f64,
    pub spectrum: Spectrum,
}

/// Where the windows of a [`spectrogram`] start (samples): `n` samples covered by windows of `l`,
/// at most `hop` apart, spread evenly so that the first starts at the first sample and the last
/// ends at the last. A fixed hop from the start would drop whatever the hops leave over at the end
/// (up to a hop): whether a 35 s scan holds 25 or 26 whole hops then turned on its last frame's
/// time to a few milliseconds, and the same scan replayed at 29.7 fps and at 30 fps was read from
/// different windows.
pub fn window_starts(n: usize, l: usize, hop: usize) -> Vec<usize> {
    if n < l || l == 0 {
        return Vec::new();
    }
    let span = n - l;
    let gaps = (span + hop.max(1) - 1) / hop.max(1);
    if gaps == 0 {
        return vec![0];
    }
    (0..=gaps).map(|k| (k * span + gaps / 2) / gaps).collect()
}

/// Sliding-window spectra of `x` (sampled at `fs`) over the pulse band, on [`window_starts`]. A
/// trace shorter than one window gives a single window over all of it.
pub fn spectrogram(x: &[f64], fs: f64, window_s: f64, hop_s: f64, nfft: usize) -> Vec<Window> {
    let n = x.len();
    let l = ((window_s * fs).round() as usize).min(n).max(1);
    let hop = ((hop_s * fs).round() as usize).max(1);
    window_starts(n, l, hop)
        .into_iter()
        .map(|start| Window {
            centre_s: (start as f64 + l as f64 / 2.0) / fs,
            spectrum: Spectrum::of(&x[start..start + l], fs, nfft, PULSE_BAND_HZ),
        })
        .collect()
}

/// How each estimate's window spectrum enters an [`agreement_spectrogram`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Background {
    /// Its aperiodic (1/f) background divided out ([`crate::aperiodic::flattened`]): the pulse is
    /// judged by how far it rises above the noise at its own frequency, so the band's floor does not
    /// win by default. For reading the rate.
    DividedOut,
    /// As measured: how far the pulse stands out from all the band's power. The view the quality
    /// measures (self-SNR, agreement of the windows' own peaks) are defined and calibrated on.
    Kept,
}

/// Spectrogram of several pulse estimates of the same scan, summed with equal votes: each window's
/// spectrum of each estimate (its `background` divided out or kept) is scaled to a maximum of 1
/// before the sum. Independent extractions (POS, CHROM) share the pulse but not their noise, so the
/// pulse's frequency collects every vote while each method's own artefact peak collects one: the
/// agreement of independent estimates, per window (in the spirit of multi-channel spectral fusion
/// for camera PPG, e.g. the majority-vote trackers compared in pyVHR, Boccignone et al. 2020).
pub fn agreement_spectrogram(
    pulses: &[&[f64]],
    fs: f64,
    window_s: f64,
    hop_s: f64,
    nfft: usize,
    background: Background,
) -> Vec<Window> {
    let [sum] = agreement_spectrograms(pulses, fs, window_s, hop_s, nfft, [background]);
    sum
}

/// [`agreement_spectrogram`] for several `backgrounds` at once, from one spectrogram per estimate.
pub fn agreement_spectrograms<const N: usize>(
    pulses: &[&[f64]],
    fs: f64,
    window_s: f64,
    hop_s: f64,
    nfft: usize,
    backgrounds: [Background; N],
) -> [Vec<Window>; N] {
    let mut sums: [Vec<Window>; N] = backgrounds.map(|_| Vec::new());
    // The windows share a frequency grid: its log-frequencies are taken once per grid.
    let mut grid = (f64::NAN, f64::NAN, 0);
    let mut ln_f: Vec<f64> = Vec::new();
    for pulse in pulses {
        for (k, window) in spectrogram(pulse, fs, window_s, hop_s, nfft)
            .into_iter()
            .enumerate()
        {
            for (sum, background) in sums.iter_mut().zip(backgrounds) {
                let mut w = window.clone();
                if background == Background::DividedOut {
                    let this = (w.spectrum.f0, w.spectrum.df, w.spectrum.power.len());
                    if this != grid {
                        ln_f = ln_freqs(&w.spectrum);
                        grid = this;
                    }
                    w.spectrum = flattened_on(&w.spectrum, &ln_f);
                }
                let max = w.spectrum.power.iter().cloned().fold(0.0, f64::max);
                let scale = if max > 0.0 { 1.0 / max } else { 0.0 };
                w.spectrum.power.iter_mut().for_each(|p| *p *= scale);
                match sum.get_mut(k) {
                    Some(acc) => acc.spectrum.add(&w.spectrum),
                    None => sum.push(w),
                }
            }
        }
    }
    sums
}

/// The rates the track may take around the octave-checked rate `f_hz`: those nearer to it, on a
/// log scale, than to its octave or sub-octave, `f/√2 … f·√2` Hz. The octave check has decided
/// which octave the pulse is in; inside it the Viterbi path's limits on change hold the track, so
/// it can follow a rate as far as real rates move within a scan (breathing and posture move them by
/// more than ±15 %, and a ±15 % band missed a rate's step: docs/findings/10-track-octave-band.md).
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

/// The windows with all power outside `lo..=hi` Hz removed.
pub fn restrict(windows: &[Window], (lo, hi): (f64, f64)) -> Vec<Window> {
    windows
        .iter()
        .map(|w| {
            let mut w = w.clone();
            for k in 0..w.spectrum.power.len() {
                let f = w.spectrum.freq(k);
                if f < lo || f > hi {
                    w.spectrum.power[k] = 0.0;
                }
            }
            w
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::params::{TRACK_HOP_S, TRACK_WINDOW_S};
    use super::*;
    use crate::testkit::Lcg;
    use std::f64::consts::PI;

    #[test]
    fn windows_cover_the_whole_trace_at_most_a_hop_apart() {
        // 34.93 s at 30 Hz (a browser scan): 25 windows a whole hop apart would stop 28 samples short.
        let starts = window_starts(1048, 300, 30);
        assert_eq!(starts.len(), 26);
        assert_eq!((starts[0], starts[25] + 300), (0, 1048));
        assert!(starts.windows(2).all(|w| w[1] > w[0] && w[1] - w[0] <= 30));
        // When the hops fit exactly, they are the hops.
        let exact = window_starts(1050, 300, 30);
        assert!(exact.iter().enumerate().all(|(k, s)| *s == 30 * k) && exact.len() == 26);
        assert_eq!(window_starts(300, 300, 30), vec![0]);
        assert!(window_starts(299, 300, 30).is_empty());
        // A trace shorter than a window is one window over all of it.
        assert_eq!(spectrogram(&[0.0; 200], 30.0, 10.0, 1.0, 512).len(), 1);
    }

    #[test]
    fn the_snr_neighbourhood_holds_noise_at_slow_rates() {
        // On a 10 s window's 3.5 bpm grid, ±15 % of 55 bpm is narrower than the ±6 bpm signal band:
        // without a floor on its width the noise ring held no bin and the SNR read about +300 dB.
        let mut rng = Lcg::new(3);
        let noise: Vec<f64> = (0..300).map(|_| rng.gaussian()).collect();
        let s = Spectrum::of(&noise, 30.0, TRACK_NFFT, PULSE_BAND_HZ);
        for bpm in [45.0, 48.0, 55.0, 58.0, 60.0, 90.0, 150.0] {
            let f = bpm / 60.0;
            let snr = s.snr_db_within(f, snr_neighbourhood(f));
            assert!(snr < 10.0, "{bpm} bpm: {snr} dB");
        }
    }

    #[test]
    fn agreement_spectrogram_favours_the_shared_frequency() {
        let fs = 30.0;
        let tone = |f: f64, i: usize| (2.0 * PI * f * i as f64 / fs).sin();
        // Each method sees the pulse (1.5 Hz) plus its own, stronger artefact.
        let a: Vec<f64> = (0..600)
            .map(|i| tone(1.5, i) + 1.3 * tone(0.8, i))
            .collect();
        let b: Vec<f64> = (0..600)
            .map(|i| tone(1.5, i) + 1.3 * tone(2.6, i))
            .collect();
        let windows = agreement_spectrogram(
            &[&a, &b],
            fs,
            TRACK_WINDOW_S,
            TRACK_HOP_S,
            TRACK_NFFT,
            Background::Kept,
        );
        assert_eq!(
            windows.len(),
            spectrogram(&a, fs, TRACK_WINDOW_S, TRACK_HOP_S, TRACK_NFFT).len()
        );
        for w in &windows {
            let peak = w.spectrum.peak().unwrap().freq_hz;
            assert!((peak - 1.5).abs() < 0.05, "{peak}");
        }
        assert!(agreement_spectrogram(
            &[],
            fs,
            TRACK_WINDOW_S,
            TRACK_HOP_S,
            TRACK_NFFT,
            Background::DividedOut
        )
        .is_empty());
    }
}
