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
}

impl Status {
    pub fn code(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::StackOverflow => "stack_overflow",
            Status::DivisionByZero => "division_by_zero",
            Status::IndexOutOfBounds => "index_out_of_bounds",
        }
    }

    /// The integer compiled code stores per member (0 = ok).
    pub fn as_i32(self) -> i32 {
        match self {
            Status::Ok => 0,
            Status::StackOverflow => 1,
            Status::DivisionByZero => 2,
            Status::IndexOutOfBounds => 3,
        }
    }

    pub fn from_i32(code: i32) -> Option<Status> {
        [
            Status::Ok,
            Status::StackOverflow,
            Status::DivisionByZero,
            Status::IndexOutOfBounds,
        ]
        .into_iter()
        .find(|s| s.as_i32() == code)
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
