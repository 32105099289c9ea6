//! The rate that anchors the tracker: the scan's dominant pulse frequency (a Welch estimate over
//! the windows), the head's rhythm discounted from it when the landmarks measure it, then checked
//! for being the pulse, its harmonic or its sub-harmonic ([`octave_check`]).

use super::motion::{motion_discounted, HeadMotion};
use super::octave::octave_check;
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
