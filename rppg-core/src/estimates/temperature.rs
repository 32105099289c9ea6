//! Illustrative temperature proxy. A camera cannot sense body temperature; this number only
//! illustrates the physiological coupling of heart rate and temperature.
//!
//! Mapping: Liebermeister's rule (about 10 bpm per °C, i.e. 0.18 °F per bpm) applied to the heart
//! rate's distance from a resting reference of 70 bpm, scaled by 0.2 because most rises in resting
//! heart rate are not fever; baseline 98.6 °F, clamped to the product's 96–106 °F (ADR-19); always
//! shown neutral (ADR-7).

/// The product's baseline, °F.
pub const BASELINE_F: f64 = 98.6;
/// Liebermeister's rule, °F per bpm.
pub const LIEBERMEISTER_F_PER_BPM: f64 = 0.18;
/// Share of a heart-rate deviation attributed to temperature.
pub const FEBRILE_SHARE: f64 = 0.2;
/// Resting reference heart rate, bpm.
pub const REFERENCE_HR_BPM: f64 = 70.0;
/// The product's clamp, °F.
pub const TEMPERATURE_RANGE_F: (f64, f64) = (96.0, 106.0);

/// Temperature proxy (°F) from heart rate; the baseline when the rate is unknown.
pub fn temperature_proxy_f(heart_rate: f64) -> f64 {
    if !heart_rate.is_finite() || heart_rate <= 0.0 {
        return BASELINE_F;
    }
    let t = BASELINE_F + LIEBERMEISTER_F_PER_BPM * FEBRILE_SHARE * (heart_rate - REFERENCE_HR_BPM);
    t.clamp(TEMPERATURE_RANGE_F.0, TEMPERATURE_RANGE_F.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proxy_values() {
        assert_eq!(temperature_proxy_f(70.0), 98.6);
        assert!((temperature_proxy_f(120.0) - 100.4).abs() < 1e-9);
        assert_eq!(temperature_proxy_f(f64::NAN), 98.6);
        assert_eq!(temperature_proxy_f(1000.0), 106.0);
    }
}
