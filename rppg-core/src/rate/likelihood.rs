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

/// Each window's log-likelihood of every bin: the methods' whitened powers (`whitened[m][t][k]`,
/// all on one grid) averaged, over `redundancy` ([`window_redundancy`]).
pub fn log_likelihoods(whitened: &[Vec<Vec<f64>>], redundancy: f64) -> Vec<Vec<f64>> {
    let methods = whitened.len();
    let first = match whitened.first() {
        Some(f) => f,
        None => return Vec::new(),
    };
    let scale = 1.0 / (redundancy * methods as f64);
    (0..first.len())
        .map(|t| {
            let mut sum = vec![0.0; first[t].len()];
            for m in whitened {
                for (s, z) in sum.iter_mut().zip(&m[t]) {
                    *s += z;
                }
            }
            sum.iter_mut().for_each(|s| *s *= scale);
            sum
        })
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
    fn methods_are_averaged_and_tempered() {
        let a = vec![vec![1.0, 4.0], vec![2.0, 2.0]];
        let b = vec![vec![3.0, 0.0], vec![2.0, 6.0]];
        let ll = log_likelihoods(&[a, b], 2.0);
        assert_eq!(ll, vec![vec![1.0, 1.0], vec![1.0, 2.0]]);
        assert!(log_likelihoods(&[], 1.0).is_empty());
    }
}
