//! Pulse-extraction methods. Each has the same shape — per-frame RGB means sampled uniformly at
//! `fs` → a pulse signal of the same length — so they can be compared and swapped by name. The
//! heart-rate engine fuses POS, CHROM and GREEN ([`Method::ALL`]); the benchmark runs every classic
//! method rPPG-Toolbox reports ([`CLASSIC`]) and reads each one's rate by the toolbox's conventions
//! ([`reading`]).

pub mod chrom;
pub mod green;
pub mod ica;
pub mod lgi;
pub mod linalg;
pub mod pbv;
pub mod pos;
pub mod reading;

/// The methods the analysis (and the benchmark) can iterate over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Plane-orthogonal-to-skin (Wang et al. 2017).
    Pos,
    /// Chrominance (de Haan & Jeanne 2013).
    Chrom,
    /// Green channel (Verkruysse et al. 2008): the baseline.
    Green,
}

impl Method {
    /// Every method the heart-rate engine fuses, strongest first.
    pub const ALL: [Method; 3] = [Method::Pos, Method::Chrom, Method::Green];

    /// Short lower-case name for reports.
    pub fn label(self) -> &'static str {
        match self {
            Method::Pos => "pos",
            Method::Chrom => "chrom",
            Method::Green => "green",
        }
    }

    /// Whether the method's pulse votes in the agreement that places the heart rate. POS and CHROM
    /// project intensity changes out of the colour; the green channel keeps them, so on compressed
    /// video its strongest peak is as often the light's slow 1/f noise as the pulse, and its vote is
    /// a vote for that noise (docs/findings/runs.md, "Real videos"). It still joins the fused
    /// waveform, by its SNR.
    pub fn votes_on_rate(self) -> bool {
        !matches!(self, Method::Green)
    }

    /// Runs the method on uniformly sampled RGB means.
    pub fn extract(self, rgb: &[[f64; 3]], fs: f64) -> Vec<f64> {
        match self {
            Method::Pos => pos::pos(rgb, fs),
            Method::Chrom => chrom::chrom(rgb, fs),
            Method::Green => green::green(rgb, fs),
        }
    }
}

/// A pulse-extraction method: uniformly sampled RGB means at `fs` → a pulse of the same length.
pub type Extractor = fn(&[[f64; 3]], f64) -> Vec<f64>;

/// Every classic unsupervised method rPPG-Toolbox reports, by name, in the order the benchmark's C
/// ABI numbers them. A table apart from [`Method`]: the engine dispatches on `Method` at run time,
/// so a method added there would be linked into the app's `.wasm` whether it ran or not.
pub const CLASSIC: [(&str, Extractor); 6] = [
    ("pos", pos::pos),
    ("chrom", chrom::chrom),
    ("green", green::green),
    ("ica", ica::ica),
    ("lgi", lgi::lgi),
    ("pbv", pbv::pbv),
];

/// Window length in samples for a duration in seconds (at least 2 and at most `n`).
pub fn window_samples(seconds: f64, fs: f64, n: usize) -> usize {
    ((seconds * fs).round() as usize).max(2).min(n.max(2))
}

/// Mean of each colour channel over a block of frames.
pub fn channel_means(rgb: &[[f64; 3]]) -> [f64; 3] {
    let mut m = [0.0; 3];
    for c in rgb {
        for k in 0..3 {
            m[k] += c[k];
        }
    }
    let n = rgb.len().max(1) as f64;
    [m[0] / n, m[1] / n, m[2] / n]
}

/// Temporal normalisation: each channel divided by its mean over the block (skin tone and
/// illuminant strength cancel, leaving relative changes around 1).
pub fn normalise_block(rgb: &[[f64; 3]]) -> Vec<[f64; 3]> {
    let m = channel_means(rgb);
    let safe = |v: f64| if v.abs() > 1e-9 { v } else { 1.0 };
    rgb.iter()
        .map(|c| [c[0] / safe(m[0]), c[1] / safe(m[1]), c[2] / safe(m[2])])
        .collect()
}

#[cfg(test)]
pub(crate) mod test_signals {
    use std::f64::consts::PI;

    /// Skin colour carrying a sinusoidal pulse with the blood-volume signature plus a common
    /// intensity (illumination) change that a good method must cancel.
    pub fn pulsing_skin(f_hz: f64, fs: f64, n: usize) -> Vec<[f64; 3]> {
        (0..n)
            .map(|i| {
                let t = i as f64 / fs;
                let p = (2.0 * PI * f_hz * t).sin();
                let light = 1.0 + 0.05 * (2.0 * PI * 0.3 * t).sin();
                [
                    180.0 * light * (1.0 - 0.002 * p),
                    130.0 * light * (1.0 - 0.005 * p),
                    105.0 * light * (1.0 - 0.0035 * p),
                ]
            })
            .collect()
    }

    /// `rgb` with Gaussian sensor noise of `sd` colour units on every channel (deterministic from
    /// the seed): real colours vary in all three directions, a clean synthetic pulse in only two.
    pub fn with_sensor_noise(rgb: &[[f64; 3]], sd: f64, seed: u64) -> Vec<[f64; 3]> {
        let mut rng = crate::testkit::Lcg::new(seed);
        rgb.iter()
            .map(|c| c.map(|v| v + sd * rng.gaussian()))
            .collect()
    }

    /// Dominant frequency (Hz) of a signal in the pulse band.
    pub fn dominant_hz(x: &[f64], fs: f64) -> f64 {
        crate::spectrum::Spectrum::of(x, fs, 4096, (0.7, 3.5))
            .peak()
            .map_or(0.0, |p| p.freq_hz)
    }
}

#[cfg(test)]
mod tests {
    use super::test_signals::*;
    use super::*;

    #[test]
    fn every_method_recovers_the_pulse_frequency() {
        let rgb = with_sensor_noise(&pulsing_skin(1.3, 30.0, 600), 0.05, 7);
        for m in Method::ALL {
            assert_eq!(m.extract(&rgb, 30.0), CLASSIC[m as usize].1(&rgb, 30.0));
        }
        for (name, extract) in CLASSIC {
            let f = test_signals::dominant_hz(&extract(&rgb, 30.0), 30.0);
            assert!((f - 1.3).abs() < 0.02, "{name} → {f}");
        }
    }

    #[test]
    fn helpers() {
        assert_eq!(window_samples(1.6, 30.0, 1000), 48);
        assert_eq!(window_samples(1.6, 30.0, 10), 10);
        let n = normalise_block(&[[2.0, 4.0, 0.0], [4.0, 8.0, 0.0]]);
        assert_eq!(n[0], [2.0 / 3.0, 4.0 / 6.0, 0.0]);
    }
}
