//! The scan's one rate from its track: the track's time average, refined by counting the pulse's
//! cycles within the track's own spread, or the beats' rate when they are exactly as many as that
//! rate expects; and how uncertain it is (the posterior spread averaged like the rate).

use super::cycles;
use super::params::{MIN_CLEAN_INTERVALS_FOR_RATE, MIN_CLEAN_SHARE_FOR_RATE, TRACK_WINDOW_S};
use super::spectra::pulse_octave_band;
use super::tracking::TrackPoint;
use crate::beats::{beats_complete, CorrectedBeats};
use crate::quality;
use crate::spectrum::Spectrum;
use crate::stats::mean;

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

/// The scan's measured heart rate (bpm, before the product's clamp): the `beats`' [`beat_rate`]
/// (`beat_bpm`) when they are as many as the `spectral` rate (the track's count or average)
/// expects ([`beats_complete`]), else `spectral`. Complete beats give the reference's own definition,
/// beats over time, over their whole span, where the count's phase is averaged 2 s inside the
/// scan (docs/findings/22-complete-beats.md). On real compressed clips beats are seldom complete: a
/// missed beat doubles an interval, and the beat rate read low where the spectral track was right.
pub fn measured_rate_bpm(beats: &CorrectedBeats, beat_bpm: Option<f64>, spectral: f64) -> f64 {
    match beat_bpm {
        Some(rate) if beats_complete(&beats.times_s, spectral) => rate,
        _ => spectral,
    }
}

/// A candidate pulse's whole-scan spectral peak (bpm) in the octave band around `bpm`, read from
/// its whole-scan `spectrum` ([`super::fusion::Candidate::spectrum`]); NaN without one.
pub fn whole_scan_peak_bpm(spectrum: &Spectrum, bpm: f64) -> f64 {
    if !bpm.is_finite() {
        return f64::NAN;
    }
    spectrum
        .within(pulse_octave_band(bpm / 60.0))
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
/// and may wander within the octave band (a real scan whose last windows lost the pulse read high:
/// docs/findings/14-pulseless-windows.md). The others count by time alone, not by their SNR: in 1/f
/// noise the fast phases of a wandering rate stand out more than the slow ones, and SNR weights
/// would bias the mean towards them. All windows count when none shows a pulse.
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
