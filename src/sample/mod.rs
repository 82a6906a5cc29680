//! Posterior sampling: `autobatch sample`; diagnostics and summary.

pub mod diagnostics;
pub mod summary;
