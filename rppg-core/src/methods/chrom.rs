//! CHROM — chrominance-based pulse extraction (de Haan & Jeanne 2013, "Robust pulse rate from
//! chrominance-based rPPG", IEEE TBME 60(10)).

use super::window_samples;
use crate::filter::{band_pass, PULSE_FILTER_HZ};
use crate::spectrum::hann;

/// Window for the normalisation and the alpha estimate: 1.6 s, as in the paper's overlap-add.
pub const CHROM_WINDOW_S: f64 = 1.6;

/// Colour normalised by its centred moving mean over `l` samples, minus 1 (relative change).
pub fn moving_normalise(rgb: &[[f64; 3]], l: usize) -> Vec<[f64; 3]> {
    let n = rgb.len();
    let half = l / 2;
    let mut prefix = vec![[0.0; 3]; n + 1];
    for i in 0..n {
        for k in 0..3 {
            prefix[i + 1][k] = prefix[i][k] + rgb[i][k];
        }
    }
    (0..n)
        .map(|i| {
            let (a, b) = (i.saturating_sub(half), (i + half + 1).min(n));
            let mut c = [0.0; 3];
            for k in 0..3 {
                let m = (prefix[b][k] - prefix[a][k]) / (b - a) as f64;
                c[k] = if m.abs() > 1e-9 {
                    rgb[i][k] / m - 1.0
                } else {
                    0.0
                };
            }
            c
        })
        .collect()
}

/// The two chrominance signals X = 3R − 2G and Y = 1.5R + G − 1.5B of normalised colour.
pub fn chrominance(cn: &[[f64; 3]]) -> (Vec<f64>, Vec<f64>) {
    let x = cn.iter().map(|c| 3.0 * c[0] - 2.0 * c[1]).collect();
    let y = cn.iter().map(|c| 1.5 * c[0] + c[1] - 1.5 * c[2]).collect();
    (x, y)
}

/// CHROM: band-passed X and Y combined per Hann window as S = Xf − (σ(Xf)/σ(Yf))·Yf, overlap-added
/// with 50 % overlap.
pub fn chrom(rgb: &[[f64; 3]], fs: f64) -> Vec<f64> {
    let n = rgb.len();
    let mut out = vec![0.0; n];
    if n < 4 {
        return out;
    }
    let l = window_samples(CHROM_WINDOW_S, fs, n);
    let (x, y) = chrominance(&moving_normalise(rgb, l));
    let (xf, yf) = (
        band_pass(&x, fs, PULSE_FILTER_HZ),
        band_pass(&y, fs, PULSE_FILTER_HZ),
    );
    let w = hann(l);
    let hop = (l / 2).max(1);
    let mut start = 0;
    loop {
        let end = (start + l).min(n);
        let (xs, ys) = (&xf[start..end], &yf[start..end]);
        let sy = crate::stats::std_dev(ys);
        let alpha = if sy > 1e-12 {
            crate::stats::std_dev(xs) / sy
        } else {
            0.0
        };
        for (i, o) in out[start..end].iter_mut().enumerate() {
            *o += w[i] * (xs[i] - alpha * ys[i]);
        }
        if end == n {
            break;
        }
        start += hop;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::test_signals::{dominant_hz, pulsing_skin};
    use super::*;

    #[test]
    fn moving_normalise_of_constant_is_zero() {
        let cn = moving_normalise(&[[5.0, 6.0, 7.0]; 20], 5);
        assert!(cn.iter().flatten().all(|v| v.abs() < 1e-12));
    }

    #[test]
    fn chrominance_of_white_change_cancels() {
        // A pure intensity change moves R, G, B equally after normalisation: X − Y·1 = 0.
        let (x, y) = chrominance(&[[0.01, 0.01, 0.01]]);
        assert!((x[0] - 0.01).abs() < 1e-12 && (y[0] - 0.01).abs() < 1e-12);
    }

    #[test]
    fn recovers_pulse() {
        let x = chrom(&pulsing_skin(1.1, 30.0, 600), 30.0);
        assert!((dominant_hz(&x, 30.0) - 1.1).abs() < 0.02);
        assert_eq!(chrom(&[[1.0, 1.0, 1.0]; 3], 30.0), vec![0.0; 3]);
    }
}
