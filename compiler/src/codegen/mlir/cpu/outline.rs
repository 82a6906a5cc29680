//! A large program's blocks as functions of their own.
//!
//! The CPU code is one function whose loop switches over every block.
//! LLVM's instruction scheduling, register allocation and loop-invariant
//! code motion work a function at a time and grow faster than its size:
//! one function of 100,000 statements took 340 s to compile, of 2,000
//! one-line functions 8 s. Above `OUTLINE_BLOCKS` blocks, `OUTLINE_OPS`
//! ops or `OUTLINE_BUFFERS` buffers (`wanted`), the cases of the loop's
//! switches move, in consecutive runs of about `GROUP_BYTES` of text, into
//! private functions that switch on the block again, `noinline` so that
//! LLVM's inliner does not put them back, and each case calls its run's:
//!
//! ```text
//! case 7 {                             case 7 {
//!   <block 7's code>                     %k = arith.constant 7 : index
//!   scf.yield %low : i32       ==>       %r = func.call @f_block6(%k, %state,
//! }                                           %layout, %lo, %hi, ...)
//!                                        scf.yield %r : i32
//!                                      }
//! ```
//!
//! A function takes the entry's arguments and the loop's values that its
//! cases use (`Def::Param`), defines again what the entry computed from
//! them (`Def::Copy`: constants, the views of `%state` as buffers, whose
//! offsets it loads from `%layout`), each at the top of the case that uses
//! it, or once at the function's top for the cases on a loop that lies
//! wholly in the function (`How::on_loops`). Each function is then about a
//! run's size (`lower::split` cuts long blocks), and so is each of LLVM's
//! problems. A function whose cases run one member and yield nothing
//! (the sync-heavy schedule's cheap blocks) goes on to the member's next
//! block while that is one of its own (`How::thread`), so a call covers a
//! run of blocks, as the threaded code's jumps did. Outlined, the units
//! of a program compile apart and in parallel (`codegen::units`).
//!
//! The sampler (about 130 to 290 blocks with the example models) is
//! outlined: its first compile went from 7.2 s to 2.0 s for eight
//! schools, 14.3 s to 3.5 s for the logistic regression and 16.4 s to
//! 3.0 s for the 100-d Gaussian (`autobatch sample --stats`, 2 cores,
//! with the units' parallel compile), and a changed model recompiles only
//! its own units; its gradients per second stayed within the noise of
//! alternated runs (eight schools 8.4-8.6e5 against 8.4-8.9e5 threaded,
//! the Gaussian 2.44-2.46e5 against 2.18-2.36e5, the logistic regression
//! 7.6-8.3e3 against 8.2-8.4e3).

use super::super::abi::{self, Abi};
use super::super::dispatch::{split_cases, Switch};
use super::super::emitter::Emitter;
use super::super::EmitError;
use super::{case_fn, pointer_args};
use crate::ir::p::Program;
use crate::mlir::builder;
use std::collections::{BTreeSet, HashMap};

/// Programs of more blocks than this have their blocks outlined: above it
/// a switch's cases in one function grew LLVM's work faster than the
/// program (`autobatch compile` of 300 one-line functions threaded in one
/// function took 6.4 s, 0.84 s as one switch; the sampler's loop nests,
/// one per vector operation of a member, made LLVM's scalar evolution
/// the largest cost of its 6 to 15 s in one function). The paper's
/// sampler (`bench nuts`, 48 blocks) stays threaded.
pub(crate) const OUTLINE_BLOCKS: usize = 64;

/// Programs of more IR-P ops than this have their blocks outlined.
pub(crate) const OUTLINE_OPS: usize = 8192;

/// Programs of more buffers than this have their blocks outlined: in one
/// function each buffer's view is a value live across the whole loop, and
/// LLVM's register allocation pays for every one in every block (a
/// recursive function saving 1,000 variables, 3,000 buffers in 5 blocks:
/// 18.4 s to compile in one function, 7.9 s outlined).
pub(crate) const OUTLINE_BUFFERS: usize = 1024;

/// Whether a program is large enough to have its blocks outlined, by its
/// blocks, its ops and the buffers of its ABI.
pub(crate) fn wanted(program: &Program, abi: &Abi) -> bool {
    let ops: usize = program.blocks.iter().map(|b| b.ops.len()).sum();
    program.blocks.len() > OUTLINE_BLOCKS || ops > OUTLINE_OPS || abi.buffers.len() > OUTLINE_BUFFERS
}

/// The lines that view buffer `i` of the ABI, indented by `pad`, their
/// values named after `tag`.
pub(crate) fn view_def(abi: &Abi, i: usize, tag: &str, pad: &str) -> String {
    let buffer = &abi.buffers[i];
    let view = abi::arg_name(&buffer.role);
    let ty = builder::dyn_memref(buffer.dtype);
    let (at, len) = (2 * i, 2 * i + 1);
    format!(
        "{pad}%{tag}a = arith.constant {at} : index\n\
         {pad}%{tag}b = arith.constant {len} : index\n\
         {pad}%{tag}o = memref.load %layout[%{tag}a] : memref<?xindex>\n\
         {pad}%{tag}n = memref.load %layout[%{tag}b] : memref<?xindex>\n\
         {pad}{view} = memref.view %state[%{tag}o][%{tag}n] : memref<?xi8> to {ty}\n"
    )
}

/// The `%names` that `text` mentions.
pub(crate) fn names(text: &str) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        let tail = &rest[at..];
        let end = tail[1..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(tail.len(), |e| e + 1);
        out.insert(&tail[..end]);
        rest = &tail[end..];
    }
    out
}

/// How an outlined function gets a value the entry defines.
#[derive(Clone, Debug)]
enum Def {
    /// Lines it repeats (a constant, a load from `%layout`, a view): their
    /// own operands are resolved in turn.
    Copy(String),
    /// A parameter of this type (the entry's arguments, the loop's member
    /// index, allocas whose contents outlive a call).
    Param(String),
}

/// The values a case may use that the entry defines, in definition order.
pub(crate) struct Scope {
    defs: HashMap<String, (usize, Def)>,
}

impl Scope {
    /// The scope of the entry whose arguments and loop values are
    /// `params` (`(name, type)`), whose buffers are `abi`'s, and whose
    /// other definitions before the loop are the lines of `prelude`.
    pub(crate) fn new(params: &[(&str, &str)], abi: &Abi, prelude: &str) -> Scope {
        let mut scope = Scope { defs: HashMap::new() };
        for (name, ty) in params {
            scope.add(name, Def::Param(ty.to_string()));
        }
        for i in 0..abi.buffers.len() {
            let name = abi::arg_name(&abi.buffers[i].role);
            scope.add(&name, Def::Copy(view_def(abi, i, &format!("lay{i}"), "    ")));
        }
        for line in prelude.lines() {
            if let Some((name, def)) = parse_def(line) {
                scope.add(name, def);
            }
        }
        scope
    }

    fn add(&mut self, name: &str, def: Def) {
        let order = self.defs.len();
        self.defs.entry(name.to_string()).or_insert((order, def));
    }

    /// How a case's function gets `name` (`case_fn`), if the scope
    /// defines it.
    fn free(&self, name: &str) -> Option<case_fn::Free> {
        let (_, def) = self.defs.get(name)?;
        // The allocations every view lies in: a case that uses one
        // directly as well as a view of it would pass the same memory
        // twice as `noalias` (no case does today; it stays as it is).
        if matches!(name, "%state" | "%scratch_arena") {
            return Some(case_fn::Free::Opaque);
        }
        Some(match def {
            Def::Param(ty) => case_fn::Free::Value(ty.clone()),
            Def::Copy(lines) if lines.trim().starts_with(&format!("{name} = arith.constant ")) => {
                case_fn::Free::Constant(lines.trim().to_string())
            }
            Def::Copy(lines) => match (case_fn::defined_type(lines, name), cast_source(lines, name)) {
                (Some(ty), Some(source)) => case_fn::Free::Cast(ty, source.to_string()),
                (Some(ty), None) => case_fn::Free::Value(ty),
                (None, _) => case_fn::Free::Opaque,
            },
        })
    }

    /// Where `name` is defined among the scope's definitions.
    fn order(&self, name: &str) -> usize {
        self.defs.get(name).map_or(usize::MAX, |d| d.0)
    }

    /// The definitions `text` needs, with those their copied lines need,
    /// in definition order.
    fn needed(&self, text: &str) -> Vec<(&str, &Def)> {
        let mut seen: BTreeSet<&str> = BTreeSet::new();
        let mut todo: Vec<&str> = names(text).into_iter().collect();
        while let Some(name) = todo.pop() {
            let Some((key, (_, def))) = self.defs.get_key_value(name) else {
                continue;
            };
            if !seen.insert(key.as_str()) {
                continue;
            }
            if let Def::Copy(lines) = def {
                todo.extend(names(lines).into_iter().filter(|n| *n != name));
            }
        }
        let mut out: Vec<(&str, &Def)> = seen.into_iter().map(|n| (n, &self.defs[n].1)).collect();
        out.sort_by_key(|(n, _)| self.order(n));
        out
    }
}

/// The buffer that `name`'s defining line among `lines` casts, if it is
/// a `memref.cast`.
fn cast_source<'a>(lines: &'a str, name: &str) -> Option<&'a str> {
    let line = case_fn::defining_line(lines, name)?;
    line.split_once(" = memref.cast ")?.1.split([' ', ':']).next()
}

/// A prelude line's definition, if it defines one value an outlined
/// function can copy or take.
fn parse_def(line: &str) -> Option<(&str, Def)> {
    let line = line.trim();
    let (name, rhs) = line.split_once(" = ")?;
    if !name.starts_with('%') || name.contains([',', ':', ' ']) {
        return None;
    }
    let op = rhs.split([' ', '(']).next()?;
    let def = match op {
        "arith.constant" | "memref.view" | "memref.dim" => Def::Copy(format!("    {line}\n")),
        "memref.load" if rhs.starts_with("memref.load %layout[") => Def::Copy(format!("    {line}\n")),
        "memref.alloca" => Def::Param(rhs.rsplit_once(" : ")?.1.to_string()),
        // A cast of an alloca (the run counters' array, a view of the
        // scratch arena): copied, its operand resolved in turn.
        "memref.cast" => Def::Copy(format!("    {line}\n")),
        _ => return None,
    };
    Some((name, def))
}

/// The suffix of a buffer's pointer passed to an outlined function
/// (`pointer_args`; its cases' functions use `case_fn`'s).
const POINTER_TAG: &str = "ptr";

/// Cases of this many bytes of MLIR, or more, are one function
/// (consecutive cases are grouped up to it): a function per case would
/// pay for its arguments and views once per case (a block of a one-line
/// function is a few lines), and LLVM's cost per function grows faster
/// than its size only well above it.
const GROUP_BYTES: usize = 16 * 1024;

/// The cases of `cases` (a switch's cases as `Body` wrote them), grouped
/// in consecutive runs of about `GROUP_BYTES`, each run a function
/// `@<prefix><first block>` with a switch of its own on the block, and
/// each case a call of its run's function. Returns the new cases and the
/// functions' text.
pub(crate) fn outline(cases: &str, scope: &Scope, prefix: &str, how: How) -> Result<(String, String), EmitError> {
    let mut new_cases = String::with_capacity(cases.len() / 4);
    let mut functions = String::with_capacity(cases.len() + cases.len() / 4);
    for group in groups(split_cases(cases)) {
        let callee = format!("{prefix}{}", group[0].0);
        // Each case's body a function of its own, inlined back
        // (`case_fn`): the case calls it.
        let group: Vec<(usize, String)> = (group.into_iter())
            .map(
                |(k, case)| match case_fn::split(case, &format!("{callee}_case{k}"), |n| scope.free(n)) {
                    Some((call, function)) => {
                        functions.push_str(&function);
                        (k, call)
                    }
                    None => (k, case.to_string()),
                },
            )
            .collect();
        let group: Vec<(usize, &str)> = group.iter().map(|(k, c)| (*k, c.as_str())).collect();
        let (first, case) = group[0];
        let types = yielded_types(case)
            .ok_or_else(|| EmitError::Internal(format!("case {first} does not end in a yield: {case}")))?;
        if types.len() > 1 {
            return Err(EmitError::Internal(format!("case {first} yields several values")));
        }
        // A group whose cases yield nothing runs its member on through
        // the group's blocks (`How::thread`).
        let thread = how.thread.filter(|_| types.is_empty()).map(|pc| Thread {
            pc,
            blocks: group.iter().map(|(k, _)| *k).collect(),
        });
        // A thread defines at its top what its loop's test uses, and what
        // the cases on a loop that lies wholly in the thread use: its
        // member may turn many times through them in one call, each turn
        // repeating a case's head otherwise (the Lotka-Volterra solver's
        // step loaded and spilled 143 buffer offsets per turn). A case
        // run once per call keeps its own head, where it costs only when
        // the case runs.
        let thread_needs = thread.as_ref().map_or(Vec::new(), |t| {
            let mine: Vec<usize> = group.iter().map(|(k, _)| *k).collect();
            let turning = how.on_loops(&mine);
            let looping: String = (group.iter().zip(turning))
                .filter(|(_, on)| *on)
                .map(|((_, c), _)| *c)
                .chain([t.pc])
                .collect();
            scope.needed(&looping)
        });
        // What the loop's head defines, its cases do not define again.
        let needs: Vec<Vec<(&str, &Def)>> = (group.iter())
            .map(|(_, c)| {
                let mut need = scope.needed(c);
                need.retain(|(n, _)| !thread_needs.iter().any(|(m, _)| m == n));
                need
            })
            .collect();
        // The function takes what any of its cases, or its loop, takes.
        let mut params: Vec<(&str, &str)> = (needs.iter().flatten())
            .chain(&thread_needs)
            .filter_map(|(n, d)| match d {
                Def::Param(ty) => Some((*n, ty.as_str())),
                Def::Copy(_) => None,
            })
            .collect();
        params.sort_by_key(|(n, _)| scope.order(n));
        params.dedup();
        // Each case repeats what it uses at its top, where its code is:
        // defined once for the function, LLVM's instruction combining
        // would try to sink each into the one case that uses it, and
        // checks every instruction after it for a write (quadratic: a
        // `return` of 10,000 values took 2.8 s in that pass alone).
        let text: String = group
            .iter()
            .zip(&needs)
            .map(|((_, c), need)| with_copies(c, need))
            .collect();
        let head = copies(&thread_needs);
        let signature = Signature {
            callee: &callee,
            params: &params,
            result: types.first().copied(),
            wide: group.iter().any(|(k, _)| how.wide.get(*k).copied().unwrap_or(true)),
        };
        functions.push_str(&signature.function(&text, thread.as_ref(), &head));
        let block = format!("%{callee}_k");
        let bare = pointer_args::Params {
            params: &params,
            tag: POINTER_TAG,
        };
        let call = bare.call(&callee, &[(block.as_str(), "index")], &types.join(", "));
        for (k, case) in group {
            let pad = &case[..case.len() - case.trim_start().len()];
            let unpack = bare.unpack(&format!("{pad}  "));
            new_cases.push_str(&format!(
                "{pad}case {k} {{\n{pad}  {block} = arith.constant {k} : index\n{unpack}"
            ));
            match types.first() {
                None => new_cases.push_str(&format!("{pad}  {call}\n{pad}  scf.yield\n")),
                Some(ty) => new_cases.push_str(&format!(
                    "{pad}  %{callee}_r = {call}\n{pad}  scf.yield %{callee}_r : {ty}\n"
                )),
            }
            new_cases.push_str(&format!("{pad}}}\n"));
        }
    }
    Ok((new_cases, functions))
}

/// `case` with the definitions it copies (`Def::Copy`, among `need`)
/// after its head.
fn with_copies(case: &str, need: &[(&str, &Def)]) -> String {
    let (head, body) = case.split_at(case.find('\n').map_or(case.len(), |e| e + 1));
    format!("{head}{}{body}", copies(need))
}

/// The lines of the definitions among `need` that are copied
/// (`Def::Copy`).
fn copies(need: &[(&str, &Def)]) -> String {
    need.iter()
        .filter_map(|(_, d)| match d {
            Def::Copy(lines) => Some(lines.as_str()),
            Def::Param(_) => None,
        })
        .collect()
}

/// Consecutive runs of `cases`, each of at least `GROUP_BYTES` of text
/// but the last.
fn groups(cases: Vec<(usize, &str)>) -> Vec<Vec<(usize, &str)>> {
    let mut out: Vec<Vec<(usize, &str)>> = Vec::new();
    let mut bytes = GROUP_BYTES;
    for case in cases {
        if bytes >= GROUP_BYTES {
            out.push(Vec::new());
            bytes = 0;
        }
        bytes += case.1.len();
        if let Some(group) = out.last_mut() {
            group.push(case);
        }
    }
    out
}

/// How a switch's cases are outlined.
#[derive(Clone, Copy, Debug)]
pub(crate) struct How<'a> {
    /// By block: its function's loops vectorize at full width
    /// (`super::super::WIDE`; `schedule::wide_blocks`).
    pub wide: &'a [bool],
    /// Where the member's program counter is (`memref.load`'s operands,
    /// `%pc[%mb] : memref<?xi32>`), for cases that run one member and
    /// yield nothing: the function then goes on to the next block while it
    /// is one of its own, instead of returning to the loop for each (the
    /// threaded code's benefit, within a group).
    pub thread: Option<&'a str>,
    /// By block: the blocks a member may run next in its own frame or a
    /// callee's (`next_blocks`).
    pub next: &'a [Vec<usize>],
}

impl How<'_> {
    /// Which of `blocks` lie on a loop of theirs: a cycle of `next` that
    /// never leaves them.
    fn on_loops(&self, blocks: &[usize]) -> Vec<bool> {
        let local: HashMap<usize, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let next: Vec<Vec<usize>> = (blocks.iter())
            .map(|b| {
                let to = self.next.get(*b).map_or(&[][..], Vec::as_slice);
                to.iter().filter_map(|s| local.get(s).copied()).collect()
            })
            .collect();
        let component = crate::analysis::callgraph::components(&next);
        let mut size = vec![0usize; blocks.len()];
        for &c in &component {
            size[c] += 1;
        }
        (0..blocks.len())
            .map(|i| size[component[i]] > 1 || next[i].contains(&i))
            .collect()
    }
}

/// By block, the blocks a member runs next without a return: its branch
/// targets, or the callee of its call (a return's block is known only
/// from the member's stack).
pub(crate) fn next_blocks(program: &Program) -> Vec<Vec<usize>> {
    (program.blocks.iter())
        .map(|b| match b.term {
            crate::ir::p::Terminator::PushJump { call, .. } => vec![call],
            ref term => term.successors(),
        })
        .collect()
}

/// An outlined function's member run: its blocks and where the member's
/// program counter is.
struct Thread<'a> {
    pc: &'a str,
    blocks: Vec<usize>,
}

/// An outlined function's name, parameters after the block index, result
/// and width.
struct Signature<'a> {
    callee: &'a str,
    params: &'a [(&'a str, &'a str)],
    result: Option<&'a str>,
    wide: bool,
}

impl Signature<'_> {
    /// The function running the cases `text` on the block index it takes
    /// first, then the parameters; with a `thread`, on to each next block
    /// of its own (`head`: the lines at its top that define what the
    /// thread's loop test and its own loops use).
    fn function(&self, text: &str, thread: Option<&Thread>, head: &str) -> String {
        let bare = pointer_args::Params {
            params: self.params,
            tag: POINTER_TAG,
        };
        let signature: Vec<String> = bare.declared().iter().map(|d| format!(", {d}")).collect();
        let rebuilt = bare.rebuilt();
        let (results, default, ret) = match self.result {
            None => (String::new(), "scf.yield".to_string(), "return".to_string()),
            Some(ty) => (
                format!(" -> {ty}"),
                // The caller passes one of the cases' blocks.
                format!("%outlined_none = arith.constant 0 : {ty}\n      scf.yield %outlined_none : {ty}"),
                format!("return %outlined : {ty}"),
            ),
        };
        let width = if self.wide {
            format!(", {}", super::super::WIDE)
        } else {
            String::new()
        };
        let body = match thread {
            None => Switch {
                index: "%outlined_block",
                result: self.result.map(|ty| ("%outlined", ty)),
                default: &default,
                tag: "outlined",
            }
            .render(4, text),
            Some(thread) => threaded(text, thread, head),
        };
        format!(
            "  func.func private @{}(%outlined_block: index{}){results} attributes {{passthrough = [\"noinline\"{width}], llvm.linkage = #llvm.linkage<internal>}} {{\n{rebuilt}{body}    {ret}\n  }}\n",
            self.callee,
            signature.concat(),
        )
    }
}

/// The cases `text` in a loop that runs the member's next block while it
/// is one of `thread`'s.
fn threaded(text: &str, thread: &Thread, head: &str) -> String {
    let switch = Switch {
        index: "%outlined_at",
        result: None,
        default: "scf.yield",
        tag: "outlined",
    }
    .render(6, &indent(text, 2));
    let mut mine = String::new();
    for k in &thread.blocks {
        mine.push_str(&format!(
            "        case {k} {{\n          scf.yield %outlined_yes : i1\n        }}\n"
        ));
    }
    let pc = thread.pc;
    format!(
        "{head}    %outlined_yes = arith.constant true\n    %outlined_no = arith.constant false\n    \
         %outlined_end = scf.while (%outlined_at = %outlined_block) : (index) -> index {{\n\
         {switch}      %outlined_p = memref.load {pc}\n      \
         %outlined_q = arith.index_cast %outlined_p : i32 to index\n      \
         %outlined_go = scf.index_switch %outlined_q -> i1\n{mine}      default {{\n        scf.yield %outlined_no : i1\n      }}\n      \
         scf.condition(%outlined_go) %outlined_q : index\n    }} do {{\n    \
         ^bb0(%outlined_next: index):\n      scf.yield %outlined_next : index\n    }}\n"
    )
}

/// `text` with every line indented `by` more spaces.
fn indent(text: &str, by: usize) -> String {
    let pad = " ".repeat(by);
    text.lines().map(|l| format!("{pad}{l}\n")).collect()
}

/// The types a case's own final `scf.yield` yields.
fn yielded_types(case: &str) -> Option<Vec<&str>> {
    let mut lines = case.trim_end().lines().rev();
    if lines.next()?.trim() != "}" {
        return None;
    }
    let operands = lines.next()?.trim().strip_prefix("scf.yield")?.trim();
    match operands.split_once(" : ") {
        Some((_, types)) => Some(types.split(", ").map(str::trim).collect()),
        None if operands.is_empty() => Some(Vec::new()),
        None => None,
    }
}

impl Emitter<'_> {
    /// The CPU loop's switches' `cases` (each a switch's cases) outlined
    /// (`outline`) when the program is large (`Emitter::outlined`), named
    /// `@<name>_block<K>`; the cases as they are otherwise. `loop_prelude`
    /// is what the loop defines before its switches (the run counters);
    /// `how[k]`: how the cases of `cases[k]` are outlined.
    /// Returns the cases and the functions' text.
    pub(crate) fn outline_cases<const N: usize>(
        &self,
        mut cases: [String; N],
        how: [How; N],
        abi: &Abi,
        loop_prelude: &str,
        name: &str,
    ) -> Result<([String; N], String), EmitError> {
        if !self.outlined {
            return Ok((cases, String::new()));
        }
        let prelude = format!(
            "{}{}{loop_prelude}",
            super::super::entry_constants(self.program),
            self.entry_allocas()
        );
        let params = [
            ("%state", "memref<?xi8>"),
            ("%layout", "memref<?xindex>"),
            ("%lo", "index"),
            ("%hi", "index"),
            ("%mb", "index"),
            // A parameter, not a copied constant: the halt index is the
            // number of blocks, which an edit of the model changes.
            ("%halt", "i32"),
        ];
        let scope = Scope::new(&params, abi, &prelude);
        let mut functions = String::new();
        for (text, how) in cases.iter_mut().zip(how) {
            let (calls, more) = outline(text, &scope, &format!("{name}_block"), how)?;
            *text = calls;
            functions.push_str(&more);
        }
        Ok((cases, functions))
    }
}

#[cfg(test)]
mod tests;
