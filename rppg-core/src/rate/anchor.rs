//! The rate that anchors the tracker: the scan's dominant pulse frequency (a Welch estimate over
//! the windows), the head's rhythm discounted from it when the landmarks measure it, then checked
//! for being the pulse, its harmonic or its sub-harmonic ([`octave_check`]).

use super::motion::{motion_discounted, HeadMotion};
use super::octave::checked_octave;
use super::spectra::Window;
use crate::filter::PULSE_BAND_HZ;

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

/// The rate that anchors the tracker, Hz, and what it would be without the head's motion
/// discounted (the same when the motion is not known).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anchor {
    pub hz: f64,
    pub without_motion_hz: f64,
    /// The other octave of `hz` the spectrum supports as well, when the octave check kept the
    /// dominant frequency ([`checked_octave`]), Hz.
    pub rival_octave_hz: Option<f64>,
}

/// The rate that anchors the tracker: the windows' [`dominant_frequency`] after the octave check
/// on `pulse` (is it the pulse, its harmonic or its sub-harmonic?), with its rival octave
/// ([`checked_octave`]), both on the windows [`motion_discounted`] when the head's `motion` is
/// known (the rival's test weighs the rate itself as measured:
/// [`rival_octave`](super::octave::rival_octave)).
pub fn anchor_frequency(
    pulse: &[f64],
    fs: f64,
    windows: &[Window],
    motion: Option<&HeadMotion>,
) -> Option<Anchor> {
    let checked = |discounted: &[Window]| {
        dominant_frequency(discounted)
            .map(|f| checked_octave(pulse, fs, windows, discounted, f, PULSE_BAND_HZ))
    };
    let without_motion = checked(windows)?;
    let (hz, rival_octave_hz) = match motion {
        Some(m) => checked(&motion_discounted(windows, m))?,
        None => without_motion,
    };
    Some(Anchor {
        hz,
        without_motion_hz: without_motion.0,
        rival_octave_hz,
    })
}

#[cfg(test)]
mod tests {
    use super::super::motion::head_motion_spectrum;
    use super::super::octave::rival_octave;
    use super::super::params::{TRACK_HOP_S, TRACK_WINDOW_S};
    use super::super::spectra::{spectrogram, TRACK_NFFT};
    use super::*;
    use crate::testkit::ppg_shape;
    use std::f64::consts::PI;

    const FS: f64 = 30.0;

    fn windows_of(x: &[f64]) -> Vec<Window> {
        spectrogram(x, FS, TRACK_WINDOW_S, TRACK_HOP_S, TRACK_NFFT)
    }

    #[test]
    fn the_steady_rhythm_wins_over_a_stronger_passing_one() {
        // A steady 1.5 Hz pulse; for 3 s of 30 a 0.9 Hz rhythm three times as strong: the stronger
        // in each window that holds it whole, not over the scan.
        let x: Vec<f64> = (0..900)
            .map(|i| {
                let t = i as f64 / FS;
                let burst = if (12.0..15.0).contains(&t) { 3.0 } else { 0.0 };
                (2.0 * PI * 1.5 * t).sin() + burst * (2.0 * PI * 0.9 * t).sin()
            })
            .collect();
        let windows = windows_of(&x);
        let held = windows.iter().filter(|w| {
            let p = w.spectrum.peak().unwrap().freq_hz;
            (p - 0.9).abs() < 0.05
        });
        assert!(held.count() >= 3, "the burst wins some windows on its own");
        let f = dominant_frequency(&windows).unwrap();
        assert!((f - 1.5).abs() < 0.03, "{f}");
        assert_eq!(dominant_frequency(&[]), None);
    }

    #[test]
    fn a_pulse_anchors_at_its_own_rate_without_motion() {
        let pulse: Vec<f64> = (0..900)
            .map(|i| ppg_shape((1.2 * i as f64 / FS).rem_euclid(1.0)))
            .collect();
        let anchor = anchor_frequency(&pulse, FS, &windows_of(&pulse), None).unwrap();
        assert!((anchor.hz - 1.2).abs() < 0.03, "{}", anchor.hz);
        assert_eq!(anchor.hz, anchor.without_motion_hz);
        assert_eq!(anchor.rival_octave_hz, None);
    }

    #[test]
    fn a_head_swaying_at_half_the_pulse_does_not_make_its_double_a_rival() {
        // A 72 bpm pulse, weaker after 12 s, when a faint rhythm at twice its rate joins it; the
        // head sways at half the pulse's rate, so the discount takes half the pulse's power.
        let pulse: Vec<f64> = (0..1050)
            .map(|i| {
                let t = i as f64 / FS;
                let (strength, double) = if t < 12.0 { (2.0, 0.0) } else { (1.0, 0.2) };
                strength * ppg_shape((1.2 * t).rem_euclid(1.0))
                    + double * (2.0 * PI * 2.4 * t).sin()
            })
            .collect();
        let sway: Vec<f64> = (0..1050)
            .map(|i| (2.0 * PI * 0.6 * i as f64 / FS).sin())
            .collect();
        let motion = HeadMotion {
            amount: 0.5,
            spectrum: head_motion_spectrum(&sway, &[0.0; 1050], FS),
        };
        let windows = windows_of(&pulse);
        let anchor = anchor_frequency(&pulse, FS, &windows, Some(&motion)).unwrap();
        assert!((anchor.hz - 1.2).abs() < 0.03, "{}", anchor.hz);
        assert_eq!(anchor.rival_octave_hz, None);
        // Weighed as discounted on both sides, the double would rival the pulse; without the head's
        // motion it does not either.
        let discounted = motion_discounted(&windows, &motion);
        let both_discounted = rival_octave(&discounted, &discounted, anchor.hz, PULSE_BAND_HZ);
        assert!(both_discounted.is_some());
        let still = anchor_frequency(&pulse, FS, &windows, None).unwrap();
        assert_eq!(still.rival_octave_hz, None);
    }
}
