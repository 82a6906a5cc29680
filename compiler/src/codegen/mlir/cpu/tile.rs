//! Moving a tile's members in and out of lane order (`product`): each
//! member's vector lies contiguously in the state, the product wants
//! element `e` of all the tile's members side by side. Blocks of
//! `v x v` elements (`v` the elements of a vector) are loaded as `v`
//! vectors, transposed in registers by a butterfly of two-input shuffles
//! (log2(v) rounds, each exchanging half of every pair of vectors), and
//! stored, for each group of `v` members of the tile; the
//! elements left over, and tensors laid out interleaved, go one by one
//! (in a loop over the elements: unrolled, a long interleaved tensor
//! would make a function LLVM takes minutes over).

use super::super::emitter::{Emitter, Member};
use super::super::EmitError;
use super::product::Lone;
use crate::mlir::builder::Body;
use crate::mlir::value::{TensorRef, Val};

/// The tile's buffers (allocated once per function, `alloca_of`).
#[derive(Clone)]
pub(crate) struct Tile {
    /// The members of the tile, `lanes` indices.
    pub members: String,
    pub members_ty: String,
    /// The vector operand in lane order: element `e` of lane `m` at
    /// `e * lanes + m`.
    pub input: String,
    /// The result in lane order.
    pub output: String,
    /// `memref<N x f>` of `input` and `output`.
    pub input_ty: String,
    pub output_ty: String,
    /// Members per tile, a multiple of `vector_lanes`.
    pub lanes: usize,
    /// Elements of one vector.
    pub vector_lanes: usize,
    /// Vectors of lanes the products compute (`lanes / vector_lanes`, or
    /// fewer when the tile holds fewer members).
    pub width: usize,
    /// `vector<vector_lanes x f>`.
    pub vector: String,
    pub float: &'static str,
    /// Fused multiply-adds (`EmitOptions::fma`).
    pub fma: bool,
}

impl Emitter<'_> {
    /// The places of variable `v` for the lanes in use (`tile.width`
    /// vectors of them): lane `m` is member `members[min(m, count - 1)]`,
    /// so spare lanes repeat the last member and compute on real numbers.
    fn lane_places(&mut self, tile: &Tile, v: usize, count: &str) -> Result<Vec<TensorRef>, EmitError> {
        let one = self.body.index(1);
        let last = self.body.bin("subi", count, &one, "index");
        let used = tile.width * tile.vector_lanes;
        let mut places = Vec::with_capacity(used);
        for m in 0..used {
            let lane = self.body.index(m);
            let own = self.body.bin("minui", &lane, &last, "index");
            let b = self.body.load(&tile.members, &own, &tile.members_ty);
            places.push(self.product_operand(&mut Member::new(b), v)?);
        }
        Ok(places)
    }

    /// Where member `member`'s value of `v`, a product's vector operand or
    /// result, lies.
    pub(crate) fn product_operand(&mut self, member: &mut Member, v: usize) -> Result<TensorRef, EmitError> {
        match self.read(member, v)? {
            Val::Tensor(t) => Ok(t),
            Val::Scalar(_) => Err(EmitError::Internal("a shared product of a scalar".into())),
        }
    }

    /// `input` = the lanes' vector operands, in lane order.
    pub(crate) fn gather(&mut self, tile: &Tile, lone: Lone, count: &str) -> Result<(), EmitError> {
        let sources = self.lane_places(tile, lone.vector, count)?;
        let n = lone.kind.input_len();
        let blocked = blocked_len(&sources, n, tile.vector_lanes);
        if blocked > 0 {
            let e0 = open_step(&mut self.body, blocked, tile.vector_lanes);
            for (g, group) in sources.chunks(tile.vector_lanes).enumerate() {
                let rows: Vec<String> = group.iter().map(|s| load_row(&mut self.body, tile, s, &e0)).collect();
                let first = self.body.index(g * tile.vector_lanes);
                for (i, column) in transpose(&mut self.body, tile, rows).iter().enumerate() {
                    let e = offset(&mut self.body, &e0, i);
                    let at = self.body.affine(&e, tile.lanes, &first);
                    store_vector(&mut self.body, tile, column, &tile.input, &tile.input_ty, &at);
                }
            }
            self.body.close("}");
        }
        if n > blocked {
            let (lo, hi) = (self.body.index(blocked), self.body.index(n));
            let e = self.body.open_for(&lo, &hi);
            for (m, source) in sources.iter().enumerate() {
                let x = source.load(&mut self.body, &e);
                let lane = self.body.index(m);
                let at = self.body.affine(&e, tile.lanes, &lane);
                self.body.store(&x.ssa, &tile.input, &at, &tile.input_ty);
            }
            self.body.close("}");
        }
        Ok(())
    }

    /// The lanes' results from `output` to the members' places. A spare
    /// lane holds exactly its member's result (it computed the same fold
    /// on the same numbers), so storing it again changes nothing and
    /// needs no test.
    pub(crate) fn scatter(&mut self, tile: &Tile, lone: Lone, count: &str) -> Result<(), EmitError> {
        let dests = self.lane_places(tile, lone.result, count)?;
        let n = lone.kind.output_len();
        let blocked = blocked_len(&dests, n, tile.vector_lanes);
        if blocked > 0 {
            let e0 = open_step(&mut self.body, blocked, tile.vector_lanes);
            for (g, group) in dests.chunks(tile.vector_lanes).enumerate() {
                let first = self.body.index(g * tile.vector_lanes);
                let mut rows = Vec::with_capacity(tile.vector_lanes);
                for i in 0..tile.vector_lanes {
                    let e = offset(&mut self.body, &e0, i);
                    let at = self.body.affine(&e, tile.lanes, &first);
                    rows.push(self.body.assign(&format!(
                        "vector.load {}[{at}] : {}, {}",
                        tile.output, tile.output_ty, tile.vector
                    )));
                }
                for (column, dest) in transpose(&mut self.body, tile, rows).iter().zip(group) {
                    let at = self.body.add_index(&dest.base, &e0);
                    store_vector(&mut self.body, tile, column, &dest.mem, &dest.memref, &at);
                }
            }
            self.body.close("}");
        }
        if n > blocked {
            let (lo, hi) = (self.body.index(blocked), self.body.index(n));
            let e = self.body.open_for(&lo, &hi);
            for (m, dest) in dests.iter().enumerate() {
                let lane = self.body.index(m);
                let at = self.body.affine(&e, tile.lanes, &lane);
                let y = self.body.load(&tile.output, &at, &tile.output_ty);
                dest.store(&mut self.body, &e, &y);
            }
            self.body.close("}");
        }
        Ok(())
    }
}

/// How many leading elements go through transposed blocks: whole blocks
/// of `block`, when every member's elements are contiguous.
fn blocked_len(places: &[TensorRef], n: usize, block: usize) -> usize {
    if places.iter().all(|p| p.stride.is_none()) {
        n / block * block
    } else {
        0
    }
}

/// Opens `scf.for %e0 = 0 to end step block`; returns `%e0`.
fn open_step(body: &mut Body, end: usize, block: usize) -> String {
    let (lo, hi, step) = (body.index(0), body.index(end), body.index(block));
    body.open_for_step(&lo, &hi, &step)
}

fn offset(body: &mut Body, base: &str, i: usize) -> String {
    let i = body.index(i);
    body.add_index(base, &i)
}

/// Elements `[e0, e0 + lanes)` of one member's contiguous tensor.
fn load_row(body: &mut Body, tile: &Tile, place: &TensorRef, e0: &str) -> String {
    let at = body.add_index(&place.base, e0);
    body.assign(&format!(
        "vector.load {}[{at}] : {}, {}",
        place.mem, place.memref, tile.vector
    ))
}

fn store_vector(body: &mut Body, tile: &Tile, value: &str, mem: &str, mem_ty: &str, at: &str) {
    body.line(&format!(
        "vector.store {value}, {mem}[{at}] : {mem_ty}, {}",
        tile.vector
    ));
}

/// The transpose of `vector_lanes` vectors of as many elements: round `b`
/// (from `vector_lanes / 2` down to 1) exchanges, between rows `i` and
/// `i + b` (`i` without bit `b`), the elements of `i` in the columns with
/// bit `b` and those of `i + b` in the columns without it.
pub(crate) fn transpose(body: &mut Body, tile: &Tile, mut rows: Vec<String>) -> Vec<String> {
    let n = tile.vector_lanes;
    let mut b = n / 2;
    while b >= 1 {
        let mut next = rows.clone();
        for i in (0..n).filter(|i| i & b == 0) {
            let low: Vec<String> = (0..n)
                .map(|j| if j & b == 0 { j } else { n + j - b })
                .map(|k| k.to_string())
                .collect();
            let high: Vec<String> = (0..n)
                .map(|j| if j & b == 0 { j + b } else { n + j })
                .map(|k| k.to_string())
                .collect();
            for (slot, mask) in [(i, low), (i + b, high)] {
                next[slot] = body.assign(&format!(
                    "vector.shuffle {}, {} [{}] : {}, {}",
                    rows[i],
                    rows[i + b],
                    mask.join(", "),
                    tile.vector,
                    tile.vector
                ));
            }
        }
        rows = next;
        b /= 2;
    }
    rows
}
