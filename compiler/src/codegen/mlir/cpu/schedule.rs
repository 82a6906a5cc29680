//! Which members run a block together: the schedule of the CPU loop.
//!
//! `Earliest` is the paper's (Algorithm 2): every step runs the lowest
//! waiting block for all the members there, so every block, however
//! cheap, is a step over the whole chunk (`mod.rs`).
//!
//! `SyncHeavy` meets only where batching pays. A block is heavy when
//! running it for many members at once does less work than running it for
//! each alone: on the CPU that is a shared product (`product::Lone`), where
//! a tile of members loads each element of the shared matrix once instead
//! of once per member. Every other block is cheap: its work is the
//! member's own (scalars, and tensors of its own, which gain nothing from
//! a neighbour's running beside them). Each round, every member runs its
//! cheap blocks alone, straight through its own branches, loops, calls and
//! returns, until it waits at a heavy block or halts; then the earliest
//! heavy block with members waiting runs once for all of them (its tiles):
//!
//! ```text
//! loop {
//!   low = halt
//!   for b in [lo, hi):                          // phase 1: alone
//!     copy b's most used scalars into locals     // no heavy blocks only
//!     while pc[b] < halt and pc[b] is cheap:
//!       goto ^b<pc[b]>                           // threaded: one region
//!       ^b<k>: block k on member b; runs[k] += 1
//!              switch pc[b] { cheap successor s of k: goto ^b<s>;
//!                             else: goto ^exit }
//!       ^exit:
//!     copy the locals back
//!     low = min(low, pc[b])
//!   if low == halt: break
//!   switch low { case h: heavy block h for every member at h }   // phase 2
//! }
//! stats[k] += (runs[k], runs[k], runs[k]) for every cheap block k
//! ```
//!
//! The cheap blocks are threaded code: each is a block of one
//! `scf.execute_region` that ends in its own `cf.switch` over the cheap
//! blocks that can follow it in the supergraph (its branch targets, a
//! callee's first block, a return's return sites: `supergraph_successors`),
//! so a known successor is a direct branch once LLVM has the program
//! counter in a register, and each return site dispatches through a jump
//! table of its own, which the branch predictor tells apart; one shared
//! switch at the top of a `while` made every block's exit the same
//! indirect jump (fib: 0.25 s against 0.15 s at 100,000 members). Any
//! other counter (a heavy block, halt, an error's halt) leaves the region,
//! and the `while` around it ends. Large programs (`outline::wanted`) run
//! one switch per turn of the `while` instead, each case a function of its
//! own, which LLVM compiles in time linear in the program: the threaded
//! region joins the member's values at every block with several
//! predecessors, and LLVM's register allocation over it grows faster than
//! the program (`autobatch compile` of 300 one-line functions, 601 blocks,
//! took 6.4 s threaded against 0.84 s as one switch).
//!
//! A member runs the same blocks in the same order under either schedule,
//! so its results and status are the same, bit for bit. The counters keep
//! their meaning: a cheap block's run is a step of one lane that one
//! member ran (utilization 1), a heavy block's step covers the chunk as
//! before, so a heavy block's utilization is the share of the chunk's
//! members that met there.

use super::super::block::I32_MEMREF;
use super::super::dispatch::Switch;
use super::super::emitter::Emitter;
use super::super::{Abi, EmitError};
use super::outline::{next_blocks, How};
use super::product::Lone;
use crate::analysis::program_liveness::supergraph_successors;
use crate::ir::p::Program;
use crate::mlir::builder::Body;

/// The CPU loop's schedule (module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Schedule {
    /// The paper's: each step runs the earliest waiting block for every
    /// member waiting there.
    Earliest,
    /// Members run cheap blocks alone and meet at heavy blocks (shared
    /// products), which run once for all the members waiting there.
    #[default]
    SyncHeavy,
}

impl Schedule {
    pub fn name(self) -> &'static str {
        match self {
            Schedule::Earliest => "earliest",
            Schedule::SyncHeavy => "sync-heavy",
        }
    }
}

/// Tensors of at least this many elements make a block's loops long
/// (`wide_blocks`).
const WIDE_ELEMENTS: usize = 1024;

/// Which blocks' outlined functions vectorize at full width
/// (`super::super::WIDE`): the heavy ones, and those that work on a
/// tensor of `WIDE_ELEMENTS` or more (a model's elementwise math over its
/// data, per member: the logistic regression's sampler ran 15% slower
/// with those at LLVM's default width).
pub(crate) fn wide_blocks(program: &Program) -> Vec<bool> {
    let heavy = heavy_blocks(program);
    let long = |v: crate::ir::VarId| program.vars[v].decl.ty.num_elements() >= WIDE_ELEMENTS;
    (program.blocks.iter().zip(heavy))
        .map(|(block, heavy)| {
            heavy
                || block.ops.iter().any(|op| {
                    let var = match op {
                        crate::ir::p::Op::Update { var, .. }
                        | crate::ir::p::Op::Push { var, .. }
                        | crate::ir::p::Op::Pop { var } => *var,
                    };
                    long(var) || op.uses().any(long)
                })
        })
        .collect()
}

/// Which blocks are heavy (module doc): the shared products.
pub fn heavy_blocks(program: &Program) -> Vec<bool> {
    program.blocks.iter().map(|b| Lone::of(program, b).is_some()).collect()
}

/// The classification as comment lines (`autobatch ir --stage p`): which
/// blocks the sync-heavy CPU loop runs together, and why.
pub fn report(program: &Program) -> String {
    let heavy = heavy_blocks(program);
    let mut out = String::from(
        "# cpu schedule sync-heavy: heavy blocks (shared products: run once for every member waiting there)\n",
    );
    let mut any = false;
    for (k, block) in program.blocks.iter().enumerate().filter(|(k, _)| heavy[*k]) {
        out.push_str(&format!("#   @{k} {}\n", block.label));
        any = true;
    }
    if !any {
        out.push_str("#   none\n");
    }
    out.push_str("# every other block is cheap: each member runs it alone, straight through its own control flow\n");
    out
}

impl Emitter<'_> {
    /// A cheap block, run by one member alone (phase 1): block id on
    /// member %mb, then `runs[id] += 1` and on to the next block. Threaded
    /// (module doc), it is `^b<id>:` and ends in a switch on the member's
    /// new program counter over the cheap blocks that can follow it
    /// (`next`; anything else leaves the region); otherwise it is `case id`
    /// of the loop's switch.
    fn alone_block(
        &mut self,
        id: usize,
        block: &crate::ir::p::Block,
        next: Option<(&[usize], &str)>,
    ) -> Result<(), EmitError> {
        if next.is_some() {
            // A label sits one level out from its block's operations.
            let pad = "  ".repeat(self.body.depth().saturating_sub(1));
            self.body.raw(&format!("{pad}^b{id}:\n"));
        } else {
            self.body.open(&format!("case {id} {{"));
        }
        let yes = self.body.bool(true);
        self.member(&yes, "%mb", block)?;
        let (runs_mem, at, ty) = if counters_in_locals(self.program.blocks.len(), self.outlined) {
            (format!("%run{id}"), "%c0".to_string(), "memref<1xi64>")
        } else {
            ("%runs".to_string(), self.body.index(id), "memref<?xi64>")
        };
        let runs = self.body.load(&runs_mem, &at, ty);
        let one = self.body.int(1, "i64");
        let more = self.body.bin("addi", &runs, &one, "i64");
        self.body.store(&more, &runs_mem, &at, ty);
        match next {
            Some((next, pc)) => {
                let to = self.body.assign(&format!("memref.load {pc}"));
                self.body.raw(&goto(self.body.depth(), &to, next));
            }
            None => {
                self.body.line("scf.yield");
                self.body.close("}");
            }
        }
        Ok(())
    }
}

/// `cf.switch` on `pc` (i32) to the blocks `to` of the threaded region,
/// and to `^exit` for any other value.
fn goto(depth: usize, pc: &str, to: &[usize]) -> String {
    let pad = "  ".repeat(depth);
    let mut out = format!("{pad}cf.switch {pc} : i32, [\n{pad}  default: ^exit");
    for k in to {
        out.push_str(&format!(",\n{pad}  {k}: ^b{k}"));
    }
    out.push_str(&format!("\n{pad}]\n"));
    out
}

impl Emitter<'_> {
    /// The body of `@<name>_entry` under `SyncHeavy` (module doc), after the
    /// allocas: the cheap blocks as `alone_block`s (threaded, or outlined
    /// cases of one switch in a large program) on the member's local
    /// copies of its scalars (`Emitter::locals`), the heavy ones as their
    /// ordinary cases (whose yielded lowest program counter is not used).
    /// Returns the loop and the outlined functions' text.
    pub(crate) fn sync_heavy_loop(&mut self, abi: &Abi, name: &str) -> Result<(String, String), EmitError> {
        let program = self.program;
        let heavy = heavy_blocks(program);
        let cheap: Vec<_> = program
            .blocks
            .iter()
            .enumerate()
            .filter(|(id, _)| !heavy[*id])
            .map(|(_, b)| b)
            .collect();
        // A run that ends at every heavy block is short: copying scalars
        // in and out each time costs more than keeping them local saves
        // (10% of the Gaussian's gradients per second with 32 of them), so
        // only programs without heavy blocks, whose members run alone
        // from start to halt, keep locals; outlined blocks would take them
        // by address, out of registers.
        let limit = if heavy.contains(&true) || self.outlined {
            0
        } else {
            LOCAL_SCALARS
        };
        let locals = self.local_copies(&cheap, limit);
        self.locals = Some(locals.iter().map(|c| (c.buffer.clone(), c.local.clone())).collect());
        let pc = match locals.iter().find(|c| c.buffer == "%pc") {
            Some(c) => format!("{}[%c0] : {}", c.local, c.memref),
            None => format!("%pc[%mb] : {I32_MEMREF}"),
        };
        let threaded = !self.outlined;
        let successors = if threaded {
            supergraph_successors(program)
        } else {
            Vec::new()
        };
        self.body = Body::with_prefix(if threaded { 8 } else { 5 }, "a");
        for (id, block) in program.blocks.iter().enumerate().filter(|(id, _)| !heavy[*id]) {
            let next = successors.get(id).map(|s| {
                let mut next: Vec<usize> = s.iter().copied().filter(|&s| !heavy[s]).collect();
                next.sort_unstable();
                next.dedup();
                next
            });
            self.alone_block(id, block, next.as_deref().map(|n| (n, pc.as_str())))?;
        }
        self.locals = None;
        let alone = std::mem::replace(&mut self.body, Body::new(3)).finish();
        for (id, block) in program.blocks.iter().enumerate().filter(|(id, _)| heavy[*id]) {
            self.case(id, block)?;
        }
        let together = std::mem::replace(&mut self.body, Body::new(0)).finish();
        let n = program.blocks.len();
        // The counters' array is a scratch buffer, so that an outlined
        // program's functions view it in the arena (`cpu::arena`).
        let runs = (!counters_in_locals(n, self.outlined)).then(|| self.alloca_of(&format!("memref<{n}xi64>")));
        let counters = counters(n, runs.as_deref());
        let wide = wide_blocks(program);
        let next = if self.outlined {
            next_blocks(program)
        } else {
            Vec::new()
        };
        let ([alone, together], functions) = self.outline_cases(
            [alone, together],
            [
                How {
                    wide: &wide,
                    thread: Some(&pc),
                    next: &next,
                },
                How {
                    wide: &wide,
                    thread: None,
                    next: &next,
                },
            ],
            abi,
            &counters.0,
            name,
        )?;
        let (copy_in, copy_out) = (copies(&locals, Direction::In), copies(&locals, Direction::Out));
        let text = LoopText {
            threaded,
            pc: &pc,
            cheap: &alone,
            heavy: &together,
            copy_in: &copy_in,
            copy_out: &copy_out,
            counters: &counters,
        };
        Ok((text.render(&heavy), functions))
    }

    /// A local copy (`memref<1xT>`, allocated at entry) of the member's
    /// scalars that `cheap` uses most, at most `limit`: in
    /// registers once LLVM promotes them, where the buffers would cost a
    /// load and a store per use.
    fn local_copies(&mut self, cheap: &[&crate::ir::p::Block], limit: usize) -> Vec<LocalCopy> {
        let mut ranked = self.member_scalars(cheap);
        // Most used first; ties in the order of the variables, so that
        // the emitted text is deterministic.
        ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
        let mut out = Vec::new();
        for ((buffer, elem), uses) in ranked.into_iter().take(limit) {
            if uses == 0 {
                break;
            }
            let local = format!("%loc_{}", buffer.trim_start_matches('%'));
            let memref = format!("memref<1x{elem}>");
            self.allocas.push(format!("{local} = memref.alloca() : {memref}"));
            out.push(LocalCopy {
                buffer,
                local,
                elem,
                memref,
            });
        }
        out
    }
}

/// How many of a member's scalars its run alone keeps in locals. Each is
/// copied in and out once per run, and every local is live across the
/// whole dispatch loop, so LLVM's register allocation and SSA repair grow
/// with their number times the blocks: with all of them, compiling 300
/// one-line functions took 4x as long and a recursive function with 300
/// stacked variables 5.6x (12 s to 67 s). Registers run out long before
/// 32 anyway; the rest stay in the member's buffers. (Programs with heavy
/// blocks keep none: `sync_heavy_loop`.)
const LOCAL_SCALARS: usize = 32;

/// Up to this many blocks, each cheap block's run counter is a local of
/// its own (`%run<id>`, `memref<1xi64>`), which LLVM keeps in a register
/// for the whole function; above it they share one array indexed by
/// block, which stays in memory. An increment through memory costs a
/// load and a store on every block a member runs (a fifth of fib's time).
const LOCAL_COUNTERS: usize = 32;

/// Whether the run counters are locals of their own (`LOCAL_COUNTERS`);
/// outlined blocks share the array, which they take as an argument.
fn counters_in_locals(blocks: usize, outlined: bool) -> bool {
    blocks <= LOCAL_COUNTERS && !outlined
}

/// One per-member scalar's buffer and its local copy.
struct LocalCopy {
    buffer: String,
    local: String,
    elem: String,
    memref: String,
}

enum Direction {
    In,
    Out,
}

/// Copies member `%mb`'s scalars into their locals (`In`) or back (`Out`).
fn copies(locals: &[LocalCopy], direction: Direction) -> String {
    let mut out = String::new();
    for (k, c) in locals.iter().enumerate() {
        let (src, src_at, src_ty, dst, dst_at, dst_ty) = match direction {
            Direction::In => (
                &c.buffer,
                "%mb",
                format!("memref<?x{}>", c.elem),
                &c.local,
                "%c0",
                c.memref.clone(),
            ),
            Direction::Out => (
                &c.local,
                "%c0",
                c.memref.clone(),
                &c.buffer,
                "%mb",
                format!("memref<?x{}>", c.elem),
            ),
        };
        let v = format!("%cp{}{k}", if matches!(direction, Direction::In) { "i" } else { "o" });
        out.push_str(&format!(
            "            {v} = memref.load {src}[{src_at}] : {src_ty}\n            memref.store {v}, {dst}[{dst_at}] : {dst_ty}\n"
        ));
    }
    out
}

/// The loop's text around the blocks' cases.
struct LoopText<'a> {
    /// Whether `cheap` holds threaded blocks or a switch's cases.
    threaded: bool,
    /// Where the member's program counter is (`memref.load`'s operands).
    pc: &'a str,
    /// The cheap blocks' `alone_block`s.
    cheap: &'a str,
    /// The heavy blocks' cases.
    heavy: &'a str,
    /// Member `%mb`'s scalars into their local copies, and back.
    copy_in: &'a str,
    copy_out: &'a str,
    /// The run counters' text before and after the loop (`counters`).
    counters: &'a (String, String),
}

impl LoopText<'_> {
    fn render(&self, is_heavy: &[bool]) -> String {
        let mut which = Body::with_prefix(7, "k");
        for (id, _) in is_heavy.iter().enumerate().filter(|(_, h)| **h) {
            which.open(&format!("case {id} {{"));
            let no = which.bool(false);
            which.line(&format!("scf.yield {no} : i1"));
            which.close("}");
        }
        let which = which.finish();
        let heavy = Switch {
            index: "%which",
            result: Some(("%after", "i32")),
            default: "scf.yield %halt : i32",
            tag: "heavy",
        }
        .render(6, self.heavy);
        let (copy_in, copy_out) = (self.copy_in, self.copy_out);
        let go0 = runs_on(&which, "0", 8);
        let alone = self.alone(is_heavy, &which);
        let (counters, totals) = self.counters;
        format!(
            r#"{counters}    %loop:2 = scf.while (%steps = %steps0) : (i64) -> (i64, i32) {{
      %low = scf.for %mb = %lo to %hi step %c1 iter_args(%acc = %halt) -> (i32) {{
        %p0 = memref.load %pc[%mb] : {I32_MEMREF}
{go0}        %pend = scf.if %go0 -> (i32) {{
{copy_in}{alone}{copy_out}          scf.yield %pfirst : i32
        }} else {{
          scf.yield %p0 : i32
        }}
        %acc2 = arith.minsi %acc, %pend : i32
        scf.yield %acc2 : i32
      }}
      %more = arith.cmpi slt, %low, %halt : i32
      scf.condition(%more) %steps, %low : i64, i32
    }} do {{
    ^bb0(%done: i64, %block: i32):
      %which = arith.index_cast %block : i32 to index
{heavy}      %one = arith.constant 1 : i64
      %next = arith.addi %done, %one : i64
      scf.yield %next : i64
    }}
{totals}    return %loop#0 : i64
"#,
        )
    }
}

impl LoopText<'_> {
    /// `%pfirst`: where member `%mb`'s run alone from `%p0` ends: a
    /// `while` over the threaded region or over a switch on its counter.
    /// Threaded, the region leaves only at a heavy block or halt, so the
    /// `while` turns once; but the member loop around it must not be an
    /// innermost loop, which LLVM's loop vectorizer would try to vectorize
    /// over members (a 3,000-element tuple took 2.4 times as long to
    /// compile, 10,000 elements 4.5 times).
    fn alone(&self, is_heavy: &[bool], which: &str) -> String {
        let pc = self.pc;
        let step = if self.threaded {
            let cheap: Vec<usize> = (0..is_heavy.len()).filter(|&k| !is_heavy[k]).collect();
            let enter = goto(7, "%p", &cheap);
            format!(
                "            scf.execute_region {{\n{enter}{}              ^exit:\n                scf.yield\n            }}\n",
                self.cheap
            )
        } else {
            // The counters at constant places only, so that LLVM keeps
            // them in registers too.
            let cases = Switch {
                index: "%qi",
                result: None,
                default: "scf.yield",
                tag: "alone",
            }
            .render(12, self.cheap);
            format!("            %qi = arith.index_cast %p : i32 to index\n{cases}")
        };
        let go2 = runs_on(which, "2", 12);
        format!(
            r#"          %pfirst = scf.while (%p = %p0) : (i32) -> (i32) {{
{step}            %p2 = memref.load {pc}
{go2}            scf.condition(%go2) %p2 : i32
          }} do {{
          ^bb0(%q: i32):
            scf.yield %q : i32
          }}
"#
        )
    }
}

/// The cheap blocks' run counters, zeroed (text before the loop), and
/// their sums added to the block statistics once (text after it): a
/// local per block (`counters_in_locals`), or the array `runs` (a
/// `memref<nxi64>` scratch buffer) when there is one.
fn counters(n: usize, runs: Option<&str>) -> (String, String) {
    // `runs` (i64) added to the three statistics of block `block` (an
    // index), with names suffixed by `sfx`, indented by `pad`.
    let add = |pad: &str, sfx: &str, block: &str, runs: &str| {
        let mut out = format!(
            "{pad}%at0_{sfx} = arith.muli {block}, %c3 : index\n\
             {pad}%at1_{sfx} = arith.addi %at0_{sfx}, %c1 : index\n\
             {pad}%at2_{sfx} = arith.addi %at1_{sfx}, %c1 : index\n"
        );
        for j in 0..3 {
            out.push_str(&format!(
                "{pad}%s{j}_{sfx} = memref.atomic_rmw addi {runs}, %stats[%at{j}_{sfx}] : (i64, memref<?xi64>) -> i64\n"
            ));
        }
        out
    };
    let mut before = String::from("    %c3 = arith.constant 3 : index\n    %zero64 = arith.constant 0 : i64\n");
    let mut after = String::new();
    if let Some(runs) = runs {
        before.push_str(&format!(
            "    %nblocks = arith.constant {n} : index\n    %runs = memref.cast {runs} : memref<{n}xi64> to memref<?xi64>\n    scf.for %k = %c0 to %nblocks step %c1 {{\n      memref.store %zero64, %runs[%k] : memref<?xi64>\n    }}\n"
        ));
        after.push_str(
            "    scf.for %k = %c0 to %nblocks step %c1 {\n      %r = memref.load %runs[%k] : memref<?xi64>\n",
        );
        after.push_str(&add("      ", "k", "%k", "%r"));
        after.push_str("    }\n");
    } else {
        for id in 0..n {
            before.push_str(&format!(
                "    %run{id} = memref.alloca() : memref<1xi64>\n    memref.store %zero64, %run{id}[%c0] : memref<1xi64>\n"
            ));
            after.push_str(&format!(
                "    %r{id} = memref.load %run{id}[%c0] : memref<1xi64>\n    %blk{id} = arith.constant {id} : index\n"
            ));
            after.push_str(&add("    ", &id.to_string(), &format!("%blk{id}"), &format!("%r{id}")));
        }
    }
    (before, after)
}

/// `%go<k> = p<k> < halt and p<k> is cheap` (`which` yields false for the
/// heavy blocks), as lines indented by `indent` spaces: whether the member
/// at program counter `%p<k>` runs (on) alone.
fn runs_on(which: &str, k: &str, indent: usize) -> String {
    let pad = " ".repeat(indent);
    format!(
        "{pad}%live{k} = arith.cmpi slt, %p{k}, %halt : i32\n\
         {pad}%pi{k} = arith.index_cast %p{k} : i32 to index\n\
         {pad}%cheap{k} = scf.index_switch %pi{k} -> i1\n\
         {which}\
         {pad}default {{\n\
         {pad}  %yes{k} = arith.constant true\n\
         {pad}  scf.yield %yes{k} : i1\n\
         {pad}}}\n\
         {pad}%go{k} = arith.andi %live{k}, %cheap{k} : i1\n"
    )
}
