//! Type and shape rules of the primitives.
//!
//! Numeric promotion follows what the same program does in CPython with the
//! `autobatch` module (NumPy 2 scalars, Python ints and floats): integers
//! meet at i64, an integer meets a float at the float, `bool` arithmetic is
//! integer arithmetic. f32 and f64 never mix silently: CPython would give
//! different answers depending on whether the f64 is a Python float or a
//! NumPy one, so the program must say which it means with a cast.
//! Literals are weak (they take the other operand's type); the frontend
//! converts them before asking these rules.

use super::Prim;
use autobatch_runtime::{DType, Type};

/// The dtype two operands of an arithmetic or comparison primitive meet at.
pub fn promote(a: DType, b: DType) -> Result<DType, String> {
    use DType::*;
    Ok(match (a, b) {
        _ if a == b => a,
        (Bool, x) | (x, Bool) => x,
        (I32, I64) | (I64, I32) => I64,
        (I32 | I64, f) | (f, I32 | I64) => f,
        _ => {
            return Err(format!(
                "cannot mix {a} and {b}: convert one side with f32(...) or f64(...)"
            ))
        }
    })
}

/// The shape of an elementwise result: equal shapes, or a scalar against
/// a tensor.
fn broadcast(a: &[usize], b: &[usize]) -> Result<Vec<usize>, String> {
    if a == b || b.is_empty() {
        Ok(a.to_vec())
    } else if a.is_empty() {
        Ok(b.to_vec())
    } else {
        Err(format!(
            "shape mismatch: {a:?} and {b:?} (elementwise operands need equal shapes, or one scalar)"
        ))
    }
}

fn numeric(d: DType, what: &str) -> Result<(), String> {
    if d == DType::Bool {
        Err(format!("{what} needs numbers, got bool"))
    } else {
        Ok(())
    }
}

/// Integer arithmetic on bools happens in i64, as `True + True == 2`.
fn arith_dtype(d: DType) -> DType {
    if d == DType::Bool {
        DType::I64
    } else {
        d
    }
}

/// The result type of `prim` applied to operands of types `args`, or a
/// one-line explanation of why the operands do not fit.
pub fn result_type(prim: Prim, args: &[Type]) -> Result<Type, String> {
    if args.len() != prim.arity() {
        return Err(format!(
            "{} takes {} operand(s), got {}",
            prim.name(),
            prim.arity(),
            args.len()
        ));
    }
    use Prim::*;
    let elementwise2 = |args: &[Type]| -> Result<(DType, Vec<usize>), String> {
        Ok((
            promote(args[0].dtype, args[1].dtype)?,
            broadcast(&args[0].shape, &args[1].shape)?,
        ))
    };
    match prim {
        Copy | StopGradient | ZerosLike => Ok(args[0].clone()),
        Add | Sub | Mul | FloorDiv | Mod | Min | Max => {
            let (d, shape) = elementwise2(args)?;
            Ok(Type::tensor(arith_dtype(d), shape))
        }
        Div => {
            let (d, shape) = elementwise2(args)?;
            let d = if d.is_float() { d } else { DType::F64 };
            Ok(Type::tensor(d, shape))
        }
        Pow | Shl | Shr => {
            let (d, shape) = elementwise2(args)?;
            if prim != Pow && d.is_float() {
                return Err(format!(
                    "{} needs integers, got {} and {}",
                    prim.name(),
                    args[0],
                    args[1]
                ));
            }
            Ok(Type::tensor(arith_dtype(d), shape))
        }
        BitAnd | BitOr | BitXor => {
            let (d, shape) = elementwise2(args)?;
            if d.is_float() {
                return Err(format!(
                    "{} needs integers or bools, got {} and {}",
                    prim.name(),
                    args[0],
                    args[1]
                ));
            }
            Ok(Type::tensor(d, shape))
        }
        Invert => match args[0].dtype {
            d if d.is_int() => Ok(args[0].clone()),
            DType::Bool => {
                Err("`~` on a bool gives -2 or -1 in Python (and `not` on NumPy bools): write `not x`".into())
            }
            _ => Err(format!("`~` needs an integer, got {}", args[0])),
        },
        Round => {
            numeric(args[0].dtype, "round")?;
            Ok(args[0].clone())
        }
        RangeStep => {
            if args[0] != Type::scalar(DType::I64) {
                return Err(format!("a range step is an i64, got {}", args[0]));
            }
            Ok(args[0].clone())
        }
        RoundInt => {
            if !args[0].is_scalar() {
                return Err(format!("round to an integer takes a scalar, got {}", args[0]));
            }
            Ok(Type::scalar(DType::I64))
        }
        Neg | Abs => Ok(args[0].with_dtype(arith_dtype(args[0].dtype))),
        Eq | Ne | Lt | Le | Gt | Ge => {
            let (_, shape) = elementwise2(args)?;
            Ok(Type::tensor(DType::Bool, shape))
        }
        And | Or => {
            if args[0].dtype != DType::Bool || args[1].dtype != DType::Bool {
                return Err(format!(
                    "`and`/`or` need bool operands, got {} and {}",
                    args[0], args[1]
                ));
            }
            let shape = broadcast(&args[0].shape, &args[1].shape)?;
            Ok(Type::tensor(DType::Bool, shape))
        }
        Full(shape) => {
            if !args[0].is_scalar() {
                return Err(format!("full's fill value must be a scalar, got {}", args[0]));
            }
            Ok(Type::tensor(args[0].dtype, shape.dims()))
        }
        Arange(n) => {
            if !(args[0].dtype.is_int() && args[1].dtype.is_int() && args[0].is_scalar() && args[1].is_scalar()) {
                return Err(format!("arange takes integers, got {} and {}", args[0], args[1]));
            }
            Ok(Type::tensor(DType::I64, vec![n as usize]))
        }
        SetIndex(k) => set_index_type(usize::from(k), args),
        Slice(s) => {
            let shape = s.result_shape(&args[0].shape)?;
            integer_indices(&args[1..])?;
            Ok(Type::tensor(args[0].dtype, shape))
        }
        SetSlice(s) => {
            let a = &args[0];
            let place = Type::tensor(a.dtype, s.result_shape(&a.shape)?);
            integer_indices(&args[1..args.len() - 1])?;
            let v = &args[args.len() - 1];
            if v.dtype != a.dtype || !(v.is_scalar() || v.shape == place.shape) {
                return Err(format!("cannot write {v} into the slice {place} of {a}"));
            }
            Ok(a.clone())
        }
        Assert | RaiseIf(_) => {
            if args[0] != Type::scalar(DType::Bool) {
                return Err(format!("{prim} needs a scalar bool, got {}", args[0]));
            }
            Ok(args[0].clone())
        }
        Not => {
            if args[0].dtype != DType::Bool {
                return Err(format!("`not` needs a bool operand, got {}", args[0]));
            }
            Ok(args[0].clone())
        }
        Where => {
            if args[0].dtype != DType::Bool {
                return Err(format!("where's condition must be bool, got {}", args[0]));
            }
            let (d, shape) = elementwise2(&args[1..])?;
            let shape = broadcast(&args[0].shape, &shape)?;
            Ok(Type::tensor(d, shape))
        }
        Cast(d) => Ok(args[0].with_dtype(d)),
        Sqrt | crate::library_functions!() => {
            numeric(args[0].dtype, prim.name().as_str())?;
            let d = if args[0].dtype.is_float() {
                args[0].dtype
            } else {
                DType::F64
            };
            Ok(args[0].with_dtype(d))
        }
        Floor | Ceil | Trunc => Ok(args[0].clone()),
        Sign => {
            numeric(args[0].dtype, "sign")?;
            Ok(args[0].clone())
        }
        IsNan | IsInf | IsFinite => Ok(args[0].with_dtype(DType::Bool)),
        Copysign | Atan2 | Hypot => {
            let (d, shape) = elementwise2(args)?;
            numeric(d, prim.name().as_str())?;
            Ok(Type::tensor(if d.is_float() { d } else { DType::F64 }, shape))
        }
        Sum | Sum8 => {
            if args[0].is_scalar() {
                return Err(format!("{} needs a tensor, got {}", prim.name(), args[0]));
            }
            Ok(Type::scalar(arith_dtype(args[0].dtype)))
        }
        ReduceMin | ReduceMax | ArgMin | ArgMax | CumSum | Prod => {
            if args[0].is_scalar() {
                return Err(format!("{} needs a tensor, got {}", prim.name(), args[0]));
            }
            let d = args[0].dtype;
            Ok(match prim {
                ReduceMin | ReduceMax => Type::scalar(d),
                Prod => Type::scalar(arith_dtype(d)),
                ArgMin | ArgMax => Type::scalar(DType::I64),
                _ => Type::tensor(if d.is_float() { d } else { DType::I64 }, vec![args[0].num_elements()]),
            })
        }
        Dot | Dot8 => {
            let (a, b) = (&args[0], &args[1]);
            if a.shape.len() != 1 || a.shape != b.shape {
                return Err(format!(
                    "{} needs two vectors of one length, got {a} and {b}",
                    prim.name()
                ));
            }
            Ok(Type::scalar(arith_dtype(promote(a.dtype, b.dtype)?)))
        }
        MatMul => matmul_type(&args[0], &args[1]),
        Transpose => match args[0].shape.as_slice() {
            [m, n] => Ok(Type::tensor(args[0].dtype, vec![*n, *m])),
            _ => Err(format!("transpose needs a matrix, got {}", args[0])),
        },
        CholeskyDecompose | MdivideLeftTriLow | MdivideRightTriLow => triangular_type(prim, args),
        Outer => match (args[0].shape.as_slice(), args[1].shape.as_slice()) {
            ([m], [n]) => Ok(Type::tensor(
                arith_dtype(promote(args[0].dtype, args[1].dtype)?),
                vec![*m, *n],
            )),
            _ => Err(format!("outer needs two vectors, got {} and {}", args[0], args[1])),
        },
        Split => {
            key_dtype(&args[0], "split's key")?;
            key_dtype(&args[1], "split's counter")?;
            Ok(Type::tensor(DType::I64, broadcast(&args[0].shape, &args[1].shape)?))
        }
        Uniform | Normal => {
            key_dtype(&args[0], &format!("{}'s key", prim.name()))?;
            Ok(args[0].with_dtype(DType::F64))
        }
        UniformLike | NormalLike => {
            let name = prim.name();
            key_dtype(&args[0], &format!("{name}'s key"))?;
            if !args[0].is_scalar() {
                return Err(format!("{name}'s key must be a scalar, got {}", args[0]));
            }
            if !args[1].dtype.is_float() {
                return Err(format!(
                    "{name} gives a value of its second operand's type, which must be float, got {}",
                    args[1]
                ));
            }
            Ok(args[1].clone())
        }
        Index => {
            if args[0].is_scalar() {
                return Err(format!("cannot index a scalar of type {}", args[0]));
            }
            if !args[1].dtype.is_int() || !args[1].is_scalar() {
                return Err(format!("an index must be an integer scalar, got {}", args[1]));
            }
            Ok(Type::tensor(args[0].dtype, args[0].shape[1..].to_vec()))
        }
    }
}

/// `a[i1, ..., ik] = v`: integer scalar indices, and a value of `a`'s
/// dtype that is a scalar or has the shape of the sub-tensor written.
fn set_index_type(k: usize, args: &[Type]) -> Result<Type, String> {
    let a = &args[0];
    if k == 0 || k > a.shape.len() {
        return Err(format!("cannot write {k} index(es) into {a}"));
    }
    if let Some(bad) = args[1..=k].iter().find(|i| !i.dtype.is_int() || !i.is_scalar()) {
        return Err(format!("an index must be an integer scalar, got {bad}"));
    }
    let v = &args[k + 1];
    let place = Type::tensor(a.dtype, a.shape[k..].to_vec());
    if v.dtype != a.dtype || !(v.is_scalar() || v.shape == place.shape) {
        return Err(format!(
            "cannot write {v} into {place} of {a}: convert with {}(...)",
            a.dtype
        ));
    }
    Ok(a.clone())
}

fn integer_indices(indices: &[Type]) -> Result<(), String> {
    match indices.iter().find(|i| !i.dtype.is_int() || !i.is_scalar()) {
        Some(bad) => Err(format!("an index must be an integer scalar, got {bad}")),
        None => Ok(()),
    }
}

/// Keys and counters are integers (i32 converts to i64); a bool or a
/// float is more likely a mistake than a key.
fn key_dtype(t: &Type, what: &str) -> Result<(), String> {
    if t.dtype.is_int() {
        Ok(())
    } else {
        Err(format!("{what} must be an integer (i64), got {t}"))
    }
}

/// `cholesky_decompose(A)`: a square float matrix, of its type;
/// `mdivide_left_tri_low(L, b)`: a square `L` and a vector or a matrix `b`
/// of as many rows; `mdivide_right_tri_low(b, L)`: `b` a vector or a
/// matrix of as many columns; both of `b`'s type. Floats only, of one
/// type (the operations are divisions and square roots).
fn triangular_type(prim: Prim, args: &[Type]) -> Result<Type, String> {
    let name = prim.name();
    let (l, b) = match prim {
        Prim::MdivideRightTriLow => (&args[1], Some(&args[0])),
        Prim::MdivideLeftTriLow => (&args[0], Some(&args[1])),
        _ => (&args[0], None),
    };
    let n = match l.shape.as_slice() {
        [n, m] if n == m && l.dtype.is_float() => *n,
        _ => return Err(format!("{name} needs a square float matrix, got {l}")),
    };
    let Some(b) = b else {
        return Ok(l.clone());
    };
    if b.dtype != l.dtype {
        return Err(format!(
            "{name} needs operands of one float type, got {l} and {b}: convert with f64(...) or f32(...)"
        ));
    }
    let fits = match (prim, b.shape.as_slice()) {
        (_, [k]) => *k == n,
        (Prim::MdivideLeftTriLow, [k, _]) => *k == n,
        (_, [_, k]) => *k == n,
        _ => false,
    };
    if !fits {
        return Err(format!("{name}: shapes do not fit: {l} and {b}"));
    }
    Ok(b.clone())
}

fn matmul_type(a: &Type, b: &Type) -> Result<Type, String> {
    let d = arith_dtype(promote(a.dtype, b.dtype)?);
    let mismatch = || Err(format!("matmul shapes do not fit: {a} @ {b}"));
    let shape = match (a.shape.as_slice(), b.shape.as_slice()) {
        ([n], [m]) if n == m => vec![],
        ([m, n], [k]) if n == k => vec![*m],
        ([n], [k, p]) if n == k => vec![*p],
        ([m, n], [k, p]) if n == k => vec![*m, *p],
        _ => return mismatch(),
    };
    Ok(Type::tensor(d, shape))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(d: DType) -> Type {
        Type::scalar(d)
    }

    #[test]
    fn promotion_follows_python() {
        assert_eq!(
            result_type(Prim::Add, &[s(DType::I64), s(DType::F64)]).unwrap(),
            s(DType::F64)
        );
        assert_eq!(
            result_type(Prim::Div, &[s(DType::I64), s(DType::I64)]).unwrap(),
            s(DType::F64)
        );
        assert_eq!(
            result_type(Prim::Add, &[s(DType::Bool), s(DType::Bool)]).unwrap(),
            s(DType::I64)
        );
        assert!(result_type(Prim::Add, &[s(DType::F32), s(DType::F64)]).is_err());
    }

    #[test]
    fn matmul_shapes() {
        let m = Type::tensor(DType::F64, vec![3, 4]);
        let v = Type::tensor(DType::F64, vec![4]);
        assert_eq!(
            result_type(Prim::MatMul, &[m.clone(), v.clone()]).unwrap().shape,
            vec![3]
        );
        assert!(result_type(Prim::MatMul, &[v, m]).is_err());
    }

    #[test]
    fn triangular_shapes() {
        let m = |d, r, c| Type::tensor(d, vec![r, c]);
        let v = |d, n| Type::tensor(d, vec![n]);
        let (f, g) = (DType::F64, DType::F32);
        let chol = |a: Type| result_type(Prim::CholeskyDecompose, &[a]);
        assert_eq!(chol(m(g, 3, 3)).unwrap(), m(g, 3, 3));
        assert!(chol(m(f, 2, 3)).is_err() && chol(m(DType::I64, 3, 3)).is_err());
        let left = |l: Type, b: Type| result_type(Prim::MdivideLeftTriLow, &[l, b]);
        assert_eq!(left(m(f, 3, 3), v(f, 3)).unwrap(), v(f, 3));
        assert_eq!(left(m(f, 3, 3), m(f, 3, 2)).unwrap(), m(f, 3, 2));
        assert!(left(m(f, 3, 3), m(f, 2, 3)).is_err() && left(m(f, 3, 3), v(g, 3)).is_err());
        let right = |b: Type, l: Type| result_type(Prim::MdivideRightTriLow, &[b, l]);
        assert_eq!(right(m(f, 2, 3), m(f, 3, 3)).unwrap(), m(f, 2, 3));
        assert_eq!(right(v(g, 3), m(g, 3, 3)).unwrap(), v(g, 3));
        assert!(right(m(f, 3, 2), m(f, 3, 3)).is_err());
    }

    #[test]
    fn random_keys_are_integers_and_like_takes_floats() {
        let (k, f) = (s(DType::I64), s(DType::F64));
        let v32 = Type::tensor(DType::F32, vec![4]);
        let keys = Type::tensor(DType::I64, vec![3]);
        assert_eq!(result_type(Prim::Split, &[k.clone(), s(DType::I32)]).unwrap(), k);
        assert_eq!(result_type(Prim::Split, &[k.clone(), keys.clone()]).unwrap(), keys);
        assert_eq!(result_type(Prim::Normal, std::slice::from_ref(&k)).unwrap(), f);
        assert_eq!(
            result_type(Prim::Uniform, std::slice::from_ref(&keys)).unwrap(),
            Type::tensor(DType::F64, vec![3])
        );
        assert_eq!(result_type(Prim::NormalLike, &[k.clone(), v32.clone()]).unwrap(), v32);
        assert!(result_type(Prim::Uniform, std::slice::from_ref(&f)).is_err());
        assert!(result_type(Prim::Split, &[s(DType::Bool), k.clone()]).is_err());
        assert!(result_type(Prim::NormalLike, &[keys, v32]).is_err());
        assert!(result_type(Prim::UniformLike, &[k.clone(), k]).is_err());
    }
}
