//! POS — plane-orthogonal-to-skin pulse extraction (Wang, den Brinker, Stuijk & de Haan 2017,
//! "Algorithmic principles of remote PPG", IEEE TBME 64(7), Algorithm 1).

use super::{normalise_block, window_samples};

/// Sliding window length: 1.6 s (about one cardiac cycle at the lowest rates), from the paper.
pub const POS_WINDOW_S: f64 = 1.6;

/// One POS window: temporally normalised RGB projected on the plane orthogonal to skin tone,
/// S1 = G − B, S2 = G + B − 2R, combined by alpha tuning h = S1 + (σ(S1)/σ(S2))·S2, mean removed.
pub fn pos_window(rgb: &[[f64; 3]]) -> Vec<f64> {
    let cn = normalise_block(rgb);
    let s1: Vec<f64> = cn.iter().map(|c| c[1] - c[2]).collect();
    let s2: Vec<f64> = cn.iter().map(|c| c[1] + c[2] - 2.0 * c[0]).collect();
    let sd2 = crate::stats::std_dev(&s2);
    let alpha = if sd2 > 1e-12 {
        crate::stats::std_dev(&s1) / sd2
    } else {
        0.0
    };
    let h: Vec<f64> = s1.iter().zip(&s2).map(|(a, b)| a + alpha * b).collect();
    let m = crate::stats::mean(&h);
    h.iter().map(|v| v - m).collect()
}

/// Prefix sums of the colour channels and their products, so any window's moments cost O(1).
struct Moments {
    /// Per prefix: R, G, B, R², G², B², GB, GR, BR.
    sums: Vec<[f64; 9]>,
}

impl Moments {
    fn new(rgb: &[[f64; 3]]) -> Moments {
        let mut sums = Vec::with_capacity(rgb.len() + 1);
        let mut acc = [0.0; 9];
        sums.push(acc);
        for &[r, g, b] in rgb {
            let terms = [r, g, b, r * r, g * g, b * b, g * b, g * r, b * r];
            for (a, t) in acc.iter_mut().zip(terms) {
                *a += t;
            }
            sums.push(acc);
        }
        Moments { sums }
    }

    /// Means of the nine terms over `start..start + len`.
    fn window(&self, start: usize, len: usize) -> [f64; 9] {
        let (a, b) = (&self.sums[start], &self.sums[start + len]);
        let mut m = [0.0; 9];
        for k in 0..9 {
            m[k] = (b[k] - a[k]) / len as f64;
        }
        m
    }
}

/// POS over a whole trace: [`pos_window`] on every 1.6 s window, overlap-added with a 1-sample hop.
///
/// Computed in O(n): within a window the normalised projections have zero mean, so σ(S1) and σ(S2)
/// follow from the window's first and second colour moments (prefix sums), and each window adds
/// h = cR·R + cG·G + cB·B, whose coefficients are accumulated with difference arrays. Equal to
/// running [`pos_window`] on every window (a test checks it).
pub fn pos(rgb: &[[f64; 3]], fs: f64) -> Vec<f64> {
    let n = rgb.len();
    let l = window_samples(POS_WINDOW_S, fs, n);
    if n < 2 {
        return vec![0.0; n];
    }
    let moments = Moments::new(rgb);
    // Difference arrays of the per-window coefficients of R, G, B.
    let mut delta = vec![[0.0; 3]; n + 1];
    for start in 0..=n - l {
        let [mr, mg, mb, rr, gg, bb, gb, gr, br] = moments.window(start, l);
        if mr.abs() < 1e-9 || mg.abs() < 1e-9 || mb.abs() < 1e-9 {
            continue;
        }
        let (egg, ebb, err) = (gg / (mg * mg), bb / (mb * mb), rr / (mr * mr));
        let (egb, egr, ebr) = (gb / (mg * mb), gr / (mg * mr), br / (mb * mr));
        let var1 = (egg - 2.0 * egb + ebb).max(0.0);
        let var2 = (egg + ebb + 4.0 * err + 2.0 * egb - 4.0 * egr - 4.0 * ebr).max(0.0);
        let alpha = if var2 > 1e-24 {
            (var1 / var2).sqrt()
        } else {
            0.0
        };
        let c = [-2.0 * alpha / mr, (1.0 + alpha) / mg, (alpha - 1.0) / mb];
        for k in 0..3 {
            delta[start][k] += c[k];
            delta[start + l][k] -= c[k];
        }
    }
    let mut coef = [0.0; 3];
    rgb.iter()
        .zip(&delta)
        .map(|(px, d)| {
            for k in 0..3 {
                coef[k] += d[k];
            }
            coef[0] * px[0] + coef[1] * px[1] + coef[2] * px[2]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::test_signals::{dominant_hz, pulsing_skin};
    use super::*;

    #[test]
    fn cancels_pure_intensity_change() {
        let rgb: Vec<[f64; 3]> = (0..48)
            .map(|i| {
                let k = 1.0 + 0.1 * (i as f64 / 5.0).sin();
                [180.0 * k, 130.0 * k, 105.0 * k]
            })
            .collect();
        assert!(pos_window(&rgb).iter().all(|v| v.abs() < 1e-12));
    }

    #[test]
    fn recovers_pulse_under_illumination_change() {
        let x = pos(&pulsing_skin(2.0, 30.0, 450), 30.0);
        assert!((dominant_hz(&x, 30.0) - 2.0).abs() < 0.02);
    }

    #[test]
    fn fast_overlap_add_equals_the_windowed_definition() {
        let rgb = pulsing_skin(1.4, 30.0, 200);
        let l = window_samples(POS_WINDOW_S, 30.0, rgb.len());
        let mut naive = vec![0.0; rgb.len()];
        for start in 0..=rgb.len() - l {
            for (o, v) in naive[start..start + l]
                .iter_mut()
                .zip(pos_window(&rgb[start..start + l]))
            {
                *o += v;
            }
        }
        let fast = pos(&rgb, 30.0);
        let scale = naive.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        for (a, b) in fast.iter().zip(&naive) {
            assert!((a - b).abs() < 1e-6 * scale, "{a} vs {b}");
        }
    }

    #[test]
    fn short_input_is_safe() {
        assert_eq!(pos(&[[1.0, 2.0, 3.0]], 30.0), vec![0.0]);
        assert!(pos(&[], 30.0).is_empty());
    }
}
