//! The `assert` statements of a program, as a run's messages quote them:
//! a member that stops with `assertion_failed` says that an assertion
//! failed, not which, so that whoever reports it (the sampler's driver,
//! a bundle's runner) lists the program's own conditions and messages.
//! The compiler's front end finds them (`frontend::assert_sites`).

use serde::{Deserialize, Serialize};

/// One `assert test, "message"` of a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssertSite {
    /// 1-based.
    pub line: usize,
    /// The condition's source text.
    pub test: String,
    /// The message, when it is a string literal (the language takes no
    /// other).
    pub message: Option<String>,
}

/// A call of one of the distribution library's random draws in a model
/// file (`gamma_rng(key, a, b)`), with the checks the draw makes of its
/// arguments: a failed check stops the member with `assertion_failed`
/// too, so the reports of a model's generated quantities list these
/// beside its own `assert`s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawSite {
    /// 1-based.
    pub line: usize,
    /// The draw's name (`gamma_rng`).
    pub function: String,
    /// What its arguments must be (`alpha must be positive and finite`).
    pub checks: Vec<String>,
}
