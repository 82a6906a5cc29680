//! The random draws a model file calls (`gamma_rng(key, a, b)`, ...), by
//! line, with the checks the library's draw makes of its arguments (the
//! messages of its `assert`s in python/autobatch/rng.py): what a stop of
//! the generated quantities with `assertion_failed` is reported in terms
//! of, since a compiled run says that an assertion failed, not which.

use super::asserts::{line_of, parse_quietly};
use rustpython_parser::ast::{self, Expr, Ranged, Stmt, Visitor};
use std::collections::HashMap;

pub use autobatch_runtime::DrawSite;

/// The library file whose functions are the draws.
const RNG_SOURCE: &str = include_str!("../../../python/autobatch/rng.py");

/// Every call of a library draw in `source` (a model file), in textual
/// order, with its checks; none for a file that does not parse. A model
/// function of the same name as a draw is the model's own, not a draw.
pub fn draw_sites(source: &str, file: &str) -> Vec<DrawSite> {
    let Some(body) = parse_quietly(source, file) else {
        return Vec::new();
    };
    let own: Vec<&str> = (body.iter())
        .filter_map(|s| match s {
            Stmt::FunctionDef(f) => Some(f.name.as_str()),
            _ => None,
        })
        .collect();
    let mut checks = library_checks();
    checks.retain(|name, _| !own.contains(&name.as_str()));
    let mut finder = Finder {
        checks: &checks,
        calls: Vec::new(),
    };
    for stmt in body {
        finder.visit_stmt(stmt);
    }
    finder.calls.sort_by_key(|(offset, _)| *offset);
    (finder.calls.into_iter())
        .map(|(offset, name)| DrawSite {
            line: line_of(source, offset),
            checks: checks.get(&name).cloned().unwrap_or_default(),
            function: name,
        })
        .collect()
}

/// Each public draw of rng.py with the messages of its own `assert`s
/// (`"gamma_rng: alpha must be positive and finite"`), the function's
/// name taken off.
fn library_checks() -> HashMap<String, Vec<String>> {
    let Some(body) = parse_quietly(RNG_SOURCE, "autobatch/rng.py") else {
        return HashMap::new();
    };
    (body.iter())
        .filter_map(|s| match s {
            Stmt::FunctionDef(f) if f.name.ends_with("_rng") && !f.name.starts_with('_') => {
                let prefix = format!("{}: ", f.name);
                let messages = (f.body.iter())
                    .filter_map(|s| match s {
                        Stmt::Assert(a) => match a.msg.as_deref() {
                            Some(Expr::Constant(c)) => match &c.value {
                                ast::Constant::Str(m) => Some(m.strip_prefix(&prefix).unwrap_or(m).to_string()),
                                _ => None,
                            },
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect();
                Some((f.name.to_string(), messages))
            }
            _ => None,
        })
        .collect()
}

struct Finder<'c> {
    checks: &'c HashMap<String, Vec<String>>,
    /// (byte offset, draw's name).
    calls: Vec<(usize, String)>,
}

impl Visitor for Finder<'_> {
    fn visit_expr_call(&mut self, c: ast::ExprCall) {
        if let Expr::Name(n) = c.func.as_ref() {
            if self.checks.contains_key(n.id.as_str()) {
                self.calls.push((usize::from(c.range().start()), n.id.to_string()));
            }
        }
        self.generic_visit_expr_call(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_are_found_with_their_checks() {
        let model = "from autobatch import *\n\ndef generated_quantities(mu: f64, key: i64) -> f64:\n    \
                     x = 1.0 + gamma_rng(split(key, 0), mu, 1.0)\n    return poisson_rng(split(key, 1), x) + 0.0\n";
        let sites = draw_sites(model, "m.py");
        let names: Vec<(&str, usize)> = sites.iter().map(|s| (s.function.as_str(), s.line)).collect();
        assert_eq!(names, [("gamma_rng", 4), ("poisson_rng", 5)]);
        assert!(
            sites[0]
                .checks
                .contains(&"alpha must be positive and finite".to_string()),
            "{:?}",
            sites[0]
        );
        assert!(
            sites[1].checks.iter().any(|c| c.contains("below 2^30")),
            "{:?}",
            sites[1]
        );
    }

    #[test]
    fn every_public_draw_checks_its_arguments() {
        for (name, checks) in library_checks() {
            if name != "std_normal_rng" {
                assert!(!checks.is_empty(), "{name} checks none of its arguments");
            }
        }
    }

    #[test]
    fn a_models_own_function_is_not_a_draw() {
        let model =
            "def normal_rng(k: i64) -> f64:\n    return 0.0\n\ndef g(k: i64) -> f64:\n    return normal_rng(k)\n";
        assert!(draw_sites(model, "m.py").is_empty());
    }
}
