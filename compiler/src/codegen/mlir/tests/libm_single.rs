//! Accuracy of the native f32 functions (`libm/single/`) against the C
//! library's f32 functions (glibc's, through Rust's `f32` methods or
//! `CMath`, as the executors call them), in ulps: over special values, the
//! thresholds of each function's cases and dense random samples in the
//! normal tests, over every f32 in an ignored one.

use super::harness::compile;
use super::libm::{random32, special32, ulps32, wrapper, Kernel};
use crate::mlir::libm::LibFn;
use crate::prim::CMath;
use autobatch_runtime::abi::Memref;

/// One function's check: its reference, the bound in ulps, the scales of
/// its random samples and the bit patterns around which its cases switch.
struct Case {
    f: LibFn,
    reference: fn(f32) -> f32,
    bound: u64,
    /// Only positive random samples (the logarithms: below 0 all is NaN).
    positive: bool,
    scales: &'static [f32],
    /// Each is tried with its neighbours and negated.
    edges: &'static [u32],
}

/// Results of `f` on `xs` (and `ys`, its second arguments), computed by
/// the compiled function.
fn run(f: LibFn, xs: &[f32], ys: &[f32]) -> Vec<f32> {
    assert_eq!(f.ty(), "f32", "{f:?} is not an f32 function");
    let library = compile(&wrapper(f), "t");
    let mut x = xs.to_vec();
    let mut y = ys.to_vec();
    let mut out = vec![0.0f32; x.len()];
    let (mut mx, mut my, mut mo) = (Memref::of(&mut x), Memref::of(&mut y), Memref::of(&mut out));
    // SAFETY: `t_entry` has this C signature and reads/writes len elements.
    unsafe {
        let k: libloading::Symbol<Kernel<f32>> = library.lib.get(b"_mlir_ciface_t_entry").expect("symbol");
        k(&mut mx, &mut my, &mut mo);
    }
    out
}

fn samples(case: &Case) -> Vec<f32> {
    let mut xs = special32();
    for &b in case.edges {
        for d in -3i32..=3 {
            let x = f32::from_bits(b.wrapping_add_signed(d));
            xs.extend([x, -x]);
        }
    }
    let random = random32(200_000, case.f as u64, case.scales);
    if case.positive {
        xs.extend(random.into_iter().map(f32::abs));
    } else {
        xs.extend(random);
    }
    xs
}

fn check(cases: &[Case]) {
    let mut failures = Vec::new();
    for case in cases {
        let xs = samples(case);
        let out = run(case.f, &xs, &vec![0.0; xs.len()]);
        let (mut worst, mut at) = (0, 0.0f32);
        for (x, got) in xs.iter().zip(&out) {
            let e = ulps32(*got, (case.reference)(*x));
            if e > worst {
                (worst, at) = (e, *x);
            }
        }
        eprintln!("{:?}: max error {worst} ulp at {at:e}", case.f);
        if worst > case.bound {
            failures.push(format!(
                "{:?}: {worst} ulp at x = {at:e} (bits {:#x}), bound {}",
                case.f,
                at.to_bits(),
                case.bound
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every f32 through `case.f`, on all cores: max ulp error and how many
/// results differ from the C library's.
fn exhaustive(case: &Case) -> (u64, f32, u64) {
    let library = compile(&wrapper(case.f), "t");
    // SAFETY: as in `run`; the function pointer is plain code, callable
    // from any thread while `library` is loaded.
    let k: Kernel<f32> = unsafe { *library.lib.get(b"_mlir_ciface_t_entry").expect("symbol") };
    let threads = std::thread::available_parallelism().map_or(1, usize::from) as u64;
    let part = (1u64 << 32) / threads.next_power_of_two();
    let parts: Vec<u64> = (0..1u64 << 32).step_by(part as usize).collect();
    let results: Vec<(u64, f32, u64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = parts
            .iter()
            .map(|&start| scope.spawn(move || exhaustive_part(k, case.reference, start, start + part)))
            .collect();
        handles.into_iter().map(|h| h.join().expect("no panic")).collect()
    });
    let mut total = (0, 0.0f32, 0);
    for (worst, at, differ) in results {
        if worst > total.0 {
            (total.0, total.1) = (worst, at);
        }
        total.2 += differ;
    }
    total
}

fn exhaustive_part(k: Kernel<f32>, reference: fn(f32) -> f32, start: u64, end: u64) -> (u64, f32, u64) {
    let chunk = 1u64 << 20;
    let (mut worst, mut at, mut differ) = (0, 0.0f32, 0u64);
    let mut y = vec![0.0f32; chunk as usize];
    let mut out = vec![0.0f32; chunk as usize];
    for lo in (start..end).step_by(chunk as usize) {
        let mut x: Vec<f32> = (lo..lo + chunk).map(|b| f32::from_bits(b as u32)).collect();
        let (mut mx, mut my, mut mo) = (Memref::of(&mut x), Memref::of(&mut y), Memref::of(&mut out));
        // SAFETY: `t_entry` reads/writes len elements.
        unsafe { k(&mut mx, &mut my, &mut mo) };
        for (a, got) in x.iter().zip(&out) {
            let e = ulps32(*got, reference(*a));
            differ += u64::from(e > 0);
            if e > worst {
                (worst, at) = (e, *a);
            }
        }
    }
    (worst, at, differ)
}

/// All glibc's bit for bit (log10f although glibc's is up to 2 ulp from
/// the correctly rounded value).
const EXP_LOG: &[Case] = &[
    Case {
        f: LibFn::ExpF32,
        reference: f32::exp,
        bound: 0,
        positive: false,
        scales: &[1e-6, 0.01, 0.35, 1.0, 3.0, 30.0, 88.8, 104.0, 120.0],
        // 88 (the special cases' test), the overflow, and where glibc's
        // result becomes the least subnormal and 0 (negated below).
        edges: &[0x42b0_0000, 0x42b1_7217, 0x42ce_8ecf, 0x42cf_f1b4],
    },
    Case {
        f: LibFn::Log1pF32,
        reference: f32::ln_1p,
        bound: 0,
        positive: false,
        scales: &[1e-6, 0.01, 0.3, 0.45, 1.0, 3.0, 30.0, 1e5, 1e20, 3e38],
        // glibc's tests: 0.41422 and -0.2929 (f = x between), -1, 2^-29,
        // 2^-54, 2^53 (1 + x not formed above).
        edges: &[
            0x3ed4_13d7,
            0x3e95_f61f,
            0x3f80_0000,
            0x3100_0000,
            0x2480_0000,
            0x5a00_0000,
        ],
    },
    Case {
        f: LibFn::Log1mF32,
        reference: |x| (-x).ln_1p(),
        bound: 0,
        positive: false,
        scales: &[1e-6, 0.01, 0.3, 0.45, 1.0, 3.0, 30.0, 1e5, 3e38],
        // 1 (the pole), 0.2929 and -0.41422 (log1p's cases, negated).
        edges: &[0x3f80_0000, 0x3e95_f61f, 0x3ed4_13d7],
    },
    Case {
        f: LibFn::Log1pExpF32,
        // Stan's two branches, as `prim::functions::log1p_exp` in f32.
        reference: |x| {
            if x > 0.0 {
                x + (-x).exp().ln_1p()
            } else {
                x.exp().ln_1p()
            }
        },
        bound: 0,
        positive: false,
        scales: &[1e-6, 0.01, 0.35, 1.0, 3.0, 16.0, 30.0, 88.8, 104.0, 1e5],
        // 0 (the branch), where exp(-|x|) leaves log1p's linear range and
        // underflows.
        edges: &[0x0000_0001, 0x3f80_0000, 0x4180_0000, 0x42ce_8ecf],
    },
    Case {
        f: LibFn::Expm1F32,
        reference: f32::exp_m1,
        bound: 0,
        positive: false,
        scales: &[1e-8, 1e-3, 0.35, 1.0, 3.0, 16.0, 39.0, 88.8, 120.0],
        // 2^-25 (x itself below), 27 ln2 (-1 beyond), ln(FLT_MAX), and
        // where k reaches 23 and 56.
        edges: &[0x3300_0000, 0x4195_b844, 0x42b1_7217, 0x4179_8872, 0x421c_a6b9],
    },
    Case {
        f: LibFn::LogF32,
        reference: f32::ln,
        bound: 0,
        positive: true,
        scales: LOG_SCALES,
        edges: LOG_EDGES,
    },
    Case {
        f: LibFn::Log2F32,
        reference: f32::log2,
        bound: 0,
        positive: true,
        scales: LOG_SCALES,
        edges: LOG_EDGES,
    },
    Case {
        f: LibFn::Log10F32,
        reference: f32::log10,
        bound: 0,
        positive: true,
        scales: LOG_SCALES,
        edges: LOG_EDGES,
    },
];
const LOG_SCALES: &[f32] = &[1e-40, 1e-30, 1e-5, 0.75, 1.0, 1.5, 2.0, 1e5, 1e30, 3e38];
/// sqrt(2)/2 and sqrt(2) (log1p's reduction), 0x1.66p-1 and 0x1.66p0
/// (the table's range), 1, the least normal.
const LOG_EDGES: &[u32] = &[
    0x3f35_04f3,
    0x3fb5_04f3,
    0x3f33_0000,
    0x3fb3_0000,
    0x3f80_0000,
    0x0080_0000,
];

#[test]
fn exp_and_log_f32_are_within_their_bounds() {
    check(EXP_LOG);
}

/// All glibc's bit for bit (glibc's `sinhf` and `coshf` although they are
/// up to 2 ulp from the correctly rounded result).
const HYPERBOLIC: &[Case] = &[
    Case {
        f: LibFn::TanhF32,
        reference: f32::tanh,
        bound: 0,
        positive: false,
        scales: &[1e-8, 1e-3, 0.25, 0.55, 1.0, 3.0, 9.0, 22.0, 100.0],
        // 2^-55, 1 and 22, where the formula changes.
        edges: &[0x2400_0000, 0x3f80_0000, 0x41b0_0000],
    },
    Case {
        f: LibFn::SinhF32,
        reference: f32::c_sinh,
        bound: 0,
        positive: false,
        scales: SINH_SCALES,
        edges: SINH_EDGES,
    },
    Case {
        f: LibFn::CoshF32,
        reference: f32::c_cosh,
        bound: 0,
        positive: false,
        scales: SINH_SCALES,
        edges: SINH_EDGES,
    },
    Case {
        f: LibFn::AsinhF32,
        reference: f32::c_asinh,
        bound: 0,
        positive: false,
        scales: &[1e-5, 0.1, 1.0, 2.0, 3.0, 1e3, 4e4, 1e9, 3e38],
        // 2^-14, 2 and 2^14.
        edges: &[0x3800_0000, 0x4000_0000, 0x4700_0000],
    },
    Case {
        f: LibFn::AcoshF32,
        reference: f32::c_acosh,
        bound: 0,
        positive: true,
        scales: &[1.001, 1.1, 2.0, 3.0, 1e3, 1e9, 3e38],
        edges: &[0x3f80_0000, 0x4000_0000, 0x4d80_0000],
    },
    Case {
        f: LibFn::AtanhF32,
        reference: f32::c_atanh,
        bound: 0,
        positive: false,
        scales: &[1e-9, 1e-4, 0.1, 0.5, 0.9, 1.0, 1.5],
        // 2^-28, 0.5 and 1.
        edges: &[0x3180_0000, 0x3f00_0000, 0x3f80_0000],
    },
];
const SINH_SCALES: &[f32] = &[1e-9, 1e-3, 0.35, 1.0, 3.0, 22.0, 88.0, 89.5, 100.0];
/// 2^-55, 2^-28, 0.5 ln2, 1, 22, the switch to squaring `exp(|x|/2)`
/// and the overflow.
const SINH_EDGES: &[u32] = &[
    0x2400_0000,
    0x3180_0000,
    0x3eb1_7218,
    0x3f80_0000,
    0x41b0_0000,
    0x42b1_7180,
    0x42b2_d4fc,
];

#[test]
fn hyperbolic_f32_are_within_their_bounds() {
    check(HYPERBOLIC);
}

/// glibc's `atanf`, `asinf` and `acosf` bit for bit.
const INVERSE_TRIG: &[Case] = &[
    Case {
        f: LibFn::AtanF32,
        reference: f32::atan,
        bound: 0,
        positive: false,
        scales: &[1e-6, 0.3, 0.5, 0.8, 1.2, 2.0, 3.0, 1e3, 1e8],
        // 2^-29, the reduction's bounds 7/16, 11/16, 19/16, 39/16, and 2^25.
        edges: &[
            0x3100_0000,
            0x3ee0_0000,
            0x3f30_0000,
            0x3f98_0000,
            0x401c_0000,
            0x4c00_0000,
        ],
    },
    Case {
        f: LibFn::AsinF32,
        reference: f32::asin,
        bound: 0,
        positive: false,
        scales: ASIN_SCALES,
        edges: ASIN_EDGES,
    },
    Case {
        f: LibFn::AcosF32,
        reference: f32::acos,
        bound: 0,
        positive: false,
        scales: ASIN_SCALES,
        edges: ASIN_EDGES,
    },
];
const ASIN_SCALES: &[f32] = &[1e-5, 0.3, 0.5, 0.7, 0.97, 1.0, 1.1];
/// 2^-27, 2^-26, 1/2, 0.975 and 1.
const ASIN_EDGES: &[u32] = &[0x3200_0000, 0x3280_0000, 0x3f00_0000, 0x3f79_999a, 0x3f80_0000];

#[test]
fn inverse_trig_f32_are_glibcs() {
    check(INVERSE_TRIG);
}

/// Every pair of specials, random pairs on all scales (a quarter random
/// bit patterns), pairs of nearly equal magnitude and x = 1, against
/// `f32::atan2`: glibc's bit for bit.
#[test]
fn atan2_f32_is_glibcs() {
    let sp = special32();
    let mut ys: Vec<f32> = sp.iter().flat_map(|&a| std::iter::repeat_n(a, sp.len())).collect();
    let mut xs: Vec<f32> = sp.iter().flat_map(|_| sp.iter().copied()).collect();
    let scales = [1e-30, 1e-5, 0.5, 1.0, 3.0, 1e5, 1e30];
    ys.extend(random32(200_000, 71, &scales));
    xs.extend(random32(200_000, 72, &scales));
    let near = random32(50_000, 73, &[1.0, 100.0]);
    ys.extend(near.iter().map(|&a| a * 1.001));
    xs.extend(near.iter().map(|&a| -a));
    ys.extend(random32(50_000, 74, &scales));
    xs.extend(std::iter::repeat_n(1.0, 50_000));
    let out = run(LibFn::Atan2F32, &ys, &xs);
    let (mut worst, mut at) = (0, (0.0f32, 0.0f32));
    for ((y, x), got) in ys.iter().zip(&xs).zip(&out) {
        let e = ulps32(*got, y.atan2(*x));
        if e > worst {
            (worst, at) = (e, (*y, *x));
        }
    }
    eprintln!("Atan2F32: max error {worst} ulp at {at:?}");
    assert!(worst == 0, "atan2: {worst} ulp at (y, x) = {at:?}");
}

/// glibc's `erff` and `erfcf` bit for bit (`erfcf` although it is up to 3
/// ulp from the correctly rounded value above 1.25).
const ERF: &[Case] = &[
    Case {
        f: LibFn::ErfF32,
        reference: f32::c_erf,
        bound: 0,
        positive: false,
        scales: ERF_SCALES,
        edges: ERF_EDGES,
    },
    Case {
        f: LibFn::ErfcF32,
        reference: f32::c_erfc,
        bound: 0,
        positive: false,
        scales: ERF_SCALES,
        edges: ERF_EDGES,
    },
];
const ERF_SCALES: &[f32] = &[1e-30, 1e-5, 0.3, 0.84, 1.2, 2.0, 3.0, 6.0, 10.0, 30.0];
/// 2^-119, 2^-28, 2^-26, 1/4, 0.84375, 1.25, 1/0.35, 6, 28, and where
/// erfc reaches the subnormals (~9.2) and 0 (~10.05).
const ERF_EDGES: &[u32] = &[
    0x0400_0000,
    0x3180_0000,
    0x3280_0000,
    0x3e80_0000,
    0x3f58_0000,
    0x3fa0_0000,
    0x4036_db6d,
    0x40c0_0000,
    0x41e0_0000,
    0x4113_0000,
    0x4120_d000,
];

#[test]
fn erf_f32_are_within_their_bounds() {
    check(ERF);
}

/// glibc's `lgammaf` bit for bit (itself up to several ulp from the true
/// values near the zeros of lgamma and for large negative x).
const LGAMMA: &[Case] = &[Case {
    f: LibFn::LgammaF32,
    reference: f32::c_lgamma,
    bound: 0,
    positive: false,
    scales: &[1e-30, 1e-5, 0.5, 1.0, 2.0, 3.0, 8.0, 15.0, 30.0, 1e10, 1e30],
    // 2^-30, 0.2316, 0.7316, 0.9, 1.23, 1.73, 2, 2.457 (a zero for x
    // < 0), 8, 15 (the end of lgamma_negf), 2^23, 2^26, 0.25 (sin_pif).
    edges: &[
        0x3080_0000,
        0x3e6d_3308,
        0x3f3b_4a20,
        0x3f66_6666,
        0x3f9d_a620,
        0x3fdd_a618,
        0x4000_0000,
        0x401d_3fe5,
        0x4100_0000,
        0x4170_0000,
        0x4b00_0000,
        0x4c80_0000,
        0x3e80_0000,
    ],
}];

#[test]
fn lgamma_f32_is_glibcs() {
    check(LGAMMA);
}

/// Every f32 through each function of `cases` (run with `--ignored`,
/// in a release build: in a debug one the 17 unary functions took 55
/// minutes on two busy cores, about three CPU minutes each; atan2 has its
/// own sampled test).
fn every_f32(cases: &[Case]) {
    let mut failures = Vec::new();
    for case in cases {
        let (worst, at, differ) = exhaustive(case);
        eprintln!(
            "{:?}: every f32: max error {worst} ulp at {at:e}, {differ} results differ",
            case.f
        );
        if worst > case.bound {
            failures.push(format!("{:?}: {worst} ulp at {at:e}", case.f));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore]
fn every_f32_exp_log() {
    every_f32(EXP_LOG);
}

#[test]
#[ignore]
fn every_f32_hyperbolic() {
    every_f32(HYPERBOLIC);
}

#[test]
#[ignore]
fn every_f32_inverse_trig() {
    every_f32(INVERSE_TRIG);
}

#[test]
#[ignore]
fn every_f32_erf() {
    every_f32(ERF);
}

#[test]
#[ignore]
fn every_f32_lgamma() {
    every_f32(LGAMMA);
}
