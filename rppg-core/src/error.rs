//! Typed errors: every way a trace or frame can be unusable, as a code the C ABI returns and the
//! TS wrapper turns into an `RppgError` with a clear message.

/// Why an input could not be analysed. The numeric codes cross the C ABI as negative `i32`s.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// No samples at all.
    Empty,
    /// Fewer samples than the product's minimum of 30 to start estimating (ADR-19).
    TooShort,
    /// A timestamp or colour value is NaN/infinite where a finite number is required.
    NonFinite,
    /// The colour signal does not change at all (no pulse can be present).
    Constant,
    /// Array lengths disagree (e.g. RGB not 3 × timestamps).
    LengthMismatch,
    /// Timestamps go backwards, repeat, or imply an absurd frame rate or gap.
    BadTimestamps,
    /// Anything else malformed: no ROIs, unknown ROI name, null pointer, zero-sized frame.
    BadInput,
}

impl ErrorCode {
    /// Every code, in ABI order (code = -(index + 1)).
    pub const ALL: [ErrorCode; 7] = [
        ErrorCode::Empty,
        ErrorCode::TooShort,
        ErrorCode::NonFinite,
        ErrorCode::Constant,
        ErrorCode::LengthMismatch,
        ErrorCode::BadTimestamps,
        ErrorCode::BadInput,
    ];

    /// The negative status returned through the C ABI.
    pub fn abi_code(self) -> i32 {
        let index = ErrorCode::ALL.iter().position(|c| *c == self).unwrap_or(6);
        -(index as i32 + 1)
    }

    /// Inverse of [`ErrorCode::abi_code`].
    #[cfg(test)]
    pub fn from_abi_code(code: i32) -> Option<ErrorCode> {
        if code >= 0 {
            return None;
        }
        ErrorCode::ALL.get((-code - 1) as usize).copied()
    }

    /// The snake_case name the TS wrapper exposes as `RppgError.code`.
    pub fn name(self) -> &'static str {
        match self {
            ErrorCode::Empty => "empty",
            ErrorCode::TooShort => "too_short",
            ErrorCode::NonFinite => "non_finite",
            ErrorCode::Constant => "constant",
            ErrorCode::LengthMismatch => "length_mismatch",
            ErrorCode::BadTimestamps => "bad_timestamps",
            ErrorCode::BadInput => "bad_input",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abi_codes_round_trip_and_are_negative() {
        for code in ErrorCode::ALL {
            assert!(code.abi_code() < 0);
            assert_eq!(ErrorCode::from_abi_code(code.abi_code()), Some(code));
        }
        assert_eq!(ErrorCode::from_abi_code(0), None);
        assert_eq!(ErrorCode::from_abi_code(-99), None);
        assert_eq!(ErrorCode::TooShort.name(), "too_short");
    }
}
