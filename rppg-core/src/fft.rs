//! Iterative radix-2 Cooley–Tukey FFT (in place, complex, power-of-two length).

use std::f64::consts::PI;

/// Smallest power of two ≥ `n` (1 for 0).
pub fn next_pow2(n: usize) -> usize {
    n.max(1).next_power_of_two()
}

/// In-place forward DFT of `re + i·im`; length must be a power of two (other lengths are left as is).
pub fn fft_in_place(re: &mut [f64], im: &mut [f64]) {
    let n = re.len();
    if n < 2 || !n.is_power_of_two() || im.len() != n {
        return;
    }
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            re.swap(i, j);
            im.swap(i, j);
        }
    }
    TWIDDLES.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() != n / 2 {
            *cache = twiddles(n);
        }
        butterflies(re, im, &cache);
    });
}

thread_local! {
    /// Twiddle factors of the last FFT size used: analyses run many same-size FFTs in a row, and
    /// recomputing the sines and cosines would cost as much as the butterflies.
    static TWIDDLES: std::cell::RefCell<Vec<(f64, f64)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// e^(−2πik/n) for k < n/2.
fn twiddles(n: usize) -> Vec<(f64, f64)> {
    (0..n / 2)
        .map(|k| {
            let a = -2.0 * PI * k as f64 / n as f64;
            (a.cos(), a.sin())
        })
        .collect()
}

/// The radix-2 butterfly passes over bit-reversed data.
fn butterflies(re: &mut [f64], im: &mut [f64], twiddles: &[(f64, f64)]) {
    let n = re.len();
    let mut len = 2;
    while len <= n {
        let stride = n / len;
        for start in (0..n).step_by(len) {
            for k in 0..len / 2 {
                let (wr, wi) = twiddles[k * stride];
                let (a, b) = (start + k, start + k + len / 2);
                let tr = re[b] * wr - im[b] * wi;
                let ti = re[b] * wi + im[b] * wr;
                re[b] = re[a] - tr;
                im[b] = im[a] - ti;
                re[a] += tr;
                im[a] += ti;
            }
        }
        len <<= 1;
    }
}

/// One-sided power spectrum |X(k)|², k = 0..=n/2, of real `x` zero-padded to `n` (a power of two).
pub fn power_spectrum(x: &[f64], n: usize) -> Vec<f64> {
    let n = next_pow2(n.max(x.len()));
    let mut re = vec![0.0; n];
    let mut im = vec![0.0; n];
    re[..x.len()].copy_from_slice(x);
    fft_in_place(&mut re, &mut im);
    (0..=n / 2).map(|k| re[k] * re[k] + im[k] * im[k]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn impulse_has_flat_spectrum() {
        let p = power_spectrum(&[1.0], 8);
        assert_eq!(p.len(), 5);
        assert!(p.iter().all(|v| (v - 1.0).abs() < 1e-12));
    }

    #[test]
    fn sine_lands_in_its_bin_and_matches_a_direct_dft() {
        let n = 64;
        let x: Vec<f64> = (0..n)
            .map(|i| (2.0 * PI * 5.0 * i as f64 / n as f64).cos())
            .collect();
        let p = power_spectrum(&x, n);
        let peak = p
            .iter()
            .enumerate()
            .fold((0, 0.0), |b, (k, v)| if *v > b.1 { (k, *v) } else { b })
            .0;
        assert_eq!(peak, 5);
        assert!((p[5] - (n as f64 / 2.0).powi(2)).abs() < 1e-6);
        let direct: f64 = {
            let (mut r, mut i) = (0.0, 0.0);
            for (t, v) in x.iter().enumerate() {
                let a = -2.0 * PI * 3.0 * t as f64 / n as f64;
                r += v * a.cos();
                i += v * a.sin();
            }
            r * r + i * i
        };
        assert!((p[3] - direct).abs() < 1e-9);
    }

    #[test]
    fn sizes() {
        assert_eq!(next_pow2(0), 1);
        assert_eq!(next_pow2(300), 512);
        assert_eq!(next_pow2(512), 512);
    }
}
