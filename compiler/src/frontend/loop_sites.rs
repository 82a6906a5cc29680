//! The functions of a source file with their loops, by line: what a
//! stack overflow is reported in terms of (the loop whose iterations the
//! gradient keeps, the function whose recursion saves its values), since
//! the batched program's blocks carry no source positions.

use super::asserts::{line_of, parse_quietly};
use rustpython_parser::ast::{Ranged, Stmt};

/// A top-level function: its `def` line and its loops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionSites {
    pub name: String,
    pub line: usize,
    /// Every `for` and `while` of its body, at any depth, in textual order.
    pub loops: Vec<LoopSite>,
}

/// A loop: its line and its header as written (`for t in range(T):`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopSite {
    pub line: usize,
    pub header: String,
}

/// The top-level functions of `source`; none for a file that does not parse.
pub fn function_sites(source: &str, file: &str) -> Vec<FunctionSites> {
    let Some(body) = parse_quietly(source, file) else {
        return Vec::new();
    };
    body.iter()
        .filter_map(|stmt| match stmt {
            Stmt::FunctionDef(f) => {
                let mut loops = Vec::new();
                collect(&f.body, source, &mut loops);
                Some(FunctionSites {
                    name: f.name.to_string(),
                    line: line_of(source, usize::from(f.range().start())),
                    loops,
                })
            }
            _ => None,
        })
        .collect()
}

fn collect(body: &[Stmt], source: &str, loops: &mut Vec<LoopSite>) {
    for stmt in body {
        let (inner, orelse): (&[Stmt], &[Stmt]) = match stmt {
            Stmt::For(s) => (&s.body, &s.orelse),
            Stmt::While(s) => (&s.body, &s.orelse),
            Stmt::If(s) => {
                collect(&s.body, source, loops);
                collect(&s.orelse, source, loops);
                continue;
            }
            _ => continue,
        };
        let start = usize::from(stmt.range().start());
        let header = source[start.min(source.len())..]
            .lines()
            .next()
            .unwrap_or("")
            .trim_end();
        loops.push(LoopSite {
            line: line_of(source, start),
            header: header.to_string(),
        });
        collect(inner, source, loops);
        collect(orelse, source, loops);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_loop_of_every_function_by_line() {
        let source = "N = 3\n\n\ndef f(x: f64) -> f64:\n    for i in range(N):\n        if x > 0.0:\n            while x > 1.0:\n                x = x / 2.0\n    return x\n\n\ndef g(x: f64) -> f64:\n    return f(x)\n";
        let sites = function_sites(source, "m.py");
        assert_eq!(sites.len(), 2);
        assert_eq!((sites[0].name.as_str(), sites[0].line), ("f", 4));
        let loops: Vec<(usize, &str)> = sites[0].loops.iter().map(|l| (l.line, l.header.as_str())).collect();
        assert_eq!(loops, [(5, "for i in range(N):"), (7, "while x > 1.0:")]);
        assert_eq!(
            (sites[1].name.as_str(), sites[1].line, sites[1].loops.len()),
            ("g", 12, 0)
        );
        assert!(function_sites("def (:", "bad.py").is_empty());
    }
}
