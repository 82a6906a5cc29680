//! Benchmarks (`autobatch bench`). They print figures and ratios; they never
//! assert timings (tests check behaviour, benchmarks measure it).

pub mod fib;
pub mod nuts;
pub mod plot;
mod timing;

pub use timing::{best_time, Measurement};
