//! Reverse-mode automatic differentiation on IR-F: `value_and_grad(f, x,
//! ...)` becomes a function `f.vjp` of ordinary IR-F, which the rest of the
//! pipeline lowers, batches and compiles like any other.
//!
//! The pass, for a request to differentiate `f` with respect to its first
//! parameter:
//! 1. `inline`: calls of non-recursive functions are inlined into `f` (and
//!    into every recursive function `f` reaches), so their values stay in
//!    variables and their gradients accumulate in one place.
//! 2. `activity`: which variables can carry a gradient.
//! 3. `reverse`: `f.vjp` is `f`'s blocks, recording the path taken and the
//!    values VJP rules read, followed by one reverse block per block of
//!    `f`, which runs the VJPs of its ops (`prim::vjp`) in reverse order
//!    and returns to the reverse of the block control came from. A
//!    recursive function `g` becomes a pair: `g.fwd` (its blocks, saving
//!    what its reverse needs on tapes, one push per execution) and `g.bwd`
//!    (the reverse blocks), called where the caller's reverse pass reaches
//!    the call. Tapes are per-member stacks (`ir::f` module doc), so loops
//!    with data-dependent trip counts, early returns and recursion
//!    differentiate, batched like everything else.

mod activity;
mod cfg;
mod guard;
mod inline;
mod order;
mod reverse;
mod simplify;

use crate::ir::f::{Block, Function, Op, Param, Program, Terminator};
use crate::ir::{FuncId, VarDecl, VarId};
use reverse::{Mode, Output, Reverse};
use std::collections::HashMap;

/// Why a function cannot be differentiated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("in `{function}`: {message}")]
pub struct AdError {
    /// The function of the source file where the problem is.
    pub function: String,
    pub message: String,
    /// The name of the operation that has no derivative (`Prim::name`),
    /// when one is the cause, so that the frontend can point to it in the
    /// source.
    pub prim: Option<String>,
}

/// The functions one request differentiates: `funcs[0]` is `f` with its
/// non-recursive callees inlined, the others the recursive functions it
/// reaches (likewise inlined), each by its id in the program (`index`).
pub(crate) struct Region {
    pub funcs: Vec<Function>,
    pub index: HashMap<FuncId, usize>,
}

/// A recursive function's forward/backward pair.
pub(crate) struct SplitFn {
    /// Its index in the region.
    pub region: usize,
    pub fwd: FuncId,
    pub bwd: FuncId,
    /// Parameters with a cotangent (the backward function's outputs).
    pub active_params: Vec<usize>,
    /// For each of those: the callee never writes it, so the backward
    /// function takes its accumulator (after the output cotangents).
    pub accumulated: Vec<bool>,
    /// Outputs with a cotangent (the backward function's first parameters).
    pub active_outputs: Vec<usize>,
    /// Shared parameters (passed to the backward function after those).
    pub shared_params: Vec<usize>,
}

/// Fills `program.functions[vjp]` (a placeholder) with `f.vjp`: the
/// parameters of `f` and a bool `want_value`, returning `f`'s value (0
/// unless `want_value`) and its gradient with respect to the first
/// parameter; what only the value needs runs only when it is wanted.
/// Functions it needs are appended. `requests` are the functions that are
/// themselves such placeholders.
pub fn differentiate(program: &mut Program, f: FuncId, vjp: FuncId, requests: &[FuncId]) -> Result<(), AdError> {
    let region = collect_region(program, f, requests)?;
    let varied = activity::varied(&region);
    let useful = activity::useful(&region);
    let mut splits = HashMap::new();
    // In region order, so that the program built is the same every time.
    let mut members: Vec<(FuncId, usize)> = region.index.iter().map(|(&g, &j)| (g, j)).collect();
    members.sort_by_key(|&(_, j)| j);
    for (g, j) in members {
        let func = &region.funcs[j];
        let active = |v: VarId| varied[j][v];
        let active_params: Vec<usize> = (0..func.params.len())
            .filter(|&k| !func.params[k].shared && active(func.params[k].var))
            .collect();
        if active_params.is_empty() {
            continue;
        }
        let acc = accumulated_params(func, &varied[j]);
        let accumulated = active_params.iter().map(|k| acc.contains(k)).collect();
        splits.insert(
            g,
            SplitFn {
                region: j,
                fwd: program.functions.len() + 2 * splits.len(),
                bwd: program.functions.len() + 2 * splits.len() + 1,
                active_params,
                accumulated,
                active_outputs: (0..func.outputs.len()).filter(|&o| active(func.outputs[o])).collect(),
                shared_params: (0..func.params.len()).filter(|&k| func.params[k].shared).collect(),
            },
        );
    }
    let mut new_funcs: Vec<(FuncId, Function)> = Vec::new();
    let mut tapes = std::mem::take(&mut program.tapes);
    let mut order: Vec<&SplitFn> = splits.values().collect();
    order.sort_by_key(|s| s.fwd);
    for split in order {
        let func = &region.funcs[split.region];
        let out = Reverse::new(
            &region,
            split.region,
            (&varied[split.region], &useful[split.region]),
            &splits,
            &mut tapes,
            Mode::Split,
        )
        .run()?;
        let (fwd, bwd) = split_functions(func, split, out);
        new_funcs.push((split.fwd, fwd));
        new_funcs.push((split.bwd, bwd));
    }
    let out = Reverse::new(&region, 0, (&varied[0], &useful[0]), &splits, &mut tapes, Mode::Fused).run()?;
    let top = fused_function(&region.funcs[0], out);
    program.tapes = tapes;
    program.functions[vjp] = top;
    new_funcs.sort_by_key(|(id, _)| *id);
    for (id, func) in new_funcs {
        debug_assert_eq!(id, program.functions.len());
        program.functions.push(func);
    }
    Ok(())
}

/// The active parameters of a split function that it never writes: their
/// cotangents accumulate across the call (`reverse`'s `call_reverse`).
pub(crate) fn accumulated_params(func: &Function, varied: &[bool]) -> Vec<usize> {
    (0..func.params.len())
        .filter(|&k| {
            let p = func.params[k];
            !p.shared && varied[p.var] && !inline::writes(func, p.var)
        })
        .collect()
}

fn collect_region(program: &Program, f: FuncId, requests: &[FuncId]) -> Result<Region, AdError> {
    let reach = crate::analysis::callgraph::CallGraph::new(program).reachable_from(f);
    for g in (0..program.functions.len()).filter(|&g| reach[g]) {
        if crate::analysis::callgraph::callees(program, g)
            .iter()
            .any(|h| requests.contains(h))
        {
            return Err(AdError {
                function: program.functions[g].name.clone(),
                message: "a function being differentiated cannot itself call `value_and_grad` or `grad`".into(),
                prim: None,
            });
        }
    }
    let recursive = inline::recursive_functions(program);
    // Straight chains of blocks are one block before the reverse pass
    // reads them, so a value read by several rules of a loop's body is
    // recorded once per iteration, not once per block of the chain.
    let inlined = |g: FuncId| {
        let mut func = inline::inline_calls(program, &program.functions[g], &recursive);
        crate::ir::f::cfg::merge_straight_blocks(&mut func);
        func
    };
    let top = inlined(f);
    let mut region = Region {
        funcs: vec![top],
        index: HashMap::new(),
    };
    let mut next = 0;
    while next < region.funcs.len() {
        for g in inline::callees(&region.funcs[next]) {
            if !region.index.contains_key(&g) {
                region.index.insert(g, region.funcs.len());
                region.funcs.push(inlined(g));
            }
        }
        next += 1;
    }
    Ok(region)
}

/// `f.vjp`: the forward blocks, then the reverse blocks.
fn fused_function(func: &Function, out: Output) -> Function {
    let offset = out.fwd.len();
    let mut blocks = out.fwd;
    for b in &mut blocks {
        if matches!(b.term, Terminator::Return) {
            b.term = Terminator::Jump { target: offset };
        }
    }
    blocks.extend(out.rev.into_iter().map(|b| shift(b, offset)));
    let grad = out.param_cts.first().copied().flatten();
    let mut outputs = func.outputs.clone();
    outputs.extend(grad);
    let mut vars = out.vars;
    vars.push(VarDecl {
        name: "want_value".into(),
        ty: autobatch_runtime::Type::scalar(autobatch_runtime::DType::Bool),
    });
    let mut params = func.params.clone();
    params.push(Param {
        var: vars.len() - 1,
        shared: false,
    });
    let mut vjp = Function {
        name: format!("{}.vjp", func.name),
        vars,
        params,
        outputs,
        blocks,
    };
    simplify::simplify(&mut vjp);
    guard::guard_value_only(&mut vjp);
    simplify::skip_empty_blocks(&mut vjp);
    order::group_elementwise(&mut vjp);
    prune(vjp)
}

/// `g.fwd` and `g.bwd`.
fn split_functions(func: &Function, split: &SplitFn, out: Output) -> (Function, Function) {
    let fwd = Function {
        name: format!("{}.fwd", func.name),
        vars: out.vars.clone(),
        params: func.params.clone(),
        outputs: func.outputs.clone(),
        blocks: out.fwd,
    };
    let mut params: Vec<Param> = out.output_cts.iter().map(|&var| Param { var, shared: false }).collect();
    params.extend(out.acc_inputs.iter().map(|&var| Param { var, shared: false }));
    params.extend(split.shared_params.iter().map(|&k| func.params[k]));
    let bwd = Function {
        name: format!("{}.bwd", func.name),
        vars: out.vars,
        params,
        outputs: out.param_cts.into_iter().flatten().collect(),
        blocks: out.rev,
    };
    let (mut fwd, mut bwd) = (fwd, bwd);
    simplify::simplify(&mut fwd);
    simplify::simplify(&mut bwd);
    order::group_elementwise(&mut fwd);
    order::group_elementwise(&mut bwd);
    (prune(fwd), prune(bwd))
}

fn shift(mut b: Block, offset: usize) -> Block {
    b.term = match b.term {
        Terminator::Jump { target } => Terminator::Jump {
            target: target + offset,
        },
        Terminator::Branch { cond, then, els } => Terminator::Branch {
            cond,
            then: then + offset,
            els: els + offset,
        },
        Terminator::Return => Terminator::Return,
    };
    b
}

/// Drops the variables a function never mentions (a split function's two
/// halves start from one table).
fn prune(mut func: Function) -> Function {
    let mut used = vec![false; func.vars.len()];
    for p in &func.params {
        used[p.var] = true;
    }
    for &v in &func.outputs {
        used[v] = true;
    }
    for block in &func.blocks {
        for op in &block.ops {
            op.uses().chain(op.defs()).for_each(|v| used[v] = true);
        }
        if let Terminator::Branch { cond, .. } = block.term {
            used[cond] = true;
        }
    }
    let mut map = vec![usize::MAX; func.vars.len()];
    let mut vars: Vec<VarDecl> = Vec::new();
    for (v, decl) in func.vars.iter().enumerate() {
        if used[v] {
            map[v] = vars.len();
            vars.push(decl.clone());
        }
    }
    let m = |v: VarId| map[v];
    func.vars = vars;
    func.params.iter_mut().for_each(|p| p.var = m(p.var));
    func.outputs.iter_mut().for_each(|v| *v = m(*v));
    for block in &mut func.blocks {
        block.ops.iter_mut().for_each(|op: &mut Op| op.rename(m));
        if let Terminator::Branch { cond, .. } = &mut block.term {
            *cond = m(*cond);
        }
    }
    func
}
