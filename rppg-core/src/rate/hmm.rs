//! The heart rate through the scan as a hidden Markov model, and the posterior of its scan mean.
//!
//! The states are the rates of the spectral grid within [`STATE_BAND_HZ`](super::params), equally
//! likely a priori; from one window to the next the rate takes a Gaussian random-walk step whose
//! spread is the contact PPG's own ([`RATE_STEP_SD_BPM`]) — a Brownian motion of the rate, so a
//! change over a given time costs the same whether the windows are 1 s or 0.9 s apart — or, rarely
//! ([`RATE_JUMP_PER_S`]), jumps to any rate: without that allowance a rate that really steps late
//! in a scan costs more to follow than to ignore, and the posterior stays on the old rate with
//! confidence. Each window's emission is its
//! likelihood ([`super::likelihood`]). The forward–backward algorithm (Rabiner 1989, with per-step
//! scaling so nothing underflows) gives every window's posterior over the rate. What the app reports
//! is the rate averaged over the scan, so the model also gives the exact posterior mean and standard
//! deviation of the path's time average `Σ a_t r_t` (`a_t` the share of the scan window t stands
//! for): its second moment needs the expected rest of the path given each state,
//! `w_t(i) = E[Σ_{s>t} a_s r_s | x_t = i, data]`, which one backward recursion through the
//! posterior transitions yields alongside the backward variables. A state stands for the cell of rates
//! one grid spacing Δ wide around it, so the variance also takes that of a rate spread evenly over the
//! cell, Δ²/12 (the quantisation variance; Sheppard's correction, 1898, takes it off grouped data's
//! variance, here it is put back): a posterior on one state leaves the rate anywhere in its cell. A posterior
//! with two courses of the rate (a pulse and its octave, or a noise track) thus reads as a wide one,
//! not as the likelier course.

use super::params::{RATE_JUMP_PER_S, RATE_STEP_SD_BPM};

/// Transitions cover steps up to this many standard deviations (weights under e⁻¹² are left out).
const TRANSITION_REACH_SD: f64 = 5.0;

/// The weight of a step of 0, 1, … states for windows `step_s` apart on states `bpm_per_state`
/// apart: a Gaussian random walk of [`RATE_STEP_SD_BPM`]·√step_s, cut at [`TRANSITION_REACH_SD`].
pub fn step_weights(step_s: f64, bpm_per_state: f64) -> Vec<f64> {
    let sd_states = (RATE_STEP_SD_BPM * step_s.max(0.0).sqrt() / bpm_per_state).max(1e-3);
    let reach = (TRANSITION_REACH_SD * sd_states).ceil() as usize;
    (0..=reach)
        .map(|d| (-0.5 * (d as f64 / sd_states).powi(2)).exp())
        .collect()
}

/// The transitions: with probability 1 − `jump` the banded random walk of [`step_weights`], each row
/// normalised over the states it can reach (a rate at the band's edge cannot leave it); with
/// probability `jump` any state alike.
pub struct Transitions {
    weights: Vec<f64>,
    /// 1 / each row's total weight.
    row_scale: Vec<f64>,
    jump: f64,
}

impl Transitions {
    pub fn new(states: usize, weights: Vec<f64>, jump: f64) -> Transitions {
        let reach = weights.len() - 1;
        let row_scale = (0..states)
            .map(|i| {
                let total: f64 = (i.saturating_sub(reach)..=(i + reach).min(states - 1))
                    .map(|j| weights[i.abs_diff(j)])
                    .sum();
                1.0 / total
            })
            .collect();
        Transitions {
            weights,
            row_scale,
            jump,
        }
    }

    fn range(&self, i: usize) -> std::ops::RangeInclusive<usize> {
        let reach = self.weights.len() - 1;
        i.saturating_sub(reach)..=(i + reach).min(self.row_scale.len() - 1)
    }

    /// `p·T`: the distribution one step after `p`.
    pub fn forward(&self, p: &[f64]) -> Vec<f64> {
        let spread = self.jump * p.iter().sum::<f64>() / p.len() as f64;
        (0..p.len())
            .map(|j| {
                (1.0 - self.jump)
                    * self
                        .range(j)
                        .map(|i| p[i] * self.row_scale[i] * self.weights[i.abs_diff(j)])
                        .sum::<f64>()
                    + spread
            })
            .collect()
    }

    /// `T·v`: the expectation of `v` one step ahead, from each state.
    pub fn backward(&self, v: &[f64]) -> Vec<f64> {
        let anywhere = self.jump * v.iter().sum::<f64>() / v.len() as f64;
        (0..v.len())
            .map(|i| {
                (1.0 - self.jump)
                    * self.row_scale[i]
                    * self
                        .range(i)
                        .map(|j| self.weights[i.abs_diff(j)] * v[j])
                        .sum::<f64>()
                    + anywhere
            })
            .collect()
    }
}

/// What the model says about the rate.
#[derive(Debug, Clone, PartialEq)]
pub struct Posterior {
    /// Every window's posterior over the states (each sums to 1).
    pub windows: Vec<Vec<f64>>,
    /// Posterior mean of the rate averaged over the scan (the windows weighted by the share of the
    /// scan they stand for), bpm.
    pub mean_bpm: f64,
    /// Its posterior standard deviation, bpm, the grid cell's spread included.
    pub sd_bpm: f64,
    /// The most likely rate of the scan: the peak of the windows' posteriors averaged with their
    /// shares, bpm.
    pub mode_bpm: f64,
}

/// `x` scaled to sum to 1; uniform when it sums to 0 (no state explains the data better).
fn normalised(mut x: Vec<f64>) -> Vec<f64> {
    let total: f64 = x.iter().sum();
    if total > 0.0 && total.is_finite() {
        x.iter_mut().for_each(|v| *v /= total);
    } else {
        let n = x.len() as f64;
        x.iter_mut().for_each(|v| *v = 1.0 / n);
    }
    x
}

/// Emission weights of one window: `exp(log-likelihood − its maximum)`, so the best state is 1.
fn emission(log_likelihood: &[f64]) -> Vec<f64> {
    let max = log_likelihood
        .iter()
        .cloned()
        .fold(f64::NEG_INFINITY, f64::max);
    log_likelihood.iter().map(|l| (l - max).exp()).collect()
}

/// The posterior of the model whose states are `rates_bpm`, with windows `step_s` apart emitting
/// `log_likelihoods[t][state]`, window t standing for the share `shares[t]` of the scan (they sum to
/// 1); `None` without windows or states.
pub fn posterior(
    log_likelihoods: &[Vec<f64>],
    rates_bpm: &[f64],
    step_s: f64,
    shares: &[f64],
) -> Option<Posterior> {
    let states = rates_bpm.len();
    if log_likelihoods.is_empty() || states == 0 || shares.len() != log_likelihoods.len() {
        return None;
    }
    let spacing = if states > 1 {
        (rates_bpm[states - 1] - rates_bpm[0]) / (states - 1) as f64
    } else {
        1.0
    };
    let jump = 1.0 - (-RATE_JUMP_PER_S * step_s.max(0.0)).exp();
    let t = Transitions::new(states, step_weights(step_s, spacing), jump);
    let e: Vec<Vec<f64>> = log_likelihoods.iter().map(|l| emission(l)).collect();
    let n = e.len();
    let mut alpha = Vec::with_capacity(n);
    alpha.push(normalised(e[0].clone()));
    for et in &e[1..] {
        let prior = t.forward(alpha.last().expect("alpha starts with the first window"));
        alpha.push(normalised(
            prior.iter().zip(et).map(|(p, e)| p * e).collect(),
        ));
    }
    // Backward: β_t and w_t (the expected weighted sum of the rates after t, given the state at t).
    let mut beta = vec![vec![1.0; states]; n];
    let mut rest = vec![vec![0.0; states]; n];
    for k in (0..n - 1).rev() {
        let u: Vec<f64> = e[k + 1]
            .iter()
            .zip(&beta[k + 1])
            .map(|(e, b)| e * b)
            .collect();
        let a = shares[k + 1];
        let carried: Vec<f64> = u
            .iter()
            .zip(rates_bpm.iter().zip(&rest[k + 1]))
            .map(|(u, (f, w))| u * (a * f + w))
            .collect();
        let den = t.backward(&u);
        let num = t.backward(&carried);
        rest[k] = num
            .iter()
            .zip(&den)
            .map(|(a, d)| if *d > 0.0 { a / d } else { 0.0 })
            .collect();
        beta[k] = normalised(den);
    }
    let windows: Vec<Vec<f64>> = alpha
        .iter()
        .zip(&beta)
        .map(|(a, b)| normalised(a.iter().zip(b).map(|(x, y)| x * y).collect()))
        .collect();
    let (mut sum, mut square) = (0.0, 0.0);
    for ((g, w), a) in windows.iter().zip(&rest).zip(shares) {
        for ((p, f), w) in g.iter().zip(rates_bpm).zip(w) {
            sum += p * a * f;
            square += p * a * f * (a * f + 2.0 * w);
        }
    }
    let mut mixture = vec![0.0; states];
    for (g, a) in windows.iter().zip(shares) {
        mixture.iter_mut().zip(g).for_each(|(m, p)| *m += a * p);
    }
    let peak = (0..states).fold(
        0,
        |best, k| if mixture[k] > mixture[best] { k } else { best },
    );
    Some(Posterior {
        mean_bpm: sum,
        sd_bpm: ((square - sum * sum).max(0.0) + spacing * spacing / 12.0).sqrt(),
        mode_bpm: rates_bpm[peak],
        windows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn equal(n: usize) -> Vec<f64> {
        vec![1.0 / n as f64; n]
    }

    fn grid() -> Vec<f64> {
        (0..100).map(|k| 50.0 + k as f64).collect()
    }

    /// Log-likelihoods peaked at `bpm[t]` with curvature `sharpness`.
    fn peaked(bpm: &[f64], sharpness: f64) -> Vec<Vec<f64>> {
        bpm.iter()
            .map(|c| {
                grid()
                    .iter()
                    .map(|f| -sharpness * (f - c).powi(2))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_transition_rows_are_distributions() {
        let t = Transitions::new(10, step_weights(1.0, 0.5), 0.01);
        let p = t.forward(&[0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!(p[4] > p[3] && (p[3] - p[5]).abs() < 1e-12);
        assert!(t
            .backward(&[1.0; 10])
            .iter()
            .all(|v| (v - 1.0).abs() < 1e-12));
        // A longer step spreads further.
        assert!(step_weights(4.0, 0.5).len() > step_weights(1.0, 0.5).len());
    }

    #[test]
    fn a_clear_steady_rate_is_read_with_little_spread() {
        let post = posterior(&peaked(&[90.0; 20], 2.0), &grid(), 1.0, &equal(20)).unwrap();
        assert!((post.mean_bpm - 90.0).abs() < 1e-6, "{post:?}");
        assert_eq!(post.mode_bpm, 90.0);
        // No narrower than the grid cell it sits in (spacing 1 bpm: 1/√12).
        assert!(
            post.sd_bpm >= 1.0 / 12f64.sqrt() && post.sd_bpm < 0.35,
            "{}",
            post.sd_bpm
        );
        for w in &post.windows {
            assert!((w.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        }
    }

    #[test]
    fn the_scan_mean_follows_a_ramp() {
        let rates: Vec<f64> = (0..21).map(|t| 80.0 + t as f64).collect();
        let post = posterior(&peaked(&rates, 2.0), &grid(), 1.0, &equal(21)).unwrap();
        assert!((post.mean_bpm - 90.0).abs() < 0.3, "{}", post.mean_bpm);
    }

    /// The path mean's standard deviation against one computed by brute force over every path of a
    /// tiny model (three states, four windows).
    #[test]
    fn the_scan_means_moments_are_exact() {
        let rates = [60.0, 61.0, 62.0];
        let ll = vec![
            vec![0.0, 0.5, -1.0],
            vec![0.3, 0.0, 0.2],
            vec![-0.5, 0.4, 0.1],
            vec![0.0, 0.0, 0.9],
        ];
        let step = 1.0;
        let shares = [0.4, 0.1, 0.2, 0.3];
        let post = posterior(&ll, &rates, step, &shares).unwrap();
        let w = step_weights(step, 1.0);
        let tr = Transitions::new(3, w.clone(), 1.0 - (-RATE_JUMP_PER_S * step).exp());
        let p = |i: usize, j: usize| -> f64 {
            (1.0 - tr.jump) * tr.row_scale[i] * w[i.abs_diff(j)] + tr.jump / 3.0
        };
        let (mut z, mut m1, mut m2) = (0.0, 0.0, 0.0);
        for a in 0..3 {
            for b in 0..3 {
                for c in 0..3 {
                    for d in 0..3 {
                        let path = [a, b, c, d];
                        let mut weight = 1.0 / 3.0;
                        for (t, s) in path.iter().enumerate() {
                            weight *= ll[t][*s].exp();
                            if t > 0 {
                                weight *= p(path[t - 1], *s);
                            }
                        }
                        let mean: f64 = path.iter().zip(shares).map(|(s, a)| a * rates[*s]).sum();
                        z += weight;
                        m1 += weight * mean;
                        m2 += weight * mean * mean;
                    }
                }
            }
        }
        // The states are 1 bpm apart: each one's cell adds 1/12 bpm² (its quantisation variance).
        let (mean, sd) = (m1 / z, (m2 / z - (m1 / z).powi(2) + 1.0 / 12.0).sqrt());
        assert!(
            (post.mean_bpm - mean).abs() < 1e-9,
            "{} {mean}",
            post.mean_bpm
        );
        assert!((post.sd_bpm - sd).abs() < 1e-9, "{} {sd}", post.sd_bpm);
    }

    #[test]
    fn two_equal_courses_read_as_a_wide_posterior() {
        let ll: Vec<Vec<f64>> = (0..20)
            .map(|_| {
                grid()
                    .iter()
                    .map(|f| {
                        3.0 * ((-(f - 70.0f64).powi(2)).exp() + (-(f - 120.0f64).powi(2)).exp())
                    })
                    .collect()
            })
            .collect();
        let post = posterior(&ll, &grid(), 1.0, &equal(20)).unwrap();
        assert!(post.sd_bpm > 15.0, "{post:?}");
        // Flat evidence: the prior, the band's middle with the band's spread.
        assert!(
            (post.mode_bpm - 70.0).abs() < 1.5 || (post.mode_bpm - 120.0).abs() < 1.5,
            "{}",
            post.mode_bpm
        );
        let flat = posterior(&vec![vec![0.0; 100]; 20], &grid(), 1.0, &equal(20)).unwrap();
        assert!(
            (flat.mean_bpm - 99.5).abs() < 1e-6 && flat.sd_bpm > 20.0,
            "{flat:?}"
        );
        assert!(posterior(&[], &grid(), 1.0, &[]).is_none());
        assert!(posterior(&peaked(&[90.0; 3], 1.0), &grid(), 1.0, &equal(2)).is_none());
    }
}
