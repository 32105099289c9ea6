//! The heart-rate engine, one stage a module, read top to bottom:
//!
//! 1. [`candidates`]: a pulse from every (region, method) pair, band-limited and aligned to the
//!    blood-volume polarity; their SNR-weighted [`fusion`] is the waveform beats are read from.
//! 2. [`spectra`]: the voting candidates' sliding-window spectra summed with equal votes, the
//!    [`aperiodic`] (1/f) background divided out to place the rate and kept to judge it.
//! 3. [`anchor`]: the scan's dominant rhythm with the head's [`motion`] discounted, its
//!    [`octave`] checked: which octave the pulse is in, and whether the other one rivals it.
//! 4. [`tracking`]: a hidden-Markov model of the rate through the windows within that octave; its
//!    posterior gives each window's rate and spread.
//! 5. [`scan_rate`]: the scan's one rate (time average, [`cycles`] counted, or complete beats) and
//!    its spread.
//! 6. [`decision`]: exact, a calibrated range, or withheld, and why.
//!
//! Every tuned constant is in [`params`], with where its value comes from.

pub mod anchor;
pub mod aperiodic;
pub mod candidates;
pub mod cycles;
pub mod decision;
pub mod fusion;
pub mod motion;
pub mod octave;
pub mod params;
pub mod scan_rate;
pub mod spectra;
pub mod tracking;

use crate::beats::{correct, detect_beats, CorrectedBeats};
use crate::methods::Method;
use crate::uniform::RegionRgb;
use candidates::{candidates, rate_voters};
use fusion::{fuse, Candidate};
use motion::HeadMotion;
use params::{TRACK_HOP_S, TRACK_WINDOW_S};
use spectra::{agreement_spectrograms, Background, TRACK_NFFT};
use tracking::{octave_checked_track, HeartRateTrack, TrackPoint};

/// What stages 1–5 measured: the rate before the decision.
pub struct RateMeasurement {
    pub candidates: Vec<Candidate>,
    /// The fused pulse waveform.
    pub pulse: Vec<f64>,
    pub track: Vec<TrackPoint>,
    /// The track's scan rate ([`scan_rate::scan_rate_bpm`]), bpm.
    pub spectral_bpm: f64,
    /// See [`HeartRateTrack::motion_alternative_bpm`].
    pub motion_alternative_bpm: Option<f64>,
    /// See [`HeartRateTrack::octave_alternative_bpm`].
    pub octave_alternative_bpm: Option<f64>,
    pub beats: CorrectedBeats,
    /// The beats' own rate ([`scan_rate::beat_rate`]), when they are clean enough.
    pub beat_bpm: Option<f64>,
    /// The measured rate ([`scan_rate::measured_rate_bpm`]), bpm, before any clamp.
    pub bpm: f64,
    /// Its uncertainty ([`scan_rate::rate_spread_bpm`]), bpm.
    pub spread_bpm: f64,
}

/// Stages 1–5 on the `regions` (at `fs`): `methods` on each region (and their pooled colour when
/// `include_pooled`), the head's `motion` when the landmarks measure it.
pub fn measure(
    regions: &[RegionRgb],
    methods: &[Method],
    include_pooled: bool,
    motion: Option<&HeadMotion>,
    fs: f64,
) -> RateMeasurement {
    let cands = candidates(regions, methods, include_pooled, fs);
    let pulse = fuse(&cands);
    let voters: Vec<&[f64]> = rate_voters(&cands)
        .iter()
        .map(|c| c.pulse.as_slice())
        .collect();
    // Where the pulse is (background divided out) and how it stands out (background kept).
    let [windows, quality_windows] = agreement_spectrograms(
        &voters,
        fs,
        TRACK_WINDOW_S,
        TRACK_HOP_S,
        TRACK_NFFT,
        [Background::DividedOut, Background::Kept],
    );
    let HeartRateTrack {
        points: track,
        bpm: spectral_bpm,
        motion_alternative_bpm,
        octave_alternative_bpm,
    } = octave_checked_track(&pulse, fs, &windows, &quality_windows, motion);
    let beats = correct(&detect_beats(&pulse, fs, spectral_bpm));
    let beat_bpm = scan_rate::beat_rate(&beats);
    RateMeasurement {
        bpm: scan_rate::measured_rate_bpm(&beats, beat_bpm, spectral_bpm),
        spread_bpm: scan_rate::rate_spread_bpm(&track),
        candidates: cands,
        pulse,
        track,
        spectral_bpm,
        motion_alternative_bpm,
        octave_alternative_bpm,
        beats,
        beat_bpm,
    }
}
