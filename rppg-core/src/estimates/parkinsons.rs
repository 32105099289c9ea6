//! Experimental Parkinson's indicators from head and face keypoints: not a diagnosis.
//!
//! - Tremor (0–100): head-position spectrum per axis; the power density in 4–6 Hz (the parkinsonian
//!   rest-tremor band) over the density in the neighbouring 2–4 and 6–8 Hz bands, and the band's RMS
//!   amplitude in interocular distances. Each is scored from the largest value the healthy
//!   development faces showed (calibrated leave one subject out; docs/accuracy.md) to that plus a
//!   full scale, and the tremor is their product: a rhythm standing out of its neighbours *and*
//!   larger than a still healthy head's, on the axis where it is strongest.
//! - Rigidity (0–50): reduced facial mobility, 1 − (std of the eye-to-lips distance / the smallest
//!   std the healthy development faces showed), so a face within the healthy range scores 0. Halved
//!   scale because a scan asks the user to hold still, so low mobility is weak evidence. The mouth
//!   is the lips' centre found in the image (`lips.rs`), missing where none was found: rigidity is
//!   read from the frames with lips only, and with too few of them it is not measured (`None`).
//! - Bradykinesia (0–50): slowness of head movement, 1 − (90th-percentile speed / 0.01 IOD per
//!   frame), same halved scale.
//! - Blink rate was planned (ADR-8) but cannot be measured from six keypoints (no eyelids); it is
//!   not used.
//! - Overall = 0.6·tremor + 0.2·rigidity + 0.2·bradykinesia; a rigidity not measured adds nothing,
//!   so the level comes from what was measured. Risk by the product's thresholds
//!   (ADR-20) (70 High, 45 Moderate, 25 Mild). A still healthy head reaches at most 20 from
//!   rigidity and bradykinesia, so a level above Low needs a tremor beyond the healthy range;
//!   holding still is what the scan asks, so those two are never listed as symptoms.

use super::{risk_level, Measurement, RiskFinding};
use crate::face_geometry::{eye_mouth_distance, head_seen, Landmarks};
use crate::reason::Reason;
use crate::spectrum::Spectrum;
use crate::stats::{percentile, std_dev, unit_scale};

pub const TREMOR_BAND_HZ: (f64, f64) = (4.0, 6.0);
pub const TREMOR_NEIGHBOUR_BANDS_HZ: [(f64, f64); 2] = [(2.0, 4.0), (6.0, 8.0)];
/// Tremor-band ratio a healthy head stays within: above every development face's
/// (docs/findings/23-risk-prompt-limits.md) and white keypoint jitter (≈ 1), so the band must stand
/// out of its neighbours. Above the alarm ADR-8's rule sets from the twelve development faces (1.08,
/// `pnpm eval:risk`), so it needs no margin of its own.
pub const TREMOR_RATIO_HEALTHY_MAX: f64 = 1.5;
/// How far beyond it the ratio scores fully.
pub const TREMOR_RATIO_FULL_SCALE: f64 = 2.5;
/// Largest tremor-band RMS amplitude a healthy head is allowed, interocular units: above every
/// development face's (docs/findings/23-risk-prompt-limits.md) and above ADR-8's alarm (0.0072).
pub const TREMOR_AMPLITUDE_HEALTHY_MAX_IOD: f64 = 0.01;
/// How far beyond it the amplitude scores fully.
pub const TREMOR_AMPLITUDE_FULL_SCALE_IOD: f64 = 0.007;
/// Smallest spread (std) of the eye-to-lips distance a healthy face is allowed, interocular units:
/// below every development face's (leave one subject out, `pnpm eval:risk`; docs/findings/runs.md,
/// "Rigidity's reference on the lips").
/// Only a face moving its mouth less than any healthy face did scores rigidity.
pub const MOBILITY_REFERENCE_IOD: f64 = 0.004;
pub const SPEED_REFERENCE_IOD_PER_FRAME: f64 = 0.01;
/// The product's Parkinson's thresholds for Mild, Moderate, High.
pub const PARKINSONS_THRESHOLDS: [f64; 3] = [25.0, 45.0, 70.0];
pub const SYMPTOM_LISTING_SCORE: f64 = 45.0;
/// Fewest frames with the eyes and nose to say anything, and with the lips to measure rigidity.
pub const MIN_FRAMES: usize = 60;

/// The Parkinson's indicators.
#[derive(Debug, Clone, PartialEq)]
pub struct ParkinsonsIndicators {
    pub tremor: f64,
    /// `None` when the lips were found in too few frames to measure it.
    pub rigidity: Option<f64>,
    pub bradykinesia: f64,
    pub overall: f64,
    pub level: &'static str,
    pub symptoms: Vec<RiskFinding>,
    /// What was measured ("tremorBandRatio", "tremorAmplitudeIod"), each with its healthy limit.
    pub measurements: Vec<Measurement>,
}

fn band_sum(s: &Spectrum, band: (f64, f64)) -> (f64, usize) {
    s.power
        .iter()
        .enumerate()
        .filter(|(k, _)| (band.0..band.1).contains(&s.freq(*k)))
        .fold((0.0, 0), |(p, n), (_, v)| (p + v, n + 1))
}

/// The tremor band of one head-position axis: its power density over the neighbouring bands'
/// (`ratio`) and its RMS amplitude (interocular units).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TremorBand {
    pub ratio: f64,
    pub rms: f64,
}

impl TremorBand {
    fn measurements(&self) -> [Measurement; 2] {
        [
            Measurement {
                code: "tremorBandRatio",
                value: self.ratio,
                healthy_max: TREMOR_RATIO_HEALTHY_MAX,
                margin: 0.0,
                full_scale: TREMOR_RATIO_FULL_SCALE,
            },
            Measurement {
                code: "tremorAmplitudeIod",
                value: self.rms,
                healthy_max: TREMOR_AMPLITUDE_HEALTHY_MAX_IOD,
                margin: 0.0,
                full_scale: TREMOR_AMPLITUDE_FULL_SCALE_IOD,
            },
        ]
    }

    /// Tremor score 0–100: both the ratio and the amplitude beyond the healthy range.
    pub fn score(&self) -> f64 {
        let [ratio, rms] = self.measurements();
        100.0 * ratio.beyond_healthy() * rms.beyond_healthy()
    }

    /// How close to a tremor score: the smaller of the two values over its healthy limit (for
    /// choosing the axis to report when neither scores).
    fn closeness(&self) -> f64 {
        (self.ratio / TREMOR_RATIO_HEALTHY_MAX).min(self.rms / TREMOR_AMPLITUDE_HEALTHY_MAX_IOD)
    }
}

/// The tremor band of a head-position series sampled uniformly at `fs` (interocular units), or
/// `None` when the series is too short or too coarse to resolve the bands.
pub fn tremor_band(position: &[f64], fs: f64) -> Option<TremorBand> {
    if fs < 2.0 * TREMOR_NEIGHBOUR_BANDS_HZ[1].1 || position.len() < 16 {
        return None;
    }
    let s = Spectrum::of(position, fs, 1024, (1.0, fs / 2.0));
    let (tp, tn) = band_sum(&s, TREMOR_BAND_HZ);
    let (np, nn) = TREMOR_NEIGHBOUR_BANDS_HZ
        .iter()
        .map(|b| band_sum(&s, *b))
        .fold((0.0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    if tn == 0 || nn == 0 || np <= 0.0 {
        return None;
    }
    // RMS of the tremor band from Parseval on the Hann-windowed spectrum (window power 3/8).
    let nfft = fs / s.df;
    Some(TremorBand {
        ratio: (tp / tn as f64) / (np / nn as f64),
        rms: (2.0 * tp / (nfft * position.len() as f64 * 0.375)).sqrt(),
    })
}

/// Tremor score 0–100 from a head-position series sampled uniformly at `fs` (interocular units).
#[cfg(test)]
pub fn tremor_score(position: &[f64], fs: f64) -> f64 {
    tremor_band(position, fs).map_or(0.0, |b| b.score())
}

/// Rigidity 0–50 from the eye-to-mouth distance over the frames with lips, or `None` when fewer
/// than [`MIN_FRAMES`] have them (a spread of nothing is not a still face).
pub fn rigidity_score(frames: &[Landmarks]) -> Option<f64> {
    let mut distances = Vec::with_capacity(frames.len());
    distances.extend(frames.iter().filter_map(eye_mouth_distance));
    if distances.len() < MIN_FRAMES {
        return None;
    }
    Some(50.0 * (1.0 - unit_scale(std_dev(&distances), 0.0, MOBILITY_REFERENCE_IOD)))
}

/// Indicators from landmark frames and the head's position on the uniform grid at `fs`
/// ([`crate::rate::motion::HeadTrack::grid`]: `None` when it could not be resampled), or why they
/// cannot be given. Tremor and bradykinesia need only the eyes and nose; rigidity the lips too.
pub fn parkinsons_indicators(
    frames: Option<&[Landmarks]>,
    head_grid: Option<(&[f64], &[f64])>,
    fs: f64,
) -> Result<ParkinsonsIndicators, Reason> {
    let (frames, (gx, gy)) = match (frames, head_grid) {
        (Some(f), Some(grid)) if f.iter().filter(|l| head_seen(l)).count() >= MIN_FRAMES => {
            (f, grid)
        }
        _ => return Err(Reason::TooFewKeypoints),
    };
    // The axis where the tremor is strongest (or, with none, nearest to one) speaks for the head.
    let band = [tremor_band(gx, fs), tremor_band(gy, fs)]
        .into_iter()
        .flatten()
        .max_by(|a, b| {
            (a.score(), a.closeness())
                .partial_cmp(&(b.score(), b.closeness()))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
    let tremor = band.map_or(0.0, |b| b.score());
    let rigidity = rigidity_score(frames);
    let speeds: Vec<f64> = gx
        .windows(2)
        .zip(gy.windows(2))
        .map(|(x, y)| ((x[1] - x[0]).powi(2) + (y[1] - y[0]).powi(2)).sqrt())
        .collect();
    let bradykinesia = 50.0
        * (1.0
            - unit_scale(
                percentile(&speeds, 90.0),
                0.0,
                SPEED_REFERENCE_IOD_PER_FRAME,
            ));
    let overall = 0.6 * tremor + 0.2 * rigidity.unwrap_or(0.0) + 0.2 * bradykinesia;
    let mut symptoms = Vec::new();
    if tremor >= SYMPTOM_LISTING_SCORE {
        symptoms.push(RiskFinding::HeadTremor);
    }
    Ok(ParkinsonsIndicators {
        tremor,
        rigidity,
        bradykinesia,
        overall,
        level: risk_level(overall, PARKINSONS_THRESHOLDS),
        symptoms,
        measurements: band.map_or(Vec::new(), |b| b.measurements().to_vec()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::face_geometry::head_position;
    use crate::face_geometry::tests::face;
    use crate::testkit::Lcg;
    use crate::trace::LANDMARK_VALUES;
    use std::f64::consts::PI;

    #[test]
    fn a_5_hz_tremor_is_detected_and_jitter_is_not() {
        let fs = 30.0;
        let mut rng = Lcg::new(5);
        let sway = |amplitude: f64, rng: &mut Lcg| -> Vec<f64> {
            (0..900)
                .map(|i| {
                    amplitude * (2.0 * PI * 5.0 * i as f64 / fs).sin() + 0.001 * rng.gaussian()
                })
                .collect()
        };
        // A 5 Hz head tremor of 0.04 interocular distances (≈ 2.5 mm): beyond every healthy head.
        assert!(tremor_score(&sway(0.04, &mut rng), fs) > 90.0);
        // The same rhythm no larger than healthy heads showed (RMS 0.007 < 0.01) scores nothing.
        assert_eq!(tremor_score(&sway(0.01, &mut rng), fs), 0.0);
        let jitter: Vec<f64> = (0..900).map(|_| 0.002 * rng.gaussian()).collect();
        assert!(tremor_score(&jitter, fs) < 10.0);
    }

    #[test]
    fn still_face_has_no_tremor_and_bounded_slow_signs() {
        let fs = 30.0;
        let frames: Vec<Landmarks> = (0..300).map(|_| face(0.5, 0.4, 0.2, 0.0)).collect();
        let (xs, ys) = head_position(&frames);
        let grid = Some((xs.as_slice(), ys.as_slice()));
        let p = parkinsons_indicators(Some(&frames), grid, fs).unwrap();
        assert_eq!(p.tremor, 0.0);
        assert!(p.rigidity.unwrap() <= 50.0 && p.bradykinesia <= 50.0);
        assert!(p.overall <= 20.0 && p.level == "Low");
        assert_eq!(
            parkinsons_indicators(None, grid, fs),
            Err(Reason::TooFewKeypoints)
        );
        assert!(parkinsons_indicators(Some(&frames[..30]), grid, fs).is_err());
        assert!(parkinsons_indicators(Some(&frames), None, fs).is_err());
    }

    /// Frames of a still face whose lips were found on every `every`-th frame only (none with 0).
    fn lips_on(every: usize) -> Vec<Landmarks> {
        (0..300)
            .map(|i| {
                let mut f = face(0.5, 0.4, 0.2, 0.0);
                if every == 0 || i % every != 0 {
                    f[6] = f64::NAN;
                    f[7] = f64::NAN;
                }
                f
            })
            .collect()
    }

    #[test]
    fn without_lips_tremor_and_bradykinesia_are_read_and_rigidity_is_not() {
        let fs = 30.0;
        // A 5 Hz head tremor well beyond healthy heads, lips never found.
        let mut frames = lips_on(0);
        for (i, f) in frames.iter_mut().enumerate() {
            let dx = 0.2 * 0.04 * (2.0 * PI * 5.0 * i as f64 / fs).sin();
            for k in 0..LANDMARK_VALUES / 2 {
                f[2 * k] += dx;
            }
        }
        let (xs, ys) = head_position(&frames);
        let p = parkinsons_indicators(Some(&frames), Some((&xs, &ys)), fs).unwrap();
        assert_eq!(p.rigidity, None);
        assert!(p.tremor > 90.0, "tremor {}", p.tremor);
        assert!(p.bradykinesia <= 50.0);
        // The level comes from what was measured: the missing rigidity adds nothing.
        assert!((p.overall - (0.6 * p.tremor + 0.2 * p.bradykinesia)).abs() < 1e-9);
        assert_ne!(p.level, "Low");
    }

    #[test]
    fn lips_on_too_few_frames_leave_rigidity_not_measured() {
        let fs = 30.0;
        // 300 frames: lips on 60 measure it, on 50 (or on one, whose spread would read 0) do not.
        for (every, measured) in [(5, true), (6, false), (301, false)] {
            let frames = lips_on(every);
            let (xs, ys) = head_position(&frames);
            let p = parkinsons_indicators(Some(&frames), Some((&xs, &ys)), fs).unwrap();
            assert_eq!(
                p.rigidity.is_some(),
                measured,
                "lips on every {every}th frame"
            );
            assert_eq!(p.level, "Low");
        }
        // A mouth moving as much as healthy faces' (std 1.5 × the reference) scores nothing.
        let moving: Vec<Landmarks> = (0..300)
            .map(|i| {
                let mut f = face(0.5, 0.4, 0.2, 0.0);
                f[7] += if i % 2 == 0 { 1.0 } else { -1.0 } * 1.5 * MOBILITY_REFERENCE_IOD * 0.2;
                f
            })
            .collect();
        assert_eq!(rigidity_score(&moving), Some(0.0));
        // A face that never moves its mouth: fully rigid on the halved scale.
        assert!((rigidity_score(&lips_on(5)).unwrap() - 50.0).abs() < 1e-9);
    }
}
