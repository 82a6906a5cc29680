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
