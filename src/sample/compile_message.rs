//! What `autobatch sample` shows while it compiles: a first compile of a
//! model takes seconds (the sampler is hundreds of blocks), and a
//! command that prints nothing for that long looks hung.
//!
//! After `QUIET_START` (a compile from the cache is over by then, and
//! shows nothing), a spinner on stderr names the model, the stage the
//! compiler is in (`timing::current`: front end, MLIR, LLVM) and the time
//! so far; it is cleared when the sampling starts. Where stderr is not a
//! terminal, nothing is drawn, unless `AUTOBATCH_PROGRESS_LINES` is set:
//! then each change of stage is one line, `autobatch-progress: compiling
//! MODEL.py: MLIR`, which the Python API reads to show the same message
//! in a notebook.

use autobatch_compiler::timing::{self, Stage};
use indicatif::{ProgressBar, ProgressStyle};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a compile runs before its message shows.
const QUIET_START: Duration = Duration::from_millis(300);

/// How often the message is redrawn.
const TICK: Duration = Duration::from_millis(100);

/// The prefix of a progress line (`AUTOBATCH_PROGRESS_LINES`).
pub const LINE_PREFIX: &str = "autobatch-progress: ";

/// A compile's message, shown until `finish` (or drop).
pub struct CompileMessage {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl CompileMessage {
    /// Starts the message for compiling `what` (the model file), shown
    /// only when `visible` (not `--quiet`).
    pub fn start(visible: bool, what: &str) -> CompileMessage {
        let stop = Arc::new(AtomicBool::new(false));
        let thread = visible.then(|| {
            let (stop, what) = (stop.clone(), what.to_string());
            let lines = std::env::var_os("AUTOBATCH_PROGRESS_LINES").is_some();
            std::thread::spawn(move || show(&stop, &what, lines))
        });
        CompileMessage { stop, thread }
    }

    /// Clears the message: the compile is over.
    pub fn finish(mut self) {
        self.end();
    }

    fn end(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            // A panic in the drawing thread loses a message, nothing else.
            let _ = thread.join();
        }
    }
}

impl Drop for CompileMessage {
    fn drop(&mut self) {
        self.end();
    }
}

/// The stage's name in the message.
fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::FrontEnd => "front end",
        Stage::Mlir => "MLIR",
        Stage::Llvm => "LLVM",
    }
}

/// Draws the message until `stop`: a spinner, or one line per stage.
fn show(stop: &AtomicBool, what: &str, lines: bool) {
    let start = Instant::now();
    let mut bar: Option<ProgressBar> = None;
    // The furthest stage reached: codegen units run MLIR and LLVM on
    // several threads at once, and the sampler's program is followed by
    // the generated quantities', so the latest stage flickers back and
    // forth; between stages (hashing, the cache) there is none.
    let mut furthest: Option<Stage> = None;
    let mut shown = None;
    while !stop.load(Ordering::Relaxed) {
        std::thread::sleep(TICK);
        if let Some(now) = timing::current() {
            if furthest.is_none_or(|f| (now as u8) > (f as u8)) {
                furthest = Some(now);
            }
        }
        if start.elapsed() < QUIET_START {
            continue;
        }
        let stage = stage_name(furthest.unwrap_or(Stage::FrontEnd));
        let message = format!("compiling {what}: {stage}");
        if lines {
            if shown != Some(stage) {
                eprintln!("{LINE_PREFIX}{message}");
                shown = Some(stage);
            }
            continue;
        }
        let bar = bar.get_or_insert_with(|| {
            let style = ProgressStyle::with_template("{spinner} {msg} ({elapsed})")
                .unwrap_or_else(|_| ProgressStyle::default_spinner());
            ProgressBar::new_spinner()
                .with_style(style)
                .with_elapsed(start.elapsed())
        });
        bar.set_message(message);
        bar.tick();
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    if lines && shown.is_some() {
        eprintln!("{LINE_PREFIX}compiled {what} in {:.1} s", start.elapsed().as_secs_f64());
    }
}
