//! ICA — blind source separation of the three colour channels (Poh, McDuff & Picard 2010,
//! "Non-contact, automated cardiac pulse measurements using video imaging and blind source
//! separation", Optics Express 18(10)), with the JADE algorithm they used (Cardoso & Souloumiac
//! 1993, "Blind beamforming for non-Gaussian signals", IEE Proc. F 140(6)).

use super::linalg::{joint_diagonalise, mul_vec, second_moments, symmetric_eigen, Mat3};
use crate::detrend::smoothness_priors_trend;
use crate::filter::{band_pass, PULSE_FILTER_HZ};

/// Smoothness-priors λ of the channels' detrending (as rPPG-Toolbox's ICA_POH).
pub const ICA_DETREND_LAMBDA: f64 = 100.0;

/// Each channel detrended (smoothness priors) and scaled to zero mean and unit variance.
pub fn standardised_channels(rgb: &[[f64; 3]]) -> Vec<[f64; 3]> {
    let mut out = vec![[0.0; 3]; rgb.len()];
    for k in 0..3 {
        let channel: Vec<f64> = rgb.iter().map(|c| c[k]).collect();
        let trend = smoothness_priors_trend(&channel, ICA_DETREND_LAMBDA);
        let mut x: Vec<f64> = channel.iter().zip(&trend).map(|(v, t)| v - t).collect();
        crate::stats::standardize(&mut x);
        for (o, v) in out.iter_mut().zip(x) {
            o[k] = v;
        }
    }
    out
}

/// The whitening matrix W = D^(−1/2) Eᵀ of centred colours (their covariance E D Eᵀ): W x has
/// identity covariance. A direction without variance is left out (its row is zero).
pub fn whitening(x: &[[f64; 3]]) -> Mat3 {
    let (values, e) = symmetric_eigen(&second_moments(x));
    let mut w = [[0.0; 3]; 3];
    for (i, row) in w.iter_mut().enumerate() {
        let scale = if values[i] > 1e-12 {
            values[i].sqrt().recip()
        } else {
            0.0
        };
        for (j, v) in row.iter_mut().enumerate() {
            *v = scale * e[j][i];
        }
    }
    w
}

/// JADE's fourth-order cumulant matrices of whitened signals `y`: for every pair i ≤ j the matrix
/// Q(i,j)[p][q] = cum(yᵢ, yⱼ, y_p, y_q) (scaled by √2 off the diagonal pairs, as in Cardoso's jadeR),
/// which for whitened data is E[yᵢ yⱼ y_p y_q] − δᵢⱼδ_pq − δᵢ_pδⱼ_q − δᵢ_qδⱼ_p.
pub fn cumulant_matrices(y: &[[f64; 3]]) -> Vec<Mat3> {
    let n = y.len().max(1) as f64;
    let delta = |a: usize, b: usize| if a == b { 1.0 } else { 0.0 };
    let mut out = Vec::with_capacity(6);
    for i in 0..3 {
        for j in 0..=i {
            let mut q = [[0.0; 3]; 3];
            for s in y {
                let w = s[i] * s[j] / n;
                for (p, row) in q.iter_mut().enumerate() {
                    for (r, v) in row.iter_mut().enumerate() {
                        *v += w * s[p] * s[r];
                    }
                }
            }
            let scale = if i == j { 1.0 } else { 2f64.sqrt() };
            for (p, row) in q.iter_mut().enumerate() {
                for (r, v) in row.iter_mut().enumerate() {
                    let gaussian = delta(i, j) * delta(p, r)
                        + delta(i, p) * delta(j, r)
                        + delta(i, r) * delta(j, p);
                    *v = scale * (*v - gaussian);
                }
            }
            out.push(q);
        }
    }
    out
}

/// JADE: whitening, then the rotation that jointly diagonalises the cumulant matrices (stopping
/// at 1/(100 √n) radians, jadeR's threshold). Returns the three sources, one per column.
pub fn jade(x: &[[f64; 3]]) -> Vec<[f64; 3]> {
    let w = whitening(x);
    let y: Vec<[f64; 3]> = x.iter().map(|c| mul_vec(&w, *c)).collect();
    let mut cumulants = cumulant_matrices(&y);
    let v = joint_diagonalise(&mut cumulants, 0.01 / (y.len().max(1) as f64).sqrt());
    // Sources s = Vᵀ y.
    let vt = [0, 1, 2].map(|i| [v[0][i], v[1][i], v[2][i]]);
    y.iter().map(|c| mul_vec(&vt, *c)).collect()
}

/// The largest share of a source's power in one frequency bin (DC left out): Poh et al. take the
/// source whose normalised power spectrum has the highest peak as the pulse.
pub fn peak_power_share(x: &[f64]) -> f64 {
    let n = crate::fft::next_pow2(x.len());
    let power = crate::fft::power_spectrum_bins(x, n, 1, n / 2);
    let total: f64 = power.iter().sum();
    if total > 0.0 {
        power.iter().fold(0.0f64, |m, p| m.max(*p)) / total
    } else {
        0.0
    }
}

/// ICA: the source of [`jade`] on the [`standardised_channels`] with the highest
/// [`peak_power_share`], band-passed to the pulse band.
pub fn ica(rgb: &[[f64; 3]], fs: f64) -> Vec<f64> {
    if rgb.len() < 4 {
        return vec![0.0; rgb.len()];
    }
    let sources = jade(&standardised_channels(rgb));
    let component = |k: usize| -> Vec<f64> { sources.iter().map(|s| s[k]).collect() };
    let best = (0..3)
        .map(|k| (k, peak_power_share(&component(k))))
        .fold((0, -1.0), |a, b| if b.1 > a.1 { b } else { a })
        .0;
    band_pass(&component(best), fs, PULSE_FILTER_HZ)
}

#[cfg(test)]
mod tests {
    use super::super::test_signals::{dominant_hz, pulsing_skin, with_sensor_noise};
    use super::*;

    #[test]
    fn whitened_colours_have_identity_covariance() {
        let x = standardised_channels(&with_sensor_noise(&pulsing_skin(1.2, 30.0, 600), 0.05, 1));
        let w = whitening(&x);
        let y: Vec<[f64; 3]> = x.iter().map(|c| mul_vec(&w, *c)).collect();
        let cov = second_moments(&y);
        for i in 0..3 {
            for j in 0..3 {
                let want = if i == j { 1.0 } else { 0.0 };
                assert!((cov[i][j] - want).abs() < 1e-6, "{cov:?}");
            }
        }
    }

    #[test]
    fn separates_two_mixed_sources() {
        // A sine and a square wave (both non-Gaussian) mixed into three channels.
        let n = 1200;
        let mix = [[1.0, 0.6], [0.4, 1.0], [0.7, -0.5]];
        let x: Vec<[f64; 3]> = (0..n)
            .map(|i| {
                let t = i as f64 / 30.0;
                let a = (2.0 * std::f64::consts::PI * 1.3 * t).sin();
                let b = if (t * 0.37).fract() < 0.5 { 1.0 } else { -1.0 };
                mix.map(|m| m[0] * a + m[1] * b)
            })
            .collect();
        let sources = jade(&x);
        let sine: Vec<f64> = (0..n)
            .map(|i| (2.0 * std::f64::consts::PI * 1.3 * i as f64 / 30.0).sin())
            .collect();
        let best = (0..3)
            .map(|k| {
                let s: Vec<f64> = sources.iter().map(|v| v[k]).collect();
                let dot: f64 = s.iter().zip(&sine).map(|(a, b)| a * b).sum();
                let norm = (s.iter().map(|v| v * v).sum::<f64>()
                    * sine.iter().map(|v| v * v).sum::<f64>())
                .sqrt();
                (dot / norm.max(1e-12)).abs()
            })
            .fold(0.0f64, f64::max);
        assert!(best > 0.99, "correlation with the sine {best}");
    }

    #[test]
    fn recovers_pulse() {
        for f in [0.9, 1.6, 2.3] {
            let x = ica(&pulsing_skin(f, 30.0, 900), 30.0);
            assert!((dominant_hz(&x, 30.0) - f).abs() < 0.02, "{f} Hz");
        }
        assert_eq!(ica(&[[1.0; 3]; 3], 30.0), vec![0.0; 3]);
    }
}
