//! The last stage of the rate model: from the posterior of the scan's mean rate to what the app may
//! say — an exact rate, a range, or nothing — and why it is not exact.
//!
//! The range is the posterior's 90 % credible interval, the scan mean's posterior mean ± 1.645
//! posterior standard deviations, as the model gives it: no correction is fitted, and the
//! development scans of every condition ask for none (docs/accuracy.md prints the stated against the
//! observed coverage per condition, one subject held out at a time). A rate is
//! exact when that range lies within the shown-rate bar and the product's quality gate passes; a
//! range is stated when it is narrow enough to say something; a flatter posterior asks for a retake.

use super::params::{MAX_RANGE_WIDTH_BPM, MIN_MEAN_SNR_DB, RANGE_Z, SHOWN_RATE_BAR_BPM};
use crate::reason::Reason;

/// How exactly the heart rate could be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// One number: the range is narrow and every check passed.
    Exact,
    /// Only a range can be stated.
    Approximate,
    /// The posterior is too flat to state anything.
    Withheld,
}

impl Outcome {
    pub fn code(self) -> &'static str {
        match self {
            Outcome::Exact => "exact",
            Outcome::Approximate => "approximate",
            Outcome::Withheld => "withheld",
        }
    }
}

/// What the decision looks at.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateEvidence {
    /// The posterior mean of the scan's rate, bpm, before the product's clamp.
    pub bpm: f64,
    /// Its posterior standard deviation, bpm (NaN without a posterior).
    pub posterior_sd_bpm: f64,
    /// The range the app reports, bpm.
    pub reported_bpm: (f64, f64),
    /// Mean self-SNR of the tracked pulse, dB: names the reason (no pulse against an uncertain one).
    pub mean_snr_db: f64,
    /// PRQ and confidence passed the quality gate (ADR-3).
    pub gate_passed: bool,
}

/// The heart rate's reading.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateReading {
    pub outcome: Outcome,
    /// The stated interval (low, high), bpm; `None` when withheld.
    pub range: Option<(f64, f64)>,
    /// Why the rate is not exact; `None` when it is.
    pub reason: Option<Reason>,
}

/// The [`RANGE_Z`] credible interval around `bpm`; `None` without a finite rate and spread.
pub fn rate_range(bpm: f64, posterior_sd_bpm: f64) -> Option<(f64, f64)> {
    if !bpm.is_finite() || !posterior_sd_bpm.is_finite() {
        return None;
    }
    let half = RANGE_Z * posterior_sd_bpm;
    Some((bpm - half, bpm + half))
}

/// Whether the range of a reading with this posterior spread lies within the shown-rate bar: what
/// makes a rate exact, live or final.
pub fn within_bar(posterior_sd_bpm: f64) -> bool {
    posterior_sd_bpm.is_finite() && RANGE_Z * posterior_sd_bpm <= SHOWN_RATE_BAR_BPM
}

/// Exact when the calibrated range lies within the bar, the rate in the reported range and the gate
/// passed; approximate when the range is at most [`MAX_RANGE_WIDTH_BPM`] wide; otherwise withheld.
/// The reason names the first check that failed.
pub fn decide(e: &RateEvidence) -> RateReading {
    let in_reported = e.bpm >= e.reported_bpm.0 && e.bpm <= e.reported_bpm.1;
    let reason = if !in_reported {
        Some(Reason::RateOutOfRange)
    } else if !within_bar(e.posterior_sd_bpm) {
        // A posterior too wide where nothing stood out is noise, not two rates.
        Some(if e.mean_snr_db > MIN_MEAN_SNR_DB {
            Reason::RateUncertain
        } else {
            Reason::NoPulse
        })
    } else if !e.gate_passed {
        Some(Reason::PulseWeak)
    } else {
        None
    };
    let range = rate_range(e.bpm, e.posterior_sd_bpm)
        .filter(|_| in_reported)
        .map(|(lo, hi)| (lo.max(e.reported_bpm.0), hi.min(e.reported_bpm.1)));
    let outcome = match (reason, range) {
        (None, Some(_)) => Outcome::Exact,
        (Some(_), Some((lo, hi))) if hi - lo <= MAX_RANGE_WIDTH_BPM => Outcome::Approximate,
        _ => Outcome::Withheld,
    };
    RateReading {
        outcome,
        range: range.filter(|_| outcome != Outcome::Withheld),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evidence() -> RateEvidence {
        RateEvidence {
            bpm: 72.0,
            posterior_sd_bpm: 0.5,
            reported_bpm: (55.0, 180.0),
            mean_snr_db: 6.0,
            gate_passed: true,
        }
    }

    /// The largest posterior spread whose range is within the bar.
    fn largest_exact_sd() -> f64 {
        SHOWN_RATE_BAR_BPM / RANGE_Z
    }

    #[test]
    fn a_narrow_posterior_is_exact_with_its_credible_interval() {
        let r = decide(&evidence());
        assert_eq!((r.outcome, r.reason), (Outcome::Exact, None));
        let (lo, hi) = r.range.unwrap();
        let half = RANGE_Z * 0.5;
        assert!((lo - (72.0 - half)).abs() < 1e-12 && (hi - (72.0 + half)).abs() < 1e-12);
    }

    #[test]
    fn exact_needs_the_range_within_the_bar() {
        let sd = largest_exact_sd();
        assert!(within_bar(sd * 0.999) && !within_bar(sd * 1.001) && !within_bar(f64::NAN));
        let wider = decide(&RateEvidence {
            posterior_sd_bpm: sd * 1.2,
            ..evidence()
        });
        assert_eq!(
            (wider.outcome, wider.reason),
            (Outcome::Approximate, Some(Reason::RateUncertain))
        );
    }

    #[test]
    fn a_flat_posterior_is_withheld_and_named_by_its_snr() {
        let flat = decide(&RateEvidence {
            posterior_sd_bpm: 25.0,
            ..evidence()
        });
        assert_eq!((flat.outcome, flat.range), (Outcome::Withheld, None));
        assert_eq!(flat.reason, Some(Reason::RateUncertain));
        let noise = decide(&RateEvidence {
            posterior_sd_bpm: 25.0,
            mean_snr_db: MIN_MEAN_SNR_DB,
            ..evidence()
        });
        assert_eq!(noise.reason, Some(Reason::NoPulse));
    }

    #[test]
    fn a_failed_gate_leaves_a_range() {
        let weak = decide(&RateEvidence {
            gate_passed: false,
            ..evidence()
        });
        assert_eq!(
            (weak.outcome, weak.reason),
            (Outcome::Approximate, Some(Reason::PulseWeak))
        );
    }

    #[test]
    fn a_rate_out_of_range_is_withheld_and_ranges_are_clipped() {
        let fast = decide(&RateEvidence {
            bpm: 190.0,
            ..evidence()
        });
        assert_eq!(
            (fast.outcome, fast.reason),
            (Outcome::Withheld, Some(Reason::RateOutOfRange))
        );
        let slow = decide(&RateEvidence {
            bpm: 55.5,
            gate_passed: false,
            ..evidence()
        });
        assert_eq!(slow.range.unwrap().0, 55.0);
        let none = decide(&RateEvidence {
            posterior_sd_bpm: f64::NAN,
            ..evidence()
        });
        assert_eq!(none.outcome, Outcome::Withheld);
    }
}
