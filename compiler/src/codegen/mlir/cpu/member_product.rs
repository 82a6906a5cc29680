//! A shared product for the members of a small tile, vectorized over the
//! matrix's own axis instead of over members (`product`). Spread over a
//! vector's lanes, a few members leave the other lanes idle; here every
//! lane is busy whatever the count:
//!
//! ```text
//! v A   lanes are columns: for each row i in order,
//!         out[j .. j + n] += in[i] * A[i, j .. j + n]    (contiguous in a row)
//! A v   the same on A's transpose, copied once per call (the matrix is
//!       shared, so never written) the first time the block runs this way:
//!         out[i .. i + n] += in[e] * At[e, i .. i + n]   for each e in order
//! ```
//!
//! Members go in groups that share the matrix's loads, the members left
//! over in smaller groups. Every lane still runs `matmul`'s left fold from
//! zero in index order, so results are those of the tiles and of the
//! executors bit for bit. The members' vectors are copied side by side
//! into the tile's input buffer and the results out of its output buffer,
//! so either member layout works, and a result that overwrites its own
//! operand is read in full first.

use super::super::emitter::{Emitter, Member};
use super::super::EmitError;
use super::product::{
    broadcast, fold_loop, multiply_add, open_row_blocks, vector_load, vector_store, vector_zero, Lone,
};
use super::tile::{transpose, Tile};
use crate::lower::products::SharedProduct;
use crate::mlir::builder::Body;

/// Vectors of columns per pass of `v A` for one member: with a broadcast
/// and a loaded vector each, they pipeline without spilling registers.
const PASS: usize = 8;
/// Accumulator vectors of a group's pass of `v A` (of the 32 vector
/// registers, the rest hold the loaded columns and broadcasts).
const ACCUMULATORS: usize = 24;
/// The largest matrix `A v` copies transposed (on the stack of each
/// thread, `Lone::scratch_bytes`); a larger one always goes in tiles.
const MAX_TRANSPOSED_BYTES: usize = 64 << 20;
/// The most members `Lone::member_at_a_time` gives this way.
const MEMBER_LIMIT: usize = 14;

impl Lone {
    /// Up to how many members a tile computes this way rather than with
    /// members in lanes. Per member this way costs somewhat more than a
    /// full vector of lanes (the matrix's loads are shared only within a
    /// group), and an axis shorter than a vector, or a part-full last
    /// vector, leaves lanes idle; members in lanes (one vector for up to
    /// 16 float32) leave idle the lanes of the members missing. So: 7/8 of
    /// the lanes the axis fills per vector on average, at most
    /// `MEMBER_LIMIT` (12 for `v A` and 14 for `A v` on logistic
    /// regression). Measured there (10,000 x 100, float32, 2 threads, so
    /// a tile holds half the chains; 30 transitions, gradients/s): 1 chain
    /// 2,950, 4 chains 11,700, 16 chains 20,000, 24 chains 22,300, 32
    /// chains (tiles) 23,400; with at most 12 (3/4 of the lanes) 24 chains
    /// gave 19,600, with at most 16 (all of them) 24 chains 21,800 but 32
    /// chains 21,500. Before this path took groups and `A v`'s transpose
    /// (members one at a time, at most 4 for `v A` and 2 for `A v`): 4
    /// chains 6,900, 16 chains 13,400.
    pub(crate) fn member_at_a_time(&self) -> usize {
        let axis = match self.kind {
            SharedProduct::VecMat { cols, .. } => cols,
            SharedProduct::MatVec { rows, .. } => rows,
        };
        if self.transposed_bytes() > MAX_TRANSPOSED_BYTES {
            return 0;
        }
        let vectors = axis.div_ceil(self.vector_lanes()).max(1);
        (axis * 7 / (8 * vectors)).clamp(1, MEMBER_LIMIT)
    }

    /// Bytes of `A v`'s transposed copy of the matrix (0 for `v A`).
    pub(crate) fn transposed_bytes(&self) -> usize {
        match self.kind {
            SharedProduct::MatVec { rows, cols } => padded_rows(rows, self.vector_lanes())
                .saturating_mul(cols)
                .saturating_mul(self.dtype.size_bytes()),
            SharedProduct::VecMat { .. } => 0,
        }
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
        let matrix = match lone.kind {
            SharedProduct::MatVec { rows, cols } => self.transposed(tile, &a, (rows, cols)),
            SharedProduct::VecMat { rows, cols } => Matrix {
                name: a,
                ty: dyn_memref(tile),
                rows,
                cols,
                stride: cols,
                pass_scale: 1,
            },
        };
        vec_mat(&mut self.body, tile, &matrix, (count, lone.member_at_a_time()));
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

    fn member_operand(&mut self, tile: &Tile, m: &str, v: usize) -> Result<crate::mlir::value::TensorRef, EmitError> {
        let b = self.body.load(&tile.members, m, &tile.members_ty);
        self.product_operand(&mut Member::new(b), v)
    }

    /// The matrix `a` (`rows x cols`) transposed into panels
    /// (`panel_index`), copied into a buffer of the function the first
    /// time this runs in a call.
    fn transposed(&mut self, tile: &Tile, a: &str, (rows, cols): (usize, usize)) -> Matrix {
        let ty = format!("memref<{}x{}>", padded_rows(rows, tile.vector_lanes) * cols, tile.float);
        let at = self.alloca_of(&ty);
        let copied = self.alloca_flag();
        let body = &mut self.body;
        let zero = body.index(0);
        let done = body.load(&copied, &zero, "memref<1xi1>");
        let todo = body.not(&done);
        body.open(&format!("scf.if {todo} {{"));
        transpose_into(body, tile, (a, &at, &ty), (rows, cols));
        let yes = body.bool(true);
        body.store(&yes, &copied, &zero, "memref<1xi1>");
        body.close("}");
        Matrix {
            name: at,
            ty,
            rows: cols,
            cols: rows,
            stride: PASS * tile.vector_lanes,
            pass_scale: cols,
        }
    }
}

/// Rows of `A` rounded up to whole panels of `PASS` vectors.
fn padded_rows(rows: usize, n: usize) -> usize {
    rows.div_ceil(PASS * n) * PASS * n
}

/// Where `A[i, e]` goes in the transposed copy: the rows of `A` in panels
/// of `PASS` vectors, each panel `cols x` its width, so one pass of
/// `vec_mat` over `A`'s transpose reads one contiguous panel.
fn panel_index(body: &mut Body, n: usize, (i, e): (&str, &str), cols: usize) -> String {
    let width = body.index(PASS * n);
    let within = body.bin("remui", i, &width, "index");
    let first = body.bin("subi", i, &within, "index");
    let row = body.affine(e, PASS * n, &within);
    body.affine(&first, cols, &row)
}

/// `A`'s transpose into `at` (`panel_index`): blocks of `n x n` elements
/// transposed in registers, the rows and columns left over one by one.
fn transpose_into(body: &mut Body, tile: &Tile, (a, at, at_ty): (&str, &str, &str), (rows, cols): (usize, usize)) {
    let n = tile.vector_lanes;
    let a_ty = dyn_memref(tile);
    let (whole_rows, whole_cols) = (rows / n * n, cols / n * n);
    if whole_rows > 0 && whole_cols > 0 {
        let (zero, step) = (body.index(0), body.index(n));
        let (hi_rows, hi_cols) = (body.index(whole_rows), body.index(whole_cols));
        let i0 = body.open_for_step(&zero, &hi_rows, &step);
        let e0 = body.open_for_step(&zero, &hi_cols, &step);
        let loaded: Vec<String> = (0..n)
            .map(|q| {
                let q = body.index(q);
                let i = body.add_index(&i0, &q);
                let from = body.affine(&i, cols, &e0);
                vector_load(body, tile, a, &a_ty, &from)
            })
            .collect();
        for (k, column) in transpose(body, tile, loaded).iter().enumerate() {
            let k = body.index(k);
            let e = body.add_index(&e0, &k);
            let to = panel_index(body, n, (&i0, &e), cols);
            vector_store(body, tile, column, at, at_ty, &to);
        }
        body.close("}");
        body.close("}");
    }
    // The rest: all rows of the columns left over, then the rows left
    // over of the blocked columns.
    for ((i_lo, i_hi), (e_lo, e_hi)) in [((0, rows), (whole_cols, cols)), ((whole_rows, rows), (0, whole_cols))] {
        if i_lo == i_hi || e_lo == e_hi {
            continue;
        }
        let (i_lo, i_hi) = (body.index(i_lo), body.index(i_hi));
        let i = body.open_for(&i_lo, &i_hi);
        let (e_lo, e_hi) = (body.index(e_lo), body.index(e_hi));
        let e = body.open_for(&e_lo, &e_hi);
        let from = body.affine(&i, cols, &e);
        let x = body.load(a, &from, &a_ty);
        let to = panel_index(body, n, (&i, &e), cols);
        body.store(&x, at, &to, at_ty);
        body.close("}");
        body.close("}");
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
    let loop_first = body.open_for_step(&zero, &first, &by);
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

/// The matrix of `vec_mat`: element `(i, j)` of `rows x cols` lies at
/// `j0 * pass_scale + i * stride + (j - j0)`, where `j0`, the first column
/// of `j`'s pass, is a multiple of `PASS` vectors. Row-major: stride
/// `cols`, scale 1; in panels of a pass's columns each (`transposed`):
/// stride the panel's width, scale `rows`.
struct Matrix {
    name: String,
    ty: String,
    rows: usize,
    cols: usize,
    stride: usize,
    pass_scale: usize,
}

/// `output[j] = sum over i of input[i] * A[i, j]`: the outputs start at
/// zero and each block of rows (`open_row_blocks`) adds its terms, in row order,
/// a pass of columns at a time for every group before the next pass (so
/// the block's part in the pass stays in cache).
fn vec_mat(body: &mut Body, tile: &Tile, a: &Matrix, (count, most): (&str, usize)) {
    let (zero, one) = (body.index(0), body.index(1));
    let all = body.affine(count, a.cols, &zero);
    let j = body.open_for(&zero, &all);
    let z = body.float(0.0, tile.float);
    body.store(&z, &tile.output, &j, &tile.output_ty);
    body.close("}");
    let n = tile.vector_lanes;
    let pass = PASS * n;
    let whole = a.cols / pass * pass;
    let size = (ACCUMULATORS / a.cols.div_ceil(n).min(PASS)).clamp(1, most.max(1));
    let (start, end) = open_row_blocks(body, &zero, a.rows);
    if whole > 0 {
        let (hi, step) = (body.index(whole), body.index(pass));
        let j0 = body.open_for_step(&zero, &hi, &step);
        for_groups(body, count, size, |body, group| {
            vec_mat_pass(body, tile, a, (&start, &end, &one), (&j0, &[n; PASS]), group);
        });
        body.close("}");
    }
    if a.cols > whole {
        let j0 = body.index(whole);
        let widths = vector_widths(a.cols - whole, n, PASS);
        for_groups(body, count, size, |body, group| {
            vec_mat_pass(body, tile, a, (&start, &end, &one), (&j0, &widths), group);
        });
    }
    body.close("}");
}

/// Columns from `j0` (`widths`: the lanes of each vector) of the group's
/// `v A`, over rows `[start, end)`.
fn vec_mat_pass(
    body: &mut Body,
    tile: &Tile,
    a: &Matrix,
    range: (&str, &str, &str),
    (j0, widths): (&str, &[usize]),
    group: Group,
) {
    let n = tile.vector_lanes;
    let inputs: Vec<String> = (0..group.size).map(|g| group.base(body, g, a.rows)).collect();
    let outputs: Vec<String> = (0..group.size)
        .flat_map(|g| {
            let base = group.base(body, g, a.cols);
            let base = body.add_index(&base, j0);
            (0..widths.len())
                .map(|c| {
                    let column = body.index(c * n);
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
    let zero = body.index(0);
    let panel = body.affine(j0, a.pass_scale, &zero);
    let results = fold_loop(body, tile, range, &inits, |body, i, accs| {
        let first = body.affine(i, a.stride, &panel);
        let row: Vec<String> = widths
            .iter()
            .enumerate()
            .map(|(c, &width)| {
                let column = body.index(c * n);
                let at = body.add_index(&first, &column);
                load(body, tile, &a.name, &a.ty, &at, width)
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
