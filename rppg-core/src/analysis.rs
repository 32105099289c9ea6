//! The full analysis of a scan: trace → uniform RGB per ROI → candidate pulses (ROI × method) →
//! SNR-weighted fusion → tracked heart rate and beats → HRV, breathing, quality → the spec's result.

use crate::beat_support::{beat_support, clean_pairs, timing_noise_ms, BeatEvidence};
use crate::beats::{beats_complete, correct, detect_beats, CorrectedBeats};
use crate::cycles;
use crate::detrend::detrend;
use crate::error::ErrorCode;
use crate::estimates::{
    autonomic, blood_pressure, ecg, eeg, parkinsons, rhythm, spo2, stroke, temperature,
};
use crate::face_geometry::{head_position, Landmarks};
use crate::filter::{band_pass, PULSE_BAND_HZ, PULSE_FILTER_HZ};
use crate::fusion::{align_polarity, candidate, fuse, snr_weights, Candidate, FUSION_NFFT};
use crate::hrv::hrv;
use crate::methods::Method;
use crate::octave::octave_check;
use crate::quality::{self, QualityInputs};
use crate::resample::{resample_linear, uniform_times};
use crate::respiration::{self, Breathing};
use crate::result::{Analysis, EcgSection};
use crate::skin::luma;
use crate::spectrum::Spectrum;
use crate::stats::mean;
use crate::trace::{roi_coverage, RoiName, Trace, MIN_ROI_COVERAGE, MIN_SAMPLES};
use crate::track::{
    agreement_spectrograms, octave_band, pulse_octave_band, restrict, snr_neighbourhood,
    track_windows, Background, TrackPoint, Window, TRACK_HOP_S, TRACK_NFFT,
    TRACK_PEAK_AGREEMENT_BPM, TRACK_WINDOW_S,
};

/// Uniform analysis rate, Hz (the spec's nominal frame rate).
pub const ANALYSIS_FS_HZ: f64 = 30.0;
/// Trend cut-off before band-passing the pulse, Hz (well below the 0.7 Hz pulse band).
pub const PULSE_DETREND_CUTOFF_HZ: f64 = 0.3;
/// The spec's clamp for the final heart rate, bpm.
pub const FINAL_HR_RANGE_BPM: (f64, f64) = (55.0, 180.0);

/// Shown when the measured rate lies outside [`FINAL_HR_RANGE_BPM`] and was clamped.
pub const OUT_OF_RANGE_NOTE: &str =
    "Your pulse read outside 55-180 bpm, the range this app reports, so this result is withheld.";
/// Shown when the rate's own uncertainty ([`rate_spread_bpm`]) is more than
/// [`quality::MAX_RATE_SPREAD_BPM`].
pub const UNCERTAIN_RATE_NOTE: &str = "Your pulse could not be pinned down in this scan: more than one rate fitted it about equally well, so this result is withheld.";
/// Shown when the head's motion decided which rate was read ([`HeartRateTrack::motion_decided`]).
pub const MOTION_RHYTHM_NOTE: &str = "Your head moved in a steady rhythm that could be taken for a pulse, so this result is withheld. Keep your head still and try again.";
/// Clean intervals needed for a beat-based rate.
pub const MIN_CLEAN_INTERVALS_FOR_RATE: usize = 10;
/// Share of clean intervals needed for a beat-based rate: with more artefacts than this the
/// peak train is less trustworthy than the spectral track.
pub const MIN_CLEAN_SHARE_FOR_RATE: f64 = 0.8;
/// The spec's HRV clamp and default, ms.
pub const HRV_RANGE_MS: (f64, f64) = (10.0, 80.0);
pub const DEFAULT_HRV_MS: f64 = 35.0;
/// The spec's breathing clamp and default, per minute.
pub const BREATHING_RANGE: (f64, f64) = (8.0, 25.0);
pub const DEFAULT_BREATHING: f64 = 18.0;
/// Why the indices computed from HRV are missing when HRV is.
pub const DERIVED_FROM_HRV: &str = "Computed from HRV, which could not be measured in this scan.";
/// Why breathing is missing: the pulse it is read from failed the quality gate (weak, or its rate
/// outside the reported range).
pub const BREATHING_WEAK_PULSE: &str =
    "The pulse in this scan could not be read reliably, so breathing could not be read from it.";
/// Why breathing is missing: no respiratory peak stood out.
pub const BREATHING_NOT_CLEAR: &str =
    "Breathing did not stand out clearly from noise in this scan.";
/// Why breathing is missing: below 8 /min the respiratory band holds the signal's slow drift, so a
/// peak there cannot be told from it (a seated adult rarely breathes that slowly).
pub const BREATHING_BELOW_RANGE: &str =
    "Breathing read slower than 8 /min, where slow drift in the signal hides it.";
/// The rhythm class when the beats cannot carry it.
pub const RHYTHM_NOT_ASSESSABLE: &str = "Not assessable";
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

/// A trace on the uniform analysis grid.
#[derive(Debug, Clone, PartialEq)]
pub struct Uniform {
    /// Times of the original frames, s from the first frame.
    pub frame_times_s: Vec<f64>,
    /// Uniform grid, s from the first frame.
    pub grid_s: Vec<f64>,
    /// Per usable ROI its uniformly resampled RGB.
    pub rois: Vec<(RoiName, Vec<[f64; 3]>)>,
}

/// Resamples every ROI seen in at least half the frames onto the uniform grid.
pub fn to_uniform(trace: &Trace, fs: f64) -> Result<Uniform, ErrorCode> {
    let t0 = trace.timestamps_ms[0];
    let frame_times_s: Vec<f64> = trace
        .timestamps_ms
        .iter()
        .map(|t| (t - t0) / 1000.0)
        .collect();
    let grid_s = uniform_times(0.0, frame_times_s[frame_times_s.len() - 1], fs);
    if grid_s.len() < MIN_SAMPLES {
        return Err(ErrorCode::TooShort);
    }
    let mut rois = Vec::new();
    for roi in trace
        .rois
        .iter()
        .filter(|r| roi_coverage(r) >= MIN_ROI_COVERAGE)
    {
        let mut channels = Vec::with_capacity(3);
        for ch in 0..3 {
            let x: Vec<f64> = roi
                .rgb
                .iter()
                .map(|c| {
                    if c.iter().all(|v| v.is_finite()) {
                        c[ch]
                    } else {
                        f64::NAN
                    }
                })
                .collect();
            channels
                .push(resample_linear(&frame_times_s, &x, &grid_s).ok_or(ErrorCode::NonFinite)?);
        }
        let rgb = (0..grid_s.len())
            .map(|i| [channels[0][i], channels[1][i], channels[2][i]])
            .collect();
        rois.push((roi.name, rgb));
    }
    if rois.is_empty() {
        return Err(ErrorCode::NonFinite);
    }
    Ok(Uniform {
        frame_times_s,
        grid_s,
        rois,
    })
}

/// Frame-by-frame mean of the ROIs' colours (the pooled skin colour).
pub fn pooled_rgb(rois: &[(RoiName, Vec<[f64; 3]>)]) -> Vec<[f64; 3]> {
    let n = rois.first().map_or(0, |r| r.1.len());
    (0..n)
        .map(|i| {
            let mut c = [0.0; 3];
            for (_, rgb) in rois {
                for k in 0..3 {
                    c[k] += rgb[i][k] / rois.len() as f64;
                }
            }
            c
        })
        .collect()
}

/// Detrend and band-limit a raw method output to the pulse band.
pub fn condition_pulse(raw: &[f64], fs: f64) -> Vec<f64> {
    band_pass(
        &detrend(raw, fs, PULSE_DETREND_CUTOFF_HZ),
        fs,
        PULSE_FILTER_HZ,
    )
}

/// The blood-volume polarity reference: band-passed inverted green of the pooled skin colour.
pub fn polarity_reference(pooled: &[[f64; 3]], fs: f64) -> Vec<f64> {
    condition_pulse(&Method::Green.extract(pooled, fs), fs)
}

/// Candidate pulses for every (ROI, method) pair; in enhanced mode also the pooled colour.
pub fn candidates(
    u: &Uniform,
    methods: &[Method],
    include_pooled: bool,
    fs: f64,
) -> Vec<Candidate> {
    let pooled = pooled_rgb(&u.rois);
    let reference = polarity_reference(&pooled, fs);
    let mut sources: Vec<(&str, &[[f64; 3]])> = u
        .rois
        .iter()
        .map(|(name, rgb)| (name.label(), rgb.as_slice()))
        .collect();
    if include_pooled && u.rois.len() > 1 {
        sources.push(("pooled", pooled.as_slice()));
    }
    let mut out = Vec::new();
    for (label, rgb) in sources {
        for m in methods {
            let pulse = condition_pulse(&m.extract(rgb, fs), fs);
            out.push(candidate(*m, label, pulse, &reference, fs, PULSE_BAND_HZ));
        }
    }
    out
}

/// The candidates whose method votes on the heart rate ([`Method::votes_on_rate`]): their
/// agreement places the rate and their whole-scan peaks count in the quality's agreement.
pub fn rate_voters(cands: &[Candidate]) -> Vec<&Candidate> {
    cands.iter().filter(|c| c.method.votes_on_rate()).collect()
}

/// A short description of what the fusion used, e.g. "pos+chrom fused (3 ROIs)".
pub fn describe_fusion(cands: &[Candidate], methods: &[Method], roi_count: usize) -> String {
    let weights = snr_weights(cands);
    let used: Vec<&str> = methods
        .iter()
        .map(|m| m.label())
        .filter(|l| {
            cands
                .iter()
                .zip(&weights)
                .any(|(c, w)| *w > 0.0 && c.label.starts_with(l))
        })
        .collect();
    let plural = if roi_count == 1 { "" } else { "s" };
    format!("{} fused ({roi_count} ROI{plural})", used.join("+"))
}

/// Per-frame skin brightness (luma of the ROIs' mean colour) of the original frames.
pub fn frame_brightness(trace: &Trace) -> Vec<f64> {
    (0..trace.len())
        .filter_map(|i| {
            let seen: Vec<f64> = trace
                .rois
                .iter()
                .filter(|r| r.rgb[i].iter().all(|v| v.is_finite()))
                .map(|r| {
                    let c = r.rgb[i];
                    luma(
                        c[0].clamp(0.0, 255.0) as u8,
                        c[1].clamp(0.0, 255.0) as u8,
                        c[2].clamp(0.0, 255.0) as u8,
                    ) as f64
                })
                .collect();
            if seen.is_empty() {
                None
            } else {
                Some(mean(&seen))
            }
        })
        .collect()
}

/// The beat-based rate, 60 / mean corrected inter-beat interval, when enough intervals are clean.
/// Flagged (ectopic) intervals stay in the mean because an early beat and its compensatory pause
/// average out. It is reported beside the spectral rate and counts in the quality's agreement; it
/// is the heart rate only when the beats are complete ([`measured_rate_bpm`]).
pub fn beat_rate(beats: &CorrectedBeats) -> Option<f64> {
    let enough = beats.clean_ms().len() >= MIN_CLEAN_INTERVALS_FOR_RATE
        && beats.clean_share() >= MIN_CLEAN_SHARE_FOR_RATE;
    let all: Vec<f64> = beats.intervals.iter().map(|i| i.ms).collect();
    if enough {
        Some(60_000.0 / mean(&all))
    } else {
        None
    }
}

/// The scan's measured heart rate (bpm, before the spec's clamp): the `beats`' [`beat_rate`]
/// (`beat_bpm`) when they are as many as the `spectral` rate (the track's count or average)
/// expects ([`beats_complete`]), else `spectral`. Complete beats give the reference's own definition,
/// beats over time, over their whole span, where the count's phase is averaged 2 s inside the
/// scan (docs/accuracy.md, Finding 22). On real compressed clips beats are seldom complete: a
/// missed beat doubles an interval, and the beat rate read low where the spectral track was right.
pub fn measured_rate_bpm(beats: &CorrectedBeats, beat_bpm: Option<f64>, spectral: f64) -> f64 {
    match beat_bpm {
        Some(rate) if beats_complete(&beats.times_s, spectral) => rate,
        _ => spectral,
    }
}

/// Which wall of the spec's clamp `range` the value `v` lies beyond ("min" or "max"), if any: a
/// clamped value is a bound, not a reading.
pub fn limit_side(v: f64, range: (f64, f64)) -> Option<&'static str> {
    if v < range.0 {
        Some("min")
    } else if v > range.1 {
        Some("max")
    } else {
        None
    }
}

/// The breathing rate to show, clamped to the spec's range with the wall it hit, or why there is
/// none: the pulse failed the gate, no respiratory peak stood out, or the peak lies below the range.
pub fn breathing_reading(
    pulse_reliable: bool,
    breath: Option<Breathing>,
) -> Result<(f64, Option<&'static str>), &'static str> {
    if !pulse_reliable {
        return Err(BREATHING_WEAK_PULSE);
    }
    let b = match breath {
        Some(b) if b.prominence >= respiration::RESPIRATION_MIN_PROMINENCE => b,
        _ => return Err(BREATHING_NOT_CLEAR),
    };
    match limit_side(b.rate_bpm, BREATHING_RANGE) {
        Some("min") => Err(BREATHING_BELOW_RANGE),
        wall => Ok((b.rate_bpm.clamp(BREATHING_RANGE.0, BREATHING_RANGE.1), wall)),
    }
}

/// Timing noise of the beats (see `beat_support::timing_noise_ms`): beats read separately from the
/// forehead and from the two cheeks (POS on each, polarity-aligned), whose pixels share no noise.
/// Each region alone is noisier than the whole face the beats come from, so the bound is
/// conservative. `None` when the trace lacks those regions.
pub fn region_timing_noise(u: &Uniform, fs: f64, bpm: f64) -> Option<(f64, f64)> {
    let region = |name: RoiName| u.rois.iter().find(|r| r.0 == name).cloned();
    let forehead = region(RoiName::Forehead)?;
    let cheeks = pooled_rgb(&[region(RoiName::LeftCheek)?, region(RoiName::RightCheek)?]);
    let reference = polarity_reference(&pooled_rgb(&u.rois), fs);
    let beats_of = |rgb: &[[f64; 3]]| {
        let mut pulse = condition_pulse(&Method::Pos.extract(rgb, fs), fs);
        align_polarity(&mut pulse, &reference);
        detect_beats(&pulse, fs, bpm)
    };
    timing_noise_ms(&beats_of(&forehead.1), &beats_of(&cheeks), 60.0 / bpm)
}

/// The regions the pulse is read from: the face outline alone when the trace has it. On real
/// compressed clips its thousands of skin pixels carry the pulse, while the small boxes bring their
/// own blocky noise into any fusion with it (docs/accuracy.md); traces without it use what they have.
pub fn pulse_regions(u: &Uniform) -> Uniform {
    let face: Vec<_> = u
        .rois
        .iter()
        .filter(|r| r.0 == RoiName::Face)
        .cloned()
        .collect();
    if face.is_empty() {
        u.clone()
    } else {
        Uniform {
            rois: face,
            ..u.clone()
        }
    }
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

/// The scan's dominant pulse frequency, Hz: the peak of the windows' mean spectrum (a Welch
/// estimate of the whole scan). A steady pulse adds up across windows; a transient artefact
/// does not, and the per-window tracker alone can follow one for the whole scan.
pub fn dominant_frequency(windows: &[Window]) -> Option<f64> {
    let first = windows.first()?;
    let mut mean = first.spectrum.clone();
    for w in &windows[1..] {
        mean.add(&w.spectrum);
    }
    mean.peak().map(|p| p.freq_hz)
}

/// The windows with the power at each frequency f scaled by 1 − a·m(f): m(f) is how much of the
/// head's motion lies at f or f/2 ([`quality::motion_at_rate`]), a how much the head moved
/// ([`HeadMotion::amount`], 0–1), so the product is the share of the power the motion may explain.
/// A head swaying at f, or at f/2 (light and shading change twice per sway), makes skin colour
/// change at f, in the pulse's own colour direction as often as not, and in compressed video that
/// rhythm can be as strong as the pulse (a real scan's mean spectrum peaked at 53 bpm, twice its
/// head's 26 bpm sway, as strongly as at its 127 bpm pulse, and was read at 56). Weighing the
/// pulse spectrum by where the motion is not is the motion-reference idea of wrist-PPG trackers
/// (TROIKA, Zhang et al. 2015, removes the accelerometer's spectral peaks from the PPG spectrum);
/// here the reference is the head's own track. A still head's small rhythms (its landmarks' jitter,
/// the ballistocardiographic nod at the pulse) take little away. All windows share one bin grid.
pub fn motion_discounted(windows: &[Window], motion: &HeadMotion) -> Vec<Window> {
    let grid = match windows.first() {
        Some(w) => &w.spectrum,
        None => return Vec::new(),
    };
    let kept: Vec<f64> = (0..grid.power.len())
        .map(|k| {
            let at_f = quality::motion_at_rate(Some(&motion.spectrum), grid.freq(k) * 60.0);
            1.0 - motion.amount * at_f
        })
        .collect();
    windows
        .iter()
        .map(|w| {
            let mut w = w.clone();
            for (p, share) in w.spectrum.power.iter_mut().zip(&kept) {
                *p *= share;
            }
            w
        })
        .collect()
}

/// The rate that anchors the tracker, Hz, and what it would be without the head's motion
/// discounted (the same when the motion is not known).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anchor {
    pub hz: f64,
    pub without_motion_hz: f64,
}

/// The rate that anchors the tracker: the windows' [`dominant_frequency`] after the octave check
/// on `pulse` (is it the pulse, its harmonic or its sub-harmonic?), both on the windows
/// [`motion_discounted`] when the head's `motion` is known.
pub fn anchor_frequency(
    pulse: &[f64],
    fs: f64,
    windows: &[Window],
    motion: Option<&HeadMotion>,
) -> Option<Anchor> {
    let checked = |windows: &[Window]| {
        dominant_frequency(windows).map(|f| octave_check(pulse, fs, windows, f, PULSE_BAND_HZ))
    };
    let without_motion_hz = checked(windows)?;
    let hz = match motion {
        Some(m) => checked(&motion_discounted(windows, m))?,
        None => without_motion_hz,
    };
    Some(Anchor {
        hz,
        without_motion_hz,
    })
}

/// The heart rate through the scan.
pub struct HeartRateTrack {
    pub points: Vec<TrackPoint>,
    /// Its [`scan_rate_bpm`].
    pub bpm: f64,
    /// The head's motion decided the rate: anchored without the motion discounted, the track reads
    /// a rate more than [`quality::AGREEMENT_BPM`] away (the motion's rhythm, as like as not).
    pub motion_decided: bool,
}

/// The tracked heart rate. The [`anchor_frequency`] holds the track ([`track_in_octave`]); `motion`
/// is the head's, when the landmarks measure it.
pub fn octave_checked_track(
    pulse: &[f64],
    fs: f64,
    windows: &[Window],
    quality_windows: &[Window],
    motion: Option<&HeadMotion>,
) -> HeartRateTrack {
    let anchor = match anchor_frequency(pulse, fs, windows, motion) {
        Some(a) => a,
        None => {
            return HeartRateTrack {
                points: Vec::new(),
                bpm: f64::NAN,
                motion_decided: false,
            }
        }
    };
    let points = track_in_octave(windows, quality_windows, anchor.hz);
    let bpm = scan_rate_bpm(pulse, fs, &points);
    // Equal anchors track alike; only a moved anchor needs the other reading.
    let motion_decided = anchor.hz != anchor.without_motion_hz && {
        let without = track_in_octave(windows, quality_windows, anchor.without_motion_hz);
        (scan_average_bpm(&without) - scan_average_bpm(&points)).abs() > quality::AGREEMENT_BPM
    };
    HeartRateTrack {
        points,
        bpm,
        motion_decided,
    }
}

/// The rate tracked through `windows` within the [`octave_band`] around the anchor `anchor_hz`, so
/// the track follows the pulse's changes without leaving the octave the check chose. `windows`
/// (background divided out) place the rate; each point's self-SNR and its window's own strongest
/// peak are read from `quality_windows` (background kept), the view the quality gate is
/// calibrated on.
pub fn track_in_octave(
    windows: &[Window],
    quality_windows: &[Window],
    anchor_hz: f64,
) -> Vec<TrackPoint> {
    let mut track = track_windows(&restrict(windows, octave_band(anchor_hz)));
    // The self-SNR is the pulse's against its own neighbourhood. Each window's own strongest peak
    // is sought, as measured (background kept), in the octave band around the window's rate: wide
    // enough that a noise peak elsewhere in it can win (in a band barely wider than the agreement
    // tolerance it would agree by construction), and not across the whole pulse band, where a fast
    // pulse would compete with 1/f noise two octaves below it.
    for (p, w) in track.iter_mut().zip(quality_windows) {
        let f = p.bpm / 60.0;
        let own = w
            .spectrum
            .peak_within(pulse_octave_band(f))
            .map_or(p.bpm, |peak| peak.freq_hz * 60.0);
        p.snr_db = w.spectrum.snr_db_within(f, snr_neighbourhood(f));
        p.peak_bpm = own;
        p.peak_agrees = (own - p.bpm).abs() <= TRACK_PEAK_AGREEMENT_BPM;
    }
    track
}

/// A candidate pulse's whole-scan spectral peak (bpm) in the octave band around `bpm`; NaN
/// without one.
pub fn whole_scan_peak_bpm(pulse: &[f64], fs: f64, bpm: f64) -> f64 {
    if !bpm.is_finite() {
        return f64::NAN;
    }
    Spectrum::of(pulse, fs, FUSION_NFFT, pulse_octave_band(bpm / 60.0))
        .peak()
        .map_or(f64::NAN, |p| p.freq_hz * 60.0)
}

/// The scan's mean heart rate from its track (bpm): the time average of the instantaneous rate
/// over the [`scan_weights`]. The reference rate is a mean over beats (beats per second), which is
/// this time average; the track's median would sit where an unevenly rising or falling rate dwells
/// longest. NaN without a track.
pub fn scan_average_bpm(track: &[TrackPoint]) -> f64 {
    weighted_mean(track, |p| p.bpm)
}

/// The scan's heart rate (bpm): its track's [`scan_average_bpm`], or the rate counted from the
/// pulse's own cycles over the windows that show one ([`cycles`]) when that lies within the
/// track's [`rate_spread_bpm`]. The count reaches nearer the scan's ends than any window's
/// centre; held to the track's own uncertainty, it places the rate more exactly without moving it
/// elsewhere (under heavy compression a count can slip cycles in the noise).
pub fn scan_rate_bpm(pulse: &[f64], fs: f64, track: &[TrackPoint]) -> f64 {
    let average = scan_average_bpm(track);
    let counted = counted_scan_rate_bpm(pulse, fs, track);
    if (counted - average).abs() <= rate_spread_bpm(track) {
        counted
    } else {
        average
    }
}

/// The rate (bpm) counted from the cycles of `pulse` (at `fs`) against its `track`'s phase over the
/// runs of windows that count for the scan ([`scan_weights`]); NaN without such a run.
pub fn counted_scan_rate_bpm(pulse: &[f64], fs: f64, track: &[TrackPoint]) -> f64 {
    let expected = cycles::reference_cycles(track, pulse.len(), fs);
    let phase = cycles::residual_phase(pulse, &expected, fs);
    let runs = cycles::counted_runs(&scan_weights(track), &window_spans(track), pulse.len(), fs);
    cycles::counted_rate_bpm(&expected, &phase, &runs, fs)
}

/// How uncertain the scan's rate is (bpm): the windows' posterior spreads averaged like the rate
/// itself ([`scan_weights`]). NaN without a track.
pub fn rate_spread_bpm(track: &[TrackPoint]) -> f64 {
    weighted_mean(track, |p| p.spread_bpm)
}

/// What each track point counts for in the scan's averages: the time nearer its centre than any
/// other's ([`window_spans`]). Windows whose self-SNR is at or below [`quality::SNR_ABSENT_DB`],
/// where the pulse counts as absent, stand for no time: there the track has only noise to follow
/// and may wander within the octave band (a real scan whose last windows lost the pulse read 132
/// against 127). The others count by time alone, not by their SNR: in 1/f noise the fast phases of
/// a wandering rate stand out more than the slow ones, and SNR weights would bias the mean towards
/// them. All windows count when none shows a pulse.
pub fn scan_weights(track: &[TrackPoint]) -> Vec<f64> {
    let spans = window_spans(track);
    let shows_a_pulse: Vec<f64> = track
        .iter()
        .zip(&spans)
        .map(|(p, span)| {
            if p.snr_db > quality::SNR_ABSENT_DB {
                *span
            } else {
                0.0
            }
        })
        .collect();
    if shows_a_pulse.iter().sum::<f64>() > 0.0 {
        shows_a_pulse
    } else {
        spans
    }
}

/// The time (s) each track point stands for: from half-way to the previous window's centre to
/// half-way to the next's, the first and last reaching out to the trace's start and end (half a
/// window beyond their centres).
pub fn window_spans(track: &[TrackPoint]) -> Vec<f64> {
    let half = TRACK_WINDOW_S / 2.0;
    let n = track.len();
    let boundary = |i: usize| match i {
        0 => track[0].centre_s - half,
        i if i == n => track[n - 1].centre_s + half,
        i => (track[i - 1].centre_s + track[i].centre_s) / 2.0,
    };
    (0..n).map(|i| boundary(i + 1) - boundary(i)).collect()
}

/// `value` of the track's points averaged with the [`scan_weights`]; NaN when they add up to
/// nothing.
fn weighted_mean(track: &[TrackPoint], value: impl Fn(&TrackPoint) -> f64) -> f64 {
    let weights = scan_weights(track);
    let total: f64 = weights.iter().sum();
    if total > 0.0 {
        track
            .iter()
            .zip(&weights)
            .map(|(p, w)| w * value(p))
            .sum::<f64>()
            / total
    } else {
        f64::NAN
    }
}

/// Corners of the band-pass applied to head positions before their spectrum, Hz: the pulse
/// filter's, the lower one halved like [`quality::MOTION_BAND_HZ`].
pub const MOTION_FILTER_HZ: (f64, f64) = (PULSE_FILTER_HZ.0 / 2.0, PULSE_FILTER_HZ.1);

/// The head's motion spectrum over [`quality::MOTION_BAND_HZ`]: horizontal and vertical head
/// position (on the uniform grid) band-passed, their powers added.
pub fn head_motion_spectrum(xs: &[f64], ys: &[f64], fs: f64) -> Spectrum {
    let of = |x: &[f64]| {
        Spectrum::of(
            &band_pass(x, fs, MOTION_FILTER_HZ),
            fs,
            FUSION_NFFT,
            quality::MOTION_BAND_HZ,
        )
    };
    let mut s = of(xs);
    s.add(&of(ys));
    s
}

/// The head's motion as the landmarks measure it.
pub struct HeadMotion {
    /// How much the head moved, 0–1 ([`quality::motion_from_positions`]).
    pub amount: f64,
    /// Its spectrum ([`head_motion_spectrum`]).
    pub spectrum: Spectrum,
}

/// The head's position (x, y; [`head_position`]) per frame and on the uniform grid.
pub struct HeadTrack {
    pub frames: (Vec<f64>, Vec<f64>),
    /// `None` when the positions cannot be resampled (too few landmarks).
    pub grid: Option<(Vec<f64>, Vec<f64>)>,
}

/// The head's track through a trace's `landmarks` (resampled onto `u`'s grid).
pub fn head_track(landmarks: &[Landmarks], u: &Uniform) -> HeadTrack {
    let (xs, ys) = head_position(landmarks);
    let grid = resample_linear(&u.frame_times_s, &xs, &u.grid_s).zip(resample_linear(
        &u.frame_times_s,
        &ys,
        &u.grid_s,
    ));
    HeadTrack {
        frames: (xs, ys),
        grid,
    }
}

/// The head's motion along `head`; `None` when its landmarks are not enough to measure it.
pub fn head_motion(u: &Uniform, head: &HeadTrack, fs: f64) -> Option<HeadMotion> {
    let (xs, ys) = &head.frames;
    let amount = quality::motion_from_positions(&u.frame_times_s, xs, ys)?;
    let (gx, gy) = head.grid.as_ref()?;
    Some(HeadMotion {
        amount,
        spectrum: head_motion_spectrum(gx, gy, fs),
    })
}

/// Full analysis of a trace.
pub fn analyze(trace: &Trace, mode: Mode) -> Result<Analysis, ErrorCode> {
    trace.validate()?;
    let fs = ANALYSIS_FS_HZ;
    let u = to_uniform(trace, fs)?;
    let methods: &[Method] = match mode {
        Mode::Final => &[Method::Pos, Method::Chrom],
        Mode::Enhanced => &Method::ALL,
    };
    let regions = pulse_regions(&u);
    let cands = candidates(&regions, methods, mode == Mode::Enhanced, fs);
    let pulse = fuse(&cands);
    let voters = rate_voters(&cands);
    let pulses: Vec<&[f64]> = voters.iter().map(|c| c.pulse.as_slice()).collect();
    // Where the pulse is (background divided out) and how it stands out (background kept).
    let [windows, quality_windows] = agreement_spectrograms(
        &pulses,
        fs,
        TRACK_WINDOW_S,
        TRACK_HOP_S,
        TRACK_NFFT,
        [Background::DividedOut, Background::Kept],
    );
    let method = describe_fusion(&cands, methods, regions.rois.len());

    let landmarks = trace.landmarks.as_deref();
    let head = landmarks.map(|l| head_track(l, &u));
    let head_motion = head.as_ref().and_then(|h| head_motion(&u, h, fs));

    let HeartRateTrack {
        points: track,
        bpm: spectral,
        motion_decided,
    } = octave_checked_track(&pulse, fs, &windows, &quality_windows, head_motion.as_ref());
    let beats = correct(&detect_beats(&pulse, fs, spectral));
    let heart_rate_beats = beat_rate(&beats);
    let measured = measured_rate_bpm(&beats, heart_rate_beats, spectral);
    let heart_rate = measured.clamp(FINAL_HR_RANGE_BPM.0, FINAL_HR_RANGE_BPM.1);
    // The spec's clamp keeps the shown number in range, but a clamped number is not a measurement:
    // such a result is withheld rather than presented as fact.
    let clamped = heart_rate != measured;

    let brightness = frame_brightness(trace);
    // Without landmarks, motion is read from skin brightness, whose rhythm includes the pulse
    // itself, so that all of its motion counts.
    let (motion, motion_at_rate) = match &head_motion {
        Some(m) => (
            m.amount,
            quality::motion_at_rate(Some(&m.spectrum), spectral),
        ),
        None => (quality::motion_from_intensity(&brightness), 1.0),
    };
    let inputs = QualityInputs {
        agreement: quality::agreement(
            &track.iter().map(|p| p.peak_bpm).collect::<Vec<_>>(),
            &voters
                .iter()
                .map(|c| whole_scan_peak_bpm(&c.pulse, fs, spectral))
                .collect::<Vec<_>>(),
            heart_rate_beats,
            spectral,
        ),
        snr_db: mean(&track.iter().map(|p| p.snr_db).collect::<Vec<_>>()),
        clean_beat_share: beats.clean_share(),
        face_present_share: trace.face_present_share(),
        motion,
        motion_at_rate,
        brightness_stability: quality::brightness_stability(&brightness),
    };
    let prq = quality::prq(&inputs);
    let consistency = quality::beyond_chance(
        track.iter().filter(|p| p.peak_agrees).count() as f64 / track.len().max(1) as f64,
        quality::chance_agreement(spectral, TRACK_PEAK_AGREEMENT_BPM),
    );
    let confidence = quality::confidence(prq, heart_rate, consistency, trace.len());

    let rate_spread = rate_spread_bpm(&track);
    let uncertain = rate_spread.is_nan() || rate_spread > quality::MAX_RATE_SPREAD_BPM;
    let reliable = quality::is_reliable(prq, confidence)
        && quality::pulse_above_noise(inputs.snr_db)
        && !clamped
        && !uncertain
        && !motion_decided;
    let support = beat_support(&BeatEvidence {
        rate_reliable: reliable,
        clean_share: beats.clean_share(),
        clean_pairs: clean_pairs(&beats),
        beat_rate_bpm: heart_rate_beats,
        spectral_bpm: spectral,
        timing: region_timing_noise(&u, fs, spectral),
    });
    let mut withheld: Vec<(&'static str, String)> = Vec::new();
    let mut at_limit: Vec<(&'static str, &'static str)> = Vec::new();

    let h = hrv(&beats);
    let rmssd = match (&support, h.rmssd_ms) {
        (Ok(()), Some(v)) => Some(v),
        (Ok(()), None) => {
            withheld.push((
                "heartRateVariability",
                "Too few clean beats in this scan.".into(),
            ));
            None
        }
        (Err(reason), _) => {
            withheld.push(("heartRateVariability", reason.clone()));
            None
        }
    };
    let hrv_ms = match rmssd {
        Some(v) => {
            if let Some(wall) = limit_side(v, HRV_RANGE_MS) {
                at_limit.push(("heartRateVariability", wall));
            }
            v.clamp(HRV_RANGE_MS.0, HRV_RANGE_MS.1)
        }
        None => DEFAULT_HRV_MS,
    };
    let (sympathetic, parasympathetic) =
        autonomic::autonomic_indices(rmssd, heart_rate, rmssd.and(h.lf_nu));
    if rmssd.is_none() {
        for metric in [
            "sympatheticStress",
            "parasympatheticActivity",
            "estimatedEEG",
        ] {
            withheld.push((metric, DERIVED_FROM_HRV.into()));
        }
    }

    let pooled = pooled_rgb(&u.rois);
    let breath = breathing(
        &pooled,
        &pulse,
        &beats,
        head.as_ref()
            .and_then(|h| h.grid.as_ref())
            .map(|g| g.1.as_slice()),
        fs,
    );
    let breathing_rate = match breathing_reading(reliable, breath) {
        Ok((rate, wall)) => {
            if let Some(w) = wall {
                at_limit.push(("breathingRate", w));
            }
            rate
        }
        Err(reason) => {
            withheld.push(("breathingRate", reason.into()));
            DEFAULT_BREATHING
        }
    };
    let (red, blue): (Vec<f64>, Vec<f64>) = pooled.iter().map(|c| (c[0], c[2])).unzip();
    let peak_idx: Vec<usize> = beats
        .times_s
        .iter()
        .map(|t| (t * fs).round() as usize)
        .collect();
    let (systolic, diastolic) = blood_pressure::blood_pressure(
        heart_rate,
        blood_pressure::crest_fraction(&pulse, &peak_idx),
    );
    let rhythm_class = match &support {
        Ok(()) => rhythm::heart_rhythm(&beats, heart_rate),
        Err(reason) => {
            withheld.push(("heartRhythm", reason.clone()));
            withheld.push(("arrhythmiaRisk", reason.clone()));
            RHYTHM_NOT_ASSESSABLE
        }
    };
    let regular = support.is_ok()
        && rhythm_class != "Irregular Rhythm"
        && rhythm_class != "Insufficient data";
    let variability = rhythm::rate_variability_bpm(&beats);
    let cv = support.as_ref().ok().map(|_| rhythm::interval_cv(&beats));
    let stroke = stroke::stroke_indicators(landmarks, cv).unwrap_or_else(|reason| {
        withheld.push(("strokeRiskFactors", reason.into()));
        stroke::StrokeIndicators {
            facial_asymmetry: 0.0,
            rhythm_irregularity: 0.0,
            overall: 0.0,
            level: NOT_ASSESSED,
            factors: Vec::new(),
            measurements: Vec::new(),
        }
    });
    let parkinsons = parkinsons::parkinsons_indicators(landmarks, &u.frame_times_s, &u.grid_s, fs)
        .unwrap_or_else(|reason| {
            withheld.push(("parkinsonsIndicators", reason.into()));
            parkinsons::ParkinsonsIndicators {
                tremor: 0.0,
                rigidity: 0.0,
                bradykinesia: 0.0,
                overall: 0.0,
                level: NOT_ASSESSED,
                symptoms: Vec::new(),
                measurements: Vec::new(),
            }
        });

    let t0_ms = trace.timestamps_ms[0];
    Ok(Analysis {
        heart_rate,
        heart_rate_spectral: spectral,
        heart_rate_beats,
        systolic,
        diastolic,
        bp_category: blood_pressure::category(systolic, diastolic),
        hrv_ms,
        breathing_rate,
        breathing_prominence: breath.map_or(0.0, |b| b.prominence),
        spo2: spo2::spo2(&red, &blue, fs),
        sympathetic,
        parasympathetic,
        prq,
        confidence,
        temperature_f: temperature::temperature_proxy_f(heart_rate),
        stroke,
        parkinsons,
        ecg: EcgSection {
            rhythm: rhythm_class,
            p_wave: regular,
            qrs_quality: 100.0 * beats.clean_share(),
            t_wave: if regular { "Normal" } else { "Not assessable" },
            hrv_ms,
            arrhythmia_risk: if support.is_ok() {
                rhythm::arrhythmia_risk(rhythm_class, variability)
            } else {
                0.0
            },
            // An illustration: without beats the checks accept, it is drawn as a plain regular trace
            // rather than one without P waves, which would picture an arrhythmia nobody measured.
            waveform: ecg::render(&beats.times_s, regular || support.is_err()),
        },
        eeg: eeg::eeg(
            trace.len(),
            sympathetic,
            parasympathetic,
            heart_rate,
            variability,
        ),
        quality: inputs,
        reliable,
        withheld,
        at_limit,
        method,
        hrv: h,
        pulse_fs: fs,
        beat_times_ms: beats.times_s.iter().map(|t| t0_ms + t * 1000.0).collect(),
        pulse,
        track,
        t0_ms,
        rate_spread_bpm: rate_spread,
        note: if clamped {
            Some(OUT_OF_RANGE_NOTE)
        } else if motion_decided {
            Some(MOTION_RHYTHM_NOTE)
        } else if uncertain {
            Some(UNCERTAIN_RATE_NOTE)
        } else {
            None
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{beats_bpm, noise_trace, Lcg, Synth, PULSE_SIGNATURE};
    use crate::trace::RoiTrace;
    use std::f64::consts::PI;

    /// Amplitude of the drift test's 1 Hz component, colour units.
    const DRIFT_AMPLITUDE: f64 = 0.1;

    #[test]
    fn synthetic_ppg_heart_rate_within_one_bpm_across_45_to_180() {
        for (i, bpm) in [45.0, 52.0, 60.0, 75.0, 90.0, 110.0, 130.0, 150.0, 180.0]
            .iter()
            .enumerate()
        {
            let mut s = Synth::new(*bpm);
            s.seed = i as u64 + 1;
            s.noise = 0.15;
            let (trace, beats) = s.trace();
            let truth = beats_bpm(&beats);
            let a = analyze(&trace, Mode::Final).unwrap();
            let expected = truth.clamp(FINAL_HR_RANGE_BPM.0, FINAL_HR_RANGE_BPM.1);
            assert!(
                (a.heart_rate - expected).abs() < 1.0,
                "{bpm}: {} vs {truth} ({})",
                a.heart_rate,
                a.method
            );
            if truth >= FINAL_HR_RANGE_BPM.0 {
                assert!(
                    a.reliable,
                    "{bpm}: confidence {} prq {}",
                    a.confidence, a.prq
                );
                assert_eq!(a.note, None);
            } else {
                // Clamped to the floor: shown in range but withheld, with the reason.
                assert!(!a.reliable && a.note == Some(OUT_OF_RANGE_NOTE), "{bpm}");
            }
        }
    }

    #[test]
    fn the_scan_average_holds_the_first_and_last_window_to_the_scan_edges() {
        let point = |centre_s: f64, bpm: f64| TrackPoint {
            centre_s,
            bpm,
            snr_db: 0.0,
            peak_agrees: true,
            peak_bpm: bpm,
            spread_bpm: 0.0,
        };
        // Weights 5.5, 1, 5.5 (10 s windows, 1 s apart): not the median (60) nor the plain mean (70).
        let track = [point(5.0, 60.0), point(6.0, 60.0), point(7.0, 90.0)];
        assert!((scan_average_bpm(&track) - 73.75).abs() < 1e-12);
        // A last window closer than a hop (flush with the trace's end) stands for less time:
        // weights 5.5, 0.75, 5.25 over the trace's 11.5 s.
        let flush = [point(5.0, 60.0), point(6.0, 60.0), point(6.5, 90.0)];
        let expected = (60.0 * 5.5 + 60.0 * 0.75 + 90.0 * 5.25) / 11.5;
        assert!((scan_average_bpm(&flush) - expected).abs() < 1e-12);
        assert_eq!(scan_average_bpm(&[point(5.0, 80.0)]), 80.0);
        assert!(scan_average_bpm(&[]).is_nan());
    }

    #[test]
    fn windows_without_a_pulse_do_not_move_the_scan_average() {
        let point = |centre_s: f64, bpm: f64, snr_db: f64| TrackPoint {
            centre_s,
            bpm,
            snr_db,
            peak_agrees: true,
            peak_bpm: bpm,
            spread_bpm: 0.0,
        };
        // The pulse fades out in the last two windows and the track wanders off on noise.
        let mut track: Vec<TrackPoint> = (0..8).map(|k| point(5.0 + k as f64, 72.0, 5.0)).collect();
        track.push(point(13.0, 95.0, quality::SNR_ABSENT_DB));
        track.push(point(14.0, 110.0, quality::SNR_ABSENT_DB - 2.0));
        assert!((scan_average_bpm(&track) - 72.0).abs() < 1e-9);
        // A weak window that still shows a pulse counts by its time, as a clean one does.
        let weaker = [
            point(5.0, 60.0, 6.0),
            point(6.0, 90.0, quality::SNR_ABSENT_DB + 0.5),
        ];
        assert!((scan_average_bpm(&weaker) - 75.0).abs() < 1e-9);
        // No window shows a pulse: the plain time average.
        let none = [point(5.0, 60.0, -9.0), point(6.0, 90.0, -9.0)];
        assert!((scan_average_bpm(&none) - 75.0).abs() < 1e-9);
    }

    /// The final analysis's rate of `s`'s trace, and the rate of its true beats.
    fn final_rate_against_beats(s: &Synth) -> (f64, f64) {
        let (trace, beats) = s.trace();
        let a = analyze(&trace, Mode::Final).unwrap();
        (a.heart_rate, beats_bpm(&beats))
    }

    /// A rate that wanders unevenly (±6 bpm over the scan, as real rates do) reads as the mean
    /// over its beats, the reference's definition, not where the rate dwells longest.
    #[test]
    fn a_wandering_rate_reads_as_the_mean_over_its_beats() {
        for (bpm, seed) in [(75.0, 3), (95.0, 4), (120.0, 5)] {
            let mut s = Synth::new(bpm);
            s.seed = seed;
            s.noise = 0.15;
            s.wander_beats = 0.8;
            let (read, truth) = final_rate_against_beats(&s);
            assert!((read - truth).abs() < 1.0, "{bpm}: {read} vs {truth}");
        }
    }

    /// Complete beats give the rate as the reference defines it, over their whole span: on a
    /// wandering, breathing pulse the beats' rate is nearer the truth than the count's. Where a
    /// beat is missed or added between the ends (the 66 bpm pulse, seed 4: its beat rate 0.7 bpm
    /// off), the count stands although a beat rate exists.
    #[test]
    fn complete_beats_read_the_rate_over_the_whole_scan() {
        let (mut read_error, mut count_error, mut count_kept) = (0.0, 0.0, 0);
        for bpm in [66.0, 90.0, 120.0] {
            for seed in 1..6 {
                let mut s = Synth::new(bpm);
                s.seed = seed;
                s.noise = 0.15;
                s.wander_beats = 0.8;
                let (trace, beats) = s.trace();
                let truth = beats_bpm(&beats);
                let a = analyze(&trace, Mode::Final).unwrap();
                match a.heart_rate_beats {
                    Some(_) if a.heart_rate == a.heart_rate_spectral => count_kept += 1,
                    Some(beats) => assert_eq!(a.heart_rate, beats),
                    None => assert_eq!(a.heart_rate, a.heart_rate_spectral),
                }
                read_error += (a.heart_rate - truth).abs();
                count_error += (a.heart_rate_spectral - truth).abs();
            }
        }
        assert!(
            read_error < 0.6 * count_error,
            "{read_error} vs {count_error}"
        );
        assert!(count_kept >= 1);
    }

    /// The count of the pulse's cycles refines the rate within the track's own spread and is set
    /// aside beyond it: where the pulse is lost in noise it can slip cycles.
    #[test]
    fn the_cycle_count_refines_the_rate_only_within_its_spread() {
        let fs = ANALYSIS_FS_HZ;
        let pulse: Vec<f64> = (0..(35.0 * fs) as usize)
            .map(|k| (2.0 * PI * 1.2 * k as f64 / fs).sin())
            .collect();
        let track = |spread_bpm: f64| -> Vec<TrackPoint> {
            (5..31)
                .map(|c| TrackPoint {
                    centre_s: c as f64,
                    bpm: 75.0,
                    snr_db: 10.0,
                    peak_agrees: true,
                    peak_bpm: 75.0,
                    spread_bpm,
                })
                .collect()
        };
        let counted = counted_scan_rate_bpm(&pulse, fs, &track(1.0));
        assert!((counted - 72.0).abs() < 0.05, "{counted}");
        assert_eq!(scan_rate_bpm(&pulse, fs, &track(3.5)), counted);
        assert_eq!(scan_rate_bpm(&pulse, fs, &track(2.5)), 75.0);
    }

    /// A rate that changes by more than a sixth within the scan (breathing and posture move real
    /// rates that far: subject 3's between about 80 and 109 bpm) is followed over its whole range,
    /// not clipped where a narrow band around the scan's dominant rate would end.
    #[test]
    fn a_rate_that_moves_far_from_where_it_dwells_is_followed() {
        for (bpm, step, seed) in [(66.0, 24.0, 6), (80.0, 28.0, 7), (100.0, -24.0, 8)] {
            let mut s = Synth::new(bpm);
            s.seed = seed;
            s.noise = 0.15;
            s.step_bpm = step;
            s.step_at_s = 23.0;
            let (read, truth) = final_rate_against_beats(&s);
            assert!(
                (read - truth).abs() < 1.5,
                "{bpm} → {}: {read} vs {truth}",
                bpm + step
            );
        }
    }

    /// A pulse under a chromatic random walk (power ∝ 1/f², the slope of compressed video's noise),
    /// the same in every region, with the pulse's amplitude ∝ 1/f so that it stands out of the
    /// noise near it equally at every rate. Analysed at `bpm`: (reading, truth, confidence, shown).
    fn under_random_walk(
        bpm: f64,
        amplitude_at_126: f64,
        step: f64,
        seed: u64,
    ) -> (f64, f64, f64, bool) {
        let mut s = Synth::new(bpm);
        s.seed = seed;
        s.noise = 0.15;
        s.pulse_amplitude = amplitude_at_126 * 126.0 / bpm;
        let (mut trace, beats) = s.trace();
        let mut rng = Lcg::new(seed + 10);
        let mut walk = [0.0; 3];
        for i in 0..trace.len() {
            for w in walk.iter_mut() {
                *w += step * rng.gaussian();
            }
            for roi in &mut trace.rois {
                for (c, w) in roi.rgb[i].iter_mut().zip(&walk) {
                    *c += w;
                }
            }
        }
        let a = analyze(&trace, Mode::Final).unwrap();
        (a.heart_rate, beats_bpm(&beats), a.confidence, a.reliable)
    }

    /// Quality looks for the pulse's peaks in the octave around its rate, not across the band,
    /// where a fast pulse competes with 1/f noise two octaves below it and a slow one does not: the
    /// same pulse-to-noise ratio at 66 and at 126 bpm grades 0.86 and 0.76 (with the peaks sought
    /// across the band: 0.87 and 0.55).
    #[test]
    fn quality_falls_little_with_the_heart_rate_under_falling_noise() {
        let mean_confidence = |bpm: f64| {
            [1, 2]
                .iter()
                .map(|seed| under_random_walk(bpm, 0.004, 0.05, *seed).2)
                .sum::<f64>()
                / 2.0
        };
        let (slow, fast) = (mean_confidence(66.0), mean_confidence(126.0));
        assert!(
            slow - fast < 0.15 && fast > quality::RELIABLE_MIN_CONFIDENCE,
            "66 bpm: {slow}, 126 bpm: {fast}"
        );
    }

    /// Two pulses as strong as each other, 18 bpm apart, in every window: the tracker cannot tell
    /// which is the rate, reads between them with a wide spread, and the result is withheld with a
    /// note saying why. Either pulse alone is shown.
    #[test]
    fn a_rate_that_cannot_be_pinned_down_is_withheld() {
        let (a, _) = Synth::new(100.0).trace();
        let mut other = Synth::new(118.0);
        other.seed = 9;
        let (b, _) = other.trace();
        // The second pulse's colour changes about its own mean, added to the first trace.
        let mut both = a.clone();
        for (roi, extra) in both.rois.iter_mut().zip(&b.rois) {
            let level: Vec<f64> = (0..3)
                .map(|k| mean(&extra.rgb.iter().map(|c| c[k]).collect::<Vec<_>>()))
                .collect();
            for (c, e) in roi.rgb.iter_mut().zip(&extra.rgb) {
                for k in 0..3 {
                    c[k] += e[k] - level[k];
                }
            }
        }
        let r = analyze(&both, Mode::Final).unwrap();
        assert!(
            r.heart_rate > 103.0 && r.heart_rate < 115.0,
            "{}",
            r.heart_rate
        );
        assert!(
            r.rate_spread_bpm > quality::MAX_RATE_SPREAD_BPM,
            "{}",
            r.rate_spread_bpm
        );
        assert!(!r.reliable);
        assert_eq!(r.note, Some(UNCERTAIN_RATE_NOTE));
        for single in [a, b] {
            let r = analyze(&single, Mode::Final).unwrap();
            assert!(
                r.reliable && r.rate_spread_bpm < quality::MAX_RATE_SPREAD_BPM,
                "{}",
                r.rate_spread_bpm
            );
        }
    }

    /// Under heavier falling noise the reading drifts off the pulse. A wrong reading inside the
    /// reported range grades under the gate (with agreement counted as raw shares, a 66 bpm pulse
    /// read at 57 and 61 was shown at 0.72); noise read at the range's floor is withheld as clamped.
    /// The cleanest case is shown at both rates.
    #[test]
    fn readings_lost_in_falling_noise_are_withheld() {
        for amplitude in [0.004, 0.003, 0.002] {
            for step in [0.05, 0.1] {
                for seed in [1, 2] {
                    for bpm in [66.0, 126.0] {
                        let (read, truth, confidence, shown) =
                            under_random_walk(bpm, amplitude, step, seed);
                        let at_floor = read <= FINAL_HR_RANGE_BPM.0;
                        assert!(
                            (read - truth).abs() <= 5.0
                                || (!shown
                                    && (at_floor || confidence < quality::RELIABLE_MIN_CONFIDENCE)),
                            "{bpm} bpm, amplitude {amplitude}, step {step}, seed {seed}: \
                             {read} vs {truth} at {confidence}, shown {shown}"
                        );
                    }
                }
            }
        }
        for bpm in [66.0, 126.0] {
            assert!(
                under_random_walk(bpm, 0.004, 0.05, 1).3,
                "{bpm} bpm not shown"
            );
        }
    }

    /// A fast pulse under chromatic drift with a 1/f² background (as compressed real video shows)
    /// whose raw spectrum peaks at the band's floor: the rate is read above the background.
    #[test]
    fn a_fast_pulse_over_a_falling_noise_background_is_not_read_at_the_floor() {
        let mut s = Synth::new(126.0);
        s.noise = 0.15;
        let (mut trace, beats) = s.trace();
        // Per colour channel, sinusoids every 0.05 Hz across the pulse filter's band with amplitude
        // ∝ 1/f (power ∝ 1/f²) and independent random phases, in every region alike: a drift no
        // single projection cancels.
        let mut rng = Lcg::new(5);
        let channels: Vec<Vec<(f64, f64)>> = (0..3)
            .map(|_| {
                (10..=80)
                    .map(|k| (k as f64 * 0.05, 2.0 * PI * rng.uniform()))
                    .collect()
            })
            .collect();
        for i in 0..trace.len() {
            let t = trace.timestamps_ms[i] / 1000.0;
            let drift: Vec<f64> = channels
                .iter()
                .map(|components| {
                    components
                        .iter()
                        .map(|(f, phase)| DRIFT_AMPLITUDE / f * (2.0 * PI * f * t + phase).sin())
                        .sum()
                })
                .collect();
            for roi in &mut trace.rois {
                for (c, d) in roi.rgb[i].iter_mut().zip(&drift) {
                    *c += d;
                }
            }
        }
        let u = to_uniform(&trace, ANALYSIS_FS_HZ).unwrap();
        let raw = fuse(&candidates(
            &u,
            &[Method::Pos, Method::Chrom],
            false,
            ANALYSIS_FS_HZ,
        ));
        let raw_peak = crate::spectrum::Spectrum::of(&raw, ANALYSIS_FS_HZ, 2048, PULSE_BAND_HZ)
            .peak()
            .unwrap()
            .freq_hz;
        assert!(raw_peak * 60.0 < 70.0, "raw peak {}", raw_peak * 60.0);
        let truth = beats_bpm(&beats);
        // The server's re-analysis adds the green channel, which keeps the drift: it joins the
        // waveform but does not vote on the rate.
        // The pulse barely rises above the noise in any window (self-SNR about 0 dB): the reading
        // is held to the bar a shown rate is held to, and it is withheld.
        for mode in [Mode::Final, Mode::Enhanced] {
            let a = analyze(&trace, mode).unwrap();
            assert!(!a.reliable, "{mode:?}: shown at {}", a.confidence);
            assert!(
                (a.heart_rate - truth).abs() < quality::SHOWN_RATE_BAR_BPM,
                "{mode:?}: {} vs {truth}",
                a.heart_rate
            );
        }
    }

    #[test]
    fn the_green_channel_joins_the_waveform_but_does_not_vote_on_the_rate() {
        let (trace, _) = Synth::new(72.0).trace();
        let u = to_uniform(&trace, ANALYSIS_FS_HZ).unwrap();
        let cands = candidates(&u, &Method::ALL, true, ANALYSIS_FS_HZ);
        let voters: Vec<&str> = rate_voters(&cands)
            .iter()
            .map(|c| c.label.as_str())
            .collect();
        assert_eq!(cands.len(), 12);
        assert_eq!(voters.len(), 8);
        assert!(voters
            .iter()
            .all(|l| l.starts_with("pos/") || l.starts_with("chrom/")));
        assert!(analyze(&trace, Mode::Enhanced)
            .unwrap()
            .method
            .contains("green"));
    }

    #[test]
    fn breathing_and_hrv_are_found_in_a_clean_trace() {
        let mut s = Synth::new(72.0);
        s.breaths_per_min = 15.0;
        s.noise = 0.02;
        let a = analyze(&s.trace().0, Mode::Enhanced).unwrap();
        assert!(
            (a.breathing_rate - 15.0).abs() < 1.5,
            "breathing {}",
            a.breathing_rate
        );
        assert!(a.hrv.rmssd_ms.is_some() && a.quality.clean_beat_share > 0.9);
        assert_eq!(a.ecg.rhythm, "Normal Sinus Rhythm", "{:?}", a.withheld);
        assert!(a.withheld.iter().all(|(m, _)| !m.contains("Variability")));
    }

    /// RMSSD (ms) of true beat times (ms).
    fn true_rmssd(beats_ms: &[f64]) -> f64 {
        let ibi: Vec<f64> = beats_ms.windows(2).map(|w| w[1] - w[0]).collect();
        let d: Vec<f64> = ibi.windows(2).map(|w| w[1] - w[0]).collect();
        (d.iter().map(|x| x * x).sum::<f64>() / d.len() as f64).sqrt()
    }

    #[test]
    fn hrv_is_shown_only_when_the_beats_are_timed_well_enough() {
        let withheld_hrv = |a: &Analysis| {
            a.withheld
                .iter()
                .find(|(m, _)| *m == "heartRateVariability")
                .map(|(_, r)| r.clone())
        };
        for (noise, shown) in [
            (0.0, true),
            (0.02, true),
            (0.05, false),
            (0.1, false),
            (0.3, false),
        ] {
            let mut s = Synth::new(72.0);
            s.noise = noise;
            let (trace, beats) = s.trace();
            let a = analyze(&trace, Mode::Final).unwrap();
            let truth = true_rmssd(&beats);
            match withheld_hrv(&a) {
                None => {
                    assert!(shown, "noise {noise}: shown");
                    assert!(
                        (a.hrv_ms - truth).abs() <= 10.0,
                        "noise {noise}: {} vs {truth}",
                        a.hrv_ms
                    );
                }
                Some(reason) => {
                    assert!(!shown, "noise {noise}: withheld ({reason})");
                    assert_eq!(a.hrv_ms, DEFAULT_HRV_MS);
                    // Everything computed from HRV goes with it.
                    for m in [
                        "sympatheticStress",
                        "parasympatheticActivity",
                        "estimatedEEG",
                        "heartRhythm",
                    ] {
                        assert!(
                            a.withheld.iter().any(|(w, _)| *w == m),
                            "noise {noise}: {m}"
                        );
                    }
                    assert_eq!(a.ecg.rhythm, RHYTHM_NOT_ASSESSABLE);
                }
            }
        }
    }

    #[test]
    fn breathing_is_read_only_from_a_clear_peak_inside_the_range() {
        let peak = |rate_bpm, prominence| {
            Some(Breathing {
                rate_bpm,
                prominence,
                sources: 2,
            })
        };
        assert_eq!(breathing_reading(true, peak(15.0, 0.5)), Ok((15.0, None)));
        assert_eq!(
            breathing_reading(true, peak(30.0, 0.5)),
            Ok((25.0, Some("max")))
        );
        assert_eq!(
            breathing_reading(true, peak(6.0, 0.5)),
            Err(BREATHING_BELOW_RANGE)
        );
        assert_eq!(
            breathing_reading(true, peak(15.0, 0.1)),
            Err(BREATHING_NOT_CLEAR)
        );
        assert_eq!(breathing_reading(true, None), Err(BREATHING_NOT_CLEAR));
        assert_eq!(
            breathing_reading(false, peak(15.0, 0.5)),
            Err(BREATHING_WEAK_PULSE)
        );
    }

    #[test]
    fn clamp_walls_are_bounds_not_readings() {
        assert_eq!(limit_side(85.0, HRV_RANGE_MS), Some("max"));
        assert_eq!(limit_side(9.0, HRV_RANGE_MS), Some("min"));
        assert_eq!(limit_side(80.0, HRV_RANGE_MS), None);
    }

    #[test]
    fn an_unreliable_scan_withholds_breathing_and_the_risk_prompts_without_keypoints() {
        let a = analyze(&noise_trace(35.0, 3), Mode::Final).unwrap();
        let reason = |m: &str| {
            a.withheld
                .iter()
                .find(|(w, _)| *w == m)
                .map(|(_, r)| r.as_str())
        };
        assert!(!a.reliable);
        assert_eq!(reason("breathingRate"), Some(BREATHING_WEAK_PULSE));
        assert_eq!(a.breathing_rate, DEFAULT_BREATHING);
        assert_eq!(
            (a.stroke.level, a.parkinsons.level),
            (NOT_ASSESSED, NOT_ASSESSED)
        );
        assert!(reason("strokeRiskFactors").is_some() && reason("parkinsonsIndicators").is_some());
        let json = a.to_json().to_text();
        assert!(
            json.contains("\"withheld\":{\"heartRateVariability\":")
                && json.contains("\"atLimit\":{}")
        );
    }

    #[test]
    fn noise_only_gives_low_confidence() {
        for seed in 1..6 {
            let a = analyze(&noise_trace(35.0, seed), Mode::Final).unwrap();
            assert!(
                a.confidence < 0.6 && !a.reliable,
                "seed {seed}: confidence {} prq {}",
                a.confidence,
                a.prq
            );
        }
    }

    #[test]
    fn same_input_gives_bit_identical_output() {
        let (trace, _) = Synth::new(80.0).trace();
        for mode in [Mode::Final, Mode::Enhanced] {
            assert_eq!(
                analyze(&trace, mode).unwrap().to_json().to_text(),
                analyze(&trace, mode).unwrap().to_json().to_text()
            );
        }
    }

    #[test]
    fn random_inputs_give_a_result_or_a_typed_error_never_a_panic() {
        let mut rng = Lcg::new(42);
        for _ in 0..120 {
            let n = rng.range(0, 400);
            let mut t = Vec::with_capacity(n);
            let mut now = rng.uniform() * 1e6;
            for _ in 0..n {
                now += match rng.range(0, 10) {
                    0 => rng.uniform() * 3000.0,
                    1 => -rng.uniform() * 10.0,
                    _ => 20.0 + rng.uniform() * 30.0,
                };
                t.push(now);
            }
            let rois = (0..rng.range(1, 4))
                .map(|k| RoiTrace {
                    name: RoiName::from_code(k as u8).unwrap_or(RoiName::Face),
                    rgb: (0..n)
                        .map(|_| match rng.range(0, 30) {
                            0 => [f64::NAN; 3],
                            1 => [f64::INFINITY, 1.0, 1.0],
                            2 => [0.0; 3],
                            _ => [
                                150.0 + rng.gaussian(),
                                110.0 + rng.gaussian(),
                                90.0 + rng.gaussian(),
                            ],
                        })
                        .collect(),
                })
                .collect();
            let landmarks = if rng.range(0, 2) == 0 {
                Some((0..n).map(|_| [rng.uniform(); 12]).collect())
            } else {
                None
            };
            let face = if rng.range(0, 2) == 0 {
                Some((0..n).map(|_| rng.range(0, 2) as f64).collect())
            } else {
                None
            };
            let trace = Trace {
                timestamps_ms: t,
                rois,
                face_present: face,
                landmarks,
            };
            for mode in [Mode::Final, Mode::Enhanced] {
                if let Ok(a) = analyze(&trace, mode) {
                    assert!(a.heart_rate.is_finite() && (0.0..=1.0).contains(&a.confidence));
                    assert!(a.to_json().to_text().len() > 100);
                }
            }
        }
    }

    #[test]
    fn head_motion_lowers_quality_only_at_the_pulse_rate() {
        let (still, _) = Synth::new(72.0).trace();
        // The head sways by ±0.2 eye distances: about a whole eye distance per second, full motion.
        let swaying = |hz: f64| {
            let mut t = still.clone();
            t.landmarks = Some(
                t.timestamps_ms
                    .iter()
                    .map(|ms| {
                        let dx = 0.2 * 0.1 * (2.0 * PI * hz * ms / 1000.0).sin();
                        crate::face_geometry::tests::face(0.5 + dx, 0.4, 0.1, 0.0)
                    })
                    .collect(),
            );
            analyze(&t, Mode::Final).unwrap()
        };
        let base = analyze(&still, Mode::Final).unwrap();
        // Swaying at 54 /min under a 72 bpm pulse: strong motion, but not what was read.
        let away = swaying(0.9);
        assert!(away.quality.motion > 0.9 && away.quality.motion_at_rate < 0.1);
        assert!((away.heart_rate - base.heart_rate).abs() < 0.5 && away.reliable);
        assert!(away.prq > 0.9 * base.prq, "{} vs {}", away.prq, base.prq);
        // Nodding at the pulse's own rate, or at half of it (shading changes twice per sway): the
        // colour rhythm there may be the nod's, so the nod decides what is read, and that is withheld.
        for nod_hz in [1.2, 0.6] {
            let nodding = swaying(nod_hz);
            assert!(nodding.quality.motion > 0.9);
            assert!(
                !nodding.reliable && nodding.note == Some(MOTION_RHYTHM_NOTE),
                "{nod_hz} Hz: {:?}",
                nodding.note
            );
        }
        // Too few landmarks to measure motion: brightness measures it, and all of it counts.
        let mut sparse = still.clone();
        sparse.landmarks = Some(
            (0..sparse.len())
                .map(|i| {
                    if i % 200 == 0 {
                        crate::face_geometry::tests::face(0.5, 0.4, 0.1, 0.0)
                    } else {
                        [f64::NAN; crate::trace::LANDMARK_VALUES]
                    }
                })
                .collect(),
        );
        assert_eq!(
            analyze(&sparse, Mode::Final)
                .unwrap()
                .quality
                .motion_at_rate,
            1.0
        );
    }

    #[test]
    fn a_colour_rhythm_of_the_head_sway_does_not_anchor_the_rate() {
        // A 120 bpm pulse, and a head swaying at 27 /min whose shading changes the skin's colour
        // twice per sway, at 54 /min, in the pulse's own colour direction (so no colour projection
        // can tell them apart) and twice as strongly (a real scan read 56 against 127 so).
        let mut synth = Synth::new(120.0);
        synth.noise = 0.1;
        let (mut shaded, beats) = synth.trace();
        let sway_hz = 0.45;
        for roi in &mut shaded.rois {
            for (c, ms) in roi.rgb.iter_mut().zip(&shaded.timestamps_ms) {
                let shade = (2.0 * PI * 2.0 * sway_hz * ms / 1000.0).sin();
                for (v, w) in c.iter_mut().zip(PULSE_SIGNATURE) {
                    *v *= 1.0 - 2.0 * synth.pulse_amplitude * w * shade;
                }
            }
        }
        let without_landmarks = analyze(&shaded, Mode::Final).unwrap();
        assert!(
            (without_landmarks.heart_rate - 2.0 * sway_hz * 60.0).abs() < 2.0,
            "the shading outweighs the pulse: {}",
            without_landmarks.heart_rate
        );
        shaded.landmarks = Some(
            shaded
                .timestamps_ms
                .iter()
                .map(|ms| {
                    let dx = 0.2 * 0.1 * (2.0 * PI * sway_hz * ms / 1000.0).sin();
                    crate::face_geometry::tests::face(0.5 + dx, 0.4, 0.1, 0.0)
                })
                .collect(),
        );
        let with_landmarks = analyze(&shaded, Mode::Final).unwrap();
        let truth = beats_bpm(&beats);
        assert!(
            (with_landmarks.heart_rate - truth).abs() < 2.0,
            "{} against {truth}",
            with_landmarks.heart_rate
        );
    }

    #[test]
    fn the_pulse_is_read_from_the_face_outline_when_there_is_one() {
        let (trace, _) = Synth::new(72.0).trace();
        let boxes = to_uniform(&trace, ANALYSIS_FS_HZ).unwrap();
        assert_eq!(pulse_regions(&boxes), boxes);
        let mut with_face = boxes.clone();
        let face = boxes.rois[0].1.clone();
        with_face.rois.push((RoiName::Face, face.clone()));
        let regions = pulse_regions(&with_face);
        assert_eq!(regions.rois, vec![(RoiName::Face, face)]);
        assert_eq!(regions.grid_s, boxes.grid_s);
    }

    #[test]
    fn constant_and_short_traces_are_typed_errors() {
        let (mut trace, _) = Synth::new(70.0).trace();
        for r in trace.rois.iter_mut() {
            for c in r.rgb.iter_mut() {
                *c = [100.0, 80.0, 60.0];
            }
        }
        assert_eq!(analyze(&trace, Mode::Final), Err(ErrorCode::Constant));
        let mut s = Synth::new(70.0);
        s.seconds = 0.9;
        assert_eq!(analyze(&s.trace().0, Mode::Final), Err(ErrorCode::TooShort));
    }
}
