//! PBV — the blood-volume pulse signature (de Haan & van Leest 2014, "Improved motion robustness of
//! remote-PPG by using the blood volume pulse signature", Physiol. Meas. 35(9)): the pulse changes
//! the normalised colour along one known direction, so the projection W = k·Q⁻¹·P_bv (Q the
//! normalised colours' covariance) keeps what moves along it and rejects what does not.

use super::linalg::{second_moments, solve};
use super::normalise_block;

/// The normalised blood-volume signature under white light: the paper's [0.33, 0.77, 0.53], the
/// relative R, G, B change a pulse makes on skin (from the skin's optics and a camera's filters).
pub const PBV_SIGNATURE: [f64; 3] = [0.33, 0.77, 0.53];

/// PBV over the whole window (rPPG-Toolbox applies it so too; it estimates the signature from the
/// window's own channel spreads, where the paper's fixed one is used here): the colours divided by
/// their means and centred, Cₙ; W = Q⁻¹ P_bv with Q = Cₙ Cₙᵀ / n; the pulse Cₙᵀ W / (P_bvᵀ W), so a
/// change along the signature keeps its size.
pub fn pbv(rgb: &[[f64; 3]], _fs: f64) -> Vec<f64> {
    let cn: Vec<[f64; 3]> = normalise_block(rgb)
        .iter()
        .map(|c| c.map(|v| v - 1.0))
        .collect();
    let w = match solve(&second_moments(&cn), PBV_SIGNATURE) {
        Some(w) => w,
        None => return vec![0.0; rgb.len()],
    };
    let k = PBV_SIGNATURE[0] * w[0] + PBV_SIGNATURE[1] * w[1] + PBV_SIGNATURE[2] * w[2];
    if k == 0.0 || !k.is_finite() {
        return vec![0.0; rgb.len()];
    }
    cn.iter()
        .map(|c| (c[0] * w[0] + c[1] * w[1] + c[2] * w[2]) / k)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::test_signals::{dominant_hz, pulsing_skin, with_sensor_noise};
    use super::*;

    #[test]
    fn keeps_a_change_along_the_signature_at_its_size() {
        // Pulse along the signature plus light noise along another direction.
        let clean: Vec<[f64; 3]> = (0..300)
            .map(|i| {
                let t = i as f64 / 30.0;
                let p = 0.01 * (2.0 * std::f64::consts::PI * 1.2 * t).sin();
                let other = 0.02 * (2.0 * std::f64::consts::PI * 0.4 * t).sin();
                [
                    1.0 + PBV_SIGNATURE[0] * p + other,
                    1.0 + PBV_SIGNATURE[1] * p - other,
                    1.0 + PBV_SIGNATURE[2] * p + 0.5 * other,
                ]
            })
            .collect();
        let x = pbv(&with_sensor_noise(&clean, 1e-4, 3), 30.0);
        let truth: Vec<f64> = (0..300)
            .map(|i| 0.01 * (2.0 * std::f64::consts::PI * 1.2 * i as f64 / 30.0).sin())
            .collect();
        // The other change (twice the pulse) is rejected; what is left is the sensor noise.
        let rms = |v: &mut dyn Iterator<Item = f64>| (v.map(|e| e * e).sum::<f64>() / 300.0).sqrt();
        let err = rms(&mut x.iter().zip(&truth).map(|(a, b)| a - b));
        assert!(err < 0.15 * rms(&mut truth.iter().copied()), "{err}");
    }

    #[test]
    fn recovers_pulse() {
        for f in [0.9, 1.6, 2.3] {
            let x = pbv(
                &with_sensor_noise(&pulsing_skin(f, 30.0, 900), 0.05, 5),
                30.0,
            );
            assert!((dominant_hz(&x, 30.0) - f).abs() < 0.02, "{f} Hz");
        }
        assert_eq!(pbv(&[[0.0; 3]; 4], 30.0), vec![0.0; 4]);
    }
}
