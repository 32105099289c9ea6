//! Signal quality: the inputs (self-SNR, clean-beat share, face presence, motion, brightness
//! stability), the PRQ score 0–100 and the confidence 0–1.
//!
//! Confidence keeps the product's formula (ADR-19) (0.5·signal quality, plus 0.3·plausible heart
//! rate in 50–180, plus 0.2·buffer fill) as its floor of considerations, where "signal quality" is
//! PRQ/100 and the plausibility term is additionally weighted by how consistently the windows agree
//! with the tracked rate, beyond chance — a random peak in noise is "plausible" but not consistent.

use crate::filter::PULSE_BAND_HZ;
use crate::spectrum::{octave_band, pulse_octave_band, Spectrum};
use crate::stats::{mean, percentile, unit_scale};

/// SNR (dB) at and below which the pulse counts as absent: a little above what noise alone reads
/// across the whole band. Against the ±15 % neighbourhood the windows' self-SNR is read in, noise
/// alone reads higher at slow rates than at fast ones, so this term favours slow rates a little
/// (docs/findings/10-track-octave-band.md, 14-pulseless-windows.md).
pub const SNR_ABSENT_DB: f64 = -4.0;
/// SNR (dB) from which the pulse counts as fully clean.
pub const SNR_CLEAN_DB: f64 = 6.0;
/// Span over which head displacement is measured, s. Frame-to-frame steps would measure the face
/// detector's keypoint jitter (a still face "moves" a few pixels every frame, and the worker runs
/// the detector only on every second frame); over half a second jitter averages out and real
/// movement adds up.
pub const MOTION_SPAN_S: f64 = 0.5;
/// Head displacement over [`MOTION_SPAN_S`] (interocular units, 90th percentile) that counts as
/// full motion: a quarter of the eye distance in half a second moves every ROI across its skin.
pub const MOTION_FULL_SCALE_IOD: f64 = 0.25;
/// Relative frame-to-frame skin-brightness change (90th percentile) that counts as full motion
/// when no landmarks are given.
pub const MOTION_FULL_SCALE_INTENSITY: f64 = 0.01;
/// Coefficient of variation of brightness that counts as fully unstable.
pub const BRIGHTNESS_CV_FULL_SCALE: f64 = 0.1;
/// The product's plausible heart-rate range for confidence, bpm.
pub const PLAUSIBLE_HR_BPM: (f64, f64) = (50.0, 180.0);
/// The product's signal buffer: 150 samples fill the confidence's buffer term.
pub const SPEC_BUFFER_SAMPLES: usize = 150;
/// The product's cap on confidence.
pub const CONFIDENCE_CAP: f64 = 0.92;
/// Quality gate (ADR-3): PRQ at least this …
pub const RELIABLE_MIN_PRQ: f64 = 50.0;
/// … and confidence at least this (the product's enhancement threshold).
pub const RELIABLE_MIN_CONFIDENCE: f64 = 0.7;

/// Everything quality is computed from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QualityInputs {
    /// 0–1: how much independent evidence agrees with the reported rate ([`agreement`]).
    pub agreement: f64,
    pub snr_db: f64,
    pub clean_beat_share: f64,
    pub face_present_share: f64,
    /// 0 still … 1 too much to measure.
    pub motion: f64,
    /// 0–1: how much of the head's motion lies at the reported rate ([`motion_at_rate`]); 1 when
    /// the motion's rhythm is unknown (no landmarks).
    pub motion_at_rate: f64,
    /// 0 jumping … 1 steady.
    pub brightness_stability: f64,
}

/// SNR mapped linearly from [`SNR_ABSENT_DB`]…[`SNR_CLEAN_DB`] onto 0…1.
pub fn snr_score(snr_db: f64) -> f64 {
    unit_scale(snr_db, SNR_ABSENT_DB, SNR_CLEAN_DB)
}

/// Motion from head positions (interocular units) at their frame times (s; NaN positions are
/// frames without a detection): 90th percentile of the displacement over [`MOTION_SPAN_S`], over
/// [`MOTION_FULL_SCALE_IOD`]. `None` without enough usable positions.
pub fn motion_from_positions(times_s: &[f64], xs: &[f64], ys: &[f64]) -> Option<f64> {
    let seen: Vec<(f64, f64, f64)> = times_s
        .iter()
        .zip(xs.iter().zip(ys))
        .filter(|(t, (x, y))| t.is_finite() && x.is_finite() && y.is_finite())
        .map(|(t, (x, y))| (*t, *x, *y))
        .collect();
    let mut displacements = Vec::with_capacity(seen.len());
    let mut j = 0;
    for i in 0..seen.len() {
        while seen[i].0 - seen[j].0 > MOTION_SPAN_S {
            j += 1;
        }
        if seen[i].0 - seen[j].0 >= 0.8 * MOTION_SPAN_S {
            displacements
                .push(((seen[i].1 - seen[j].1).powi(2) + (seen[i].2 - seen[j].2).powi(2)).sqrt());
        }
    }
    if displacements.len() < 10 {
        return None;
    }
    Some(unit_scale(
        percentile(&displacements, 90.0),
        0.0,
        MOTION_FULL_SCALE_IOD,
    ))
}

/// Motion proxy from skin brightness: 90th percentile of the relative frame-to-frame change.
pub fn motion_from_intensity(brightness: &[f64]) -> f64 {
    let steps: Vec<f64> = brightness
        .windows(2)
        .filter(|w| w[0] > 0.0 && w[1].is_finite())
        .map(|w| ((w[1] - w[0]) / w[0]).abs())
        .collect();
    unit_scale(percentile(&steps, 90.0), 0.0, MOTION_FULL_SCALE_INTENSITY)
}

/// Brightness stability: 1 − (coefficient of variation / [`BRIGHTNESS_CV_FULL_SCALE`]), clamped.
pub fn brightness_stability(brightness: &[f64]) -> f64 {
    let m = mean(brightness);
    if m <= 0.0 {
        return 0.0;
    }
    1.0 - unit_scale(
        crate::stats::std_dev(brightness) / m,
        0.0,
        BRIGHTNESS_CV_FULL_SCALE,
    )
}

/// Band the head's motion spectrum covers, Hz: down to half the pulse band's floor, so that motion
/// at half the rate is seen too.
pub const MOTION_BAND_HZ: (f64, f64) = (PULSE_BAND_HZ.0 / 2.0, PULSE_BAND_HZ.1);

/// How much of the head's motion lies at the reported rate `hr` (bpm) or at half of it, beyond
/// chance, 0–1: for each of the two, the share of the motion's power in that frequency's octave band
/// that lies within [`AGREEMENT_BPM`] of it, [`beyond_chance`]; the larger counts. Motion corrupts a
/// pulse reading when the colour change it causes is taken for the pulse, i.e. when the reading sits
/// at the motion's own rhythm (the motion-reference idea of wrist-PPG trackers, e.g. TROIKA, Zhang
/// et al. 2015) — or at twice it, since light and shading across a swaying face change twice per
/// sway. Motion at other rates, rhythmic or not, spreads noise that the SNR and the agreement of
/// independent estimates already measure. 1 without a motion spectrum or a rate.
pub fn motion_at_rate(motion: Option<&Spectrum>, hr: f64) -> f64 {
    let s = match motion {
        Some(s) if hr.is_finite() && hr > 0.0 => s,
        _ => return 1.0,
    };
    let tolerance_hz = AGREEMENT_BPM / 60.0;
    let at = |f_hz: f64| {
        let (lo, hi) = octave_band(f_hz);
        let band = (lo.max(MOTION_BAND_HZ.0), hi.min(MOTION_BAND_HZ.1));
        s.share_near(f_hz, tolerance_hz, band).map_or(0.0, |share| {
            beyond_chance(share, chance_in_band(tolerance_hz, band))
        })
    };
    let f = hr / 60.0;
    at(f).max(at(f / 2.0))
}

/// Rate agreement (bpm) within which two estimates count as the same heart rate: the SNR's
/// ±6 bpm signal band.
pub const AGREEMENT_BPM: f64 = 6.0;

/// The share of peaks that would lie within ±`tolerance_bpm` of `hr` by chance: each peak is sought
/// in the rate's octave band ([`pulse_octave_band`]), and a peak placed at random in it lands that
/// near the rate this often. 1 (no evidence beyond chance) without a rate.
pub fn chance_agreement(hr: f64, tolerance_bpm: f64) -> f64 {
    if !hr.is_finite() || hr <= 0.0 {
        return 1.0;
    }
    chance_in_band(tolerance_bpm / 60.0, pulse_octave_band(hr / 60.0))
}

/// The share of a band `lo..=hi` Hz that lies within ±`tolerance_hz` of a point in it: how often a
/// peak placed at random in the band lands that near. 1 for an empty band.
pub fn chance_in_band(tolerance_hz: f64, (lo, hi): (f64, f64)) -> f64 {
    if hi - lo <= 0.0 {
        return 1.0;
    }
    (2.0 * tolerance_hz / (hi - lo)).clamp(0.0, 1.0)
}

/// A share of agreeing peaks beyond what `chance` alone gives, 0–1 (as Cohen's kappa corrects
/// agreement for chance): 0 at or below chance, 1 when every peak agrees.
pub fn beyond_chance(share: f64, chance: f64) -> f64 {
    if chance.is_nan() || chance >= 1.0 {
        return 0.0;
    }
    ((share - chance) / (1.0 - chance)).clamp(0.0, 1.0)
}

/// Agreement 0–1 of independent estimates with the reported rate `hr` — the quality measure that
/// separates a right reading from a wrong one best: noise has peaks too (so it has some SNR), but
/// its peaks wander from window to window, differ between ROIs and methods, and its peak train
/// disagrees with its spectrum. Mean of three shares:
/// - windows: share of the 10 s windows whose own strongest peak in the octave band around the
///   window's rate lies within [`AGREEMENT_BPM`] of `hr` (not of the tracked rate: a tracker follows
///   noise peaks too);
/// - candidates: share of the candidate pulses (ROI × method) whose whole-scan peak in the octave
///   band around `hr` lies within [`AGREEMENT_BPM`] of it;
/// - beats: 1 when the beat-to-beat rate agrees with `hr` within [`AGREEMENT_BPM`], 0 when it
///   disagrees, ½ when there were too few clean beats for one.
///
/// The peaks are sought in the octave band, not the whole pulse band, because compressed video's
/// noise falls as 1/f: across the whole band a fast pulse competes with noise two octaves below it
/// and a slow one does not, and quality would fall with the heart rate. The two shares of peaks
/// count only [`beyond_chance`], since the narrower band makes chance hits likelier.
pub fn agreement(
    window_peaks_bpm: &[f64],
    candidate_peaks_bpm: &[f64],
    beat_rate: Option<f64>,
    hr: f64,
) -> f64 {
    let chance = chance_agreement(hr, AGREEMENT_BPM);
    let near = |a: f64, b: f64| (a - b).abs() <= AGREEMENT_BPM;
    let share = |peaks: &[f64]| {
        if peaks.is_empty() {
            0.0
        } else {
            let hits = peaks.iter().filter(|p| near(**p, hr)).count();
            beyond_chance(hits as f64 / peaks.len() as f64, chance)
        }
    };
    let beats = beat_rate.map_or(0.5, |b| if near(b, hr) { 1.0 } else { 0.0 });
    (share(window_peaks_bpm) + share(candidate_peaks_bpm) + beats) / 3.0
}

/// PRQ 0–100: SNR and the [`agreement`] of independent estimates carry most weight; clean beats
/// and face presence complete the base score, which unstable light and motion then reduce —
/// motion in proportion to how much of it lies at the reported rate ([`motion_at_rate`]): a head
/// that moves at other rates adds noise, which the SNR and the agreement already weigh, while a
/// head that moves at the rate may be what was read. (A blanket motion penalty withheld right
/// readings of subjects who moved: docs/findings/13-motion-at-rate.md.)
/// On compressed video the self-SNR of a right reading is often near the noise floor, so SNR alone
/// cannot tell it from noise; agreement can (docs/findings/04-quality-gate-agreement.md).
pub fn prq(q: &QualityInputs) -> f64 {
    let base = 0.35 * snr_score(q.snr_db)
        + 0.35 * q.agreement.clamp(0.0, 1.0)
        + 0.15 * q.clean_beat_share.clamp(0.0, 1.0)
        + 0.15 * q.face_present_share.clamp(0.0, 1.0);
    let penalty = (1.0 - 0.5 * q.motion.clamp(0.0, 1.0) * q.motion_at_rate.clamp(0.0, 1.0))
        * (0.75 + 0.25 * q.brightness_stability.clamp(0.0, 1.0));
    (100.0 * base * penalty).clamp(0.0, 100.0)
}

/// Confidence 0–0.92: the product's formula with PRQ as signal quality and the plausibility term
/// weighted by `consistency` (the share of windows whose own peak agrees with the tracked rate,
/// [`beyond_chance`]: a random peak in noise is "plausible" but not stable). Mapping to the gate
/// (prq ≥ 50 and confidence ≥ 0.7): with a full buffer (0.2), confidence ≥ 0.7 needs
/// 0.5·prq/100 + 0.3·consistency ≥ 0.5, e.g. prq 50 with consistency ≥ 0.84, prq 70 with ≥ 0.5,
/// prq 90 with ≥ 0.17; PRQ itself already holds the cross-estimate [`agreement`].
pub fn confidence(prq: f64, heart_rate: f64, consistency: f64, samples: usize) -> f64 {
    let plausible = if heart_rate >= PLAUSIBLE_HR_BPM.0 && heart_rate <= PLAUSIBLE_HR_BPM.1 {
        1.0
    } else {
        0.0
    };
    let fill = (samples as f64 / SPEC_BUFFER_SAMPLES as f64).min(1.0);
    let c = 0.5 * (prq / 100.0).clamp(0.0, 1.0)
        + 0.3 * plausible * consistency.clamp(0.0, 1.0)
        + 0.2 * fill;
    c.clamp(0.0, CONFIDENCE_CAP)
}

/// The quality gate (ADR-3).
pub fn is_reliable(prq: f64, confidence: f64) -> bool {
    prq >= RELIABLE_MIN_PRQ && confidence >= RELIABLE_MIN_CONFIDENCE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snr_mapping() {
        assert_eq!(snr_score(-10.0), 0.0);
        assert_eq!(snr_score(1.0), 0.5);
        assert_eq!(snr_score(20.0), 1.0);
    }

    #[test]
    fn prq_of_perfect_and_poor_signals() {
        let good = QualityInputs {
            agreement: 1.0,
            snr_db: 10.0,
            clean_beat_share: 1.0,
            face_present_share: 1.0,
            motion: 0.0,
            motion_at_rate: 1.0,
            brightness_stability: 1.0,
        };
        assert_eq!(prq(&good), 100.0);
        let noisy = QualityInputs {
            agreement: 0.3,
            snr_db: -5.0,
            clean_beat_share: 0.5,
            ..good
        };
        assert!(prq(&noisy) < 50.0);
        let moving = QualityInputs {
            motion: 1.0,
            ..good
        };
        assert_eq!(prq(&moving), 50.0);
        // Motion away from the reported rate costs nothing: it is not what was read.
        let elsewhere = QualityInputs {
            motion_at_rate: 0.0,
            ..moving
        };
        assert_eq!(prq(&elsewhere), 100.0);
    }

    #[test]
    fn motion_counts_where_it_sits_at_the_rate() {
        let fs = 30.0;
        let sway = |hz: f64| -> Spectrum {
            let x: Vec<f64> = (0..1050)
                .map(|i| (2.0 * std::f64::consts::PI * hz * i as f64 / fs).sin())
                .collect();
            Spectrum::of(&x, fs, 2048, MOTION_BAND_HZ)
        };
        // A head nodding at 72 /min under a 72 bpm reading: the reading may be the nod.
        assert!(motion_at_rate(Some(&sway(1.2)), 72.0) > 0.9);
        // A sway at half the reading's rate: shading across the face changes twice per sway.
        assert!(motion_at_rate(Some(&sway(0.6)), 72.0) > 0.9);
        // The same nod under a 90 or 54 bpm reading (same octave band, far from the nod).
        assert!(motion_at_rate(Some(&sway(1.2)), 90.0) < 0.05);
        assert!(motion_at_rate(Some(&sway(1.2)), 54.0) < 0.05);
        // No motion spectrum (no landmarks): the rhythm is unknown, so all motion counts.
        assert_eq!(motion_at_rate(None, 72.0), 1.0);
        assert_eq!(motion_at_rate(Some(&sway(1.2)), f64::NAN), 1.0);
        assert_eq!(motion_at_rate(Some(&sway(1.2)), 0.0), 1.0);
        // A still head (no power in the band) adds no doubt.
        assert_eq!(motion_at_rate(Some(&sway(0.0)), 72.0), 0.0);
    }

    #[test]
    fn agreement_counts_windows_candidates_and_beats_near_the_rate_beyond_chance() {
        let windows = [70.0, 71.0, 75.0, 100.0];
        let cands = [70.5, 140.0];
        let k = |share: f64| beyond_chance(share, chance_agreement(70.0, AGREEMENT_BPM));
        let full = (k(0.75) + k(0.5) + 1.0) / 3.0;
        let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(close(agreement(&windows, &cands, Some(72.0), 70.0), full));
        assert!(close(
            agreement(&windows, &cands, None, 70.0),
            (k(0.75) + k(0.5) + 0.5) / 3.0
        ));
        assert!(close(
            agreement(&windows, &cands, Some(80.0), 70.0),
            full - 1.0 / 3.0
        ));
        assert_eq!(agreement(&windows, &cands, Some(90.0), 120.0), 0.0);
        assert_eq!(agreement(&[], &[], Some(70.0), 70.0), 1.0 / 3.0);
    }

    #[test]
    fn chance_agreement_is_the_tolerance_over_the_octave_band() {
        // The octave band at 60 bpm spans 60/√2 … 60·√2 = 42.4 … 84.9 bpm; ±6 bpm is 12 of its 42.4.
        let at_60 = chance_agreement(60.0, 6.0);
        assert!((at_60 - 12.0 / (60.0 / std::f64::consts::SQRT_2)).abs() < 1e-12);
        // A faster rate has a wider band in bpm, so a chance hit is rarer …
        assert!(chance_agreement(120.0, 6.0) < at_60);
        // … and near the pulse band's floor (42 bpm) the band is cut short, so it is likelier.
        assert!(chance_agreement(55.0, 6.0) > 12.0 / (55.0 * (2f64.sqrt() - 0.5f64.sqrt())));
        assert_eq!(chance_agreement(f64::NAN, 6.0), 1.0);
        assert_eq!(beyond_chance(at_60, at_60), 0.0);
        assert_eq!(beyond_chance(0.0, 0.2), 0.0);
        assert_eq!(beyond_chance(1.0, 0.2), 1.0);
        assert!((beyond_chance(0.6, 0.2) - 0.5).abs() < 1e-12);
        assert_eq!(beyond_chance(1.0, f64::NAN), 0.0);
    }

    #[test]
    fn confidence_follows_the_spec_formula() {
        assert!((confidence(100.0, 70.0, 1.0, 150) - 0.92).abs() < 1e-12);
        assert!((confidence(50.0, 70.0, 1.0, 75) - (0.25 + 0.3 + 0.1)).abs() < 1e-12);
        assert!((confidence(50.0, 200.0, 1.0, 150) - 0.45).abs() < 1e-12);
        assert!(confidence(0.0, 70.0, 0.0, 150) < 0.25);
        assert!(is_reliable(50.0, 0.7) && !is_reliable(49.9, 0.9) && !is_reliable(80.0, 0.69));
    }

    #[test]
    fn motion_and_brightness() {
        let times: Vec<f64> = (0..60).map(|i| i as f64 / 30.0).collect();
        let still = vec![1.0; 60];
        assert_eq!(motion_from_positions(&times, &still, &still), Some(0.0));
        // Detector jitter (±0.02 interocular distances every frame) is not motion …
        let jitter: Vec<f64> = (0..60)
            .map(|i| if i % 2 == 0 { 1.0 } else { 1.02 })
            .collect();
        assert!(motion_from_positions(&times, &jitter, &still).unwrap() < 0.1);
        // … a steady drift of one eye distance per second is; missing frames are skipped.
        let drift: Vec<f64> = (0..60)
            .map(|i| {
                if i % 2 == 0 {
                    i as f64 / 30.0
                } else {
                    f64::NAN
                }
            })
            .collect();
        assert_eq!(motion_from_positions(&times, &drift, &still), Some(1.0));
        assert_eq!(motion_from_positions(&[0.0], &[1.0], &[1.0]), None);
        assert_eq!(motion_from_intensity(&[100.0; 10]), 0.0);
        assert_eq!(brightness_stability(&[100.0; 10]), 1.0);
        assert!(brightness_stability(&[50.0, 150.0]) < 0.01);
    }
}
