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

/// POS over a whole trace: [`pos_window`] on every 1.6 s window, overlap-added with a 1-sample hop.
pub fn pos(rgb: &[[f64; 3]], fs: f64) -> Vec<f64> {
    let n = rgb.len();
    let l = window_samples(POS_WINDOW_S, fs, n);
    let mut out = vec![0.0; n];
    if n < 2 {
        return out;
    }
    for start in 0..=n - l {
        for (o, v) in out[start..start + l]
            .iter_mut()
            .zip(pos_window(&rgb[start..start + l]))
        {
            *o += v;
        }
    }
    out
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
    fn short_input_is_safe() {
        assert_eq!(pos(&[[1.0, 2.0, 3.0]], 30.0), vec![0.0]);
        assert!(pos(&[], 30.0).is_empty());
    }
}
