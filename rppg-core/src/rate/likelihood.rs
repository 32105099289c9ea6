//! How well each heart rate explains each window: the model's emission.
//!
//! A window's periodogram bin holding only noise is exponentially distributed about the noise floor
//! N(f); with a pulse at f it is exponential about N + S (Whittle 1953). The likelihood ratio of "the
//! pulse is at f" against "the pulse is at g" is then `exp(c·(z_f − z_g))` with `z = P / N` the
//! window's whitened power ([`super::noise_floor::whitened`]) and `c = s/(1+s)` for a pulse s times
//! the floor, which is 1 for a pulse that stands out. So a window's log-likelihood of rate f is its
//! whitened power at f, up to a constant: a bin twice the noise is e times likelier than one at the
//! noise, whatever the band's shape — the noise high in the band gets no more say than the noise low
//! in it.
//!
//! Windows that overlap see the same samples, and several extraction methods see the same pixels, so
//! multiplying their likelihoods would count the same evidence several times and make the posterior
//! overconfident. Each window's log-likelihood is therefore scaled by 1/R, R the redundancy of
//! overlapping Hann windows (Welch 1967: an average of K such windows has the variance of K/R
//! independent ones), and the methods' whitened powers are averaged rather than summed (a composite
//! likelihood with the standard tempering for dependent parts, Varin, Reid & Firth 2011).
//!
//! The factor `c = s/(1+s)` is not 1 for a faint pulse: a pulse at the floor's own level (s = 1)
//! makes a bin twice the noise only √e times likelier, and noise alone (s → 0) says nothing about
//! the rate. The scan's `s` is estimated from the scan: the pulse bin's whitened power is
//! exponential about 1 + s, so given where the pulse is, the maximum-likelihood 1 + s is the mean
//! whitened power along its course — one EM step (Dempster, Laird & Rubin 1977) from the posterior
//! read with c = 1, its expected whitened power at the rate ([`pulse_snr`]). A buried pulse's
//! posterior is thus as flat as its evidence, not as sharp as a clear one's. Nothing is fitted: the
//! posterior's stated coverage matches the observed one without a correction (the calibration curve,
//! docs/accuracy.md).

use crate::spectrum::hann;

/// Redundancy of Hann windows of `len` samples placed `step` samples apart: `1 + 2 Σ ρ(j·step)²`
/// over j ≥ 1, ρ(d) the window's normalised overlap at lag d (Welch 1967). 1 for windows that do
/// not overlap.
pub fn window_redundancy(len: usize, step: usize) -> f64 {
    if len == 0 || step == 0 {
        return 1.0;
    }
    let w = hann(len);
    let energy: f64 = w.iter().map(|v| v * v).sum();
    let overlap =
        |d: usize| -> f64 { w.iter().zip(&w[d..]).map(|(a, b)| a * b).sum::<f64>() / energy };
    1.0 + 2.0
        * (1..)
            .map(|j| j * step)
            .take_while(|&d| d < len)
            .map(|d| overlap(d).powi(2))
            .sum::<f64>()
}

/// Each window's whitened power of every bin, the methods' (`whitened[m][t][k]`, all on one grid)
/// averaged.
pub fn mean_whitened(whitened: &[Vec<Vec<f64>>]) -> Vec<Vec<f64>> {
    let first = match whitened.first() {
        Some(f) => f,
        None => return Vec::new(),
    };
    let methods = whitened.len() as f64;
    (0..first.len())
        .map(|t| {
            let mut sum = vec![0.0; first[t].len()];
            for m in whitened {
                for (s, z) in sum.iter_mut().zip(&m[t]) {
                    *s += z;
                }
            }
            sum.iter_mut().for_each(|s| *s /= methods);
            sum
        })
        .collect()
}

/// The pulse's power over the noise floor, `s`, as the posterior places it: the expected whitened
/// power at the rate (`windows[t]` the posterior of window t over the bins of `z[t]`), averaged over
/// the scan with the windows' `shares`, less the noise's own 1; never below 0.
pub fn pulse_snr(z: &[Vec<f64>], windows: &[Vec<f64>], shares: &[f64]) -> f64 {
    let expected: f64 = z
        .iter()
        .zip(windows)
        .zip(shares)
        .map(|((z, p), a)| a * z.iter().zip(p).map(|(z, p)| z * p).sum::<f64>())
        .sum();
    (expected - 1.0).max(0.0)
}

/// Each window's log-likelihood of every bin: the whitened power `z` (methods averaged,
/// [`mean_whitened`]) times `c = s/(1+s)` for a pulse `snr` times the floor, over `redundancy`
/// ([`window_redundancy`]). An infinite `snr` is a pulse that stands out (c = 1).
pub fn log_likelihoods(z: &[Vec<f64>], redundancy: f64, snr: f64) -> Vec<Vec<f64>> {
    let c = if snr.is_infinite() {
        1.0
    } else {
        snr / (1.0 + snr)
    };
    let scale = c / redundancy;
    z.iter()
        .map(|w| w.iter().map(|z| z * scale).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redundancy_of_hann_windows() {
        // Non-overlapping windows are independent; the 50 % overlap Welch recommends adds ρ(L/2)² ≈ 0.028
        // on each side; at a tenth of the window hop the redundancy is near 4.8 (the scan's 10 s / 1 s).
        assert_eq!(window_redundancy(300, 300), 1.0);
        let half = window_redundancy(300, 150);
        assert!(
            (half - 1.0 - 2.0 * (1.0_f64 / 6.0).powi(2)).abs() < 1e-3,
            "{half}"
        );
        let tenth = window_redundancy(300, 30);
        assert!((tenth - 4.81).abs() < 0.01, "{tenth}");
        assert!(window_redundancy(300, 15) > 2.0 * tenth - 1.0);
        assert_eq!(window_redundancy(0, 30), 1.0);
    }

    #[test]
    fn methods_are_averaged_and_tempered_by_the_redundancy_and_snr() {
        let a = vec![vec![1.0, 4.0], vec![2.0, 2.0]];
        let b = vec![vec![3.0, 0.0], vec![2.0, 6.0]];
        let z = mean_whitened(&[a, b]);
        assert_eq!(z, vec![vec![2.0, 2.0], vec![2.0, 4.0]]);
        assert!(mean_whitened(&[]).is_empty());
        assert_eq!(
            log_likelihoods(&z, 2.0, f64::INFINITY),
            vec![vec![1.0, 1.0], vec![1.0, 2.0]]
        );
        // A pulse at the floor's level (s = 1) carries half the evidence; noise alone none.
        assert_eq!(
            log_likelihoods(&z, 2.0, 1.0),
            vec![vec![0.5, 0.5], vec![0.5, 1.0]]
        );
        assert!(log_likelihoods(&z, 2.0, 0.0)
            .iter()
            .flatten()
            .all(|l| *l == 0.0));
    }

    #[test]
    fn the_pulse_snr_is_the_expected_power_at_the_rate_over_the_noise() {
        // Two windows, the posterior sure of bin 1 in the first and split in the second.
        let z = vec![vec![1.0, 9.0, 1.0], vec![1.0, 5.0, 3.0]];
        let windows = vec![vec![0.0, 1.0, 0.0], vec![0.0, 0.5, 0.5]];
        let s = pulse_snr(&z, &windows, &[0.5, 0.5]);
        assert!((s - (0.5 * 9.0 + 0.5 * 4.0 - 1.0)).abs() < 1e-12, "{s}");
        // Noise only: the whitened power about 1 wherever the posterior looks, no pulse.
        let flat = vec![vec![1.0, 0.8, 0.9]];
        assert_eq!(pulse_snr(&flat, &[vec![1.0 / 3.0; 3]], &[1.0]), 0.0);
    }
}
