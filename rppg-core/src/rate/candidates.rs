//! Candidate pulses: every (region, method) pair's pulse, band-limited and polarity-aligned to the
//! blood-volume reference, and the ones that vote on the rate.

use super::fusion::{candidate, snr_weights, Candidate};
use crate::detrend::detrend;
use crate::filter::{band_pass, PULSE_BAND_HZ, PULSE_FILTER_HZ};
use crate::json::write_number;
use crate::methods::Method;
use crate::trace::RoiName;
use crate::uniform::{RegionRgb, Uniform};
use std::borrow::Cow;

/// Trend cut-off before band-passing the pulse, Hz (well below the 0.7 Hz pulse band).
pub const PULSE_DETREND_CUTOFF_HZ: f64 = 0.3;

/// Frame-by-frame mean of the ROIs' colours (the pooled skin colour).
pub fn pooled_rgb(rois: &[RegionRgb]) -> Vec<[f64; 3]> {
    let n = rois.first().map_or(0, |r| r.1.len());
    (0..n)
        .map(|i| {
            let mut c = [0.0; 3];
            for (_, rgb) in rois {
                for k in 0..3 {
                    c[k] += rgb[i][k] / rois.len() as f64;
                }
            }
            c
        })
        .collect()
}

/// Detrend and band-limit a raw method output to the pulse band.
pub fn condition_pulse(raw: &[f64], fs: f64) -> Vec<f64> {
    band_pass(
        &detrend(raw, fs, PULSE_DETREND_CUTOFF_HZ),
        fs,
        PULSE_FILTER_HZ,
    )
}

/// The blood-volume polarity reference: band-passed inverted green of the pooled skin colour.
pub fn polarity_reference(pooled: &[[f64; 3]], fs: f64) -> Vec<f64> {
    condition_pulse(&Method::Green.extract(pooled, fs), fs)
}

/// Candidate pulses for every (region, method) pair; in enhanced mode also the pooled colour.
pub fn candidates(
    rois: &[RegionRgb],
    methods: &[Method],
    include_pooled: bool,
    fs: f64,
) -> Vec<Candidate> {
    let pooled = pooled_rgb(rois);
    let reference = polarity_reference(&pooled, fs);
    // Whether each source's colour is the pooled one (the pooled source, or a lone region, whose
    // mean is itself): its green pulse is then the reference, already computed.
    let lone = rois.len() == 1;
    let mut sources: Vec<(&str, &[[f64; 3]], bool)> = rois
        .iter()
        .map(|(name, rgb)| (name.label(), rgb.as_slice(), lone))
        .collect();
    if include_pooled && !lone {
        sources.push(("pooled", pooled.as_slice(), true));
    }
    let mut out = Vec::new();
    for (label, rgb, is_pooled) in sources {
        for m in methods {
            let pulse = if is_pooled && *m == Method::Green {
                reference.clone()
            } else {
                condition_pulse(&m.extract(rgb, fs), fs)
            };
            out.push(candidate(*m, label, pulse, &reference, fs, PULSE_BAND_HZ));
        }
    }
    out
}

/// The candidates whose method votes on the heart rate ([`Method::votes_on_rate`]): their
/// agreement places the rate and their whole-scan peaks count in the quality's agreement.
pub fn rate_voters(cands: &[Candidate]) -> Vec<&Candidate> {
    cands.iter().filter(|c| c.method.votes_on_rate()).collect()
}

/// A short description of what the fusion used, e.g. "pos+chrom fused (3 ROIs)".
pub fn describe_fusion(cands: &[Candidate], methods: &[Method], roi_count: usize) -> String {
    let weights = snr_weights(cands);
    let used = methods.iter().map(|m| m.label()).filter(|l| {
        cands
            .iter()
            .zip(&weights)
            .any(|(c, w)| *w > 0.0 && c.label.starts_with(l))
    });
    // Written by hand: `format!`, `to_string` and `join` each bring their machinery into the
    // `.wasm` for this one label.
    let mut label = String::new();
    for (i, l) in used.enumerate() {
        if i > 0 {
            label.push('+');
        }
        label.push_str(l);
    }
    label.push_str(" fused (");
    write_number(roi_count as f64, &mut label);
    label.push_str(if roi_count == 1 { " ROI)" } else { " ROIs)" });
    label
}

/// The regions the pulse is read from: the face outline alone when the trace has it. On real
/// compressed clips its thousands of skin pixels carry the pulse, while the small boxes bring their
/// own blocky noise into any fusion with it (docs/findings/05-regions-under-compression.md); traces without it use what they have.
/// Borrowed, not copied, unless a trace names the face twice (the app and the API never do; both
/// are kept then).
pub fn pulse_regions(u: &Uniform) -> Cow<'_, [RegionRgb]> {
    let is_face = |r: &RegionRgb| r.0 == RoiName::Face;
    match u.rois.iter().position(is_face) {
        None => Cow::Borrowed(&u.rois),
        Some(i) if !u.rois[i + 1..].iter().any(is_face) => Cow::Borrowed(&u.rois[i..=i]),
        Some(_) => Cow::Owned(u.rois.iter().filter(|r| is_face(r)).cloned().collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{ppg_shape, PULSE_SIGNATURE};

    const FS: f64 = 30.0;

    /// A region whose skin carries a 72 bpm pulse: blood absorbs, so each channel dips with the pulse.
    fn region(name: RoiName, brightness: f64) -> RegionRgb {
        let rgb = (0..600)
            .map(|i| {
                let pulse = ppg_shape((1.2 * i as f64 / FS).rem_euclid(1.0));
                PULSE_SIGNATURE.map(|s| brightness * (1.0 - 0.005 * s * pulse))
            })
            .collect();
        (name, rgb)
    }

    #[test]
    fn the_pooled_colour_is_the_regions_mean_frame_by_frame() {
        let rois = [
            region(RoiName::Forehead, 100.0),
            region(RoiName::LeftCheek, 140.0),
        ];
        let pooled = pooled_rgb(&rois);
        assert_eq!(pooled.len(), 600);
        let mean = |k: usize| (rois[0].1[7][k] + rois[1].1[7][k]) / 2.0;
        assert!(pooled[7]
            .iter()
            .enumerate()
            .all(|(k, c)| (c - mean(k)).abs() < 1e-9));
        assert!(pooled_rgb(&[]).is_empty());
    }

    #[test]
    fn the_polarity_reference_rises_with_the_blood_volume() {
        let roi = region(RoiName::Face, 120.0);
        let reference = polarity_reference(&roi.1, FS);
        let volume: Vec<f64> = (0..600)
            .map(|i| ppg_shape((1.2 * i as f64 / FS).rem_euclid(1.0)))
            .collect();
        let conditioned = condition_pulse(&volume, FS);
        assert!(super::super::fusion::correlation(&reference, &conditioned) > 0.9);
    }

    #[test]
    fn one_candidate_per_region_and_method_and_the_pooled_one_when_asked() {
        let rois = [
            region(RoiName::Forehead, 100.0),
            region(RoiName::LeftCheek, 140.0),
            region(RoiName::RightCheek, 130.0),
        ];
        let methods = [Method::Pos, Method::Chrom];
        let labels = |c: &[Candidate]| c.iter().map(|c| c.label.clone()).collect::<Vec<_>>();
        assert_eq!(
            labels(&candidates(&rois, &methods, false, FS)),
            [
                "pos/forehead",
                "chrom/forehead",
                "pos/leftCheek",
                "chrom/leftCheek",
                "pos/rightCheek",
                "chrom/rightCheek"
            ]
        );
        let with_pooled = candidates(&rois, &Method::ALL, true, FS);
        assert_eq!(with_pooled.len(), 12);
        assert_eq!(with_pooled[11].label, "green/pooled");
        // Green does not vote; every candidate here reads the 72 bpm pulse.
        assert_eq!(rate_voters(&with_pooled).len(), 8);
        for c in &with_pooled {
            let bpm = c.spectrum.peak().unwrap().freq_hz * 60.0;
            assert!((bpm - 72.0).abs() < 2.0, "{}: {bpm}", c.label);
        }
        assert_eq!(
            describe_fusion(&with_pooled, &Method::ALL, 3),
            "pos+chrom+green fused (3 ROIs)"
        );
        assert_eq!(
            describe_fusion(&with_pooled[..2], &methods, 1),
            "pos+chrom fused (1 ROI)"
        );
    }
}
