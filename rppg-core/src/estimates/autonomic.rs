//! Autonomic indices (sympathetic stress, parasympathetic activity, 0–100) from HRV.
//!
//! Mapping (documented, not a validated scale): vagal (parasympathetic) tone is indexed by
//! ln RMSSD placed on the product's HRV range 10–80 ms (Task Force 1996: RMSSD reflects vagal
//! activity); sympathetic load by the complement of that plus resting heart rate placed on 60–100
//! bpm. When LF/HF is available, normalised HF (1 − LFnu) and LFnu enter with weight 0.5 / 0.3.
//! Without enough beats the product's defaults apply (ADR-19) (stress 25, parasympathetic 72).

use crate::stats::unit_scale;

/// The product's default sympathetic stress when it cannot be computed.
pub const DEFAULT_SYMPATHETIC: f64 = 25.0;
/// The product's default parasympathetic activity when it cannot be computed.
pub const DEFAULT_PARASYMPATHETIC: f64 = 72.0;
/// The product's HRV range, ms: the ends of the vagal scale.
pub const RMSSD_SCALE_MS: (f64, f64) = (10.0, 80.0);
/// Resting heart-rate range placed on the sympathetic scale, bpm.
pub const HR_SCALE_BPM: (f64, f64) = (60.0, 100.0);

/// Vagal score 0–1 from RMSSD on a log scale over 10–80 ms.
pub fn vagal_score(rmssd_ms: f64) -> f64 {
    if rmssd_ms <= 0.0 {
        return 0.0;
    }
    unit_scale(rmssd_ms.ln(), RMSSD_SCALE_MS.0.ln(), RMSSD_SCALE_MS.1.ln())
}

/// (sympathetic stress, parasympathetic activity), each 0–100.
pub fn autonomic_indices(rmssd_ms: Option<f64>, heart_rate: f64, lf_nu: Option<f64>) -> (f64, f64) {
    let rmssd = match rmssd_ms {
        Some(v) => v,
        None => return (DEFAULT_SYMPATHETIC, DEFAULT_PARASYMPATHETIC),
    };
    let vagal = vagal_score(rmssd);
    let hr = unit_scale(heart_rate, HR_SCALE_BPM.0, HR_SCALE_BPM.1);
    let (sympathetic, parasympathetic) = match lf_nu {
        Some(lf) => (
            0.35 * (1.0 - vagal) + 0.35 * hr + 0.3 * lf,
            0.5 * vagal + 0.5 * (1.0 - lf),
        ),
        None => (0.5 * (1.0 - vagal) + 0.5 * hr, vagal),
    };
    (
        (100.0 * sympathetic).clamp(0.0, 100.0),
        (100.0 * parasympathetic).clamp(0.0, 100.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_ends_and_defaults() {
        assert_eq!(vagal_score(10.0), 0.0);
        assert_eq!(vagal_score(80.0), 1.0);
        assert_eq!(autonomic_indices(None, 70.0, None), (25.0, 72.0));
    }

    #[test]
    fn high_hrv_low_rate_is_parasympathetic() {
        let (s, p) = autonomic_indices(Some(80.0), 55.0, None);
        assert_eq!((s, p), (0.0, 100.0));
        let (s, p) = autonomic_indices(Some(12.0), 105.0, Some(0.8));
        assert!(s > 80.0 && p < 20.0, "{s} {p}");
    }
}
