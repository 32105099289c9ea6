//! The head's motion as the face landmarks measure it: how much the head moved and at which rhythms
//! (the signal quality weighs motion at the reported rate, and breathing and the Parkinson's prompt
//! read the head's track).

use crate::face_geometry::{head_position, Landmarks};
use crate::filter::{band_pass, PULSE_FILTER_HZ};
use crate::quality;
use crate::resample::resample_linear;
use crate::spectrum::Spectrum;
use crate::uniform::Uniform;

/// Corners of the band-pass applied to head positions before their spectrum, Hz: the pulse
/// filter's, the lower one halved like [`quality::MOTION_BAND_HZ`].
pub const MOTION_FILTER_HZ: (f64, f64) = (PULSE_FILTER_HZ.0 / 2.0, PULSE_FILTER_HZ.1);

/// FFT size of the motion spectrum: a 35 s scan at 30 Hz zero-padded to 2048.
pub const MOTION_NFFT: usize = 2048;

/// The head's motion spectrum over [`quality::MOTION_BAND_HZ`]: horizontal and vertical head
/// position (on the uniform grid) band-passed, their powers added.
pub fn head_motion_spectrum(xs: &[f64], ys: &[f64], fs: f64) -> Spectrum {
    let of = |x: &[f64]| {
        Spectrum::of(
            &band_pass(x, fs, MOTION_FILTER_HZ),
            fs,
            MOTION_NFFT,
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
}
