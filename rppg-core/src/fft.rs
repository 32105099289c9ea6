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
    with_twiddles(n, |tables| butterflies(re, im, tables));
}

thread_local! {
    /// Twiddle factors per power-of-two size, each built once: `TWIDDLES[b]` holds e^(−2πik/2ᵇ)
    /// for k < 2ᵇ⁻¹. A butterfly stage of span 2h reads size 2h's table in order (no stride), and
    /// analyses that mix FFT sizes never recompute sines and cosines (which would cost as much as
    /// the butterflies). Each entry equals the one a stride through a larger table would give: the
    /// angle only changes by a power of two, which rounds exactly.
    static TWIDDLES: std::cell::RefCell<Vec<Vec<(f64, f64)>>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Reused half-length buffers of [`power_spectrum_bins`]: no allocation per window.
    static SCRATCH: std::cell::RefCell<(Vec<f64>, Vec<f64>)> = const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// Runs `f` with the twiddle tables of every power-of-two size up to `n` (`tables[b]` for 2ᵇ).
fn with_twiddles<R>(n: usize, f: impl FnOnce(&[Vec<(f64, f64)>]) -> R) -> R {
    TWIDDLES.with(|cache| {
        let mut cache = cache.borrow_mut();
        while cache.len() <= n.trailing_zeros() as usize {
            let size = 1 << cache.len();
            cache.push(twiddles(size));
        }
        f(&cache)
    })
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

/// The twiddle table of power-of-two size `n`.
fn table(tables: &[Vec<(f64, f64)>], n: usize) -> &[(f64, f64)] {
    &tables[n.trailing_zeros() as usize]
}

/// The radix-2 butterfly passes over bit-reversed data (slices split per block, so the inner loop
/// runs without bounds checks).
fn butterflies(re: &mut [f64], im: &mut [f64], tables: &[Vec<(f64, f64)>]) {
    let n = re.len();
    let mut half = 1;
    while half < n {
        let tw = table(tables, 2 * half);
        for (rc, ic) in re
            .chunks_exact_mut(2 * half)
            .zip(im.chunks_exact_mut(2 * half))
        {
            let (ra, rb) = rc.split_at_mut(half);
            let (ia, ib) = ic.split_at_mut(half);
            let pairs = ra
                .iter_mut()
                .zip(ia.iter_mut())
                .zip(rb.iter_mut().zip(ib.iter_mut()));
            for (((ar, ai), (br, bi)), &(wr, wi)) in pairs.zip(tw) {
                let tr = *br * wr - *bi * wi;
                let ti = *br * wi + *bi * wr;
                *br = *ar - tr;
                *bi = *ai - ti;
                *ar += tr;
                *ai += ti;
            }
        }
        half *= 2;
    }
}

/// FFT length used for `len` samples zero-padded to at least `n` points.
pub fn fft_len(len: usize, n: usize) -> usize {
    next_pow2(n.max(len)).max(4)
}

/// Power |X[k]|² of the real signal `x` zero-padded to `fft_len(x.len(), n)` points, for the
/// bins `k0..=k1` only (clamped to the n/2 + 1 non-negative frequencies).
///
/// Real-input FFT by the standard half-length trick: the even and odd samples are packed as one
/// complex sequence z = x₂ₖ + i·x₂ₖ₊₁ of length N/2, transformed once, and split with
/// E[k] = (Z[k] + Z*[N/2−k])/2, O[k] = (Z[k] − Z*[N/2−k])/(2i), X[k] = E[k] + e^(−2πik/N)·O[k]
/// — half the butterflies of a complex FFT of the zero-padded signal.
pub fn power_spectrum_bins(x: &[f64], n: usize, k0: usize, k1: usize) -> Vec<f64> {
    let n = fft_len(x.len(), n);
    let h = n / 2;
    let k1 = k1.min(h);
    if k0 > k1 {
        return Vec::new();
    }
    SCRATCH.with(|scratch| {
        let mut scratch = scratch.borrow_mut();
        let (re, im) = &mut *scratch;
        re.clear();
        im.clear();
        re.resize(h, 0.0);
        im.resize(h, 0.0);
        for (k, pair) in x.chunks(2).enumerate() {
            re[k] = pair[0];
            im[k] = pair.get(1).copied().unwrap_or(0.0);
        }
        fft_in_place(re, im);
        with_twiddles(n, |tables| {
            let tw = table(tables, n);
            (k0..=k1)
                .map(|k| {
                    let (zr, zi) = (re[k % h], im[k % h]);
                    let (cr, ci) = (re[(h - k % h) % h], -im[(h - k % h) % h]);
                    let (er, ei) = (0.5 * (zr + cr), 0.5 * (zi + ci));
                    let (or, oi) = (0.5 * (zi - ci), -0.5 * (zr - cr));
                    let (wr, wi) = if k < h { tw[k] } else { (-1.0, 0.0) };
                    let xr = er + wr * or - wi * oi;
                    let xi = ei + wr * oi + wi * or;
                    xr * xr + xi * xi
                })
                .collect()
        })
    })
}

/// Power spectrum |X[k]|², k = 0..=N/2, of `x` zero-padded to N = next power of two ≥ max(n, len).
pub fn power_spectrum(x: &[f64], n: usize) -> Vec<f64> {
    let n = fft_len(x.len(), n);
    power_spectrum_bins(x, n, 0, n / 2)
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
    fn real_fft_matches_a_direct_dft_for_every_bin_and_band() {
        let x: Vec<f64> = (0..37)
            .map(|i| (0.7 * i as f64).sin() + 0.1 * i as f64)
            .collect();
        for n in [64, 128] {
            let p = power_spectrum(&x, n);
            assert_eq!(p.len(), n / 2 + 1);
            for (k, pk) in p.iter().enumerate() {
                let (mut r, mut i) = (0.0, 0.0);
                for (t, v) in x.iter().enumerate() {
                    let a = -2.0 * PI * (k * t) as f64 / n as f64;
                    r += v * a.cos();
                    i += v * a.sin();
                }
                assert!(
                    (pk - (r * r + i * i)).abs() < 1e-8 * (1.0 + pk),
                    "n {n} bin {k}"
                );
            }
            assert_eq!(power_spectrum_bins(&x, n, 5, 9), p[5..=9].to_vec());
            assert!(power_spectrum_bins(&x, n, 9, 5).is_empty());
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(next_pow2(0), 1);
        assert_eq!(next_pow2(300), 512);
        assert_eq!(next_pow2(512), 512);
    }
}
