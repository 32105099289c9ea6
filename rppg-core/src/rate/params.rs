//! Every constant of the heart-rate model in one table, each with where its value comes from.
//! "Convention" means a value chosen by a stated rule; "physiology" a value measured on the contact
//! PPG. None is fitted to the development clips' camera traces: the posterior's stated coverage holds
//! on them without a correction (the leave-one-subject-out calibration: docs/accuracy.md).

/// Window of each spectral estimate, s: 10 s resolves 0.1 Hz (6 bpm) before interpolation by the
/// posterior, and a resting rate changes little within it (convention).
pub const WINDOW_S: f64 = 10.0;

/// Largest hop between windows, s ([`window_starts`](super::spectrogram::window_starts) spreads them
/// evenly over the trace; convention).
pub const HOP_S: f64 = 1.0;

/// FFT size of the window spectra: 10 s at 30 Hz zero-padded to 1024, 1.76 bpm between the model's
/// states; the scan mean's posterior interpolates between them (convention: 2048 read the same
/// development scans alike, at twice the cost).
pub const NFFT: usize = 1024;

/// The heart rates the model's states cover, Hz (45–180 bpm): the product's reported range
/// (55–180, ADR-19) with 10 bpm below it, so that a rate just under the range is read as such and
/// withheld, not pushed up into it. Above 180 the band would hold the harmonics of ordinary rates
/// (convention).
pub const STATE_BAND_HZ: (f64, f64) = (0.75, 3.0);

/// The band the noise floor is fitted over, Hz: the whole pulse band, so the floor's shape is pinned
/// down on both sides of any rate (convention).
pub const FLOOR_BAND_HZ: (f64, f64) = crate::filter::PULSE_BAND_HZ;

/// Standard deviation of the change over one second of the heart rate as a window sees it, bpm: the
/// contact PPG's beat-to-beat rate averaged under the model's own 10 s Hann window, differenced at
/// 1 s steps, over all twelve development subjects (628 steps; physiology, `pnpm eval:rate-steps`). A
/// random walk, so over a step of Δt seconds the change has standard deviation `RATE_STEP_SD_BPM · √Δt`.
pub const RATE_STEP_SD_BPM: f64 = 1.29;

/// How often the rate jumps to any other rate, per second: an allowance for a rate that really
/// steps, once in 1000 s. The contact PPG's windowed rate made no step over 5 bpm in the 628 s
/// measured for [`RATE_STEP_SD_BPM`], so jumps are rarer than that (convention within that bound).
pub const RATE_JUMP_PER_S: f64 = 1e-3;

/// Share of scans whose reference the stated range must hold (convention: a 90 % interval).
pub const RANGE_COVERAGE: f64 = 0.9;

/// Standard normal quantile of (1 + [`RANGE_COVERAGE`]) / 2: the stated range is the reading ± this
/// many calibrated standard deviations.
pub const RANGE_Z: f64 = 1.644_853_626_951_472_2;

/// The bar a shown rate is held to, bpm: a shown result further off than this is wrong
/// (convention; the accuracy card scores against it). A rate is exact only when its calibrated
/// range lies within it.
pub const SHOWN_RATE_BAR_BPM: f64 = 5.0;

/// Widest range still shown as an approximate reading, bpm: wider than this it no longer tells a
/// resting rate from a raised one (convention).
pub const MAX_RANGE_WIDTH_BPM: f64 = 20.0;

/// Mean self-SNR (dB) above which a pulse stands out at all: at 0 dB the power at the rate equals
/// all the other power around it (the SNR's own boundary, not fitted).
pub const MIN_MEAN_SNR_DB: f64 = 0.0;

/// A window's own strongest peak agrees with the tracked rate within this (bpm): the SNR's ±6 bpm
/// signal band (convention).
pub const TRACK_PEAK_AGREEMENT_BPM: f64 = 6.0;
