//! The switch on a block index that sends a member (or a step) to its
//! block's case.
//!
//! Up to `FLAT_CASES` cases it is one `scf.index_switch`. MLIR's rewrites
//! pay for a switch's size each time they touch it (the region successor
//! maps of `scf.index_switch`, the operand segments of the `cf.switch` it
//! becomes), and they touch it about once per case: a flat switch over the
//! 6,000 blocks of 2,000 one-line functions took 22 s of canonicalization,
//! strided-metadata expansion and vector lowering (`mlir-opt-22
//! --mlir-timing`), 2.5 s as two levels. Above `FLAT_CASES`, the outer
//! switch picks a group of `GROUP` consecutive block indices
//! (`index / GROUP`) and an inner switch the case among them. Programs
//! that large pay a second jump per dispatch; smaller ones (every example
//! and the sampler) keep the flat switch and their code.

/// The most cases a flat switch has.
pub(crate) const FLAT_CASES: usize = 512;

/// Block indices per inner switch of a two-level one.
const GROUP: usize = 64;

/// What a switch yields: its result's name and type, and the default
/// region's terminator (`scf.yield %halt : i32`, or `scf.yield` when it
/// yields nothing).
pub(crate) struct Switch<'a> {
    /// The `index` value switched on.
    pub index: &'a str,
    /// `(name, type)` of the result, if it has one.
    pub result: Option<(&'a str, &'a str)>,
    /// The default region's only line.
    pub default: &'a str,
    /// A name unique in the function, for the values the two-level form
    /// defines.
    pub tag: &'a str,
}

impl Switch<'_> {
    /// The switch over `cases` (the text `Body` wrote: each `case K {`
    /// ... `}` at the indentation of the first line, K ascending), its
    /// own lines indented by `pad` spaces.
    pub(crate) fn render(&self, pad: usize, cases: &str) -> String {
        let split = split_cases(cases);
        if split.len() <= FLAT_CASES {
            return self.flat(pad, self.index, self.result, cases);
        }
        let p = " ".repeat(pad);
        let tag = self.tag;
        let mut out = format!(
            "{p}%{tag}_n = arith.constant {GROUP} : index\n\
             {p}%{tag}_g = arith.divui {}, %{tag}_n : index\n",
            self.index
        );
        let mut groups: Vec<(usize, String)> = Vec::new();
        for (k, text) in split {
            let g = k / GROUP;
            match groups.last_mut() {
                Some((last, body)) if *last == g => body.push_str(text),
                _ => groups.push((g, text.to_string())),
            }
        }
        let mut outer = String::new();
        for (g, body) in groups {
            outer.push_str(&format!("{p}case {g} {{\n"));
            let inner = format!("%{tag}_{g}");
            let result = self.result.map(|(_, ty)| (inner.as_str(), ty));
            outer.push_str(&self.flat(pad + 2, self.index, result, &body));
            match self.result {
                Some((_, ty)) => outer.push_str(&format!("{p}  scf.yield {inner} : {ty}\n")),
                None => outer.push_str(&format!("{p}  scf.yield\n")),
            }
            outer.push_str(&format!("{p}}}\n"));
        }
        out.push_str(&self.flat(pad, &format!("%{tag}_g"), self.result, &outer));
        out
    }

    fn flat(&self, pad: usize, index: &str, result: Option<(&str, &str)>, cases: &str) -> String {
        let p = " ".repeat(pad);
        let head = match result {
            Some((name, ty)) => format!("{name} = scf.index_switch {index} -> {ty}"),
            None => format!("scf.index_switch {index}"),
        };
        format!("{p}{head}\n{cases}{p}default {{\n{p}  {}\n{p}}}\n", self.default)
    }
}

/// The cases of a switch's text, with their block indices, in order.
pub(crate) fn split_cases(cases: &str) -> Vec<(usize, &str)> {
    let indent = cases.len() - cases.trim_start_matches(' ').len();
    let mut starts = Vec::new();
    let mut at = 0;
    for line in cases.split_inclusive('\n') {
        let k = line
            .get(indent..)
            .filter(|_| line.as_bytes()[..indent].iter().all(|b| *b == b' '))
            .and_then(|rest| rest.strip_prefix("case "))
            .and_then(|rest| rest.trim_end().strip_suffix(" {"))
            .and_then(|k| k.parse::<usize>().ok());
        if let Some(k) = k {
            starts.push((k, at));
        }
        at += line.len();
    }
    let mut out = Vec::with_capacity(starts.len());
    for (i, (k, start)) in starts.iter().enumerate() {
        let end = starts.get(i + 1).map_or(cases.len(), |s| s.1);
        out.push((*k, &cases[*start..end]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cases(n: usize) -> String {
        (0..n)
            .map(|k| format!("  case {k} {{\n    %x{k} = arith.constant {k} : i32\n    scf.yield %x{k} : i32\n  }}\n"))
            .collect()
    }

    #[test]
    fn small_switches_stay_flat_and_keep_their_text() {
        let s = Switch {
            index: "%i",
            result: Some(("%r", "i32")),
            default: "scf.yield %h : i32",
            tag: "t",
        };
        let text = s.render(2, &cases(3));
        assert_eq!(
            text,
            format!(
                "  %r = scf.index_switch %i -> i32\n{}  default {{\n    scf.yield %h : i32\n  }}\n",
                cases(3)
            )
        );
    }

    #[test]
    fn large_switches_group_their_cases_and_parse() {
        let n = FLAT_CASES + 100;
        let s = Switch {
            index: "%i",
            result: Some(("%r", "i32")),
            default: "scf.yield %h : i32",
            tag: "t",
        };
        let text = s.render(4, &cases(n));
        assert_eq!(text.matches("scf.index_switch").count(), 1 + n.div_ceil(GROUP));
        for k in 0..n {
            assert_eq!(text.matches(&format!("%x{k} = arith.constant {k} : i32")).count(), 1);
        }
        let module = format!(
            "func.func @f(%i: index) -> i32 {{\n    %h = arith.constant -1 : i32\n{text}    return %r : i32\n}}\n"
        );
        let context = crate::codegen::llvm::mlir_context();
        crate::codegen::llvm::parse_and_verify(&context, &module).expect("the two-level switch verifies");
    }
}
