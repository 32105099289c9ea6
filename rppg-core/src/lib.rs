//! rPPG signal core: turns face pixels into a pulse signal and honest vital-sign estimates.
//!
//! The crate has no dependencies and exposes a small C ABI (see [`ffi`]) so the same `.wasm`
//! runs in the browser worker and in Node.

pub mod ffi;

/// Version of the core, reported through the C ABI so the app can check which build it loaded.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
