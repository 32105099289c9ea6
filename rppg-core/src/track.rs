//! Heart-rate tracking over time: a sliding-window spectrogram of the pulse and a hidden-Markov
//! model of the rate through it (in the spirit of the spectral trackers used for wrist PPG, e.g.
//! TROIKA, Zhang et al. 2015): each window's emission is its normalised log power, each hop may
//! change the rate only a little (Gaussian penalty, hard limit), so a momentary noise peak cannot
//! pull the estimate away from a consistent pulse. Each window's rate is the mean of its posterior
//! (forward–backward), not the single most likely path: where weak windows leave two courses about
//! equally likely, the most likely path jumps from one to the other when a few frames change (two
//! real clips read 3 bpm apart from traces one frame apart, docs/accuracy.md Finding 17), while the
//! posterior mean moves a little, and the posterior's spread says how uncertain the rate is.

use crate::aperiodic::{flattened_on, ln_freqs};
use crate::filter::PULSE_BAND_HZ;
use crate::spectrum::{Peak, Spectrum, SNR_HALF_WIDTH_HZ};

/// Window of each spectral estimate: 10 s, long enough for ≤1 bpm resolution after interpolation.
pub const TRACK_WINDOW_S: f64 = 10.0;
/// Largest hop between windows: 1 s ([`window_starts`] spreads them evenly over the trace).
pub const TRACK_HOP_S: f64 = 1.0;
/// FFT size for window spectra: 10 s at 30 Hz zero-padded to 512 (3.5 bpm bins). The model runs
/// on this coarse grid; each bin's rate is refined by Gaussian interpolation of the peak it lies
/// on (sub-bin, well under 0.5 bpm for a Hann main lobe spanning ±3.4 bins).
pub const TRACK_NFFT: usize = 512;
/// Typical heart-rate change between hops (bpm per second), the Gaussian transition width.
pub const TRACK_SIGMA_BPM_PER_S: f64 = 4.0;
/// Largest heart-rate change allowed between hops (bpm per second).
pub const TRACK_MAX_BPM_PER_S: f64 = 12.0;
/// A window's own strongest peak agrees with the tracked rate within this (bpm).
pub const TRACK_PEAK_AGREEMENT_BPM: f64 = 6.0;
/// Floor of the normalised power inside the log emission (−30 dB): bounds a window's veto.
const EMISSION_FLOOR: f64 = 1e-3;

/// One window of the spectrogram.
#[derive(Debug, Clone, PartialEq)]
pub struct Window {
    /// Centre time of the window, s from the trace start.
    pub centre_s: f64,
    pub spectrum: Spectrum,
}

/// One point of the tracked heart rate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrackPoint {
    pub centre_s: f64,
    pub bpm: f64,
    /// Self-SNR of the window at the tracked rate, dB.
    pub snr_db: f64,
    /// Whether the window's own strongest peak lies within [`TRACK_PEAK_AGREEMENT_BPM`] of the tracked rate.
    pub peak_agrees: bool,
    /// The window's own strongest peak, bpm (the final analysis seeks it in the rate's
    /// [`pulse_octave_band`]).
    pub peak_bpm: f64,
    /// Standard deviation of the rate's posterior in this window, bpm: how uncertain it is.
    pub spread_bpm: f64,
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

/// Log emission of each bin: power normalised by the window's maximum, floored.
fn emissions(s: &Spectrum) -> Vec<f64> {
    let max = s.power.iter().cloned().fold(0.0, f64::max);
    s.power
        .iter()
        .map(|p| {
            if max > 0.0 {
                (p / max).max(EMISSION_FLOOR).ln()
            } else {
                0.0
            }
        })
        .collect()
}

/// The tracker's transitions between windows `hop_s` apart on bins of `bpm_per_bin`: the log
/// weight of a jump of 0, 1, … bins (a Gaussian penalty of [`TRACK_SIGMA_BPM_PER_S`] per second),
/// up to the largest jump allowed ([`TRACK_MAX_BPM_PER_S`]); longer jumps are impossible.
fn transitions(hop_s: f64, bpm_per_bin: f64) -> Vec<f64> {
    let max_jump = ((TRACK_MAX_BPM_PER_S * hop_s / bpm_per_bin).ceil() as usize).max(1);
    let sigma_bins = TRACK_SIGMA_BPM_PER_S * hop_s / bpm_per_bin;
    (0..=max_jump)
        .map(|d| -0.5 * (d as f64 / sigma_bins).powi(2))
        .collect()
}

/// `ln Σ exp(x)` without overflow; −∞ for an empty or all −∞ input.
fn log_sum_exp(x: impl Iterator<Item = f64> + Clone) -> f64 {
    let max = x.clone().fold(f64::NEG_INFINITY, f64::max);
    if max == f64::NEG_INFINITY {
        return max;
    }
    max + x.map(|v| (v - max).exp()).sum::<f64>().ln()
}

/// Posterior probability of every bin in every window given all windows (the forward–backward
/// algorithm, Rabiner 1989): the emissions are the windows' normalised log powers, the transitions
/// the tracker's [`transitions`]. All windows must share one bin grid. Every course of the rate
/// counts in proportion to how well it explains the windows, not only the most likely one.
pub fn posterior(windows: &[Window], hop_s: f64) -> Vec<Vec<f64>> {
    let first = match windows.first() {
        Some(w) => w,
        None => return Vec::new(),
    };
    let states = first.spectrum.power.len();
    let penalty = transitions(hop_s, first.spectrum.df * 60.0);
    let max_jump = penalty.len() - 1;
    let reach =
        |j: usize| j.saturating_sub(max_jump)..=(j + max_jump).min(states.saturating_sub(1));
    let e: Vec<Vec<f64>> = windows.iter().map(|w| emissions(&w.spectrum)).collect();
    let mut alpha = vec![e[0].clone()];
    for et in &e[1..] {
        let prev = alpha.last().expect("alpha starts with the first window");
        let next = (0..states)
            .map(|j| et[j] + log_sum_exp(reach(j).map(|i| prev[i] + penalty[i.abs_diff(j)])))
            .collect();
        alpha.push(next);
    }
    let mut beta = vec![vec![0.0; states]; windows.len()];
    for t in (0..windows.len() - 1).rev() {
        beta[t] = (0..states)
            .map(|i| {
                log_sum_exp(reach(i).map(|j| penalty[i.abs_diff(j)] + e[t + 1][j] + beta[t + 1][j]))
            })
            .collect();
    }
    alpha
        .iter()
        .zip(&beta)
        .map(|(a, b)| {
            let joint: Vec<f64> = a.iter().zip(b).map(|(x, y)| x + y).collect();
            let total = log_sum_exp(joint.iter().copied());
            joint.iter().map(|v| (v - total).exp()).collect()
        })
        .collect()
}

/// The rates the track may take around the octave-checked rate `f_hz`: those nearer to it, on a
/// log scale, than to its octave or sub-octave, `f/√2 … f·√2` Hz. The octave check has decided
/// which octave the pulse is in; inside it the Viterbi path's limits on change hold the track, so
/// it can follow a rate as far as real rates move within a scan (breathing and posture move them by
/// more than ±15 %; a ±15 % band read a rate that stepped from 66 to 90 bpm as 66 throughout).
pub fn octave_band(f_hz: f64) -> (f64, f64) {
    (
        f_hz / std::f64::consts::SQRT_2,
        f_hz * std::f64::consts::SQRT_2,
    )
}

/// Relative half-width of the neighbourhood a window's self-SNR compares the pulse against.
pub const SNR_NEIGHBOURHOOD: f64 = 0.15;

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

/// Tracks the heart rate through the pulse: spectrogram, then [`track_windows`].
pub fn track_heart_rate(x: &[f64], fs: f64, nfft: usize) -> Vec<TrackPoint> {
    track_windows(&spectrogram(x, fs, TRACK_WINDOW_S, TRACK_HOP_S, nfft))
}

/// The rate through window spectra: each window's posterior ([`posterior`], its limits on change
/// scaled to the windows' mean spacing, at most [`TRACK_HOP_S`]; shorter when [`window_starts`]
/// spreads them over a short trace) summarised by its mean and standard deviation over the bins'
/// [`refined_freq`]s. The mean is taken on log frequency: the band the track may take is an octave
/// band, symmetric on that scale, so a diffuse posterior in a window without a clear pulse is not
/// pulled towards the band's upper half.
pub fn track_windows(windows: &[Window]) -> Vec<TrackPoint> {
    let step_s = match (windows.first(), windows.last()) {
        (Some(a), Some(b)) if windows.len() > 1 => {
            (b.centre_s - a.centre_s) / (windows.len() - 1) as f64
        }
        _ => TRACK_HOP_S,
    };
    windows
        .iter()
        .zip(posterior(windows, step_s))
        .map(|(w, post)| {
            let rates: Vec<(f64, f64)> = post
                .iter()
                .enumerate()
                .filter(|(_, p)| **p > 0.0)
                .map(|(bin, p)| (*p, refined_freq(&w.spectrum, bin)))
                .collect();
            let f = if rates.is_empty() {
                f64::NAN
            } else {
                rates.iter().map(|(p, f)| p * f.ln()).sum::<f64>().exp()
            };
            let variance: f64 = rates.iter().map(|(p, fk)| p * (fk - f).powi(2)).sum();
            let own = w.spectrum.peak().map_or(f, |p| p.freq_hz);
            TrackPoint {
                centre_s: w.centre_s,
                bpm: f * 60.0,
                snr_db: w.spectrum.snr_db(f),
                peak_agrees: (own - f).abs() * 60.0 <= TRACK_PEAK_AGREEMENT_BPM,
                peak_bpm: own * 60.0,
                spread_bpm: variance.sqrt() * 60.0,
            }
        })
        .collect()
}

/// Bin `bin`'s frequency refined to the interpolated peak it climbs to, unless climbing leaves its
/// neighbourhood (more than 3 bins, about a Hann main lobe): then the bin's own frequency.
fn refined_freq(s: &Spectrum, bin: usize) -> f64 {
    let refined: Peak = s.climb(bin);
    if (refined.freq_hz - s.freq(bin)).abs() <= 3.0 * s.df {
        refined.freq_hz
    } else {
        s.freq(bin)
    }
}

#[cfg(test)]
mod tests {
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

    #[test]
    fn follows_a_slow_ramp() {
        let fs = 30.0;
        let n = 1200;
        let mut phase = 0.0;
        let x: Vec<f64> = (0..n)
            .map(|i| {
                let bpm = 70.0 + 20.0 * i as f64 / n as f64;
                phase += 2.0 * PI * bpm / 60.0 / fs;
                phase.sin()
            })
            .collect();
        let track = track_heart_rate(&x, fs, TRACK_NFFT);
        assert_eq!(track.len(), 31);
        for p in &track {
            let truth = 70.0 + 20.0 * p.centre_s * fs / n as f64;
            assert!((p.bpm - truth).abs() < 1.5, "{} vs {truth}", p.bpm);
            assert!(p.peak_agrees);
        }
    }

    #[test]
    fn ignores_a_momentary_stronger_noise_peak() {
        let fs = 30.0;
        let mut rng = Lcg::new(11);
        let x: Vec<f64> = (0..900)
            .map(|i| {
                let t = i as f64 / fs;
                let burst = if (12.0..16.0).contains(&t) {
                    3.0 * (2.0 * PI * 2.8 * t).sin()
                } else {
                    0.0
                };
                (2.0 * PI * 1.0 * t).sin() + burst + 0.3 * rng.gaussian()
            })
            .collect();
        let track = track_heart_rate(&x, fs, TRACK_NFFT);
        assert!(track.iter().all(|p| (p.bpm - 60.0).abs() < 2.0));
        assert!(track.iter().any(|p| !p.peak_agrees));
    }

    #[test]
    fn the_posterior_is_a_distribution_in_every_window() {
        let mut rng = Lcg::new(7);
        let noise: Vec<f64> = (0..900).map(|_| rng.gaussian()).collect();
        let windows = spectrogram(&noise, 30.0, TRACK_WINDOW_S, TRACK_HOP_S, TRACK_NFFT);
        let post = posterior(&windows, TRACK_HOP_S);
        assert_eq!(post.len(), windows.len());
        for p in &post {
            assert!(p.iter().all(|v| *v >= 0.0));
            assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        }
    }

    #[test]
    fn a_clear_pulse_is_read_with_little_spread_and_two_equal_ones_between_them() {
        let fs = 30.0;
        let tone = |f: f64, i: usize| (2.0 * PI * f * i as f64 / fs).sin();
        let clear = track_heart_rate(
            &(0..900).map(|i| tone(1.5, i)).collect::<Vec<_>>(),
            fs,
            TRACK_NFFT,
        );
        for p in &clear {
            assert!((p.bpm - 90.0).abs() < 0.5 && p.spread_bpm < 1.0, "{p:?}");
        }
        // Two courses 18 bpm apart, equally strong in every window: neither is the rate, and the
        // reading says so by its spread instead of picking one.
        let (a, b) = (1.7, 2.0);
        let both: Vec<f64> = (0..900).map(|i| tone(a, i) + tone(b, i)).collect();
        for p in &track_heart_rate(&both, fs, TRACK_NFFT) {
            assert!(p.bpm > a * 60.0 + 3.0 && p.bpm < b * 60.0 - 3.0, "{p:?}");
            assert!(p.spread_bpm > 5.0, "{p:?}");
        }
    }

    #[test]
    fn short_and_empty_inputs() {
        let track = track_heart_rate(&[0.0, 1.0, 0.0, -1.0], 30.0, 256);
        assert_eq!(track.len(), 1);
        assert!(posterior(&[], 1.0).is_empty());
    }
}
