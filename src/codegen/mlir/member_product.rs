//! A shared product for the members of a small tile, vectorized over the
//! matrix's own axis instead of over members (`product`). Spread over a
//! vector's lanes, a few members leave the other lanes idle; here every
//! lane is busy whatever the count:
//!
//! ```text
//! v A   lanes are columns: for each row i in order,
//!         out[j .. j + n] += in[i] * A[i, j .. j + n]   (contiguous in a row)
//! A v   lanes are rows: for each column e in order,
//!         out[i .. i + n] += A[i .. i + n, e] * in[e]   (n rows loaded and
//!                                 transposed in registers, or gathered)
//! ```
//!
//! Members go in groups that share the matrix's loads (and, for `A v`,
//! its transposes), the members left over one at a time. Every lane still
//! runs `matmul`'s left fold from zero in index order, so results are
//! those of the tiles and of the executors bit for bit. The members'
//! vectors are copied side by side into the tile's input buffer and the
//! results out of its output buffer, so either member layout works, and a
//! result that overwrites its own operand is read in full first.

use super::builder::Body;
use super::product::{broadcast, fold_loop, multiply_add, vector_load, vector_store, vector_zero, Lone, ROW_BLOCK};
use super::state::{Emitter, Member};
use super::tile::{transpose, Tile};
use super::EmitError;
use crate::lower::products::SharedProduct;

/// Vectors of columns per pass of `v A` for one member: with a broadcast
/// and a loaded vector each, they pipeline without spilling registers.
const PASS: usize = 8;
/// Accumulator vectors of a group's pass of `v A` (of the 32 vector
/// registers, the rest hold the loaded columns and broadcasts).
const ACCUMULATORS: usize = 24;
/// Members sharing each transposed block of `A v`: one 16 x 16 transpose
/// costs about as many shuffles as 2 members' multiply-adds on it, so one
/// member alone spends a third of its time transposing, 8 a tenth. (One
/// vector of rows per pass: each block's transposed columns stay in
/// registers; more spilled them, measured at one chain.)
const MAT_VEC_GROUP: usize = 8;
/// The most members `Lone::member_at_a_time` gives this way.
const MEMBER_LIMIT: usize = 12;

impl Lone {
    /// Up to how many members a tile computes this way rather than with
    /// members in lanes. Per member this way costs about 1.5 times a full
    /// vector of lanes (`A v`'s transposes, `v A`'s narrower passes), and
    /// an axis shorter than a vector, or a part-full last vector, leaves
    /// lanes idle; members in lanes (one vector for up to 16) leave idle
    /// the lanes of the members missing. So: 3/4 of the lanes the axis
    /// fills per vector on average, at most `MEMBER_LIMIT`. Measured on
    /// logistic regression (10,000 x 100, float32, 2 threads, so a tile
    /// holds half the chains), in gradients/s, 12 for both products
    /// against the previous limits (4 for `v A`, 2 for `A v`, members one
    /// at a time): 4 chains 9,600 vs 6,900, 16 chains 17,200 vs 13,400,
    /// 24 chains 17,300 vs 17,000; 16 for both gave 15,800 at 24 chains,
    /// 32 gave 18,200 at 64 chains against 26,300 with tiles.
    pub(crate) fn member_at_a_time(&self) -> usize {
        let (axis, rows, cols) = match self.kind {
            SharedProduct::VecMat { rows, cols } => (cols, rows, cols),
            SharedProduct::MatVec { rows, cols } => (rows, rows, cols),
        };
        if rows.saturating_mul(cols) > i32::MAX as usize {
            return 0; // gather offsets are i32
        }
        let vectors = axis.div_ceil(self.vector_lanes()).max(1);
        (axis * 3 / (4 * vectors)).clamp(1, MEMBER_LIMIT)
    }
}

/// The members of a pass: `size` of them, the first the tile's member
/// `first`, their vectors side by side from `first * len` in the tile's
/// input (and output) buffer.
#[derive(Clone, Copy)]
struct Group<'a> {
    first: &'a str,
    size: usize,
}

impl Group<'_> {
    /// Where member `g` of the group starts in a buffer of `len`-element
    /// vectors.
    fn base(&self, body: &mut Body, g: usize, len: usize) -> String {
        let g = body.index(g);
        let member = body.add_index(self.first, &g);
        let zero = body.index(0);
        body.affine(&member, len, &zero)
    }
}

impl Emitter<'_> {
    /// The products of the tile's first `count` members.
    pub(crate) fn member_products(&mut self, tile: &Tile, lone: Lone, count: &str) -> Result<(), EmitError> {
        let (k, n) = (lone.kind.input_len(), lone.kind.output_len());
        let zero = self.body.index(0);
        let m = self.body.open_for(&zero, count);
        let input = self.member_operand(tile, &m, lone.vector)?;
        let base = self.body.affine(&m, k, &zero);
        self.body.for_each(k, |body, e| {
            let x = input.load(body, e);
            let at = body.add_index(&base, e);
            body.store(&x.ssa, &tile.input, &at, &tile.input_ty);
        });
        self.body.close("}");
        let a = format!("%v{}_shared", lone.matrix);
        match lone.kind {
            SharedProduct::MatVec { rows, cols } => mat_vec(&mut self.body, tile, &a, (rows, cols), count),
            SharedProduct::VecMat { rows, cols } => vec_mat(&mut self.body, tile, &a, (rows, cols), count),
        }
        let m = self.body.open_for(&zero, count);
        let output = self.member_operand(tile, &m, lone.result)?;
        let base = self.body.affine(&m, n, &zero);
        self.body.for_each(n, |body, e| {
            let at = body.add_index(&base, e);
            let y = body.load(&tile.output, &at, &tile.output_ty);
            output.store(body, e, &y);
        });
        self.body.close("}");
        Ok(())
    }

    fn member_operand(&mut self, tile: &Tile, m: &str, v: usize) -> Result<super::value::TensorRef, EmitError> {
        let b = self.body.load(&tile.members, m, &tile.members_ty);
        self.product_operand(&mut Member::new(b), v)
    }
}

/// `pass` for each group of `size` of the first `count` members, then for
/// the members left over (fewer than `size`) in groups of decreasing
/// powers of two, each taken when enough are left: no member goes alone
/// while a pair of them could share the matrix's loads.
fn for_groups(body: &mut Body, count: &str, size: usize, mut pass: impl FnMut(&mut Body, Group)) {
    let (zero, by) = (body.index(0), body.index(size));
    let groups = body.bin("divui", count, &by, "index");
    let mut first = body.mul_index(&groups, &by);
    let loop_first = body.fresh();
    body.open(&format!("scf.for {loop_first} = {zero} to {first} step {by} {{"));
    pass(
        body,
        Group {
            first: &loop_first,
            size,
        },
    );
    body.close("}");
    let mut rest = size.next_power_of_two() / 2;
    while rest > 0 {
        let left = body.bin("subi", count, &first, "index");
        let want = body.index(rest);
        let enough = body.cmpi("uge", &left, &want, "index");
        body.open(&format!("scf.if {enough} {{"));
        pass(
            body,
            Group {
                first: &first,
                size: rest,
            },
        );
        body.close("}");
        let next = body.add_index(&first, &want);
        first = body.select(&enough, &next, &first, "index");
        rest /= 2;
    }
}

/// `output[j] = sum over i of input[i] * A[i, j]`: the outputs start at
/// zero and each block of `ROW_BLOCK` rows adds its terms, in row order,
/// for every group before the next block (which so stays in cache).
fn vec_mat(body: &mut Body, tile: &Tile, a: &str, (rows, cols): (usize, usize), count: &str) {
    let (zero, one) = (body.index(0), body.index(1));
    let all = body.affine(count, cols, &zero);
    let j = body.open_for(&zero, &all);
    let z = body.float(0.0, tile.float);
    body.store(&z, &tile.output, &j, &tile.output_ty);
    body.close("}");
    let n = tile.vector_lanes;
    let size = (ACCUMULATORS / cols.div_ceil(n).min(PASS)).max(1);
    let (rows_hi, block) = (body.index(rows), body.index(ROW_BLOCK));
    let start = body.fresh();
    body.open(&format!("scf.for {start} = {zero} to {rows_hi} step {block} {{"));
    let end = body.add_index(&start, &block);
    let end = body.bin("minui", &end, &rows_hi, "index");
    for_groups(body, count, size, |body, group| {
        let per_pass = (ACCUMULATORS / group.size).clamp(1, PASS);
        for j0 in (0..cols).step_by(per_pass * n) {
            let widths = vector_widths(cols - j0, n, per_pass);
            vec_mat_pass(body, tile, a, (&start, &end, &one), (rows, cols), (j0, &widths), group);
        }
    });
    body.close("}");
}

/// Columns from `j0` (`widths`: the lanes of each vector) of the group's
/// `v A`, over rows `[start, end)`.
fn vec_mat_pass(
    body: &mut Body,
    tile: &Tile,
    a: &str,
    range: (&str, &str, &str),
    (rows, cols): (usize, usize),
    (j0, widths): (usize, &[usize]),
    group: Group,
) {
    let n = tile.vector_lanes;
    let inputs: Vec<String> = (0..group.size).map(|g| group.base(body, g, rows)).collect();
    let outputs: Vec<String> = (0..group.size)
        .flat_map(|g| {
            let base = group.base(body, g, cols);
            (0..widths.len())
                .map(|c| {
                    let column = body.index(j0 + c * n);
                    body.add_index(&base, &column)
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let (out, out_ty) = (&tile.output, &tile.output_ty);
    let inits: Vec<String> = outputs
        .iter()
        .zip(widths.iter().cycle())
        .map(|(at, &width)| load(body, tile, out, out_ty, at, width))
        .collect();
    let results = fold_loop(body, tile, range, &inits, |body, i, accs| {
        let row: Vec<String> = widths
            .iter()
            .enumerate()
            .map(|(c, &width)| {
                let column = body.index(j0 + c * n);
                let at = body.affine(i, cols, &column);
                load(body, tile, a, &dyn_memref(tile), &at, width)
            })
            .collect();
        let mut next = Vec::with_capacity(accs.len());
        for (input, accs) in inputs.iter().zip(accs.chunks(widths.len())) {
            let at = body.add_index(input, i);
            let spread = broadcast(body, tile, &tile.input, &tile.input_ty, &at);
            for (x, acc) in row.iter().zip(accs) {
                next.push(multiply_add(body, tile, &spread, x, acc));
            }
        }
        next
    });
    for ((result, at), &width) in results.iter().zip(&outputs).zip(widths.iter().cycle()) {
        store(body, tile, result, at, width);
    }
}

/// `output[i] = sum over e of A[i, e] * input[e]`: passes of one vector
/// of rows, the rows left over in a last, narrower pass.
fn mat_vec(body: &mut Body, tile: &Tile, a: &str, (rows, cols): (usize, usize), count: &str) {
    let n = tile.vector_lanes;
    let whole = rows / n * n;
    for_groups(body, count, MAT_VEC_GROUP, |body, group| {
        if whole > 0 {
            let (lo, hi, by) = (body.index(0), body.index(whole), body.index(n));
            let i0 = body.fresh();
            body.open(&format!("scf.for {i0} = {lo} to {hi} step {by} {{"));
            mat_vec_pass(body, tile, a, (&i0, n), (rows, cols), group);
            body.close("}");
        }
        if rows > whole {
            let i0 = body.index(whole);
            mat_vec_pass(body, tile, a, (&i0, rows - whole), (rows, cols), group);
        }
    });
}

/// Rows `[i0, i0 + width)` of the group's `A v`, one accumulator per
/// member. A whole vector of rows takes the columns a block of `n` at a
/// time, `n` rows loaded contiguously and transposed in registers; the
/// other columns, and a part-full vector of rows, gather each column's
/// elements one column at a time. Either way each row adds its terms in
/// column order.
fn mat_vec_pass(
    body: &mut Body,
    tile: &Tile,
    a: &str,
    (i0, width): (&str, usize),
    (rows, cols): (usize, usize),
    group: Group,
) {
    let n = tile.vector_lanes;
    let inputs: Vec<String> = (0..group.size).map(|g| group.base(body, g, cols)).collect();
    let zeros = vector_zero(body, tile);
    let mut accs = vec![zeros; group.size];
    let blocked = if width == n { cols / n * n } else { 0 };
    if blocked > 0 {
        let (lo, hi, by) = (body.index(0), body.index(blocked), body.index(n));
        accs = fold_loop(body, tile, (&lo, &hi, &by), &accs, |body, e0, accs| {
            let rows: Vec<String> = (0..n)
                .map(|q| {
                    let row = body.index(q);
                    let row = body.add_index(i0, &row);
                    let at = body.affine(&row, cols, e0);
                    vector_load(body, tile, a, &dyn_memref(tile), &at)
                })
                .collect();
            let columns = transpose(body, tile, rows);
            add_columns(body, tile, (&columns, e0), &inputs, accs)
        });
    }
    if cols > blocked {
        let offsets = gather_offsets(body, tile, i0, cols);
        let (lo, hi, one) = (body.index(blocked), body.index(cols), body.index(1));
        accs = fold_loop(body, tile, (&lo, &hi, &one), &accs, |body, e, accs| {
            let column = gather(body, tile, a, (&offsets, width), e);
            add_columns(body, tile, (&[column], e), &inputs, accs)
        });
    }
    for (g, acc) in accs.iter().enumerate() {
        let base = group.base(body, g, rows);
        let at = body.add_index(&base, i0);
        store(body, tile, acc, &at, width);
    }
}

/// Each member's accumulator plus `columns[k] * input[e0 + k]`, in `k`
/// order.
fn add_columns(
    body: &mut Body,
    tile: &Tile,
    (columns, e0): (&[String], &str),
    inputs: &[String],
    accs: &[String],
) -> Vec<String> {
    let mut next = Vec::with_capacity(accs.len());
    for (input, acc) in inputs.iter().zip(accs) {
        let mut acc = acc.clone();
        for (k, column) in columns.iter().enumerate() {
            let k = body.index(k);
            let e = body.add_index(e0, &k);
            let at = body.add_index(input, &e);
            let spread = broadcast(body, tile, &tile.input, &tile.input_ty, &at);
            acc = multiply_add(body, tile, column, &spread, &acc);
        }
        next.push(acc);
    }
    next
}

/// The offsets of the first elements of rows `i0 ..` (`i32`:
/// `Lone::member_at_a_time` checks they fit).
fn gather_offsets(body: &mut Body, tile: &Tile, i0: &str, cols: usize) -> String {
    let index_ty = index_ty(tile);
    let steps: Vec<String> = (0..tile.vector_lanes).map(|l| (l * cols).to_string()).collect();
    let steps = body.assign(&format!("arith.constant dense<[{}]> : {index_ty}", steps.join(", ")));
    let zero = body.index(0);
    let first = body.affine(i0, cols, &zero);
    let first = body.cast("index_cast", &first, "index", "i32");
    let first = body.assign(&format!("vector.broadcast {first} : i32 to {index_ty}"));
    body.bin("addi", &first, &steps, &index_ty)
}

/// Column `e` of the rows at `offsets` (the first `width` lanes).
fn gather(body: &mut Body, tile: &Tile, a: &str, (offsets, width): (&str, usize), e: &str) -> String {
    let mask = mask(body, tile, width);
    let zeros = vector_zero(body, tile);
    body.assign(&format!(
        "vector.gather {a}[{e}][{offsets}], {mask}, {zeros} : {}, {}, {}, {} into {}",
        dyn_memref(tile),
        index_ty(tile),
        mask_ty(tile),
        tile.vector,
        tile.vector
    ))
}

fn index_ty(tile: &Tile) -> String {
    format!("vector<{}xi32>", tile.vector_lanes)
}

/// The lanes in use of each vector covering `len` elements, at most
/// `most` vectors: full vectors, then the remainder.
fn vector_widths(len: usize, n: usize, most: usize) -> Vec<usize> {
    let len = len.min(most * n);
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
