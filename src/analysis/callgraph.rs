//! Which functions a call can end up executing.

use crate::ir::f::{Op, Program};
use crate::ir::FuncId;

/// `reach[g][h]`: calling `g` may execute `h` (every function reaches
/// itself). A call from `f` to `g` can overwrite `f`'s variables only when
/// `reach[g][f]`, i.e. when the call is (mutually) recursive.
pub fn reachability(program: &Program) -> Vec<Vec<bool>> {
    let n = program.functions.len();
    let mut reach = vec![vec![false; n]; n];
    for (f, row) in reach.iter_mut().enumerate() {
        row[f] = true;
        for g in callees(program, f) {
            row[g] = true;
        }
    }
    // Transitive closure (Floyd-Warshall); programs have few functions.
    for k in 0..n {
        let through_k = reach[k].clone();
        for row in reach.iter_mut().filter(|row| row[k]) {
            for (x, r) in row.iter_mut().zip(&through_k) {
                *x |= *r;
            }
        }
    }
    reach
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
    let reach = reachability(program);
    let mut order = vec![program.entry];
    order.extend((0..program.functions.len()).filter(|f| *f != program.entry && reach[program.entry][*f]));
    order
}
