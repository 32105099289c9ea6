//! The scan's mean heart rate by counting the pulse's cycles: complex demodulation of the pulse
//! against the phase of its own tracked rate (Hayano et al. 1993, "Assessment of pulse rate
//! variability by the method of pulse frequency demodulation"; the same idea as a phase-locked
//! loop's phase detector).
//!
//! The reference rate is a mean over beats: beats over time. The tracked rate comes from 10 s
//! windows, none of which sees the scan's first and last seconds at full weight, so a rate that
//! wanders there is read only in part (their centres lie 5 s inside the scan). The count reaches to
//! 2 s inside it: the centres of the [`END_PHASE_SPAN_S`] spans its phase is averaged over. The
//! track supplies the cycles it expects; the pulse multiplied by the conjugate of that reference
//! and low-passed keeps only the phase the track missed, which is added to the count over each run
//! of windows that show a pulse.

use super::tracking::TrackPoint;
use std::f64::consts::PI;

/// Span of the Hann kernel that low-passes the demodulated pulse, s: long enough to average a few
/// beats' noise, short enough to follow a phase that drifts as the rate moves away from the track.
pub const DEMODULATION_SMOOTHING_S: f64 = 4.0;
/// Span at each end of a run over which its residual phase is averaged, s.
pub const END_PHASE_SPAN_S: f64 = 4.0;

/// The track's rate (Hz) at `t` s: linear between window centres, held before the first and after
/// the last.
pub fn rate_at(track: &[TrackPoint], t: f64) -> f64 {
    let hz = |p: &TrackPoint| p.bpm / 60.0;
    match track.iter().position(|p| p.centre_s >= t) {
        None => track.last().map_or(f64::NAN, hz),
        Some(0) => hz(&track[0]),
        Some(i) => {
            let (a, b) = (&track[i - 1], &track[i]);
            let w = (t - a.centre_s) / (b.centre_s - a.centre_s);
            hz(a) + w * (hz(b) - hz(a))
        }
    }
}

/// Cycles the track expects from the first sample to each of `n + 1` sample boundaries at `fs`.
pub fn reference_cycles(track: &[TrackPoint], n: usize, fs: f64) -> Vec<f64> {
    let mut cycles = Vec::with_capacity(n + 1);
    let mut total = 0.0;
    cycles.push(total);
    for k in 0..n {
        total += rate_at(track, k as f64 / fs) / fs;
        cycles.push(total);
    }
    cycles
}

/// Angles (rad) unwrapped: each step taken as the one of its 2π-equivalents nearest zero.
pub fn unwrap(angles: &[f64]) -> Vec<f64> {
    let mut out: Vec<f64> = Vec::with_capacity(angles.len());
    for (k, a) in angles.iter().enumerate() {
        out.push(match k {
            0 => *a,
            _ => {
                let step = a - angles[k - 1];
                out[k - 1] + step - 2.0 * PI * (step / (2.0 * PI)).round()
            }
        });
    }
    out
}

/// The complex signal `re + i·im` smoothed by the Hann kernel `0.5 − 0.5·cos(2π(j + 1)/(2·half + 2))`,
/// j = 0 … 2·half, centred and truncated at the ends. The kernel's cosine splits into a phase per
/// sample and a phase per output, so running sums give every output in O(1) (the sliding-DFT idea)
/// instead of 2·half + 1 products.
fn hann_smoothed(re: &[f64], im: &[f64], half: usize) -> (Vec<f64>, Vec<f64>) {
    let a = 2.0 * PI / (2 * half + 2) as f64;
    let phases: Vec<(f64, f64)> = (0..re.len()).map(|q| (a * q as f64).sin_cos()).collect();
    let (sh, ch) = (a * (half + 1) as f64).sin_cos();
    let smooth = |x: &[f64]| -> Vec<f64> {
        let (mut plain, mut cos, mut sin) = (vec![0.0], vec![0.0], vec![0.0]);
        for (q, (v, (s, c))) in x.iter().zip(&phases).enumerate() {
            plain.push(plain[q] + v);
            cos.push(cos[q] + v * c);
            sin.push(sin[q] + v * s);
        }
        (0..x.len())
            .map(|k| {
                let (lo, hi) = (k.saturating_sub(half), (k + half + 1).min(x.len()));
                // Σ cos(a(q − k + half + 1))·x_q over the window, via b = a(half + 1) − a·k.
                let (sk, ck) = phases[k];
                let (sb, cb) = (sh * ck - ch * sk, ch * ck + sh * sk);
                let cosine = (cos[hi] - cos[lo]) * cb - (sin[hi] - sin[lo]) * sb;
                0.5 * (plain[hi] - plain[lo]) - 0.5 * cosine
            })
            .collect()
    };
    (smooth(re), smooth(im))
}

/// The pulse's phase (rad, unwrapped) against the reference `cycles`: `pulse · e^(−i·2π·cycles)`
/// low-passed by a Hann kernel of [`DEMODULATION_SMOOTHING_S`] (truncated at the ends), which
/// removes the image at twice the rate and keeps the slow phase the track did not follow.
pub fn residual_phase(pulse: &[f64], cycles: &[f64], fs: f64) -> Vec<f64> {
    let (re, im): (Vec<f64>, Vec<f64>) = pulse
        .iter()
        .zip(cycles)
        .map(|(x, c)| {
            let (s, c) = (2.0 * PI * c).sin_cos();
            (x * c, -x * s)
        })
        .unzip();
    let half = (DEMODULATION_SMOOTHING_S * fs / 2.0).round() as usize;
    let (re, im) = hann_smoothed(&re, &im, half);
    let angles: Vec<f64> = re.iter().zip(&im).map(|(r, i)| i.atan2(*r)).collect();
    unwrap(&angles)
}

/// Runs of consecutive track points that count for the scan (`weights` > 0), as the sample ranges
/// `start..end` (at `fs`, within `n` samples) of the time they stand for (`spans`, s, from the
/// first point's start at sample 0).
pub fn counted_runs(weights: &[f64], spans: &[f64], n: usize, fs: f64) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start_s = 0.0;
    let mut open: Option<f64> = None;
    for (w, span) in weights.iter().zip(spans) {
        match (*w > 0.0, open) {
            (true, None) => open = Some(start_s),
            (false, Some(from)) => {
                runs.push((from, start_s));
                open = None;
            }
            _ => {}
        }
        start_s += span;
    }
    if let Some(from) = open {
        runs.push((from, start_s));
    }
    runs.iter()
        .map(|(a, b)| {
            let sample = |t: f64| ((t * fs).round() as usize).min(n);
            (sample(*a), sample(*b))
        })
        .filter(|(a, b)| b > a)
        .collect()
}

/// The mean rate (bpm) over the `runs` (sample ranges of `pulse` at `fs`) from the track's expected
/// `cycles` and the pulse's `phase` against them: in each run, the cycles between the centres of its
/// first and last [`END_PHASE_SPAN_S`] plus the change of the phase averaged over those spans, per
/// second, weighted by the run's length. A run too short for two end spans counts its expected
/// cycles only. NaN without runs.
pub fn counted_rate_bpm(cycles: &[f64], phase: &[f64], runs: &[(usize, usize)], fs: f64) -> f64 {
    let end = (END_PHASE_SPAN_S * fs).round() as usize;
    let (mut counted, mut seconds) = (0.0, 0.0);
    for &(a, b) in runs {
        let m = end.min((b - a) / 3);
        let run_s = (b - a) as f64 / fs;
        let rate_hz = if m < 2 {
            (cycles[b] - cycles[a]) / run_s
        } else {
            let mean_at = |from: usize| {
                let phase_mean = phase[from..from + m].iter().sum::<f64>() / m as f64;
                (phase_mean, from as f64 + (m - 1) as f64 / 2.0)
            };
            let (p0, k0) = mean_at(a);
            let (p1, k1) = mean_at(b - m);
            let expected = cycles[k1.round() as usize] - cycles[k0.round() as usize];
            (expected + (p1 - p0) / (2.0 * PI)) / ((k1 - k0) / fs)
        };
        counted += rate_hz * run_s;
        seconds += run_s;
    }
    if seconds > 0.0 {
        60.0 * counted / seconds
    } else {
        f64::NAN
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hann_smoothing_equals_the_direct_sum() {
        let x: Vec<f64> = (0..200)
            .map(|i| ((i * 37 % 11) as f64 - 5.0) * 0.3)
            .collect();
        let half = 7;
        let kernel: Vec<f64> = (0..2 * half + 1)
            .map(|i| 0.5 - 0.5 * (2.0 * PI * (i + 1) as f64 / (2 * half + 2) as f64).cos())
            .collect();
        let (smoothed, zero) = hann_smoothed(&x, &vec![0.0; x.len()], half);
        assert!(zero.iter().all(|v| *v == 0.0));
        for (k, y) in smoothed.iter().enumerate() {
            let direct: f64 = (0..kernel.len())
                .filter_map(|j| {
                    (k + j)
                        .checked_sub(half)
                        .filter(|q| *q < x.len())
                        .map(|q| kernel[j] * x[q])
                })
                .sum();
            assert!((y - direct).abs() < 1e-12, "sample {k}: {y} vs {direct}");
        }
    }
    use crate::testkit::ppg_shape;

    const FS: f64 = 30.0;

    fn point(centre_s: f64, bpm: f64) -> TrackPoint {
        TrackPoint {
            centre_s,
            bpm,
            snr_db: 10.0,
            peak_agrees: true,
            peak_bpm: bpm,
            spread_bpm: 0.5,
        }
    }

    /// A pulse whose rate follows `bpm_at(t)`, sampled for `seconds`, and its true cycles per minute.
    fn pulse(bpm_at: impl Fn(f64) -> f64, seconds: f64) -> (Vec<f64>, f64) {
        let n = (seconds * FS) as usize;
        let mut phase: f64 = 0.0;
        let x = (0..n)
            .map(|k| {
                let v = ppg_shape(phase.rem_euclid(1.0)) - 0.5;
                phase += bpm_at(k as f64 / FS) / 60.0 / FS;
                v
            })
            .collect();
        (x, 60.0 * phase / seconds)
    }

    fn count(x: &[f64], track: &[TrackPoint]) -> f64 {
        let cycles = reference_cycles(track, x.len(), FS);
        let phase = residual_phase(x, &cycles, FS);
        counted_rate_bpm(&cycles, &phase, &[(0, x.len())], FS)
    }

    #[test]
    fn the_track_is_read_between_its_points_and_held_beyond_them() {
        let track = [point(5.0, 60.0), point(6.0, 90.0)];
        assert_eq!(rate_at(&track, 0.0), 1.0);
        assert!((rate_at(&track, 5.5) - 1.25).abs() < 1e-12);
        assert_eq!(rate_at(&track, 30.0), 1.5);
        let cycles = reference_cycles(&[point(5.0, 60.0)], 30, FS);
        assert!((cycles[30] - 1.0).abs() < 1e-12);
    }

    #[test]
    fn unwrapping_removes_the_jumps_of_a_steady_rotation() {
        let turning: Vec<f64> = (0..40).map(|k| k as f64 * 0.9).collect();
        let wrapped: Vec<f64> = turning.iter().map(|a| a.sin().atan2(a.cos())).collect();
        for (u, t) in unwrap(&wrapped).iter().zip(&turning) {
            assert!((u - t).abs() < 1e-9);
        }
    }

    /// A track 3 bpm off a steady pulse: the count reads the true beats per minute. A track that
    /// misses a rise in the scan's last seconds (where no 10 s window sees it at full weight): the
    /// count recovers most of the missed cycles (the last 2 s are extrapolated from the mean rate
    /// between the end spans' centres, so not all).
    #[test]
    fn the_count_finds_the_cycles_the_track_missed() {
        let (steady, truth) = pulse(|_| 72.0, 35.0);
        let off: Vec<TrackPoint> = (5..31).map(|c| point(c as f64, 75.0)).collect();
        assert!(
            (count(&steady, &off) - truth).abs() < 0.1,
            "{}",
            count(&steady, &off)
        );

        let rising = |t: f64| {
            if t < 25.0 {
                70.0
            } else {
                70.0 + 1.5 * (t - 25.0)
            }
        };
        let (x, truth) = pulse(rising, 35.0);
        let late: Vec<TrackPoint> = (5..31).map(|c| point(c as f64, 70.5)).collect();
        let counted = count(&x, &late);
        assert!((truth - 70.5).abs() > 1.5, "{truth}");
        assert!(
            (counted - truth).abs() < 0.5 * (70.5 - truth).abs(),
            "{counted} vs {truth}"
        );
    }

    #[test]
    fn runs_are_the_stretches_of_counted_points() {
        let spans = [5.5, 1.0, 1.0, 1.0, 5.5];
        assert_eq!(
            counted_runs(&[1.0, 1.0, 0.0, 1.0, 1.0], &spans, 420, FS),
            vec![(0, 195), (225, 420)]
        );
        assert_eq!(counted_runs(&[0.0; 5], &spans, 420, FS), vec![]);
    }

    #[test]
    fn a_run_too_short_to_average_its_ends_counts_the_track() {
        let cycles: Vec<f64> = (0..=30).map(|k| k as f64 / 30.0 * 1.2).collect();
        let phase = vec![0.0; 30];
        assert!((counted_rate_bpm(&cycles, &phase, &[(0, 5)], FS) - 72.0).abs() < 1e-9);
        assert!(counted_rate_bpm(&cycles, &phase, &[], FS).is_nan());
    }
}
