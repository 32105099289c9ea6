//! Heart-rate tracking over time: a sliding-window spectrogram of the pulse and a hidden-Markov
//! model of the rate through it (in the spirit of the spectral trackers used for wrist PPG, e.g.
//! TROIKA, Zhang et al. 2015): each window's emission is its normalised log power, each hop may
//! change the rate only a little (Gaussian penalty, hard limit), so a momentary noise peak cannot
//! pull the estimate away from a consistent pulse. Each window's rate is the mean of its posterior
//! (forward–backward), not the single most likely path: where weak windows leave two courses about
//! equally likely, the most likely path jumps from one to the other when a few frames change
//! (docs/findings/16-bistable-subject-20.md, 17-posterior-mean-track.md), while the posterior mean
//! moves a little, and the posterior's spread says how uncertain the rate is.

use super::anchor::anchor_frequency;
use super::motion::HeadMotion;
use super::params::{
    TRACK_HOP_S, TRACK_MAX_BPM_PER_S, TRACK_PEAK_AGREEMENT_BPM, TRACK_SIGMA_BPM_PER_S,
};
use super::scan_rate::{scan_average_bpm, scan_rate_bpm};
use super::spectra::{octave_band, pulse_octave_band, restrict, snr_neighbourhood, Window};
use crate::quality;
use crate::spectrum::Spectrum;

/// Floor of the normalised power in an emission (−30 dB): bounds how strongly one window can veto a rate.
const EMISSION_FLOOR: f64 = 1e-3;

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

/// Emission likelihood of each bin: power normalised by the window's maximum, floored.
fn emissions(s: &Spectrum) -> Vec<f64> {
    let max = s.power.iter().cloned().fold(0.0, f64::max);
    s.power
        .iter()
        .map(|p| {
            if max > 0.0 {
                (p / max).max(EMISSION_FLOOR)
            } else {
                1.0
            }
        })
        .collect()
}

/// The tracker's transitions between windows `hop_s` apart on bins of `bpm_per_bin`: the weight
/// of a jump of 0, 1, … bins (a Gaussian penalty of [`TRACK_SIGMA_BPM_PER_S`] per second), up to
/// the largest jump allowed ([`TRACK_MAX_BPM_PER_S`]); longer jumps are impossible.
fn transitions(hop_s: f64, bpm_per_bin: f64) -> Vec<f64> {
    let max_jump = ((TRACK_MAX_BPM_PER_S * hop_s / bpm_per_bin).ceil() as usize).max(1);
    let sigma_bins = TRACK_SIGMA_BPM_PER_S * hop_s / bpm_per_bin;
    (0..=max_jump)
        .map(|d| (-0.5 * (d as f64 / sigma_bins).powi(2)).exp())
        .collect()
}

/// `x` scaled to sum to 1 (left as is when it sums to 0).
fn normalised(mut x: Vec<f64>) -> Vec<f64> {
    let total: f64 = x.iter().sum();
    if total > 0.0 {
        x.iter_mut().for_each(|v| *v /= total);
    }
    x
}

/// Posterior probability of every bin in every window given all windows (the forward–backward
/// algorithm with Rabiner's (1989) per-step scaling, so no probability underflows): the emissions
/// are the windows' normalised powers, the transitions the tracker's [`transitions`]. All windows
/// must share one bin grid. Every course of the rate counts in proportion to how well it explains
/// the windows, not only the most likely one.
pub fn posterior(windows: &[Window], hop_s: f64) -> Vec<Vec<f64>> {
    let first = match windows.first() {
        Some(w) => w,
        None => return Vec::new(),
    };
    let states = first.spectrum.power.len();
    let weight = transitions(hop_s, first.spectrum.df * 60.0);
    let max_jump = weight.len() - 1;
    let reach =
        |j: usize| j.saturating_sub(max_jump)..=(j + max_jump).min(states.saturating_sub(1));
    let spread =
        |x: &[f64], j: usize| -> f64 { reach(j).map(|i| x[i] * weight[i.abs_diff(j)]).sum() };
    let e: Vec<Vec<f64>> = windows.iter().map(|w| emissions(&w.spectrum)).collect();
    let mut alpha = vec![normalised(e[0].clone())];
    for et in &e[1..] {
        let prev = alpha.last().expect("alpha starts with the first window");
        alpha.push(normalised(
            (0..states).map(|j| et[j] * spread(prev, j)).collect(),
        ));
    }
    let mut beta = vec![vec![1.0; states]; windows.len()];
    for t in (0..windows.len() - 1).rev() {
        let next: Vec<f64> = e[t + 1]
            .iter()
            .zip(&beta[t + 1])
            .map(|(e, b)| e * b)
            .collect();
        beta[t] = normalised((0..states).map(|i| spread(&next, i)).collect());
    }
    alpha
        .iter()
        .zip(&beta)
        .map(|(a, b)| normalised(a.iter().zip(b).map(|(x, y)| x * y).collect()))
        .collect()
}

/// The rate through window spectra: each window's posterior ([`posterior`], its limits on change
/// scaled to the windows' mean spacing, at most [`TRACK_HOP_S`]; shorter when [`window_starts`]
/// spreads them over a short trace) summarised by its mean and standard deviation over the bins'
/// [`refined_freqs`]. The mean is taken on log frequency: the band the track may take is an octave
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
            let mut rates = Vec::with_capacity(post.len());
            rates.extend(
                post.iter()
                    .zip(refined_freqs(&w.spectrum))
                    .filter(|(p, _)| **p > 0.0)
                    .map(|(p, (f, ln_f))| (*p, f, ln_f)),
            );
            let f = if rates.is_empty() {
                f64::NAN
            } else {
                rates.iter().map(|(p, _, ln_f)| p * ln_f).sum::<f64>().exp()
            };
            let variance: f64 = rates.iter().map(|(p, fk, _)| p * (fk - f).powi(2)).sum();
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

/// Every bin's frequency refined to the interpolated peak it climbs to, unless climbing leaves its
/// neighbourhood (more than 3 bins, about a Hann main lobe): then the bin's own frequency; with its
/// logarithm. Neighbouring bins climb to the same peak, so each peak is interpolated, and its
/// frequency's logarithm taken, once.
fn refined_freqs(s: &Spectrum) -> Vec<(f64, f64)> {
    let mut peaks: Vec<Option<(f64, f64)>> = vec![None; s.power.len()];
    (0..s.power.len())
        .map(|bin| {
            let summit = s.summit(bin);
            let (peak, ln_peak) = *peaks[summit].get_or_insert_with(|| {
                let f = s.interpolate(summit).freq_hz;
                (f, f.ln())
            });
            if (peak - s.freq(bin)).abs() <= 3.0 * s.df {
                (peak, ln_peak)
            } else {
                let f = s.freq(bin);
                (f, f.ln())
            }
        })
        .collect()
}

/// The heart rate through the scan.
pub struct HeartRateTrack {
    pub points: Vec<TrackPoint>,
    /// Its [`scan_rate_bpm`].
    pub bpm: f64,
    /// The rate the track reads anchored without the head's motion discounted, when that is more
    /// than [`quality::AGREEMENT_BPM`] away: the head's motion decided the rate, and the evidence
    /// supports this one about as well (the motion's rhythm, as like as not).
    pub motion_alternative_bpm: Option<f64>,
    /// The rate in the anchor's [`Anchor::rival_octave_hz`] (twice or half `bpm`): the spectrum
    /// supports that octave as well as the one tracked.
    pub octave_alternative_bpm: Option<f64>,
}

/// The tracked heart rate. The [`anchor_frequency`] holds the track ([`track_in_octave`]); `motion`
/// is the head's, when the landmarks measure it.
pub fn octave_checked_track(
    pulse: &[f64],
    fs: f64,
    windows: &[Window],
    quality_windows: &[Window],
    motion: Option<&HeadMotion>,
) -> HeartRateTrack {
    let anchor = match anchor_frequency(pulse, fs, windows, motion) {
        Some(a) => a,
        None => {
            return HeartRateTrack {
                points: Vec::new(),
                bpm: f64::NAN,
                motion_alternative_bpm: None,
                octave_alternative_bpm: None,
            }
        }
    };
    let points = track_in_octave(windows, quality_windows, anchor.hz);
    let bpm = scan_rate_bpm(pulse, fs, &points);
    // Equal anchors track alike; only a moved anchor needs the other reading.
    let motion_alternative_bpm = if anchor.hz != anchor.without_motion_hz {
        let without = scan_average_bpm(&track_in_octave(
            windows,
            quality_windows,
            anchor.without_motion_hz,
        ));
        ((without - scan_average_bpm(&points)).abs() > quality::AGREEMENT_BPM).then_some(without)
    } else {
        None
    };
    HeartRateTrack {
        points,
        bpm,
        motion_alternative_bpm,
        octave_alternative_bpm: anchor.rival_octave_hz.map(|rival| bpm * rival / anchor.hz),
    }
}

/// The rate tracked through `windows` within the [`octave_band`] around the anchor `anchor_hz`, so
/// the track follows the pulse's changes without leaving the octave the check chose. `windows`
/// (background divided out) place the rate; each point's self-SNR and its window's own strongest
/// peak are read from `quality_windows` (background kept), the view the quality gate is
/// calibrated on.
pub fn track_in_octave(
    windows: &[Window],
    quality_windows: &[Window],
    anchor_hz: f64,
) -> Vec<TrackPoint> {
    let mut track = track_windows(&restrict(windows, octave_band(anchor_hz)));
    // The self-SNR is the pulse's against its own neighbourhood. Each window's own strongest peak
    // is sought, as measured (background kept), in the octave band around the window's rate: wide
    // enough that a noise peak elsewhere in it can win (in a band barely wider than the agreement
    // tolerance it would agree by construction), and not across the whole pulse band, where a fast
    // pulse would compete with 1/f noise two octaves below it.
    for (p, w) in track.iter_mut().zip(quality_windows) {
        let f = p.bpm / 60.0;
        let own = w
            .spectrum
            .peak_within(pulse_octave_band(f))
            .map_or(p.bpm, |peak| peak.freq_hz * 60.0);
        p.snr_db = w.spectrum.snr_db_within(f, snr_neighbourhood(f));
        p.peak_bpm = own;
        p.peak_agrees = (own - p.bpm).abs() <= TRACK_PEAK_AGREEMENT_BPM;
    }
    track
}

#[cfg(test)]
mod tests {
    use super::super::params::TRACK_WINDOW_S;
    use super::super::spectra::{spectrogram, TRACK_NFFT};
    use super::*;
    use crate::testkit::Lcg;
    use std::f64::consts::PI;

    /// Tracks the heart rate through the pulse: spectrogram, then [`track_windows`].
    fn track_heart_rate(x: &[f64], fs: f64, nfft: usize) -> Vec<TrackPoint> {
        track_windows(&spectrogram(x, fs, TRACK_WINDOW_S, TRACK_HOP_S, nfft))
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
