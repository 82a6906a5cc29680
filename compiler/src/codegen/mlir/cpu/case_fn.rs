//! Each outlined case's body as a function of its buffers, inlined back.
//!
//! Every buffer a case touches is a view of the one state allocation at
//! an offset loaded from `%layout`, so LLVM cannot tell that a store to
//! one variable leaves another unchanged: a scalar read after any store
//! is loaded again, and a loop over a tensor's elements is neither
//! vectorized (a store to the result might feed the next element's
//! operand) nor kept in registers. The buffers are distinct by
//! construction (`runtime::abi::Abi::layout`; the scratch buffers are
//! disjoint ranges of the arena, `cpu::arena`).
//!
//! LLVM learns it when the buffers are `noalias` arguments of a function:
//! each case's body becomes `@<outlined function>_case<K>`, taking the
//! buffers it uses as bare pointers (`pointer_args`) and the other values
//! it uses as they are, marked `alwaysinline`; the case calls it. Inlining
//! turns the arguments' `noalias` into scoped alias metadata on every
//! load and store of the body, so LLVM's alias analysis sees the buffers
//! apart inside the case, as if each were its own allocation. The code is
//! the same op for op: only what LLVM may assume about it changes.

use super::outline::names;
use super::pointer_args;
use crate::mlir::builder::memref_shape;

/// Cases of more buffers than this stay as they are. Inlining gives each
/// load and store of the body a list of the other arguments' scopes, so
/// LLVM's work grows with buffers times accesses: a case saving 1,100
/// variables across a call (tests/programs/long_blocks.py) took the
/// compile from 3.4 s to 8.7 s. The sampler's cases use at most 66.
const MAX_BUFFERS: usize = 96;

/// The suffix of a buffer's pointer passed to a case's function (an
/// outlined function's own parameters end in `_ptr`).
const TAG: &str = "cp";

/// What an outlined function's case may use from outside its body.
pub(crate) enum Free {
    /// A constant's defining line, repeated in the case's function.
    Constant(String),
    /// A value of this type, passed to the case's function.
    Value(String),
    /// A value of this type that is a cast of the named buffer (the run
    /// counters' view of a scratch buffer): the same memory, so a case
    /// that uses both stays as it is, where they are not `noalias`.
    Cast(String, String),
    /// A value whose type is not known here: the case stays as it is.
    Opaque,
}

/// The line among `lines` that defines `name` (`%x = ...`), trimmed.
pub(crate) fn defining_line<'a>(lines: &'a str, name: &str) -> Option<&'a str> {
    let head = format!("{name} = ");
    lines.lines().map(str::trim).find(|l| l.starts_with(&head))
}

/// The type a scope definition's line gives `name`, from its MLIR text
/// (`%x = <op> ... : T`, `... to T`).
pub(crate) fn defined_type(lines: &str, name: &str) -> Option<String> {
    let line = defining_line(lines, name)?;
    let rhs = &line[name.len() + 3..];
    let op = rhs.split([' ', '(']).next()?;
    match op {
        "arith.constant" => Some(rhs.rsplit_once(" : ")?.1.to_string()),
        "memref.dim" => Some("index".to_string()),
        "memref.view" | "memref.cast" => Some(rhs.rsplit_once(" to ")?.1.to_string()),
        "memref.load" => Some(memref_shape(rhs.rsplit_once(" : ")?.1)?.1.to_string()),
        _ => None,
    }
}

/// A case of an outlined function split in two: the case, now a call of
/// the function of its body, and that function's text. `case` is as
/// `Body` wrote it (its head line, its body, its final `scf.yield`, `}`);
/// `callee` names the function; `free` resolves the names the body uses
/// from outside (`None`: the body's own). `None` when the case's shape is
/// not that (it then stays as it is).
pub(crate) fn split(case: &str, callee: &str, free: impl Fn(&str) -> Option<Free>) -> Option<(String, String)> {
    let (head, rest) = case.split_at(case.find('\n')? + 1);
    let rest = rest.trim_end_matches('\n');
    let (rest, close) = rest.rsplit_once('\n')?;
    let (body, yield_line) = rest.rsplit_once('\n').unwrap_or(("", rest));
    let yielded = yield_line.trim().strip_prefix("scf.yield")?.trim();
    let (results, ret_types) = match yielded.split_once(" : ") {
        Some((values, types)) => (values.to_string(), types.to_string()),
        None if yielded.is_empty() => (String::new(), String::new()),
        None => return None,
    };
    // A rebuilt buffer of unknown size says 0 (`pointer_args::rebuild`):
    // a body that asks a size stays where the size is true.
    if body.contains("memref.dim") {
        return None;
    }
    let mut constants = String::new();
    let mut params: Vec<(String, String)> = Vec::new();
    let mut sources: Vec<String> = Vec::new();
    // What the body and its yield use: a case may yield a value from
    // outside (`scf.yield %halt : i32`).
    for name in names(rest) {
        match free(name) {
            Some(Free::Constant(line)) => constants.push_str(&format!("    {}\n", line.trim())),
            Some(Free::Value(ty)) => params.push((name.to_string(), ty)),
            Some(Free::Cast(ty, source)) => {
                params.push((name.to_string(), ty));
                sources.push(source);
            }
            Some(Free::Opaque) => return None,
            None => {}
        }
    }
    if sources.iter().any(|s| params.iter().any(|(n, _)| n == s)) {
        return None;
    }
    let refs: Vec<(&str, &str)> = params.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let bare = pointer_args::Params {
        params: &refs,
        tag: TAG,
    };
    if bare.pointers() > MAX_BUFFERS {
        return None;
    }
    let pad = &head[..head.len() - head.trim_start().len()];
    let inner = format!("{pad}  ");
    let unpack = bare.unpack(&inner);
    let call = bare.call(callee, &[], &ret_types);
    let new_case = if results.is_empty() {
        format!("{head}{unpack}{inner}{call}\n{inner}scf.yield\n{close}\n")
    } else {
        format!("{head}{unpack}{inner}%{callee}_r = {call}\n{inner}scf.yield %{callee}_r : {ret_types}\n{close}\n")
    };
    let signature = bare.declared();
    let rebuilt = bare.rebuilt();
    let (arrow, ret) = if results.is_empty() {
        (String::new(), "return".to_string())
    } else {
        (format!(" -> ({ret_types})"), format!("return {results} : {ret_types}"))
    };
    let function = format!(
        "  func.func private @{callee}({}){arrow} attributes {{passthrough = [\"alwaysinline\"], llvm.linkage = #llvm.linkage<internal>}} {{\n\
         {rebuilt}{constants}{body}\n    {ret}\n  }}\n",
        signature.join(", ")
    );
    Some((new_case, function))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(name: &str) -> Option<Free> {
        match name {
            "%c0" => Some(Free::Constant("%c0 = arith.constant 0 : index".into())),
            "%mb" => Some(Free::Value("index".into())),
            "%v1_top" | "%v2_top" => Some(Free::Value("memref<?xf64>".into())),
            _ => None,
        }
    }

    #[test]
    fn a_case_calls_the_function_of_its_body() {
        let case = "      case 7 {\n        %a1 = memref.load %v1_top[%mb] : memref<?xf64>\n        memref.store %a1, %v2_top[%mb] : memref<?xf64>\n        %a2 = arith.constant 3 : i32\n        scf.yield %a2 : i32\n      }\n";
        let (new_case, function) = split(case, "f_block7_case7", resolve).expect("splits");
        assert!(new_case.starts_with("      case 7 {\n"), "{new_case}");
        assert!(
            new_case.contains("%f_block7_case7_r = func.call @f_block7_case7(%mb, %v1_top_cp, %v2_top_cp) : (index, !llvm.ptr, !llvm.ptr) -> (i32)"),
            "{new_case}"
        );
        assert!(
            new_case.ends_with("scf.yield %f_block7_case7_r : i32\n      }\n"),
            "{new_case}"
        );
        assert!(function.contains("%v1_top_cp: !llvm.ptr {llvm.noalias}"), "{function}");
        assert!(function.contains("\"alwaysinline\""), "{function}");
        assert!(function.contains("return %a2 : i32"), "{function}");
        assert!(!function.contains("%c0"), "unused constants stay out: {function}");
    }

    #[test]
    fn a_value_the_case_only_yields_is_passed_too() {
        let case = "  case 5 {\n    scf.yield %mb : index\n  }\n";
        let (_, function) = split(case, "f_case5", resolve).expect("splits");
        assert!(function.contains("@f_case5(%mb: index) -> (index)"), "{function}");
        assert!(function.contains("return %mb : index"), "{function}");
    }

    #[test]
    fn a_case_using_a_buffer_and_its_cast_stays() {
        let case = "  case 1 {\n    memref.store %x, %runs[%mb] : memref<?xi64>\n    memref.store %x, %s1[%mb] : memref<4xi64>\n    scf.yield\n  }\n";
        let cast = |n: &str| match n {
            "%runs" => Some(Free::Cast("memref<?xi64>".into(), "%s1".into())),
            "%s1" => Some(Free::Value("memref<4xi64>".into())),
            "%mb" => Some(Free::Value("index".into())),
            "%x" => Some(Free::Value("i64".into())),
            _ => None,
        };
        assert!(split(case, "f", cast).is_none());
        let alone = case.replace("    memref.store %x, %s1[%mb] : memref<4xi64>\n", "");
        assert!(split(&alone, "f", cast).is_some());
    }

    #[test]
    fn a_case_of_too_many_buffers_or_asking_a_size_stays() {
        let stores: String = (0..=MAX_BUFFERS)
            .map(|k| format!("    memref.store %x, %v{k}_top[%mb] : memref<?xf64>\n"))
            .collect();
        let case = format!("  case 1 {{\n{stores}    scf.yield\n  }}\n");
        let many = |n: &str| match n {
            "%mb" => Some(Free::Value("index".into())),
            "%x" => Some(Free::Value("f64".into())),
            _ => Some(Free::Value("memref<?xf64>".into())),
        };
        assert!(split(&case, "f", many).is_none());
        let dim = "  case 1 {\n    %n = memref.dim %v1_top, %c0 : memref<?xf64>\n    scf.yield\n  }\n";
        assert!(split(dim, "f", resolve).is_none());
    }

    #[test]
    fn types_come_from_the_defining_line() {
        let view = "    %lay1o = memref.load %layout[%lay1a] : memref<?xindex>\n    %v1_top = memref.view %state[%lay1o][%lay1n] : memref<?xi8> to memref<?xf64>\n";
        assert_eq!(defined_type(view, "%v1_top").as_deref(), Some("memref<?xf64>"));
        assert_eq!(defined_type(view, "%lay1o").as_deref(), Some("index"));
        let load = "%n = memref.load %layout[%c0] : memref<?xindex>";
        assert_eq!(defined_type(load, "%n").as_deref(), Some("index"));
        assert_eq!(
            defined_type("%z = memref.dim %pc, %c0 : memref<?xi32>", "%z").as_deref(),
            Some("index")
        );
        assert_eq!(
            defined_type("%k = arith.constant 3 : i32", "%k").as_deref(),
            Some("i32")
        );
    }
}
