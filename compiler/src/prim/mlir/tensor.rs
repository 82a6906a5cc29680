//! Primitives on one member's values, tensors included: elementwise loops
//! with scalar broadcasting, the left-fold reductions (`sum`, `dot`,
//! `matmul`, in element order from zero, as `prim::eval`), indexing with
//! Python's negative indices, copies and zeros. A tensor result is written
//! to the place the caller gives; a scalar result comes back as SSA.

use super::random;
use super::scalar::{self, meet, Applied};
use crate::mlir::builder::{ssa_type, Body};
use crate::mlir::libm::Lib;
use crate::mlir::value::{convert, Scalar, TensorRef, Val};
use crate::mlir::InternalError;
use crate::prim::{Prim, LANES};
use autobatch_runtime::{DType, Status, Type};

/// What one primitive did for one member.
pub(crate) struct Outcome {
    /// The result when it is a scalar (tensors went to `dest`).
    pub value: Option<Scalar>,
    /// An `i1` true when the member faulted, and the status it gets.
    pub fault: Option<(String, Status)>,
}

/// Computes `prim(args)` of result type `out`; a tensor result is written
/// to `dest`, which must then be given and may be one of the operands'
/// places only for elementwise primitives, or for `set_index` when it is
/// its tensor operand's place (`in_place`: only the written place changes).
pub(crate) fn lower(
    body: &mut Body,
    lib: &mut Lib,
    prim: Prim,
    args: &[Val],
    out: &Type,
    dest: Option<&TensorRef>,
    in_place: bool,
) -> Result<Outcome, InternalError> {
    if args.len() != prim.arity() {
        return Err(InternalError(format!("{prim} given {} operand(s)", args.len())));
    }
    let status = prim.fault_status();
    let with_status = |fault: Option<String>| fault.map(|f| (f, status));
    if out.is_scalar() {
        let (value, fault) = scalar_result(body, lib, prim, args)?;
        return Ok(Outcome {
            value: Some(value),
            fault: with_status(fault),
        });
    }
    let dest = dest.ok_or_else(|| InternalError(format!("{prim}: tensor result without a place")))?;
    let fault = match prim {
        Prim::Copy | Prim::StopGradient => {
            copy(body, &args[0], dest)?;
            None
        }
        Prim::ZerosLike => {
            fill_zero(body, dest);
            None
        }
        Prim::MatMul => {
            matmul(body, &args[0], &args[1], Some(dest))?;
            None
        }
        Prim::Transpose => {
            transpose(body, tensor(&args[0], prim)?, dest);
            None
        }
        Prim::Outer => {
            outer(body, tensor(&args[0], prim)?, tensor(&args[1], prim)?, dest);
            None
        }
        Prim::CholeskyDecompose => {
            super::tri::cholesky(body, lib, tensor(&args[0], prim)?, dest)?;
            None
        }
        Prim::MdivideLeftTriLow => {
            super::tri::left(body, lib, tensor(&args[0], prim)?, tensor(&args[1], prim)?, dest)?;
            None
        }
        Prim::MdivideRightTriLow => {
            super::tri::right(body, lib, tensor(&args[0], prim)?, tensor(&args[1], prim)?, dest)?;
            None
        }
        Prim::Index => Some(index(body, &args[0], &args[1], Some(dest))?.1),
        Prim::SetIndex(_) => Some(super::build::set_index(body, args, dest, in_place)?),
        Prim::Slice(s) => Some(super::build::slice(body, s, args, dest)?),
        Prim::SetSlice(s) => Some(super::build::set_slice(body, s, args, dest, in_place)?),
        Prim::Full(_) => {
            super::build::full(body, scalar_operand(&args[0], prim)?, dest);
            None
        }
        Prim::Arange(_) => {
            let (start, step) = (scalar_operand(&args[0], prim)?, scalar_operand(&args[1], prim)?);
            super::build::arange(body, start, step, dest);
            None
        }
        Prim::UniformLike | Prim::NormalLike => {
            let Val::Scalar(key) = &args[0] else {
                return Err(InternalError(format!("{prim}: a tensor key")));
            };
            random::fill_like(body, lib, prim, key, dest);
            None
        }
        Prim::CumSum => {
            super::reduce::cumsum(body, tensor(&args[0], prim)?, dest);
            None
        }
        Prim::Sum | Prim::Dot | Prim::Sum8 | Prim::Dot8 => {
            return Err(InternalError(format!("{prim} with a tensor result")));
        }
        _ => elementwise(body, lib, prim, args, dest)?,
    };
    Ok(Outcome {
        value: None,
        fault: with_status(fault),
    })
}

/// A primitive whose result is a scalar.
fn scalar_result(
    body: &mut Body,
    lib: &mut Lib,
    prim: Prim,
    args: &[Val],
) -> Result<(Scalar, Option<String>), InternalError> {
    match prim {
        Prim::Sum => Ok((sum(body, tensor(&args[0], prim)?), None)),
        Prim::ReduceMin | Prim::ReduceMax | Prim::Prod => {
            Ok((super::reduce::fold(body, lib, prim, tensor(&args[0], prim)?)?, None))
        }
        Prim::Slice(s) => {
            let (v, fault) = super::build::element(body, s, args)?;
            Ok((v, Some(fault)))
        }
        Prim::ArgMin | Prim::ArgMax => {
            let x = tensor(&args[0], prim)?;
            Ok((super::reduce::arg_extreme(body, prim == Prim::ArgMax, x), None))
        }
        Prim::Dot => Ok((dot(body, tensor(&args[0], prim)?, tensor(&args[1], prim)?), None)),
        Prim::Sum8 => {
            let x = tensor(&args[0], prim)?;
            let d = fold_dtype(prim, &[x.dtype]);
            Ok((lane_fold(body, prim, d, x.len(), |body, e| vec![x.load(body, e)]), None))
        }
        Prim::Dot8 => {
            let (a, b) = (tensor(&args[0], prim)?, tensor(&args[1], prim)?);
            let d = fold_dtype(prim, &[a.dtype, b.dtype]);
            let n = a.len().min(b.len());
            Ok((
                lane_fold(body, prim, d, n, |body, e| vec![a.load(body, e), b.load(body, e)]),
                None,
            ))
        }
        Prim::MatMul => {
            let v = matmul(body, &args[0], &args[1], None)?;
            let v = v.ok_or_else(|| InternalError("matmul: no scalar result".into()))?;
            Ok((v, None))
        }
        Prim::Index => {
            let (v, fault) = index(body, &args[0], &args[1], None)?;
            let v = v.ok_or_else(|| InternalError("index: no scalar result".into()))?;
            Ok((v, Some(fault)))
        }
        _ => {
            let scalars = args
                .iter()
                .map(|a| match a {
                    Val::Scalar(s) => Ok(s.clone()),
                    Val::Tensor(_) => Err(InternalError(format!("{prim}: tensor operand, scalar result"))),
                })
                .collect::<Result<Vec<_>, _>>()?;
            let Applied { value, fault } = scalar::apply(body, lib, prim, &scalars)?;
            Ok((value, fault))
        }
    }
}

fn scalar_operand(v: &Val, prim: Prim) -> Result<&Scalar, InternalError> {
    match v {
        Val::Scalar(s) => Ok(s),
        Val::Tensor(_) => Err(InternalError(format!("{prim} needs a scalar operand"))),
    }
}

fn tensor(v: &Val, prim: Prim) -> Result<&TensorRef, InternalError> {
    match v {
        Val::Tensor(t) => Ok(t),
        Val::Scalar(_) => Err(InternalError(format!("{prim} needs a tensor operand"))),
    }
}

/// `dest[e] = prim(args[0][e], ...)` for every element, scalars
/// broadcasting; returns the OR of the elements' fault flags.
fn elementwise(
    body: &mut Body,
    lib: &mut Lib,
    prim: Prim,
    args: &[Val],
    dest: &TensorRef,
) -> Result<Option<String>, InternalError> {
    let n = dest.len();
    if args.iter().any(|a| matches!(a, Val::Tensor(t) if t.len() != n)) {
        return Err(InternalError(format!(
            "{prim}: operand shapes differ from the result's"
        )));
    }
    let (lo, hi) = (body.index(0), body.index(n));
    // A float `/` divides without a fault flag to carry.
    if !prim.can_fault_on(args.iter().map(Val::dtype)) {
        let e = body.open_for(&lo, &hi);
        let elems: Vec<Scalar> = args.iter().map(|a| a.element(body, &e)).collect();
        let r = scalar::apply(body, lib, prim, &elems)?;
        store_converted(body, dest, &e, &r.value);
        body.close("}");
        return Ok(None);
    }
    let none = body.bool(false);
    let (result, e, acc) = body.open_for_carry(&lo, &hi, &none, "i1");
    let elems: Vec<Scalar> = args.iter().map(|a| a.element(body, &e)).collect();
    let r = scalar::apply(body, lib, prim, &elems)?;
    store_converted(body, dest, &e, &r.value);
    let acc2 = match &r.fault {
        Some(f) => body.or(&acc, f),
        None => acc,
    };
    body.close_yield(&acc2, "i1");
    Ok(Some(result))
}

fn store_converted(body: &mut Body, dest: &TensorRef, e: &str, v: &Scalar) {
    let v = convert(body, v, dest.dtype);
    dest.store(body, e, &v.ssa);
}

/// `dest = src` element by element (a copy onto itself is harmless).
fn copy(body: &mut Body, src: &Val, dest: &TensorRef) -> Result<(), InternalError> {
    if let Val::Tensor(t) = src {
        if t.len() != dest.len() {
            return Err(InternalError("copy between tensors of different sizes".into()));
        }
    }
    body.for_each(dest.len(), |body, e| {
        let v = src.element(body, e);
        store_converted(body, dest, e, &v);
    });
    Ok(())
}

/// Copies a whole tensor between two places (pushes, pops, staging).
pub(crate) fn copy_tensor(body: &mut Body, src: &TensorRef, dest: &TensorRef) -> Result<(), InternalError> {
    copy(body, &Val::Tensor(src.clone()), dest)
}

fn fill_zero(body: &mut Body, dest: &TensorRef) {
    let z = scalar::zero(body, dest.dtype);
    let z = if dest.dtype == DType::Bool {
        body.bool(false)
    } else {
        z.ssa
    };
    body.for_each(dest.len(), |body, e| dest.store(body, e, &z));
}

/// `sum` of all elements, a left fold from zero (bool sums in i64).
fn sum(body: &mut Body, x: &TensorRef) -> Scalar {
    let d = fold_dtype(Prim::Sum, &[x.dtype]);
    fold(body, Prim::Sum, d, x.len(), |body, e| vec![x.load(body, e)])
}

/// `dot(a, b)`: the left fold of the products.
fn dot(body: &mut Body, a: &TensorRef, b: &TensorRef) -> Scalar {
    let d = fold_dtype(Prim::Dot, &[a.dtype, b.dtype]);
    fold(body, Prim::Dot, d, a.len().min(b.len()), |body, e| {
        vec![a.load(body, e), b.load(body, e)]
    })
}

fn arith(d: DType) -> DType {
    if d == DType::Bool {
        DType::I64
    } else {
        d
    }
}

/// `x * y` in dtype `d`.
fn product(body: &mut Body, x: &Scalar, y: &Scalar, d: DType) -> Scalar {
    let (x, y) = (convert(body, x, d), convert(body, y, d));
    let op = if d.is_float() { "mulf" } else { "muli" };
    Scalar::new(body.bin(op, &x.ssa, &y.ssa, x.ty()), d)
}

/// The dtype a fold of `prim` (`sum` of a tensor of dtype `dtypes[0]`,
/// `dot` of two of `dtypes`) accumulates in: bools sum as `i64`.
pub(crate) fn fold_dtype(prim: Prim, dtypes: &[DType]) -> DType {
    match (prim, dtypes) {
        (Prim::Dot | Prim::Dot8, [a, b]) => arith(meet(*a, *b)),
        (_, [x, ..]) => arith(*x),
        _ => DType::F64,
    }
}

/// The term a fold of `prim` adds for the operands' elements at one
/// index: the element (`sum`) or the product (`dot`), in dtype `d`.
pub(crate) fn fold_term(body: &mut Body, prim: Prim, d: DType, elems: &[Scalar]) -> Scalar {
    match (prim, elems) {
        (Prim::Dot | Prim::Dot8, [x, y]) => product(body, x, y, d),
        (_, [x, ..]) => convert(body, x, d),
        _ => scalar::zero(body, d),
    }
}

/// One step of a fold: `acc + term` in dtype `d`.
pub(crate) fn fold_add(body: &mut Body, d: DType, acc: &str, term: &Scalar) -> String {
    let op = if d.is_float() { "addf" } else { "addi" };
    body.bin(op, acc, &term.ssa, term.ty())
}

/// Whether `prim` folds in `LANES` partial sums (`sum8`, `dot8`) rather
/// than one (`sum`, `dot`).
pub(crate) fn is_lane_fold(prim: Prim) -> bool {
    matches!(prim, Prim::Sum8 | Prim::Dot8)
}

/// The type of a lane fold's partial sums in dtype `d`: one vector.
pub(crate) fn lanes_type(d: DType) -> String {
    format!("vector<{LANES}x{}>", ssa_type(d))
}

/// `LANES` zero partial sums.
pub(crate) fn lanes_zero(body: &mut Body, d: DType) -> String {
    let zero = if d.is_float() { "0.0" } else { "0" };
    let ty = lanes_type(d);
    body.assign(&format!("arith.constant dense<{zero}> : {ty}"))
}

/// Adds one group's terms (term `j` into partial `j`), computed one by
/// one, to the partials `acc`: gathered into a vector, one vector add.
/// (Loop fusion does a group of simple arithmetic in vectors throughout,
/// `loop_fusion::vector_group`; LLVM's SLP vectorizer, which could do it
/// here, is off: `codegen::llvm`.)
pub(crate) fn lanes_add(body: &mut Body, d: DType, acc: &str, terms: &[Scalar]) -> String {
    let ty = lanes_type(d);
    let elems: Vec<&str> = terms.iter().map(|t| t.ssa.as_str()).collect();
    let group = body.assign(&format!("vector.from_elements {} : {ty}", elems.join(", ")));
    let op = if d.is_float() { "arith.addf" } else { "arith.addi" };
    body.assign(&format!("{op} {acc}, {group} : {ty}"))
}

/// A lane fold's result: the partials in `acc` (a vector), the leftover
/// terms `rest` added into the first of them, then the partials added by
/// halving as `eval`'s `lane_sum` does (partial `j` takes partial `j + h`
/// for `h` = 4, 2, 1).
pub(crate) fn lanes_result(body: &mut Body, d: DType, acc: &str, rest: &[Scalar]) -> String {
    let ty = lanes_type(d);
    let mut partials: Vec<String> = (0..LANES)
        .map(|j| body.assign(&format!("vector.extract {acc}[{j}] : {} from {ty}", ssa_type(d))))
        .collect();
    for (partial, term) in partials.iter_mut().zip(rest) {
        *partial = fold_add(body, d, partial, term);
    }
    let op = if d.is_float() { "addf" } else { "addi" };
    while partials.len() > 1 {
        let half = partials.len() / 2;
        let (low, high) = partials.split_at(half);
        partials = (low.iter().zip(high))
            .map(|(a, b)| body.bin(op, a, b, ssa_type(d)))
            .collect();
    }
    partials.swap_remove(0)
}

/// The lane fold of `prim` (`sum8`, `dot8`) over `n` indices in dtype
/// `d`: a loop over whole groups of `LANES` elements carrying the
/// partials (`lanes_add`), then the elements left over (`lanes_result`).
/// (A lane fold in a block's fused run is done by loop fusion instead.)
fn lane_fold(
    body: &mut Body,
    prim: Prim,
    d: DType,
    n: usize,
    elements: impl Fn(&mut Body, &str) -> Vec<Scalar>,
) -> Scalar {
    let whole = n - n % LANES;
    let mut acc = lanes_zero(body, d);
    let term = |body: &mut Body, e: &str| {
        let elems = elements(body, e);
        fold_term(body, prim, d, &elems)
    };
    if whole > 0 {
        let (lo, hi, step) = (body.index(0), body.index(whole), body.index(LANES));
        let ty = lanes_type(d);
        let (result, e, carried) = body.open_for_carry_step(&lo, &hi, &step, &acc, &ty);
        let terms: Vec<Scalar> = (0..LANES)
            .map(|j| {
                let lane = body.index(j);
                let ej = body.add_index(&e, &lane);
                term(body, &ej)
            })
            .collect();
        let next = lanes_add(body, d, &carried, &terms);
        body.close_yield(&next, &ty);
        acc = result;
    }
    let rest: Vec<Scalar> = (whole..n)
        .map(|e| {
            let e = body.index(e);
            term(body, &e)
        })
        .collect();
    Scalar::new(lanes_result(body, d, &acc, &rest), d)
}

/// `0 + term(0) + term(1) + ...` over `n` indices in dtype `d`: the
/// fold of `prim` (`sum`, `dot`) over the elements `elements` loads at
/// each index.
fn fold(
    body: &mut Body,
    prim: Prim,
    d: DType,
    n: usize,
    elements: impl FnOnce(&mut Body, &str) -> Vec<Scalar>,
) -> Scalar {
    let init = scalar::zero(body, d);
    let (lo, hi) = (body.index(0), body.index(n));
    let ty = init.ty();
    let (result, e, acc) = body.open_for_carry(&lo, &hi, &init.ssa, ty);
    let elems = elements(body, &e);
    let term = fold_term(body, prim, d, &elems);
    let next = fold_add(body, d, &acc, &term);
    body.close_yield(&next, ty);
    Scalar::new(result, d)
}

/// `a @ b`: a vector operand is a row (left) or a column (right) and its
/// axis is dropped. Writes `dest` for a tensor result; returns the scalar
/// of vector @ vector.
fn matmul(body: &mut Body, a: &Val, b: &Val, dest: Option<&TensorRef>) -> Result<Option<Scalar>, InternalError> {
    let (a, b) = (tensor(a, Prim::MatMul)?, tensor(b, Prim::MatMul)?);
    let (rows, inner) = match a.shape.as_slice() {
        [m, n] => (Some(*m), *n),
        shape => (None, shape.iter().product()),
    };
    let (b_inner, cols) = match b.shape.as_slice() {
        [k, p] => (*k, Some(*p)),
        shape => (shape.iter().product(), None),
    };
    if inner != b_inner {
        return Err(InternalError(format!("matmul of {:?} and {:?}", a.shape, b.shape)));
    }
    let d = arith(meet(a.dtype, b.dtype));
    let p = cols.unwrap_or(1);
    // Element (i, j): sum over k of a[i * inner + k] * b[k * p + j].
    let entry = |body: &mut Body, i: &str, j: &str| {
        fold(body, Prim::Dot, d, inner, |body, k| {
            let ai = body.affine(i, inner, k);
            let bk = body.affine(k, p, j);
            vec![a.load(body, &ai), b.load(body, &bk)]
        })
    };
    let Some(dest) = dest else {
        let zero = body.index(0);
        return Ok(Some(entry(body, &zero, &zero)));
    };
    let (lo, m_hi, p_hi) = (body.index(0), body.index(rows.unwrap_or(1)), body.index(p));
    let i = body.open_for(&lo, &m_hi);
    let j = body.open_for(&lo, &p_hi);
    let v = entry(body, &i, &j);
    let at = body.affine(&i, p, &j);
    store_converted(body, dest, &at, &v);
    body.close("}");
    body.close("}");
    Ok(None)
}

/// `dest[j, i] = a[i, j]` for an m x n matrix `a`.
fn transpose(body: &mut Body, a: &TensorRef, dest: &TensorRef) {
    let (m, n) = match a.shape.as_slice() {
        [m, n] => (*m, *n),
        _ => (0, 0),
    };
    let (lo, m_hi, n_hi) = (body.index(0), body.index(m), body.index(n));
    let i = body.open_for(&lo, &m_hi);
    let j = body.open_for(&lo, &n_hi);
    let from = body.affine(&i, n, &j);
    let to = body.affine(&j, m, &i);
    let v = a.load(body, &from);
    store_converted(body, dest, &to, &v);
    body.close("}");
    body.close("}");
}

/// `dest[i, j] = a[i] * b[j]` for vectors `a` (m) and `b` (n).
fn outer(body: &mut Body, a: &TensorRef, b: &TensorRef, dest: &TensorRef) {
    let (m, n): (usize, usize) = (a.shape.iter().product(), b.shape.iter().product());
    let d = arith(meet(a.dtype, b.dtype));
    let (lo, m_hi, n_hi) = (body.index(0), body.index(m), body.index(n));
    let i = body.open_for(&lo, &m_hi);
    let x = a.load(body, &i);
    let j = body.open_for(&lo, &n_hi);
    let y = b.load(body, &j);
    let v = product(body, &x, &y, d);
    let at = body.affine(&i, n, &j);
    store_converted(body, dest, &at, &v);
    body.close("}");
    body.close("}");
}

/// `x[i]` on the leading axis, `-n <= i < n`: an element (returned) or a
/// row (written to `dest`), and the out-of-bounds flag. A bad index reads
/// row 0 instead, which exists unless the axis is empty (then nothing is
/// read at all).
fn index(
    body: &mut Body,
    x: &Val,
    i: &Val,
    dest: Option<&TensorRef>,
) -> Result<(Option<Scalar>, String), InternalError> {
    let x = tensor(x, Prim::Index)?;
    let Val::Scalar(i) = i else {
        return Err(InternalError("index by a tensor".into()));
    };
    let Some((&n, row_shape)) = x.shape.split_first() else {
        return Err(InternalError("index of a scalar".into()));
    };
    let row_len: usize = row_shape.iter().product();
    let (row, fault) = super::build::checked_index(body, i, n);
    if n == 0 {
        let value = dest.is_none().then(|| scalar::zero(body, x.dtype));
        return Ok((value, fault));
    }
    let origin = body.index(0);
    let start = body.affine(&row, row_len, &origin);
    let Some(dest) = dest else {
        return Ok((Some(x.load(body, &start)), fault));
    };
    let (lo, hi) = (body.index(0), body.index(row_len));
    let e = body.open_for(&lo, &hi);
    let at = body.add_index(&start, &e);
    let v = x.load(body, &at);
    store_converted(body, dest, &e, &v);
    body.close("}");
    Ok((None, fault))
}
