//! Iterative radix-2 Cooley–Tukey FFT (complex, power-of-two length) and the power spectrum of a
//! real signal through it.

use std::f64::consts::PI;

/// A complex number as (real, imaginary).
type Complex = (f64, f64);

/// Smallest power of two ≥ `n` (1 for 0).
pub fn next_pow2(n: usize) -> usize {
    n.max(1).next_power_of_two()
}

/// What the transform of one power-of-two size 2ᵇ reads, built once per size.
struct SizeTables {
    /// e^(−2πik/2ᵇ) for k < 2ᵇ⁻¹: a butterfly stage of span 2ᵇ reads them in order (no stride).
    /// Each equals the one a stride through a larger table would give: the angle only changes by a
    /// power of two, which rounds exactly.
    twiddles: Vec<Complex>,
    /// Where sample k goes in bit-reversed order (the butterflies' input order).
    reversed: Vec<u32>,
}

impl SizeTables {
    fn new(bits: u32) -> SizeTables {
        let n = 1usize << bits;
        SizeTables {
            twiddles: (0..n / 2)
                .map(|k| {
                    let a = -2.0 * PI * k as f64 / n as f64;
                    (a.cos(), a.sin())
                })
                .collect(),
            reversed: (0..n as u32)
                .map(|k| k.reverse_bits().checked_shr(32 - bits).unwrap_or(0))
                .collect(),
        }
    }
}

thread_local! {
    /// [`SizeTables`] of every power-of-two size used so far (`[b]` for 2ᵇ): analyses that mix
    /// FFT sizes never recompute sines and cosines (which would cost as much as the butterflies).
    static TABLES: std::cell::RefCell<Vec<SizeTables>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Reused half-length buffer of [`power_spectrum_bins`]: no allocation per window.
    static SCRATCH: std::cell::RefCell<Vec<Complex>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f` with the tables of every power-of-two size up to `n` (`tables[b]` for 2ᵇ).
fn with_tables<R>(n: usize, f: impl FnOnce(&[SizeTables]) -> R) -> R {
    TABLES.with(|cache| {
        let mut cache = cache.borrow_mut();
        while cache.len() <= n.trailing_zeros() as usize {
            let bits = cache.len() as u32;
            cache.push(SizeTables::new(bits));
        }
        f(&cache)
    })
}

/// The tables of power-of-two size `n`.
fn tables_of(tables: &[SizeTables], n: usize) -> &SizeTables {
    &tables[n.trailing_zeros() as usize]
}

/// The radix-2 butterfly passes over bit-reversed data (blocks split in halves, so the inner loop
/// runs without bounds checks). Each block's first butterfly has the twiddle e⁰ = (1, −0): its
/// product is the value itself, so it is added without multiplying. For finite values that is the
/// same arithmetic: x·1 = x, and the product's other term is a zero, which changes no sum but a
/// zero's sign (and no power, a sum of squares, shows a sign). A quarter of a 256-point
/// transform's butterflies, and all of its first pass.
fn butterflies(z: &mut [Complex], tables: &[SizeTables]) {
    let n = z.len();
    let mut half = 1;
    while half < n {
        let tw = &tables_of(tables, 2 * half).twiddles[1..];
        for block in z.chunks_exact_mut(2 * half) {
            let (a, b) = block.split_at_mut(half);
            let ((ar, ai), (tr, ti)) = (a[0], b[0]);
            b[0] = (ar - tr, ai - ti);
            a[0] = (ar + tr, ai + ti);
            for ((a, b), &(wr, wi)) in a[1..].iter_mut().zip(&mut b[1..]).zip(tw) {
                let tr = b.0 * wr - b.1 * wi;
                let ti = b.0 * wi + b.1 * wr;
                *b = (a.0 - tr, a.1 - ti);
                *a = (a.0 + tr, a.1 + ti);
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
/// complex sequence z = x₂ₖ + i·x₂ₖ₊₁ of length N/2 (each written straight to its bit-reversed
/// place), transformed once, and split with E[k] = (Z[k] + Z*[N/2−k])/2,
/// O[k] = (Z[k] − Z*[N/2−k])/(2i), X[k] = E[k] + e^(−2πik/N)·O[k] — half the butterflies of a
/// complex FFT of the zero-padded signal.
pub fn power_spectrum_bins(x: &[f64], n: usize, k0: usize, k1: usize) -> Vec<f64> {
    let n = fft_len(x.len(), n);
    let h = n / 2;
    let k1 = k1.min(h);
    if k0 > k1 {
        return Vec::new();
    }
    SCRATCH.with(|scratch| {
        let mut z = scratch.borrow_mut();
        with_tables(n, |tables| {
            // Every place is written once, the padding's as zeros: no separate clearing pass.
            z.resize(h, (0.0, 0.0));
            let packed = x
                .chunks(2)
                .map(|p| (p[0], p.get(1).copied().unwrap_or(0.0)));
            let padded = packed.chain(std::iter::repeat((0.0, 0.0)));
            for (value, &to) in padded.zip(&tables_of(tables, h).reversed) {
                z[to as usize] = value;
            }
            butterflies(&mut z, tables);
            let tw = &tables_of(tables, n).twiddles;
            (k0..=k1)
                .map(|k| {
                    let (zr, zi) = z[k % h];
                    let (cr, ci) = z[(h - k % h) % h];
                    let ci = -ci;
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
#[cfg(test)]
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
    fn butterflies_equal_multiplying_every_twiddle() {
        // The textbook pass: every butterfly multiplied by its twiddle, e⁰ = (1, −0) included.
        let reference = |z: &mut [Complex]| {
            let n = z.len();
            let mut half = 1;
            while half < n {
                let tw = SizeTables::new((2 * half).trailing_zeros()).twiddles;
                for start in (0..n).step_by(2 * half) {
                    for (k, &(wr, wi)) in tw.iter().enumerate() {
                        let (a, b) = (start + k, start + k + half);
                        let tr = z[b].0 * wr - z[b].1 * wi;
                        let ti = z[b].0 * wi + z[b].1 * wr;
                        z[b] = (z[a].0 - tr, z[a].1 - ti);
                        z[a] = (z[a].0 + tr, z[a].1 + ti);
                    }
                }
                half *= 2;
            }
        };
        let mut seed = 7u64;
        let mut next = || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 11) as f64 / (1u64 << 53) as f64 - 0.5
        };
        for n in [2, 4, 16, 256, 1024] {
            // Zero padding, as the spectra have: exact zeros meet the twiddles.
            let z: Vec<Complex> = (0..n)
                .map(|i| {
                    if i < n * 3 / 5 {
                        (next(), next())
                    } else {
                        (0.0, 0.0)
                    }
                })
                .collect();
            let mut fast = z.clone();
            with_tables(n, |tables| butterflies(&mut fast, tables));
            let mut textbook = z;
            reference(&mut textbook);
            // Equal values (a zero may differ in sign, which `==` does not see), equal powers to the bit.
            assert_eq!(fast, textbook, "n {n}");
            let power = |(r, i): Complex| (r * r + i * i).to_bits();
            assert!(fast
                .iter()
                .zip(&textbook)
                .all(|(a, b)| power(*a) == power(*b)));
        }
    }

    #[test]
    fn a_reused_buffer_leaves_nothing_of_a_longer_transform_behind() {
        let short: Vec<f64> = (0..20).map(|i| (i as f64 * 0.9).cos()).collect();
        let long: Vec<f64> = (0..300).map(|i| 1.0 + (i as f64 * 0.2).sin()).collect();
        // A fresh thread has a fresh buffer.
        let fresh = std::thread::spawn({
            let short = short.clone();
            move || power_spectrum(&short, 64)
        });
        power_spectrum(&long, 512);
        let after_long = power_spectrum(&short, 64);
        let bits = |p: &[f64]| p.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&after_long), bits(&fresh.join().unwrap()));
    }

    #[test]
    fn bit_reversal_of_each_size() {
        assert_eq!(SizeTables::new(0).reversed, [0]);
        assert_eq!(SizeTables::new(1).reversed, [0, 1]);
        assert_eq!(SizeTables::new(3).reversed, [0, 4, 2, 6, 1, 5, 3, 7]);
    }

    #[test]
    fn sizes() {
        assert_eq!(next_pow2(0), 1);
        assert_eq!(next_pow2(300), 512);
        assert_eq!(next_pow2(512), 512);
    }
}
