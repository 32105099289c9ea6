//! Resampling of irregularly timed samples onto a uniform grid (phones deliver jittery frame times).

/// Sample times (s) of a uniform grid at `fs` Hz from `t0` up to and including `t1`.
pub fn uniform_times(t0: f64, t1: f64, fs: f64) -> Vec<f64> {
    if t0.is_nan() || t1.is_nan() || t1 < t0 || fs <= 0.0 {
        return Vec::new();
    }
    let n = ((t1 - t0) * fs).floor() as usize + 1;
    (0..n).map(|i| t0 + i as f64 / fs).collect()
}

/// Piecewise-linear interpolation of `(t, x)` onto `grid`, skipping non-finite `x` (gaps are
/// bridged linearly; beyond the ends the nearest valid value is held). `t` must increase.
/// `None` when fewer than two finite samples exist.
pub fn resample_linear(t: &[f64], x: &[f64], grid: &[f64]) -> Option<Vec<f64>> {
    // Sized for every sample up front (a filtered collect would grow it a doubling at a time).
    let mut valid = Vec::with_capacity(t.len().min(x.len()));
    valid.extend(
        t.iter()
            .zip(x)
            .filter(|(_, v)| v.is_finite())
            .map(|(a, b)| (*a, *b)),
    );
    if valid.len() < 2 {
        return None;
    }
    let mut out = Vec::with_capacity(grid.len());
    let mut k = 0;
    for &g in grid {
        while k + 2 < valid.len() && valid[k + 1].0 <= g {
            k += 1;
        }
        let (ta, xa) = valid[k];
        let (tb, xb) = valid[k + 1];
        let v = if g <= ta {
            xa
        } else if g >= tb {
            xb
        } else {
            xa + (xb - xa) * (g - ta) / (tb - ta)
        };
        out.push(v);
    }
    Some(out)
}

/// Averages consecutive blocks of `factor` samples (an anti-aliasing decimator for slow signals).
pub fn decimate_mean(x: &[f64], factor: usize) -> Vec<f64> {
    if factor <= 1 {
        return x.to_vec();
    }
    x.chunks(factor)
        .map(|c| c.iter().sum::<f64>() / c.len() as f64)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_spacing_and_extent() {
        let g = uniform_times(1.0, 2.0, 10.0);
        assert_eq!(g.len(), 11);
        assert!((g[10] - 2.0).abs() < 1e-12);
        assert!(uniform_times(2.0, 1.0, 10.0).is_empty());
    }

    #[test]
    fn linear_signal_is_reproduced_from_irregular_samples() {
        let t = [0.0, 0.031, 0.07, 0.099, 0.2, 0.233];
        let x: Vec<f64> = t.iter().map(|v| 3.0 * v + 1.0).collect();
        let grid = uniform_times(0.0, 0.2, 30.0);
        let y = resample_linear(&t, &x, &grid).unwrap();
        for (g, v) in grid.iter().zip(&y) {
            assert!((v - (3.0 * g + 1.0)).abs() < 1e-12);
        }
    }

    #[test]
    fn gaps_are_bridged_and_ends_held() {
        let t = [0.0, 1.0, 2.0, 3.0];
        let x = [f64::NAN, 1.0, f64::NAN, 3.0];
        let y = resample_linear(&t, &x, &[0.0, 2.0, 3.5]).unwrap();
        assert_eq!(y, vec![1.0, 2.0, 3.0]);
        assert!(resample_linear(&t, &[f64::NAN, 1.0, f64::NAN, f64::NAN], &[0.0]).is_none());
    }

    #[test]
    fn decimation_averages_blocks() {
        assert_eq!(
            decimate_mean(&[1.0, 3.0, 5.0, 7.0, 9.0], 2),
            vec![2.0, 6.0, 9.0]
        );
    }
}
