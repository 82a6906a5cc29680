//! Identifiers as Python reads them: in NFKC form (PEP 3131), so that `ﬁ`
//! and `fi`, or `ℌ` and `H`, are one name. The source is rewritten with
//! every identifier normalized before it is parsed; diagnostics then quote
//! the normalized text, at its own positions.

use rustpython_parser::lexer::lex;
use rustpython_parser::{Mode, Tok};
use std::borrow::Cow;
use unicode_normalization::UnicodeNormalization;

/// `source` with each identifier replaced by its NFKC form; borrowed when
/// nothing changes (always for ASCII text).
pub(crate) fn normalize_identifiers(source: &str) -> Cow<'_, str> {
    if source.is_ascii() {
        return Cow::Borrowed(source);
    }
    let mut out = String::with_capacity(source.len());
    let mut copied = 0;
    for token in lex(source, Mode::Module) {
        // The parser reports lexical errors; the text after one is left
        // as it is.
        let Ok((tok, range)) = token else { break };
        let Tok::Name { name } = tok else { continue };
        if name.is_ascii() {
            continue;
        }
        let normal: String = name.nfkc().collect();
        let (start, end) = (usize::from(range.start()), usize::from(range.end()));
        if normal == name || start < copied || source.get(start..end) != Some(name.as_str()) {
            continue;
        }
        out.push_str(&source[copied..start]);
        out.push_str(&normal);
        copied = end;
    }
    if copied == 0 {
        return Cow::Borrowed(source);
    }
    out.push_str(&source[copied..]);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::normalize_identifiers;

    #[test]
    fn identifiers_take_their_nfkc_form_and_strings_do_not() {
        let src = "ﬁle = 1\nx = ﬁle + 1  # ﬁ\ns = \"ﬁ\"\n";
        assert_eq!(normalize_identifiers(src), "file = 1\nx = file + 1  # ﬁ\ns = \"ﬁ\"\n");
        assert!(matches!(
            normalize_identifiers("x = 1\n"),
            std::borrow::Cow::Borrowed(_)
        ));
        assert_eq!(normalize_identifiers("ℌ = 2\n"), "H = 2\n");
        assert_eq!(normalize_identifiers("é = 2\n"), "é = 2\n");
    }
}
