//! Beat detection on the fused pulse and artifact correction of the inter-beat intervals.
//!
//! Peaks: local maxima above 25 % of the local maximum (the product's threshold, ADR-19, made local
//! so one motion spike does not hide the rest), at least the product's 15 samples at 30 fps (0.5 s)
//! apart — shortened to 60 % of the tracked period when the pulse is faster, so rates up to the
//! product's 180 bpm peak clamp stay reachable. Peak times are refined to sub-sample precision by
//! parabolic interpolation. Intervals are corrected after Lipponen & Tarvainen (2019, "A robust
//! algorithm for heart rate variability time series artefact correction using novel beat
//! classification", J. Med. Eng. Technol. 43(3)): missed beats are split, extra beats merged, and
//! the remaining ectopic/long/short intervals flagged against a threshold of 5.2 quartile
//! deviations.

use crate::stats::{median, quartile_deviation};

/// The product's minimum peak gap (ADR-19): 15 samples at 30 fps.
pub const SPEC_MIN_PEAK_GAP_S: f64 = 0.5;
/// Gap as a fraction of the tracked beat period when that is shorter than the product's gap allows.
pub const PEAK_GAP_FRACTION_OF_PERIOD: f64 = 0.6;
/// The product's peak threshold (ADR-19): 25 % of the maximum (here: of the local maximum).
pub const PEAK_THRESHOLD_FRACTION: f64 = 0.25;
/// Half-width of the neighbourhood that defines the "local maximum", s.
pub const PEAK_THRESHOLD_HALF_WINDOW_S: f64 = 2.0;
/// Lipponen–Tarvainen threshold multiplier on the quartile deviation.
pub const LT_QD_MULTIPLIER: f64 = 5.2;
/// Beats in the local-median window of the interval series.
pub const LOCAL_MEDIAN_BEATS: usize = 11;
/// Bounds of the artefact threshold as a share of the local median interval.
pub const ARTEFACT_THRESHOLD_BOUNDS: (f64, f64) = (0.1, 0.3);

/// Minimum gap (s) between peaks for a tracked rate of `bpm`.
pub fn min_peak_gap_s(bpm: f64) -> f64 {
    if bpm > 0.0 {
        SPEC_MIN_PEAK_GAP_S.min(PEAK_GAP_FRACTION_OF_PERIOD * 60.0 / bpm)
    } else {
        SPEC_MIN_PEAK_GAP_S
    }
}

/// Vertex offset (−0.5…0.5 samples) of the parabola through three samples around a maximum.
pub fn parabolic_offset(a: f64, b: f64, c: f64) -> f64 {
    let den = a - 2.0 * b + c;
    if den < 0.0 {
        (0.5 * (a - c) / den).clamp(-0.5, 0.5)
    } else {
        0.0
    }
}

/// Sample indices of peaks: local maxima above the local threshold, strongest first kept when two
/// are closer than `min_gap` samples. Returned in time order.
pub fn find_peaks(x: &[f64], min_gap: usize, half_window: usize) -> Vec<usize> {
    let n = x.len();
    if n < 3 {
        return Vec::new();
    }
    let candidates = (1..n - 1)
        .filter(|&i| x[i] > x[i - 1] && x[i] >= x[i + 1])
        .filter(|&i| {
            let local_max = x[i.saturating_sub(half_window)..(i + half_window + 1).min(n)]
                .iter()
                .cloned()
                .fold(f64::MIN, f64::max);
            x[i] > PEAK_THRESHOLD_FRACTION * local_max
        });
    // Tallest first, ties to the earlier sample. Ordered by insertion (candidates come in time
    // order, so a tie goes after the ones already placed): a few dozen peaks, and a library sort
    // with its own comparator would compile a second copy of the sort into the `.wasm`.
    let mut by_height: Vec<usize> = Vec::new();
    for c in candidates {
        by_height.insert(by_height.partition_point(|&o| x[o] >= x[c]), c);
    }
    // Kept in time order as they are chosen (an insertion, not a sort afterwards).
    let mut kept: Vec<usize> = Vec::new();
    for c in by_height {
        if kept.iter().all(|&k| k.abs_diff(c) >= min_gap) {
            kept.insert(kept.partition_point(|&k| k < c), c);
        }
    }
    kept
}

/// Beat times (s) at sub-sample precision from peaks of `x` sampled at `fs`, for a tracked rate.
pub fn detect_beats(x: &[f64], fs: f64, bpm: f64) -> Vec<f64> {
    let gap = ((min_peak_gap_s(bpm) * fs).floor() as usize).max(1);
    let half = (PEAK_THRESHOLD_HALF_WINDOW_S * fs).round() as usize;
    find_peaks(x, gap, half)
        .into_iter()
        .map(|i| (i as f64 + parabolic_offset(x[i - 1], x[i], x[i + 1])) / fs)
        .collect()
}

/// An inter-beat interval after correction.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Interval {
    /// Time of the beat that ends the interval, s.
    pub end_s: f64,
    pub ms: f64,
    /// False when the interval was created by a correction or flagged as an artefact.
    pub clean: bool,
}

/// Corrected beats: the beat times after split/merge and every interval with its flag.
#[derive(Debug, Clone, PartialEq)]
pub struct CorrectedBeats {
    pub times_s: Vec<f64>,
    pub intervals: Vec<Interval>,
}

impl CorrectedBeats {
    /// Share of intervals that are clean (0 when there are none).
    pub fn clean_share(&self) -> f64 {
        if self.intervals.is_empty() {
            return 0.0;
        }
        self.intervals.iter().filter(|i| i.clean).count() as f64 / self.intervals.len() as f64
    }

    /// Clean interval lengths, ms.
    pub fn clean_ms(&self) -> Vec<f64> {
        self.intervals
            .iter()
            .filter(|i| i.clean)
            .map(|i| i.ms)
            .collect()
    }
}

/// Running median of `x` over `width` neighbours (shrinking at the edges).
pub fn running_median(x: &[f64], width: usize) -> Vec<f64> {
    let half = width / 2;
    (0..x.len())
        .map(|i| median(&x[i.saturating_sub(half)..(i + half + 1).min(x.len())]))
        .collect()
}

/// Artefact threshold per interval: 5.2 × QD of the deviations from the local median, bounded to
/// 10–30 % of the local median interval.
fn thresholds(ibis: &[f64], local: &[f64]) -> Vec<f64> {
    let dev: Vec<f64> = ibis.iter().zip(local).map(|(a, m)| (a - m).abs()).collect();
    let th = LT_QD_MULTIPLIER * quartile_deviation(&dev);
    let (lo, hi) = ARTEFACT_THRESHOLD_BOUNDS;
    local.iter().map(|m| th.clamp(lo * m, hi * m)).collect()
}

/// Splits intervals that hold a missed beat and merges pairs split by an extra beat. Returns the
/// corrected beat times and which of them were created or moved by a correction.
pub fn split_and_merge(times: &[f64]) -> (Vec<f64>, Vec<bool>) {
    let ibis: Vec<f64> = times.windows(2).map(|w| w[1] - w[0]).collect();
    if ibis.len() < 3 {
        return (times.to_vec(), vec![false; times.len()]);
    }
    let local = running_median(&ibis, LOCAL_MEDIAN_BEATS);
    let th = thresholds(&ibis, &local);
    let mut out = vec![times[0]];
    let mut edited = vec![false];
    let mut i = 0;
    while i < ibis.len() {
        let (ibi, m, t) = (ibis[i], local[i], th[i]);
        let merged = if i + 1 < ibis.len() {
            ibi + ibis[i + 1]
        } else {
            f64::MAX
        };
        if ibi < m - t && (merged - m).abs() < t {
            // Extra beat: drop the beat between interval i and i+1.
            out.push(times[i + 2]);
            edited.push(true);
            i += 2;
            continue;
        }
        let k = (ibi / m).round();
        if k >= 2.0 && (ibi / k - m).abs() < t {
            // Missed beat(s): split the interval evenly.
            for j in 1..k as usize {
                out.push(times[i] + ibi * j as f64 / k);
                edited.push(true);
            }
        }
        out.push(times[i + 1]);
        edited.push(false);
        i += 1;
    }
    (out, edited)
}

/// Full correction: split/merge, then flag intervals deviating from the local median by more than
/// the artefact threshold (ectopic, long or short beats).
pub fn correct(times: &[f64]) -> CorrectedBeats {
    let (times_s, edited) = split_and_merge(times);
    let ibis: Vec<f64> = times_s.windows(2).map(|w| (w[1] - w[0]) * 1000.0).collect();
    let local = running_median(&ibis, LOCAL_MEDIAN_BEATS);
    let th = thresholds(&ibis, &local);
    let intervals = ibis
        .iter()
        .enumerate()
        .map(|(i, &ms)| Interval {
            end_s: times_s[i + 1],
            ms,
            clean: !edited[i] && !edited[i + 1] && (ms - local[i]).abs() <= th[i],
        })
        .collect();
    CorrectedBeats { times_s, intervals }
}

/// Clean intervals needed for a beat-based rate.
pub const MIN_CLEAN_INTERVALS_FOR_RATE: usize = 10;

/// Share of clean intervals needed for a beat-based rate: with more artefacts than this the peak
/// train is less trustworthy than the spectrum.
pub const MIN_CLEAN_SHARE_FOR_RATE: f64 = 0.8;

/// The beat-based rate, 60 / mean corrected inter-beat interval, when enough intervals are clean.
/// Flagged (ectopic) intervals stay in the mean because an early beat and its compensatory pause
/// average out. It is reported beside the model's rate and counts in the quality's agreement.
pub fn beat_rate(beats: &CorrectedBeats) -> Option<f64> {
    let enough = beats.clean_ms().len() >= MIN_CLEAN_INTERVALS_FOR_RATE
        && beats.clean_share() >= MIN_CLEAN_SHARE_FOR_RATE;
    let all: Vec<f64> = beats.intervals.iter().map(|i| i.ms).collect();
    if enough {
        Some(60_000.0 / crate::stats::mean(&all))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f64::consts::PI;

    #[test]
    fn gap_follows_spec_until_the_pulse_is_faster() {
        assert_eq!(min_peak_gap_s(60.0), 0.5);
        assert!((min_peak_gap_s(150.0) - 0.24).abs() < 1e-12);
    }

    #[test]
    fn parabola_vertex() {
        assert_eq!(parabolic_offset(1.0, 2.0, 1.0), 0.0);
        assert!((parabolic_offset(1.0, 2.0, 2.0) - 0.5).abs() < 1e-12);
        assert_eq!(parabolic_offset(1.0, 1.0, 1.0), 0.0);
    }

    #[test]
    fn beats_of_a_sine_are_exact() {
        let fs = 30.0;
        let f = 1.1;
        let x: Vec<f64> = (0..600)
            .map(|i| (2.0 * PI * f * i as f64 / fs).sin())
            .collect();
        let beats = detect_beats(&x, fs, 66.0);
        assert_eq!(beats.len(), 22);
        for (k, b) in beats.iter().enumerate() {
            let truth = (0.25 + k as f64) / f;
            assert!((b - truth).abs() < 0.004, "{b} vs {truth}");
        }
    }

    #[test]
    fn small_peaks_and_close_peaks_are_ignored() {
        let mut x = vec![0.0; 40];
        x[10] = 1.0;
        x[12] = 0.9;
        x[25] = 0.1;
        x[32] = 0.8;
        assert_eq!(find_peaks(&x, 5, 20), vec![10, 32]);
        assert!(find_peaks(&[1.0, 2.0], 1, 1).is_empty());
    }

    #[test]
    fn missed_and_extra_beats_are_repaired() {
        let mut times: Vec<f64> = (0..30).map(|i| i as f64 * 0.8).collect();
        times.remove(10); // missed beat
        times.insert(20, 16.3); // extra beat between 16.0 and 16.8
        let c = correct(&times);
        assert_eq!(c.times_s.len(), 30);
        assert!(c.intervals.iter().all(|i| (i.ms - 800.0).abs() < 1e-6));
        assert!(c.clean_share() > 0.85 && c.clean_share() < 1.0);
    }

    #[test]
    fn an_ectopic_interval_is_flagged() {
        let mut times: Vec<f64> = (0..30).map(|i| i as f64 * 0.8).collect();
        times[15] -= 0.3;
        let c = correct(&times);
        let dirty: Vec<usize> = c
            .intervals
            .iter()
            .enumerate()
            .filter(|(_, i)| !i.clean)
            .map(|(k, _)| k)
            .collect();
        assert_eq!(dirty, vec![14, 15]);
        assert!(correct(&[1.0]).intervals.is_empty());
    }

    #[test]
    fn a_beat_rate_needs_enough_clean_intervals() {
        let times: Vec<f64> = (0..30).map(|k| 0.3 + 0.8 * k as f64).collect();
        let rate = beat_rate(&correct(&times)).unwrap();
        assert!((rate - 75.0).abs() < 1e-9, "{rate}");
        assert_eq!(beat_rate(&correct(&times[..8])), None);
    }
}
