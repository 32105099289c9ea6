//! Why a reading is not exact, or why a metric was not measured: stable codes in the result. The
//! core says what happened; the words a person reads belong to the app (`ts/vitals/reasons.ts`
//! maps every code to a sentence), so a code is renamed there and here together, never reworded here.

/// One reason, serialised as its [`Reason::code`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The measured heart rate lies outside the range the app reports and was clamped.
    RateOutOfRange,
    /// The posterior of the rate is too wide for an exact number: more than one rate fits the pulse.
    RateUncertain,
    /// The pulse stood out, but not clearly enough for an exact number (the quality gate failed).
    PulseWeak,
    /// No pulse stood out from the noise.
    NoPulse,
    /// A metric computed from HRV, which was not measured.
    DerivedFromHrv,
    /// The pulse failed the quality gate, so what is read from it was not read.
    PulseUnreliable,
    /// No respiratory peak stood out.
    BreathingNotClear,
    /// Breathing read below the reported range, where slow drift hides it.
    BreathingBelowRange,
    /// Too few clean beats for beat-to-beat measures.
    TooFewCleanBeats,
    /// Too many beats needed artefact correction.
    BeatsCorrected,
    /// The beats' rate disagrees with the pulse rate (missed or doubled beats).
    BeatsMissed,
    /// No two independent face regions to cross-check beat timing.
    BeatTimingUnchecked,
    /// Forehead and cheeks did not show the same beats.
    RegionsDisagree,
    /// Beat timing noise too large for beat-to-beat measures.
    BeatTimingNoisy,
    /// No face keypoints were recorded.
    NoKeypoints,
    /// Face keypoints were seen in too few frames.
    TooFewKeypoints,
    /// The eyes and nose were seen in enough frames, but the lips were found in too few.
    LipsNotFound,
    /// The head was turned for much of the scan.
    HeadTurned,
    /// Face keypoints were not steady enough.
    KeypointsUnsteady,
}

impl Reason {
    /// The stable code of this reason in the result's JSON.
    pub fn code(self) -> &'static str {
        match self {
            Reason::RateOutOfRange => "rate-out-of-range",
            Reason::RateUncertain => "rate-uncertain",
            Reason::PulseWeak => "pulse-weak",
            Reason::NoPulse => "no-pulse",
            Reason::DerivedFromHrv => "derived-from-hrv",
            Reason::PulseUnreliable => "pulse-unreliable",
            Reason::BreathingNotClear => "breathing-not-clear",
            Reason::BreathingBelowRange => "breathing-below-range",
            Reason::TooFewCleanBeats => "too-few-clean-beats",
            Reason::BeatsCorrected => "beats-corrected",
            Reason::BeatsMissed => "beats-missed",
            Reason::BeatTimingUnchecked => "beat-timing-unchecked",
            Reason::RegionsDisagree => "regions-disagree",
            Reason::BeatTimingNoisy => "beat-timing-noisy",
            Reason::NoKeypoints => "no-keypoints",
            Reason::TooFewKeypoints => "too-few-keypoints",
            Reason::LipsNotFound => "lips-not-found",
            Reason::HeadTurned => "head-turned",
            Reason::KeypointsUnsteady => "keypoints-unsteady",
        }
    }

    /// Every reason, for tests that check each code is unique and known to the app.
    pub const ALL: [Reason; 19] = [
        Reason::RateOutOfRange,
        Reason::RateUncertain,
        Reason::PulseWeak,
        Reason::NoPulse,
        Reason::DerivedFromHrv,
        Reason::PulseUnreliable,
        Reason::BreathingNotClear,
        Reason::BreathingBelowRange,
        Reason::TooFewCleanBeats,
        Reason::BeatsCorrected,
        Reason::BeatsMissed,
        Reason::BeatTimingUnchecked,
        Reason::RegionsDisagree,
        Reason::BeatTimingNoisy,
        Reason::NoKeypoints,
        Reason::TooFewKeypoints,
        Reason::LipsNotFound,
        Reason::HeadTurned,
        Reason::KeypointsUnsteady,
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_kebab_case() {
        let codes: Vec<&str> = Reason::ALL.iter().map(|r| r.code()).collect();
        for (i, c) in codes.iter().enumerate() {
            assert!(c.chars().all(|ch| ch.is_ascii_lowercase() || ch == '-'));
            assert!(!codes[..i].contains(c), "duplicate code {c}");
        }
    }
}
