//! Shorthand for writing f64 math functions as MLIR: every method emits
//! one operation on `f64` (or on the `i64` bit pattern) and returns its
//! SSA name, so the functions in this module read like the C they follow.

use super::super::builder::Body;
use super::super::{float, Frame};

pub(super) struct F {
    pub b: Body,
    /// The target, for the few operations whose form depends on it.
    pub frame: Frame,
}

pub(super) type V = String;

impl F {
    /// A private `func.func @name(args: f64...) -> f64` under construction.
    pub(super) fn function(name: &str, params: &[&str]) -> (F, Vec<V>) {
        let mut b = Body::new(1);
        let names: Vec<V> = params.iter().map(|p| format!("%{p}")).collect();
        let sig: Vec<String> = names.iter().map(|n| format!("{n}: f64")).collect();
        b.open(&format!("func.func private @{name}({}) -> f64 {{", sig.join(", ")));
        (F { b, frame: Frame::Cpu }, names)
    }

    /// Ends the function, returning `result`.
    pub(super) fn ret(mut self, result: &str) -> String {
        self.b.line(&format!("return {result} : f64"));
        self.b.close("}");
        self.b.finish()
    }

    pub(super) fn c(&mut self, x: f64) -> V {
        self.b.float(x, "f64")
    }

    pub(super) fn bits_c(&mut self, bits: u64) -> V {
        self.b.float_bits(bits, "f64")
    }

    pub(super) fn add(&mut self, a: &str, b: &str) -> V {
        self.b.bin("addf", a, b, "f64")
    }

    pub(super) fn sub(&mut self, a: &str, b: &str) -> V {
        self.b.bin("subf", a, b, "f64")
    }

    pub(super) fn mul(&mut self, a: &str, b: &str) -> V {
        self.b.bin("mulf", a, b, "f64")
    }

    pub(super) fn div(&mut self, a: &str, b: &str) -> V {
        self.b.bin("divf", a, b, "f64")
    }

    pub(super) fn neg(&mut self, a: &str) -> V {
        self.b.un("negf", a, "f64")
    }

    /// The correctly rounded square root (`super::sqrt`).
    pub(super) fn sqrt(&mut self, a: &str) -> V {
        super::sqrt(&mut self.b, self.frame, a, "f64")
    }

    pub(super) fn abs(&mut self, a: &str) -> V {
        float::fabs(&mut self.b, a, "f64")
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
        self.b.cmpf(pred, a, b, "f64")
    }

    /// Compare with a constant.
    pub(super) fn cmpc(&mut self, pred: &str, a: &str, c: f64) -> V {
        let c = self.c(c);
        self.cmp(pred, a, &c)
    }

    pub(super) fn sel(&mut self, cond: &str, a: &str, b: &str) -> V {
        self.b.select(cond, a, b, "f64")
    }

    pub(super) fn isel(&mut self, cond: &str, a: &str, b: &str) -> V {
        self.b.select(cond, a, b, "i64")
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
        self.b.cast("bitcast", a, "f64", "i64")
    }

    pub(super) fn float_of(&mut self, a: &str) -> V {
        self.b.cast("bitcast", a, "i64", "f64")
    }

    pub(super) fn i(&mut self, n: i64) -> V {
        self.b.int(n, "i64")
    }

    pub(super) fn ibin(&mut self, op: &str, a: &str, b: &str) -> V {
        self.b.bin(op, a, b, "i64")
    }

    /// An i64 op with a constant right operand (`addi`, `andi`, `shrsi`...).
    pub(super) fn ibinc(&mut self, op: &str, a: &str, n: i64) -> V {
        let n = self.i(n);
        self.ibin(op, a, &n)
    }

    pub(super) fn icmpc(&mut self, pred: &str, a: &str, n: i64) -> V {
        let n = self.i(n);
        self.b.cmpi(pred, a, &n, "i64")
    }

    /// The high 32 bits of the pattern, as a non-negative i64 (C's
    /// `u.i >> 32` into a `uint32_t`).
    pub(super) fn high_word(&mut self, a: &str) -> V {
        let bits = self.bits(a);
        self.ibinc("shrui", &bits, 32)
    }

    /// Truncation toward zero to i64 (`a` must be in range: `fptosi` is
    /// poison outside it).
    pub(super) fn fptosi(&mut self, a: &str) -> V {
        self.b.cast("fptosi", a, "f64", "i64")
    }

    pub(super) fn sitofp(&mut self, a: &str) -> V {
        self.b.cast("sitofp", a, "i64", "f64")
    }

    /// 2^k for an i64 `k` in the normal range [-1022, 1023].
    pub(super) fn pow2(&mut self, k: &str) -> V {
        let biased = self.ibinc("addi", k, 1023);
        let bits = self.ibinc("shli", &biased, 52);
        self.float_of(&bits)
    }

    /// `x * 2^k` for `k` in [-2044, 2046] (two exact steps while the
    /// product is normal, then one rounding), as C's `scalbn` on that range.
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
        let bits = self.bits(a);
        let high = self.ibinc("andi", &bits, -0x1_0000_0000);
        self.float_of(&high)
    }

    /// Calls another f64 function of the library.
    pub(super) fn call(&mut self, name: &str, args: &[&str]) -> V {
        let tys = vec!["f64"; args.len()].join(", ");
        self.b
            .assign(&format!("func.call @{name}({}) : ({tys}) -> f64", args.join(", ")))
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
