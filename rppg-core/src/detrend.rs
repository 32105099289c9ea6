//! Smoothness-priors detrending (Tarvainen, Ranta-aho & Karjalainen 2002, IEEE TBME 49(2)).
//!
//! The trend is the regularised least-squares fit ẑ = (I + λ²D₂ᵀD₂)⁻¹ z with D₂ the second-difference
//! operator; the detrended signal is z − ẑ. The system is symmetric pentadiagonal, so it is solved
//! in O(n) by an LDLᵀ factorisation instead of the paper's dense inverse.

/// λ for a desired trend cut-off: the trend filter's response halves where λ(2 − 2 cos ω) = 1,
/// i.e. ω ≈ 1/√λ, so λ = (fs / (2π f_c))².
pub fn lambda_for_cutoff(fs: f64, cutoff_hz: f64) -> f64 {
    let r = fs / (2.0 * std::f64::consts::PI * cutoff_hz);
    r * r
}

/// The LDLᵀ factors of a symmetric pentadiagonal matrix: D's diagonal and L's two sub-diagonals.
#[derive(Debug, Clone, PartialEq)]
pub struct PentadiagonalFactors {
    d: Vec<f64>,
    l1: Vec<f64>,
    l2: Vec<f64>,
}

/// Factors symmetric pentadiagonal A (main diagonal `a`, first super-diagonal `b1`, second
/// super-diagonal `b2`) as LDLᵀ. A must be positive definite.
pub fn factor_pentadiagonal(a: &[f64], b1: &[f64], b2: &[f64]) -> PentadiagonalFactors {
    let n = a.len();
    let mut d = vec![0.0; n];
    let mut l1 = vec![0.0; n];
    let mut l2 = vec![0.0; n];
    for i in 0..n {
        let mut di = a[i];
        if i >= 1 {
            di -= l1[i - 1] * l1[i - 1] * d[i - 1];
        }
        if i >= 2 {
            di -= l2[i - 2] * l2[i - 2] * d[i - 2];
        }
        d[i] = di;
        if i + 1 < n {
            let mut v = b1[i];
            if i >= 1 {
                v -= l1[i - 1] * l2[i - 1] * d[i - 1];
            }
            l1[i] = v / di;
        }
        if i + 2 < n {
            l2[i] = b2[i] / di;
        }
    }
    PentadiagonalFactors { d, l1, l2 }
}

impl PentadiagonalFactors {
    /// Solves A x = `rhs` (as long as A) by forward and back substitution, in one buffer.
    pub fn solve(&self, rhs: &[f64]) -> Vec<f64> {
        let Self { d, l1, l2 } = self;
        let n = d.len();
        let mut x = rhs.to_vec();
        for i in 0..n {
            let mut v = x[i];
            if i >= 1 {
                v -= l1[i - 1] * x[i - 1];
            }
            if i >= 2 {
                v -= l2[i - 2] * x[i - 2];
            }
            x[i] = v;
        }
        for i in (0..n).rev() {
            let mut v = x[i] / d[i];
            if i + 1 < n {
                v -= l1[i] * x[i + 1];
            }
            if i + 2 < n {
                v -= l2[i] * x[i + 2];
            }
            x[i] = v;
        }
        x
    }
}

/// Solves A x = b for symmetric pentadiagonal A (main diagonal `a`, first super-diagonal `b1`,
/// second super-diagonal `b2`) by LDLᵀ; returns x. A must be positive definite.
#[cfg(test)]
pub fn solve_pentadiagonal(a: &[f64], b1: &[f64], b2: &[f64], rhs: &[f64]) -> Vec<f64> {
    factor_pentadiagonal(a, b1, b2).solve(rhs)
}

/// The factors of I + λ²D₂ᵀD₂ for `n` ≥ 3 samples: the smoothness-priors system.
fn trend_factors(n: usize, lambda: f64) -> PentadiagonalFactors {
    let l2 = lambda * lambda;
    // D₂ᵀD₂ has diagonal 1,5,6,…,6,5,1, first off-diagonal −2,−4,…,−4,−2 and second off-diagonal 1.
    let a: Vec<f64> = (0..n)
        .map(|i| {
            let dtd = if i == 0 || i == n - 1 {
                1.0
            } else if i == 1 || i == n - 2 {
                5.0
            } else {
                6.0
            };
            1.0 + l2 * dtd
        })
        .collect();
    let b1: Vec<f64> = (0..n - 1)
        .map(|i| {
            if i == 0 || i == n - 2 {
                -2.0 * l2
            } else {
                -4.0 * l2
            }
        })
        .collect();
    factor_pentadiagonal(&a, &b1, &vec![l2; n - 2])
}

thread_local! {
    /// The last trend system factored, keyed by its length and λ's bits: the system depends on
    /// nothing else, and an analysis detrends every pulse of a scan (all one length) with one λ.
    #[allow(clippy::type_complexity)]
    static TREND_FACTORS: std::cell::RefCell<Option<((usize, u64), PentadiagonalFactors)>> =
        const { std::cell::RefCell::new(None) };
}

/// The smoothness-priors trend of `z` for regularisation `lambda`.
pub fn smoothness_priors_trend(z: &[f64], lambda: f64) -> Vec<f64> {
    let n = z.len();
    if n < 3 {
        let m = crate::stats::mean(z);
        return vec![m; n];
    }
    let key = (n, lambda.to_bits());
    TREND_FACTORS.with(|cache| match &mut *cache.borrow_mut() {
        Some((k, factors)) if *k == key => factors.solve(z),
        slot => slot.insert((key, trend_factors(n, lambda))).1.solve(z),
    })
}

/// Detrended signal z − trend(z) for a trend cut-off of `cutoff_hz` at sampling rate `fs`.
pub fn detrend(z: &[f64], fs: f64, cutoff_hz: f64) -> Vec<f64> {
    let mut trend = smoothness_priors_trend(z, lambda_for_cutoff(fs, cutoff_hz));
    trend.iter_mut().zip(z).for_each(|(t, v)| *t = v - *t);
    trend
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f64::consts::PI;

    #[test]
    fn solver_matches_a_direct_product() {
        let a = [4.0, 5.0, 6.0, 5.0, 4.0];
        let b1 = [1.0, -1.0, 0.5, 1.0];
        let b2 = [0.3, 0.2, -0.1];
        let x_true = [1.0, -2.0, 3.0, 0.5, -1.0];
        let mut rhs = [0.0; 5];
        for i in 0..5 {
            rhs[i] += a[i] * x_true[i];
            if i + 1 < 5 {
                rhs[i] += b1[i] * x_true[i + 1];
                rhs[i + 1] += b1[i] * x_true[i];
            }
            if i + 2 < 5 {
                rhs[i] += b2[i] * x_true[i + 2];
                rhs[i + 2] += b2[i] * x_true[i];
            }
        }
        let x = solve_pentadiagonal(&a, &b1, &b2, &rhs);
        for (u, v) in x.iter().zip(x_true) {
            assert!((u - v).abs() < 1e-10);
        }
    }

    #[test]
    fn one_factorisation_solves_every_right_hand_side() {
        let (a, b1, b2) = (
            [4.0, 5.0, 6.0, 5.0, 4.0],
            [1.0, -1.0, 0.5, 1.0],
            [0.3, 0.2, -0.1],
        );
        let factors = factor_pentadiagonal(&a, &b1, &b2);
        for rhs in [[1.0, 2.0, 3.0, 4.0, 5.0], [-0.5, 0.0, 7.0, 1.0, 2.0]] {
            let fresh = solve_pentadiagonal(&a, &b1, &b2, &rhs);
            assert_eq!(factors.solve(&rhs), fresh);
        }
    }

    #[test]
    fn the_kept_factorisation_is_only_reused_for_its_own_length_and_lambda() {
        let z = |n: usize| -> Vec<f64> {
            (0..n)
                .map(|i| (i as f64 * 0.37).sin() + 0.01 * i as f64)
                .collect()
        };
        for (n, lambda) in [
            (300, 10.0),
            (300, 10.0),
            (300, 20.0),
            (200, 20.0),
            (300, 10.0),
        ] {
            let expected = trend_factors(n, lambda).solve(&z(n));
            assert_eq!(
                smoothness_priors_trend(&z(n), lambda),
                expected,
                "{n}, {lambda}"
            );
        }
    }

    #[test]
    fn linear_trend_is_removed_entirely() {
        let z: Vec<f64> = (0..300).map(|i| 5.0 + 0.1 * i as f64).collect();
        let d = detrend(&z, 30.0, 0.5);
        assert!(d.iter().all(|v| v.abs() < 1e-6));
    }

    #[test]
    fn pulse_survives_and_slow_drift_goes() {
        let fs = 30.0;
        let n = 600;
        let pulse: Vec<f64> = (0..n)
            .map(|i| (2.0 * PI * 1.2 * i as f64 / fs).sin())
            .collect();
        let drift: Vec<f64> = (0..n)
            .map(|i| 3.0 * (2.0 * PI * 0.05 * i as f64 / fs).sin())
            .collect();
        let z: Vec<f64> = pulse.iter().zip(&drift).map(|(p, d)| p + d).collect();
        let d = detrend(&z, fs, 0.5);
        let err: f64 = d[100..500]
            .iter()
            .zip(&pulse[100..500])
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        assert!(err < 0.2, "max error {err}");
    }
}
