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

/// Solves A x = b for symmetric pentadiagonal A (main diagonal `a`, first super-diagonal `b1`,
/// second super-diagonal `b2`) by LDLᵀ; returns x. A must be positive definite.
pub fn solve_pentadiagonal(a: &[f64], b1: &[f64], b2: &[f64], rhs: &[f64]) -> Vec<f64> {
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
    let mut z = vec![0.0; n];
    for i in 0..n {
        let mut v = rhs[i];
        if i >= 1 {
            v -= l1[i - 1] * z[i - 1];
        }
        if i >= 2 {
            v -= l2[i - 2] * z[i - 2];
        }
        z[i] = v;
    }
    let mut x = vec![0.0; n];
    for i in (0..n).rev() {
        let mut v = z[i] / d[i];
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

/// The smoothness-priors trend of `z` for regularisation `lambda`.
pub fn smoothness_priors_trend(z: &[f64], lambda: f64) -> Vec<f64> {
    let n = z.len();
    if n < 3 {
        let m = crate::stats::mean(z);
        return vec![m; n];
    }
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
    let b1: Vec<f64> = (0..n.saturating_sub(1))
        .map(|i| {
            if i == 0 || i == n - 2 {
                -2.0 * l2
            } else {
                -4.0 * l2
            }
        })
        .collect();
    let b2 = vec![l2; n.saturating_sub(2)];
    solve_pentadiagonal(&a, &b1, &b2, z)
}

/// Detrended signal z − trend(z) for a trend cut-off of `cutoff_hz` at sampling rate `fs`.
pub fn detrend(z: &[f64], fs: f64, cutoff_hz: f64) -> Vec<f64> {
    let trend = smoothness_priors_trend(z, lambda_for_cutoff(fs, cutoff_hz));
    z.iter().zip(&trend).map(|(v, t)| v - t).collect()
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
