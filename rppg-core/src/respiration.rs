//! Breathing rate from the respiratory modulations of the pulse (Charlton et al. 2016, "An
//! assessment of algorithms to estimate respiratory rate from the ECG and PPG", Physiol. Meas.
//! 37(4)): baseline (intensity) modulation, beat-amplitude modulation and beat-interval modulation
//! (respiratory sinus arrhythmia), fused with vertical head motion from the landmarks. Each source
//! is brought to a 5 Hz series, its spectrum over 0.1–0.6 Hz taken, and the spectra are summed
//! weighted by their peak prominence (a spectral form of Karlen et al. 2013's "smart fusion").

use crate::filter::{band_pass, RESPIRATION_BAND_HZ};
use crate::resample::{decimate_mean, resample_linear, uniform_times};
use crate::spectrum::Spectrum;

/// Rate of the respiratory series, Hz.
pub const RESPIRATION_FS_HZ: f64 = 5.0;
/// FFT size for respiratory spectra (0.0049 Hz = 0.3 breaths/min bins at 5 Hz, interpolated).
pub const RESPIRATION_NFFT: usize = 1024;
/// Half-width of the peak band that counts as "the breathing peak", Hz (±2 breaths/min).
pub const RESPIRATION_PEAK_HALF_WIDTH_HZ: f64 = 0.033;
/// Below this fused prominence the breathing rate is not trusted (the product's default stands in,
/// withheld: ADR-5).
pub const RESPIRATION_MIN_PROMINENCE: f64 = 0.25;

/// One respiratory source's spectrum and how much of it sits in its peak (0–1).
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    pub spectrum: Spectrum,
    pub prominence: f64,
}

/// Breathing estimate: rate in breaths/min and the fused peak prominence (0–1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Breathing {
    pub rate_bpm: f64,
    pub prominence: f64,
    pub sources: usize,
}

/// Share of band power within ±0.033 Hz of the strongest peak.
pub fn prominence(s: &Spectrum) -> f64 {
    let total = s.total();
    let peak = match s.peak() {
        Some(p) if total > 0.0 => p,
        _ => return 0.0,
    };
    let near: f64 = s
        .power
        .iter()
        .enumerate()
        .filter(|(k, _)| (s.freq(*k) - peak.freq_hz).abs() <= RESPIRATION_PEAK_HALF_WIDTH_HZ)
        .map(|(_, p)| p)
        .sum();
    near / total
}

/// A source from a signal sampled uniformly at `fs`: band-passed to 0.1–0.6 Hz, decimated to 5 Hz.
pub fn source_from_uniform(x: &[f64], fs: f64) -> Option<Source> {
    if x.len() < 8 {
        return None;
    }
    let filtered = band_pass(x, fs, RESPIRATION_BAND_HZ);
    let factor = ((fs / RESPIRATION_FS_HZ).round() as usize).max(1);
    Some(source_from_series(
        &decimate_mean(&filtered, factor),
        fs / factor as f64,
    ))
}

/// A source from a slow series already sampled at about [`RESPIRATION_FS_HZ`].
fn source_from_series(series: &[f64], fs: f64) -> Source {
    let spectrum = Spectrum::of(series, fs, RESPIRATION_NFFT, RESPIRATION_BAND_HZ);
    let prominence = prominence(&spectrum);
    Source {
        spectrum,
        prominence,
    }
}

/// A source from per-beat values (amplitude or interval) at beat times `t_s`, interpolated to 5 Hz.
pub fn source_from_beats(t_s: &[f64], values: &[f64]) -> Option<Source> {
    if t_s.len() < 8 {
        return None;
    }
    let grid = uniform_times(t_s[0], t_s[t_s.len() - 1], RESPIRATION_FS_HZ);
    Some(source_from_series(
        &resample_linear(t_s, values, &grid)?,
        RESPIRATION_FS_HZ,
    ))
}

/// Fuses sources: each spectrum normalised to unit total and weighted by its prominence; the peak
/// of the sum is the breathing rate. `None` when no source has power.
pub fn fuse(sources: &[Source]) -> Option<Breathing> {
    let len = sources.iter().map(|s| s.spectrum.power.len()).min()?;
    let reference = &sources[0].spectrum;
    let mut sum = vec![0.0; len];
    for s in sources {
        let total = s.spectrum.total();
        if total <= 0.0 {
            continue;
        }
        for (o, p) in sum.iter_mut().zip(&s.spectrum.power) {
            *o += s.prominence * p / total;
        }
    }
    let fused = Spectrum {
        f0: reference.f0,
        df: reference.df,
        power: sum,
    };
    let peak = fused.peak()?;
    Some(Breathing {
        rate_bpm: peak.freq_hz * 60.0,
        prominence: prominence(&fused),
        sources: sources.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f64::consts::PI;

    #[test]
    fn baseline_modulation_gives_the_rate() {
        let fs = 30.0;
        let x: Vec<f64> = (0..1050)
            .map(|i| {
                (2.0 * PI * 0.25 * i as f64 / fs).sin()
                    + 0.5 * (2.0 * PI * 1.2 * i as f64 / fs).sin()
            })
            .collect();
        let s = source_from_uniform(&x, fs).unwrap();
        assert!(s.prominence > 0.5);
        let b = fuse(&[s]).unwrap();
        assert!((b.rate_bpm - 15.0).abs() < 0.5, "{}", b.rate_bpm);
    }

    #[test]
    fn interval_modulation_and_fusion() {
        let mut t = vec![0.0];
        while t[t.len() - 1] < 35.0 {
            let last = t[t.len() - 1];
            t.push(last + 0.8 + 0.05 * (2.0 * PI * 0.3 * last).sin());
        }
        let ibis: Vec<f64> = t.windows(2).map(|w| w[1] - w[0]).collect();
        let rifv = source_from_beats(&t[1..], &ibis).unwrap();
        let noise: Vec<f64> = (0..1050).map(|i| ((i * 7919) % 97) as f64 / 97.0).collect();
        let weak = source_from_uniform(&noise, 30.0).unwrap();
        let b = fuse(&[rifv, weak]).unwrap();
        assert!((b.rate_bpm - 18.0).abs() < 1.0, "{}", b.rate_bpm);
        assert!(source_from_beats(&[1.0, 2.0], &[1.0, 1.0]).is_none());
        assert!(fuse(&[]).is_none());
    }
}
