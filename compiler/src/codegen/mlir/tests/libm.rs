//! Accuracy of our transcendental functions against Rust's (glibc's),
//! measured in units in the last place over random and special inputs.

use super::harness::compile;
use crate::mlir::libm::{Lib, LibFn};
use autobatch_runtime::abi::Memref;
use rand::{Rng, SeedableRng};

/// A module exporting `@t(%x, %y, %out)`: `out[i] = f(x[i], y[i])`, on
/// `f`'s float type.
pub(super) fn wrapper(f: LibFn) -> String {
    let mut lib = Lib::default();
    lib.require(f);
    let binary = matches!(
        f,
        LibFn::Pow | LibFn::Fmod | LibFn::Atan2 | LibFn::Atan2F32 | LibFn::Hypot
    );
    let t = f.ty();
    let args = if binary { "%a, %b" } else { "%a" };
    let tys = if binary { format!("{t}, {t}") } else { t.to_string() };
    format!(
        r#"module {{
  func.func @t_entry(%x: memref<?x{t}>, %y: memref<?x{t}>, %out: memref<?x{t}>) attributes {{llvm.emit_c_interface}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %x, %c0 : memref<?x{t}>
    scf.for %i = %c0 to %n step %c1 {{
      %a = memref.load %x[%i] : memref<?x{t}>
      %b = memref.load %y[%i] : memref<?x{t}>
      %r = func.call @{}({args}) : ({tys}) -> {t}
      memref.store %r, %out[%i] : memref<?x{t}>
    }}
    return
  }}
{}}}
"#,
        f.symbol(),
        lib.definitions()
    )
}

pub(super) type Kernel<T> = unsafe extern "C" fn(*mut Memref<T>, *mut Memref<T>, *mut Memref<T>);

/// Distance in ulps (0 for two NaNs, huge for NaN against a number or
/// for zeros of different signs).
pub(super) fn ulps(a: f64, b: f64) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() { 0 } else { u64::MAX };
    }
    if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        return u64::MAX;
    }
    let key = |x: f64| {
        // Negative numbers below the positive ones, -0.0 just below 0.0.
        let bits = x.to_bits() as i64;
        if bits < 0 {
            -(bits & i64::MAX) - 1
        } else {
            bits
        }
    };
    key(a).abs_diff(key(b))
}

pub(super) fn special() -> Vec<f64> {
    let mut v = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2.0,
        3.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    v.extend([
        f64::MIN_POSITIVE,
        5e-324,
        -5e-324,
        f64::MAX,
        f64::MIN,
        1e-300,
        1e300,
        709.78,
        709.79,
        -745.1,
        -745.2,
    ]);
    v.extend([
        0.34657359, 1.0397207, 1.0397215, 22.0, 1e-10, -1e-10, 0.7, 1.4, 38.9, -38.9, 1e6, 1.7e6, 1e22, 1e300,
    ]);
    v.extend([
        std::f64::consts::PI,
        std::f64::consts::FRAC_PI_2,
        std::f64::consts::FRAC_PI_4,
        std::f64::consts::TAU,
    ]);
    v
}

/// Random inputs: uniform on several scales, both signs.
pub(super) fn random(n: usize, seed: u64) -> Vec<f64> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..n)
        .map(|i| {
            let scale = [1e-8, 0.01, 1.0, 3.0, 30.0, 700.0, 1e5, 1e15, 1e300][i % 9];
            let x: f64 = rng.random_range(-1.0..1.0) * scale;
            x
        })
        .collect()
}

/// Max ulp error of `f` (ours) against `reference` over `xs` (and `ys`).
pub(super) fn max_error(f: LibFn, xs: &[f64], ys: &[f64], reference: impl Fn(f64, f64) -> f64) -> (u64, f64, f64) {
    let library = compile(&wrapper(f), "t");
    let mut x = xs.to_vec();
    let mut y = ys.to_vec();
    let mut out = vec![0.0; x.len()];
    let (mut mx, mut my, mut mo) = (Memref::of(&mut x), Memref::of(&mut y), Memref::of(&mut out));
    // SAFETY: `t_entry` has this C signature and reads/writes len elements.
    unsafe {
        let k: libloading::Symbol<Kernel<f64>> = library.lib.get(b"_mlir_ciface_t_entry").expect("symbol");
        k(&mut mx, &mut my, &mut mo);
    }
    let mut worst = (0, 0.0, 0.0);
    for ((a, b), got) in xs.iter().zip(ys).zip(&out) {
        let want = reference(*a, *b);
        let e = ulps(*got, want);
        if e > worst.0 {
            worst = (e, *a, *b);
        }
    }
    worst
}

pub(super) fn check_unary(f: LibFn, reference: fn(f64) -> f64, bound: u64) {
    let mut xs = special();
    xs.extend(random(200_000, f as u64));
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(f, &xs, &ys, |a, _| reference(a));
    eprintln!("{f:?}: max error {e} ulp at {x:e}");
    assert!(e <= bound, "{f:?}: {e} ulp at x = {x:e} (bits {:#x})", x.to_bits());
}

#[test]
fn exp_is_within_one_ulp() {
    check_unary(LibFn::Exp, f64::exp, 1);
}

/// The `exp` that the functions reproducing glibc's roundings call
/// (`libm::glibc_exp`) is glibc's bit for bit: a wrong table entry would
/// be 1 ulp off for a 128th of the arguments. (glibc's x86-64 `exp` with
/// FMA, the one every machine since 2013 runs.)
#[test]
fn exp_glibc_is_glibcs_exp() {
    let mut xs = special();
    xs.extend(random(200_000, 61));
    let mut rng = rand::rngs::StdRng::seed_from_u64(62);
    xs.extend((0..100_000).map(|_| rng.random_range(-760.0..720.0)));
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::ExpGlibc, &xs, &ys, |a, _| a.exp());
    assert_eq!(e, 0, "{e} ulp at {x:e}");
}

/// Likewise the `log` they call (`libm::glibc_log`): a wrong table entry
/// would be off for a 128th of the arguments.
#[test]
fn log_glibc_is_glibcs_log() {
    let mut xs = special();
    xs.extend(random(200_000, 63).into_iter().map(f64::abs));
    let mut rng = rand::rngs::StdRng::seed_from_u64(64);
    xs.extend((0..100_000).map(|_| rng.random_range(0.5..2.0)));
    xs.extend((0..100_000).map(|_| rng.random_range(0.9..1.1)));
    xs.extend((0..20_000).map(|_| rng.random_range(0.0..1e-308)));
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::LogGlibc, &xs, &ys, |a, _| a.ln());
    assert_eq!(e, 0, "{e} ulp at {x:e}");
}

#[test]
fn log_is_within_one_ulp() {
    let mut xs = special();
    xs.extend(random(200_000, 7).into_iter().map(f64::abs));
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::Log, &xs, &ys, |a, _| a.ln());
    eprintln!("log: max error {e} ulp at {x:e}");
    assert!(e <= 1, "log: {e} ulp at {x:e}");
}

#[test]
fn log1p_is_within_one_ulp() {
    check_unary(LibFn::Log1p, f64::ln_1p, 1);
}

#[test]
fn expm1_is_within_one_ulp() {
    check_unary(LibFn::Expm1, f64::exp_m1, 1);
}

#[test]
fn sin_cos_are_within_one_ulp() {
    check_unary(LibFn::Sin, f64::sin, 1);
    check_unary(LibFn::Cos, f64::cos, 1);
}

#[test]
fn tanh_is_within_two_ulp() {
    check_unary(LibFn::Tanh, f64::tanh, 2);
}

/// Every pair of special arguments, as the two argument columns.
pub(super) fn special_pairs() -> (Vec<f64>, Vec<f64>) {
    let sp = special();
    let xs = sp.iter().flat_map(|a| std::iter::repeat_n(*a, sp.len())).collect();
    let ys = sp.iter().flat_map(|_| sp.iter().copied()).collect();
    (xs, ys)
}

#[test]
fn pow_is_within_one_ulp() {
    let (mut xs, mut ys) = special_pairs();
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    for _ in 0..200_000 {
        let x: f64 = rng.random_range(0.0..4.0f64).powi(4) * if rng.random_bool(0.1) { -1.0 } else { 1.0 };
        let y: f64 = if rng.random_bool(0.2) {
            f64::from(rng.random_range(-40i32..40))
        } else {
            rng.random_range(-60.0..60.0)
        };
        xs.push(x);
        ys.push(y);
    }
    let (e, x, y) = max_error(LibFn::Pow, &xs, &ys, f64::powf);
    eprintln!("pow: max error {e} ulp at ({x:e}, {y:e})");
    assert!(e <= 1, "pow: {e} ulp at ({x:e}, {y:e})");
}

#[test]
fn fmod_is_exact() {
    let (mut xs, mut ys) = special_pairs();
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let wide = |r: &mut rand::rngs::StdRng| r.random_range(-1.0..1.0f64) * 2f64.powi(r.random_range(-1074..1024));
    for _ in 0..100_000 {
        xs.push(wide(&mut rng));
        ys.push(wide(&mut rng));
    }
    let (e, x, y) = max_error(LibFn::Fmod, &xs, &ys, |a, b| a % b);
    assert_eq!(e, 0, "fmod differs at ({x:e}, {y:e})");
}

/// Distance in ulps between two f32s, as `ulps`.
pub(super) fn ulps32(a: f32, b: f32) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() { 0 } else { u64::MAX };
    }
    if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        return u64::MAX;
    }
    let key = |x: f32| {
        let bits = i64::from(x.to_bits() as i32);
        if bits < 0 {
            -(bits & i64::from(i32::MAX)) - 1
        } else {
            bits
        }
    };
    key(a).abs_diff(key(b))
}

/// f32 specials: the f64 ones rounded, the f32 limits and the thresholds
/// of `exp` and `log1p` with their neighbours.
pub(super) fn special32() -> Vec<f32> {
    let mut v: Vec<f32> = special().into_iter().map(|x| x as f32).collect();
    v.extend([
        f32::MIN_POSITIVE,
        f32::from_bits(1),
        -f32::from_bits(1),
        f32::MAX,
        f32::MIN,
        f32::EPSILON,
        -f32::EPSILON / 2.0,
        -0.999_999_94,
        -0.292_9,
        0.414_2,
    ]);
    // Around exp's overflow (88.7228) and underflow (-103.97) thresholds,
    // the reduction's bounds (0.5 ln2, 1.5 ln2) and log1p's (1 + x near
    // sqrt(2) and sqrt(2) / 2, the 2^-24 cutoff).
    for b in [
        0x42b1_7218u32,
        0xc2cf_f1b5,
        0xc2ae_ac50,
        0x3eb1_7218,
        0x3f85_1592,
        0xbeb1_7218,
        0xbf85_1592,
        0x3ed4_13d0,
        0xbe95_f619,
        0x3380_0000,
        0xb380_0000,
        0x3900_0000,
    ] {
        for d in -3i32..=3 {
            v.push(f32::from_bits(b.wrapping_add_signed(d)));
        }
    }
    v
}

/// Random f32 inputs: uniform on `scales`, both signs, and a quarter
/// random bit patterns (every exponent, NaNs and infinities included).
pub(super) fn random32(n: usize, seed: u64, scales: &[f32]) -> Vec<f32> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..n)
        .map(|i| {
            if i % 4 == 3 {
                f32::from_bits(rng.random())
            } else {
                rng.random_range(-1.0..1.0f32) * scales[i % scales.len()]
            }
        })
        .collect()
}
