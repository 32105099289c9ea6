//! The evidence the model reads: sliding-window spectra of a pulse over the pulse band, the pulse's
//! outliers clipped first.

use crate::filter::PULSE_BAND_HZ;
use crate::spectrum::Spectrum;
use crate::stats::median;

/// Where a pulse sample counts as an outlier, in robust standard deviations (1.4826 × the median
/// absolute deviation): three, beyond anything a pulse wave reaches (a sinusoid's peak is 1.35 of them).
pub const OUTLIER_CLIP_SD: f64 = 3.0;

/// `x` with every sample beyond [`OUTLIER_CLIP_SD`] robust standard deviations of its median clipped
/// there (winsorised: Huber 1964's bounded influence). A motion jolt or a light switch puts a burst
/// into a few frames whose power spreads over every frequency of every window it falls in, and would
/// bury the pulse there; clipped, it costs those windows little.
pub fn clip_outliers(x: &[f64]) -> Vec<f64> {
    if x.is_empty() {
        return Vec::new();
    }
    let m = median(x);
    let mad = median(&x.iter().map(|v| (v - m).abs()).collect::<Vec<_>>());
    let limit = OUTLIER_CLIP_SD * 1.4826 * mad;
    if limit <= 0.0 {
        return x.to_vec();
    }
    x.iter().map(|v| v.clamp(m - limit, m + limit)).collect()
}

/// One window of the spectrogram.
#[derive(Debug, Clone, PartialEq)]
pub struct Window {
    /// Centre time of the window, s from the trace start.
    pub centre_s: f64,
    pub spectrum: Spectrum,
}

/// Where the windows of a [`spectrogram`] start (samples): `n` samples covered by windows of `l`,
/// at most `hop` apart, spread evenly so that the first starts at the first sample and the last
/// ends at the last. A fixed hop from the start would drop whatever the hops leave over at the end
/// (up to a hop): whether a 35 s scan holds 25 or 26 whole hops then turned on its last frame's
/// time to a few milliseconds, and the same scan replayed at 29.7 fps and at 30 fps was read from
/// different windows.
pub fn window_starts(n: usize, l: usize, hop: usize) -> Vec<usize> {
    if n < l || l == 0 {
        return Vec::new();
    }
    let span = n - l;
    let gaps = (span + hop.max(1) - 1) / hop.max(1);
    if gaps == 0 {
        return vec![0];
    }
    (0..=gaps).map(|k| (k * span + gaps / 2) / gaps).collect()
}

/// Sliding-window spectra of `x` (sampled at `fs`) over the pulse band, on [`window_starts`]. A
/// trace shorter than one window gives a single window over all of it.
pub fn spectrogram(x: &[f64], fs: f64, window_s: f64, hop_s: f64, nfft: usize) -> Vec<Window> {
    let n = x.len();
    let l = ((window_s * fs).round() as usize).min(n).max(1);
    let hop = ((hop_s * fs).round() as usize).max(1);
    window_starts(n, l, hop)
        .into_iter()
        .map(|start| Window {
            centre_s: (start as f64 + l as f64 / 2.0) / fs,
            spectrum: Spectrum::of(&x[start..start + l], fs, nfft, PULSE_BAND_HZ),
        })
        .collect()
}

/// The share of a scan `duration_s` long that each window stands for, its centres given: the span
/// from half-way to the previous centre to half-way to the next, the first from the scan's start and
/// the last to its end. The reference is the rate averaged over the whole scan, and the windows'
/// centres leave its first and last half-window out; weighed equally they would read a rate that
/// rises through the scan low.
pub fn scan_shares(centres_s: &[f64], duration_s: f64) -> Vec<f64> {
    let n = centres_s.len();
    if n == 0 {
        return Vec::new();
    }
    let edge = |k: usize| -> f64 {
        match k {
            0 => 0.0,
            k if k == n => duration_s.max(centres_s[n - 1]),
            k => (centres_s[k - 1] + centres_s[k]) / 2.0,
        }
    };
    let spans: Vec<f64> = (0..n).map(|k| (edge(k + 1) - edge(k)).max(0.0)).collect();
    let total: f64 = spans.iter().sum();
    if total > 0.0 {
        spans.iter().map(|s| s / total).collect()
    } else {
        vec![1.0 / n as f64; n]
    }
}

#[cfg(test)]
mod tests {
    use super::super::params::{HOP_S, NFFT, WINDOW_S};
    use super::*;

    #[test]
    fn windows_cover_the_whole_trace_at_most_a_hop_apart() {
        // 34.93 s at 30 Hz (a browser scan): 25 windows a whole hop apart would stop 28 samples short.
        let starts = window_starts(1048, 300, 30);
        assert_eq!(starts.len(), 26);
        assert_eq!((starts[0], starts[25] + 300), (0, 1048));
        assert!(starts.windows(2).all(|w| w[1] > w[0] && w[1] - w[0] <= 30));
        // When the hops fit exactly, they are the hops.
        let exact = window_starts(1050, 300, 30);
        assert!(exact.iter().enumerate().all(|(k, s)| *s == 30 * k) && exact.len() == 26);
        assert_eq!(window_starts(300, 300, 30), vec![0]);
        assert!(window_starts(299, 300, 30).is_empty());
        // A trace shorter than a window is one window over all of it.
        assert_eq!(
            spectrogram(&[0.0; 200], 30.0, WINDOW_S, HOP_S, NFFT).len(),
            1
        );
    }

    #[test]
    fn outliers_are_clipped_and_a_pulse_is_left_alone() {
        let fs = 30.0;
        let pulse: Vec<f64> = (0..300)
            .map(|i| (2.0 * std::f64::consts::PI * 1.2 * i as f64 / fs).sin())
            .collect();
        assert_eq!(clip_outliers(&pulse), pulse);
        let mut jolted = pulse.clone();
        jolted[100] = 40.0;
        let clipped = clip_outliers(&jolted);
        assert!(clipped[100] < 4.5 && clipped[100] > 3.0, "{}", clipped[100]);
        assert_eq!(clipped[..100], pulse[..100]);
        assert!(clip_outliers(&[]).is_empty());
        assert_eq!(clip_outliers(&[2.0; 5]), vec![2.0; 5]);
    }

    #[test]
    fn each_window_stands_for_its_stretch_of_the_scan() {
        let shares = scan_shares(&[5.0, 6.0, 7.0], 12.0);
        let want = [5.5 / 12.0, 1.0 / 12.0, 5.5 / 12.0];
        assert!(
            shares.iter().zip(want).all(|(a, b)| (a - b).abs() < 1e-12),
            "{shares:?}"
        );
        assert_eq!(scan_shares(&[3.0], 6.0), vec![1.0]);
        assert!(scan_shares(&[], 6.0).is_empty());
    }

    #[test]
    fn each_window_sees_its_own_stretch_of_the_pulse() {
        // 1 Hz for 20 s, then 2 Hz: the first window peaks at 1 Hz, the last at 2 Hz.
        let fs = 30.0;
        let x: Vec<f64> = (0..1200)
            .map(|i| {
                let t = i as f64 / fs;
                let f = if t < 20.0 { 1.0 } else { 2.0 };
                (2.0 * std::f64::consts::PI * f * t).sin()
            })
            .collect();
        let w = spectrogram(&x, fs, WINDOW_S, HOP_S, NFFT);
        assert_eq!(w.len(), 31);
        assert!((w[0].centre_s - 5.0).abs() < 1e-9);
        assert!((w[0].spectrum.peak().unwrap().freq_hz - 1.0).abs() < 0.02);
        assert!((w[30].spectrum.peak().unwrap().freq_hz - 2.0).abs() < 0.02);
    }
}
