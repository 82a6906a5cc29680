//! Located diagnostics: every error the compiler reports about a program
//! names `file:line:col`, shows the source line with a caret under the
//! offending span, and explains in one line. Rendering is
//! codespan-reporting's, in plain ASCII so logs and terminals agree.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, Chars, Config};
use std::fmt;
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: String,
    /// The whole source text of `file`, to show the offending line.
    pub source: String,
    /// Byte range of the offending code; `None` for errors about the file
    /// as a whole (e.g. a missing entry function).
    pub span: Option<Range<usize>>,
    pub message: String,
}

impl Diagnostic {
    pub fn new(file: &str, source: &str, span: Range<usize>, message: impl Into<String>) -> Self {
        Diagnostic {
            file: file.to_string(),
            source: source.to_string(),
            span: Some(span),
            message: message.into(),
        }
    }

    pub fn whole_file(file: &str, message: impl Into<String>) -> Self {
        Diagnostic {
            file: file.to_string(),
            source: String::new(),
            span: None,
            message: message.into(),
        }
    }

    /// 1-based line and column (in characters) of the span's start.
    pub fn line_col(&self) -> Option<(usize, usize)> {
        let start = self.span.as_ref()?.start.min(self.source.len());
        let before = &self.source[..start];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = self.source[line_start..start].chars().count() + 1;
        Some((line, col))
    }

    /// The rendered report: `error: message`, `--> file:line:col`, the
    /// source line and a caret.
    pub fn render(&self) -> String {
        let Some(span) = self.span.clone() else {
            return format!("error: {}\n  --> {}\n", self.message, self.file);
        };
        let file = SimpleFile::new(self.file.as_str(), self.source.as_str());
        let end = span.end.clamp(span.start, self.source.len());
        let span = span.start.min(self.source.len())..end;
        let diagnostic = CsDiagnostic::error()
            .with_message(&self.message)
            .with_labels(vec![Label::primary((), span)]);
        let config = Config {
            chars: Chars::ascii(),
            ..Config::default()
        };
        let mut out = term::emit_into_string(&config, &file, &diagnostic).unwrap_or_default();
        if out.is_empty() {
            let (line, col) = self.line_col().unwrap_or((1, 1));
            out = format!("error: {}\n  --> {}:{line}:{col}\n", self.message, self.file);
        }
        out
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_location_line_and_caret() {
        let src = "def f(n: i64) -> i64:\n    return m + 1\n";
        let start = src.find('m').unwrap();
        let d = Diagnostic::new("prog.py", src, start..start + 1, "unknown name `m`");
        assert_eq!(d.line_col(), Some((2, 12)));
        let r = d.render();
        assert!(r.contains("prog.py:2:12"), "{r}");
        assert!(r.contains("return m + 1"), "{r}");
        assert!(r.contains('^'), "{r}");
    }
}
