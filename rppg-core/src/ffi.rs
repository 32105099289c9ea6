//! C ABI for WebAssembly hosts: exported `rppg_alloc`/`rppg_free` plus functions over pointers.
//!
//! Conventions:
//! - Inputs are (pointer, length) pairs in linear memory the host allocated with [`rppg_alloc`];
//!   a zero length may come with a null pointer.
//! - Status: `0` success, a negative [`ErrorCode::abi_code`] on failure. Nothing panics on bad input.
//! - JSON results are written to a fresh [`rppg_alloc`] block whose pointer and length go into the
//!   host's two-`usize` out slot; the host frees it with `rppg_free(ptr, len)`.
//! - Numeric results are written into a host-provided `f64` array.

use crate::analysis::{analyze, Mode};
use crate::error::ErrorCode;
use crate::lips::find_lips;
use crate::live::{analyze_live, LIVE_SPAN_S};
use crate::presence::{face_presence, face_presence_fallback, Presence};
use crate::result::Drawings;
use crate::sampling::sample_frame;
use crate::trace::Trace;
use std::alloc::{alloc, dealloc, Layout};

const ALIGN: usize = 8;
/// Values written per ROI by [`rppg_sample_frame`]: r, g, b, skin pixels, total pixels.
pub const SAMPLE_VALUES_PER_ROI: usize = 5;
/// Values written by [`rppg_find_lips`]: found (1/0), the centre's and the two corners' x, y, the
/// contrast.
pub const LIPS_VALUES: usize = 8;

/// Allocates `len` bytes (8-byte aligned) for the host; returns null for zero or on failure.
#[no_mangle]
pub extern "C" fn rppg_alloc(len: usize) -> *mut u8 {
    match Layout::from_size_align(len, ALIGN) {
        Ok(layout) if len > 0 => unsafe { alloc(layout) },
        _ => std::ptr::null_mut(),
    }
}

/// Frees memory obtained from [`rppg_alloc`] with the same length.
///
/// # Safety
/// `ptr` must come from `rppg_alloc(len)` and not be freed twice.
#[no_mangle]
pub unsafe extern "C" fn rppg_free(ptr: *mut u8, len: usize) {
    if ptr.is_null() || len == 0 {
        return;
    }
    if let Ok(layout) = Layout::from_size_align(len, ALIGN) {
        dealloc(ptr, layout);
    }
}

/// Pointer to the static UTF-8 version string; its length is [`rppg_version_len`].
#[no_mangle]
pub extern "C" fn rppg_version_ptr() -> *const u8 {
    crate::VERSION.as_ptr()
}

/// Length in bytes of the version string.
#[no_mangle]
pub extern "C" fn rppg_version_len() -> usize {
    crate::VERSION.len()
}

/// The span of recent trace the live estimate uses, ms (the host may send only that much).
#[no_mangle]
pub extern "C" fn rppg_live_window_ms() -> f64 {
    LIVE_SPAN_S * 1000.0
}

/// A slice from a host pointer, empty for null or zero length.
///
/// # Safety
/// A non-null `ptr` must point to `len` valid, aligned values.
unsafe fn slice<'a, T>(ptr: *const T, len: usize) -> &'a [T] {
    if ptr.is_null() || len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(ptr, len)
    }
}

/// Copies `bytes` into a fresh block and stores (pointer, length) in `out`.
///
/// # Safety
/// `out` must point to two writable `usize`s.
unsafe fn emit(bytes: &[u8], out: *mut usize) -> i32 {
    if out.is_null() {
        return ErrorCode::BadInput.abi_code();
    }
    let ptr = rppg_alloc(bytes.len().max(1));
    if ptr.is_null() {
        return ErrorCode::BadInput.abi_code();
    }
    std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr, bytes.len());
    *out = ptr as usize;
    *out.add(1) = bytes.len().max(1);
    0
}

/// Trace arguments shared by the analysis entry points.
///
/// # Safety
/// Every non-null pointer must point to the stated number of values.
#[allow(clippy::too_many_arguments)]
unsafe fn trace_from_abi(
    timestamps: *const f64,
    n: usize,
    roi_codes: *const u8,
    roi_count: usize,
    rgb: *const f64,
    face: *const f64,
    face_len: usize,
    landmarks: *const f64,
    landmarks_len: usize,
) -> Result<Trace, ErrorCode> {
    let rgb_len = roi_count
        .checked_mul(3)
        .and_then(|v| v.checked_mul(n))
        .ok_or(ErrorCode::BadInput)?;
    if (n > 0 && timestamps.is_null())
        || (roi_count > 0 && roi_codes.is_null())
        || (rgb_len > 0 && rgb.is_null())
    {
        return Err(ErrorCode::BadInput);
    }
    Trace::from_flat(
        slice(timestamps, n),
        slice(roi_codes, roi_count),
        slice(rgb, rgb_len),
        slice(face, face_len),
        slice(landmarks, landmarks_len),
    )
}

/// `mode` of [`rppg_analyze`]: the full end-of-scan analysis.
pub const MODE_FINAL: u32 = 0;
/// `mode` of [`rppg_analyze`]: the heavier re-analysis.
pub const MODE_ENHANCED: u32 = 1;
/// `mode` of [`rppg_analyze`]: the cheap live estimate from the recent part of the trace.
pub const MODE_LIVE: u32 = 2;
/// `mode` of [`rppg_analyze`]: the heavier re-analysis without its drawings ([`Drawings::LeftOut`]):
/// the API's answer, which returns none of them.
pub const MODE_ENHANCED_VITALS: u32 = 3;

/// Analysis of a trace. `rgb` holds `roi_count` blocks of `3 * n` interleaved means; `face` is
/// empty or `n` long; `landmarks` empty or `12 * n`. `mode` is [`MODE_FINAL`], [`MODE_ENHANCED`],
/// [`MODE_LIVE`] or [`MODE_ENHANCED_VITALS`]. On success the JSON result's (pointer, length) is
/// written to `out`.
///
/// # Safety
/// Pointers must be valid for the stated lengths; `out` must point to two writable `usize`s.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn rppg_analyze(
    timestamps: *const f64,
    n: usize,
    roi_codes: *const u8,
    roi_count: usize,
    rgb: *const f64,
    face: *const f64,
    face_len: usize,
    landmarks: *const f64,
    landmarks_len: usize,
    mode: u32,
    out: *mut usize,
) -> i32 {
    if mode > MODE_ENHANCED_VITALS {
        return ErrorCode::BadInput.abi_code();
    }
    let json = trace_from_abi(
        timestamps,
        n,
        roi_codes,
        roi_count,
        rgb,
        face,
        face_len,
        landmarks,
        landmarks_len,
    )
    .and_then(|t| match mode {
        MODE_FINAL => analyze(&t, Mode::Final).map(|a| a.to_json()),
        MODE_ENHANCED => analyze(&t, Mode::Enhanced).map(|a| a.to_json()),
        MODE_ENHANCED_VITALS => {
            analyze(&t, Mode::Enhanced).map(|a| a.to_json_with(Drawings::LeftOut))
        }
        _ => analyze_live(&t).map(|e| e.to_json()),
    });
    match json {
        Ok(j) => emit(j.to_text().as_bytes(), out),
        Err(e) => e.abi_code(),
    }
}

/// Checks an RGBA frame's dimensions against its buffer.
fn frame_ok(len: usize, width: usize, height: usize) -> bool {
    width > 0
        && height > 0
        && width
            .checked_mul(height)
            .and_then(|p| p.checked_mul(4))
            .map_or(false, |need| need <= len)
}

/// Samples ROI polygons of an RGBA frame. `points` holds every polygon's x,y pairs back to back;
/// `point_counts[k]` is the number of values (2 per vertex) of polygon k. Writes
/// [`SAMPLE_VALUES_PER_ROI`] values per ROI (r, g, b, skin pixels, total pixels) and then the mean
/// skin luma into `out` (`roi_count * 5 + 1` doubles).
///
/// # Safety
/// Pointers must be valid for the stated lengths.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn rppg_sample_frame(
    pixels: *const u8,
    pixels_len: usize,
    width: usize,
    height: usize,
    points: *const f64,
    point_counts: *const u32,
    roi_count: usize,
    out: *mut f64,
) -> i32 {
    if !frame_ok(pixels_len, width, height) || pixels.is_null() || out.is_null() {
        return ErrorCode::BadInput.abi_code();
    }
    let counts = slice(point_counts, roi_count);
    let total: usize = counts.iter().map(|c| *c as usize).sum();
    let all_points = slice(points, total);
    if all_points.len() != total {
        return ErrorCode::BadInput.abi_code();
    }
    let mut polygons = Vec::with_capacity(roi_count);
    let mut at = 0;
    for c in counts {
        polygons.push(&all_points[at..at + *c as usize]);
        at += *c as usize;
    }
    let (samples, brightness) = sample_frame(slice(pixels, pixels_len), width, height, &polygons);
    let out = std::slice::from_raw_parts_mut(out, roi_count * SAMPLE_VALUES_PER_ROI + 1);
    for (k, s) in samples.iter().enumerate() {
        let o = &mut out[k * SAMPLE_VALUES_PER_ROI..(k + 1) * SAMPLE_VALUES_PER_ROI];
        o.copy_from_slice(&[
            s.rgb[0],
            s.rgb[1],
            s.rgb[2],
            s.skin_pixels as f64,
            s.total_pixels as f64,
        ]);
    }
    out[roi_count * SAMPLE_VALUES_PER_ROI] = brightness;
    0
}

/// Face presence of an RGBA frame: `fallback` 0 = the product's main rule (ADR-20), 1 = its
/// fallback. Writes present (1/0), skin share and brightness into `out` (3 doubles).
///
/// # Safety
/// Pointers must be valid for the stated lengths.
#[no_mangle]
pub unsafe extern "C" fn rppg_face_presence(
    pixels: *const u8,
    pixels_len: usize,
    width: usize,
    height: usize,
    fallback: u32,
    out: *mut f64,
) -> i32 {
    if !frame_ok(pixels_len, width, height) || pixels.is_null() || out.is_null() {
        return ErrorCode::BadInput.abi_code();
    }
    let rgba = slice(pixels, pixels_len);
    let p: Presence = if fallback == 0 {
        face_presence(rgba, width, height)
    } else {
        face_presence_fallback(rgba, width, height)
    };
    let out = std::slice::from_raw_parts_mut(out, 3);
    out.copy_from_slice(&[
        if p.present { 1.0 } else { 0.0 },
        p.skin_share,
        p.brightness,
    ]);
    0
}

/// The lips in an RGBA patch around the mouth (see [`find_lips`]), on a face whose eyes are `iod_px`
/// pixels apart. Writes [`LIPS_VALUES`] doubles into `out`: 1, the centre and the corners (patch
/// pixels, the image-left corner first) and the lip/skin contrast when found, else 0 and NaNs.
///
/// # Safety
/// Pointers must be valid for the stated lengths.
#[no_mangle]
pub unsafe extern "C" fn rppg_find_lips(
    pixels: *const u8,
    pixels_len: usize,
    width: usize,
    height: usize,
    iod_px: f64,
    out: *mut f64,
) -> i32 {
    if !frame_ok(pixels_len, width, height) || pixels.is_null() || out.is_null() {
        return ErrorCode::BadInput.abi_code();
    }
    let out = std::slice::from_raw_parts_mut(out, LIPS_VALUES);
    match find_lips(slice(pixels, pixels_len), width, height, iod_px) {
        Some(lips) => {
            let ((cx, cy), [(x0, y0), (x1, y1)]) = (lips.centre(), lips.corners);
            out.copy_from_slice(&[1.0, cx, cy, x0, y0, x1, y1, lips.contrast]);
        }
        None => {
            out[0] = 0.0;
            out[1..].fill(f64::NAN);
        }
    }
    0
}

/// Values written by [`rppg_method_rate`]: the rate (bpm) and its SNR (dB).
pub const METHOD_RATE_VALUES: usize = 2;

/// A classic method's heart rate on a trace, for the benchmark
/// ([`method_reading`](crate::methods::reading::method_reading): the face's
/// colour, the method's pulse, the rate by rPPG-Toolbox's conventions). The trace arguments are
/// [`rppg_analyze`]'s; `method` indexes [`CLASSIC`](crate::methods::CLASSIC). Writes [`METHOD_RATE_VALUES`] doubles
/// into `out`.
///
/// # Safety
/// Pointers must be valid for the stated lengths; `out` must point to two writable `f64`s.
#[cfg(feature = "benchmark")]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn rppg_method_rate(
    timestamps: *const f64,
    n: usize,
    roi_codes: *const u8,
    roi_count: usize,
    rgb: *const f64,
    face: *const f64,
    face_len: usize,
    landmarks: *const f64,
    landmarks_len: usize,
    method: u32,
    out: *mut f64,
) -> i32 {
    use crate::methods::{reading::method_reading, CLASSIC};
    let extract = match CLASSIC.get(method as usize) {
        Some(&(_, extract)) if !out.is_null() => extract,
        _ => return ErrorCode::BadInput.abi_code(),
    };
    let reading = trace_from_abi(
        timestamps,
        n,
        roi_codes,
        roi_count,
        rgb,
        face,
        face_len,
        landmarks,
        landmarks_len,
    )
    .and_then(|t| method_reading(&t, extract));
    match reading {
        Ok(r) => {
            std::slice::from_raw_parts_mut(out, METHOD_RATE_VALUES)
                .copy_from_slice(&[r.bpm, r.snr_db]);
            0
        }
        Err(e) => e.abi_code(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::Synth;

    #[test]
    fn alloc_and_free_round_trip() {
        let p = rppg_alloc(64);
        assert!(!p.is_null());
        unsafe { rppg_free(p, 64) };
        assert!(rppg_alloc(0).is_null());
    }

    #[test]
    fn version_is_readable() {
        let s = unsafe { std::slice::from_raw_parts(rppg_version_ptr(), rppg_version_len()) };
        assert_eq!(std::str::from_utf8(s).unwrap(), crate::VERSION);
    }

    fn flat(trace: &Trace) -> (Vec<u8>, Vec<f64>) {
        let codes = trace.rois.iter().map(|r| r.name as u8).collect();
        let rgb = trace
            .rois
            .iter()
            .flat_map(|r| r.rgb.iter().flatten().copied())
            .collect();
        (codes, rgb)
    }

    /// Runs `rppg_analyze` on a trace; returns the status and the JSON text on success.
    fn call(trace: &Trace, mode: u32) -> (i32, String) {
        let (codes, rgb) = flat(trace);
        let mut out = [0usize; 2];
        let t = &trace.timestamps_ms;
        let null = std::ptr::null();
        let status = unsafe {
            rppg_analyze(
                t.as_ptr(),
                t.len(),
                codes.as_ptr(),
                codes.len(),
                rgb.as_ptr(),
                null,
                0,
                null,
                0,
                mode,
                out.as_mut_ptr(),
            )
        };
        if status != 0 {
            return (status, String::new());
        }
        let text = unsafe {
            String::from_utf8_lossy(std::slice::from_raw_parts(out[0] as *const u8, out[1]))
                .into_owned()
        };
        unsafe { rppg_free(out[0] as *mut u8, out[1]) };
        (status, text)
    }

    #[test]
    fn analyze_through_the_abi_returns_json_in_every_mode() {
        let (trace, _) = Synth::new(75.0).trace();
        assert!(call(&trace, MODE_FINAL).1.starts_with("{\"systolic\":"));
        assert!(call(&trace, MODE_ENHANCED)
            .1
            .contains("\"method\":\"pos+chrom+green fused"));
        assert!(call(&trace, MODE_LIVE).1.starts_with("{\"heartRate\":"));
        assert_eq!(call(&trace, 4).0, ErrorCode::BadInput.abi_code());
    }

    #[test]
    fn the_vitals_mode_is_the_enhanced_answer_without_its_drawings() {
        let (trace, _) = Synth::new(75.0).trace();
        let full = call(&trace, MODE_ENHANCED).1;
        let vitals = call(&trace, MODE_ENHANCED_VITALS).1;
        // Every drawing of the full answer is an array of numbers; emptied, the two are the same text.
        let mut emptied = full.clone();
        for key in [
            "\"samples\":[",
            "\"estimatedWaveform\":[",
            "\"estimatedSignal\":[",
        ] {
            let start = emptied.find(key).unwrap() + key.len();
            let end = start + emptied[start..].find(']').unwrap();
            assert!(end > start + 100, "{key} holds a drawing");
            emptied.replace_range(start..end, "");
        }
        assert_eq!(vitals, emptied);
    }

    /// `rppg_analyze` on one ROI with raw pointers (null where the caller passes nothing).
    fn raw(t: *const f64, n: usize, rgb: *const f64, mode: u32) -> i32 {
        let mut out = [0usize; 2];
        let null = std::ptr::null();
        let code = [0u8];
        unsafe {
            rppg_analyze(
                t,
                n,
                code.as_ptr(),
                1,
                rgb,
                null,
                0,
                null,
                0,
                mode,
                out.as_mut_ptr(),
            )
        }
    }

    #[test]
    fn abi_errors_are_codes() {
        let t = [0.0, 33.0];
        let rgb = [1.0; 6];
        assert_eq!(
            raw(t.as_ptr(), 2, std::ptr::null(), 0),
            ErrorCode::BadInput.abi_code()
        );
        assert_eq!(
            raw(std::ptr::null(), 0, std::ptr::null(), 0),
            ErrorCode::Empty.abi_code()
        );
        assert_eq!(
            raw(t.as_ptr(), 2, rgb.as_ptr(), 0),
            ErrorCode::TooShort.abi_code()
        );
        assert_eq!(
            raw(t.as_ptr(), 2, rgb.as_ptr(), 7),
            ErrorCode::BadInput.abi_code()
        );
        let mut res = [0.0; 3];
        assert_eq!(
            unsafe { rppg_face_presence([0u8; 4].as_ptr(), 4, 2, 2, 0, res.as_mut_ptr()) },
            ErrorCode::BadInput.abi_code()
        );
    }

    #[test]
    fn frame_functions_through_the_abi() {
        let (w, h) = (20usize, 20usize);
        let px: Vec<u8> = (0..w * h).flat_map(|_| [200u8, 150, 120, 255]).collect();
        let pts = [
            0.0, 0.0, 10.0, 0.0, 10.0, 10.0, 0.0, 10.0, 10.0, 10.0, 20.0, 10.0, 20.0, 20.0,
        ];
        let counts = [8u32, 6];
        let mut out = [0.0; 11];
        let status = unsafe {
            rppg_sample_frame(
                px.as_ptr(),
                px.len(),
                w,
                h,
                pts.as_ptr(),
                counts.as_ptr(),
                2,
                out.as_mut_ptr(),
            )
        };
        assert_eq!(status, 0);
        assert_eq!(&out[..5], &[200.0, 150.0, 120.0, 100.0, 100.0]);
        assert!(out[8] > 0.0 && out[10] > 0.0);
        let mut res = [0.0; 3];
        assert_eq!(
            unsafe { rppg_face_presence(px.as_ptr(), px.len(), w, h, 1, res.as_mut_ptr()) },
            0
        );
        assert_eq!(res[0], 1.0);
        let mut lips = [0.0; LIPS_VALUES];
        assert_eq!(
            unsafe { rppg_find_lips(px.as_ptr(), px.len(), w, h, 10.0, lips.as_mut_ptr()) },
            0
        );
        assert!(lips[0] == 0.0 && lips[1].is_nan(), "plain skin has no lips");
        assert_eq!(
            unsafe { rppg_find_lips(px.as_ptr(), 4, w, h, 10.0, lips.as_mut_ptr()) },
            ErrorCode::BadInput.abi_code()
        );
    }

    #[cfg(feature = "benchmark")]
    #[test]
    fn method_rates_through_the_abi() {
        use crate::methods::CLASSIC;
        let (trace, beats) = Synth::new(78.0).trace();
        let truth = crate::testkit::beats_bpm(&beats);
        let (codes, rgb) = flat(&trace);
        let t = &trace.timestamps_ms;
        let null = std::ptr::null();
        let rate = |method: u32, out: *mut f64| unsafe {
            rppg_method_rate(
                t.as_ptr(),
                t.len(),
                codes.as_ptr(),
                codes.len(),
                rgb.as_ptr(),
                null,
                0,
                null,
                0,
                method,
                out,
            )
        };
        for (k, (name, _)) in CLASSIC.iter().enumerate() {
            let mut out = [0.0; METHOD_RATE_VALUES];
            assert_eq!(rate(k as u32, out.as_mut_ptr()), 0);
            assert!((out[0] - truth).abs() < 3.0, "{name} → {out:?}");
        }
        let mut out = [0.0; METHOD_RATE_VALUES];
        assert_eq!(rate(6, out.as_mut_ptr()), ErrorCode::BadInput.abi_code());
        assert_eq!(
            rate(0, std::ptr::null_mut()),
            ErrorCode::BadInput.abi_code()
        );
    }
}
