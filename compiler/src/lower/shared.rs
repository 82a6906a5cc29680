//! Shared parameters of callees alias entry parameters.
//!
//! A shared value (one copy for the whole batch) can only be passed along
//! as a shared parameter, so every shared parameter of a reachable
//! function stands for exactly one shared parameter of the entry: the
//! lowering gives them one IR-P variable. A parameter bound to two
//! different entry inputs at different calls is rejected.
//!
//! That rejection is the one error of lowering that depends on which
//! function is the entry, not only on which functions it reaches: a
//! function whose two shared parameters reach one callee parameter is fine
//! when every caller passes both the same input, and ambiguous as an entry
//! of its own. `Flow` answers that for every function without lowering
//! from each (`autobatch check`, `super::check_every_entry`).

use super::LowerError;
use crate::analysis::callgraph::CallGraph;
use crate::ir::f::{Op, Program};
use crate::ir::{FuncId, Operand, VarId};
use std::collections::HashMap;

/// (function, variable) of a shared parameter -> (entry, variable).
pub type Binding = HashMap<(FuncId, VarId), (FuncId, VarId)>;

/// Each shared parameter the entry reaches bound to the entry's parameter
/// it stands for, by one search of the flow from the entry's parameters.
/// When two meet, the sweeps of `sweep_binding` find the conflict instead,
/// so that the error names the parameter it always has.
pub fn bind_shared_params(program: &Program, functions: &[FuncId]) -> Result<Binding, LowerError> {
    let flow = Flow::new(program);
    match flow.sources(program.entry) {
        Some(sources) => Ok(sources
            .into_iter()
            .map(|(n, seed)| (flow.vars[n], flow.vars[seed]))
            .collect()),
        None => sweep_binding(program, functions),
    }
}

/// The binding by sweeps over every call of `functions` until nothing
/// changes, stopping at the first conflict met: the definition the error
/// message follows. With callees written before their callers, a sweep
/// binds only one more link of a chain, so this runs only once a conflict
/// is known to be there.
fn sweep_binding(program: &Program, functions: &[FuncId]) -> Result<Binding, LowerError> {
    let entry = program.entry;
    let mut binding: Binding = program.functions[entry]
        .params
        .iter()
        .filter(|p| p.shared)
        .map(|p| ((entry, p.var), (entry, p.var)))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &fid in functions {
            for op in program.functions[fid].blocks.iter().flat_map(|b| &b.ops) {
                let Op::Call { func: g, args, .. } = op else { continue };
                for (param, arg) in program.functions[*g].params.iter().zip(args) {
                    let (true, Operand::Var(a)) = (param.shared, arg) else {
                        continue;
                    };
                    let Some(&source) = binding.get(&(fid, *a)) else {
                        continue;
                    };
                    match binding.get(&(*g, param.var)) {
                        None => {
                            binding.insert((*g, param.var), source);
                            changed = true;
                        }
                        Some(&bound) if bound != source => {
                            let callee = &program.functions[*g];
                            return Err(LowerError::AmbiguousShared {
                                function: callee.name.clone(),
                                param: callee.vars[param.var].name.clone(),
                            });
                        }
                        Some(_) => {}
                    }
                }
            }
        }
    }
    Ok(binding)
}

/// Where shared parameters flow: an edge from a caller's shared parameter
/// to the callee's shared parameter each call passes it to (the edges
/// `sweep_binding` follows), over the whole program.
pub struct Flow {
    /// Node of each function's first shared parameter; its others follow.
    first: Vec<usize>,
    /// The (function, variable) of each node.
    vars: Vec<(FuncId, VarId)>,
    edges: Vec<Vec<usize>>,
    /// Weakly connected part of each node: flows from two parameters can
    /// only meet when both lie in one part.
    part: Vec<usize>,
}

impl Flow {
    pub fn new(program: &Program) -> Flow {
        let mut flow = Flow {
            first: Vec::with_capacity(program.functions.len()),
            vars: Vec::new(),
            edges: Vec::new(),
            part: Vec::new(),
        };
        for (fid, func) in program.functions.iter().enumerate() {
            flow.first.push(flow.vars.len());
            flow.vars
                .extend(func.params.iter().filter(|p| p.shared).map(|p| (fid, p.var)));
        }
        let nodes = flow.vars.len();
        flow.edges = vec![Vec::new(); nodes];
        flow.part = (0..nodes).collect();
        for (fid, func) in program.functions.iter().enumerate() {
            for op in func.blocks.iter().flat_map(|b| &b.ops) {
                let Op::Call { func: g, args, .. } = op else { continue };
                for (param, arg) in program.functions[*g].params.iter().zip(args) {
                    let (true, Operand::Var(a)) = (param.shared, arg) else {
                        continue;
                    };
                    // Only a shared parameter is ever bound, so an edge from
                    // any other variable would never be followed.
                    let (Some(from), Some(to)) = (flow.node(program, fid, *a), flow.node(program, *g, param.var))
                    else {
                        continue;
                    };
                    flow.edges[from].push(to);
                    let (a, b) = (find(&mut flow.part, from), find(&mut flow.part, to));
                    flow.part[a] = b;
                }
            }
        }
        for n in 0..nodes {
            flow.part[n] = find(&mut flow.part, n);
        }
        flow
    }

    /// The node of `v` if it is a shared parameter of `f`.
    fn node(&self, program: &Program, f: FuncId, v: VarId) -> Option<usize> {
        let mut shared = program.functions[f].params.iter().filter(|p| p.shared);
        shared.position(|p| p.var == v).map(|i| self.first[f] + i)
    }

    /// The shared parameter nodes of `f`.
    fn seeds(&self, f: FuncId) -> std::ops::Range<usize> {
        let end = self.first.get(f + 1).copied().unwrap_or(self.vars.len());
        self.first[f]..end
    }

    /// Each node the entry's shared parameters reach, with the one that
    /// reaches it; `None` when one is reached from two (one parameter may
    /// reach the other): the conflict `sweep_binding` rejects, since
    /// sweeping binds exactly the nodes reached and each edge passes a
    /// binding on. Visits only the nodes reached.
    fn sources(&self, entry: FuncId) -> Option<HashMap<usize, usize>> {
        let mut source: HashMap<usize, usize> = HashMap::new();
        for seed in self.seeds(entry) {
            if source.insert(seed, seed).is_some() {
                return None;
            }
            let mut stack = vec![seed];
            while let Some(n) = stack.pop() {
                for &m in &self.edges[n] {
                    match source.get(&m) {
                        None => {
                            source.insert(m, seed);
                            stack.push(m);
                        }
                        Some(&s) if s != seed => return None,
                        Some(_) => {}
                    }
                }
            }
        }
        Some(source)
    }

    /// Whether `bind_shared_params` with `entry` as the entry fails. No
    /// search unless two of its parameters lie in one part.
    pub fn ambiguous(&self, entry: FuncId) -> bool {
        let mut parts: Vec<usize> = self.seeds(entry).map(|s| self.part[s]).collect();
        let count = parts.len();
        parts.sort_unstable();
        parts.dedup();
        parts.len() < count && self.sources(entry).is_none()
    }

    /// `ambiguous` for every function. Callers first, a function is
    /// decided without a search when a caller found unambiguous passes each
    /// of its shared parameters a different one of the caller's: what flows
    /// from its parameters flows from the caller's, which never meet. So a
    /// chain passing its shared inputs along is searched once, not once
    /// per link.
    pub fn ambiguous_entries(&self, program: &Program, graph: &CallGraph) -> Vec<bool> {
        let n = program.functions.len();
        let mut ambiguous = vec![false; n];
        let mut covered = vec![false; n];
        for f in graph.callers_first() {
            ambiguous[f] = !covered[f] && self.ambiguous(f);
            if ambiguous[f] {
                continue;
            }
            for op in program.functions[f].blocks.iter().flat_map(|b| &b.ops) {
                let Op::Call { func: g, args, .. } = op else { continue };
                let passed: Option<Vec<usize>> = (program.functions[*g].params.iter().zip(args))
                    .filter(|(param, _)| param.shared)
                    .map(|(_, arg)| arg.var().and_then(|a| self.node(program, f, a)))
                    .collect();
                if let Some(mut passed) = passed {
                    let count = passed.len();
                    passed.sort_unstable();
                    passed.dedup();
                    covered[*g] |= passed.len() == count;
                }
            }
        }
        ambiguous
    }
}

/// The representative of `n`'s part, halving the path on the way.
fn find(part: &mut [usize], mut n: usize) -> usize {
    while part[n] != n {
        part[n] = part[part[n]];
        n = part[n];
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::callgraph::reachable_from_entry;
    use crate::frontend::build_program;

    const M: &str = "Shared[f64[2, 2]]";

    /// For every function of `body` as the entry: whether `Flow` calls it
    /// ambiguous, checked against `sweep_binding`, the definition, as is
    /// the binding of each unambiguous one.
    fn ambiguous_entries(body: &str) -> Vec<bool> {
        let src = format!("from autobatch import *\n\n{}", body.replace("M", M));
        let mut program = build_program(&src, "t.py", None).expect("builds");
        let flow = Flow::new(&program);
        let all = flow.ambiguous_entries(&program, &CallGraph::new(&program));
        for (entry, &ambiguous) in all.iter().enumerate() {
            program.entry = entry;
            let functions = reachable_from_entry(&program);
            let swept = sweep_binding(&program, &functions);
            assert_eq!(flow.ambiguous(entry), swept.is_err(), "entry {entry} of\n{src}");
            assert_eq!(ambiguous, swept.is_err(), "entry {entry} of\n{src}");
            if let Ok(swept) = swept {
                assert_eq!(bind_shared_params(&program, &functions).expect("binds"), swept);
            }
        }
        all
    }

    #[test]
    fn ambiguous_entries_are_those_binding_rejects() {
        // `h` passes both its parameters to `g`: ambiguous as the entry,
        // not when `c` passes it the same input twice. `z` passing one input
        // to `c` and to `d` puts `main`'s two in one part of the flow, yet
        // nothing is reached from both.
        let merge = "def g(a: M, v: f64[2]) -> f64[2]:\n    return matmul(a, v)\n\n\
            def h(a: M, b: M, v: f64[2]) -> f64[2]:\n    return g(a, v) + g(b, v)\n\n\
            def c(a: M, v: f64[2]) -> f64[2]:\n    return h(a, a, v)\n\n\
            def d(a: M, v: f64[2]) -> f64[2]:\n    return matmul(a, v)\n\n\
            def z(a: M, v: f64[2]) -> f64[2]:\n    return c(a, v) + d(a, v)\n\n\
            def main(a: M, b: M, v: f64[2]) -> f64[2]:\n    return c(a, v) + d(b, v * 2.0)\n";
        assert_eq!(ambiguous_entries(merge), [false, true, false, false, false, false]);
        // A recursive call that swaps its two parameters binds each to both
        // inputs, through a cycle in the flow; one that keeps them does not.
        let swap = "def r(a: M, b: M, v: f64[2], n: i64) -> f64[2]:\n    if n <= 0:\n        return matmul(a, v)\n    \
            return r(b, a, v, n - 1)\n\n\
            def k(a: M, b: M, v: f64[2], n: i64) -> f64[2]:\n    if n <= 0:\n        return matmul(b, v)\n    \
            return k(a, b, v, n - 1)\n";
        assert_eq!(ambiguous_entries(swap), [true, false]);
        // One parameter passed on as the other: `p`'s `a` reaches its `b`.
        let onto = "def q(a: M, b: M, v: f64[2]) -> f64[2]:\n    return matmul(a, v) + matmul(b, v)\n\n\
            def p(a: M, b: M, v: f64[2], n: i64) -> f64[2]:\n    if n <= 0:\n        return q(a, b, v)\n    \
            return p(a, a, v, n - 1)\n";
        assert_eq!(ambiguous_entries(onto), [false, true]);
        // Callers first: `y` passes `x` the same input twice, so `x` is
        // searched; `w` is then covered by `x`, which passes it two different
        // ones. `u` is ambiguous and covers nothing: `t`, to which it passes
        // two different inputs, is ambiguous too and found so by a search.
        let covered = "def w(a: M, b: M, v: f64[2]) -> f64[2]:\n    return matmul(a, v) + matmul(b, v)\n\n\
            def x(a: M, b: M, v: f64[2]) -> f64[2]:\n    return w(a, b, v * 2.0)\n\n\
            def y(a: M, v: f64[2]) -> f64[2]:\n    return x(a, a, v)\n\n\
            def s(a: M, v: f64[2]) -> f64[2]:\n    return matmul(a, v)\n\n\
            def t(a: M, b: M, v: f64[2]) -> f64[2]:\n    return s(a, v) + s(b, v)\n\n\
            def u(a: M, b: M, v: f64[2]) -> f64[2]:\n    return t(a, b, v)\n";
        assert_eq!(ambiguous_entries(covered), [false, false, false, false, true, true]);
    }
}
