//! Accuracy of the functions added to the library after the first ones
//! (`libm.rs`): log2, log10, atan, atan2, hypot, tan, asin, acos, the
//! hyperbolic functions, erf and erfc, against the C library's (glibc's),
//! in ulps over dense and special inputs; and every function without a
//! native f32 version on f32 arguments (through f64, rounded once more).

use super::harness::compile;
use super::libm::{
    check_unary, max_error, random, random32, special, special32, special_pairs, ulps32, wrapper, Kernel,
};
use crate::mlir::libm::LibFn;
use crate::prim::CMath;
use autobatch_runtime::abi::Memref;
use rand::{Rng, SeedableRng};

#[test]
fn log2_log10_are_within_one_ulp() {
    let mut xs = special();
    xs.extend(random(200_000, 8).into_iter().map(f64::abs));
    // Near 1, powers of 2 and of 10, and subnormals.
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    for i in 0..50_000 {
        xs.push(1.0 + rng.random_range(-1e-3..1e-3));
        xs.push(2f64.powi(i % 2000 - 1000));
        xs.push(10f64.powi(i % 600 - 300));
        xs.push(rng.random_range(0.0..1.0) * 1e-310);
    }
    let ys = vec![0.0; xs.len()];
    // glibc's log10 is itself up to 2 ulp off; ours computes its formula
    // on its own log (`libm::log2`).
    for (f, reference) in [(LibFn::Log2, f64::log2 as fn(f64) -> f64), (LibFn::Log10, f64::log10)] {
        let (e, x, _) = max_error(f, &xs, &ys, |a, _| reference(a));
        eprintln!("{f:?}: max error {e} ulp at {x:e}");
        assert!(e <= 1, "{f:?}: {e} ulp at {x:e}");
    }
}

#[test]
fn atan_is_within_one_ulp() {
    check_unary(LibFn::Atan, f64::atan, 1);
    // Around the reduction's interval bounds (7/16, 11/16, 19/16, 39/16),
    // 2^-27 and 2^66.
    let mut xs = Vec::new();
    for b in [
        0x3fdc_0000_0000_0000u64,
        0x3fe6_0000_0000_0000,
        0x3ff3_0000_0000_0000,
        0x4003_8000_0000_0000,
        0x3e40_0000_0000_0000,
        0x4410_0000_0000_0000,
    ] {
        for d in -3i64..=3 {
            let x = f64::from_bits(b.wrapping_add_signed(d));
            xs.extend([x, -x]);
        }
    }
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::Atan, &xs, &ys, |a, _| a.atan());
    assert!(e <= 1, "atan: {e} ulp at {x:e}");
}

/// Random pairs on matched and mismatched scales, both signs, and pairs of
/// nearly equal magnitude.
fn random_pairs(n: usize, seed: u64) -> (Vec<f64>, Vec<f64>) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let scales = [1e-300, 1e-20, 1e-5, 1.0, 3.0, 1e5, 1e20, 1e300];
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for i in 0..n {
        let x: f64 = rng.random_range(-1.0..1.0) * scales[i % scales.len()];
        let y: f64 = if i % 5 == 0 {
            x * rng.random_range(0.5..2.0) * if rng.random_bool(0.5) { -1.0 } else { 1.0 }
        } else {
            rng.random_range(-1.0..1.0) * scales[(i / scales.len()) % scales.len()]
        };
        xs.push(x);
        ys.push(y);
    }
    (xs, ys)
}

fn check_binary(f: LibFn, reference: fn(f64, f64) -> f64, seed: u64) {
    let (mut xs, mut ys) = special_pairs();
    let (rx, ry) = random_pairs(200_000, seed);
    xs.extend(rx);
    ys.extend(ry);
    let (e, x, y) = max_error(f, &xs, &ys, reference);
    eprintln!("{f:?}: max error {e} ulp at ({x:e}, {y:e})");
    assert!(e <= 1, "{f:?}: {e} ulp at ({x:e}, {y:e})");
}

#[test]
fn atan2_is_within_one_ulp() {
    check_binary(LibFn::Atan2, f64::atan2, 11);
}

#[test]
fn hypot_is_within_one_ulp() {
    check_binary(LibFn::Hypot, f64::hypot, 12);
}

/// f32 arguments through an f64 function and rounded back (what
/// `Lib::call_typed` does for functions without a native f32 version),
/// against the C library's f32 function.
fn check_through_f64(f: LibFn, reference: fn(f32, f32) -> f32, binary: bool, bound: u64) {
    let mut xs = special32();
    xs.extend(random32(
        100_000,
        f as u64 + 100,
        &[1e-30, 1e-5, 0.5, 1.0, 3.0, 100.0, 1e10, 1e30],
    ));
    let ys: Vec<f32> = if binary {
        let mut ys = random32(
            xs.len(),
            f as u64 + 200,
            &[1e-30, 1e-5, 0.5, 1.0, 3.0, 100.0, 1e10, 1e30],
        );
        let sp = special32();
        ys[..sp.len()].copy_from_slice(&sp);
        ys.rotate_left(3);
        ys
    } else {
        vec![0.0; xs.len()]
    };
    let wide_x: Vec<f64> = xs.iter().map(|&a| f64::from(a)).collect();
    let wide_y: Vec<f64> = ys.iter().map(|&a| f64::from(a)).collect();
    let library = compile(&wrapper(f), "t");
    let (mut x, mut y) = (wide_x.clone(), wide_y.clone());
    let mut out = vec![0.0; x.len()];
    let (mut mx, mut my, mut mo) = (Memref::of(&mut x), Memref::of(&mut y), Memref::of(&mut out));
    // SAFETY: `t_entry` has this C signature and reads/writes len elements.
    unsafe {
        let k: libloading::Symbol<Kernel<f64>> = library.lib.get(b"_mlir_ciface_t_entry").expect("symbol");
        k(&mut mx, &mut my, &mut mo);
    }
    let mut worst = (0, 0.0f32, 0.0f32);
    for ((a, b), got) in xs.iter().zip(&ys).zip(&out) {
        let e = ulps32(*got as f32, reference(*a, *b));
        if e > worst.0 {
            worst = (e, *a, *b);
        }
    }
    eprintln!(
        "{f:?} on f32: max error {} ulp at ({:e}, {:e})",
        worst.0, worst.1, worst.2
    );
    assert!(
        worst.0 <= bound,
        "{f:?} on f32: {} ulp at ({:e}, {:e})",
        worst.0,
        worst.1,
        worst.2
    );
}

#[test]
fn tan_is_within_one_ulp() {
    check_unary(LibFn::Tan, f64::tan, 1);
}

#[test]
fn asin_acos_are_within_one_ulp() {
    let mut xs = special();
    let mut rng = rand::rngs::StdRng::seed_from_u64(21);
    // Dense in [-1, 1], near +-1 and near the bounds 0.5 and 0.975.
    for i in 0..200_000 {
        let x: f64 = match i % 4 {
            0 => rng.random_range(-1.0..=1.0),
            1 => 1.0 - rng.random_range(0.0..1e-6f64),
            2 => rng.random_range(0.45..0.55),
            _ => rng.random_range(0.97..0.98),
        };
        xs.push(if rng.random_bool(0.5) { -x } else { x });
    }
    xs.extend([
        0.5,
        -0.5,
        0.975,
        2f64.powi(-26),
        2f64.powi(-57),
        1.0 + f64::EPSILON,
        -1.0 - f64::EPSILON,
    ]);
    let ys = vec![0.0; xs.len()];
    for (f, reference) in [(LibFn::Asin, f64::asin as fn(f64) -> f64), (LibFn::Acos, f64::acos)] {
        let (e, x, _) = max_error(f, &xs, &ys, |a, _| reference(a));
        eprintln!("{f:?}: max error {e} ulp at {x:e}");
        assert!(e <= 1, "{f:?}: {e} ulp at {x:e}");
    }
}

/// The hyperbolic functions against the C library's (called by name, as
/// `prim::eval` does: Rust's own asinh, acosh and atanh are not glibc's).
/// sinh and cosh compute glibc's formulas on glibc's expm1 and exp
/// reproduced bit for bit (`libm::hyperbolic`): an expm1 or exp merely
/// within 1 ulp of glibc's would put them 2 ulp away.
fn c_hyperbolic(name: &str) -> fn(f64) -> f64 {
    match name {
        "sinh" => f64::c_sinh,
        "cosh" => f64::c_cosh,
        "asinh" => f64::c_asinh,
        "acosh" => f64::c_acosh,
        _ => f64::c_atanh,
    }
}

#[test]
fn hyperbolic_functions_are_within_one_ulp() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(31);
    let mut xs = special();
    xs.extend(random(200_000, 32));
    // Dense near the interval bounds: ln 2, 1, 2, 0.5, 2^26, 710, 1.
    for _ in 0..100_000 {
        let b: f64 = [0.693, 1.0, 2.0, 0.5, 0.125, 1.125, 67_108_864.0, 709.8, 710.4][rng.random_range(0..9)];
        xs.push(b * rng.random_range(0.9..1.1) * if rng.random_bool(0.5) { -1.0 } else { 1.0 });
    }
    let ys = vec![0.0; xs.len()];
    for (f, name) in [
        (LibFn::Sinh, "sinh"),
        (LibFn::Cosh, "cosh"),
        (LibFn::Asinh, "asinh"),
        (LibFn::Acosh, "acosh"),
        (LibFn::Atanh, "atanh"),
    ] {
        let reference = c_hyperbolic(name);
        let (e, x, _) = max_error(f, &xs, &ys, |a, _| reference(a));
        eprintln!("{f:?}: max error {e} ulp at {x:e}");
        assert!(e <= 1, "{f:?}: {e} ulp at {x:e}");
    }
}

/// glibc's `erfc` is itself 2.5 ulp below the true value at
/// 2.196172552895371 (by mpmath); ours rounds as it does, on glibc's
/// `exp` reproduced (`libm::erf`).
#[test]
fn erf_erfc_are_within_one_ulp() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(41);
    let mut xs = special();
    // Dense on [-30, 30] and near the interval bounds.
    for i in 0..200_000 {
        let x: f64 = match i % 3 {
            0 => rng.random_range(-6.5..6.5),
            1 => rng.random_range(-30.0..30.0),
            _ => {
                [
                    0.84375,
                    1.25,
                    2.857_142_857,
                    6.0,
                    28.0,
                    0.25,
                    2f64.powi(-28),
                    2f64.powi(-56),
                ][i % 8]
                    * rng.random_range(0.98..1.02)
            }
        };
        xs.push(if rng.random_bool(0.5) { -x } else { x });
    }
    xs.extend([5e-324, -5e-324, 1e-310, 26.5, 27.3, -5.9, 5.9, 2.196172552895371]);
    let ys = vec![0.0; xs.len()];
    for (f, reference) in [(LibFn::Erf, f64::c_erf as fn(f64) -> f64), (LibFn::Erfc, f64::c_erfc)] {
        let (e, x, _) = max_error(f, &xs, &ys, |a, _| reference(a));
        eprintln!("{f:?}: max error {e} ulp at {x:e}");
        assert!(e <= 1, "{f:?}: {e} ulp at {x:e}");
    }
}

fn lgamma(x: f64) -> f64 {
    x.c_lgamma()
}

/// lgamma on positive arguments, dense over (0, 10], around 1 and 2, and
/// out to 1e300. From 8 on, the result is `(x - 0.5)(log(x) - 1) + w`:
/// a log merely within 1 ulp of glibc's would put it 3 ulp away; on
/// glibc's log reproduced (`libm::lgamma`) it is glibc's.
#[test]
fn lgamma_is_within_one_ulp_for_positive_arguments() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(51);
    let mut xs: Vec<f64> = special().into_iter().filter(|x| !x.is_sign_negative()).collect();
    for i in 0..200_000 {
        xs.push(match i % 4 {
            0 => rng.random_range(0.0..10.0),
            1 => 1.0 + rng.random_range(-0.1..0.1),
            2 => 2.0 + rng.random_range(-0.1..0.1),
            _ => 10f64.powf(rng.random_range(-30.0..300.0)),
        });
    }
    xs.extend([
        1.0,
        2.0,
        0.9,
        1.23164,
        1.73163,
        1.4616321449683622,
        3.0,
        8.0,
        2f64.powi(58),
        2f64.powi(-70),
    ]);
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::Lgamma, &xs, &ys, |a, _| lgamma(a));
    eprintln!("Lgamma (x > 0): max error {e} ulp at {x:e}");
    assert!(e <= 1, "lgamma: {e} ulp at {x:e}");
}

/// Negative arguments: the reflection formula, and on (-28, -2) glibc's
/// expansion around the zeros of lgamma (x about -2.457, -2.747, -3.144,
/// ...), where the result is small and glibc's own is many ulps from the
/// true one (18 at -4.046921475879355, by mpmath): ours computes glibc's
/// formulas on glibc's kernels (`libm::lgamma`), so it is within 1 ulp of
/// glibc's near the zeros too. The poles (the integers) give inf.
#[test]
fn lgamma_is_within_one_ulp_for_negative_arguments() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(52);
    let mut xs = vec![
        -0.5,
        -1.5,
        -2.5,
        -1e-300,
        -1.0,
        -2.0,
        -1e10,
        -1e16,
        -4503599627370496.0,
        -0.0,
        -4.046921475879355,
        -28.0,
        -27.999999999999996,
        -2.0000000000000004,
    ];
    xs.extend((0..100_000).map(|_| -rng.random_range(0.0..170.0)));
    // The polynomials' eighths of (-3, -2), (-2, 0), and around zeros.
    xs.extend((0..20_000).map(|_| -rng.random_range(2.0..3.0)));
    xs.extend((0..20_000).map(|_| -rng.random_range(0.0..2.0)));
    for zero in [
        -2.4570247382208006,
        -2.7476826467274127,
        -3.143983587238309,
        -3.955294284858598,
        -4.039361839740537,
    ] {
        xs.extend((0..2_000).map(|_| zero * (1.0 + rng.random_range(-1e-6..1e-6))));
    }
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::Lgamma, &xs, &ys, |a, _| lgamma(a));
    eprintln!("Lgamma (x < 0): max error {e} ulp at {x:e}");
    assert!(e <= 1, "lgamma: {e} ulp at {x:e}");
}

/// Functions without a native f32 version (`libm/single/mod.rs`) through
/// f64: within 1 ulp of glibc's f32 functions.
#[test]
fn f32_through_f64_matches_the_c_f32_functions() {
    check_through_f64(LibFn::Tan, |a, _| a.tan(), false, 1);
    check_through_f64(LibFn::Hypot, f32::hypot, true, 1);
}

/// `exp2` and `cbrt` (`math.exp2`, `math.cbrt`) are glibc's bit for bit:
/// over dense arguments, around exp2's overflow (1024), its subnormal
/// range (-1022 to -1075) and its special-case bound (928), at every
/// 128th (the table's points, where the tail alone is added), and cbrt
/// on subnormals and across the exponents mod 3.
#[test]
fn exp2_and_cbrt_are_glibcs() {
    let mut xs = special();
    xs.extend(random(200_000, 71));
    let mut rng = rand::rngs::StdRng::seed_from_u64(72);
    xs.extend((0..100_000).map(|_| rng.random_range(-1080.0..1030.0)));
    xs.extend((0..20_000).map(|_| rng.random_range(-1076.0..-1020.0)));
    for b in [928.0f64, 1024.0, -1022.0, -1074.0, -1075.0, 512.0, 2f64.powi(-54)] {
        for d in -4i64..=4 {
            let x = f64::from_bits(b.to_bits().wrapping_add_signed(d));
            xs.extend([x, -x]);
        }
    }
    xs.extend((-128 * 12..128 * 12).map(|k| f64::from(k) / 128.0));
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::Exp2, &xs, &ys, |a, _| a.c_exp2());
    eprintln!("exp2: max error {e} ulp at {x:e}");
    assert_eq!(e, 0, "exp2: {e} ulp at x = {x:e} (bits {:#x})", x.to_bits());

    // glibc's cbrt(27) is 3 + 1 ulp; compiler_builtins' `cbrt`, which
    // the linker may bind the name to, gives 3 (`prim::eval::arith`).
    assert_eq!(27f64.c_cbrt().to_bits(), 0x4008_0000_0000_0001);
    let mut xs = special();
    xs.extend(random(200_000, 73));
    xs.extend((0..50_000).map(|_| rng.random_range(0.0..1.0) * 1e-310));
    xs.extend((-1074..1024).flat_map(|k: i32| {
        let p = if k >= -1022 {
            f64::from_bits(((k + 1023) as u64) << 52)
        } else {
            f64::from_bits(1u64 << (k + 1074))
        };
        [p, -p, p * 1.5, p * 0.999_999_9]
    }));
    let ys = vec![0.0; xs.len()];
    let (e, x, _) = max_error(LibFn::Cbrt, &xs, &ys, |a, _| a.c_cbrt());
    eprintln!("cbrt: max error {e} ulp at {x:e}");
    assert_eq!(e, 0, "cbrt: {e} ulp at x = {x:e} (bits {:#x})", x.to_bits());
}

/// `log1m` and `log1p_exp` are the C library's compositions bit for bit
/// (`prim::functions`): `log1p(-x)`, and Stan's two-branch softplus on
/// glibc's `exp` and `log1p`.
#[test]
fn log1m_and_log1p_exp_are_the_c_compositions() {
    let mut xs = special();
    xs.extend(random(200_000, 81));
    let mut rng = rand::rngs::StdRng::seed_from_u64(82);
    xs.extend((0..100_000).map(|_| rng.random_range(-750.0..750.0)));
    xs.extend((0..50_000).map(|_| rng.random_range(-1.0..1.0)));
    let ys = vec![0.0; xs.len()];
    let log1m = |x: f64| (-x).ln_1p();
    let softplus = |x: f64| {
        if x > 0.0 {
            x + (-x).exp().ln_1p()
        } else {
            x.exp().ln_1p()
        }
    };
    for (f, reference) in [
        (LibFn::Log1m, &log1m as &dyn Fn(f64) -> f64),
        (LibFn::Log1pExp, &softplus),
    ] {
        let (e, x, _) = max_error(f, &xs, &ys, |a, _| reference(a));
        eprintln!("{f:?}: max error {e} ulp at {x:e}");
        assert_eq!(e, 0, "{f:?}: {e} ulp at x = {x:e}");
    }
}
