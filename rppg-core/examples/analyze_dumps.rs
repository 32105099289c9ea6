//! Runs the core's `rppg_analyze` natively on traces dumped by `pnpm compare:cores -- … --dump DIR`,
//! for instruction counts under callgrind and a native check that two builds answer alike:
//!
//! ```sh
//! cargo build --release --example analyze_dumps
//! valgrind --tool=callgrind target/release/examples/analyze_dumps DIR [final|enhanced|enhanced-vitals|live]
//! ```
//!
//! Prints one line per dump: its name, the mode, and an FNV-1a hash of the JSON the core returned (or
//! the error code). A dump (`*.abi`) holds `rppg_analyze`'s arguments as the `.wasm` receives them,
//! little-endian: four `u32` (frames n, regions, face-flag values, keypoint values), the region codes
//! (one byte each, zero-padded to 8 bytes), then `f64`s: n timestamps, 3·n colours per region, the
//! face flags, the keypoints.

use rppg_core::ffi::{
    rppg_analyze, rppg_free, MODE_ENHANCED, MODE_ENHANCED_VITALS, MODE_FINAL, MODE_LIVE,
};
use std::{env, fs, path::Path, process};

/// `rppg_analyze`'s inputs, read from a dump.
struct Dump {
    n: usize,
    codes: Vec<u8>,
    timestamps: Vec<f64>,
    rgb: Vec<f64>,
    face: Vec<f64>,
    landmarks: Vec<f64>,
}

fn read_dump(bytes: &[u8]) -> Option<Dump> {
    let u32_at = |i: usize| {
        let b = bytes.get(4 * i..4 * i + 4)?;
        Some(u32::from_le_bytes(b.try_into().ok()?) as usize)
    };
    let (n, regions, face_len, marks_len) = (u32_at(0)?, u32_at(1)?, u32_at(2)?, u32_at(3)?);
    let codes = bytes.get(16..16 + regions)?.to_vec();
    let mut at = 16 + (regions + 7) / 8 * 8;
    let mut f64s = |count: usize| {
        let values = bytes
            .get(at..at + 8 * count)?
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .collect();
        at += 8 * count;
        Some(values)
    };
    Some(Dump {
        n,
        timestamps: f64s(n)?,
        rgb: f64s(3 * n * regions)?,
        face: f64s(face_len)?,
        landmarks: f64s(marks_len)?,
        codes,
    })
}

/// The JSON `rppg_analyze` returns for `d` in `mode`, or its error code.
fn analyze(d: &Dump, mode: u32) -> Result<Vec<u8>, i32> {
    let mut out = [0usize; 2];
    // SAFETY: every pointer and length comes from a vector of that length; `out` has two slots.
    let status = unsafe {
        rppg_analyze(
            d.timestamps.as_ptr(),
            d.n,
            d.codes.as_ptr(),
            d.codes.len(),
            d.rgb.as_ptr(),
            d.face.as_ptr(),
            d.face.len(),
            d.landmarks.as_ptr(),
            d.landmarks.len(),
            mode,
            out.as_mut_ptr(),
        )
    };
    if status != 0 {
        return Err(status);
    }
    // SAFETY: on success `out` holds a block of that length from `rppg_alloc`, freed once here.
    let json = unsafe { std::slice::from_raw_parts(out[0] as *const u8, out[1]).to_vec() };
    unsafe { rppg_free(out[0] as *mut u8, out[1]) };
    Ok(json)
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ *b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let (dir, mode_name) = match args.as_slice() {
        [_, dir] => (dir.as_str(), "enhanced"),
        [_, dir, mode] => (dir.as_str(), mode.as_str()),
        _ => {
            eprintln!("usage: analyze_dumps DIR [final|enhanced|enhanced-vitals|live]");
            process::exit(2);
        }
    };
    let mode = match mode_name {
        "final" => MODE_FINAL,
        "enhanced" => MODE_ENHANCED,
        "live" => MODE_LIVE,
        "enhanced-vitals" => MODE_ENHANCED_VITALS,
        other => {
            eprintln!("unknown mode {other}");
            process::exit(2);
        }
    };
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map_or(false, |x| x == "abi"))
        .collect();
    files.sort();
    for path in &files {
        let name = path.file_name().map_or("", |n| n.to_str().unwrap_or(""));
        let dump = fs::read(path)
            .ok()
            .and_then(|b| read_dump(&b))
            .unwrap_or_else(|| panic!("{}: not a dump", Path::new(path).display()));
        match analyze(&dump, mode) {
            Ok(json) => println!("{name} {mode_name} {:016x}", fnv1a(&json)),
            Err(code) => println!("{name} {mode_name} error {code}"),
        }
    }
}
