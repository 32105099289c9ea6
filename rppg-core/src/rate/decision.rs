//! The last stage of the rate engine: from the tracked rate and its evidence to what the app may
//! say — an exact rate, a range, or nothing — and why it is not exact.
//!
//! The range is a split-conformal prediction interval (Vovk et al. 2005; Lei et al. 2018) on the
//! error normalised by the tracker's own posterior spread (Romano et al. 2019 call this the
//! "normalised" or locally weighted score): `rate ± q·σ`, σ the scan's mean posterior spread and
//! q the [`RANGE_COVERAGE`] quantile of |error|/σ over calibration scans. Because the score is
//! scaled by σ, a scan the tracker is unsure of gets a wide range and a clean one a narrow one.
//! A faint pulse can be read at a noise peak far from it with a narrow posterior, so q is
//! calibrated apart for a clear and a faint pulse (a Mondrian conformal predictor, Vovk et al.
//! 2005, section 4.5: coverage holds within each category), on clean and degraded scans, whole subjects
//! held out in turn (docs/accuracy.md shows the coverage).

use super::params::{
    CLEAR_PULSE_SNR_DB, MAX_RANGE_WIDTH_BPM, MIN_MEAN_SNR_DB, MIN_RANGE_SPREAD_BPM,
    RANGE_SCALE_CLEAR, RANGE_SCALE_FAINT, SHOWN_RATE_BAR_BPM,
};
use crate::reason::Reason;

/// How exactly the heart rate could be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// One number: the range is narrow and every check passed.
    Exact,
    /// A pulse clearly stands out, but only a range can be stated.
    Approximate,
    /// No pulse stands out: nothing is said.
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
    /// The measured rate before the reported range's clamp, bpm.
    pub bpm: f64,
    /// The range the app reports, bpm.
    pub reported_bpm: (f64, f64),
    /// The track's posterior spread over the scan, bpm (NaN without a track).
    pub spread_bpm: f64,
    /// Mean self-SNR of the tracked pulse, dB.
    pub mean_snr_db: f64,
    /// PRQ and confidence passed the quality gate.
    pub gate_passed: bool,
    /// The rate read with the head's motion not discounted, when it differs from `bpm` by more
    /// than the agreement tolerance (the head's rhythm, as like as not).
    pub motion_alternative_bpm: Option<f64>,
    /// The rate in the other octave, when the spectrum supports it as well as `bpm`.
    pub octave_alternative_bpm: Option<f64>,
}

impl RateEvidence {
    /// The rates the evidence supports about as well as `bpm`, which the stated range must hold.
    fn alternatives(&self) -> [Option<f64>; 2] {
        [self.motion_alternative_bpm, self.octave_alternative_bpm]
    }
}

/// The heart rate's reading.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateReading {
    pub outcome: Outcome,
    /// The stated interval (low, high), bpm; `None` without a rate.
    pub range: Option<(f64, f64)>,
    /// Why the rate is not exact; `None` when it is.
    pub reason: Option<Reason>,
}

/// The conformal scale of a pulse whose mean self-SNR is `mean_snr_db`: the clear pulse's or the
/// faint one's (an unknown SNR counts as faint).
pub fn range_scale(mean_snr_db: f64) -> f64 {
    if mean_snr_db >= CLEAR_PULSE_SNR_DB {
        RANGE_SCALE_CLEAR
    } else {
        RANGE_SCALE_FAINT
    }
}

/// An exact rate's calibrated range lies within the shown-rate bar: `scale · spread ≤`
/// [`SHOWN_RATE_BAR_BPM`] (for a clear pulse, spread ≤
/// [`MAX_RATE_SPREAD_BPM`](super::params::MAX_RATE_SPREAD_BPM)). A NaN spread (no
/// track) is not within it.
pub fn within_bar(spread_bpm: f64, scale: f64) -> bool {
    !spread_bpm.is_nan() && scale * spread_bpm.max(MIN_RANGE_SPREAD_BPM) <= SHOWN_RATE_BAR_BPM
}

/// The [`RANGE_COVERAGE`] interval around `bpm` for a track whose posterior spread is
/// `spread_bpm`, `scale` spreads either side ([`range_scale`]), widened to hold the `alternatives`
/// (rates the evidence equally supports); `None` without a finite rate and spread.
pub fn rate_range(
    bpm: f64,
    spread_bpm: f64,
    scale: f64,
    alternatives: &[Option<f64>],
) -> Option<(f64, f64)> {
    if !bpm.is_finite() || !spread_bpm.is_finite() {
        return None;
    }
    let half = scale * spread_bpm.max(MIN_RANGE_SPREAD_BPM);
    let (mut lo, mut hi) = (bpm - half, bpm + half);
    for alt in alternatives.iter().flatten().filter(|a| a.is_finite()) {
        lo = lo.min(alt - half);
        hi = hi.max(alt + half);
    }
    Some((lo, hi))
}

/// Exact when every check passes; approximate when a pulse stands out above its noise, its rate
/// lies in the reported range and its range is narrow enough to say something
/// ([`MAX_RANGE_WIDTH_BPM`]); otherwise withheld. The reason names the first check that failed,
/// the most telling first.
pub fn decide(e: &RateEvidence) -> RateReading {
    let in_reported = e.bpm >= e.reported_bpm.0 && e.bpm <= e.reported_bpm.1;
    let stands_out = e.mean_snr_db > MIN_MEAN_SNR_DB;
    let scale = range_scale(e.mean_snr_db);
    let reason = if !in_reported {
        Some(Reason::RateOutOfRange)
    } else if e.octave_alternative_bpm.is_some() && stands_out {
        Some(Reason::OctaveUndecided)
    } else if e.motion_alternative_bpm.is_some() {
        Some(Reason::MotionRhythm)
    } else if !within_bar(e.spread_bpm, RANGE_SCALE_CLEAR) {
        Some(Reason::RateUncertain)
    } else if !stands_out {
        Some(Reason::NoPulse)
    } else if !e.gate_passed {
        Some(Reason::PulseWeak)
    } else if !within_bar(e.spread_bpm, scale) {
        // A faint pulse's calibrated range is wider than the bar even where its spread is not.
        Some(Reason::RateUncertain)
    } else {
        None
    };
    let range = rate_range(e.bpm, e.spread_bpm, scale, &e.alternatives())
        .filter(|_| in_reported && stands_out)
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
    use crate::filter::PULSE_BAND_HZ;
    use crate::rate::params::MAX_RATE_SPREAD_BPM;

    fn evidence() -> RateEvidence {
        RateEvidence {
            bpm: 72.0,
            reported_bpm: (55.0, 180.0),
            spread_bpm: 1.0,
            mean_snr_db: 6.0,
            gate_passed: true,
            motion_alternative_bpm: None,
            octave_alternative_bpm: None,
        }
    }

    #[test]
    fn a_clean_track_is_exact_with_a_range_that_scales_with_its_spread() {
        let r = decide(&evidence());
        assert_eq!(r.outcome, Outcome::Exact);
        assert_eq!(r.reason, None);
        let (lo, hi) = r.range.unwrap();
        assert!(lo < 72.0 && hi > 72.0);
        let wider = rate_range(72.0, 2.0, RANGE_SCALE_CLEAR, &[]).unwrap();
        assert!(wider.1 - wider.0 > hi - lo);
    }

    #[test]
    fn a_tiny_spread_still_gets_the_floor_width() {
        let (lo, hi) = rate_range(72.0, 0.0, RANGE_SCALE_CLEAR, &[]).unwrap();
        assert!((hi - lo - 2.0 * RANGE_SCALE_CLEAR * MIN_RANGE_SPREAD_BPM).abs() < 1e-9);
    }

    #[test]
    fn a_faint_pulse_is_calibrated_apart_from_a_clear_one() {
        assert_eq!(range_scale(CLEAR_PULSE_SNR_DB), RANGE_SCALE_CLEAR);
        assert_eq!(range_scale(CLEAR_PULSE_SNR_DB - 0.01), RANGE_SCALE_FAINT);
        assert_eq!(range_scale(f64::NAN), RANGE_SCALE_FAINT);
        let weak = |mean_snr_db: f64, spread_bpm: f64| {
            decide(&RateEvidence {
                gate_passed: false,
                mean_snr_db,
                spread_bpm,
                ..evidence()
            })
        };
        let width = |r: RateReading| r.range.map(|(lo, hi)| hi - lo);
        let clear = weak(CLEAR_PULSE_SNR_DB, 2.0);
        assert_eq!(clear.outcome, Outcome::Approximate);
        assert!((width(clear).unwrap() - 4.0 * RANGE_SCALE_CLEAR).abs() < 1e-9);
        // The same track with a faint pulse: its calibrated range is too wide to say anything.
        let faint = weak(CLEAR_PULSE_SNR_DB / 2.0, 2.0);
        const _: () = assert!(4.0 * RANGE_SCALE_FAINT > MAX_RANGE_WIDTH_BPM);
        assert_eq!((faint.outcome, faint.range), (Outcome::Withheld, None));
        assert_eq!(faint.reason, Some(Reason::PulseWeak));
    }

    #[test]
    fn an_exact_rate_needs_its_range_within_the_shown_rate_bar() {
        assert!(within_bar(MAX_RATE_SPREAD_BPM, RANGE_SCALE_CLEAR));
        assert!(!within_bar(MAX_RATE_SPREAD_BPM + 0.01, RANGE_SCALE_CLEAR));
        assert!(!within_bar(MAX_RATE_SPREAD_BPM, RANGE_SCALE_FAINT));
        assert!(!within_bar(f64::NAN, RANGE_SCALE_CLEAR));
        // A faint pulse with a clear pulse's spread: its wide range keeps it from being exact.
        let faint = decide(&RateEvidence {
            mean_snr_db: CLEAR_PULSE_SNR_DB / 2.0,
            spread_bpm: 2.0,
            ..evidence()
        });
        assert_eq!(faint.reason, Some(Reason::RateUncertain));
        assert_ne!(faint.outcome, Outcome::Exact);
    }

    #[test]
    fn a_standing_pulse_that_fails_a_check_is_approximate_with_its_reason() {
        let weak = decide(&RateEvidence {
            gate_passed: false,
            ..evidence()
        });
        assert_eq!(weak.outcome, Outcome::Approximate);
        assert_eq!(weak.reason, Some(Reason::PulseWeak));
        let unsure = decide(&RateEvidence {
            spread_bpm: MAX_RATE_SPREAD_BPM + 0.1,
            ..evidence()
        });
        assert_eq!(unsure.reason, Some(Reason::RateUncertain));
    }

    #[test]
    fn a_motion_alternative_widens_the_range_and_withholds_when_far() {
        let near = decide(&RateEvidence {
            motion_alternative_bpm: Some(79.0),
            ..evidence()
        });
        assert_eq!(near.outcome, Outcome::Approximate);
        assert_eq!(near.reason, Some(Reason::MotionRhythm));
        assert!(near.range.unwrap().1 > 79.0);
        let far = decide(&RateEvidence {
            motion_alternative_bpm: Some(130.0),
            ..evidence()
        });
        assert_eq!(far.outcome, Outcome::Withheld);
        assert_eq!(far.range, None);
    }

    #[test]
    fn a_rival_octave_is_held_by_the_range_so_the_rate_is_withheld() {
        // Two octaves inside the pulse band lie at least its lower edge apart, wider than any
        // approximate reading: an undecided octave is always withheld.
        const _: () = assert!(PULSE_BAND_HZ.0 * 60.0 > MAX_RANGE_WIDTH_BPM);
        let r = decide(&RateEvidence {
            octave_alternative_bpm: Some(144.0),
            ..evidence()
        });
        assert_eq!(
            (r.outcome, r.range, r.reason),
            (Outcome::Withheld, None, Some(Reason::OctaveUndecided))
        );
        let (lo, hi) = rate_range(72.0, 1.0, RANGE_SCALE_CLEAR, &[Some(144.0)]).unwrap();
        assert!(lo < 72.0 && hi > 144.0);
        // Where no pulse stands out, that is the reason.
        let noise = decide(&RateEvidence {
            octave_alternative_bpm: Some(144.0),
            mean_snr_db: MIN_MEAN_SNR_DB,
            ..evidence()
        });
        assert_eq!(noise.reason, Some(Reason::NoPulse));
    }

    #[test]
    fn no_pulse_above_noise_or_a_rate_out_of_range_is_withheld() {
        let noise = decide(&RateEvidence {
            mean_snr_db: MIN_MEAN_SNR_DB,
            ..evidence()
        });
        assert_eq!(
            (noise.outcome, noise.reason),
            (Outcome::Withheld, Some(Reason::NoPulse))
        );
        let unknown = decide(&RateEvidence {
            mean_snr_db: f64::NAN,
            ..evidence()
        });
        assert_eq!(unknown.reason, Some(Reason::NoPulse));
        let fast = decide(&RateEvidence {
            bpm: 190.0,
            ..evidence()
        });
        assert_eq!(fast.reason, Some(Reason::RateOutOfRange));
        let nan = decide(&RateEvidence {
            spread_bpm: f64::NAN,
            ..evidence()
        });
        assert_eq!(
            (nan.outcome, nan.reason),
            (Outcome::Withheld, Some(Reason::RateUncertain))
        );
    }

    #[test]
    fn the_range_is_clipped_to_the_reported_rates() {
        let r = decide(&RateEvidence {
            bpm: 56.0,
            gate_passed: false,
            ..evidence()
        });
        assert_eq!(r.range.unwrap().0, 55.0);
    }
}
