//! Small descriptive statistics shared by every stage (one copy, no per-module twins).

/// Arithmetic mean; 0 for an empty slice.
pub fn mean(x: &[f64]) -> f64 {
    if x.is_empty() {
        return 0.0;
    }
    x.iter().sum::<f64>() / x.len() as f64
}

/// Population standard deviation; 0 for fewer than two values.
pub fn std_dev(x: &[f64]) -> f64 {
    if x.len() < 2 {
        return 0.0;
    }
    let m = mean(x);
    (x.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / x.len() as f64).sqrt()
}

/// Sorts in ascending order (NaNs last, −0 before +0), in place and without allocating. The one
/// sort of plain values in the crate: each distinct sort call compiles its own copy of the sort.
pub fn sort_ascending(x: &mut [f64]) {
    x.sort_unstable_by(f64::total_cmp);
}

/// Sorted copy (NaN-free input expected; NaNs sort last).
fn sorted(x: &[f64]) -> Vec<f64> {
    let mut s = x.to_vec();
    sort_ascending(&mut s);
    s
}

/// Percentile `p` in 0..=100 with linear interpolation between order statistics; 0 when empty.
pub fn percentile(x: &[f64], p: f64) -> f64 {
    if x.is_empty() {
        return 0.0;
    }
    let s = sorted(x);
    let pos = (p.clamp(0.0, 100.0) / 100.0) * (s.len() - 1) as f64;
    let lo = pos.floor() as usize;
    let hi = (lo + 1).min(s.len() - 1);
    let frac = pos - lo as f64;
    s[lo] + (s[hi] - s[lo]) * frac
}

/// Median (50th percentile), equal to `percentile(x, 50.0)` bit for bit, by selection instead of a
/// sort (linear time: the rate model takes one of every window's band).
pub fn median(x: &[f64]) -> f64 {
    if x.is_empty() {
        return 0.0;
    }
    let mut s = x.to_vec();
    let k = s.len() / 2;
    let (lower, mid, _) = s.select_nth_unstable_by(k, f64::total_cmp);
    let hi = *mid;
    if x.len() % 2 == 1 {
        return hi;
    }
    let lo = lower.iter().copied().fold(f64::NEG_INFINITY, |a, b| {
        if a.total_cmp(&b).is_lt() {
            b
        } else {
            a
        }
    });
    lo + (hi - lo) * 0.5
}

/// Quartile deviation (half the interquartile range), a robust spread used by artifact detection.
pub fn quartile_deviation(x: &[f64]) -> f64 {
    (percentile(x, 75.0) - percentile(x, 25.0)) / 2.0
}

/// Scales `x` to zero mean and unit standard deviation in place (left as zeros if constant).
pub fn standardize(x: &mut [f64]) {
    let m = mean(x);
    let s = std_dev(x);
    for v in x.iter_mut() {
        *v = if s > 0.0 { (*v - m) / s } else { 0.0 };
    }
}

/// Linear map of `v` from [`lo`, `hi`] onto [0, 1], clamped.
pub fn unit_scale(v: f64, lo: f64, hi: f64) -> f64 {
    if hi <= lo || !v.is_finite() {
        return 0.0;
    }
    ((v - lo) / (hi - lo)).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_by_selection_is_the_50th_percentile() {
        let mut rng = crate::testkit::Lcg::new(5);
        for n in 1..40 {
            let x: Vec<f64> = (0..n).map(|_| rng.gaussian()).collect();
            assert_eq!(median(&x).to_bits(), percentile(&x, 50.0).to_bits(), "{n}");
        }
        assert_eq!(median(&[]), 0.0);
    }

    #[test]
    fn known_values() {
        let x = [1.0, 2.0, 3.0, 4.0];
        assert_eq!(mean(&x), 2.5);
        assert!((std_dev(&x) - 1.118_033_988_7).abs() < 1e-9);
        assert_eq!(median(&x), 2.5);
        assert_eq!(percentile(&x, 0.0), 1.0);
        assert_eq!(percentile(&x, 100.0), 4.0);
        assert_eq!(quartile_deviation(&x), 0.75);
        assert_eq!(mean(&[]), 0.0);
        assert_eq!(median(&[]), 0.0);
    }

    #[test]
    fn standardize_and_scale() {
        let mut x = [2.0, 4.0, 6.0];
        standardize(&mut x);
        assert!(mean(&x).abs() < 1e-12);
        assert!((std_dev(&x) - 1.0).abs() < 1e-12);
        let mut c = [3.0, 3.0];
        standardize(&mut c);
        assert_eq!(c, [0.0, 0.0]);
        assert_eq!(unit_scale(5.0, 0.0, 10.0), 0.5);
        assert_eq!(unit_scale(-1.0, 0.0, 10.0), 0.0);
        assert_eq!(unit_scale(f64::NAN, 0.0, 10.0), 0.0);
    }
}
