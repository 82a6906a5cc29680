//! A shared product for the members of a small tile one at a time
//! (`product`). Spread over a vector's lanes, one or two members leave
//! the other lanes idle; instead, each member's product is vectorized
//! over the matrix's own axis:
//!
//! ```text
//! v A   lanes are columns: for each row i in order,
//!         out[j .. j + n] += in[i] * A[i, j .. j + n]   (contiguous in a row)
//! A v   lanes are rows: for each column e in order,
//!         out[i .. i + n] += A[i .. i + n, e] * in[e]   (n rows loaded and
//!                                 transposed in registers, or gathered)
//! ```
//!
//! Every lane still runs `matmul`'s left fold from zero in index order,
//! so results are those of the tiles and of the executors bit for bit.
//! The member's vector is copied into the tile's input buffer and the
//! result out of its output buffer, so either member layout works, and a
//! result that overwrites its own operand is read in full first.

use super::builder::Body;
use super::product::{broadcast, fold_loop, multiply_add, vector_load, vector_store, vector_zero, Lone};
use super::state::{Emitter, Member};
use super::tile::{transpose, Tile};
use super::EmitError;
use crate::lower::products::SharedProduct;

/// Vectors of accumulators per pass over the matrix: with a broadcast and
/// a loaded vector each, they pipeline without spilling registers.
const PASS: usize = 8;
/// Vectors of rows per pass of `A v`: each transposes its own block of
/// rows into a vector register per column, so more than one only spills
/// registers (measured, one chain: 1, 2, 4 and 8 gave 2,770, 2,820, 2,760
/// and 2,690 gradients/s exact, 2,980, 2,840, 2,630 and 2,250 with --fma).
const ROW_VECTORS: usize = 1;

impl Lone {
    /// Up to how many members a tile computes one member at a time. One
    /// member costs about a vector's share of a tile's arithmetic, but
    /// reads the whole matrix itself, and `A v` also transposes it, so
    /// only a few members gain. Measured on logistic regression (10,000 x
    /// 100, float32, 2 threads), in gradients/s: 2 rather than 1 for `A v`
    /// at 4 chains 6,190 vs 5,100; (4, 2) rather than (8, 4) at 8 chains
    /// 7,700 vs 6,200 and at 16 chains 13,100 vs 10,100.
    pub(crate) fn member_at_a_time(&self) -> usize {
        let (SharedProduct::MatVec { rows, cols } | SharedProduct::VecMat { rows, cols }) = self.kind;
        if rows.saturating_mul(cols) > i32::MAX as usize {
            return 0; // gather offsets are i32
        }
        match self.kind {
            SharedProduct::VecMat { .. } => 4,
            SharedProduct::MatVec { .. } => 2,
        }
    }
}

impl Emitter<'_> {
    /// The product of each of the tile's first `count` members in turn.
    pub(crate) fn member_products(&mut self, tile: &Tile, lone: Lone, count: &str) -> Result<(), EmitError> {
        let zero = self.body.index(0);
        let m = self.body.open_for(&zero, count);
        let b = self.body.load(&tile.members, &m, &tile.members_ty);
        let mut member = Member::new(b);
        let input = self.product_operand(&mut member, lone.vector)?;
        let output = self.product_operand(&mut member, lone.result)?;
        let body = &mut self.body;
        body.for_each(lone.kind.input_len(), |body, e| {
            let x = input.load(body, e);
            body.store(&x.ssa, &tile.input, e, &tile.input_ty);
        });
        let a = format!("%v{}_shared", lone.matrix);
        match lone.kind {
            SharedProduct::MatVec { rows, cols } => mat_vec(body, tile, &a, rows, cols),
            SharedProduct::VecMat { rows, cols } => vec_mat(body, tile, &a, rows, cols),
        }
        body.for_each(lone.kind.output_len(), |body, e| {
            let y = body.load(&tile.output, e, &tile.output_ty);
            output.store(body, e, &y);
        });
        self.body.close("}");
        Ok(())
    }
}

/// `output[j] = sum over i of input[i] * A[i, j]`, `PASS` vectors of
/// columns at a time.
fn vec_mat(body: &mut Body, tile: &Tile, a: &str, rows: usize, cols: usize) {
    let n = tile.vector_lanes;
    for j0 in (0..cols).step_by(PASS * n) {
        let widths = vector_widths(cols - j0, n);
        let zeros = vector_zero(body, tile);
        let inits = vec![zeros; widths.len()];
        let (lo, hi, one) = (body.index(0), body.index(rows), body.index(1));
        let results = fold_loop(body, tile, (&lo, &hi, &one), &inits, |body, i, accs| {
            let spread = broadcast(body, tile, &tile.input, &tile.input_ty, i);
            let mut next = Vec::with_capacity(accs.len());
            for (c, (&width, acc)) in widths.iter().zip(accs).enumerate() {
                let column = body.index(j0 + c * n);
                let at = body.affine(i, cols, &column);
                let x = load(body, tile, a, &dyn_memref(tile), &at, width);
                next.push(multiply_add(body, tile, &spread, &x, acc));
            }
            next
        });
        for (c, (result, &width)) in results.iter().zip(&widths).enumerate() {
            let at = body.index(j0 + c * n);
            store(body, tile, result, &at, width);
        }
    }
}

/// `output[i] = sum over e of A[i, e] * input[e]`: passes of
/// `ROW_VECTORS` vectors of rows, the rows left over in a last, narrower
/// pass.
fn mat_vec(body: &mut Body, tile: &Tile, a: &str, rows: usize, cols: usize) {
    let step = ROW_VECTORS * tile.vector_lanes;
    let whole = rows / step * step;
    if whole > 0 {
        let (lo, hi, by) = (body.index(0), body.index(whole), body.index(step));
        let i0 = body.fresh();
        body.open(&format!("scf.for {i0} = {lo} to {hi} step {by} {{"));
        mat_vec_pass(body, tile, a, &i0, &[tile.vector_lanes; ROW_VECTORS], cols);
        body.close("}");
    }
    if rows > whole {
        let i0 = body.index(whole);
        mat_vec_pass(
            body,
            tile,
            a,
            &i0,
            &vector_widths(rows - whole, tile.vector_lanes),
            cols,
        );
    }
}

/// Rows `[i0, i0 + sum of widths)` of `A v`, one accumulator per vector
/// of rows. Whole vectors of rows take the columns a block of `n` at a
/// time, `n` rows loaded contiguously and transposed in registers; the
/// other columns, and a part-full vector of rows, gather each column's
/// elements one column at a time. Either way each row adds its terms in
/// column order.
fn mat_vec_pass(body: &mut Body, tile: &Tile, a: &str, i0: &str, widths: &[usize], cols: usize) {
    let n = tile.vector_lanes;
    let zeros = vector_zero(body, tile);
    let mut accs = vec![zeros; widths.len()];
    let blocked = if widths.iter().all(|&w| w == n) {
        cols / n * n
    } else {
        0
    };
    if blocked > 0 {
        let (lo, hi, by) = (body.index(0), body.index(blocked), body.index(n));
        accs = fold_loop(body, tile, (&lo, &hi, &by), &accs, |body, e0, accs| {
            transposed_terms(body, tile, a, i0, cols, e0, accs)
        });
    }
    if cols > blocked {
        let offsets = gather_offsets(body, tile, i0, widths.len(), cols);
        let (lo, hi, one) = (body.index(blocked), body.index(cols), body.index(1));
        accs = fold_loop(body, tile, (&lo, &hi, &one), &accs, |body, e, accs| {
            gathered_terms(body, tile, a, (&offsets, widths), e, accs)
        });
    }
    for (c, (acc, &width)) in accs.iter().zip(widths).enumerate() {
        let row = body.index(c * n);
        let at = body.add_index(i0, &row);
        store(body, tile, acc, &at, width);
    }
}

/// Columns `[e0, e0 + n)` of each whole vector of rows: `n` rows loaded
/// and transposed into `n` columns, added in column order.
fn transposed_terms(
    body: &mut Body,
    tile: &Tile,
    a: &str,
    i0: &str,
    cols: usize,
    e0: &str,
    accs: &[String],
) -> Vec<String> {
    let n = tile.vector_lanes;
    let memref = dyn_memref(tile);
    let mut next = Vec::with_capacity(accs.len());
    for (c, acc) in accs.iter().enumerate() {
        let rows: Vec<String> = (0..n)
            .map(|q| {
                let row = body.index(c * n + q);
                let row = body.add_index(i0, &row);
                let at = body.affine(&row, cols, e0);
                vector_load(body, tile, a, &memref, &at)
            })
            .collect();
        let mut acc = acc.clone();
        for (k, column) in transpose(body, tile, rows).iter().enumerate() {
            let k = body.index(k);
            let e = body.add_index(e0, &k);
            let spread = broadcast(body, tile, &tile.input, &tile.input_ty, &e);
            acc = multiply_add(body, tile, column, &spread, &acc);
        }
        next.push(acc);
    }
    next
}

/// For each vector of rows from `i0`, the offsets of its rows' first
/// elements (`i32`: `Lone::member_at_a_time` checks they fit).
fn gather_offsets(body: &mut Body, tile: &Tile, i0: &str, vectors: usize, cols: usize) -> Vec<String> {
    let n = tile.vector_lanes;
    let index_ty = index_ty(tile);
    let steps: Vec<String> = (0..n).map(|l| (l * cols).to_string()).collect();
    let steps = body.assign(&format!("arith.constant dense<[{}]> : {index_ty}", steps.join(", ")));
    (0..vectors)
        .map(|c| {
            let row = body.index(c * n);
            let row = body.add_index(i0, &row);
            let zero = body.index(0);
            let first = body.affine(&row, cols, &zero);
            let first = body.cast("index_cast", &first, "index", "i32");
            let first = body.assign(&format!("vector.broadcast {first} : i32 to {index_ty}"));
            body.bin("addi", &first, &steps, &index_ty)
        })
        .collect()
}

/// Column `e` of each vector of rows (the first `width` lanes), gathered.
fn gathered_terms(
    body: &mut Body,
    tile: &Tile,
    a: &str,
    (offsets, widths): (&[String], &[usize]),
    e: &str,
    accs: &[String],
) -> Vec<String> {
    let spread = broadcast(body, tile, &tile.input, &tile.input_ty, e);
    let mut next = Vec::with_capacity(accs.len());
    for ((offset, &width), acc) in offsets.iter().zip(widths).zip(accs) {
        let mask = mask(body, tile, width);
        let zeros = vector_zero(body, tile);
        let column = body.assign(&format!(
            "vector.gather {a}[{e}][{offset}], {mask}, {zeros} : {}, {}, {}, {} into {}",
            dyn_memref(tile),
            index_ty(tile),
            mask_ty(tile),
            tile.vector,
            tile.vector
        ));
        next.push(multiply_add(body, tile, &column, &spread, acc));
    }
    next
}

fn index_ty(tile: &Tile) -> String {
    format!("vector<{}xi32>", tile.vector_lanes)
}

/// The lanes in use of each vector covering `len` elements, at most
/// `PASS` vectors: full vectors, then the remainder.
fn vector_widths(len: usize, n: usize) -> Vec<usize> {
    let len = len.min(PASS * n);
    (0..len.div_ceil(n)).map(|c| (len - c * n).min(n)).collect()
}

fn dyn_memref(tile: &Tile) -> String {
    format!("memref<?x{}>", tile.float)
}

fn mask_ty(tile: &Tile) -> String {
    format!("vector<{}xi1>", tile.vector_lanes)
}

fn mask(body: &mut Body, tile: &Tile, width: usize) -> String {
    body.assign(&format!("vector.constant_mask [{width}] : {}", mask_ty(tile)))
}

/// `width` elements from `mem[at]`, the rest of the lanes zero (and not
/// read: past the last row there may be no memory).
fn load(body: &mut Body, tile: &Tile, mem: &str, mem_ty: &str, at: &str, width: usize) -> String {
    if width == tile.vector_lanes {
        return vector_load(body, tile, mem, mem_ty, at);
    }
    let (mask, zeros) = (mask(body, tile, width), vector_zero(body, tile));
    body.assign(&format!(
        "vector.maskedload {mem}[{at}], {mask}, {zeros} : {mem_ty}, {}, {} into {}",
        mask_ty(tile),
        tile.vector,
        tile.vector
    ))
}

/// The first `width` lanes of `value` to `output[at ..]`.
fn store(body: &mut Body, tile: &Tile, value: &str, at: &str, width: usize) {
    let (mem, mem_ty) = (&tile.output, &tile.output_ty);
    if width == tile.vector_lanes {
        return vector_store(body, tile, value, mem, mem_ty, at);
    }
    let mask = mask(body, tile, width);
    body.line(&format!(
        "vector.maskedstore {mem}[{at}], {mask}, {value} : {mem_ty}, {}, {}",
        mask_ty(tile),
        tile.vector
    ));
}
