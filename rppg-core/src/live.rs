//! The cheap live estimate shown while scanning (called every 500 ms): POS and CHROM on the final
//! analysis's pulse regions over the last [`LIVE_WINDOW_S`] seconds, the peak of their agreement
//! spectrum, the fused pulse's SNR there, the product's confidence formula (ADR-19).

use crate::analysis::ANALYSIS_FS_HZ;
use crate::error::ErrorCode;
use crate::estimates::blood_pressure::blood_pressure;
use crate::filter::PULSE_BAND_HZ;
use crate::json::Json;
use crate::methods::Method;
use crate::quality::{confidence, snr_score};
use crate::rate::anchor::anchor_frequency;
use crate::rate::candidates::{candidates, pulse_regions};
use crate::rate::fusion::{fuse, Candidate};
use crate::rate::motion::{head_motion, head_track};
use crate::rate::spectra::{agreement_spectrogram, restrict, Background, Window, TRACK_NFFT};
use crate::spectrum::Spectrum;
use crate::trace::Trace;
use crate::uniform::{to_uniform, Uniform};

/// Span of recent trace the live estimate looks at, s.
pub const LIVE_WINDOW_S: f64 = 10.0;
/// The product's clamp for the live heart rate, bpm (ADR-19).
pub const LIVE_HR_RANGE_BPM: (f64, f64) = (50.0, 200.0);
/// FFT size of the live spectrum.
pub const LIVE_NFFT: usize = 2048;
/// Hop of the scan-so-far spectrogram that anchors the live rate, s (coarse: only its mean is used).
pub const LIVE_ANCHOR_HOP_S: f64 = 2.0;
/// Span of trace the live estimate reads, s: the anchor's; a 35 s scan fits whole.
pub const LIVE_SPAN_S: f64 = 60.0;
/// Relative half-width of the band around the scan-so-far's anchor the live rate is read in. One
/// window has no track to hold it (the final analysis's track may roam the anchor's octave
/// band), so a narrower band keeps a burst of slow artefact from taking the live rate.
pub const LIVE_ANCHOR_WIDTH: f64 = 0.15;
/// Share of the live confidence carried over to the (experimental) blood-pressure estimate.
pub const LIVE_BP_CONFIDENCE_SHARE: f64 = 0.5;

/// A live estimate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LiveEstimate {
    pub heart_rate: f64,
    /// 0–100.
    pub signal_quality: f64,
    /// 0–1.
    pub confidence: f64,
    pub snr_db: f64,
    pub systolic: f64,
    pub diastolic: f64,
    pub bp_confidence: f64,
}

impl LiveEstimate {
    /// The JSON object the TS wrapper parses into `LiveEstimate`.
    pub fn to_json(&self) -> Json {
        Json::Obj(vec![
            ("heartRate", Json::round(self.heart_rate, 1)),
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

/// The band the live rate is read in around `anchor_hz`: ±[`LIVE_ANCHOR_WIDTH`].
fn live_band(anchor_hz: f64) -> (f64, f64) {
    (
        anchor_hz * (1.0 - LIVE_ANCHOR_WIDTH),
        anchor_hz * (1.0 + LIVE_ANCHOR_WIDTH),
    )
}

/// POS and CHROM on the pulse regions of `u`, and their agreement spectrogram.
fn agreement_of(u: &Uniform, fs: f64, hop_s: f64, nfft: usize) -> (Vec<Candidate>, Vec<Window>) {
    let cands = candidates(&pulse_regions(u), &[Method::Pos, Method::Chrom], false, fs);
    let pulses: Vec<&[f64]> = cands.iter().map(|c| c.pulse.as_slice()).collect();
    let windows = agreement_spectrogram(
        &pulses,
        fs,
        LIVE_WINDOW_S,
        hop_s,
        nfft,
        Background::DividedOut,
    );
    (cands, windows)
}

/// Live estimate from the recent part of a trace, read as the final analysis reads a scan: the
/// pulse regions, the rate where POS and CHROM agree, within ±15 % of the scan-so-far's anchor
/// frequency ([`live_band`]; a 10 s window alone often peaks on low-frequency noise; the anchor
/// discounts head motion as the final analysis does); its quality
/// from the fused pulse (averaging the signals averages their noise; adding their spectra does not).
pub fn analyze_live(trace: &Trace) -> Result<LiveEstimate, ErrorCode> {
    trace.validate()?;
    let window = recent(trace, LIVE_WINDOW_S);
    window.validate()?;
    let fs = ANALYSIS_FS_HZ;
    let span = recent(trace, LIVE_SPAN_S);
    let span_u = to_uniform(&span, fs)?;
    let (cands_so_far, so_far) = agreement_of(&span_u, fs, LIVE_ANCHOR_HOP_S, TRACK_NFFT);
    let motion = span
        .landmarks
        .as_deref()
        .and_then(|l| head_motion(&span_u, &head_track(l, &span_u), fs));
    let (cands, mut last) = agreement_of(&to_uniform(&window, fs)?, fs, LIVE_WINDOW_S, LIVE_NFFT);
    let last = last.pop().ok_or(ErrorCode::TooShort)?;
    let spectrum = match anchor_frequency(&fuse(&cands_so_far), fs, &so_far, motion.as_ref()) {
        Some(anchor) => restrict(&[last], live_band(anchor.hz)).remove(0).spectrum,
        None => last.spectrum,
    };
    let fused = Spectrum::of(&fuse(&cands), fs, LIVE_NFFT, PULSE_BAND_HZ);
    let (f, snr_db) = spectrum.peak().map_or((0.0, f64::NEG_INFINITY), |p| {
        (p.freq_hz, fused.snr_db(p.freq_hz))
    });
    let heart_rate = (f * 60.0).clamp(LIVE_HR_RANGE_BPM.0, LIVE_HR_RANGE_BPM.1);
    let signal_quality = 100.0 * snr_score(snr_db) * window.face_present_share();
    let conf = confidence(signal_quality, heart_rate, 1.0, trace.len());
    let (systolic, diastolic) = blood_pressure(heart_rate, None);
    Ok(LiveEstimate {
        heart_rate,
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
    use crate::testkit::{noise_trace, Synth};

    #[test]
    fn live_rate_of_a_clean_trace() {
        let mut s = Synth::new(84.0);
        s.spikes = 0;
        let e = analyze_live(&s.trace().0).unwrap();
        assert!((e.heart_rate - 84.0).abs() < 3.0, "{}", e.heart_rate);
        assert!(e.confidence > 0.7 && e.signal_quality > 50.0, "{e:?}");
    }

    #[test]
    fn a_burst_of_slow_artefact_does_not_move_the_live_rate_off_the_pulse() {
        let mut s = Synth::new(96.0);
        s.spikes = 0;
        let (mut trace, _) = s.trace();
        let end = *trace.timestamps_ms.last().unwrap();
        // The last 6 s gain a strong 64 bpm colour wobble that POS and CHROM both read as pulse
        // (not at an octave of the pulse: that is the octave check's case).
        for roi in &mut trace.rois {
            for (c, t) in roi.rgb.iter_mut().zip(&trace.timestamps_ms) {
                if end - t < 6_000.0 {
                    c[1] += (2.0 * std::f64::consts::PI * 64.0 / 60.0 * t / 1000.0).sin();
                }
            }
        }
        let alone = analyze_live(&recent(&trace, LIVE_WINDOW_S)).unwrap();
        assert!(
            (alone.heart_rate - 64.0).abs() < 4.0,
            "{}",
            alone.heart_rate
        );
        let anchored = analyze_live(&trace).unwrap();
        assert!(
            (anchored.heart_rate - 96.0).abs() < 4.0,
            "{}",
            anchored.heart_rate
        );
    }

    #[test]
    fn live_noise_has_low_quality_and_short_window_errors() {
        let e = analyze_live(&noise_trace(12.0, 3)).unwrap();
        assert!(e.signal_quality < 40.0, "{}", e.signal_quality);
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
