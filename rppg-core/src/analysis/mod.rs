//! The full analysis of a scan: trace → uniform RGB per ROI → candidate pulses (ROI × method) →
//! SNR-weighted fusion → tracked heart rate and beats → HRV, breathing, quality → the product's
//! result fields (ADR-18).

use crate::beat_support::{beat_support, clean_pairs, timing_noise_ms, BeatEvidence};
use crate::beats::{detect_beats, CorrectedBeats};
use crate::error::ErrorCode;
use crate::estimates::{
    autonomic, blood_pressure, eeg, parkinsons, rhythm, spo2, stroke, temperature,
};
use crate::face_geometry::Landmarks;
use crate::head_motion::{head_motion, head_track, HeadMotion, HeadTrack};
use crate::hrv::{hrv, Hrv};
use crate::methods::Method;
use crate::quality::{self, QualityInputs};
use crate::rate::candidates::{
    condition_pulse, describe_fusion, polarity_reference, pooled_rgb, pulse_regions, rate_voters,
};
use crate::rate::decision::{self, Outcome, RateEvidence, RateReading};
use crate::rate::fusion::align_polarity;
use crate::rate::params::TRACK_PEAK_AGREEMENT_BPM;
use crate::rate::{self, RateMeasurement};
use crate::reason::Reason;
use crate::respiration::{self, Breathing};
use crate::result::{Analysis, EcgSection};
use crate::skin::luma;
use crate::spectrum::{pulse_octave_band, Spectrum};
use crate::stats::mean;
use crate::trace::{RoiName, Trace};
use crate::uniform::{to_uniform, Uniform};

/// Uniform analysis rate, Hz (the product's nominal frame rate, ADR-19).
pub const ANALYSIS_FS_HZ: f64 = 30.0;
/// The product's clamp for the final heart rate, bpm (ADR-19).
pub const FINAL_HR_RANGE_BPM: (f64, f64) = (55.0, 180.0);

/// The product's HRV clamp and default, ms (ADR-19).
pub const HRV_RANGE_MS: (f64, f64) = (10.0, 80.0);
pub const DEFAULT_HRV_MS: f64 = 35.0;
/// The product's breathing clamp and default, per minute (ADR-19).
pub const BREATHING_RANGE: (f64, f64) = (8.0, 25.0);
pub const DEFAULT_BREATHING: f64 = 18.0;
/// The ECG section's rhythm class and T-wave pattern when the beats cannot carry them.
pub const NOT_ASSESSABLE: &str = "Not assessable";
/// The risk level of an indicator that could not be computed.
pub const NOT_ASSESSED: &str = "Not assessed";

/// How much work to spend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The browser's end-of-scan analysis: POS and CHROM on every ROI.
    Final,
    /// The heavier re-analysis (`/api/enhance-rppg`): every method on the [`pulse_regions`] (and,
    /// when there are several, their pooled mean), fused; green joins the waveform but does not vote
    /// on the rate ([`Method::votes_on_rate`]).
    Enhanced,
}

impl Mode {
    /// The pulse extraction methods this mode runs.
    pub fn methods(self) -> &'static [Method] {
        match self {
            Mode::Final => &[Method::Pos, Method::Chrom],
            Mode::Enhanced => &Method::ALL,
        }
    }
}

/// Per-frame skin brightness (luma of the ROIs' mean colour) of the original frames.
pub fn frame_brightness(trace: &Trace) -> Vec<f64> {
    let mut brightness = Vec::with_capacity(trace.len());
    brightness.extend((0..trace.len()).filter_map(|i| {
        // The mean over the ROIs seen in frame i, summed as it goes (no list per frame).
        let (sum, seen) = trace
            .rois
            .iter()
            .map(|r| r.rgb[i])
            .filter(|c| c.iter().all(|v| v.is_finite()))
            .fold((0.0, 0usize), |(sum, seen), c| {
                let [r, g, b] = c.map(|v| v.clamp(0.0, 255.0) as u8);
                (sum + luma(r, g, b) as f64, seen + 1)
            });
        (seen > 0).then(|| sum / seen as f64)
    }));
    brightness
}

/// Which wall of the product's clamp `range` the value `v` lies beyond ("min" or "max"), if any: a
/// clamped value is a bound, not a reading (ADR-5).
pub fn limit_side(v: f64, range: (f64, f64)) -> Option<&'static str> {
    if v < range.0 {
        Some("min")
    } else if v > range.1 {
        Some("max")
    } else {
        None
    }
}

/// The breathing rate to show, clamped to the product's range with the wall it hit, or why there is
/// none: the pulse failed the gate (breathing is read from it), no respiratory peak stood out, or
/// the peak lies below the range.
pub fn breathing_reading(pulse_reliable: bool, breath: Option<Breathing>) -> BreathingReading {
    if !pulse_reliable {
        return Err(Reason::PulseUnreliable);
    }
    let b = match breath {
        Some(b) if b.prominence >= respiration::RESPIRATION_MIN_PROMINENCE => b,
        _ => return Err(Reason::BreathingNotClear),
    };
    // Below 8 /min the respiratory band holds the signal's slow drift, so a peak there cannot be
    // told from it (a seated adult rarely breathes that slowly).
    match limit_side(b.rate_bpm, BREATHING_RANGE) {
        Some("min") => Err(Reason::BreathingBelowRange),
        wall => Ok((b.rate_bpm.clamp(BREATHING_RANGE.0, BREATHING_RANGE.1), wall)),
    }
}

/// Timing noise of the beats (see `beat_support::timing_noise_ms`): beats read separately from the
/// forehead and from the two cheeks (POS on each, polarity-aligned to the `pooled` colour of all
/// of `u`'s regions), whose pixels share no noise. Each region alone is noisier than the whole face
/// the beats come from, so the bound is conservative. `None` when the trace lacks those regions.
pub fn region_timing_noise(
    u: &Uniform,
    pooled: &[[f64; 3]],
    fs: f64,
    bpm: f64,
) -> Option<(f64, f64)> {
    let region = |name: RoiName| u.rois.iter().find(|r| r.0 == name);
    let forehead = region(RoiName::Forehead)?;
    let cheeks = pooled_rgb(&[
        region(RoiName::LeftCheek)?.clone(),
        region(RoiName::RightCheek)?.clone(),
    ]);
    let reference = polarity_reference(pooled, fs);
    let beats_of = |rgb: &[[f64; 3]]| {
        let mut pulse = condition_pulse(&Method::Pos.extract(rgb, fs), fs);
        align_polarity(&mut pulse, &reference);
        detect_beats(&pulse, fs, bpm)
    };
    timing_noise_ms(&beats_of(&forehead.1), &beats_of(&cheeks), 60.0 / bpm)
}

/// Breathing from the baseline, beat amplitude, beat interval and head motion.
fn breathing(
    pooled: &[[f64; 3]],
    pulse: &[f64],
    beats: &CorrectedBeats,
    head_y: Option<&[f64]>,
    fs: f64,
) -> Option<Breathing> {
    let mut sources = Vec::new();
    sources.extend(respiration::source_from_uniform(
        &Method::Green.extract(pooled, fs),
        fs,
    ));
    let idx: Vec<usize> = beats
        .times_s
        .iter()
        .map(|t| ((t * fs).round() as usize).min(pulse.len().saturating_sub(1)))
        .collect();
    let amplitudes: Vec<f64> = idx
        .windows(2)
        .map(|w| {
            let seg = &pulse[w[0].min(w[1])..=w[1]];
            pulse[w[1]] - seg.iter().cloned().fold(f64::MAX, f64::min)
        })
        .collect();
    if beats.times_s.len() > 1 {
        sources.extend(respiration::source_from_beats(
            &beats.times_s[1..],
            &amplitudes,
        ));
    }
    let (it, iv): (Vec<f64>, Vec<f64>) = beats
        .intervals
        .iter()
        .filter(|i| i.clean)
        .map(|i| (i.end_s, i.ms))
        .unzip();
    sources.extend(respiration::source_from_beats(&it, &iv));
    if let Some(y) = head_y {
        sources.extend(respiration::source_from_uniform(y, fs));
    }
    respiration::fuse(&sources)
}

/// The signal's quality: PRQ's inputs, PRQ itself and the product's confidence (ADR-19).
pub struct SignalQuality {
    pub inputs: QualityInputs,
    pub prq: f64,
    pub confidence: f64,
}

/// How clean the signal behind `rate` was ([`quality`]). Without landmarks (`motion` `None`), motion
/// is read from skin brightness, whose rhythm includes the pulse itself, so all of it counts.
pub fn signal_quality(
    trace: &Trace,
    rate: &RateMeasurement,
    motion: Option<&HeadMotion>,
    heart_rate: f64,
) -> SignalQuality {
    let brightness = frame_brightness(trace);
    let spectral = rate.bpm;
    let (amount, at_rate) = match motion {
        Some(m) => (
            m.amount,
            quality::motion_at_rate(Some(&m.spectrum), spectral),
        ),
        None => (quality::motion_from_intensity(&brightness), 1.0),
    };
    let track = &rate.track;
    let inputs = QualityInputs {
        agreement: quality::agreement(
            &track.iter().map(|p| p.peak_bpm).collect::<Vec<_>>(),
            &rate_voters(&rate.candidates)
                .iter()
                .map(|c| whole_scan_peak_bpm(&c.spectrum, spectral))
                .collect::<Vec<_>>(),
            rate.beat_bpm,
            spectral,
        ),
        snr_db: mean(&track.iter().map(|p| p.snr_db).collect::<Vec<_>>()),
        clean_beat_share: rate.beats.clean_share(),
        face_present_share: trace.face_present_share(),
        motion: amount,
        motion_at_rate: at_rate,
        brightness_stability: quality::brightness_stability(&brightness),
    };
    let prq = quality::prq(&inputs);
    let consistency = quality::beyond_chance(
        track.iter().filter(|p| p.peak_agrees).count() as f64 / track.len().max(1) as f64,
        quality::chance_agreement(spectral, TRACK_PEAK_AGREEMENT_BPM),
    );
    SignalQuality {
        confidence: quality::confidence(prq, heart_rate, consistency, trace.len()),
        prq,
        inputs,
    }
}

/// A candidate pulse's whole-scan spectral peak (bpm) in the octave band around `bpm`, read from its
/// whole-scan `spectrum` ([`crate::rate::fusion::Candidate::spectrum`]); NaN without one.
pub fn whole_scan_peak_bpm(spectrum: &Spectrum, bpm: f64) -> f64 {
    if !bpm.is_finite() {
        return f64::NAN;
    }
    spectrum
        .within(pulse_octave_band(bpm / 60.0))
        .peak()
        .map_or(f64::NAN, |p| p.freq_hz * 60.0)
}

/// What the beats carry: HRV and what is computed from it, and the rhythm.
pub struct BeatMeasures {
    pub hrv: Hrv,
    /// RMSSD, ms, or why the beats cannot carry it.
    pub rmssd_ms: Result<f64, Reason>,
    pub rhythm: Result<rhythm::Rhythm, Reason>,
    /// The clean-interval coefficient of variation, when the beats support it.
    pub interval_cv: Option<f64>,
    pub variability_bpm: f64,
}

/// The beat-to-beat measures, each withheld with the [`beat_support`] reason when the beats cannot
/// carry it.
pub fn beat_measures(
    beats: &CorrectedBeats,
    support: Result<(), Reason>,
    heart_rate: f64,
) -> BeatMeasures {
    let h = hrv(beats);
    BeatMeasures {
        rmssd_ms: support.and_then(|()| h.rmssd_ms.ok_or(Reason::TooFewCleanBeats)),
        rhythm: support.map(|()| rhythm::heart_rhythm(beats, heart_rate)),
        interval_cv: support.ok().map(|()| rhythm::interval_cv(beats)),
        variability_bpm: rhythm::rate_variability_bpm(beats),
        hrv: h,
    }
}

/// The breathing rate to show with the clamp wall it hit, or why there is none.
pub type BreathingReading = Result<(f64, Option<&'static str>), Reason>;

/// The breathing rate, from the baseline of the `pooled` colour, the beats and the head's vertical
/// motion, or why not.
fn breathing_stage(
    pooled: &[[f64; 3]],
    rate: &RateMeasurement,
    head: Option<&HeadTrack>,
    pulse_reliable: bool,
    fs: f64,
) -> (Option<Breathing>, BreathingReading) {
    let head_y = head.and_then(|h| h.grid.as_ref()).map(|g| g.1.as_slice());
    let breath = breathing(pooled, &rate.pulse, &rate.beats, head_y, fs);
    (breath, breathing_reading(pulse_reliable, breath))
}

/// The stroke prompt, or its spec-shaped "not assessed" stand-in and why.
fn stroke_prompt(
    landmarks: Option<&[Landmarks]>,
    interval_cv: Option<f64>,
) -> (stroke::StrokeIndicators, Option<Reason>) {
    match stroke::stroke_indicators(landmarks, interval_cv) {
        Ok(s) => (s, None),
        Err(reason) => (
            stroke::StrokeIndicators {
                facial_asymmetry: 0.0,
                rhythm_irregularity: 0.0,
                overall: 0.0,
                level: NOT_ASSESSED,
                factors: Vec::new(),
                measurements: Vec::new(),
            },
            Some(reason),
        ),
    }
}

/// The Parkinson's prompt, or its spec-shaped "not assessed" stand-in and why.
fn parkinsons_prompt(
    landmarks: Option<&[Landmarks]>,
    head: Option<&HeadTrack>,
    fs: f64,
) -> (parkinsons::ParkinsonsIndicators, Option<Reason>) {
    let head_grid = head
        .and_then(|h| h.grid.as_ref())
        .map(|(x, y)| (x.as_slice(), y.as_slice()));
    match parkinsons::parkinsons_indicators(landmarks, head_grid, fs) {
        Ok(p) => (p, None),
        Err(reason) => (
            parkinsons::ParkinsonsIndicators {
                tremor: 0.0,
                rigidity: None,
                bradykinesia: 0.0,
                overall: 0.0,
                level: NOT_ASSESSED,
                symptoms: Vec::new(),
                measurements: Vec::new(),
            },
            Some(reason),
        ),
    }
}

/// Full analysis of a trace, stage by stage: the uniform grid, the head's motion, the heart rate
/// ([`rate::measure`]), the signal's quality, the rate's decision, then what the beats, the
/// breathing and the face's keypoints carry, each withheld with its reason when they cannot.
pub fn analyze(trace: &Trace, mode: Mode) -> Result<Analysis, ErrorCode> {
    trace.validate()?;
    let fs = ANALYSIS_FS_HZ;
    let u = to_uniform(trace, fs)?;
    let landmarks = trace.landmarks.as_deref();
    let head = landmarks.map(|l| head_track(l, &u));
    let motion = head.as_ref().and_then(|h| head_motion(&u, h, fs));
    let regions = pulse_regions(&u);
    let pooled = pooled_rgb(&u.rois);
    let methods = mode.methods();
    let rate = rate::measure(&regions, methods, mode == Mode::Enhanced, fs);
    // The product's clamp keeps the number in range; the decision withholds a clamped one (ADR-4).
    let heart_rate = rate.bpm.clamp(FINAL_HR_RANGE_BPM.0, FINAL_HR_RANGE_BPM.1);
    let quality = signal_quality(trace, &rate, motion.as_ref(), heart_rate);
    let reading = decision::decide(&RateEvidence {
        bpm: rate.bpm,
        posterior_sd_bpm: rate.posterior_sd_bpm,
        reported_bpm: FINAL_HR_RANGE_BPM,
        mean_snr_db: quality.inputs.snr_db,
        gate_passed: quality::is_reliable(quality.prq, quality.confidence),
    });
    let reliable = reading.outcome == Outcome::Exact;
    let support = beat_support(&BeatEvidence {
        rate_reliable: reliable,
        clean_share: rate.beats.clean_share(),
        clean_pairs: clean_pairs(&rate.beats),
        beat_rate_bpm: rate.beat_bpm,
        spectral_bpm: rate.bpm,
        timing: region_timing_noise(&u, &pooled, fs, rate.bpm),
    });
    let beats = beat_measures(&rate.beats, support, heart_rate);
    let (breath, breathing) = breathing_stage(&pooled, &rate, head.as_ref(), reliable, fs);
    let (stroke, stroke_reason) = stroke_prompt(landmarks, beats.interval_cv);
    let (parkinsons, parkinsons_reason) = parkinsons_prompt(landmarks, head.as_ref(), fs);
    let method = describe_fusion(&rate.candidates, methods, regions.len());
    let withheld = withheld_metrics(&beats, &breathing, stroke_reason, parkinsons_reason);
    Ok(assemble(Parts {
        trace,
        pooled: &pooled,
        rate,
        heart_rate,
        quality,
        reading,
        beats,
        breath,
        breathing,
        stroke,
        parkinsons,
        withheld,
        method,
        fs,
    }))
}

/// The metrics the scan could not measure, each with why, in the result's order.
fn withheld_metrics(
    beats: &BeatMeasures,
    breathing: &BreathingReading,
    stroke: Option<Reason>,
    parkinsons: Option<Reason>,
) -> Vec<(&'static str, Reason)> {
    let mut withheld = Vec::new();
    if let Err(why) = beats.rmssd_ms {
        withheld.push(("heartRateVariability", why));
        for metric in [
            "sympatheticStress",
            "parasympatheticActivity",
            "estimatedEEG",
        ] {
            withheld.push((metric, Reason::DerivedFromHrv));
        }
    }
    if let Err(why) = breathing {
        withheld.push(("breathingRate", *why));
    }
    if let Err(why) = beats.rhythm {
        withheld.push(("heartRhythm", why));
        withheld.push(("arrhythmiaRisk", why));
    }
    withheld.extend(stroke.map(|why| ("strokeRiskFactors", why)));
    withheld.extend(parkinsons.map(|why| ("parkinsonsIndicators", why)));
    withheld
}

/// Everything [`assemble`] puts into the result.
struct Parts<'a> {
    trace: &'a Trace,
    /// The mean colour of every region ([`pooled_rgb`]).
    pooled: &'a [[f64; 3]],
    rate: RateMeasurement,
    heart_rate: f64,
    quality: SignalQuality,
    reading: RateReading,
    beats: BeatMeasures,
    breath: Option<Breathing>,
    breathing: BreathingReading,
    stroke: stroke::StrokeIndicators,
    parkinsons: parkinsons::ParkinsonsIndicators,
    withheld: Vec<(&'static str, Reason)>,
    method: String,
    fs: f64,
}

/// The result: measured values clamped to the product's ranges (a clamped one marked as a bound),
/// the product's defaults where a value was withheld (ADR-5, ADR-19), and the graded estimates
/// computed from them.
fn assemble(p: Parts) -> Analysis {
    let Parts { rate, beats, .. } = p;
    let mut at_limit = Vec::new();
    let rmssd = beats.rmssd_ms.ok();
    let hrv_ms = rmssd.map_or(DEFAULT_HRV_MS, |v| {
        at_limit.extend(limit_side(v, HRV_RANGE_MS).map(|w| ("heartRateVariability", w)));
        v.clamp(HRV_RANGE_MS.0, HRV_RANGE_MS.1)
    });
    let breathing_rate = p.breathing.map_or(DEFAULT_BREATHING, |(rate, wall)| {
        at_limit.extend(wall.map(|w| ("breathingRate", w)));
        rate
    });
    let heart_rate = p.heart_rate;
    let (sympathetic, parasympathetic) =
        autonomic::autonomic_indices(rmssd, heart_rate, rmssd.and(beats.hrv.lf_nu));
    let (red, blue): (Vec<f64>, Vec<f64>) = p.pooled.iter().map(|c| (c[0], c[2])).unzip();
    let peak_idx: Vec<usize> = rate
        .beats
        .times_s
        .iter()
        .map(|t| (t * p.fs).round() as usize)
        .collect();
    let (systolic, diastolic) = blood_pressure::blood_pressure(
        heart_rate,
        blood_pressure::crest_fraction(&rate.pulse, &peak_idx),
    );
    let t0_ms = p.trace.timestamps_ms[0];
    Analysis {
        heart_rate,
        heart_rate_spectral: rate.bpm,
        heart_rate_beats: rate.beat_bpm,
        systolic,
        diastolic,
        bp_category: blood_pressure::category(systolic, diastolic),
        hrv_ms,
        breathing_rate,
        breathing_prominence: p.breath.map_or(0.0, |b| b.prominence),
        spo2: spo2::spo2(&red, &blue, p.fs),
        sympathetic,
        parasympathetic,
        prq: p.quality.prq,
        confidence: p.quality.confidence,
        temperature_f: temperature::temperature_proxy_f(heart_rate),
        stroke: p.stroke,
        parkinsons: p.parkinsons,
        ecg: ecg_section(&rate.beats, &beats, hrv_ms),
        eeg: eeg::eeg(
            p.trace.len(),
            sympathetic,
            parasympathetic,
            heart_rate,
            beats.variability_bpm,
        ),
        quality: p.quality.inputs,
        reliable: p.reading.outcome == Outcome::Exact,
        withheld: p.withheld,
        at_limit,
        method: p.method,
        hrv: beats.hrv,
        pulse_fs: p.fs,
        beat_times_ms: rate
            .beats
            .times_s
            .iter()
            .map(|t| t0_ms + t * 1000.0)
            .collect(),
        pulse: rate.pulse,
        track: rate.track,
        t0_ms,
        rate_spread_bpm: rate.posterior_sd_bpm,
        rate: p.reading,
    }
}

/// The ECG-shaped section: the rhythm class from the beats, and where an illustrative waveform is drawn.
fn ecg_section(beats: &CorrectedBeats, m: &BeatMeasures, hrv_ms: f64) -> EcgSection {
    let regular = m.rhythm.map_or(false, rhythm::Rhythm::is_regular);
    EcgSection {
        rhythm: m.rhythm.map_or(NOT_ASSESSABLE, rhythm::Rhythm::label),
        p_wave: regular,
        qrs_quality: 100.0 * beats.clean_share(),
        t_wave: if regular { "Normal" } else { NOT_ASSESSABLE },
        hrv_ms,
        arrhythmia_risk: m
            .rhythm
            .map_or(0.0, |r| rhythm::arrhythmia_risk(r, m.variability_bpm)),
        // An illustration: without beats the checks accept, it is drawn as a plain regular trace
        // rather than one without P waves, which would picture an arrhythmia nobody measured.
        beat_times_s: beats.times_s.clone(),
        drawn_regular: regular || m.rhythm.is_err(),
    }
}

#[cfg(test)]
mod tests;
