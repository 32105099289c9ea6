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

/// Percentile `p` in 0..=100 with linear interpolation between order statistics; 0 when empty.
/// The two order statistics are selected (quickselect, in [`sort_ascending`]'s order: NaNs last),
/// not the whole copy sorted.
pub fn percentile(x: &[f64], p: f64) -> f64 {
    if x.is_empty() {
        return 0.0;
    }
    let mut s = x.to_vec();
    let pos = (p.clamp(0.0, 100.0) / 100.0) * (s.len() - 1) as f64;
    let lo = pos.floor() as usize;
    let frac = pos - lo as f64;
    let (_, at_lo, above) = s.select_nth_unstable_by(lo, f64::total_cmp);
    let at_lo = *at_lo;
    let next = above
        .iter()
        .copied()
        .min_by(f64::total_cmp)
        .unwrap_or(at_lo);
    at_lo + (next - at_lo) * frac
}

/// Median (50th percentile).
pub fn median(x: &[f64]) -> f64 {
    percentile(x, 50.0)
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
    fn percentiles_are_those_of_the_sorted_values() {
        let mut rng = crate::testkit::Lcg::new(11);
        for n in [1, 2, 7, 100, 1001] {
            let x: Vec<f64> = (0..n).map(|_| rng.gaussian().round()).collect();
            let mut s = x.clone();
            sort_ascending(&mut s);
            for p in [0.0, 10.0, 25.0, 50.0, 90.0, 99.9, 100.0] {
                let pos = p / 100.0 * (n - 1) as f64;
                let (lo, frac) = (pos.floor() as usize, pos - pos.floor());
                let hi = (lo + 1).min(n - 1);
                assert_eq!(
                    percentile(&x, p),
                    s[lo] + (s[hi] - s[lo]) * frac,
                    "n {n} p {p}"
                );
            }
        }
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
