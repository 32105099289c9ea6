//! LGI — local group invariance (Pilz, Zaunseder, Krajewski & Blazek 2018, "Local group invariance
//! for heart rate estimation from face videos in the wild", CVPR Workshops): the colours projected
//! onto the plane orthogonal to their principal direction, which the skin tone and any change of
//! light intensity or of the face's shading move along, so the pulse is what remains.

use super::linalg::{second_moments, symmetric_eigen};

/// The unit principal direction of a series of colours: the first left singular vector of the
/// 3×n matrix of colours (the top eigenvector of its second moments).
pub fn principal_direction(rgb: &[[f64; 3]]) -> [f64; 3] {
    let (values, v) = symmetric_eigen(&second_moments(rgb));
    let top = (0..3).fold(0, |best, k| if values[k] > values[best] { k } else { best });
    [v[0][top], v[1][top], v[2][top]]
}

/// LGI over the whole window (as rPPG-Toolbox applies it): each colour c projected by
/// P = I − u uᵀ (u the [`principal_direction`]); the pulse is the projection's green component.
pub fn lgi(rgb: &[[f64; 3]], _fs: f64) -> Vec<f64> {
    let u = principal_direction(rgb);
    rgb.iter()
        .map(|c| {
            let along = u[0] * c[0] + u[1] * c[1] + u[2] * c[2];
            c[1] - along * u[1]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::test_signals::{dominant_hz, pulsing_skin};
    use super::*;

    #[test]
    fn principal_direction_of_a_skin_tone_is_that_tone() {
        let tone = [180.0, 130.0, 105.0];
        let norm = (tone.iter().map(|v| v * v).sum::<f64>()).sqrt();
        let rgb: Vec<[f64; 3]> = (0..50)
            .map(|i| tone.map(|v| v * (1.0 + 0.01 * i as f64)))
            .collect();
        let u = principal_direction(&rgb);
        let cos = (0..3).map(|k| u[k] * tone[k] / norm).sum::<f64>().abs();
        assert!((cos - 1.0).abs() < 1e-9);
        // Intensity changes lie along it, so they vanish from the projection.
        assert!(lgi(&rgb, 30.0).iter().all(|v| v.abs() < 1e-9));
    }

    #[test]
    fn recovers_pulse() {
        for f in [0.9, 1.6, 2.3] {
            let x = lgi(&pulsing_skin(f, 30.0, 900), 30.0);
            assert!((dominant_hz(&x, 30.0) - f).abs() < 0.02, "{f} Hz");
        }
    }
}
