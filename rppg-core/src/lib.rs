//! rPPG signal core: turns face pixels into a pulse signal and honest vital-sign estimates.
//!
//! Two stages, both deterministic (same input → bit-identical output, no randomness, no clock):
//! 1. **Frame sampling** ([`sampling`], [`skin`], [`presence`]): per-ROI mean skin colour of a frame
//!    and the product's face-presence rules (ADR-20).
//! 2. **Analysis** ([`analysis`], [`live`]): a [`trace::Trace`] of per-ROI colour means with real
//!    timestamps → on a uniform grid ([`uniform`], [`resample`]) → the heart rate by the model in
//!    [`rate`] (candidate pulses from [`methods`] POS, CHROM, GREEN, detrended and band-limited by
//!    [`detrend`] and [`filter`]; window spectra over a noise floor measured from the scan; a hidden
//!    Markov model's posterior of the rate; a decision: exact, a calibrated range, or withheld) →
//!    beats ([`beats`]) for [`hrv`] and [`respiration`], the head's motion ([`head_motion`]),
//!    graded by [`quality`], and turned into the product's result fields (ADR-18) ([`estimates`],
//!    [`result`]); why anything is not exact travels as a code ([`reason`]).
//!
//! The crate has no dependencies and exposes a small C ABI (see [`ffi`]) so the same `.wasm`
//! runs in the browser worker and in Node. Errors are typed ([`error::ErrorCode`]); nothing panics
//! on bad input.

pub mod analysis;
pub mod beat_support;
pub mod beats;
pub mod detrend;
pub mod error;
pub mod estimates;
pub mod face_geometry;
pub mod ffi;
pub mod fft;
pub mod filter;
pub mod head_motion;
pub mod hrv;
pub mod json;
pub mod lips;
pub mod live;
pub mod methods;
pub mod presence;
pub mod quality;
pub mod rate;
pub mod reason;
pub mod resample;
pub mod respiration;
pub mod result;
pub mod sampling;
pub mod skin;
pub mod spectrum;
pub mod stats;
pub mod trace;
pub mod uniform;

#[cfg(test)]
mod testkit;

/// Version of the core, reported through the C ABI so the app can check which build it loaded.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
