//! The frontend's internal error: a byte span and a one-line message. It
//! becomes a [`Diagnostic`] (which also carries the file and the source
//! text) once, at the boundary, so lowering code need not thread the source
//! through every call.

use crate::diag::Diagnostic;
use rustpython_parser::text_size::TextRange;
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Error {
    pub span: Option<Range<usize>>,
    pub message: String,
}

pub(crate) type Result<T> = std::result::Result<T, Error>;

impl Error {
    pub fn at(range: TextRange, message: impl Into<String>) -> Error {
        Error {
            span: Some(span_of(range)),
            message: message.into(),
        }
    }

    pub fn whole_file(message: impl Into<String>) -> Error {
        Error {
            span: None,
            message: message.into(),
        }
    }

    pub fn into_diagnostic(self, file: &str, source: &str) -> Diagnostic {
        match self.span {
            Some(span) => Diagnostic::new(file, source, clamp_span(source, span), self.message),
            None => Diagnostic::whole_file(file, self.message),
        }
    }
}

/// Shorthand for `Err(Error::at(..))`.
pub(crate) fn err<T>(range: TextRange, message: impl Into<String>) -> Result<T> {
    Err(Error::at(range, message))
}

pub(crate) fn span_of(range: TextRange) -> Range<usize> {
    range.start().to_usize()..range.end().to_usize()
}

/// Keeps a span inside the source and on character boundaries: the
/// renderer slices the source with it, and a slice off a boundary panics.
fn clamp_span(source: &str, span: Range<usize>) -> Range<usize> {
    let floor = |mut i: usize| {
        i = i.min(source.len());
        while !source.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let start = floor(span.start);
    let end = floor(span.end).max(start);
    start..end
}

/// Where a source's lines start, for messages that point back to an
/// earlier line ("was f64 at line 3"): built once per program, so that
/// each look-up is a binary search, not a count over the text before it
/// (which made a function of many variables quadratic to compile).
pub(crate) struct LineIndex {
    newlines: Vec<usize>,
}

impl LineIndex {
    pub fn new(source: &str) -> LineIndex {
        LineIndex {
            newlines: source
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i)
                .collect(),
        }
    }

    /// 1-based line number of a byte offset.
    pub fn line(&self, offset: usize) -> usize {
        self.newlines.partition_point(|&n| n < offset) + 1
    }

    /// 1-based line number of a byte offset in the unit (a file of the
    /// program's text) that begins at byte `start`.
    pub fn line_in_unit(&self, start: usize, offset: usize) -> usize {
        self.line(offset.max(start)) - self.line(start) + 1
    }
}
