//! The MLIR of the random-number primitives, following `prim::random`
//! operation for operation: Threefry-2x32-20 unrolled on `i32` words
//! (rotations as `shli`/`shrui`/`ori`, since `arith` has no rotate), the
//! uniforms from the high bits with `uitofp` (exact: at most 53 bits), and
//! Box-Muller with the emitter's own `log`, `cos` and `sqrt`
//! (`codegen::mlir::libm`). Keys, counters and uniforms are therefore the same bits
//! as the executors' and CPython's; normals are within a few ulp, as our
//! `log` and `cos` are within 1 ulp of the C library's. On the CPU a
//! `normal_like` of up to 1,024 elements is staged (`fill_normal_staged`)
//! so that its Threefry work vectorizes.

use crate::mlir::builder::Body;
use crate::mlir::libm::{Lib, LibFn};
use crate::mlir::value::{convert, Scalar, TensorRef};
use crate::mlir::{Frame, InternalError};
use crate::prim::random::{F32_UNIT, F64_UNIT, PARITY, ROTATIONS, ROUNDS};
use crate::prim::Prim;
use autobatch_runtime::DType;

/// A random primitive on scalars: `split`, `uniform` and `normal` on one
/// key (their tensor forms apply this per element), and the `_like`
/// primitives with a scalar `like`, whose only element is element 0.
pub(crate) fn apply(body: &mut Body, lib: &mut Lib, prim: Prim, args: &[Scalar]) -> Result<Scalar, InternalError> {
    let arg = |i: usize| {
        args.get(i)
            .ok_or_else(|| InternalError(format!("{prim} applied to {} operand(s)", args.len())))
    };
    let key = convert(body, arg(0)?, DType::I64);
    match prim {
        Prim::Split => {
            let i = convert(body, arg(1)?, DType::I64);
            Ok(split(body, &key.ssa, &i.ssa))
        }
        Prim::Uniform => Ok(draw(body, lib, false, &key.ssa, DType::F64)),
        Prim::Normal => Ok(draw(body, lib, true, &key.ssa, DType::F64)),
        Prim::UniformLike | Prim::NormalLike => {
            let zero = body.int(0, "i64");
            let k = split(body, &key.ssa, &zero);
            Ok(draw(body, lib, prim == Prim::NormalLike, &k.ssa, arg(1)?.dtype))
        }
        _ => Err(InternalError(format!("{prim} is not a random primitive"))),
    }
}

/// `uniform_like(key, x)` / `normal_like(key, x)` of a tensor `x`: writes
/// a draw from `split(key, j)` to element `j` of `dest` (the operand `x`
/// itself is never read, so `dest` may be its place).
pub(crate) fn fill_like(body: &mut Body, lib: &mut Lib, prim: Prim, key: &Scalar, dest: &TensorRef) {
    let key = convert(body, key, DType::I64);
    let normal = prim == Prim::NormalLike;
    let counter = Counter::of_loop(lib.frame());
    body.for_each(dest.len(), |body, e| {
        let j = body.cast("index_cast", e, "index", "i64");
        let k = Scalar::new(block(body, &key.ssa, &j, counter), DType::I64);
        let v = draw(body, lib, normal, &k.ssa, dest.dtype);
        dest.store(body, e, &v.ssa);
    });
}

/// Up to this many elements (16 KiB of stack per `normal_like`),
/// `normal_like` on the CPU is `fill_normal_staged`.
const STAGED_NORMALS: usize = 1024;

/// The length of the f64 stack buffer `fill_normal_staged` needs for a
/// `normal_like` of `n` elements in the CPU loop, if it is staged.
pub(crate) fn staged_normal_len(n: usize) -> Option<usize> {
    (2..=STAGED_NORMALS).contains(&n).then_some(2 * n)
}

/// `normal_like(key, x)` in two loops over `staged`, a stack buffer of
/// `2 n` f64s (`staged_normal_len`): the first draws every element's two
/// uniforms and stages `1 - u1` and `2 pi u2` (integer and multiply work
/// only, which LLVM vectorizes: the three Threefry blocks per element were
/// a third of a NUTS trajectory over 100 dimensions), the second finishes
/// Box-Muller with the library's `log` and `cos` (calls, which keep a loop
/// scalar). Both halves are `box_muller`'s, so the bits are the same.
pub(crate) fn fill_normal_staged(body: &mut Body, lib: &mut Lib, key: &Scalar, dest: &TensorRef, staged: &str) {
    let key = convert(body, key, DType::I64);
    let key = key.ssa.as_str();
    let n = dest.len();
    let ty = format!("memref<{}xf64>", 2 * n);
    let count = body.index(n);
    body.for_each(n, |body, e| {
        let j = body.cast("index_cast", e, "index", "i64");
        let k = block(body, key, &j, Counter::of_loop(Frame::Cpu));
        let (rest, angle) = box_muller_inputs(body, &k);
        let at = body.bin("addi", e, &count, "index");
        body.store(&rest, staged, e, &ty);
        body.store(&angle, staged, &at, &ty);
    });
    body.for_each(n, |body, e| {
        let at = body.bin("addi", e, &count, "index");
        let rest = body.load(staged, e, &ty);
        let angle = body.load(staged, &at, &ty);
        let z = Scalar::new(box_muller_output(body, lib, &rest, &angle), DType::F64);
        // The f32 normal is the f64 one rounded (`normal_f32`).
        let v = convert(body, &z, dest.dtype);
        dest.store(body, e, &v.ssa);
    });
}

/// `split(key, i)`: Threefry of the counter `i` under the key.
fn split(body: &mut Body, key: &str, i: &str) -> Scalar {
    Scalar::new(block(body, key, i, Counter::Plain), DType::I64)
}

/// A uniform or normal of dtype `d` (f32 or f64) from `key` (i64).
fn draw(body: &mut Body, lib: &mut Lib, normal: bool, key: &str, d: DType) -> Scalar {
    match (normal, d) {
        (false, DType::F32) => {
            let bits = counter_bits(body, key, 0);
            let high = shift_right(body, &bits, 40);
            let u = body.cast("uitofp", &high, "i64", "f32");
            let unit = body.float(f64::from(F32_UNIT), "f32");
            Scalar::new(body.bin("mulf", &u, &unit, "f32"), DType::F32)
        }
        (false, _) => {
            let bits = counter_bits(body, key, 0);
            Scalar::new(unit_f64(body, &bits), DType::F64)
        }
        (true, d) => {
            let z = Scalar::new(box_muller(body, lib, key), DType::F64);
            // The f32 normal is the f64 one rounded (`normal_f32`).
            convert(body, &z, if d == DType::F32 { d } else { DType::F64 })
        }
    }
}

/// `sqrt(-2 log(1 - u1)) * cos(2 pi u2)` with `u1`, `u2` the uniforms of
/// counters 0 and 1, in `prim::random::normal`'s order of operations.
fn box_muller(body: &mut Body, lib: &mut Lib, key: &str) -> String {
    let (rest, angle) = box_muller_inputs(body, key);
    box_muller_output(body, lib, &rest, &angle)
}

/// Box-Muller's inputs from `key`: `1 - u1` and `2 pi u2`.
fn box_muller_inputs(body: &mut Body, key: &str) -> (String, String) {
    let b1 = counter_bits(body, key, 0);
    let u1 = unit_f64(body, &b1);
    let b2 = counter_bits(body, key, 1);
    let u2 = unit_f64(body, &b2);
    let one = body.float(1.0, "f64");
    let rest = body.bin("subf", &one, &u1, "f64");
    let tau = body.float(std::f64::consts::TAU, "f64");
    let angle = body.bin("mulf", &tau, &u2, "f64");
    (rest, angle)
}

/// Box-Muller's normal from its inputs: `sqrt(-2 log(rest)) * cos(angle)`.
fn box_muller_output(body: &mut Body, lib: &mut Lib, rest: &str, angle: &str) -> String {
    let log = lib.call(body, LibFn::Log, &[rest]);
    let minus_two = body.float(-2.0, "f64");
    let square = body.bin("mulf", &minus_two, &log, "f64");
    let r = lib.sqrt(body, &square, "f64");
    let cos = lib.call(body, LibFn::Cos, &[angle]);
    body.bin("mulf", &r, &cos, "f64")
}

/// `block(key, ctr)` for a constant counter.
fn counter_bits(body: &mut Body, key: &str, ctr: i64) -> String {
    let c = body.int(ctr, "i64");
    block(body, key, &c, Counter::Plain)
}

/// The 53 high bits of `bits` times 2^-53.
fn unit_f64(body: &mut Body, bits: &str) -> String {
    let high = shift_right(body, bits, 11);
    let u = body.cast("uitofp", &high, "i64", "f64");
    let unit = body.float(F64_UNIT, "f64");
    body.bin("mulf", &u, &unit, "f64")
}

fn shift_right(body: &mut Body, x: &str, n: i64) -> String {
    let n = body.int(n, "i64");
    body.bin("shrui", x, &n, "i64")
}

/// How a counter enters Threefry's first addition (the same bits either
/// way).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Counter {
    Plain,
    /// Through `opaque_add`: a CPU loop's index.
    Opaque,
}

impl Counter {
    /// A loop's index on `frame`: opaque on the CPU, where LLVM's loop
    /// strength reduction would otherwise weigh every round; plain on the
    /// GPU, where the three more instructions cost registers (the `rngs`
    /// kernel spilled 8.9 KB with them, past its budget) and NVPTX
    /// compiles the loops in no time.
    fn of_loop(frame: Frame) -> Counter {
        match frame {
            Frame::Cpu => Counter::Opaque,
            Frame::Gpu => Counter::Plain,
        }
    }
}

/// Threefry-2x32-20 of the i64 counter `ctr` under the i64 key, as an i64
/// (words packed low first, as `prim::random::block`).
fn block(body: &mut Body, key: &str, ctr: &str, counter: Counter) -> String {
    let [k0, k1] = words(body, key);
    let [c0, c1] = words(body, ctr);
    let parity = body.int(i64::from(PARITY), "i32");
    let k01 = body.bin("xori", &k0, &k1, "i32");
    let k2 = body.bin("xori", &parity, &k01, "i32");
    let ks = [k0, k1, k2];
    let (mut x0, mut x1) = match counter {
        Counter::Opaque => (opaque_add(body, &c0, &ks[0]), opaque_add(body, &c1, &ks[1])),
        Counter::Plain => (
            body.bin("addi", &c0, &ks[0], "i32"),
            body.bin("addi", &c1, &ks[1], "i32"),
        ),
    };
    for r in 0..ROUNDS {
        x0 = body.bin("addi", &x0, &x1, "i32");
        let rotated = rotate_left(body, &x1, ROTATIONS[r % 8]);
        x1 = body.bin("xori", &rotated, &x0, "i32");
        if r % 4 == 3 {
            let s = r / 4 + 1;
            x0 = body.bin("addi", &x0, &ks[s % 3], "i32");
            let with_key = body.bin("addi", &x1, &ks[(s + 1) % 3], "i32");
            let s = body.int(s as i64, "i32");
            x1 = body.bin("addi", &with_key, &s, "i32");
        }
    }
    pack(body, &x0, &x1)
}

/// `a + b` (i32) as `(a ^ b) + ((a & b) << 1)`, the same bits. A loop's
/// counter enters Threefry here, and were it a plain addition every one
/// of the 20 rounds' additions to `x0` would be an induction expression
/// to LLVM's scalar evolution: loop strength reduction then weighed
/// hundreds of them for the scalar loop of a `normal_like` or
/// `uniform_like` (1.2 of the 1.4 s of LLVM's code generation for the
/// transition's first block, the slowest unit of every sampler). Through
/// the xor and the and, the rounds no longer depend on the counter in a
/// way scalar evolution follows, and LLVM does not fold the pair back.
fn opaque_add(body: &mut Body, a: &str, b: &str) -> String {
    let xor = body.bin("xori", a, b, "i32");
    let and = body.bin("andi", a, b, "i32");
    let one = body.int(1, "i32");
    let carries = body.bin("shli", &and, &one, "i32");
    body.bin("addi", &xor, &carries, "i32")
}

fn rotate_left(body: &mut Body, x: &str, r: u32) -> String {
    let left = body.int(i64::from(r), "i32");
    let right = body.int(i64::from(32 - r), "i32");
    let hi = body.bin("shli", x, &left, "i32");
    let lo = body.bin("shrui", x, &right, "i32");
    body.bin("ori", &hi, &lo, "i32")
}

/// The low and high 32-bit words of an i64.
fn words(body: &mut Body, x: &str) -> [String; 2] {
    let lo = body.cast("trunci", x, "i64", "i32");
    let shifted = shift_right(body, x, 32);
    let hi = body.cast("trunci", &shifted, "i64", "i32");
    [lo, hi]
}

/// `lo | hi << 32`.
fn pack(body: &mut Body, lo: &str, hi: &str) -> String {
    let lo = body.cast("extui", lo, "i32", "i64");
    let hi = body.cast("extui", hi, "i32", "i64");
    let n = body.int(32, "i64");
    let hi = body.bin("shli", &hi, &n, "i64");
    body.bin("ori", &hi, &lo, "i64")
}
