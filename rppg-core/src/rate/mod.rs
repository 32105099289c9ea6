//! The heart-rate engine's decision stages. (Candidate pulses, spectra and the tracker live beside
//! it for now; see `analysis::analyze`.)

pub mod decision;
pub mod params;
