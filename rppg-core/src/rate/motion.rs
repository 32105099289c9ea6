//! The head's motion as the face landmarks measure it, and the pulse spectra with the share of
//! their power that motion may explain taken out.

use super::fusion::FUSION_NFFT;
use super::spectra::Window;
use crate::face_geometry::{head_position, Landmarks};
use crate::filter::{band_pass, PULSE_FILTER_HZ};
use crate::quality;
use crate::resample::resample_linear;
use crate::spectrum::Spectrum;
use crate::uniform::Uniform;

/// The windows with the power at each frequency f scaled by 1 − a·m(f): m(f) is how much of the
/// head's motion lies at f or f/2 ([`quality::motion_at_rate`]), a how much the head moved
/// ([`HeadMotion::amount`], 0–1), so the product is the share of the power the motion may explain.
/// A head swaying at f, or at f/2 (light and shading change twice per sway), makes skin colour
/// change at f, in the pulse's own colour direction as often as not, and in compressed video that
/// rhythm can be as strong as the pulse (a real scan was read at twice its head's sway, not at its
/// pulse: docs/findings/18-late-starts-and-head-sway.md). Weighing the
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

#[cfg(test)]
mod tests {
    use super::super::params::{TRACK_HOP_S, TRACK_WINDOW_S};
    use super::super::spectra::{spectrogram, TRACK_NFFT};
    use super::*;
    use std::f64::consts::PI;

    const FS: f64 = 30.0;

    fn tone(f: f64, n: usize) -> Vec<f64> {
        (0..n)
            .map(|i| (2.0 * PI * f * i as f64 / FS).sin())
            .collect()
    }

    #[test]
    fn the_head_sway_is_found_at_its_rate() {
        let sway = tone(0.5, 900);
        let s = head_motion_spectrum(&sway, &vec![0.0; 900], FS);
        let peak = s.peak().unwrap().freq_hz;
        assert!((peak - 0.5).abs() < 0.03, "{peak}");
    }

    #[test]
    fn power_where_the_head_moves_is_taken_out_and_a_still_head_takes_nothing() {
        // Colour at the pulse (1.5 Hz) and at the head's sway (1.0 Hz), equally strong.
        let colour: Vec<f64> = tone(1.5, 900)
            .iter()
            .zip(tone(1.0, 900))
            .map(|(a, b)| a + b)
            .collect();
        let windows = spectrogram(&colour, FS, TRACK_WINDOW_S, TRACK_HOP_S, TRACK_NFFT);
        let spectrum = head_motion_spectrum(&tone(1.0, 900), &vec![0.0; 900], FS);
        let power_near = |ws: &[Window], f: f64| {
            let s = &ws[0].spectrum;
            (0..s.power.len())
                .filter(|k| (s.freq(*k) - f).abs() < 0.05)
                .map(|k| s.power[k])
                .fold(0.0, f64::max)
        };
        let moving = HeadMotion {
            amount: 1.0,
            spectrum: spectrum.clone(),
        };
        let discounted = motion_discounted(&windows, &moving);
        let kept = |f: f64| power_near(&discounted, f) / power_near(&windows, f);
        assert!(
            kept(1.0) < 0.5 * kept(1.5),
            "{} vs {}",
            kept(1.0),
            kept(1.5)
        );
        let still = HeadMotion {
            amount: 0.0,
            spectrum,
        };
        assert_eq!(motion_discounted(&windows, &still), windows);
        assert!(motion_discounted(&[], &still).is_empty());
    }
}
