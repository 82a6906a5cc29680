//! Which functions a call can end up executing.
//!
//! Everything here is linear in the program (functions plus calls):
//! strongly connected components by Tarjan's algorithm, reachability by one
//! depth-first search from the function asked about. A program of
//! thousands of functions never builds a functions-by-functions matrix.

use crate::ir::f::{Op, Program};
use crate::ir::FuncId;

/// The call graph: each function's callees and its strongly connected
/// component. A call from `f` to `g` can overwrite `f`'s variables only
/// when `g` can call back into `f`, i.e. when both are in one component.
pub struct CallGraph {
    callees: Vec<Vec<FuncId>>,
    component: Vec<usize>,
}

impl CallGraph {
    pub fn new(program: &Program) -> CallGraph {
        let callees: Vec<Vec<FuncId>> = (0..program.functions.len()).map(|f| callees(program, f)).collect();
        let component = components(&callees);
        CallGraph { callees, component }
    }

    /// The functions `f` calls directly, sorted, without repeats.
    pub fn callees(&self, f: FuncId) -> &[FuncId] {
        &self.callees[f]
    }

    /// Whether `f` and `g` can each (transitively) call the other, or are
    /// the same function.
    pub fn same_component(&self, f: FuncId, g: FuncId) -> bool {
        self.component[f] == self.component[g]
    }

    /// Whether `f` lies on a cycle of calls (calls itself, directly or
    /// through others).
    pub fn recursive(&self, f: FuncId) -> bool {
        self.callees[f].iter().any(|&g| self.same_component(f, g))
    }

    /// `reach[g]`: calling `f` may execute `g` (`f` reaches itself).
    pub fn reachable_from(&self, f: FuncId) -> Vec<bool> {
        let mut seen = vec![false; self.callees.len()];
        let mut stack = vec![f];
        seen[f] = true;
        while let Some(g) = stack.pop() {
            for &h in &self.callees[g] {
                if !seen[h] {
                    seen[h] = true;
                    stack.push(h);
                }
            }
        }
        seen
    }

    /// Every function, each after the functions of other components that
    /// call it: Tarjan's algorithm numbers a component after all those it
    /// calls.
    pub fn callers_first(&self) -> Vec<FuncId> {
        let mut order: Vec<FuncId> = (0..self.callees.len()).collect();
        order.sort_by_key(|&f| std::cmp::Reverse(self.component[f]));
        order
    }

    /// One function of each component that no other component calls:
    /// every function is reachable from one of these.
    pub fn roots(&self) -> Vec<FuncId> {
        let n = self.callees.len();
        let mut called = vec![false; n];
        for (f, cs) in self.callees.iter().enumerate() {
            for &g in cs {
                if !self.same_component(f, g) {
                    called[self.component[g]] = true;
                }
            }
        }
        let mut first = vec![None; n];
        for f in 0..n {
            first[self.component[f]].get_or_insert(f);
        }
        (0..n).filter(|&c| !called[c]).filter_map(|c| first[c]).collect()
    }
}

/// The functions `f` calls directly.
pub fn callees(program: &Program, f: FuncId) -> Vec<FuncId> {
    let mut out: Vec<FuncId> = program.functions[f]
        .blocks
        .iter()
        .flat_map(|b| &b.ops)
        .filter_map(|op| match op {
            Op::Call { func, .. } => Some(*func),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Functions reachable from the entry, entry first, then in program order.
pub fn reachable_from_entry(program: &Program) -> Vec<FuncId> {
    let reach = CallGraph::new(program).reachable_from(program.entry);
    let mut order = vec![program.entry];
    order.extend((0..program.functions.len()).filter(|f| *f != program.entry && reach[*f]));
    order
}

/// Tarjan's strongly connected components, without recursion (a chain of
/// ten thousand calls must not exhaust the compiler's stack): the
/// component index of each node (a function, or a block: the loops of
/// `codegen::mlir::cpu::outline`), components numbered from 0.
pub(crate) fn components(callees: &[Vec<usize>]) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let n = callees.len();
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut component = vec![UNSEEN; n];
    let mut stack = Vec::new();
    let mut next_index = 0;
    let mut next_component = 0;
    // Each frame: a function and how many of its callees it has visited.
    let mut frames: Vec<(FuncId, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        frames.push((root, 0));
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (f, ref mut k)) = frames.last_mut() {
            if let Some(&g) = callees[f].get(*k) {
                *k += 1;
                if index[g] == UNSEEN {
                    index[g] = next_index;
                    low[g] = next_index;
                    next_index += 1;
                    stack.push(g);
                    on_stack[g] = true;
                    frames.push((g, 0));
                } else if on_stack[g] {
                    low[f] = low[f].min(index[g]);
                }
                continue;
            }
            frames.pop();
            if let Some(&(parent, _)) = frames.last() {
                low[parent] = low[parent].min(low[f]);
            }
            if low[f] == index[f] {
                while let Some(g) = stack.pop() {
                    on_stack[g] = false;
                    component[g] = next_component;
                    if g == f {
                        break;
                    }
                }
                next_component += 1;
            }
        }
    }
    component
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_of_cycles_chains_and_self_loops() {
        // 0 -> 1 -> 2 -> 0 (a cycle), 3 -> 3 (a self loop), 4 -> 0, 5 alone.
        let callees = vec![vec![1], vec![2], vec![0], vec![3], vec![0], vec![]];
        let c = components(&callees);
        assert!(c[0] == c[1] && c[1] == c[2]);
        assert!(c[3] != c[0] && c[4] != c[0] && c[5] != c[4] && c[5] != c[3]);
        let graph = CallGraph { callees, component: c };
        assert!(graph.recursive(0) && graph.recursive(3) && !graph.recursive(4) && !graph.recursive(5));
        assert_eq!(graph.reachable_from(4), vec![true, true, true, false, true, false]);
        let mut roots = graph.roots();
        roots.sort_unstable();
        assert_eq!(roots, vec![3, 4, 5]);
        let order = graph.callers_first();
        let at = |f: FuncId| order.iter().position(|&g| g == f);
        assert!(at(4) < at(0) && at(4) < at(1) && at(4) < at(2));
    }

    #[test]
    fn a_long_chain_does_not_recurse() {
        let n = 200_000;
        let callees: Vec<Vec<FuncId>> = (0..n).map(|f| if f + 1 < n { vec![f + 1] } else { vec![] }).collect();
        let c = components(&callees);
        let mut distinct = c.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), n);
    }
}
