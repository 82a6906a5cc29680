//! A small MLIR text builder: fresh SSA names, nesting, and one method per
//! `arith` operation we use, so the emitters read as a list of operations.
//!
//! Values are plain SSA names (`String`); the caller knows their types.
//! Constants are emitted where they are used and left to `canonicalize`
//! and `cse` to hoist and merge. Float constants are written as their bit
//! patterns, so every constant (NaN, infinities, polynomial coefficients)
//! reaches LLVM exactly.

use autobatch_runtime::DType;
use std::collections::HashMap;
use std::fmt::Write;

/// The SSA type of a dtype: `bool` is `i1` in registers.
pub(crate) fn ssa_type(d: DType) -> &'static str {
    match d {
        DType::Bool => "i1",
        DType::I32 => "i32",
        DType::I64 => "i64",
        DType::F32 => "f32",
        DType::F64 => "f64",
    }
}

/// The element type of a dtype in memory: `bool` is one byte, 0 or 1,
/// because `memref<?xi1>` has no portable byte layout.
pub(crate) fn mem_type(d: DType) -> &'static str {
    match d {
        DType::Bool => "i8",
        other => ssa_type(other),
    }
}

/// The dtype whose memory type (`mem_type`) is `elem`: `i8` is `bool`'s.
pub(crate) fn mem_dtype(elem: &str) -> Option<DType> {
    [DType::Bool, DType::I32, DType::I64, DType::F32, DType::F64]
        .into_iter()
        .find(|d| mem_type(*d) == elem)
}

/// The sizes (`None` for `?`) and element type of a memref type of the
/// identity layout and a scalar element (`memref<?x4xf64>` gives
/// `[None, Some(4)]` and `f64`); `None` for any other type.
pub(crate) fn memref_shape(ty: &str) -> Option<(Vec<Option<usize>>, &str)> {
    let inner = ty.strip_prefix("memref<")?.strip_suffix('>')?;
    if inner.contains([',', '<']) {
        return None;
    }
    let mut dims = Vec::new();
    let mut rest = inner;
    while let Some((size, tail)) = rest.split_once('x') {
        match size {
            "?" => dims.push(None),
            n if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => dims.push(Some(n.parse().ok()?)),
            // The element type itself holds an `x` (`index`).
            _ => break,
        }
        rest = tail;
    }
    Some((dims, rest))
}

/// `memref<?xT>` of a dtype's memory type.
pub(crate) fn dyn_memref(d: DType) -> String {
    format!("memref<?x{}>", mem_type(d))
}

/// The bits of `x` as an MLIR float literal of type `ty` (`f32` or `f64`).
pub(crate) fn float_literal(x: f64, ty: &str) -> String {
    if ty == "f32" {
        format!("0x{:08X}", (x as f32).to_bits())
    } else {
        format!("0x{:016X}", x.to_bits())
    }
}

/// MLIR text under construction.
pub(crate) struct Body {
    text: String,
    depth: usize,
    next: usize,
    /// Starts every fresh name, so that text built by two bodies can be
    /// pasted into one region without their names colliding.
    prefix: &'static str,
    /// Values of the index constants made here, so that index arithmetic
    /// can skip `* 1` and `+ 0` and the text stays readable.
    index_consts: HashMap<String, usize>,
}

impl Body {
    /// An empty body whose lines start `depth` levels deep.
    pub(crate) fn new(depth: usize) -> Body {
        Body::with_prefix(depth, "")
    }

    /// An empty body whose fresh names are `%<prefix><n>`.
    pub(crate) fn with_prefix(depth: usize, prefix: &'static str) -> Body {
        Body {
            text: String::new(),
            depth,
            next: 0,
            prefix,
            index_consts: HashMap::new(),
        }
    }

    pub(crate) fn finish(self) -> String {
        self.text
    }

    /// A fresh SSA name.
    pub(crate) fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%{}{}", self.prefix, self.next)
    }

    /// The current nesting depth (for text built elsewhere to match it).
    pub(crate) fn depth(&self) -> usize {
        self.depth
    }

    /// Appends lines built by another body, as they are.
    pub(crate) fn raw(&mut self, text: &str) {
        self.text.push_str(text);
    }

    /// One line at the current depth.
    pub(crate) fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.text.push_str("  ");
        }
        self.text.push_str(text);
        self.text.push('\n');
    }

    /// `%fresh = rhs`; returns the name.
    pub(crate) fn assign(&mut self, rhs: &str) -> String {
        let name = self.fresh();
        let mut text = String::with_capacity(rhs.len() + 8);
        let _ = write!(text, "{name} = {rhs}");
        self.line(&text);
        name
    }

    /// A line opening a region (ending in `{`), then one level deeper.
    pub(crate) fn open(&mut self, header: &str) {
        self.line(header);
        self.depth += 1;
    }

    /// One level out, then a line closing a region (`}`, `} else {`, ...).
    pub(crate) fn close(&mut self, tail: &str) {
        self.depth = self.depth.saturating_sub(1);
        self.line(tail);
    }

    /// Closes a region and opens the next one on the same line.
    pub(crate) fn reopen(&mut self, text: &str) {
        self.close(text);
        self.depth += 1;
    }

    // Constants.

    pub(crate) fn index(&mut self, n: usize) -> String {
        let name = self.assign(&format!("arith.constant {n} : index"));
        self.index_consts.insert(name.clone(), n);
        name
    }

    fn index_value(&self, name: &str) -> Option<usize> {
        self.index_consts.get(name).copied()
    }

    pub(crate) fn int(&mut self, n: i64, ty: &str) -> String {
        if ty == "i1" {
            return self.bool(n != 0);
        }
        self.assign(&format!("arith.constant {n} : {ty}"))
    }

    pub(crate) fn bool(&mut self, b: bool) -> String {
        self.assign(&format!("arith.constant {b}"))
    }

    pub(crate) fn float(&mut self, x: f64, ty: &str) -> String {
        self.assign(&format!("arith.constant {} : {ty}", float_literal(x, ty)))
    }

    /// A float constant given by its bit pattern.
    pub(crate) fn float_bits(&mut self, bits: u64, ty: &str) -> String {
        let lit = if ty == "f32" {
            format!("0x{bits:08X}")
        } else {
            format!("0x{bits:016X}")
        };
        self.assign(&format!("arith.constant {lit} : {ty}"))
    }

    // Operations.

    /// A two-operand `arith` op, e.g. `bin("addi", a, b, "i64")`.
    pub(crate) fn bin(&mut self, op: &str, a: &str, b: &str, ty: &str) -> String {
        self.assign(&format!("arith.{op} {a}, {b} : {ty}"))
    }

    /// A one-operand `arith` op on one type (`negf`).
    pub(crate) fn un(&mut self, op: &str, a: &str, ty: &str) -> String {
        self.assign(&format!("arith.{op} {a} : {ty}"))
    }

    /// A conversion, e.g. `cast("extsi", x, "i32", "i64")`.
    pub(crate) fn cast(&mut self, op: &str, a: &str, from: &str, to: &str) -> String {
        self.assign(&format!("arith.{op} {a} : {from} to {to}"))
    }

    pub(crate) fn cmpi(&mut self, pred: &str, a: &str, b: &str, ty: &str) -> String {
        self.assign(&format!("arith.cmpi {pred}, {a}, {b} : {ty}"))
    }

    pub(crate) fn cmpf(&mut self, pred: &str, a: &str, b: &str, ty: &str) -> String {
        self.assign(&format!("arith.cmpf {pred}, {a}, {b} : {ty}"))
    }

    pub(crate) fn select(&mut self, cond: &str, a: &str, b: &str, ty: &str) -> String {
        self.assign(&format!("arith.select {cond}, {a}, {b} : {ty}"))
    }

    pub(crate) fn not(&mut self, a: &str) -> String {
        let t = self.bool(true);
        self.bin("xori", a, &t, "i1")
    }

    pub(crate) fn and(&mut self, a: &str, b: &str) -> String {
        self.bin("andi", a, b, "i1")
    }

    pub(crate) fn or(&mut self, a: &str, b: &str) -> String {
        self.bin("ori", a, b, "i1")
    }

    // Memory.

    pub(crate) fn load(&mut self, mem: &str, idx: &str, memref_ty: &str) -> String {
        self.assign(&format!("memref.load {mem}[{idx}] : {memref_ty}"))
    }

    pub(crate) fn store(&mut self, value: &str, mem: &str, idx: &str, memref_ty: &str) {
        self.line(&format!("memref.store {value}, {mem}[{idx}] : {memref_ty}"));
    }

    // Index arithmetic.

    pub(crate) fn add_index(&mut self, a: &str, b: &str) -> String {
        match (self.index_value(a), self.index_value(b)) {
            (_, Some(0)) => a.to_string(),
            (Some(0), _) => b.to_string(),
            _ => self.bin("addi", a, b, "index"),
        }
    }

    pub(crate) fn mul_index(&mut self, a: &str, b: &str) -> String {
        match (self.index_value(a), self.index_value(b)) {
            (_, Some(1)) => a.to_string(),
            (Some(1), _) => b.to_string(),
            _ => self.bin("muli", a, b, "index"),
        }
    }

    /// `a * n + b` in index arithmetic, with `n` a constant.
    pub(crate) fn affine(&mut self, a: &str, n: usize, b: &str) -> String {
        let an = if n == 1 {
            a.to_string()
        } else {
            let n = self.index(n);
            self.mul_index(a, &n)
        };
        self.add_index(&an, b)
    }

    /// An `i32` or `i64` value as an index.
    pub(crate) fn cast_index(&mut self, a: &str, ty: &str) -> String {
        self.cast("index_cast", a, ty, "index")
    }

    /// Runs `body` for every element index `e` in `0..n`: in an `scf.for`,
    /// or straight with the constant 0 when `n` is 1 (a scalar).
    pub(crate) fn for_each(&mut self, n: usize, body: impl FnOnce(&mut Body, &str)) {
        if n == 1 {
            let e = self.index(0);
            body(self, &e);
            return;
        }
        let (lo, hi) = (self.index(0), self.index(n));
        let e = self.open_for(&lo, &hi);
        body(self, &e);
        self.close("}");
    }

    /// Opens `scf.for %i = lo to hi step 1`; returns `%i`. Close with
    /// `close("}")`.
    pub(crate) fn open_for(&mut self, lo: &str, hi: &str) -> String {
        let one = self.index(1);
        self.open_for_step(lo, hi, &one)
    }

    /// Opens `scf.for %i = lo to hi step step`; returns `%i`. Close with
    /// `close("}")`.
    pub(crate) fn open_for_step(&mut self, lo: &str, hi: &str, step: &str) -> String {
        let i = self.fresh();
        self.open(&format!("scf.for {i} = {lo} to {hi} step {step} {{"));
        i
    }

    /// Opens a counted loop carrying one value: `scf.for ... iter_args`.
    /// Returns (result, induction variable, carried value); the body must
    /// end with `close_yield`.
    pub(crate) fn open_for_carry(&mut self, lo: &str, hi: &str, init: &str, ty: &str) -> (String, String, String) {
        let one = self.index(1);
        self.open_for_carry_step(lo, hi, &one, init, ty)
    }

    /// `open_for_carry` with a step.
    pub(crate) fn open_for_carry_step(
        &mut self,
        lo: &str,
        hi: &str,
        step: &str,
        init: &str,
        ty: &str,
    ) -> (String, String, String) {
        let (result, i, acc) = (self.fresh(), self.fresh(), self.fresh());
        self.open(&format!(
            "{result} = scf.for {i} = {lo} to {hi} step {step} iter_args({acc} = {init}) -> ({ty}) {{"
        ));
        (result, i, acc)
    }

    /// Opens a counted loop carrying several values (`inits`: initial
    /// value and type of each). Returns (result of each, induction
    /// variable, carried value of each); the body must end with
    /// `close_yields`.
    pub(crate) fn open_for_carries(
        &mut self,
        lo: &str,
        hi: &str,
        inits: &[(String, &str)],
    ) -> (Vec<String>, String, Vec<String>) {
        let one = self.index(1);
        self.open_for_carries_step(lo, hi, &one, inits)
    }

    /// `open_for_carries` with a step.
    pub(crate) fn open_for_carries_step(
        &mut self,
        lo: &str,
        hi: &str,
        step: &str,
        inits: &[(String, &str)],
    ) -> (Vec<String>, String, Vec<String>) {
        let (result, i) = (self.fresh(), self.fresh());
        let accs: Vec<String> = inits.iter().map(|_| self.fresh()).collect();
        let carried: Vec<String> = accs
            .iter()
            .zip(inits)
            .map(|(a, (init, _))| format!("{a} = {init}"))
            .collect();
        let tys: Vec<&str> = inits.iter().map(|(_, ty)| *ty).collect();
        self.open(&format!(
            "{result}:{} = scf.for {i} = {lo} to {hi} step {step} iter_args({}) -> ({}) {{",
            inits.len(),
            carried.join(", "),
            tys.join(", ")
        ));
        let results = (0..inits.len()).map(|k| format!("{result}#{k}")).collect();
        (results, i, accs)
    }

    /// Ends a region that yields `values` of types `tys`.
    pub(crate) fn close_yields(&mut self, values: &[String], tys: &[&str]) {
        self.line(&format!("scf.yield {} : {}", values.join(", "), tys.join(", ")));
        self.close("}");
    }

    /// Ends a region that yields one value.
    pub(crate) fn close_yield(&mut self, value: &str, ty: &str) {
        self.line(&format!("scf.yield {value} : {ty}"));
        self.close("}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memref_types_read_back_as_sizes_and_element() {
        assert_eq!(memref_shape("memref<?x4xf64>"), Some((vec![None, Some(4)], "f64")));
        assert_eq!(memref_shape("memref<?xindex>"), Some((vec![None], "index")));
        assert_eq!(memref_shape("memref<f64>"), Some((vec![], "f64")));
        assert_eq!(memref_shape("memref<?xf64, strided<[?], offset: ?>>"), None);
        assert_eq!(memref_shape("index"), None);
        for d in [DType::Bool, DType::I32, DType::I64, DType::F32, DType::F64] {
            assert_eq!(mem_dtype(mem_type(d)), Some(d));
        }
        assert_eq!(mem_dtype("i1"), None);
    }
}
