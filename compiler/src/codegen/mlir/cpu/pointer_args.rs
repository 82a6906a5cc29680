//! An outlined function's buffers passed as bare pointers.
//!
//! MLIR passes a `memref` argument as its whole descriptor (allocated
//! and aligned pointers, offset, sizes, strides: five values for a 1-D
//! buffer). An outlined function (`outline`) takes the state, the layout
//! and the scratch arena, so each call passed 15 values for 3 pointers
//! plus the block, the member and the halt index: 18 arguments, of which
//! x86-64 passes 6 in registers and pushes the rest (eight schools'
//! sampler: 12 pushes per call, 11.7 calls per gradient). The units of a
//! program compile apart (`codegen::units`), so LLVM's dead-argument
//! elimination never sees a call and its callee together.
//!
//! Here a rank-1 buffer of identity layout travels as its aligned pointer
//! alone (`!llvm.ptr`, `noalias`: the state, the layout and the arena
//! are distinct allocations), and the callee rebuilds the descriptor at
//! its top with offset 0, stride 1 and the static size or 0 (no op an
//! outlined case emits reads a `?` size of a parameter: views take their
//! sizes from `%layout`). The caller's descriptors have offset 0: the
//! state and the layout are whole allocations the runtime passes, and the
//! arena is an `alloca`. `noalias` also lets LLVM keep a layout offset
//! loaded once across the stores to the state.

use crate::mlir::builder::memref_shape;

/// The element type and static size (`None` for `?`) of `ty` when it is
/// a rank-1 memref of identity layout, the only buffers passed bare.
fn rank1(ty: &str) -> Option<(&str, Option<usize>)> {
    match memref_shape(ty)? {
        (dims, elem) if dims.len() == 1 => Some((elem, dims[0])),
        _ => None,
    }
}

/// The LLVM struct a rank-1 memref lowers to.
const DESCRIPTOR: &str = "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>";

/// A parameter of a function as the call passes it and the callee
/// declares it: `(name, type)` unchanged unless the type is a
/// rank-1 memref, whose pointer `<name>_<tag>: !llvm.ptr` goes instead.
/// The tag tells apart the pointers of one buffer passed at two levels
/// (an outlined function's, and its cases' functions', `case_fn`).
fn passed(name: &str, ty: &str, tag: &str) -> (String, String) {
    match rank1(ty) {
        Some(_) => (format!("{name}_{tag}"), "!llvm.ptr".to_string()),
        None => (name.to_string(), ty.to_string()),
    }
}

/// The callee's declaration of parameter `(name, ty)` (`passed`'s tag).
fn declared(name: &str, ty: &str, tag: &str) -> String {
    match rank1(ty) {
        Some(_) => format!("{name}_{tag}: !llvm.ptr {{llvm.noalias}}"),
        None => format!("{name}: {ty}"),
    }
}

/// The caller's lines, at `pad`, that take the pointer of parameter
/// `(name, ty)` before the call (none for a value passed as it is).
fn unpack(name: &str, ty: &str, tag: &str, pad: &str) -> String {
    match rank1(ty) {
        Some(_) => format!(
            "{pad}{name}_{tag}d = builtin.unrealized_conversion_cast {name} : {ty} to {DESCRIPTOR}\n\
             {pad}{name}_{tag} = llvm.extractvalue {name}_{tag}d[1] : {DESCRIPTOR}\n"
        ),
        None => String::new(),
    }
}

/// The callee's lines, at its top, that rebuild parameter `(name, ty)`'s
/// memref from its pointer (none for a value passed as it is).
fn rebuild(name: &str, ty: &str, tag: &str) -> String {
    let Some((_, size)) = rank1(ty) else {
        return String::new();
    };
    let size = size.unwrap_or(0);
    let d = format!("{name}_{tag}d");
    format!(
        "    {d}0 = llvm.mlir.poison : {DESCRIPTOR}\n\
         \x20   {d}1 = llvm.insertvalue {name}_{tag}, {d}0[0] : {DESCRIPTOR}\n\
         \x20   {d}2 = llvm.insertvalue {name}_{tag}, {d}1[1] : {DESCRIPTOR}\n\
         \x20   {d}z = llvm.mlir.constant(0 : i64) : i64\n\
         \x20   {d}3 = llvm.insertvalue {d}z, {d}2[2] : {DESCRIPTOR}\n\
         \x20   {d}n = llvm.mlir.constant({size} : i64) : i64\n\
         \x20   {d}4 = llvm.insertvalue {d}n, {d}3[3, 0] : {DESCRIPTOR}\n\
         \x20   {d}u = llvm.mlir.constant(1 : i64) : i64\n\
         \x20   {d}5 = llvm.insertvalue {d}u, {d}4[4, 0] : {DESCRIPTOR}\n\
         \x20   {name} = builtin.unrealized_conversion_cast {d}5 : {DESCRIPTOR} to {ty}\n"
    )
}

/// The parameters `(name, type)` of a function whose buffers go bare,
/// their pointers named with `tag` (`passed`): what its callers and its
/// definition write.
pub(crate) struct Params<'a> {
    pub params: &'a [(&'a str, &'a str)],
    pub tag: &'a str,
}

impl Params<'_> {
    /// The number of buffers passed as pointers.
    pub(crate) fn pointers(&self) -> usize {
        self.params.iter().filter(|(_, t)| rank1(t).is_some()).count()
    }

    /// The caller's lines, at `pad`, that take the buffers' pointers.
    pub(crate) fn unpack(&self, pad: &str) -> String {
        self.params.iter().map(|(n, t)| unpack(n, t, self.tag, pad)).collect()
    }

    /// `func.call @callee(first..., params...) : (...) -> (results)`, the
    /// `first` arguments `(value, type)` passed before the parameters.
    pub(crate) fn call(&self, callee: &str, first: &[(&str, &str)], results: &str) -> String {
        let passed: Vec<(String, String)> = (first.iter())
            .map(|(v, t)| (v.to_string(), t.to_string()))
            .chain(self.params.iter().map(|(n, t)| passed(n, t, self.tag)))
            .collect();
        let args: Vec<&str> = passed.iter().map(|p| p.0.as_str()).collect();
        let types: Vec<&str> = passed.iter().map(|p| p.1.as_str()).collect();
        format!(
            "func.call @{callee}({}) : ({}) -> ({results})",
            args.join(", "),
            types.join(", ")
        )
    }

    /// The definition's declarations of the parameters, in order.
    pub(crate) fn declared(&self) -> Vec<String> {
        self.params.iter().map(|(n, t)| declared(n, t, self.tag)).collect()
    }

    /// The definition's lines, at its top, that rebuild the buffers.
    pub(crate) fn rebuilt(&self) -> String {
        self.params.iter().map(|(n, t)| rebuild(n, t, self.tag)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_rank_one_identity_buffers_go_bare() {
        assert_eq!(rank1("memref<?xi8>"), Some(("i8", None)));
        assert_eq!(rank1("memref<58752xi8>"), Some(("i8", Some(58752))));
        assert_eq!(rank1("memref<?xindex>"), Some(("index", None)));
        assert_eq!(rank1("memref<4x8xf64>"), None);
        assert_eq!(rank1("memref<?x?xf64>"), None);
        assert_eq!(rank1("memref<?xf64, strided<[?], offset: ?>>"), None);
        assert_eq!(rank1("index"), None);
        assert_eq!(
            passed("%state", "memref<?xi8>", "ptr"),
            ("%state_ptr".into(), "!llvm.ptr".into())
        );
        assert_eq!(passed("%mb", "index", "ptr"), ("%mb".into(), "index".into()));
        assert_eq!(unpack("%mb", "index", "ptr", "  "), "");
        assert_eq!(rebuild("%mb", "index", "ptr"), "");
    }

    #[test]
    fn a_rebuilt_buffer_has_its_static_size() {
        let text = rebuild("%scratch_arena", "memref<64xi8>", "ptr");
        assert!(text.contains("llvm.mlir.constant(64 : i64)"), "{text}");
        assert!(text.ends_with("to memref<64xi8>\n"), "{text}");
    }
}
