//! The live estimate shown while scanning (called every 500 ms): the final analysis's rate model
//! ([`crate::rate::read_rate`]) on the scan so far, with the same candidate pulses, so the number
//! shown when the scan ends is the number the final analysis reads from the same frames. The rate
//! is shown only while its calibrated range lies within the shown-rate bar
//! ([`crate::rate::decision::within_bar`]) and the scan so far spans one whole analysis window
//! ([`WINDOW_S`]): the model's likelihood is calibrated on whole windows, and a shorter stretch read as
//! one is outside it (its narrow posteriors were a pulse's harmonic as often as the pulse); the signal quality is the product's live formula on the
//! last window's self-SNR (ADR-19).

use crate::analysis::{Mode, ANALYSIS_FS_HZ};
use crate::error::ErrorCode;
use crate::estimates::blood_pressure::blood_pressure;
use crate::json::Json;
use crate::quality::{confidence, snr_score};
use crate::rate::candidates::{candidates, pulse_regions, rate_voters};
use crate::rate::decision::{rate_range, within_bar};
use crate::rate::params::WINDOW_S;
use crate::rate::{read_rate, reading_bpm};
use crate::result::range_json;
use crate::trace::Trace;
use crate::uniform::to_uniform;

/// The product's clamp for the live heart rate, bpm (ADR-19).
pub const LIVE_HR_RANGE_BPM: (f64, f64) = (50.0, 200.0);
/// Span of recent trace the live estimate reads, s: longer than a scan, so it reads the scan so far.
pub const LIVE_SPAN_S: f64 = 60.0;
/// Share of the confidence the live blood pressure carries (a reading of a reading).
pub const LIVE_BP_CONFIDENCE_SHARE: f64 = 0.5;

/// The live estimate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LiveEstimate {
    /// The rate over the scan so far ([`reading_bpm`]), clamped to [`LIVE_HR_RANGE_BPM`].
    pub heart_rate: f64,
    /// Its calibrated range, bpm.
    pub range: Option<(f64, f64)>,
    /// Whether the range lies within the shown-rate bar: the rate may be shown as a number.
    pub exact: bool,
    pub signal_quality: f64,
    pub confidence: f64,
    /// Self-SNR of the last window at its rate, dB.
    pub snr_db: f64,
    pub systolic: f64,
    pub diastolic: f64,
    pub bp_confidence: f64,
}

impl LiveEstimate {
    pub fn to_json(&self) -> Json {
        Json::Obj(vec![
            ("heartRate", Json::round(self.heart_rate, 1)),
            ("heartRateRange", range_json(self.range)),
            ("heartRateExact", Json::Bool(self.exact)),
            ("signalQuality", Json::round(self.signal_quality, 1)),
            ("confidence", Json::round(self.confidence, 3)),
            ("snrDb", Json::round(self.snr_db, 2)),
            (
                "bloodPressure",
                Json::Obj(vec![
                    ("systolic", Json::round(self.systolic, 0)),
                    ("diastolic", Json::round(self.diastolic, 0)),
                    ("confidence", Json::round(self.bp_confidence, 3)),
                ]),
            ),
        ])
    }
}

/// The trace restricted to frames within the last `seconds`.
pub fn recent(trace: &Trace, seconds: f64) -> Trace {
    let last = trace.timestamps_ms.last().copied().unwrap_or(0.0);
    let start = trace
        .timestamps_ms
        .iter()
        .position(|t| *t >= last - seconds * 1000.0)
        .unwrap_or(0);
    Trace {
        timestamps_ms: trace.timestamps_ms[start..].to_vec(),
        rois: trace
            .rois
            .iter()
            .map(|r| crate::trace::RoiTrace {
                name: r.name,
                rgb: r.rgb[start..].to_vec(),
            })
            .collect(),
        face_present: trace.face_present.as_ref().map(|f| f[start..].to_vec()),
        landmarks: trace.landmarks.as_ref().map(|l| l[start..].to_vec()),
    }
}

/// The live estimate of `trace` (the scan so far).
pub fn analyze_live(trace: &Trace) -> Result<LiveEstimate, ErrorCode> {
    trace.validate()?;
    let fs = ANALYSIS_FS_HZ;
    let span = recent(trace, LIVE_SPAN_S);
    let u = to_uniform(&span, fs)?;
    let whole_window = u.grid_s.last().map_or(false, |t| *t >= WINDOW_S);
    let cands = candidates(&pulse_regions(&u), Mode::Final.methods(), false, fs);
    let voters: Vec<&[f64]> = rate_voters(&cands)
        .iter()
        .map(|c| c.pulse.as_slice())
        .collect();
    let read = read_rate(&voters, fs).ok_or(ErrorCode::TooShort)?;
    let (mean, sd) = (reading_bpm(&read.posterior), read.posterior.sd_bpm);
    let heart_rate = mean.clamp(LIVE_HR_RANGE_BPM.0, LIVE_HR_RANGE_BPM.1);
    let in_range = (LIVE_HR_RANGE_BPM.0..=LIVE_HR_RANGE_BPM.1).contains(&mean);
    let snr_db = read.track.last().map_or(f64::NEG_INFINITY, |p| p.snr_db);
    let last = recent(trace, WINDOW_S);
    let signal_quality = 100.0 * snr_score(snr_db) * last.face_present_share();
    let conf = confidence(signal_quality, heart_rate, 1.0, trace.len());
    let (systolic, diastolic) = blood_pressure(heart_rate, None);
    Ok(LiveEstimate {
        heart_rate,
        range: rate_range(mean, sd)
            .filter(|_| in_range)
            .map(|(lo, hi)| (lo.max(LIVE_HR_RANGE_BPM.0), hi.min(LIVE_HR_RANGE_BPM.1))),
        exact: in_range && whole_window && within_bar(sd),
        signal_quality,
        confidence: conf,
        snr_db: if snr_db.is_finite() { snr_db } else { -30.0 },
        systolic,
        diastolic,
        bp_confidence: conf * LIVE_BP_CONFIDENCE_SHARE,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::analyze;
    use crate::testkit::{noise_trace, Synth};

    #[test]
    fn live_rate_of_a_clean_trace() {
        let mut s = Synth::new(84.0);
        s.spikes = 0;
        let e = analyze_live(&s.trace().0).unwrap();
        assert!((e.heart_rate - 84.0).abs() < 3.0, "{}", e.heart_rate);
        assert!(
            e.exact && e.confidence > 0.7 && e.signal_quality > 50.0,
            "{e:?}"
        );
        let (lo, hi) = e.range.unwrap();
        assert!(lo < e.heart_rate && hi > e.heart_rate);
    }

    #[test]
    fn no_live_rate_before_one_whole_window() {
        let mut s = Synth::new(84.0);
        s.spikes = 0;
        s.seconds = WINDOW_S - 2.0;
        let early = analyze_live(&s.trace().0).unwrap();
        assert!(!early.exact, "{early:?}");
        s.seconds = 35.0;
        let scan = analyze_live(&s.trace().0).unwrap();
        assert!(
            scan.exact && (scan.heart_rate - 84.0).abs() < 3.0,
            "{scan:?}"
        );
    }

    #[test]
    fn the_live_rate_at_the_end_is_the_final_reading() {
        let mut s = Synth::new(96.0);
        s.seconds = 35.0;
        let (trace, _) = s.trace();
        let live = analyze_live(&trace).unwrap();
        let last = analyze(&trace, Mode::Final).unwrap();
        assert_eq!(live.heart_rate, last.heart_rate);
        assert_eq!(live.exact, within_bar(last.rate_spread_bpm));
        if last.rate.range.is_some() {
            assert_eq!(live.range, last.rate.range);
        }
    }

    #[test]
    fn live_noise_is_not_shown_and_short_traces_error() {
        let e = analyze_live(&noise_trace(12.0, 3)).unwrap();
        assert!(!e.exact && e.signal_quality < 40.0, "{e:?}");
        let mut s = Synth::new(70.0);
        s.seconds = 0.5;
        assert_eq!(analyze_live(&s.trace().0), Err(ErrorCode::TooShort));
    }

    #[test]
    fn recent_keeps_the_tail() {
        let (t, _) = Synth::new(70.0).trace();
        let r = recent(&t, 10.0);
        assert!(r.len() >= 299 && r.len() <= 302, "{}", r.len());
        assert_eq!(r.timestamps_ms.last(), t.timestamps_ms.last());
    }
}
