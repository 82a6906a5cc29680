//! Recording the values a VJP rule reads: where the reverse pass gets
//! operand `u` of op `k` (or its result).
//!
//! - A `Shared` parameter, and (one function, `Mode::Fused`) a variable
//!   nothing can write after the read, is read as it is at the end: no
//!   record at all, in a loop too (a solver's parameters, read by every
//!   step).
//! - In a block that can run more than once per call, or whose reverse
//!   is another function (`Mode::Split`), the value goes on a tape.
//! - Otherwise a copy is taken at that point.
//!
//! One record per *version* of a value in a block (the variable and the
//! op of the block that last wrote it), shared by every rule that reads
//! that version: a step size multiplying twelve stages is pushed once
//! per step, not twelve times. The shared restore leads the reverse
//! group of the last op that reads it, so it runs before every reader's
//! rule (the reverse runs the block's groups last op first).

use super::{At, Mode, Reverse};
use crate::ad::cfg::written_after;
use crate::ir::f::Op;
use crate::ir::{Operand, VarId};
use std::collections::HashMap;

/// The records of the block being differentiated.
#[derive(Default)]
pub(super) struct BlockSaves {
    /// (variable, the op of the block that last wrote it before the read,
    /// `None`: the block's entry) -> where the reverse pass reads it.
    taken: HashMap<(VarId, Option<usize>), Taken>,
    /// Each tape's restore and the op whose reverse group it leads.
    restores: Vec<(usize, Op)>,
}

#[derive(Clone, Copy)]
enum Taken {
    /// Restored from a tape: the index of its restore in `restores`.
    Tape(usize, VarId),
    /// A copy taken in the forward pass.
    Copy(VarId),
}

impl BlockSaves {
    /// The restores that lead op `k`'s reverse group, in the order taken.
    pub(super) fn restores_of(&self, k: usize) -> impl Iterator<Item = Op> + '_ {
        self.restores
            .iter()
            .filter(move |(owner, _)| *owner == k)
            .map(|(_, op)| op.clone())
    }
}

impl Reverse<'_> {
    /// How the reverse pass gets a value the VJP rule of op `at.k` reads:
    /// operand `u` before the op, or its result after.
    pub(super) fn fetch(&mut self, u: VarId, after: bool, at: &mut At) -> Operand {
        let shared = self.func.params.iter().any(|p| p.shared && p.var == u);
        let from = if after { at.k + 1 } else { at.k };
        let written = written_after(self.func, &self.cfg, at.b, from, u);
        if shared || (self.mode == Mode::Fused && !written) {
            if !shared {
                self.direct.push(u);
            }
            return Operand::Var(u);
        }
        let version = self.func.blocks[at.b].ops[..from]
            .iter()
            .rposition(|op| op.defs().contains(&u));
        if let Some(&taken) = self.saves.taken.get(&(u, version)) {
            return Operand::Var(match taken {
                Taken::Tape(i, back) => {
                    self.saves.restores[i].0 = at.k;
                    back
                }
                Taken::Copy(snapshot) => snapshot,
            });
        }
        let ty = self.vars[u].ty.clone();
        let name = format!("{}.b{}.{}", self.func.name, at.b, self.vars[u].name);
        let saves = if after { &mut at.post } else { &mut at.pre };
        let taken = if self.mode == Mode::Split || self.cfg.in_cycle[at.b] {
            let tape = self.new_tape(name.clone(), ty.clone());
            saves.push(Op::Save {
                tape,
                arg: Operand::Var(u),
            });
            let back = self.new_var(name, ty);
            self.saves.restores.push((at.k, Op::Restore { out: back, tape }));
            Taken::Tape(self.saves.restores.len() - 1, back)
        } else {
            let snapshot = self.new_var(name, ty);
            saves.push(Op::copy(snapshot, Operand::Var(u)));
            self.direct.push(snapshot);
            Taken::Copy(snapshot)
        };
        self.saves.taken.insert((u, version), taken);
        match taken {
            Taken::Tape(_, v) | Taken::Copy(v) => Operand::Var(v),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::frontend::build_program;
    use crate::ir::f::{Function, Op, Program};
    use crate::prim::Prim;
    use autobatch_runtime::Value;

    /// A loop whose step reads `s` in two rules and the parameter `a`,
    /// which nothing writes, in one.
    const SOURCE: &str = "from autobatch import *\n\n\
        def f(x: f64, a: f64) -> f64:\n    y = x\n    s = 0.5\n    k = 0\n    \
        while k < 3:\n        s = s + 0.25\n        y = y * s + a * y + s * (y * y)\n        k += 1\n    \
        return y\n\n\
        def main(x: f64, a: f64) -> tuple[f64, f64]:\n    return value_and_grad(f, x, a)\n";

    /// A loop (too long to be written out) that reads an array by index
    /// at every turn and writes it.
    const ROWS: &str = "from autobatch import *\n\n\
        def f(x: f64) -> f64:\n    g = zeros(20)\n    g[0] = x\n    \
        for t in range(1, 20):\n        g[t] = g[t - 1] * x + 1.0\n    \
        return sum(g)\n\n\
        def main(x: f64) -> tuple[f64, f64]:\n    return value_and_grad(f, x)\n";

    /// The gradient of `f`.
    fn vjp(program: &Program) -> &Function {
        (program.functions.iter()).find(|f| f.name == "f.vjp").expect("f.vjp")
    }

    /// Member 0's outputs of `main` on the one-member batch `json`, by the
    /// reference interpreter.
    fn outputs(program: &Program, json: &str) -> Vec<Value> {
        let inputs = autobatch_runtime::io::inputs_from_json(json, &crate::driver::signature(program)).expect("inputs");
        let out = crate::exec::run_reference(program, &inputs, &crate::exec::ExecOptions::default()).expect("fits");
        out.outputs.values.into_iter().map(|column| column[0].clone()).collect()
    }

    /// The variables the gradient of `f` pushes on tapes, by name.
    fn saved(program: &Program) -> Vec<String> {
        let vjp = vjp(program);
        let ops = vjp.blocks.iter().flat_map(|b| &b.ops);
        (ops.filter_map(|op| match op {
            Op::Save {
                arg: crate::ir::Operand::Var(v),
                ..
            } => Some(vjp.vars[*v].name.clone()),
            _ => None,
        }))
        .collect()
    }

    #[test]
    fn a_loop_saves_each_value_once_and_never_a_parameter_it_does_not_write() {
        let program = build_program(SOURCE, "t.py", Some("main")).expect("builds");
        let saved = saved(&program);
        assert_eq!(saved.iter().filter(|n| *n == "s").count(), 1, "{saved:?}");
        assert!(!saved.iter().any(|n| n == "a"), "{saved:?}");
        // (the names are the source's: `y` itself is saved, as it must be)
        assert!(saved.iter().any(|n| n == "y"), "{saved:?}");
        // The gradient is still right: forward mode by hand, dy/dx.
        let (x, a) = (0.75, -0.5);
        let (mut y, mut dy, mut s) = (x, 1.0, 0.5);
        for _ in 0..3 {
            s += 0.25;
            (y, dy) = (y * s + a * y + s * (y * y), dy * s + a * dy + s * (2.0 * y * dy));
        }
        let out = outputs(&program, &format!(r#"{{"x": [{x}], "a": [{a}]}}"#));
        let Value::F64(got) = out[1] else { panic!("{out:?}") };
        assert!((got - dy).abs() <= 1e-12 * dy.abs(), "{got} against {dy}");
        assert_eq!(out[0], Value::F64(y));
    }

    /// An element's gradient needs the array's shape, not its contents:
    /// the loop does not push the whole array at every turn.
    #[test]
    fn reading_an_element_in_a_loop_does_not_save_the_array() {
        let program = build_program(ROWS, "t.py", Some("main")).expect("builds");
        let saved = saved(&program);
        assert!(!saved.iter().any(|n| n == "g"), "{saved:?}");
        // Nor does its reverse fill or add whole arrays at every turn
        // (`sparse`): the cotangent of `g` is updated at the element.
        let vjp = vjp(&program);
        let cfg = crate::ad::cfg::Cfg::new(vjp);
        for (b, block) in vjp.blocks.iter().enumerate().filter(|(b, _)| cfg.in_cycle[*b]) {
            for op in &block.ops {
                if let Op::Prim { out, prim, .. } = op {
                    let whole = matches!(prim, Prim::Full(_) | Prim::ZerosLike | Prim::Add);
                    assert!(
                        !(whole && vjp.vars[*out].ty.shape == [20]),
                        "b{b}: {prim} of the whole array"
                    );
                }
            }
        }
        let x = 0.75;
        let (mut g, mut dg, mut total, mut dtotal) = (x, 1.0, x, 1.0);
        for _ in 1..20 {
            (g, dg) = (g * x + 1.0, dg * x + g);
            (total, dtotal) = (total + g, dtotal + dg);
        }
        let out = outputs(&program, &format!(r#"{{"x": [{x}]}}"#));
        let (Value::F64(value), Value::F64(grad)) = (&out[0], &out[1]) else {
            panic!("{out:?}")
        };
        assert!((value - total).abs() <= 1e-12 * total.abs(), "{value} against {total}");
        assert!((grad - dtotal).abs() <= 1e-12 * dtotal.abs(), "{grad} against {dtotal}");
    }
}
