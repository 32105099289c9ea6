//! Fusion of candidate pulse signals (ROI × method) into one pulse, weighted by self-SNR.
//!
//! Each candidate is standardised, its polarity aligned to the blood-volume reference (so peaks mean
//! systole for all of them), and weighted by its linear self-SNR (de Haan & Jeanne 2013 SNR,
//! measured at the candidate's own dominant frequency) — a clean ROI dominates, a noisy one fades.
//! The weights are per scan: per-10 s-window weights (each candidate's SNR at the window's tracked
//! rate, waveforms blended between windows) did not help the real clips and cost analysis time
//! (docs/findings/runs.md, "Tried and dropped").

use crate::methods::Method;
use crate::spectrum::Spectrum;
use crate::stats::standardize;

/// FFT size for the whole-scan candidate spectra.
pub const FUSION_NFFT: usize = 2048;
/// Candidates this far (dB) below the best one get no weight: they would only add noise.
pub const FUSION_MAX_SNR_GAP_DB: f64 = 10.0;

/// A candidate pulse and where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub method: Method,
    /// `method/source`, e.g. `pos/face`.
    pub label: String,
    pub pulse: Vec<f64>,
    /// The pulse's whole-scan spectrum over the band its SNR is measured in.
    pub spectrum: Spectrum,
    pub snr_db: f64,
}

/// Pearson correlation of two equally long signals (0 when either is constant).
pub fn correlation(a: &[f64], b: &[f64]) -> f64 {
    let (ma, mb) = (crate::stats::mean(a), crate::stats::mean(b));
    let (mut sab, mut saa, mut sbb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        sab += (x - ma) * (y - mb);
        saa += (x - ma) * (x - ma);
        sbb += (y - mb) * (y - mb);
    }
    if saa <= 0.0 || sbb <= 0.0 {
        0.0
    } else {
        sab / (saa * sbb).sqrt()
    }
}

/// Flips `x` when it correlates negatively with `reference`.
pub fn align_polarity(x: &mut [f64], reference: &[f64]) {
    if correlation(x, reference) < 0.0 {
        for v in x.iter_mut() {
            *v = -*v;
        }
    }
}

/// Builds a candidate: `method`'s standardised, polarity-aligned pulse from `source`, with its
/// self-SNR over `band`.
pub fn candidate(
    method: Method,
    source: &str,
    mut pulse: Vec<f64>,
    reference: &[f64],
    fs: f64,
    band: (f64, f64),
) -> Candidate {
    standardize(&mut pulse);
    align_polarity(&mut pulse, reference);
    let spectrum = Spectrum::of(&pulse, fs, FUSION_NFFT, band);
    Candidate {
        method,
        label: [method.label(), "/", source].concat(),
        pulse,
        snr_db: spectrum
            .peak()
            .map_or(f64::NEG_INFINITY, |p| spectrum.snr_db(p.freq_hz)),
        spectrum,
    }
}

/// Linear weights for SNRs in dB; those more than [`FUSION_MAX_SNR_GAP_DB`] below the best get zero.
pub fn weights_from_snr(snr_db: &[f64]) -> Vec<f64> {
    let best = snr_db.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    snr_db
        .iter()
        .map(|&s| {
            if s.is_finite() && s >= best - FUSION_MAX_SNR_GAP_DB {
                10f64.powf(s / 10.0)
            } else {
                0.0
            }
        })
        .collect()
}

/// Linear SNR weights of whole-scan candidates (see [`weights_from_snr`]).
pub fn snr_weights(candidates: &[Candidate]) -> Vec<f64> {
    weights_from_snr(&candidates.iter().map(|c| c.snr_db).collect::<Vec<_>>())
}

/// SNR-weighted sum of the candidates, standardised. Empty input gives an empty pulse.
pub fn fuse(candidates: &[Candidate]) -> Vec<f64> {
    let n = candidates.first().map_or(0, |c| c.pulse.len());
    let weights = snr_weights(candidates);
    let mut out = vec![0.0; n];
    for (c, w) in candidates.iter().zip(&weights) {
        for (o, v) in out.iter_mut().zip(&c.pulse) {
            *o += w * v;
        }
    }
    standardize(&mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::Lcg;
    use std::f64::consts::PI;

    #[test]
    fn correlation_and_alignment() {
        let a = [1.0, 2.0, 3.0];
        assert!((correlation(&a, &[2.0, 4.0, 6.0]) - 1.0).abs() < 1e-12);
        assert_eq!(correlation(&a, &[1.0, 1.0, 1.0]), 0.0);
        let mut b = [3.0, 2.0, 1.0];
        align_polarity(&mut b, &a);
        assert_eq!(b, [-3.0, -2.0, -1.0]);
    }

    #[test]
    fn the_cleaner_candidate_dominates() {
        let fs = 30.0;
        let mut rng = Lcg::new(3);
        let truth: Vec<f64> = (0..600)
            .map(|i| (2.0 * PI * 1.25 * i as f64 / fs).sin())
            .collect();
        let clean: Vec<f64> = truth.iter().map(|v| -v + 0.2 * rng.gaussian()).collect();
        let noisy: Vec<f64> = truth.iter().map(|v| v + 3.0 * rng.gaussian()).collect();
        let band = (0.7, 3.5);
        let cands = vec![
            candidate(Method::Pos, "clean", clean, &truth, fs, band),
            candidate(Method::Pos, "noisy", noisy, &truth, fs, band),
        ];
        assert!(cands[0].snr_db > cands[1].snr_db + 5.0);
        let w = snr_weights(&cands);
        assert!(w[0] > 5.0 * w[1]);
        let fused = fuse(&cands);
        assert!(correlation(&fused, &truth) > 0.9);
        assert!(fuse(&[]).is_empty());
    }
}
