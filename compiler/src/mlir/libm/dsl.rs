//! Shorthand for writing math functions as MLIR: every method emits one
//! operation on the function's float type (`f64`, or `f32` for the native
//! single-precision functions) or on its bit pattern (`i64`, `i32`) and
//! returns its SSA name, so the functions in this module read like the C
//! they follow.

use super::super::builder::Body;
use super::super::{float, Frame};

pub(super) struct F {
    pub b: Body,
    /// The target, for the few operations whose form depends on it.
    pub frame: Frame,
    /// The float type computed in (`f64` or `f32`) and the integer type
    /// of its bit pattern (`i64` or `i32`).
    ft: &'static str,
    it: &'static str,
}

pub(super) type V = String;

impl F {
    /// A private `func.func @name(args: f64...) -> f64` under construction.
    pub(super) fn function(name: &str, params: &[&str]) -> (F, Vec<V>) {
        F::typed(name, params, "f64", "i64")
    }

    /// A private `func.func @name(args: f32...) -> f32` under construction:
    /// every float operation of the returned builder is on `f32`, every
    /// integer operation on `i32`.
    pub(super) fn function_f32(name: &str, params: &[&str]) -> (F, Vec<V>) {
        F::typed(name, params, "f32", "i32")
    }

    fn typed(name: &str, params: &[&str], ft: &'static str, it: &'static str) -> (F, Vec<V>) {
        let mut b = Body::new(1);
        let names: Vec<V> = params.iter().map(|p| format!("%{p}")).collect();
        let sig: Vec<String> = names.iter().map(|n| format!("{n}: {ft}")).collect();
        // The f32 functions are there for vectorized loops, and LLVM
        // vectorizes a loop only where the call is inlined; its cost model
        // declines the larger ones (erf, erfc) unless told.
        let attributes = if ft == "f32" {
            " attributes {passthrough = [\"alwaysinline\"]}"
        } else {
            ""
        };
        b.open(&format!(
            "func.func private @{name}({}) -> {ft}{attributes} {{",
            sig.join(", ")
        ));
        let f = F {
            b,
            frame: Frame::Cpu,
            ft,
            it,
        };
        (f, names)
    }

    fn is_f32(&self) -> bool {
        self.ft == "f32"
    }

    /// Runs `body` with f64 as the float type and i64 as the integer type,
    /// inside an f32 function: glibc's `expf`, `logf` and `log2f` compute
    /// in double between one widening and one rounding (`widen`, `narrow`).
    pub(super) fn in_f64<R>(&mut self, body: impl FnOnce(&mut F) -> R) -> R {
        let saved = (self.ft, self.it);
        (self.ft, self.it) = ("f64", "i64");
        let result = body(self);
        (self.ft, self.it) = saved;
        result
    }

    /// An f32 value as f64 (exact).
    pub(super) fn widen(&mut self, a: &str) -> V {
        self.b.cast("extf", a, "f32", "f64")
    }

    /// An f64 value rounded to f32.
    pub(super) fn narrow(&mut self, a: &str) -> V {
        self.b.cast("truncf", a, "f64", "f32")
    }

    /// An i32 as f64 (exact), C's `(double) k` for an `int k`.
    pub(super) fn i32_to_f64(&mut self, a: &str) -> V {
        self.b.cast("sitofp", a, "i32", "f64")
    }

    /// Ends the function, returning `result`.
    pub(super) fn ret(mut self, result: &str) -> String {
        self.b.line(&format!("return {result} : {}", self.ft));
        self.b.close("}");
        self.b.finish()
    }

    pub(super) fn c(&mut self, x: f64) -> V {
        self.b.float(x, self.ft)
    }

    pub(super) fn bits_c(&mut self, bits: u64) -> V {
        self.b.float_bits(bits, self.ft)
    }

    pub(super) fn add(&mut self, a: &str, b: &str) -> V {
        self.b.bin("addf", a, b, self.ft)
    }

    pub(super) fn sub(&mut self, a: &str, b: &str) -> V {
        self.b.bin("subf", a, b, self.ft)
    }

    pub(super) fn mul(&mut self, a: &str, b: &str) -> V {
        self.b.bin("mulf", a, b, self.ft)
    }

    pub(super) fn div(&mut self, a: &str, b: &str) -> V {
        self.b.bin("divf", a, b, self.ft)
    }

    pub(super) fn neg(&mut self, a: &str) -> V {
        self.b.un("negf", a, self.ft)
    }

    /// `a * b + c` rounded once, for the functions that reproduce the C
    /// library's fused multiply-adds: `math.fma` on the CPU (one
    /// instruction where the host has FMA), the `llvm.fma` intrinsic on
    /// the GPU, where `math.fma` would become libdevice's `__nv_fma`.
    pub(super) fn fma(&mut self, a: &str, b: &str, c: &str) -> V {
        let ft = self.ft;
        match self.frame {
            Frame::Cpu => self.b.assign(&format!("math.fma {a}, {b}, {c} : {ft}")),
            Frame::Gpu => self.b.assign(&format!(
                "llvm.call_intrinsic \"llvm.fma.{ft}\"({a}, {b}, {c}) : ({ft}, {ft}, {ft}) -> {ft}"
            )),
        }
    }

    /// `c + a * b` with constants `b` and `c`, rounded once (`fma`).
    pub(super) fn fmac(&mut self, a: &str, b: f64, c: f64) -> V {
        let (b, c) = (self.c(b), self.c(c));
        self.fma(a, &b, &c)
    }

    /// The correctly rounded square root (`super::sqrt`).
    pub(super) fn sqrt(&mut self, a: &str) -> V {
        super::sqrt(&mut self.b, self.frame, a, self.ft)
    }

    pub(super) fn abs(&mut self, a: &str) -> V {
        float::fabs(&mut self.b, a, self.ft)
    }

    /// `c + a`, with a constant `c`.
    pub(super) fn addc(&mut self, a: &str, c: f64) -> V {
        let c = self.c(c);
        self.add(&c, a)
    }

    /// `a * c`, with a constant `c`.
    pub(super) fn mulc(&mut self, a: &str, c: f64) -> V {
        let c = self.c(c);
        self.mul(a, &c)
    }

    /// `coeffs[0] + x * (coeffs[1] + x * (...))`, Horner's rule.
    pub(super) fn poly(&mut self, x: &str, coeffs: &[f64]) -> V {
        let Some((&last, rest)) = coeffs.split_last() else {
            return self.c(0.0);
        };
        let mut acc = self.c(last);
        for &k in rest.iter().rev() {
            let t = self.mul(x, &acc);
            acc = self.addc(&t, k);
        }
        acc
    }

    pub(super) fn cmp(&mut self, pred: &str, a: &str, b: &str) -> V {
        self.b.cmpf(pred, a, b, self.ft)
    }

    /// Compare with a constant.
    pub(super) fn cmpc(&mut self, pred: &str, a: &str, c: f64) -> V {
        let c = self.c(c);
        self.cmp(pred, a, &c)
    }

    pub(super) fn sel(&mut self, cond: &str, a: &str, b: &str) -> V {
        self.b.select(cond, a, b, self.ft)
    }

    /// The bits of an index `i`, lowest first, as `i1`s for `lookup`.
    pub(super) fn index_bits(&mut self, i: &str, count: u32) -> Vec<V> {
        (0..count)
            .map(|b| {
                let bit = self.ibinc("andi", i, 1 << b);
                self.icmpc("ne", &bit, 0)
            })
            .collect()
    }

    /// `values[i]`, with `i`'s bits from `index_bits` (as many as the
    /// table has levels: `values.len()` is `2^bits.len()`): a table
    /// without memory, a balanced tree of selects.
    pub(super) fn lookup(&mut self, bits: &[V], values: &[f64]) -> V {
        debug_assert_eq!(values.len(), 1 << bits.len());
        let mut level: Vec<V> = values.iter().map(|&v| self.c(v)).collect();
        for bit in bits {
            level = level.chunks(2).map(|pair| self.sel(bit, &pair[1], &pair[0])).collect();
        }
        level.swap_remove(0)
    }

    pub(super) fn isel(&mut self, cond: &str, a: &str, b: &str) -> V {
        self.b.select(cond, a, b, self.it)
    }

    pub(super) fn or(&mut self, a: &str, b: &str) -> V {
        self.b.or(a, b)
    }

    pub(super) fn and(&mut self, a: &str, b: &str) -> V {
        self.b.and(a, b)
    }

    pub(super) fn not(&mut self, a: &str) -> V {
        self.b.not(a)
    }

    pub(super) fn is_nan(&mut self, a: &str) -> V {
        self.cmp("uno", a, a)
    }

    // The bit pattern, as i64.

    pub(super) fn bits(&mut self, a: &str) -> V {
        self.b.cast("bitcast", a, self.ft, self.it)
    }

    pub(super) fn float_of(&mut self, a: &str) -> V {
        self.b.cast("bitcast", a, self.it, self.ft)
    }

    pub(super) fn i(&mut self, n: i64) -> V {
        self.b.int(n, self.it)
    }

    pub(super) fn ibin(&mut self, op: &str, a: &str, b: &str) -> V {
        self.b.bin(op, a, b, self.it)
    }

    /// An i64 op with a constant right operand (`addi`, `andi`, `shrsi`...).
    pub(super) fn ibinc(&mut self, op: &str, a: &str, n: i64) -> V {
        let n = self.i(n);
        self.ibin(op, a, &n)
    }

    pub(super) fn icmpc(&mut self, pred: &str, a: &str, n: i64) -> V {
        let n = self.i(n);
        self.b.cmpi(pred, a, &n, self.it)
    }

    /// The high 32 bits of the pattern, as a non-negative i64 (C's
    /// `u.i >> 32` into a `uint32_t`); f64 only.
    pub(super) fn high_word(&mut self, a: &str) -> V {
        debug_assert!(!self.is_f32());
        let bits = self.bits(a);
        self.ibinc("shrui", &bits, 32)
    }

    /// Truncation toward zero to i64 (`a` must be in range: `fptosi` is
    /// poison outside it).
    pub(super) fn fptosi(&mut self, a: &str) -> V {
        self.b.cast("fptosi", a, self.ft, self.it)
    }

    pub(super) fn sitofp(&mut self, a: &str) -> V {
        self.b.cast("sitofp", a, self.it, self.ft)
    }

    /// 2^k for an integer `k` in the normal range ([-1022, 1023] for f64,
    /// [-126, 127] for f32).
    pub(super) fn pow2(&mut self, k: &str) -> V {
        let (bias, shift) = if self.is_f32() { (127, 23) } else { (1023, 52) };
        let biased = self.ibinc("addi", k, bias);
        let bits = self.ibinc("shli", &biased, shift);
        self.float_of(&bits)
    }

    /// `x * 2^k` for `k` in [-2044, 2046] ([-252, 254] for f32; two exact
    /// steps while the product is normal, then one rounding), as C's
    /// `scalbn` on that range.
    pub(super) fn scale(&mut self, x: &str, k: &str) -> V {
        let half = self.ibinc("shrsi", k, 1);
        let rest = self.ibin("subi", k, &half);
        let a = self.pow2(&half);
        let b = self.pow2(&rest);
        let xa = self.mul(x, &a);
        self.mul(&xa, &b)
    }

    /// Clears the low 32 bits (C's `SET_LOW_WORD(x, 0)`), for splitting a
    /// double into a head with a short mantissa and an exact tail.
    pub(super) fn clear_low(&mut self, a: &str) -> V {
        debug_assert!(!self.is_f32());
        let bits = self.bits(a);
        let high = self.ibinc("andi", &bits, -0x1_0000_0000);
        self.float_of(&high)
    }

    /// Calls another function of the library, of this function's type.
    pub(super) fn call(&mut self, name: &str, args: &[&str]) -> V {
        let tys = vec![self.ft; args.len()].join(", ");
        self.b.assign(&format!(
            "func.call @{name}({}) : ({tys}) -> {}",
            args.join(", "),
            self.ft
        ))
    }

    /// `scf.if` with one result of the function's float type, both arms
    /// built by closures returning their values.
    pub(super) fn if_value(&mut self, cond: &str, then: impl FnOnce(&mut F) -> V, els: impl FnOnce(&mut F) -> V) -> V {
        let result = self.b.fresh();
        let ft = self.ft;
        self.b.open(&format!("{result} = scf.if {cond} -> ({ft}) {{"));
        let a = then(self);
        self.b.line(&format!("scf.yield {a} : {ft}"));
        self.b.reopen("} else {");
        let b = els(self);
        self.b.line(&format!("scf.yield {b} : {ft}"));
        self.b.close("}");
        result
    }

    /// `scf.if` with three results (types `tys`), both arms built by
    /// closures returning their values.
    pub(super) fn if_values(
        &mut self,
        cond: &str,
        tys: [&str; 3],
        then: impl FnOnce(&mut F) -> [V; 3],
        els: impl FnOnce(&mut F) -> [V; 3],
    ) -> [V; 3] {
        let result = self.b.fresh();
        let tys = tys.join(", ");
        self.b.open(&format!("{result}:3 = scf.if {cond} -> ({tys}) {{"));
        let a = then(self);
        self.b.line(&format!("scf.yield {} : {tys}", a.join(", ")));
        self.b.reopen("} else {");
        let b = els(self);
        self.b.line(&format!("scf.yield {} : {tys}", b.join(", ")));
        self.b.close("}");
        [0, 1, 2].map(|i| format!("{result}#{i}"))
    }
}
