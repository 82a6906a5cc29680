//! Buffer views defined in the cases that use them.
//!
//! The entry views `%state` as every buffer once (`state_views`), so each
//! view is one value live across the whole loop. In a program of
//! thousands of blocks most buffers belong to one function and are used
//! by a few of its blocks, and LLVM's register allocation pays for every
//! one of those values in every block: `autobatch compile` of 1,000
//! one-line functions spent most of its time splitting and spilling their
//! live ranges. So in the loop over one switch (`schedule::THREADED_BLOCKS`
//! and above), a buffer that only the cheap blocks' cases use is viewed at
//! the top of each case that uses it instead: two loads from `%layout`
//! per case run, and no value across the loop. Through MLIR, LLVM's O3 and
//! code generation (the external tools, on the emitted text of 1,000
//! functions), 4.9 s became 2.5 s.

use super::abi::{self, Abi};
use super::builder;
use super::dispatch::split_cases;
use std::collections::{BTreeSet, HashMap};

/// The lines that view buffer `i` of the ABI, indented by `pad`, their
/// values named after `tag`.
pub(crate) fn view_def(abi: &Abi, i: usize, tag: &str, pad: &str) -> String {
    let buffer = &abi.buffers[i];
    let view = abi::arg_name(&buffer.role);
    let ty = builder::dyn_memref(buffer.dtype);
    let (at, len) = (2 * i, 2 * i + 1);
    format!(
        "{pad}%{tag}a = arith.constant {at} : index\n\
         {pad}%{tag}b = arith.constant {len} : index\n\
         {pad}%{tag}o = memref.load %layout[%{tag}a] : memref<?xindex>\n\
         {pad}%{tag}n = memref.load %layout[%{tag}b] : memref<?xindex>\n\
         {pad}{view} = memref.view %state[%{tag}o][%{tag}n] : memref<?xi8> to {ty}\n"
    )
}

/// The `%names` that `text` mentions.
fn names(text: &str) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        let tail = &rest[at..];
        let end = tail[1..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(tail.len(), |e| e + 1);
        out.insert(&tail[..end]);
        rest = &tail[end..];
    }
    out
}

/// Moves into `cases` (a switch's cases as `Body` wrote them) the views of
/// the buffers that no text of `elsewhere` mentions: each case that uses
/// such a buffer views it at its top. Returns the new cases and the
/// buffers the entry no longer views, by view name.
pub(crate) fn localize(cases: &str, abi: &Abi, elsewhere: &[&str]) -> (String, BTreeSet<String>) {
    let index: HashMap<String, usize> = abi
        .buffers
        .iter()
        .enumerate()
        .map(|(i, b)| (abi::arg_name(&b.role), i))
        .collect();
    let outside: BTreeSet<&str> = elsewhere.iter().flat_map(|t| names(t)).collect();
    let mut moved = BTreeSet::new();
    let mut out = String::with_capacity(cases.len());
    for (k, case) in split_cases(cases) {
        let (head, body) = case.split_at(case.find('\n').map_or(case.len(), |e| e + 1));
        out.push_str(head);
        let pad = format!("{}  ", &head[..head.len() - head.trim_start().len()]);
        for (j, name) in names(body).into_iter().enumerate() {
            let Some(&i) = index.get(name) else { continue };
            if outside.contains(name) {
                continue;
            }
            out.push_str(&view_def(abi, i, &format!("cv{k}_{j}"), &pad));
            moved.insert(name.to_string());
        }
        out.push_str(body);
    }
    (out, moved)
}

#[cfg(test)]
mod tests {
    use super::names;

    #[test]
    fn names_are_the_percent_words_of_a_text() {
        let got: Vec<&str> = names("%a1 = memref.load %v3_top[%mb] : memref<?xi64>\n%x")
            .into_iter()
            .collect();
        assert_eq!(got, ["%a1", "%mb", "%v3_top", "%x"]);
    }
}
