//! How the benchmark reads a method's heart rate: rPPG-Toolbox's conventions (Liu et al. 2023,
//! "rPPG-Toolbox: deep remote PPG toolbox", NeurIPS Datasets and Benchmarks; its
//! `evaluation/post_process.py`), so a method's row compares with the toolbox's. The pulse is
//! detrended (smoothness priors, λ = 100), band-passed by a 2nd-order Butterworth design over
//! 0.75–2.5 Hz run forward and backward (as SciPy's `filtfilt`), and the rate is the highest bin of
//! its periodogram (FFT length the next power of two of the samples, no window) within 0.75–2.5 Hz.

use super::Extractor;
use crate::analysis::ANALYSIS_FS_HZ;
use crate::detrend::smoothness_priors_trend;
use crate::error::ErrorCode;
use crate::fft::{next_pow2, power_spectrum_bins};
use crate::filter::{odd_extension, Biquad};
use crate::rate::candidates::pooled_rgb;
use crate::trace::{RoiName, Trace};
use crate::uniform::to_uniform;
use std::f64::consts::{FRAC_1_SQRT_2, PI};

/// The band the toolbox filters to and reads the rate in, Hz (45–150 bpm).
pub const TOOLBOX_BAND_HZ: (f64, f64) = (0.75, 2.5);
/// The toolbox's smoothness-priors λ.
pub const TOOLBOX_DETREND_LAMBDA: f64 = 100.0;
/// Half-width of the fundamental's and the harmonic's bands in the SNR, Hz (6 bpm, as the toolbox).
pub const TOOLBOX_SNR_HALF_WIDTH_HZ: f64 = 0.1;
/// Samples of odd extension at each end of the zero-phase filter: SciPy's default 3·max(len(a), len(b)).
const FILTFILT_PAD: usize = 15;

/// A method's reading of one pulse signal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reading {
    /// The periodogram's peak in the band, bpm.
    pub bpm: f64,
    /// Power within ±0.1 Hz of the peak and of its first harmonic over the rest of the band, dB: the
    /// toolbox's SNR with the method's own rate in place of the reference's (a quality score that
    /// needs no reference).
    pub snr_db: f64,
}

/// SciPy's `butter(2, band, 'bandpass')`: the analogue 2nd-order Butterworth low-pass prototype
/// (poles e^(±i3π/4)) moved to the band (s → (s² + ω₀²)/(B s) on pre-warped edges) and then to
/// z by the bilinear transform, as two sections, each with one zero at z = 1 and one at z = −1.
pub fn butterworth2_band_pass(fs: f64, (lo, hi): (f64, f64)) -> [Biquad; 2] {
    // tan through sin and cos, which the core already carries (libm's tan would add its own code).
    let warp = |f: f64| 2.0 * fs * (PI * f / fs).sin() / (PI * f / fs).cos();
    let (wl, wh) = (warp(lo), warp(hi));
    let (bw, w0_sq) = (wh - wl, wl * wh);
    // The prototype's upper pole times B/2; the lower one gives the conjugates.
    let pb = (-FRAC_1_SQRT_2 * bw / 2.0, FRAC_1_SQRT_2 * bw / 2.0);
    let d = c_sqrt(c_sub(c_mul(pb, pb), (w0_sq, 0.0)));
    let two_fs = (2.0 * fs, 0.0);
    let mut gain_den = (1.0, 0.0);
    let sections = [c_add(pb, d), c_sub(pb, d)].map(|s| {
        let z = c_div(c_add(two_fs, s), c_sub(two_fs, s));
        // |2fs − s|² is the product over s and its conjugate.
        let m = c_sub(two_fs, s);
        gain_den = c_mul(gain_den, (m.0 * m.0 + m.1 * m.1, 0.0));
        Biquad {
            b: [1.0, 0.0, -1.0],
            a: [-2.0 * z.0, z.0 * z.0 + z.1 * z.1],
        }
    });
    // Gain: B² (the band transform of a 2nd-order prototype) · (2fs)² / Π(2fs − pole).
    let k = bw * bw * (2.0 * fs) * (2.0 * fs) / gain_den.0;
    let [first, second] = sections;
    [
        Biquad {
            b: first.b.map(|v| v * k),
            a: first.a,
        },
        second,
    ]
}

type Complex = (f64, f64);
fn c_add(a: Complex, b: Complex) -> Complex {
    (a.0 + b.0, a.1 + b.1)
}
fn c_sub(a: Complex, b: Complex) -> Complex {
    (a.0 - b.0, a.1 - b.1)
}
fn c_mul(a: Complex, b: Complex) -> Complex {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}
fn c_div(a: Complex, b: Complex) -> Complex {
    let d = b.0 * b.0 + b.1 * b.1;
    ((a.0 * b.0 + a.1 * b.1) / d, (a.1 * b.0 - a.0 * b.1) / d)
}
/// Principal square root.
fn c_sqrt(a: Complex) -> Complex {
    let r = (a.0 * a.0 + a.1 * a.1).sqrt();
    let re = ((r + a.0) / 2.0).sqrt();
    let im = ((r - a.0) / 2.0).sqrt();
    (re, if a.1 < 0.0 { -im } else { im })
}

/// SciPy's `filtfilt` with its defaults: odd extension by [`FILTFILT_PAD`] samples, each pass
/// started from the steady state of its first input sample (SciPy's `lfilter_zi`; for a band-pass,
/// whose DC gain is zero, the same as subtracting that sample first).
pub fn toolbox_filtfilt(sections: &[Biquad], x: &[f64]) -> Vec<f64> {
    let n = x.len();
    if n <= FILTFILT_PAD {
        return vec![0.0; n];
    }
    let mut y = odd_extension(x, FILTFILT_PAD);
    for _ in 0..2 {
        let first = y[0];
        y.iter_mut().for_each(|v| *v -= first);
        sections.iter().for_each(|s| s.run(&mut y));
        y.reverse();
    }
    y[FILTFILT_PAD..FILTFILT_PAD + n].to_vec()
}

/// The rate of a method's pulse by the toolbox's conventions (see the module), with its SNR.
/// `None` for fewer than [`FILTFILT_PAD`] + 1 samples or a silent pulse.
pub fn read_rate(pulse: &[f64], fs: f64) -> Option<Reading> {
    if pulse.len() <= FILTFILT_PAD {
        return None;
    }
    let trend = smoothness_priors_trend(pulse, TOOLBOX_DETREND_LAMBDA);
    let detrended: Vec<f64> = pulse.iter().zip(&trend).map(|(x, t)| x - t).collect();
    let filtered = toolbox_filtfilt(&butterworth2_band_pass(fs, TOOLBOX_BAND_HZ), &detrended);
    let nfft = next_pow2(filtered.len());
    let freq = |k: usize| k as f64 / (nfft as f64 * (1.0 / fs));
    let (lo, hi) = TOOLBOX_BAND_HZ;
    // Bins up to the band's harmonic, for the SNR.
    let top = ((2.0 * hi + TOOLBOX_SNR_HALF_WIDTH_HZ) * nfft as f64 / fs).ceil() as usize + 1;
    let power = power_spectrum_bins(&filtered, nfft, 0, top);
    let in_band = |k: usize| (lo..=hi).contains(&freq(k));
    // The first highest bin, as NumPy's argmax.
    let peak = (0..power.len())
        .filter(|&k| in_band(k))
        .fold(None, |best: Option<usize>, k| match best {
            Some(b) if power[b] >= power[k] => Some(b),
            _ => Some(k),
        })?;
    if power[peak].is_nan() || power[peak] <= 0.0 {
        return None;
    }
    let f = freq(peak);
    let near = |k: usize, centre: f64| (freq(k) - centre).abs() <= TOOLBOX_SNR_HALF_WIDTH_HZ;
    let (mut signal, mut rest) = (0.0, 0.0);
    for (k, p) in power.iter().enumerate() {
        if near(k, f) || near(k, 2.0 * f) {
            signal += p;
        } else if in_band(k) {
            rest += p;
        }
    }
    let snr_db = if rest > 0.0 {
        10.0 * (signal / rest).log10()
    } else {
        0.0
    };
    Some(Reading {
        bpm: 60.0 * f,
        snr_db,
    })
}

/// The colour a classic method reads from a scan's trace: the whole face's region where the trace
/// has it (the toolbox reads the mean of the face box), else the mean of the regions it has; on the
/// analysis grid, as the engine reads the same frames.
pub fn face_colour(trace: &Trace) -> Result<Vec<[f64; 3]>, ErrorCode> {
    let u = to_uniform(trace, ANALYSIS_FS_HZ)?;
    Ok(match u.rois.iter().find(|r| r.0 == RoiName::Face) {
        Some((_, rgb)) => rgb.clone(),
        None => pooled_rgb(&u.rois),
    })
}

/// A classic method's reading of a scan's trace: its pulse from [`face_colour`], read by [`read_rate`].
pub fn method_reading(trace: &Trace, extract: Extractor) -> Result<Reading, ErrorCode> {
    let rgb = face_colour(trace)?;
    read_rate(&extract(&rgb, ANALYSIS_FS_HZ), ANALYSIS_FS_HZ).ok_or(ErrorCode::Constant)
}

#[cfg(test)]
mod tests {
    use super::super::test_signals::{pulsing_skin, with_sensor_noise};
    use super::super::CLASSIC;
    use super::*;

    #[test]
    fn band_pass_matches_scipy_butter() {
        // scipy.signal.butter(2, [0.75 / 15, 2.5 / 15], 'bandpass') at fs = 30 Hz, as b and a.
        let [s1, s2] = butterworth2_band_pass(30.0, TOOLBOX_BAND_HZ);
        let mul = |p: [f64; 3], q: [f64; 3]| {
            let mut r = [0.0; 5];
            for i in 0..3 {
                for j in 0..3 {
                    r[i + j] += p[i] * q[j];
                }
            }
            r
        };
        let b = mul(s1.b, s2.b);
        let a = mul([1.0, s1.a[0], s1.a[1]], [1.0, s2.a[0], s2.a[1]]);
        let want_b = [0.026_495_67, 0.0, -0.052_991_34, 0.0, 0.026_495_67];
        let want_a = [
            1.0,
            -3.345_530_38,
            4.325_381_93,
            -2.570_241_84,
            0.595_654_19,
        ];
        for k in 0..5 {
            assert!((b[k] - want_b[k]).abs() < 1e-8, "b {b:?}");
            assert!((a[k] - want_a[k]).abs() < 1e-8, "a {a:?}");
        }
    }

    #[test]
    fn filtfilt_passes_the_band_and_stops_dc() {
        let x: Vec<f64> = (0..600)
            .map(|i| 5.0 + (2.0 * PI * 1.5 * i as f64 / 30.0).sin())
            .collect();
        let y = toolbox_filtfilt(&butterworth2_band_pass(30.0, TOOLBOX_BAND_HZ), &x);
        for i in 100..500 {
            assert!((y[i] - (x[i] - 5.0)).abs() < 0.05, "sample {i}: {}", y[i]);
        }
    }

    #[test]
    fn reads_a_known_rate_on_the_periodogram_grid() {
        // 1050 samples at 30 Hz: a 2048-point FFT, bins 30/2048 Hz ≈ 0.88 bpm apart.
        for bpm in [50.0, 72.0, 96.0, 140.0] {
            let x: Vec<f64> = (0..1050)
                .map(|i| (2.0 * PI * bpm / 60.0 * i as f64 / 30.0).sin())
                .collect();
            let r = read_rate(&x, 30.0).unwrap();
            assert!((r.bpm - bpm).abs() <= 0.44, "{bpm} → {}", r.bpm);
            assert!(r.snr_db > 10.0, "a clean sine stands out: {}", r.snr_db);
        }
        // Outside the band: the band's edge bin wins, never the true rate.
        let slow: Vec<f64> = (0..1050)
            .map(|i| (2.0 * PI * 0.5 * i as f64 / 30.0).sin())
            .collect();
        assert!(read_rate(&slow, 30.0).unwrap().bpm >= 45.0);
        assert!(read_rate(&[0.0; 100], 30.0).is_none());
        assert!(read_rate(&[1.0; 10], 30.0).is_none());
    }

    #[test]
    fn every_classic_method_reads_a_synthetic_trace() {
        let rgb = with_sensor_noise(&pulsing_skin(1.25, ANALYSIS_FS_HZ, 1050), 0.05, 2);
        for (name, extract) in CLASSIC {
            let r = read_rate(&extract(&rgb, ANALYSIS_FS_HZ), ANALYSIS_FS_HZ).unwrap();
            assert!((r.bpm - 75.0).abs() <= 0.9, "{name} → {}", r.bpm);
        }
    }

    #[test]
    fn reads_a_trace_through_its_face_region() {
        let (trace, beats) = crate::testkit::Synth::new(84.0).trace();
        let truth = crate::testkit::beats_bpm(&beats);
        for (name, extract) in CLASSIC {
            let r = method_reading(&trace, extract).unwrap();
            assert!(
                (r.bpm - truth).abs() < 3.0,
                "{name} → {} for {truth}",
                r.bpm
            );
        }
    }
}
