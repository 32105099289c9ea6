//! Every tuned constant of the rate's decision in one table, each with where its value comes from.
//! "Convention" means a value chosen by a stated rule, not fitted; "fitted" means estimated from
//! the development clips (leave-one-subject-out figures in docs/accuracy.md).

use crate::quality::{SNR_ABSENT_DB, SNR_CLEAN_DB};

/// The bar a shown rate is held to, bpm: a shown result further off than this is wrong
/// (convention; the accuracy card scores against it).
pub const SHOWN_RATE_BAR_BPM: f64 = 5.0;

/// Mean self-SNR (dB) above which a pulse stands out at all: at 0 dB the power at the rate equals
/// all the other power around it (the SNR's own boundary, not fitted).
pub const MIN_MEAN_SNR_DB: f64 = 0.0;

/// Share of scans whose reference the stated range must hold (convention: a 90 % interval).
pub const RANGE_COVERAGE: f64 = 0.9;

/// Mean self-SNR (dB) from which a pulse stands out clearly, not faintly: the midpoint of the
/// quality score's SNR scale ([`SNR_ABSENT_DB`]…[`SNR_CLEAN_DB`]; convention, not fitted). The
/// range's two [`RANGE_SCALE_CLEAR`] and [`RANGE_SCALE_FAINT`] are calibrated apart on either side
/// of it (a Mondrian conformal taxonomy: a faint pulse's rate can be a noise peak far off).
pub const CLEAR_PULSE_SNR_DB: f64 = (SNR_ABSENT_DB + SNR_CLEAN_DB) / 2.0;

/// The range's half-width in units of the track's posterior spread where the pulse stands out
/// clearly: the [`RANGE_COVERAGE`] quantile of |error| / spread over those scans of the development
/// clips from every 5 s, clean, under sensor noise `alls=8` and in shadow (split-conformal
/// calibration, `pnpm eval:ranges`; fitted, docs/findings/31-range-scales-refitted.md; its
/// leave-one-subject-out coverage is in docs/accuracy.md).
pub const RANGE_SCALE_CLEAR: f64 = 2.23;

/// Largest posterior spread of the track (its windows' spreads averaged over the scan, a standard
/// deviation, bpm) an exact rate of a clear pulse may have: an exact rate's calibrated range must lie
/// within the shown-rate bar (`scale · spread ≤` [`SHOWN_RATE_BAR_BPM`], `decision::decide`), so a
/// number is shown alone only where the stated interval says it is within the bar (convention on
/// the fitted scale).
pub const MAX_RATE_SPREAD_BPM: f64 = SHOWN_RATE_BAR_BPM / RANGE_SCALE_CLEAR;

/// The same where the pulse stands out only faintly (mean self-SNR under [`CLEAR_PULSE_SNR_DB`]),
/// fitted on those scans: there noise peaks far from the pulse are read with a narrow posterior
/// (docs/findings/26-faint-pulse-ranges.md), so a faint pulse's range is wide and, wider than
/// [`MAX_RANGE_WIDTH_BPM`], withheld.
pub const RANGE_SCALE_FAINT: f64 = 11.34;

/// Share of the windows in which the other octave of the read rate (twice or half it) holds at
/// least as much power as the rate, from which that octave rivals the rate: half, where the median
/// window no longer prefers the rate read (convention, not fitted). The stated range must then
/// hold both ([`decision::decide`](super::decision::decide)), so the rate is withheld.
pub const RIVAL_OCTAVE_WINDOW_SHARE: f64 = 0.5;

/// Smallest spread the range is computed from, bpm: the reference itself (60 / mean beat interval
/// over beats the scan cuts at either end) is uncertain by about half a beat over the scan, about
/// 1 bpm (convention).
pub const MIN_RANGE_SPREAD_BPM: f64 = 0.5;

/// Widest range still shown as an approximate reading, bpm: wider than this it no longer tells a
/// resting rate from a raised one (convention).
pub const MAX_RANGE_WIDTH_BPM: f64 = 20.0;

// The tracker (rate/tracking.rs) and the evidence it reads (rate/spectra.rs).

/// Window of each spectral estimate: 10 s, long enough for ≤1 bpm resolution after interpolation.
pub const TRACK_WINDOW_S: f64 = 10.0;

/// Largest hop between windows: 1 s ([`window_starts`] spreads them evenly over the trace).
pub const TRACK_HOP_S: f64 = 1.0;

/// Typical heart-rate change between hops (bpm per second), the Gaussian transition width.
pub const TRACK_SIGMA_BPM_PER_S: f64 = 4.0;

/// Largest heart-rate change allowed between hops (bpm per second).
pub const TRACK_MAX_BPM_PER_S: f64 = 12.0;

/// A window's own strongest peak agrees with the tracked rate within this (bpm).
pub const TRACK_PEAK_AGREEMENT_BPM: f64 = 6.0;

/// Relative half-width of the neighbourhood a window's self-SNR compares the pulse against.
pub const SNR_NEIGHBOURHOOD: f64 = 0.15;

// The scan's rate from beats (rate/scan_rate.rs).

/// Clean intervals needed for a beat-based rate.
pub const MIN_CLEAN_INTERVALS_FOR_RATE: usize = 10;

/// Share of clean intervals needed for a beat-based rate: with more artefacts than this the
/// peak train is less trustworthy than the spectral track.
pub const MIN_CLEAN_SHARE_FOR_RATE: f64 = 0.8;
