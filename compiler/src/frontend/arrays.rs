//! Arrays built in a function: `zeros`, `ones`, `full`, `arange`,
//! `array`, `copy`, `ones_like` and `full_like` (the `full`, `arange` and
//! `set_index` primitives). Such an array may then be written by index
//! (`writes`).

use super::error::{err, Result};
use super::literal::{Lit, LitKind};
use super::translate::FnTranslator;
use super::value::Val;
use crate::ir::f::Op;
use crate::ir::{Const, Operand};
use crate::prim::{Prim, Shape, MAX_RANK};
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::{self, Expr, Ranged};
use rustpython_parser::text_size::TextRange;

/// The most elements an `array(...)` display may have: each is one write.
const MAX_ARRAY_ELEMENTS: usize = 4096;

impl FnTranslator<'_, '_> {
    /// The array-building functions; `None` when `name` is not one.
    pub fn creation_call(&mut self, name: &str, c: &ast::ExprCall) -> Result<Option<Val>> {
        let values = match name {
            "zeros" | "ones" | "ones_like" | "array" | "copy" => 1,
            "full" | "full_like" => 2,
            "arange" => 3,
            _ => return Ok(None),
        };
        let args = CallArgs::of(c, values)?;
        let val = match name {
            "zeros" | "ones" => {
                let [shape] = args.positional(name, 1, 1, c.range)?[..] else {
                    return err(c.range, format!("{name}(shape, dtype) takes a shape"));
                };
                let shape = self.static_shape(shape)?;
                let d = args.dtype(DType::F64)?;
                let fill = Lit {
                    kind: LitKind::Int(i128::from(name == "ones")),
                    range: c.range,
                };
                self.fill(shape, Operand::Const(fill_const(fill, d)?), d)
            }
            "full" => {
                let [shape, value] = args.positional(name, 2, 2, c.range)?[..] else {
                    return err(c.range, "full(shape, value, dtype) takes a shape and a value");
                };
                let shape = self.static_shape(shape)?;
                let value = self.expr(value)?;
                self.full_of(shape, value, args.dtype_opt()?, c.range)?
            }
            "ones_like" | "full_like" => {
                let n = if name == "ones_like" { 1 } else { 2 };
                let given = args.positional(name, n, n, c.range)?;
                let like = match self.expr(given[0])? {
                    Val::Atom(_, ty) if !ty.is_scalar() => ty,
                    other => {
                        return err(
                            given[0].range(),
                            format!("{name} needs a tensor, got {}", other.describe()),
                        )
                    }
                };
                let d = args.dtype(like.dtype)?;
                let value = match given.get(1) {
                    Some(v) => self.expr(v)?,
                    None => Val::Lit(Lit {
                        kind: LitKind::Int(1),
                        range: c.range,
                    }),
                };
                let shape = Shape::new(&like.shape).ok_or_else(|| super::error::Error::at(c.range, "too many axes"))?;
                self.full_of(shape, value, Some(d), c.range)?
            }
            "arange" => self.arange(&args, c.range)?,
            "array" => self.array(&args, c.range)?,
            "copy" => {
                let [x] = args.positional(name, 1, 1, c.range)?[..] else {
                    return err(c.range, "copy(x) takes one value");
                };
                args.no_dtype(name)?;
                match self.expr(x)? {
                    Val::Atom(op, ty) => {
                        let out = self.b.prim(Prim::Copy, vec![op], ty.clone());
                        Val::var(out, ty)
                    }
                    other => other,
                }
            }
            _ => return Ok(None),
        };
        Ok(Some(val))
    }

    /// A tensor of `shape` filled with `value` (of dtype `d`, or its own).
    fn full_of(&mut self, shape: Shape, value: Val, d: Option<DType>, range: TextRange) -> Result<Val> {
        let (op, dtype) = match (value, d) {
            (Val::Lit(l), Some(d)) => (Operand::Const(fill_const(l, d)?), d),
            (Val::Lit(l), None) => {
                let c = l.commit_default()?;
                (Operand::Const(c), c.dtype())
            }
            (Val::Atom(op, ty), d) if ty.is_scalar() && d.is_none_or(|d| d == ty.dtype) => (op, ty.dtype),
            (other, d) => {
                let want = d.map_or("a scalar".to_string(), |d| format!("a scalar {d}"));
                return err(
                    range,
                    format!("the fill value must be {want}, got {}", other.describe()),
                );
            }
        };
        Ok(self.fill(shape, op, dtype))
    }

    fn fill(&mut self, shape: Shape, value: Operand, d: DType) -> Val {
        let ty = Type::tensor(d, shape.dims());
        let out = self.b.prim(Prim::Full(shape), vec![value], ty.clone());
        Val::var(out, ty)
    }

    /// A shape argument: an integer constant or a tuple of them (literals,
    /// module constants, `len(x)`, `x.shape`), each at least 1.
    fn static_shape(&mut self, e: &Expr) -> Result<Shape> {
        let dims: Vec<Val> = match self.expr(e)? {
            Val::Tuple(items) => items,
            one => vec![one],
        };
        if dims.is_empty() || dims.len() > MAX_RANK {
            return err(e.range(), format!("a shape has 1 to {MAX_RANK} axes"));
        }
        let mut out = Vec::with_capacity(dims.len());
        for d in dims {
            match d {
                Val::Lit(Lit {
                    kind: LitKind::Int(n), ..
                }) if (1..=i128::from(u32::MAX)).contains(&n) => out.push(n as usize),
                Val::Lit(Lit {
                    kind: LitKind::Int(n), ..
                }) => return err(e.range(), format!("a dimension must be at least 1, got {n}")),
                other => {
                    return err(
                        e.range(),
                        format!(
                            "shapes are static: a dimension must be an integer constant (a literal, a module constant, len(x) or x.shape[k]), got {}",
                            other.describe()
                        ),
                    )
                }
            }
        }
        if !crate::prim::fits(&out) {
            return err(
                e.range(),
                format!("this tensor has more than {} elements", crate::prim::MAX_ELEMENTS),
            );
        }
        Shape::new(&out).ok_or_else(|| super::error::Error::at(e.range(), "this shape is too large"))
    }

    /// `arange(stop)`, `arange(start, stop)`, `arange(start, stop, step)`
    /// on integer constants: an `i64` vector.
    fn arange(&mut self, args: &CallArgs, range: TextRange) -> Result<Val> {
        let given = args.positional("arange", 1, 3, range)?;
        if let Some(d) = args.dtype_opt()? {
            if d != DType::I64 {
                return err(
                    range,
                    format!("arange gives i64: convert the result with {d}(arange(...))"),
                );
            }
        }
        let mut ints = Vec::with_capacity(3);
        for e in &given {
            match self.expr(e)? {
                Val::Lit(Lit {
                    kind: LitKind::Int(v), ..
                }) => ints.push(v),
                other => {
                    return err(
                        e.range(),
                        format!(
                            "arange's bounds must be integer constants, as its length is part of its type, got {}",
                            other.describe()
                        ),
                    )
                }
            }
        }
        let (start, stop, step) = match ints[..] {
            [stop] => (0, stop, 1),
            [start, stop] => (start, stop, 1),
            [start, stop, step] => (start, stop, step),
            _ => return err(range, "arange takes 1 to 3 integers"),
        };
        if step == 0 {
            return err(range, "arange's step must not be zero");
        }
        let n = (stop - start + step - step.signum()) / step;
        if n <= 0 {
            return err(range, "this arange is empty: tensors have at least one element");
        }
        let Ok(n) = u32::try_from(n) else {
            return err(range, "this arange is too long");
        };
        let (Ok(start), Ok(step)) = (i64::try_from(start), i64::try_from(step)) else {
            return err(range, "arange's bounds must fit in i64");
        };
        let ty = Type::tensor(DType::I64, vec![n as usize]);
        let ops = vec![Operand::Const(Const::I64(start)), Operand::Const(Const::I64(step))];
        let out = self.b.prim(Prim::Arange(n), ops, ty.clone());
        Ok(Val::var(out, ty))
    }

    /// `array(nested tuples or lists of numbers, dtype)`: a tensor filled
    /// element by element, in row-major order (Python's evaluation order).
    fn array(&mut self, args: &CallArgs, range: TextRange) -> Result<Val> {
        let [display] = args.positional("array", 1, 1, range)?[..] else {
            return err(range, "array(values, dtype) takes one nested tuple or list");
        };
        let mut shape = Vec::new();
        let mut leaves = Vec::new();
        nested_display(display, 0, &mut shape, &mut leaves)?;
        if leaves.len() > MAX_ARRAY_ELEMENTS {
            return err(
                display.range(),
                format!("array() takes at most {MAX_ARRAY_ELEMENTS} elements here: pass larger data as a parameter"),
            );
        }
        let mut vals = Vec::with_capacity(leaves.len());
        for leaf in &leaves {
            match self.expr(leaf)? {
                v @ (Val::Lit(_) | Val::Atom(..)) if !matches!(&v, Val::Atom(_, t) if !t.is_scalar()) => vals.push(v),
                other => {
                    return err(
                        leaf.range(),
                        format!("array() takes numbers or bools, got {}", other.describe()),
                    )
                }
            }
        }
        let d = match args.dtype_opt()? {
            Some(d) => d,
            None => infer_dtype(&vals, display.range())?,
        };
        let shape_attr = Shape::new(&shape).ok_or_else(|| super::error::Error::at(display.range(), "too many axes"))?;
        let ty = Type::tensor(d, shape.clone());
        let zero = fill_const(
            Lit {
                kind: LitKind::Int(0),
                range,
            },
            d,
        )?;
        let acc = self.b.temp(ty.clone());
        self.b.emit(Op::Prim {
            out: acc,
            prim: Prim::Full(shape_attr),
            args: vec![Operand::Const(zero)],
        });
        for (k, (v, leaf)) in vals.into_iter().zip(&leaves).enumerate() {
            let op = match v {
                Val::Lit(l) => {
                    let c = fill_const(l, d)?;
                    if const_bits(c) == const_bits(zero) {
                        continue;
                    }
                    Operand::Const(c)
                }
                Val::Atom(op, t) if t.dtype == d => op,
                Val::Atom(_, t) => {
                    return err(
                        leaf.range(),
                        format!("this element is {t} in an array of {d}: convert it with {d}(...)"),
                    )
                }
                Val::Tuple(_) => return err(leaf.range(), "array() takes numbers or bools"),
            };
            let mut ops = vec![Operand::Var(acc)];
            ops.extend(
                unravel(k, &shape)
                    .into_iter()
                    .map(|i| Operand::Const(Const::I64(i as i64))),
            );
            ops.push(op);
            self.b.emit(Op::Prim {
                out: acc,
                prim: Prim::SetIndex(shape.len() as u8),
                args: ops,
            });
        }
        Ok(Val::var(acc, ty))
    }
}

/// The positional and keyword arguments of a call to a building function
/// (only `dtype=` is a keyword).
struct CallArgs<'e> {
    positional: Vec<&'e Expr>,
    dtype: Option<&'e Expr>,
}

impl<'e> CallArgs<'e> {
    /// The arguments of a call whose function takes up to `values`
    /// positional values and then a dtype (by position or as `dtype=`).
    fn of(c: &'e ast::ExprCall, values: usize) -> Result<CallArgs<'e>> {
        let mut positional: Vec<&Expr> = c.args.iter().collect();
        let mut dtype = None;
        for k in &c.keywords {
            match k.arg.as_deref() {
                Some("dtype") => dtype = Some(&k.value),
                Some(other) => {
                    return err(
                        k.range,
                        format!("unknown keyword `{other}`: only `dtype=` is taken here"),
                    )
                }
                None => return err(k.range, "`**` unpacking is not supported"),
            }
        }
        if dtype.is_none() && positional.len() == values + 1 {
            dtype = positional.pop();
        }
        Ok(CallArgs { positional, dtype })
    }

    /// The positional values, `lo` to `hi` of them.
    fn positional(&self, name: &str, lo: usize, hi: usize, range: TextRange) -> Result<Vec<&'e Expr>> {
        let n = self.positional.len();
        if n < lo || n > hi {
            let want = if lo == hi {
                lo.to_string()
            } else {
                format!("{lo} to {hi}")
            };
            return err(
                range,
                format!("`{name}` takes {want} value(s) besides its dtype, got {n}"),
            );
        }
        Ok(self.positional.clone())
    }

    fn dtype_opt(&self) -> Result<Option<DType>> {
        self.dtype.map(dtype_name).transpose()
    }

    fn dtype(&self, default: DType) -> Result<DType> {
        Ok(self.dtype_opt()?.unwrap_or(default))
    }

    fn no_dtype(&self, name: &str) -> Result<()> {
        match self.dtype {
            Some(d) => err(d.range(), format!("`{name}` takes no dtype")),
            None => Ok(()),
        }
    }
}

/// A dtype written as an argument: `i32 i64 f32 f64 bool`, or Python's
/// `int` and `float` (NumPy's i64 and f64).
fn dtype_name(e: &Expr) -> Result<DType> {
    let name = match e {
        Expr::Name(n) => n.id.as_str(),
        _ => "",
    };
    Ok(match name {
        "i32" => DType::I32,
        "i64" | "int" => DType::I64,
        "f32" => DType::F32,
        "f64" | "float" => DType::F64,
        "bool" => DType::Bool,
        _ => return err(e.range(), "a dtype is one of i32, i64, f32, f64, bool (or int, float)"),
    })
}

fn fill_const(l: Lit, d: DType) -> Result<Const> {
    if d == DType::Bool {
        if let LitKind::Int(v) = l.kind {
            return Ok(Const::Bool(v != 0));
        }
    }
    match l.to_dtype(d)? {
        Some(c) => Ok(c),
        None => err(l.range, format!("{} cannot be {d}", l.kind.describe())),
    }
}

fn const_bits(c: Const) -> (DType, u64) {
    let bits = match c {
        Const::Bool(b) => u64::from(b),
        Const::I32(x) => x as u64,
        Const::I64(x) => x as u64,
        Const::F32(x) => u64::from(x.to_bits()),
        Const::F64(x) => x.to_bits(),
    };
    (c.dtype(), bits)
}

/// Walks a nested tuple/list display, recording its (rectangular) shape
/// and its leaves in row-major order.
fn nested_display<'e>(e: &'e Expr, depth: usize, shape: &mut Vec<usize>, leaves: &mut Vec<&'e Expr>) -> Result<()> {
    let items = match e {
        Expr::Tuple(t) => &t.elts,
        Expr::List(l) => &l.elts,
        leaf => {
            if depth < shape.len() {
                return err(leaf.range(), "the rows of array(...) must all have the same shape");
            }
            leaves.push(leaf);
            return Ok(());
        }
    };
    if depth >= MAX_RANK {
        return err(e.range(), format!("array() takes at most {MAX_RANK} levels of nesting"));
    }
    if items.is_empty() {
        return err(e.range(), "array() needs at least one element per row");
    }
    match shape.get(depth) {
        Some(&n) if n != items.len() => return err(e.range(), "the rows of array(...) must all have the same length"),
        Some(_) => {}
        None if depth == shape.len() && leaves.is_empty() => shape.push(items.len()),
        None => return err(e.range(), "the rows of array(...) must all have the same shape"),
    }
    for item in items {
        nested_display(item, depth + 1, shape, leaves)?;
    }
    Ok(())
}

/// The dtype NumPy gives an array of these elements when none is named,
/// where the compiler can be sure of it; otherwise an error asking for one.
fn infer_dtype(vals: &[Val], range: TextRange) -> Result<DType> {
    let typed: Vec<DType> = vals
        .iter()
        .filter_map(|v| match v {
            Val::Atom(_, t) => Some(t.dtype),
            _ => None,
        })
        .collect();
    let lits: Vec<LitKind> = vals
        .iter()
        .filter_map(|v| match v {
            Val::Lit(l) => Some(l.kind),
            _ => None,
        })
        .collect();
    let any_float = lits.iter().any(|k| matches!(k, LitKind::Float(_)));
    let all_bool = lits.iter().all(|k| matches!(k, LitKind::Bool(_)));
    let all_int = lits.iter().all(|k| matches!(k, LitKind::Int(_)));
    let d = match typed.first() {
        None if any_float => Some(DType::F64),
        None if all_bool => Some(DType::Bool),
        None if all_int => Some(DType::I64),
        Some(&d) if typed.iter().all(|t| *t == d) => match d {
            DType::F64 if lits.iter().all(|k| !matches!(k, LitKind::Bool(_))) => Some(d),
            DType::I64 if all_int => Some(d),
            DType::Bool if all_bool => Some(d),
            _ if lits.is_empty() => Some(d),
            _ => None,
        },
        _ => None,
    };
    match d {
        Some(d) => Ok(d),
        None => err(
            range,
            "say which dtype this array has: array(..., f64) (or i64, f32, i32, bool)",
        ),
    }
}

/// The multi-index of element `k` (row-major) of a tensor of `shape`.
fn unravel(mut k: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for (i, n) in shape.iter().enumerate().rev() {
        idx[i] = k % n;
        k /= n;
    }
    idx
}
