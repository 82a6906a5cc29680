//! The `assert` statements of a source file, with their lines and
//! messages: what a run reports when a member stops with
//! `assertion_failed` (the status says that an assertion failed, not
//! which), so that the user reads their own condition and message.

pub use autobatch_runtime::AssertSite;
use rustpython_parser::ast::{self, Ranged, Stmt};
use rustpython_parser::Parse;

/// Every `assert` of `source` in textual order, at any depth (function
/// bodies, branches, loops); none for a file that does not parse.
pub fn assert_sites(source: &str, file: &str) -> Vec<AssertSite> {
    let Some(body) = parse_quietly(source, file) else {
        return Vec::new();
    };
    let mut sites = Vec::new();
    collect(&body, source, &mut sites);
    sites
}

/// `source` parsed, or `None` where it does not parse (or the parser
/// panics): these sites only add to messages, so a bad file gives none.
pub(super) fn parse_quietly(source: &str, file: &str) -> Option<ast::Suite> {
    std::panic::catch_unwind(|| ast::Suite::parse(source, file)).ok()?.ok()
}

/// The 1-based line of byte `offset` of `source`.
pub(super) fn line_of(source: &str, offset: usize) -> usize {
    source[..offset.min(source.len())].matches('\n').count() + 1
}

fn collect(body: &[Stmt], source: &str, sites: &mut Vec<AssertSite>) {
    for stmt in body {
        match stmt {
            Stmt::Assert(a) => {
                let start = usize::from(a.range().start());
                let text = |r: rustpython_parser::text_size::TextRange| {
                    source
                        .get(usize::from(r.start())..usize::from(r.end()))
                        .unwrap_or("")
                        .to_string()
                };
                let message = match a.msg.as_deref() {
                    Some(ast::Expr::Constant(c)) => match &c.value {
                        ast::Constant::Str(s) => Some(s.clone()),
                        _ => None,
                    },
                    _ => None,
                };
                sites.push(AssertSite {
                    line: line_of(source, start),
                    test: text(a.test.range()),
                    message,
                });
            }
            Stmt::FunctionDef(f) => collect(&f.body, source, sites),
            Stmt::If(s) => {
                collect(&s.body, source, sites);
                collect(&s.orelse, source, sites);
            }
            Stmt::While(s) => {
                collect(&s.body, source, sites);
                collect(&s.orelse, source, sites);
            }
            Stmt::For(s) => {
                collect(&s.body, source, sites);
                collect(&s.orelse, source, sites);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_assert_with_its_line_condition_and_message() {
        let source = "def f(x: f64) -> f64:\n    assert x < 10.0, \"x too large\"\n    if x > 0.0:\n        while x > 1.0:\n            assert x == x\n            x = x / 2.0\n    return x\n";
        let sites = assert_sites(source, "m.py");
        assert_eq!(
            sites,
            [
                AssertSite {
                    line: 2,
                    test: "x < 10.0".into(),
                    message: Some("x too large".into())
                },
                AssertSite {
                    line: 5,
                    test: "x == x".into(),
                    message: None
                },
            ]
        );
        assert!(assert_sites("def (:", "bad.py").is_empty());
    }
}
