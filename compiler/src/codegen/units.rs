//! Codegen units: the CPU module of a large program cut into modules that
//! compile apart, in parallel and through the object cache
//! (`codegen::objects`).
//!
//! A large program's blocks are outlined into functions `@<name>_block<K>`
//! (`codegen::mlir::cpu::outline`). LLVM's cost grows faster than a
//! function's size, and with the blocks apart the entry is small; what
//! remains is that one module is one thread's work, and that a changed
//! model line recompiles everything. Cut here, each outlined function is a
//! unit of its own (public and hidden, so the linker joins the units and
//! nothing is exported), the entry with the ABI's description is another
//! (declaring the functions it calls), and each unit carries its own
//! private copy of the math functions it calls (`ab_exp_f64`, ...), which
//! LLVM may then inline there as it did in one module. A unit's text
//! depends only on its own blocks: editing the model leaves the sampler's
//! units as they were, and their objects come from the cache.
//!
//! The emitter's text format is what this reads: a module's items start
//! at two spaces of indentation, a function ends at the first line that
//! is exactly `  }`, and other items are one line.

use std::collections::BTreeSet;

/// An item of the module: its name (the first `@symbol` of its head) and
/// its text.
#[derive(Clone, Debug)]
struct Item<'a> {
    name: &'a str,
    text: &'a str,
}

/// The module `text` (as `emit_cpu` wrote it, `name` its entry's symbol
/// prefix) as codegen units: itself alone when it has no outlined blocks,
/// else the entry's unit first, then one per outlined function. Each unit
/// is a complete module.
pub fn split(text: &str, name: &str) -> Vec<String> {
    let Some((head, items)) = items(text) else {
        return vec![text.to_string()];
    };
    let prefix = format!("{name}_block");
    let outlined = |i: &Item| i.name.starts_with(&prefix) && i.name[prefix.len()..].bytes().all(|b| b.is_ascii_digit());
    if !items.iter().any(outlined) {
        return vec![text.to_string()];
    }
    let helpers: Vec<&Item> = (items.iter())
        .filter(|i| !outlined(i) && i.text.starts_with("  func.func private @"))
        .collect();
    let module = |own: &[String]| {
        let mut body = own.concat();
        for helper in needed(&body, &helpers) {
            body.push_str(&internal(helper.text));
        }
        format!("{head}{body}}}\n")
    };
    let mut entry: Vec<String> = Vec::new();
    let mut units = Vec::new();
    for item in &items {
        if outlined(item) {
            entry.push(declaration(item.text));
            units.push(module(&[public(item.text)]));
        } else if !helpers.iter().any(|h| h.name == item.name) {
            entry.push(item.text.to_string());
        }
    }
    units.insert(0, module(&entry));
    units
}

/// The module's first line and its items, or `None` when the text is not
/// in the emitter's format.
fn items(text: &str) -> Option<(&str, Vec<Item<'_>>)> {
    let head_end = text.find('\n')? + 1;
    let (head, rest) = text.split_at(head_end);
    if !head.starts_with("module") || !head.trim_end().ends_with('{') {
        return None;
    }
    let mut items = Vec::new();
    let mut start: Option<usize> = None;
    let mut at = 0;
    for line in rest.split_inclusive('\n') {
        let end = at + line.len();
        match start {
            Some(s) if line.trim_end() == "  }" => {
                items.push(item(&rest[s..end])?);
                start = None;
            }
            Some(_) => {}
            None if line.trim_end() == "}" => return Some((head, items)),
            None if line.trim().is_empty() => {}
            None if line.starts_with("  ") && !line.starts_with("   ") => {
                if line.trim_end().ends_with('{') {
                    start = Some(at);
                } else {
                    items.push(item(line)?);
                }
            }
            None => return None,
        }
        at = end;
    }
    None
}

fn item(text: &str) -> Option<Item<'_>> {
    let at = text.find('@')? + 1;
    let len = text[at..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len() - at);
    Some(Item {
        name: &text[at..at + len],
        text,
    })
}

/// The helpers `body` calls, and those they call, in the module's order.
fn needed<'h, 'a>(body: &str, helpers: &'h [&'h Item<'a>]) -> Vec<&'h Item<'a>> {
    let mut wanted: BTreeSet<usize> = BTreeSet::new();
    let mut todo = vec![body];
    while let Some(text) = todo.pop() {
        for (k, helper) in helpers.iter().enumerate() {
            if !wanted.contains(&k) && calls(text, helper.name) {
                wanted.insert(k);
                todo.push(helper.text);
            }
        }
    }
    wanted.into_iter().map(|k| helpers[k]).collect()
}

/// Whether `text` names `@symbol` (as a whole symbol).
fn calls(text: &str, symbol: &str) -> bool {
    let needle = format!("@{symbol}");
    text.match_indices(&needle).any(|(at, _)| {
        let next = text.as_bytes().get(at + needle.len());
        !next.is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
    })
}

/// A helper's definition with internal linkage, so that each unit's copy
/// is its own (a `private` MLIR function is an external LLVM symbol).
fn internal(text: &str) -> String {
    const LINKAGE: &str = "llvm.linkage = #llvm.linkage<internal>";
    let (head, rest) = text.split_at(text.find('\n').unwrap_or(text.len()));
    if head.contains(LINKAGE) {
        return text.to_string();
    }
    let head = match head.rfind(" attributes {") {
        Some(at) => format!(
            "{}{LINKAGE}, {}",
            &head[..at + " attributes {".len()],
            &head[at + " attributes {".len()..]
        ),
        None => format!("{} attributes {{{LINKAGE}}} {{", head.trim_end_matches(" {")),
    };
    format!("{head}{rest}")
}

/// An outlined function as a unit's public, hidden definition.
fn public(text: &str) -> String {
    let text = text.replacen("func.func private @", "func.func @", 1);
    text.replacen("llvm.linkage = #llvm.linkage<internal>", "visibility_ = 1 : i64", 1)
}

/// The declaration of a function from its definition's head:
/// `func.func private @f(%a: index, %b: memref<?xi8>) -> i32 ... {` to
/// `func.func private @f(index, memref<?xi8>) -> i32`.
fn declaration(text: &str) -> String {
    let head = text.lines().next().unwrap_or_default();
    let (symbol, rest) = head.split_once('(').unwrap_or((head, ""));
    // Parameters are `%name: type`; no type contains a `%`.
    let (params, after) = rest.split_once(')').unwrap_or((rest, ""));
    let types: Vec<&str> = (params.split(", %"))
        .filter_map(|p| p.split_once(": ").map(|(_, ty)| ty))
        .collect();
    let results = after
        .split(" attributes")
        .next()
        .unwrap_or_default()
        .trim_end_matches(" {");
    format!("{symbol}({}){results}\n", types.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: &str = "module attributes {llvm.target_triple = \"x\"} {
  func.func @p_entry(%state: memref<?xi8>, %n: index) -> i64 attributes {llvm.emit_c_interface} {
    %k = arith.constant 3 : index
    %r = func.call @p_block3(%k, %state) : (index, memref<?xi8>) -> (i32)
    %x = arith.constant 1.0 : f64
    %y = func.call @ab_exp_f64(%x) : (f64) -> f64
    %z = arith.constant 0 : i64
    return %z : i64
  }
  func.func private @p_block3(%outlined_block: index, %state: memref<?xi8>) -> i32 attributes {passthrough = [\"noinline\"], llvm.linkage = #llvm.linkage<internal>} {
    %x = arith.constant 1.0 : f64
    %y = func.call @ab_pow_f64(%x, %x) : (f64, f64) -> f64
    %r = arith.constant 0 : i32
    return %r : i32
  }
  llvm.mlir.global internal constant @p_abi_text(\"{}\\00\") {addr_space = 0 : i32} : !llvm.array<3 x i8>
  func.func private @ab_exp_f64(%x: f64) -> f64 {
    return %x : f64
  }
  func.func private @ab_pow_f64(%x: f64, %y: f64) -> f64 {
    %e = func.call @ab_exp_f64(%x) : (f64) -> f64
    return %e : f64
  }
}
";

    #[test]
    fn each_outlined_function_is_a_unit_with_the_helpers_it_calls() {
        let units = split(MODULE, "p");
        assert_eq!(units.len(), 2);
        let (entry, block) = (&units[0], &units[1]);
        assert!(
            entry.contains("func.func private @p_block3(index, memref<?xi8>) -> i32\n"),
            "{entry}"
        );
        assert!(entry.contains("@p_abi_text"), "{entry}");
        assert!(entry.contains("func.func private @ab_exp_f64(%x: f64)"), "{entry}");
        assert!(!entry.contains("@ab_pow_f64"), "{entry}");
        assert!(block.contains("func.func @p_block3(%outlined_block: index"), "{block}");
        assert!(block.contains("visibility_ = 1 : i64"), "{block}");
        // pow, and exp, which pow calls.
        assert!(block.contains("func.func private @ab_pow_f64") && block.contains("func.func private @ab_exp_f64"));
        assert!(
            block.contains("@ab_exp_f64(%x: f64) -> f64 attributes {llvm.linkage = #llvm.linkage<internal>} {"),
            "{block}"
        );
        assert_eq!(
            internal("  func.func private @f(%x: f32) -> f32 attributes {passthrough = [\"alwaysinline\"]} {\n  }\n"),
            "  func.func private @f(%x: f32) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = [\"alwaysinline\"]} {\n  }\n"
        );
        let context = crate::codegen::llvm::mlir_context();
        for unit in &units {
            crate::codegen::llvm::parse_and_verify(&context, unit).unwrap_or_else(|e| panic!("{e}: {unit}"));
        }
    }

    #[test]
    fn a_module_without_outlined_blocks_is_one_unit_as_it_is() {
        let text = MODULE.replace("p_block3", "q_block3");
        assert_eq!(split(&text, "p"), vec![text.clone()]);
        assert_eq!(split("not a module", "p"), vec!["not a module".to_string()]);
    }

    #[test]
    fn symbols_match_whole() {
        assert!(calls("call @ab_exp_f64(%x)", "ab_exp_f64"));
        assert!(!calls("call @ab_exp_f64x(%x)", "ab_exp_f64"));
    }
}
