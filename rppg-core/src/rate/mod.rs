//! The heart-rate model, one stage a module, read top to bottom:
//!
//! 1. [`candidates`]: a pulse from every (region, method) pair, band-limited and aligned to the
//!    blood-volume polarity; their SNR-weighted [`fusion`] is the waveform beats are read from.
//! 2. [`spectrogram`]: each rate-voting candidate's 10 s window spectra, its outliers clipped.
//! 3. [`noise_floor`]: each window's power over a noise floor measured from the scan itself.
//! 4. [`likelihood`]: each window's likelihood of every rate, tempered for what the windows and
//!    methods share and for the pulse's own SNR, estimated from the scan.
//! 5. [`hmm`]: a hidden Markov model of the rate through the windows, its posterior, and the exact
//!    posterior mean and spread of the scan's mean rate; [`track`] summarises it window by window.
//! 6. [`decision`]: the calibrated 90 % range, and from it an exact rate, a range, or withheld.
//!
//! One trace gives one posterior: the final analysis, the live rate during the scan and the server's
//! re-analysis all read it through [`read_rate`]. Every constant is in [`params`].

pub mod candidates;
pub mod decision;
pub mod fusion;
pub mod hmm;
pub mod likelihood;
pub mod noise_floor;
pub mod params;
pub mod spectrogram;
pub mod track;

use crate::beats::{beat_rate, correct, detect_beats, CorrectedBeats};
use crate::methods::Method;
use crate::spectrum::Spectrum;
use crate::uniform::RegionRgb;
use candidates::{candidates, rate_voters};
use fusion::{fuse, Candidate};
use hmm::Posterior;
use params::{HOP_S, MAX_RANGE_WIDTH_BPM, NFFT, RANGE_Z, STATE_BAND_HZ, WINDOW_S};
use spectrogram::{clip_outliers, scan_shares, spectrogram, Window};
use track::TrackPoint;

/// What the model read from the pulse signals of one scan.
pub struct RateRead {
    pub posterior: Posterior,
    /// The rate of each state, bpm.
    pub rates_bpm: Vec<f64>,
    pub track: Vec<TrackPoint>,
}

/// The states' bins of a window spectrum: those within [`STATE_BAND_HZ`].
fn state_bins(s: &Spectrum) -> std::ops::Range<usize> {
    let inside = |k: &usize| (STATE_BAND_HZ.0..=STATE_BAND_HZ.1).contains(&s.freq(*k));
    let first = (0..s.power.len()).find(inside).unwrap_or(0);
    let end = (first..s.power.len())
        .take_while(inside)
        .last()
        .map_or(first, |k| k + 1);
    first..end
}

/// Stages 2–5 on the rate-voting pulses (`voters`, sampled at `fs`); `None` when no window of any
/// pulse carries power.
pub fn read_rate(voters: &[&[f64]], fs: f64) -> Option<RateRead> {
    let spectra: Vec<Vec<Window>> = voters
        .iter()
        .map(|p| spectrogram(&clip_outliers(p), fs, WINDOW_S, HOP_S, NFFT))
        .collect();
    let first = spectra.first()?.first()?;
    let bins = state_bins(&first.spectrum);
    let rates_bpm: Vec<f64> = bins
        .clone()
        .map(|k| first.spectrum.freq(k) * 60.0)
        .collect();
    let whitened: Vec<Vec<Vec<f64>>> = spectra
        .iter()
        .map(|w| noise_floor::whitened(w))
        .filter(|z| !z.is_empty())
        .map(|z| z.into_iter().map(|w| w[bins.clone()].to_vec()).collect())
        .collect();
    if whitened.is_empty() || rates_bpm.is_empty() {
        return None;
    }
    let windows = &spectra[0];
    let step_s = match (windows.first(), windows.last()) {
        (Some(a), Some(b)) if windows.len() > 1 => {
            (b.centre_s - a.centre_s) / (windows.len() - 1) as f64
        }
        _ => HOP_S,
    };
    let redundancy = if windows.len() > 1 {
        let len = ((WINDOW_S * fs).round() as usize).min(voters[0].len());
        likelihood::window_redundancy(len, (step_s * fs).round() as usize)
    } else {
        1.0
    };
    let centres: Vec<f64> = windows.iter().map(|w| w.centre_s).collect();
    let shares = scan_shares(&centres, voters[0].len() as f64 / fs);
    let z = likelihood::mean_whitened(&whitened);
    let read = |snr: f64| {
        hmm::posterior(
            &likelihood::log_likelihoods(&z, redundancy, snr),
            &rates_bpm,
            step_s,
            &shares,
        )
    };
    // The pulse's SNR from the posterior of a pulse that stands out, then the posterior for it.
    let snr = likelihood::pulse_snr(&z, &read(f64::INFINITY)?.windows, &shares);
    let posterior = read(snr)?;
    // The quality measures read the pulse's power as measured: the voters' window spectra summed.
    let mut measured = windows.clone();
    for other in &spectra[1..] {
        for (w, o) in measured.iter_mut().zip(other) {
            w.spectrum.add(&o.spectrum);
        }
    }
    let track = track::track(&posterior.windows, &rates_bpm, &measured);
    Some(RateRead {
        posterior,
        rates_bpm,
        track,
    })
}

/// The scan's rate as the posterior reads it: its mean where its 90 % interval is narrow enough to be
/// stated ([`MAX_RANGE_WIDTH_BPM`]), else its most likely rate. A flat posterior's mean is the middle
/// of the band whatever the pulse, while its peak is still the rate the evidence favours most (never
/// shown as a number, but what the beats are sought at and what a benchmark scores).
pub fn reading_bpm(p: &Posterior) -> f64 {
    if 2.0 * RANGE_Z * p.sd_bpm <= MAX_RANGE_WIDTH_BPM {
        p.mean_bpm
    } else {
        p.mode_bpm
    }
}

/// What stages 1–5 measured: the rate before the decision.
pub struct RateMeasurement {
    pub candidates: Vec<Candidate>,
    /// The fused pulse waveform.
    pub pulse: Vec<f64>,
    pub track: Vec<TrackPoint>,
    /// The scan's rate ([`reading_bpm`]), bpm (NaN without a posterior).
    pub bpm: f64,
    /// The posterior mean and standard deviation of the scan's rate, bpm (NaN without a posterior).
    pub posterior_mean_bpm: f64,
    pub posterior_sd_bpm: f64,
    pub beats: CorrectedBeats,
    /// The beats' own rate ([`beat_rate`]), when they are clean enough.
    pub beat_bpm: Option<f64>,
}

/// Stages 1–5 on the `regions` (at `fs`): `methods` on each region (and their pooled colour when
/// `include_pooled`).
pub fn measure(
    regions: &[RegionRgb],
    methods: &[Method],
    include_pooled: bool,
    fs: f64,
) -> RateMeasurement {
    let cands = candidates(regions, methods, include_pooled, fs);
    let pulse = fuse(&cands);
    let voters: Vec<&[f64]> = rate_voters(&cands)
        .iter()
        .map(|c| c.pulse.as_slice())
        .collect();
    let read = read_rate(&voters, fs);
    let (bpm, posterior_mean_bpm, posterior_sd_bpm) =
        read.as_ref().map_or((f64::NAN, f64::NAN, f64::NAN), |r| {
            let p = &r.posterior;
            (reading_bpm(p), p.mean_bpm, p.sd_bpm)
        });
    let beats = correct(&detect_beats(&pulse, fs, bpm));
    RateMeasurement {
        beat_bpm: beat_rate(&beats),
        track: read.map_or_else(Vec::new, |r| r.track),
        candidates: cands,
        pulse,
        bpm,
        posterior_mean_bpm,
        posterior_sd_bpm,
        beats,
    }
}

#[cfg(test)]
mod tests {
    use super::decision::within_bar;
    use super::*;
    use crate::testkit::Lcg;
    use std::f64::consts::PI;

    /// 35 s at 30 Hz: a 72 bpm pulse of `amplitude` in unit white noise.
    fn pulse_in_noise(amplitude: f64, seed: u64) -> Vec<f64> {
        let mut rng = Lcg::new(seed);
        (0..1050)
            .map(|i| amplitude * (2.0 * PI * 1.2 * i as f64 / 30.0).sin() + rng.gaussian())
            .collect()
    }

    #[test]
    fn a_clear_pulse_is_read_narrowly_and_noise_alone_not_at_all() {
        let clear = read_rate(&[&pulse_in_noise(1.0, 3)], 30.0)
            .unwrap()
            .posterior;
        assert!(
            (clear.mean_bpm - 72.0).abs() < 1.0 && within_bar(clear.sd_bpm),
            "{} ± {}",
            clear.mean_bpm,
            clear.sd_bpm
        );
        // The noise's strongest peaks still stand out of its floor now and then; the model's
        // estimate of the pulse's SNR tells them apart from a pulse, and no range narrow enough to
        // state is left.
        for seed in 1..6 {
            let noise = read_rate(&[&pulse_in_noise(0.0, seed)], 30.0)
                .unwrap()
                .posterior;
            assert!(
                2.0 * RANGE_Z * noise.sd_bpm > MAX_RANGE_WIDTH_BPM,
                "seed {seed}: {} ± {}",
                noise.mean_bpm,
                noise.sd_bpm
            );
        }
    }

    #[test]
    fn a_faint_pulse_s_range_holds_it_as_often_as_stated() {
        // Pulses of a tenth and of 0.15 of the noise, 40 noise draws each: read as if they stood out
        // (c = 1), their 90 % range held the rate on 52 of the 80; with the scan's own SNR, 66.
        let faint: Vec<Vec<f64>> = [0.1, 0.15]
            .iter()
            .flat_map(|&a| (1..41).map(move |seed| pulse_in_noise(a, seed)))
            .collect();
        let held = faint
            .iter()
            .filter(|x| {
                let p = read_rate(&[x.as_slice()], 30.0).unwrap().posterior;
                (p.mean_bpm - 72.0).abs() <= RANGE_Z * p.sd_bpm
            })
            .count();
        assert!(held >= 64, "{held} of {}", faint.len());
    }
}
