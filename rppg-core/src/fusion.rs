//! Fusion of candidate pulse signals (ROI × method) into one pulse, weighted by self-SNR.
//!
//! Each candidate is standardised, its polarity aligned to the blood-volume reference (so peaks mean
//! systole for all of them), and weighted by its linear self-SNR (de Haan & Jeanne 2013 SNR,
//! measured at the candidate's own dominant frequency) — a clean ROI dominates, a noisy one fades.
//!
//! [`fuse_per_window`] does this per analysis window rather than once per scan: which ROI is
//! clean changes during a scan (a hand, a turn of the head, a shadow, a compression burst), so each
//! window is weighted by its own SNR. The window spectra are fused as SNR-weighted means of the
//! candidates' unit-power spectra (phase-free, so candidates that are slightly out of phase cannot
//! cancel), and the waveform as the per-sample interpolation of the window weights.

use crate::spectrum::Spectrum;
use crate::stats::standardize;
use crate::track::{spectrogram, viterbi, Window};

/// FFT size for the whole-scan candidate spectra.
pub const FUSION_NFFT: usize = 2048;
/// Candidates this far (dB) below the best one get no weight: they would only add noise.
pub const FUSION_MAX_SNR_GAP_DB: f64 = 10.0;
/// FFT size of the candidates' window spectra: only their SNR at a given rate is read, which a
/// coarser grid gives as well as a fine one.
pub const CANDIDATE_WINDOW_NFFT: usize = 512;

/// A candidate pulse and where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub label: String,
    pub pulse: Vec<f64>,
    pub snr_db: f64,
    /// Strongest peak of the whole-scan spectrum, bpm (NaN for a silent candidate).
    pub peak_bpm: f64,
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

/// Builds a candidate: standardised, polarity-aligned pulse with its self-SNR over `band`.
pub fn candidate(
    label: String,
    mut pulse: Vec<f64>,
    reference: &[f64],
    fs: f64,
    band: (f64, f64),
) -> Candidate {
    standardize(&mut pulse);
    align_polarity(&mut pulse, reference);
    let spectrum = Spectrum::of(&pulse, fs, FUSION_NFFT, band);
    let peak = spectrum.peak();
    Candidate {
        label,
        pulse,
        snr_db: peak.map_or(f64::NEG_INFINITY, |p| spectrum.snr_db(p.freq_hz)),
        peak_bpm: peak.map_or(f64::NAN, |p| p.freq_hz * 60.0),
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

/// Result of [`fuse_per_window`].
#[derive(Debug, Clone, PartialEq)]
pub struct WindowFusion {
    /// Spectrogram of the fused pulse.
    pub windows: Vec<Window>,
    /// Fused, standardised pulse.
    pub pulse: Vec<f64>,
    /// Normalised candidate weights per window (each row sums to 1, or is all 0).
    pub weights: Vec<Vec<f64>>,
}

/// Per-window SNR-weighted fusion of equally long candidates over sliding windows
/// (`window_s`, `hop_s`, FFT size `nfft`, as [`spectrogram`]), in two passes.
///
/// The waveforms are summed, not their power spectra: aligned candidates add their pulse
/// coherently and their independent noise incoherently, which is the fusion's SNR gain. A
/// candidate's SNR at its own strongest peak is biased upwards in a short window — pure noise
/// always has some peak — so per-window weights from it would hand the fusion to whichever noisy
/// candidate happens to peak. Pass 1 therefore fuses with the whole-scan weights and tracks the
/// heart rate through that; pass 2 weights each candidate in each window by its SNR *at the
/// tracked rate of that window*, which rewards the candidates carrying the common pulse then.
pub fn fuse_per_window(
    candidates: &[Candidate],
    fs: f64,
    window_s: f64,
    hop_s: f64,
    nfft: usize,
) -> WindowFusion {
    let n = candidates.first().map_or(0, |c| c.pulse.len());
    let whole = fuse(candidates);
    let first_pass = spectrogram(&whole, fs, window_s, hop_s, nfft);
    let path = viterbi(&first_pass, hop_s);
    let grams: Vec<Vec<Window>> = candidates
        .iter()
        .map(|c| spectrogram(&c.pulse, fs, window_s, hop_s, CANDIDATE_WINDOW_NFFT))
        .collect();
    let weights: Vec<Vec<f64>> = path
        .iter()
        .zip(&first_pass)
        .enumerate()
        .map(|(w, (bin, pass1))| {
            let f = pass1.spectrum.freq(*bin);
            let snr: Vec<f64> = grams.iter().map(|g| g[w].spectrum.snr_db(f)).collect();
            let raw = weights_from_snr(&snr);
            let sum: f64 = raw.iter().sum();
            raw.iter()
                .map(|v| if sum > 0.0 { v / sum } else { 0.0 })
                .collect()
        })
        .collect();
    let pulse = blend(
        candidates,
        &weights,
        window_len(fs, window_s, n),
        hop_len(fs, hop_s),
        n,
    );
    WindowFusion {
        windows: spectrogram(&pulse, fs, window_s, hop_s, nfft),
        pulse,
        weights,
    }
}

fn window_len(fs: f64, window_s: f64, n: usize) -> usize {
    ((window_s * fs).round() as usize).min(n).max(1)
}

fn hop_len(fs: f64, hop_s: f64) -> usize {
    ((hop_s * fs).round() as usize).max(1)
}

/// Σ_c weight_c(i)·x_c(i), standardised, where weight_c(i) interpolates the window weights of the
/// windows covering sample i with a triangular taper (samples after the last window keep its
/// weights).
fn blend(
    candidates: &[Candidate],
    weights: &[Vec<f64>],
    l: usize,
    hop: usize,
    n: usize,
) -> Vec<f64> {
    let mut out = vec![0.0; n];
    if weights.is_empty() {
        return fuse(candidates);
    }
    let mut norm = vec![0.0; n];
    for (w, row) in weights.iter().enumerate() {
        let start = w * hop;
        let end = if w + 1 == weights.len() { n } else { start + l };
        for i in start..end.min(n) {
            let k = (i - start).min(l - 1);
            let taper = 1.0 - ((2 * k + 1) as f64 / l as f64 - 1.0).abs() + 1e-6;
            norm[i] += taper;
            for (c, wc) in candidates.iter().zip(row) {
                out[i] += taper * wc * c.pulse[i];
            }
        }
    }
    for (o, z) in out.iter_mut().zip(&norm) {
        if *z > 0.0 {
            *o /= z;
        }
    }
    standardize(&mut out);
    out
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
            candidate("clean".into(), clean, &truth, fs, band),
            candidate("noisy".into(), noisy, &truth, fs, band),
        ];
        assert!(cands[0].snr_db > cands[1].snr_db + 5.0);
        let w = snr_weights(&cands);
        assert!(w[0] > 5.0 * w[1]);
        let fused = fuse(&cands);
        assert!(correlation(&fused, &truth) > 0.9);
        assert!(fuse(&[]).is_empty());
    }

    #[test]
    fn per_window_fusion_follows_the_candidate_that_is_clean_at_the_time() {
        // Candidate a is clean in the first half and noise in the second, b the other way round:
        // one whole-scan weight cannot serve both halves, per-window weights can.
        let fs = 30.0;
        let n = 900;
        let mut rng = Lcg::new(5);
        let truth: Vec<f64> = (0..n)
            .map(|i| (2.0 * PI * 1.4 * i as f64 / fs).sin())
            .collect();
        let mut a = Vec::new();
        let mut b = Vec::new();
        for (i, t) in truth.iter().enumerate() {
            let (na, nb) = if i < n / 2 { (0.1, 2.0) } else { (2.0, 0.1) };
            a.push(t + na * rng.gaussian());
            b.push(t + nb * rng.gaussian());
        }
        let band = (0.7, 3.5);
        let cands = vec![
            candidate("a".into(), a, &truth, fs, band),
            candidate("b".into(), b, &truth, fs, band),
        ];
        let f = fuse_per_window(&cands, fs, 10.0, 1.0, 512);
        assert_eq!(f.windows.len(), 21);
        assert!(f.weights[0][0] > 0.9 && f.weights[20][1] > 0.9);
        for row in &f.weights {
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        }
        for w in &f.windows {
            let p = w.spectrum.peak().unwrap();
            assert!((p.freq_hz - 1.4).abs() < 0.05);
        }
        let per_window = correlation(&f.pulse, &truth);
        let whole = correlation(&fuse(&cands), &truth);
        assert!(
            per_window > 0.85 && per_window > whole + 0.05,
            "{per_window} vs {whole}"
        );
    }
}
