//! Resampling of irregularly timed samples onto a uniform grid (phones deliver jittery frame times).

/// Sample times (s) of a uniform grid at `fs` Hz from `t0` up to and including `t1`.
pub fn uniform_times(t0: f64, t1: f64, fs: f64) -> Vec<f64> {
    if t0.is_nan() || t1.is_nan() || t1 < t0 || fs <= 0.0 {
        return Vec::new();
    }
    let n = ((t1 - t0) * fs).floor() as usize + 1;
    (0..n).map(|i| t0 + i as f64 / fs).collect()
}

/// A value that can be interpolated linearly: a number, or several (a colour's channels) that are
/// present or missing together and interpolated alike, so the search along the samples is shared.
pub trait Sample: Copy {
    /// Whether the value is present (every part finite).
    fn is_present(&self) -> bool;
    /// `a + (b − a) · num / den`, part by part.
    fn lerp(a: Self, b: Self, num: f64, den: f64) -> Self;
}

impl Sample for f64 {
    fn is_present(&self) -> bool {
        self.is_finite()
    }
    fn lerp(a: f64, b: f64, num: f64, den: f64) -> f64 {
        a + (b - a) * num / den
    }
}

impl<const N: usize> Sample for [f64; N] {
    fn is_present(&self) -> bool {
        self.iter().all(|v| v.is_finite())
    }
    fn lerp(a: Self, b: Self, num: f64, den: f64) -> Self {
        let mut out = a;
        for ((o, a), b) in out.iter_mut().zip(a).zip(b) {
            *o = f64::lerp(a, b, num, den);
        }
        out
    }
}

/// Piecewise-linear interpolation of `(t, x)` onto `grid`, skipping samples that are not present
/// (gaps are bridged linearly; beyond the ends the nearest valid value is held). `t` must increase.
/// `None` when fewer than two samples are present.
pub fn resample_linear<T: Sample>(t: &[f64], x: &[T], grid: &[f64]) -> Option<Vec<T>> {
    // Sized for every sample up front (a filtered collect would grow it a doubling at a time).
    let mut valid = Vec::with_capacity(t.len().min(x.len()));
    valid.extend(
        t.iter()
            .zip(x)
            .filter(|(_, v)| v.is_present())
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
            T::lerp(xa, xb, g - ta, tb - ta)
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
    fn colours_are_interpolated_channel_by_channel() {
        let t = [0.0, 0.031, 0.07, 0.099, 0.2, 0.233];
        let rgb: Vec<[f64; 3]> = t
            .iter()
            .enumerate()
            .map(|(i, v)| [3.0 * v, if i == 2 { f64::NAN } else { 1.0 - v }, v * v])
            .collect();
        let grid = uniform_times(0.0, 0.233, 30.0);
        let y = resample_linear(&t, &rgb, &grid).unwrap();
        // A colour with a missing channel is missing: every channel skips that sample.
        let (tk, kept): (Vec<f64>, Vec<[f64; 3]>) = t
            .iter()
            .zip(&rgb)
            .filter(|(_, c)| c[1].is_finite())
            .map(|(t, c)| (*t, *c))
            .unzip();
        for ch in 0..3 {
            let x: Vec<f64> = kept.iter().map(|c| c[ch]).collect();
            let alone = resample_linear(&tk, &x, &grid).unwrap();
            assert!(
                y.iter().zip(&alone).all(|(c, v)| c[ch] == *v),
                "channel {ch}"
            );
        }
    }

    #[test]
    fn decimation_averages_blocks() {
        assert_eq!(
            decimate_mean(&[1.0, 3.0, 5.0, 7.0, 9.0], 2),
            vec![2.0, 6.0, 9.0]
        );
    }
}
