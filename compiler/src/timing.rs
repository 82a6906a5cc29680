//! Where compile time goes, by stage, summed over a process's compilations
//! so that a command can report it (`autobatch sample --stats`):
//!
//! * `FrontEnd`: parsing, binding, IR-F, differentiation, analysis and
//!   lowering to IR-P (`driver::compile_*`);
//! * `Mlir`: our emission of MLIR text and MLIR's own parsing, verifying
//!   and pass pipeline down to the LLVM dialect;
//! * `Llvm`: translation to LLVM IR, LLVM's O3 and code generation, and
//!   linking the shared object; for a GPU, the whole MLIR pipeline that
//!   ends in LLVM's NVPTX back end.
//!
//! A cache hit compiles nothing, so it adds nothing. The sums are atomics:
//! compilations on several threads add up, except within `parallel`,
//! whose stages count the wall time it took (codegen units compiled on
//! all cores at once, `codegen::objects`).

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::time::{Duration, Instant};

/// A stage of compilation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    FrontEnd,
    Mlir,
    Llvm,
}

static NANOS: [AtomicU64; 3] = [AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)];

/// Codegen units linked, and those among them compiled (not from the
/// object cache).
static UNITS: [AtomicU64; 2] = [AtomicU64::new(0), AtomicU64::new(0)];

/// Counts a shared object's codegen units: `total` linked, `compiled` of
/// them compiled (`codegen::objects`).
pub fn record_units(total: usize, compiled: usize) {
    UNITS[0].fetch_add(total as u64, Ordering::Relaxed);
    UNITS[1].fetch_add(compiled as u64, Ordering::Relaxed);
}

/// The stage a compilation is in now (`Stage as u8 + 1`; 0: none), the
/// latest started on any thread, for a progress message
/// (`autobatch sample`'s `compile_message`).
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The stage a compilation of this process is in now, if any.
pub fn current() -> Option<Stage> {
    match CURRENT.load(Ordering::Relaxed) {
        1 => Some(Stage::FrontEnd),
        2 => Some(Stage::Mlir),
        3 => Some(Stage::Llvm),
        _ => None,
    }
}

/// Runs `f`, adding its wall time to `stage`.
pub fn time<T>(stage: Stage, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let outer = CURRENT.swap(stage as u8 + 1, Ordering::Relaxed);
    let out = f();
    CURRENT.store(outer, Ordering::Relaxed);
    let nanos = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
    NANOS[stage as usize].fetch_add(nanos, Ordering::Relaxed);
    out
}

/// Runs `f`, which times its stages on several threads at once, and
/// counts its wall time rather than the threads' sum: each stage's share
/// of the sum, scaled to the wall time, so that the stages still add up
/// to the time a user waited.
pub fn parallel<T>(f: impl FnOnce() -> T) -> T {
    let (before, start) = (snapshot(), Instant::now());
    let out = f();
    let wall = start.elapsed();
    let spent = snapshot().since(&before);
    for (stage, excess) in excess(&spent, wall) {
        let nanos = u64::try_from(excess.as_nanos()).unwrap_or(u64::MAX);
        NANOS[stage as usize].fetch_sub(nanos, Ordering::Relaxed);
    }
    out
}

/// How much of each stage's `spent` time to take back so that they add
/// up to `wall` (nothing when they already fit).
fn excess(spent: &CompileTimes, wall: Duration) -> Vec<(Stage, Duration)> {
    let sum = spent.total();
    if sum <= wall {
        return Vec::new();
    }
    let scale = wall.as_secs_f64() / sum.as_secs_f64();
    [
        (Stage::FrontEnd, spent.front_end),
        (Stage::Mlir, spent.mlir),
        (Stage::Llvm, spent.llvm),
    ]
    .into_iter()
    .map(|(stage, took)| (stage, took.saturating_sub(took.mul_f64(scale))))
    .collect()
}

/// The time spent in each stage so far, in this process.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompileTimes {
    pub front_end: Duration,
    pub mlir: Duration,
    pub llvm: Duration,
    /// Codegen units linked into shared objects, and how many of them were
    /// compiled rather than taken from the object cache.
    pub units: u64,
    pub units_compiled: u64,
}

impl CompileTimes {
    pub fn total(&self) -> Duration {
        self.front_end + self.mlir + self.llvm
    }

    /// The time spent since `earlier`, stage by stage.
    pub fn since(&self, earlier: &CompileTimes) -> CompileTimes {
        CompileTimes {
            front_end: self.front_end.saturating_sub(earlier.front_end),
            mlir: self.mlir.saturating_sub(earlier.mlir),
            llvm: self.llvm.saturating_sub(earlier.llvm),
            units: self.units.saturating_sub(earlier.units),
            units_compiled: self.units_compiled.saturating_sub(earlier.units_compiled),
        }
    }
}

/// The sums so far.
pub fn snapshot() -> CompileTimes {
    let read = |s: Stage| Duration::from_nanos(NANOS[s as usize].load(Ordering::Relaxed));
    CompileTimes {
        front_end: read(Stage::FrontEnd),
        mlir: read(Stage::Mlir),
        llvm: read(Stage::Llvm),
        units: UNITS[0].load(Ordering::Relaxed),
        units_compiled: UNITS[1].load(Ordering::Relaxed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_add_up_apart() {
        let before = snapshot();
        let v = time(Stage::Mlir, || {
            std::thread::sleep(Duration::from_millis(20));
            7
        });
        assert_eq!(v, 7);
        let spent = snapshot().since(&before);
        assert!(spent.mlir >= Duration::from_millis(20), "{spent:?}");
        assert_eq!(spent.total(), spent.front_end + spent.mlir + spent.llvm);
    }

    #[test]
    fn parallel_stages_are_scaled_to_the_wall_time() {
        let ms = Duration::from_millis;
        let spent = CompileTimes {
            front_end: ms(0),
            mlir: ms(100),
            llvm: ms(300),
            ..CompileTimes::default()
        };
        // Two threads' 400 ms in 200 ms of waiting: each stage halved.
        let back = excess(&spent, ms(200));
        assert_eq!(
            back,
            vec![(Stage::FrontEnd, ms(0)), (Stage::Mlir, ms(50)), (Stage::Llvm, ms(150))]
        );
        assert!(excess(&spent, ms(400)).is_empty());
    }
}
