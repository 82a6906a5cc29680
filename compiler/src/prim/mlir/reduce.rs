//! `min(x)`, `max(x)`, `prod`, `argmin`, `argmax` and `cumsum` for one
//! member (`prim::eval::reduce`'s twins): folds over the elements in
//! row-major order.

use super::scalar::{self, zero};
use crate::mlir::builder::{ssa_type, Body};
use crate::mlir::libm::Lib;
use crate::mlir::value::{convert, Scalar, TensorRef};
use crate::mlir::InternalError;
use crate::prim::Prim;
use autobatch_runtime::DType;

/// `min(x)` / `max(x)` with the builtins' rule (`scalar::apply` of `min`
/// or `max`, from the first element on), or `prod` from one.
pub(super) fn fold(body: &mut Body, lib: &mut Lib, prim: Prim, x: &TensorRef) -> Result<Scalar, InternalError> {
    let (step, d) = match prim {
        Prim::ReduceMin => (Prim::Min, x.dtype),
        Prim::ReduceMax => (Prim::Max, x.dtype),
        _ => (Prim::Mul, if x.dtype == DType::Bool { DType::I64 } else { x.dtype }),
    };
    let (init, from) = if prim == Prim::Prod {
        (one(body, d), 0)
    } else {
        let first = body.index(0);
        (x.load(body, &first), 1)
    };
    let (lo, hi) = (body.index(from), body.index(x.len()));
    let ty = ssa_type(d);
    let (result, e, acc) = body.open_for_carry(&lo, &hi, &init.ssa, ty);
    let v = x.load(body, &e);
    let v = convert(body, &v, d);
    let next = scalar::apply(body, lib, step, &[Scalar::new(acc, d), v])?;
    let next = convert(body, &next.value, d);
    body.close_yield(&next.ssa, ty);
    Ok(Scalar::new(result, d))
}

fn one(body: &mut Body, d: DType) -> Scalar {
    let ssa = if d.is_float() {
        body.float(1.0, ssa_type(d))
    } else {
        body.int(1, ssa_type(d))
    };
    Scalar::new(ssa, d)
}

/// `argmin(x)` / `argmax(x)`: carries the best value, its index and
/// whether a NaN was met (which is then the answer).
pub(super) fn arg_extreme(body: &mut Body, max: bool, x: &TensorRef) -> Scalar {
    let ty = ssa_type(x.dtype);
    let first = body.index(0);
    let x0 = x.load(body, &first);
    let nan0 = is_nan(body, &x0);
    let zero_i = body.int(0, "i64");
    let (lo, hi, one) = (body.index(1), body.index(x.len()), body.index(1));
    let (r, k) = (body.fresh(), body.fresh());
    let (best, idx, done) = (body.fresh(), body.fresh(), body.fresh());
    body.open(&format!(
        "{r}:3 = scf.for {k} = {lo} to {hi} step {one} iter_args({best} = {}, {idx} = {zero_i}, {done} = {nan0}) -> ({ty}, i64, i1) {{",
        x0.ssa
    ));
    let v = x.load(body, &k);
    let nan = is_nan(body, &v);
    let better = better(body, max, &v.ssa, &best, x.dtype);
    let wanted = body.or(&nan, &better);
    let open = body.not(&done);
    let take = body.and(&open, &wanted);
    let k64 = body.cast("index_cast", &k, "index", "i64");
    let best2 = body.select(&take, &v.ssa, &best, ty);
    let idx2 = body.select(&take, &k64, &idx, "i64");
    let done2 = body.or(&done, &nan);
    body.line(&format!("scf.yield {best2}, {idx2}, {done2} : {ty}, i64, i1"));
    body.close("}");
    Scalar::new(format!("{r}#1"), DType::I64)
}

fn is_nan(body: &mut Body, v: &Scalar) -> String {
    if v.dtype.is_float() {
        body.cmpf("uno", &v.ssa, &v.ssa, v.ty())
    } else {
        body.bool(false)
    }
}

/// `v > best` (`v < best` for `argmin`), ordered: false on NaN.
fn better(body: &mut Body, max: bool, v: &str, best: &str, d: DType) -> String {
    let ty = ssa_type(d);
    match (d.is_float(), d == DType::Bool, max) {
        (true, _, true) => body.cmpf("ogt", v, best, ty),
        (true, _, false) => body.cmpf("olt", v, best, ty),
        (false, true, true) => body.cmpi("ugt", v, best, ty),
        (false, true, false) => body.cmpi("ult", v, best, ty),
        (false, false, true) => body.cmpi("sgt", v, best, ty),
        (false, false, false) => body.cmpi("slt", v, best, ty),
    }
}

/// `dest[e] = x[0] + ... + x[e]` in `dest`'s dtype.
pub(super) fn cumsum(body: &mut Body, x: &TensorRef, dest: &TensorRef) {
    let d = dest.dtype;
    let init = zero(body, d);
    let (lo, hi) = (body.index(0), body.index(x.len()));
    let ty = ssa_type(d);
    let (_, e, acc) = body.open_for_carry(&lo, &hi, &init.ssa, ty);
    let v = x.load(body, &e);
    let v = convert(body, &v, d);
    let op = if d.is_float() { "addf" } else { "addi" };
    let next = body.bin(op, &acc, &v.ssa, ty);
    dest.store(body, &e, &next);
    body.close_yield(&next, ty);
}
