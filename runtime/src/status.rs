//! Per-member run status. A fault stops only the member it happens in.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Ok,
    /// A call would nest deeper than the stack depth limit.
    StackOverflow,
    /// Integer `//`, `%` or `/` with a zero divisor.
    DivisionByZero,
    /// A tensor index outside `-n..n`.
    IndexOutOfBounds,
    /// An `assert` whose condition was false.
    AssertionFailed,
    /// Python's ValueError: an integer operation Python refuses (a
    /// negative shift count, a `range` step of 0, a negative integer
    /// exponent known only at run time), `round` of a NaN, or a `math`
    /// function outside its domain ("math domain error").
    ValueError,
    /// A result too large for its type where Python raises OverflowError:
    /// a `math` function whose float result would overflow ("math range
    /// error"), a float infinity or a value beyond `i64` converted to an
    /// integer by `round` or `math.floor`, an integer `math` function
    /// whose Python int would not fit `i64`.
    OverflowError,
    /// A `while` loop of a model's `generated_quantities` (or of a
    /// function it calls) that ran more iterations in one entry than the
    /// guard allows (`GQ_LOOP_LIMIT` in the compiler): a loop without a
    /// reachable end, stopped so that the draws are not lost. Only the
    /// generated quantities' program carries the guard; CPython has no
    /// such limit.
    LoopLimit,
}

impl Status {
    pub fn code(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::StackOverflow => "stack_overflow",
            Status::DivisionByZero => "division_by_zero",
            Status::IndexOutOfBounds => "index_out_of_bounds",
            Status::AssertionFailed => "assertion_failed",
            Status::ValueError => "value_error",
            Status::OverflowError => "overflow_error",
            Status::LoopLimit => "loop_limit",
        }
    }

    /// The integer compiled code stores per member (0 = ok).
    pub fn as_i32(self) -> i32 {
        match self {
            Status::Ok => 0,
            Status::StackOverflow => 1,
            Status::DivisionByZero => 2,
            Status::IndexOutOfBounds => 3,
            Status::AssertionFailed => 4,
            Status::ValueError => 5,
            Status::OverflowError => 6,
            Status::LoopLimit => 7,
        }
    }

    /// Every status, in the order of their integer codes.
    pub const ALL: [Status; 8] = [
        Status::Ok,
        Status::StackOverflow,
        Status::DivisionByZero,
        Status::IndexOutOfBounds,
        Status::AssertionFailed,
        Status::ValueError,
        Status::OverflowError,
        Status::LoopLimit,
    ];

    pub fn from_i32(code: i32) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_i32() == code)
    }

    /// The names of the codes 0, 1, ...: a manifest's `statuses`.
    pub fn table() -> Vec<String> {
        Status::ALL.iter().map(|s| s.code().to_string()).collect()
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
