//! GREEN — the green channel alone (Verkruysse, Svaasand & Nelson 2008, "Remote plethysmographic
//! imaging using ambient light", Optics Express 16(26)). Kept as the comparison baseline.

/// Relative green change, sign-flipped so the output rises with blood volume (more blood absorbs
/// more green light, so the reflected green drops).
pub fn green(rgb: &[[f64; 3]], _fs: f64) -> Vec<f64> {
    let m = super::channel_means(rgb)[1];
    if m.abs() < 1e-9 {
        return vec![0.0; rgb.len()];
    }
    rgb.iter().map(|c| 1.0 - c[1] / m).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rises_when_green_drops() {
        let x = green(
            &[[0.0, 100.0, 0.0], [0.0, 98.0, 0.0], [0.0, 102.0, 0.0]],
            30.0,
        );
        assert!(x[1] > 0.0 && x[2] < 0.0);
        assert!((x.iter().sum::<f64>()).abs() < 1e-12);
        assert_eq!(green(&[[0.0; 3]; 2], 30.0), vec![0.0; 2]);
    }
}
