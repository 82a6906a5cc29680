//! Wall-clock measurement: the best of a few warm runs.

use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug, serde::Serialize)]
pub struct Measurement {
    /// Best wall time of the runs, in seconds.
    pub seconds: f64,
    pub runs: usize,
}

/// Runs `f` once to warm up (caches, page faults, lazily built state),
/// then repeats it until `max_runs` runs or `budget` of measured time, and
/// keeps the best: the figure least disturbed by the rest of the machine.
pub fn best_time<T>(max_runs: usize, budget: Duration, mut f: impl FnMut() -> T) -> (Measurement, T) {
    let warm = Instant::now();
    let mut result = f();
    let mut best = warm.elapsed();
    let mut spent = best;
    let mut runs = 1;
    // A first run that already took the whole budget is its own figure.
    while runs < max_runs && spent < budget {
        let t = Instant::now();
        result = f();
        let d = t.elapsed();
        best = best.min(d);
        spent += d;
        runs += 1;
    }
    (
        Measurement {
            seconds: best.as_secs_f64(),
            runs,
        },
        result,
    )
}
