//! Whether the camera's beats can carry beat-to-beat measures (HRV and the rhythm class), decided
//! without a reference: a pulse rate can be right while every single beat is placed tens of
//! milliseconds off, and RMSSD grows with that timing noise (white timing noise of σ adds 6σ² to
//! RMSSD²), so a noisy scan reads a large, "excellent" HRV that is not the person's.
//!
//! The checks, each a plain reason when it fails:
//! - the pulse rate itself passed the quality gate;
//! - the artefact correction (Lipponen & Tarvainen 2019) left at most 10 % of intervals flagged,
//!   the share beyond which short-term HRV is usually discarded rather than corrected;
//! - at least 20 successive clean interval pairs (the Task Force's short-term measures need a few
//!   dozen beats);
//! - the beat rate agrees with the spectral rate within 3 % (missed or extra beats move it);
//! - beats read independently from two skin regions (forehead, cheeks) coincide: their RMS
//!   disagreement, halved in variance, estimates the timing noise of each, and that must keep the
//!   RMSSD error under 10 ms even at the lowest RMSSD the product reports (10 ms, ADR-19).

use crate::beats::CorrectedBeats;
use crate::reason::Reason;
use crate::stats::median;

/// Smallest share of intervals the artefact correction must leave unflagged (at most 10 % flagged).
pub const MIN_CLEAN_SHARE: f64 = 0.9;
/// Fewest successive clean interval pairs.
pub const MIN_CLEAN_PAIRS: usize = 20;
/// Largest relative gap between beat rate and spectral rate.
pub const MAX_RATE_GAP: f64 = 0.03;
/// Largest timing noise per beat, ms. White timing noise predicts √(10² + 6·5²) − 10 ≈ 6 ms of
/// RMSSD error at RMSSD 10 ms; on synthetic traces the real error ran above that prediction (the
/// fused pulse is not much cleaner than one region) and still inside 10 ms (docs/findings/runs.md,
/// "Real videos: HRV, breathing and the risk prompts").
pub const MAX_TIMING_NOISE_MS: f64 = 5.0;
/// Two beats from different regions are the same beat when closer than this share of a period.
pub const MATCH_SHARE_OF_PERIOD: f64 = 0.3;
/// Share of one region's beats that must find their twin in the other.
pub const MIN_MATCHED_SHARE: f64 = 0.9;

/// What the checks look at.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BeatEvidence {
    pub rate_reliable: bool,
    pub clean_share: f64,
    pub clean_pairs: usize,
    pub beat_rate_bpm: Option<f64>,
    pub spectral_bpm: f64,
    /// Per-beat timing noise bound from two regions, ms, and the share of beats matched; `None`
    /// when the trace has no two independent regions.
    pub timing: Option<(f64, f64)>,
}

/// Offsets (s) from each beat of `a` to its twin in `b`: the nearest beat of `b`, when within
/// [`MATCH_SHARE_OF_PERIOD`] of a period.
fn twin_offsets(a: &[f64], b: &[f64], period_s: f64) -> Vec<f64> {
    a.iter()
        .filter_map(|&t| {
            let nearest = b
                .iter()
                .map(|&u| u - t)
                .min_by(|x, y| x.abs().total_cmp(&y.abs()))?;
            (nearest.abs() <= MATCH_SHARE_OF_PERIOD * period_s).then_some(nearest)
        })
        .collect()
}

/// Timing noise (ms) and matched share of two beat series of the same pulse read from independent
/// regions. Each beat is paired with its twin in the other series; the median offset (pulse transit
/// differs between regions) is removed; the RMS of what remains is the noise of a difference, so
/// each series' noise is that over √2. The matched share is the smaller of the two directions, so
/// extra beats in either series count against it.
pub fn timing_noise_ms(a: &[f64], b: &[f64], period_s: f64) -> Option<(f64, f64)> {
    if a.is_empty() || b.is_empty() {
        return None;
    }
    let offsets = twin_offsets(a, b, period_s);
    let matched = (offsets.len() as f64 / a.len() as f64)
        .min(twin_offsets(b, a, period_s).len() as f64 / b.len() as f64);
    if offsets.is_empty() {
        return Some((f64::INFINITY, 0.0));
    }
    let centre = median(&offsets);
    let ms = offsets.iter().map(|d| (d - centre).powi(2)).sum::<f64>() / offsets.len() as f64;
    Some((1000.0 * (ms / 2.0).sqrt(), matched))
}

/// Successive pairs of clean intervals.
pub fn clean_pairs(beats: &CorrectedBeats) -> usize {
    beats
        .intervals
        .windows(2)
        .filter(|w| w[0].clean && w[1].clean)
        .count()
}

/// `Ok` when the beats support HRV and the rhythm class, else why not.
pub fn beat_support(e: &BeatEvidence) -> Result<(), Reason> {
    if !e.rate_reliable {
        return Err(Reason::PulseUnreliable);
    }
    if e.clean_share < MIN_CLEAN_SHARE {
        return Err(Reason::BeatsCorrected);
    }
    if e.clean_pairs < MIN_CLEAN_PAIRS {
        return Err(Reason::TooFewCleanBeats);
    }
    match e.beat_rate_bpm {
        Some(b) if (b - e.spectral_bpm).abs() <= MAX_RATE_GAP * e.spectral_bpm => {}
        _ => return Err(Reason::BeatsMissed),
    }
    match e.timing {
        None => Err(Reason::BeatTimingUnchecked),
        Some((_, matched)) if matched < MIN_MATCHED_SHARE => Err(Reason::RegionsDisagree),
        Some((noise, _)) if noise > MAX_TIMING_NOISE_MS => Err(Reason::BeatTimingNoisy),
        Some(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::Lcg;

    fn evidence() -> BeatEvidence {
        BeatEvidence {
            rate_reliable: true,
            clean_share: 0.97,
            clean_pairs: 35,
            beat_rate_bpm: Some(71.0),
            spectral_bpm: 70.0,
            timing: Some((3.0, 1.0)),
        }
    }

    #[test]
    fn clean_evidence_is_supported() {
        assert_eq!(beat_support(&evidence()), Ok(()));
    }

    #[test]
    fn each_rule_withholds_with_its_reason() {
        let cases: [(BeatEvidence, Reason); 7] = [
            (
                BeatEvidence {
                    rate_reliable: false,
                    ..evidence()
                },
                Reason::PulseUnreliable,
            ),
            (
                BeatEvidence {
                    clean_share: 0.8,
                    ..evidence()
                },
                Reason::BeatsCorrected,
            ),
            (
                BeatEvidence {
                    clean_pairs: 12,
                    ..evidence()
                },
                Reason::TooFewCleanBeats,
            ),
            (
                BeatEvidence {
                    beat_rate_bpm: Some(66.0),
                    ..evidence()
                },
                Reason::BeatsMissed,
            ),
            (
                BeatEvidence {
                    beat_rate_bpm: None,
                    ..evidence()
                },
                Reason::BeatsMissed,
            ),
            (
                BeatEvidence {
                    timing: None,
                    ..evidence()
                },
                Reason::BeatTimingUnchecked,
            ),
            (
                BeatEvidence {
                    timing: Some((25.0, 0.95)),
                    ..evidence()
                },
                Reason::BeatTimingNoisy,
            ),
        ];
        for (e, reason) in cases {
            assert_eq!(beat_support(&e), Err(reason));
        }
        let unmatched = BeatEvidence {
            timing: Some((2.0, 0.7)),
            ..evidence()
        };
        assert_eq!(beat_support(&unmatched), Err(Reason::RegionsDisagree));
    }

    #[test]
    fn timing_noise_recovers_the_noise_of_each_series() {
        let mut rng = Lcg::new(7);
        let truth: Vec<f64> = (0..400).map(|k| k as f64 * 0.8).collect();
        let sigma = 0.010;
        // Region b lags by 30 ms of pulse transit: an offset, not noise.
        let a: Vec<f64> = truth.iter().map(|t| t + sigma * rng.gaussian()).collect();
        let b: Vec<f64> = truth
            .iter()
            .map(|t| t + 0.030 + sigma * rng.gaussian())
            .collect();
        let (noise, matched) = timing_noise_ms(&a, &b, 0.8).unwrap();
        assert!((noise - 10.0).abs() < 1.5, "{noise}");
        assert_eq!(matched, 1.0);
        assert_eq!(timing_noise_ms(&a, &[], 0.8), None);
    }

    #[test]
    fn extra_beats_in_either_region_lower_the_matched_share() {
        let a: Vec<f64> = (0..40).map(|k| k as f64 * 0.8).collect();
        let mut b = a.clone();
        b.extend((0..10).map(|k| 0.4 + k as f64 * 0.8));
        b.sort_by(f64::total_cmp);
        let (_, one_way) = timing_noise_ms(&a, &b, 0.8).unwrap();
        let (_, other_way) = timing_noise_ms(&b, &a, 0.8).unwrap();
        assert_eq!(one_way, 0.8);
        assert_eq!(other_way, 0.8);
    }

    #[test]
    fn beats_of_another_rhythm_do_not_match() {
        let a: Vec<f64> = (0..40).map(|k| k as f64 * 0.8).collect();
        let b: Vec<f64> = (0..40).map(|k| 0.4 + k as f64 * 0.8).collect();
        let (_, matched) = timing_noise_ms(&a, &b, 0.8).unwrap();
        assert_eq!(matched, 0.0);
    }
}
