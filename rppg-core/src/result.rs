//! The analysis result and its JSON form: every field of the product's measurement result (ADR-18,
//! its names) plus quality details, HRV, the fused pulse and the beat times. Grades and `source`
//! are added by the TS wrapper from `ts/vitals/evidence.ts`, the single source of grades.

use crate::estimates::ecg;
use crate::estimates::eeg::Eeg;
use crate::estimates::parkinsons::ParkinsonsIndicators;
use crate::estimates::stroke::StrokeIndicators;
use crate::estimates::{Measurement, RiskFinding};
use crate::hrv::Hrv;
use crate::json::Json;
use crate::quality::QualityInputs;
use crate::rate::decision::RateReading;
use crate::rate::track::TrackPoint;
use crate::reason::Reason;

/// The ECG-shaped section (rhythm from beats; waveform illustrative).
#[derive(Debug, Clone, PartialEq)]
pub struct EcgSection {
    pub rhythm: &'static str,
    pub p_wave: bool,
    pub qrs_quality: f64,
    pub t_wave: &'static str,
    pub hrv_ms: f64,
    pub arrhythmia_risk: f64,
    /// The beats the illustrative waveform is drawn at, s.
    pub beat_times_s: Vec<f64>,
    /// Whether it is drawn with P waves (a regular rhythm, or none assessed).
    pub drawn_regular: bool,
}

impl EcgSection {
    /// The illustrative ECG-shaped waveform ([`ecg::render`]), drawn only when the result is written
    /// with its drawings.
    pub fn waveform(&self) -> Vec<f64> {
        ecg::render(&self.beat_times_s, self.drawn_regular)
    }
}

/// Whether a result is written with its drawings: the fused pulse's samples, the ECG-shaped waveform
/// and the EEG-style signal. The app draws and keeps them; the API returns none of them, so its
/// re-analysis leaves them out rather than render and write thousands of numbers it then drops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawings {
    Included,
    LeftOut,
}

/// A full analysis.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    pub heart_rate: f64,
    /// The posterior mean of the scan's rate, bpm, before the product's clamp (the stated range's
    /// centre; `heart_rate` is the posterior's peak where the range is too wide to state).
    pub heart_rate_spectral: f64,
    pub heart_rate_beats: Option<f64>,
    pub systolic: f64,
    pub diastolic: f64,
    pub bp_category: &'static str,
    pub hrv_ms: f64,
    pub breathing_rate: f64,
    pub breathing_prominence: f64,
    pub spo2: f64,
    pub sympathetic: f64,
    pub parasympathetic: f64,
    pub prq: f64,
    pub confidence: f64,
    pub temperature_f: f64,
    pub stroke: StrokeIndicators,
    pub parkinsons: ParkinsonsIndicators,
    pub ecg: EcgSection,
    pub eeg: Eeg,
    pub quality: QualityInputs,
    pub reliable: bool,
    /// Metrics (their graded names) this scan could not measure, each with the plain reason; their
    /// fields carry the product's default so the result keeps its shape (ADR-5).
    pub withheld: Vec<(&'static str, Reason)>,
    /// Metrics clamped to the product's range: "min" or "max" — the value is a bound, not a
    /// reading.
    pub at_limit: Vec<(&'static str, &'static str)>,
    pub method: String,
    pub hrv: Hrv,
    pub pulse_fs: f64,
    pub pulse: Vec<f64>,
    pub beat_times_ms: Vec<f64>,
    pub track: Vec<TrackPoint>,
    /// How uncertain the rate is: the posterior standard deviation of the scan's mean rate, bpm
    /// (before calibration: the stated range is [`crate::rate::decision::rate_range`]).
    pub rate_spread_bpm: f64,
    /// Timestamp (ms) of the trace's first frame, to place track times on the caller's clock.
    pub t0_ms: f64,
    /// How exactly the heart rate was read: exact, a range, or withheld, and why.
    pub rate: RateReading,
}

/// A risk prompt's findings as their codes, for the TS layer to word.
fn finding_codes(items: &[RiskFinding]) -> Json {
    Json::Arr(items.iter().map(|f| Json::str(f.code())).collect())
}

/// A risk prompt's measurements as `[{code, value, healthyMax, margin, fullScale}]`, for the TS layer to word.
fn measurements(items: &[Measurement]) -> Json {
    Json::Arr(
        items
            .iter()
            .map(|m| {
                Json::Obj(vec![
                    ("code", Json::str(m.code)),
                    ("value", Json::round(m.value, 4)),
                    ("healthyMax", Json::round(m.healthy_max, 4)),
                    ("margin", Json::round(m.margin, 4)),
                    ("fullScale", Json::round(m.full_scale, 4)),
                ])
            })
            .collect(),
    )
}

impl Analysis {
    /// The JSON object the TS wrapper parses into `AnalysisResult`, with its drawings.
    pub fn to_json(&self) -> Json {
        self.to_json_with(Drawings::Included)
    }

    /// The same object; with [`Drawings::LeftOut`] the drawings' arrays are empty.
    pub fn to_json_with(&self, drawings: Drawings) -> Json {
        let drawn = |values: &dyn Fn() -> Json| match drawings {
            Drawings::Included => values(),
            Drawings::LeftOut => Json::Arr(Vec::new()),
        };
        let mut fields = vec![
            ("systolic", Json::round(self.systolic, 0)),
            ("diastolic", Json::round(self.diastolic, 0)),
            ("bloodPressureCategory", Json::str(self.bp_category)),
            ("heartRate", Json::round(self.heart_rate, 1)),
            ("heartRateVariability", Json::round(self.hrv_ms, 1)),
            ("breathingRate", Json::round(self.breathing_rate, 1)),
            ("oxygenSaturation", Json::round(self.spo2, 1)),
            ("sympatheticStress", Json::round(self.sympathetic, 1)),
            (
                "parasympatheticActivity",
                Json::round(self.parasympathetic, 1),
            ),
            ("prq", Json::round(self.prq, 1)),
            ("confidence", Json::round(self.confidence, 3)),
            ("estimatedTemperature", Json::round(self.temperature_f, 1)),
            ("strokeRiskFactors", stroke_json(&self.stroke)),
            ("parkinsonsIndicators", parkinsons_json(&self.parkinsons)),
            (
                "estimatedECG",
                ecg_json(&self.ecg, drawn(&|| Json::nums(&self.ecg.waveform(), 3))),
            ),
            (
                "estimatedEEG",
                eeg_json(&self.eeg, drawn(&|| Json::nums(&self.eeg.signal, 3))),
            ),
            ("quality", quality_json(&self.quality)),
            ("reliable", Json::Bool(self.reliable)),
            (
                "withheld",
                Json::Obj(
                    self.withheld
                        .iter()
                        .map(|(metric, reason)| (*metric, Json::str(reason.code())))
                        .collect(),
                ),
            ),
            (
                "atLimit",
                Json::Obj(
                    self.at_limit
                        .iter()
                        .map(|(metric, wall)| (*metric, Json::str(wall)))
                        .collect(),
                ),
            ),
            ("method", Json::str(&self.method)),
            ("hrv", hrv_json(&self.hrv)),
            (
                "pulse",
                Json::Obj(vec![
                    ("sampleRate", Json::Num(self.pulse_fs)),
                    ("samples", drawn(&|| Json::nums(&self.pulse, 3))),
                ]),
            ),
            ("beatTimesMs", Json::nums(&self.beat_times_ms, 1)),
            (
                "heartRateSpectral",
                Json::round(self.heart_rate_spectral, 2),
            ),
            ("heartRateBeats", Json::opt(self.heart_rate_beats, 2)),
            ("heartRateSpreadBpm", Json::round(self.rate_spread_bpm, 2)),
            (
                "breathingProminence",
                Json::round(self.breathing_prominence, 3),
            ),
            ("heartRateTrack", track_json(&self.track, self.t0_ms)),
            ("heartRateOutcome", Json::str(self.rate.outcome.code())),
            ("heartRateRange", range_json(self.rate.range)),
        ];
        if let Some(reason) = self.rate.reason {
            fields.push(("heartRateReason", Json::str(reason.code())));
        }
        Json::Obj(fields)
    }
}

fn stroke_json(s: &StrokeIndicators) -> Json {
    Json::Obj(vec![
        ("facialAsymmetry", Json::round(s.facial_asymmetry, 1)),
        (
            "heartRhythmIrregularity",
            Json::round(s.rhythm_irregularity, 1),
        ),
        ("overallRiskScore", Json::round(s.overall, 1)),
        ("riskLevel", Json::str(s.level)),
        ("riskFactors", finding_codes(&s.factors)),
        ("measurements", measurements(&s.measurements)),
    ])
}

fn parkinsons_json(p: &ParkinsonsIndicators) -> Json {
    Json::Obj(vec![
        ("tremorDetection", Json::round(p.tremor, 1)),
        ("rigidityIndicators", Json::opt(p.rigidity, 1)),
        ("bradykinesiaScore", Json::round(p.bradykinesia, 1)),
        ("overallRiskScore", Json::round(p.overall, 1)),
        ("riskLevel", Json::str(p.level)),
        ("detectedSymptoms", finding_codes(&p.symptoms)),
        ("measurements", measurements(&p.measurements)),
    ])
}

fn ecg_json(e: &EcgSection, waveform: Json) -> Json {
    Json::Obj(vec![
        ("heartRhythm", Json::str(e.rhythm)),
        ("pWaveDetected", Json::Bool(e.p_wave)),
        ("qrsComplexQuality", Json::round(e.qrs_quality, 1)),
        ("tWavePattern", Json::str(e.t_wave)),
        ("heartRateVariability", Json::round(e.hrv_ms, 1)),
        ("arrhythmiaRisk", Json::round(e.arrhythmia_risk, 1)),
        ("estimatedWaveform", waveform),
    ])
}

fn eeg_json(g: &Eeg, signal: Json) -> Json {
    Json::Obj(vec![
        (
            "brainwaveActivity",
            Json::Obj(vec![
                ("alpha", Json::round(g.alpha, 1)),
                ("beta", Json::round(g.beta, 1)),
                ("theta", Json::round(g.theta, 1)),
                ("delta", Json::round(g.delta, 1)),
            ]),
        ),
        ("mentalState", Json::str(g.mental_state)),
        ("stressLevel", Json::round(g.stress_level, 1)),
        ("attentionIndex", Json::round(g.attention_index, 1)),
        ("relaxationIndex", Json::round(g.relaxation_index, 1)),
        ("estimatedSignal", signal),
    ])
}

fn quality_json(q: &QualityInputs) -> Json {
    Json::Obj(vec![
        ("snrDb", Json::round(q.snr_db, 2)),
        ("facePresentShare", Json::round(q.face_present_share, 3)),
        ("motion", Json::round(q.motion, 3)),
        ("motionAtRate", Json::round(q.motion_at_rate, 3)),
        (
            "brightnessStability",
            Json::round(q.brightness_stability, 3),
        ),
        ("cleanBeatShare", Json::round(q.clean_beat_share, 3)),
        ("agreement", Json::round(q.agreement, 3)),
    ])
}

fn hrv_json(h: &Hrv) -> Json {
    Json::Obj(vec![
        ("rmssdMs", Json::round(h.rmssd_ms.unwrap_or(0.0), 1)),
        ("sdnnMs", Json::round(h.sdnn_ms.unwrap_or(0.0), 1)),
        ("pnn50", Json::round(h.pnn50.unwrap_or(0.0), 3)),
        ("lfHf", Json::opt(h.lf_hf, 3)),
        ("beats", Json::Num(h.beats as f64)),
    ])
}

/// The rate track's points as parallel arrays, their times on the caller's clock (`t0_ms` on).
fn track_json(track: &[TrackPoint], t0_ms: f64) -> Json {
    let column = |value: &dyn Fn(&TrackPoint) -> f64, decimals: i32| {
        Json::Arr(
            track
                .iter()
                .map(|p| Json::round(value(p), decimals))
                .collect(),
        )
    };
    Json::Obj(vec![
        ("timesMs", column(&|p| t0_ms + p.centre_s * 1000.0, 0)),
        ("bpm", column(&|p| p.bpm, 2)),
        ("snrDb", column(&|p| p.snr_db, 2)),
        ("spreadBpm", column(&|p| p.spread_bpm, 2)),
    ])
}

/// A stated range as `{low, high}` (bpm, one decimal), or null.
pub fn range_json(range: Option<(f64, f64)>) -> Json {
    match range {
        Some((low, high)) => Json::Obj(vec![
            ("low", Json::round(low, 1)),
            ("high", Json::round(high, 1)),
        ]),
        None => Json::Null,
    }
}
