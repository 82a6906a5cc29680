//! A block that is one shared product (`lower::products`) on the CPU:
//! the members waiting at it are gathered into tiles of `lanes` members
//! (`WIDTH` vectors of lanes), and each tile multiplies the shared matrix
//! with all its members' vectors at once, one vector lane per member. Each
//! matrix element is loaded once per tile rather than once per member, and
//! the arithmetic runs a vector wide, which is where a NUTS gradient over a
//! data set spends its time.
//!
//! ```text
//! case k { for b in [lo, hi): if pc[b] == k: tile += b
//!                             if the tile is full or b is the last: run it
//!          next = min over the members' pcs }
//! run:     in[e][m]  = vector of member tile[m]     (gather; spare lanes
//!                                                   repeat the last member)
//!          out[i][m] = sum_e A.. * in[e][m]          (WIDTH vectors)
//!          member tile[m]'s result = out[.][m], then the block's terminator
//! ```
//!
//! Every lane computes exactly the left fold from zero that `matmul`
//! defines (`prim::eval`), in the same order, so results are bit-identical
//! to the per-member loop: the lanes only run different members' folds
//! side by side (unless `EmitOptions::fma` fuses each multiply-add).

use super::super::block::I32_MEMREF;
use super::super::emitter::{Emitter, Member};
use super::super::EmitError;
use super::tile::Tile;
use crate::ir::p::{AllocClass, Block, Op, Program};
use crate::ir::{BlockId, Operand, VarId};
use crate::lower::products::SharedProduct;
use crate::mlir::builder::{mem_type, Body};
use crate::prim::Prim;
use autobatch_runtime::DType;

/// Vectors of lanes per tile: each matrix element, once loaded and
/// broadcast, serves this many vectors of members, so that loads do not
/// bound the arithmetic (a fused multiply-add needs one load each
/// otherwise).
const WIDTH: usize = 2;
/// Rows of `A v` computed per pass over the vector (independent
/// accumulators, `ROWS * WIDTH` of them, so the additions pipeline).
const ROWS: usize = 8;
/// Columns of `v A` computed per pass over a row block: `COLS * WIDTH`
/// accumulators, the input vectors and a broadcast fit the 32 vector
/// registers. 10 rather than 8 gave 24% more gradients per second with
/// `--fma` on logistic regression (100 columns: no remainder), 3% more
/// without.
const COLS: usize = 10;
/// Rows of `A` per block in `v A`, so that the block stays in cache
/// while its column groups pass over it.
const ROW_BLOCK: usize = 256;

/// A block that is one shared product.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lone {
    pub result: VarId,
    pub vector: VarId,
    pub matrix: VarId,
    pub kind: SharedProduct,
    pub dtype: DType,
}

/// The scratch every shared-product block's tiles take.
pub(crate) fn tile_bytes(program: &Program) -> usize {
    (program.blocks.iter())
        .filter_map(|b| Lone::of(program, b))
        .map(|lone| lone.scratch_bytes())
        .sum()
}

impl Lone {
    /// The block as a shared product, if it is one whose operands and
    /// result are all loop state (or shared).
    pub(crate) fn of(program: &Program, block: &Block) -> Option<Lone> {
        let [Op::Update {
            var,
            prim: Prim::MatMul,
            args,
        }] = block.ops.as_slice()
        else {
            return None;
        };
        let [Operand::Var(a), Operand::Var(b)] = args.as_slice() else {
            return None;
        };
        let var_of = |v: VarId| &program.vars[v];
        let shared = |v: VarId| var_of(v).class.is_batch_wide();
        let kind = SharedProduct::classify((&var_of(*a).decl.ty, shared(*a)), (&var_of(*b).decl.ty, shared(*b)))?;
        let (matrix, vector) = if shared(*a) { (*a, *b) } else { (*b, *a) };
        let in_state = |v: VarId| matches!(var_of(v).class, AllocClass::Register | AllocClass::Stack);
        if !in_state(*var) || !in_state(vector) || var_of(*var).decl.ty.dtype != var_of(vector).decl.ty.dtype {
            return None;
        }
        Some(Lone {
            result: *var,
            vector,
            matrix,
            kind,
            dtype: var_of(vector).decl.ty.dtype,
        })
    }

    /// Elements of one 512-bit vector.
    pub(crate) fn vector_lanes(&self) -> usize {
        64 / self.dtype.size_bytes()
    }

    /// Members per tile: `WIDTH` vectors.
    pub(crate) fn lanes(&self) -> usize {
        WIDTH * self.vector_lanes()
    }

    /// Bytes of stack the tiles take (`Abi::scratch_bytes`), and the
    /// transposed matrix of `member_product`'s `A v`.
    pub(crate) fn scratch_bytes(&self) -> usize {
        let elements = (self.kind.input_len() + self.kind.output_len()) * self.lanes();
        let transposed = if self.member_at_a_time() > 0 {
            self.transposed_bytes()
        } else {
            0
        };
        elements * self.dtype.size_bytes() + self.lanes() * 8 + 1 + transposed
    }
}

impl Emitter<'_> {
    /// `case id` for a block that is a shared product (module doc).
    pub(crate) fn product_case(&mut self, id: BlockId, block: &Block, lone: Lone) -> Result<(), EmitError> {
        let tile = self.tile(lone);
        self.body.open(&format!("case {id} {{"));
        let (zero, zero64, one) = (self.body.index(0), self.body.int(0, "i64"), self.body.index(1));
        let (res, b, count, ran) = (
            self.body.fresh(),
            self.body.fresh(),
            self.body.fresh(),
            self.body.fresh(),
        );
        self.body.open(&format!(
            "{res}:2 = scf.for {b} = %lo to %hi step {one} iter_args({count} = {zero}, {ran} = {zero64}) -> (index, i64) {{"
        ));
        let pc = self.body.load("%pc", &b, I32_MEMREF);
        let here = self.body.int(id as i64, "i32");
        let active = self.body.cmpi("eq", &pc, &here, "i32");
        let joined = self.body.fresh();
        self.body.open(&format!("{joined} = scf.if {active} -> (index) {{"));
        self.body.store(&b, &tile.members, &count, &tile.members_ty);
        let more = self.body.add_index(&count, &one);
        self.body.line(&format!("scf.yield {more} : index"));
        self.body.reopen("} else {");
        self.body.line(&format!("scf.yield {count} : index"));
        self.body.close("}");
        let bit = self.body.cast("extui", &active, "i1", "i64");
        let ran_more = self.body.bin("addi", &ran, &bit, "i64");
        let flush = self.flush_condition(&tile, &b, &joined);
        self.body.open(&format!("scf.if {flush} {{"));
        self.run_tile(&tile, lone, block, &joined)?;
        self.body.close("}");
        let left = self.body.select(&flush, &zero, &joined, "index");
        self.body.line(&format!("scf.yield {left}, {ran_more} : index, i64"));
        self.body.close("}");
        let low = self.lowest_pc();
        let lanes = self.body.bin("subi", "%hi", "%lo", "index");
        let lanes = self.body.cast("index_cast", &lanes, "index", "i64");
        self.count_step(id, &lanes, &format!("{res}#1"));
        self.body.line(&format!("scf.yield {low} : i32"));
        self.body.close("}");
        Ok(())
    }

    fn tile(&mut self, lone: Lone) -> Tile {
        let (lanes, vector_lanes, float) = (lone.lanes(), lone.vector_lanes(), mem_type(lone.dtype));
        let (k, n) = (lone.kind.input_len() * lanes, lone.kind.output_len() * lanes);
        let members_ty = format!("memref<{lanes}xindex>");
        Tile {
            members: self.alloca_of(&members_ty),
            input: self.alloca_of(&format!("memref<{k}x{float}>")),
            output: self.alloca_of(&format!("memref<{n}x{float}>")),
            members_ty,
            input_ty: format!("memref<{k}x{float}>"),
            output_ty: format!("memref<{n}x{float}>"),
            lanes,
            vector_lanes,
            width: WIDTH,
            vector: format!("vector<{vector_lanes}x{float}>"),
            float,
            fma: self.fma,
        }
    }

    /// Run the tile when it is full, or at the last member when it holds
    /// any.
    fn flush_condition(&mut self, tile: &Tile, b: &str, count: &str) -> String {
        let lanes = self.body.index(tile.lanes);
        let full = self.body.cmpi("eq", count, &lanes, "index");
        let one = self.body.index(1);
        let after = self.body.add_index(b, &one);
        let last = self.body.cmpi("eq", &after, "%hi", "index");
        let zero = self.body.index(0);
        let some = self.body.cmpi("ugt", count, &zero, "index");
        let ends = self.body.and(&last, &some);
        self.body.or(&full, &ends)
    }

    /// The lowest program counter of the members after the step.
    fn lowest_pc(&mut self) -> String {
        let (low, b, acc) = self.body.open_for_carry("%lo", "%hi", "%halt", "i32");
        let p = self.body.load("%pc", &b, I32_MEMREF);
        let lower = self.body.bin("minsi", &acc, &p, "i32");
        self.body.close_yield(&lower, "i32");
        low
    }

    /// Gathers the tile's `count` members, multiplies, scatters the
    /// results and runs the block's terminator for each member (`tile`).
    fn run_tile(&mut self, tile: &Tile, lone: Lone, block: &Block, count: &str) -> Result<(), EmitError> {
        // A tile of a few members computes them vectorized over the
        // matrix's axis (`member_product`); one holding at most one vector of members (a
        // small batch, the last tile of a step) moves and computes one
        // vector, not `WIDTH`.
        let member_at_a_time = lone.member_at_a_time() > 0;
        if member_at_a_time {
            let few = self.body.index(lone.member_at_a_time());
            let few = self.body.cmpi("ule", count, &few, "index");
            self.body.open(&format!("scf.if {few} {{"));
            self.member_products(tile, lone, count)?;
            self.body.reopen("} else {");
        }
        let one_vector = self.body.index(tile.vector_lanes);
        let small = self.body.cmpi("ule", count, &one_vector, "index");
        self.body.open(&format!("scf.if {small} {{"));
        self.products(
            &Tile {
                width: 1,
                ..tile.clone()
            },
            lone,
            count,
        )?;
        self.body.reopen("} else {");
        self.products(tile, lone, count)?;
        self.body.close("}");
        if member_at_a_time {
            self.body.close("}");
        }
        let zero = self.body.index(0);
        let m = self.body.open_for(&zero, count);
        let b = self.body.load(&tile.members, &m, &tile.members_ty);
        let mut member = Member::new(b);
        self.terminator(&mut member, &block.term)?;
        self.end_member(&mut member);
        self.body.close("}");
        Ok(())
    }

    /// The products of the tile's first `tile.width` vectors of members.
    fn products(&mut self, tile: &Tile, lone: Lone, count: &str) -> Result<(), EmitError> {
        self.gather(tile, lone, count)?;
        multiply(&mut self.body, tile, lone);
        self.scatter(tile, lone, count)
    }
}

/// `output` = the tile's products with the shared matrix.
fn multiply(body: &mut Body, tile: &Tile, lone: Lone) {
    let a = format!("%v{}_shared", lone.matrix);
    match lone.kind {
        SharedProduct::MatVec { rows, cols } => mat_vec(body, tile, &a, rows, cols),
        SharedProduct::VecMat { rows, cols } => vec_mat(body, tile, &a, rows, cols),
    }
}

/// `output[i][.] = sum over e of A[i, e] * input[e][.]` for `rows` rows
/// of `cols` columns: passes of `ROWS` rows, then the remaining rows.
fn mat_vec(body: &mut Body, tile: &Tile, a: &str, rows: usize, cols: usize) {
    let whole = rows / ROWS * ROWS;
    if whole > 0 {
        let (lo, hi, step) = (body.index(0), body.index(whole), body.index(ROWS));
        let i = body.open_for_step(&lo, &hi, &step);
        mat_vec_rows(body, tile, a, &i, ROWS, cols);
        body.close("}");
    }
    if rows > whole {
        let i = body.index(whole);
        mat_vec_rows(body, tile, a, &i, rows - whole, cols);
    }
}

/// Rows `[i, i + count)` of `A v`, `tile.width` accumulators each.
fn mat_vec_rows(body: &mut Body, tile: &Tile, a: &str, i: &str, count: usize, cols: usize) {
    let zeros = vector_zero(body, tile);
    let inits = vec![zeros; count * tile.width];
    let (lo, hi, one) = (body.index(0), body.index(cols), body.index(1));
    let results = fold_loop(body, tile, (&lo, &hi, &one), &inits, |body, e, accs| {
        let xs = lane_vectors(body, tile, &tile.input, &tile.input_ty, e);
        let mut next = Vec::with_capacity(accs.len());
        for (r, accs) in accs.chunks(tile.width).enumerate() {
            let row = body.index(r);
            let row = body.add_index(i, &row);
            let element = body.affine(&row, cols, e);
            let spread = spread(body, tile, a, &element);
            for (x, acc) in xs.iter().zip(accs) {
                next.push(multiply_add(body, tile, &spread, x, acc));
            }
        }
        next
    });
    for (r, results) in results.chunks(tile.width).enumerate() {
        let row = body.index(r);
        let row = body.add_index(i, &row);
        store_lane_vectors(body, tile, results, &row);
    }
}

/// `output[j][.] = sum over i of input[i][.] * A[i, j]`: the outputs
/// start at zero and each block of `ROW_BLOCK` rows adds its terms, in
/// row order, `COLS` columns at a time.
fn vec_mat(body: &mut Body, tile: &Tile, a: &str, rows: usize, cols: usize) {
    let zeros = vector_zero(body, tile);
    let (lo, hi) = (body.index(0), body.index(cols));
    let j = body.open_for(&lo, &hi);
    store_lane_vectors(body, tile, &vec![zeros; tile.width], &j);
    body.close("}");
    let (start, end) = open_row_blocks(body, &lo, rows);
    let whole = cols / COLS * COLS;
    if whole > 0 {
        let (whole_hi, step) = (body.index(whole), body.index(COLS));
        let j = body.open_for_step(&lo, &whole_hi, &step);
        vec_mat_cols(body, tile, a, (&start, &end), &j, COLS, cols);
        body.close("}");
    }
    if cols > whole {
        let j = body.index(whole);
        vec_mat_cols(body, tile, a, (&start, &end), &j, cols - whole, cols);
    }
    body.close("}");
}

/// Columns `[j, j + count)` of `v A` over rows `[start, end)`.
fn vec_mat_cols(body: &mut Body, tile: &Tile, a: &str, (start, end): (&str, &str), j: &str, count: usize, cols: usize) {
    let mut inits = Vec::with_capacity(count * tile.width);
    for c in 0..count {
        let col = body.index(c);
        let col = body.add_index(j, &col);
        inits.extend(lane_vectors(body, tile, &tile.output, &tile.output_ty, &col));
    }
    let one = body.index(1);
    let results = fold_loop(body, tile, (start, end, &one), &inits, |body, i, accs| {
        let xs = lane_vectors(body, tile, &tile.input, &tile.input_ty, i);
        let mut next = Vec::with_capacity(accs.len());
        for (c, accs) in accs.chunks(tile.width).enumerate() {
            let col = body.index(c);
            let col = body.add_index(j, &col);
            let element = body.affine(i, cols, &col);
            let spread = spread(body, tile, a, &element);
            for (x, acc) in xs.iter().zip(accs) {
                next.push(multiply_add(body, tile, &spread, x, acc));
            }
        }
        next
    });
    for (c, results) in results.chunks(tile.width).enumerate() {
        let col = body.index(c);
        let col = body.add_index(j, &col);
        store_lane_vectors(body, tile, results, &col);
    }
}

/// Opens the loop over the blocks of `ROW_BLOCK` rows of `v A` (`zero`:
/// the index 0); returns each block's first row and its end. Close with
/// `close("}")`.
pub(crate) fn open_row_blocks(body: &mut Body, zero: &str, rows: usize) -> (String, String) {
    let (rows_hi, block) = (body.index(rows), body.index(ROW_BLOCK));
    let start = body.open_for_step(zero, &rows_hi, &block);
    let end = body.add_index(&start, &block);
    let end = body.bin("minui", &end, &rows_hi, "index");
    (start, end)
}

/// `scf.for e = lo to hi step step` carrying the vectors `inits`; `step_fn`
/// emits the body given `e` and the carried values and returns the next
/// values. Returns the loop's results.
pub(crate) fn fold_loop(
    body: &mut Body,
    tile: &Tile,
    (lo, hi, step): (&str, &str, &str),
    inits: &[String],
    step_fn: impl FnOnce(&mut Body, &str, &[String]) -> Vec<String>,
) -> Vec<String> {
    let accs: Vec<String> = inits.iter().map(|_| body.fresh()).collect();
    let (res, e) = (body.fresh(), body.fresh());
    let bound: Vec<String> = accs
        .iter()
        .zip(inits)
        .map(|(acc, init)| format!("{acc} = {init}"))
        .collect();
    let types = vec![tile.vector.clone(); accs.len()].join(", ");
    body.open(&format!(
        "{res}:{} = scf.for {e} = {lo} to {hi} step {step} iter_args({}) -> ({types}) {{",
        accs.len(),
        bound.join(", ")
    ));
    let next = step_fn(body, &e, &accs);
    body.line(&format!("scf.yield {} : {types}", next.join(", ")));
    body.close("}");
    (0..accs.len()).map(|c| format!("{res}#{c}")).collect()
}

/// The `tile.width` vectors of element `e` of a lane-ordered buffer.
fn lane_vectors(body: &mut Body, tile: &Tile, mem: &str, mem_ty: &str, e: &str) -> Vec<String> {
    (0..tile.width)
        .map(|w| {
            let offset = body.index(w * tile.vector_lanes);
            let at = body.affine(e, tile.lanes, &offset);
            vector_load(body, tile, mem, mem_ty, &at)
        })
        .collect()
}

/// Stores `values` (`tile.width` vectors) as element `e` of `output`.
fn store_lane_vectors(body: &mut Body, tile: &Tile, values: &[String], e: &str) {
    for (w, v) in values.iter().enumerate() {
        let offset = body.index(w * tile.vector_lanes);
        let at = body.affine(e, tile.lanes, &offset);
        vector_store(body, tile, v, &tile.output, &tile.output_ty, &at);
    }
}

/// `A[element]` in every lane of a vector.
fn spread(body: &mut Body, tile: &Tile, a: &str, element: &str) -> String {
    broadcast(body, tile, a, &format!("memref<?x{}>", tile.float), element)
}

/// `mem[at]` in every lane.
pub(crate) fn broadcast(body: &mut Body, tile: &Tile, mem: &str, mem_ty: &str, at: &str) -> String {
    let scalar = body.load(mem, at, mem_ty);
    body.assign(&format!(
        "vector.broadcast {scalar} : {} to {}",
        tile.float, tile.vector
    ))
}

/// `acc + spread * x`: a separate multiply and add, as the scalar fold
/// rounds, or one fused multiply-add when the tile says so
/// (`EmitOptions::fma`).
pub(crate) fn multiply_add(body: &mut Body, tile: &Tile, spread: &str, x: &str, acc: &str) -> String {
    if tile.fma {
        return body.assign(&format!("vector.fma {spread}, {x}, {acc} : {}", tile.vector));
    }
    let product = body.bin("mulf", spread, x, &tile.vector);
    body.bin("addf", acc, &product, &tile.vector)
}

pub(crate) fn vector_zero(body: &mut Body, tile: &Tile) -> String {
    body.assign(&format!("arith.constant dense<0.0> : {}", tile.vector))
}

pub(crate) fn vector_load(body: &mut Body, tile: &Tile, mem: &str, mem_ty: &str, at: &str) -> String {
    body.assign(&format!("vector.load {mem}[{at}] : {mem_ty}, {}", tile.vector))
}

pub(crate) fn vector_store(body: &mut Body, tile: &Tile, value: &str, mem: &str, mem_ty: &str, at: &str) {
    body.line(&format!(
        "vector.store {value}, {mem}[{at}] : {mem_ty}, {}",
        tile.vector
    ));
}
