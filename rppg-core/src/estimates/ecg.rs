//! Illustrative ECG-shaped rendering at the detected beat times. No electrical signal is measured:
//! this draws a textbook P-QRS-T complex (sum of Gaussians as in McSharry et al. 2003, "A dynamical
//! model for generating synthetic electrocardiogram signals", IEEE TBME 50(3)) centred on each
//! detected beat, with the T wave placed by Bazett's √RR scaling. P waves are drawn only when the
//! rhythm is regular.

/// Rendering rate, Hz.
pub const ECG_RENDER_FS_HZ: f64 = 100.0;
/// Rendered duration, s.
pub const ECG_RENDER_SECONDS: f64 = 5.0;

/// One wave of the complex: amplitude (mV-like units), time offset from R (s at RR = 1 s), width (s).
struct Wave {
    amplitude: f64,
    offset_s: f64,
    width_s: f64,
    scales_with_rr: bool,
}

const P: Wave = Wave {
    amplitude: 0.12,
    offset_s: -0.2,
    width_s: 0.025,
    scales_with_rr: false,
};
const QRS_T: [Wave; 4] = [
    Wave {
        amplitude: -0.12,
        offset_s: -0.03,
        width_s: 0.01,
        scales_with_rr: false,
    },
    Wave {
        amplitude: 1.0,
        offset_s: 0.0,
        width_s: 0.012,
        scales_with_rr: false,
    },
    Wave {
        amplitude: -0.22,
        offset_s: 0.03,
        width_s: 0.012,
        scales_with_rr: false,
    },
    Wave {
        amplitude: 0.3,
        offset_s: 0.3,
        width_s: 0.06,
        scales_with_rr: true,
    },
];

/// Below this exponent e^x is exactly 0 in double precision: it lies under half the smallest
/// subnormal (2⁻¹⁰⁷⁴ = e^−744.4), and `exp` returns 0 below −745.13.
const EXP_UNDERFLOW: f64 = -746.0;

/// A unit Gaussian of `width` s at `centre`, read at `t`. Most (beat, wave, sample) terms lie so far
/// from their wave that it is 0: those skip `exp`, which was most of the rendering's time.
fn gaussian(t: f64, centre: f64, width: f64) -> f64 {
    let x = -(t - centre).powi(2) / (2.0 * width * width);
    if x < EXP_UNDERFLOW {
        0.0
    } else {
        x.exp()
    }
}

/// Renders [`ECG_RENDER_SECONDS`] of ECG-shaped waveform starting at the second beat (so the
/// first complex is whole), values rounded to 1/1000. Empty without at least two beats.
pub fn render(beat_times_s: &[f64], with_p_waves: bool) -> Vec<f64> {
    if beat_times_s.len() < 2 {
        return Vec::new();
    }
    let start = beat_times_s[1] - 0.3;
    let n = (ECG_RENDER_SECONDS * ECG_RENDER_FS_HZ) as usize;
    (0..n)
        .map(|i| {
            let t = start + i as f64 / ECG_RENDER_FS_HZ;
            let mut v = 0.0;
            for (k, &beat) in beat_times_s.iter().enumerate() {
                if (beat - t).abs() > 1.0 {
                    continue;
                }
                let rr = if k > 0 {
                    beat - beat_times_s[k - 1]
                } else {
                    beat_times_s[1] - beat
                };
                let bazett = rr.max(0.2).sqrt();
                let waves = QRS_T
                    .iter()
                    .chain(if with_p_waves { Some(&P) } else { None });
                for w in waves {
                    let offset = if w.scales_with_rr {
                        w.offset_s * bazett
                    } else {
                        w.offset_s
                    };
                    v += w.amplitude * gaussian(t, beat + offset, w.width_s);
                }
            }
            (v * 1000.0).round() / 1000.0
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gaussian_is_exp_to_the_bit_also_where_exp_is_skipped() {
        for width in [0.01, 0.025, 0.06] {
            for k in 0..4000 {
                let t = k as f64 * 0.000_25;
                let exact = (-(t - 0.0f64).powi(2) / (2.0 * width * width)).exp();
                assert_eq!(
                    gaussian(t, 0.0, width).to_bits(),
                    exact.to_bits(),
                    "{t}, {width}"
                );
            }
        }
        assert!((-745.0f64).exp() > 0.0 && (EXP_UNDERFLOW).exp() == 0.0);
    }

    #[test]
    fn r_peaks_sit_at_the_beats() {
        let beats: Vec<f64> = (0..10).map(|i| i as f64 * 0.8).collect();
        let ecg = render(&beats, true);
        assert_eq!(ecg.len(), 500);
        // Beat 1 (0.8 s) is rendered at sample 30 (start = 0.5 s).
        let max_idx = ecg[..60]
            .iter()
            .enumerate()
            .fold(
                (0, f64::MIN),
                |b, (k, v)| if *v > b.1 { (k, *v) } else { b },
            )
            .0;
        assert_eq!(max_idx, 30);
        assert!(ecg[30] > 0.9);
        assert!(render(&[1.0], true).is_empty());
        assert_ne!(render(&beats, false), ecg);
    }
}
