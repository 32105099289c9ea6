//! C ABI for WebAssembly hosts: exported `rppg_alloc`/`rppg_free` plus functions over pointers.
//!
//! Strings and results are returned as (pointer, length) pairs written into host-provided slots,
//! so the host never guesses a layout.

use std::alloc::{alloc, dealloc, Layout};

const ALIGN: usize = 8;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
