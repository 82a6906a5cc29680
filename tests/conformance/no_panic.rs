//! No input makes the frontend panic: random strings, and valid programs
//! mangled token by token and character by character, all come back as a
//! program or as a diagnostic that names `file:line:col`.

use autobatch_compiler::driver::check_source;
use autobatch_compiler::frontend::build_program;
use proptest::prelude::*;
use proptest::test_runner::Config;

/// Valid programs covering the language; the mutations start from these.
const CORPUS: &[&str] = &[
    r#"from autobatch import *

def fib(n: i64) -> i64:
    if n <= 1:
        return 1
    return fib(n - 2) + fib(n - 1)

if __name__ == "__main__":
    print(fib(10))
"#,
    r#"from autobatch import *

def is_even(n: i64) -> bool:
    return True if n < 1 else is_odd(n - 1)

def is_odd(n: i64) -> bool:
    return False if n < 1 else is_even(n - 1)
"#,
    r#"def pattern(x: i64) -> tuple[i64, i64]:
    many = (x + 1, (x + 2, x + 3))
    one, two = many
    a, (b, c) = many
    return two
"#,
    r#"from autobatch import *
N = 3
SCALE = -0.5

def step(data: Shared[f64[N, N]], s: f64[N]) -> f64[N]:
    return s + sum(data @ s) * SCALE

def main(data: Shared[f64[N, N]], s: f64[N], count: i64) -> f64[N]:
    """Iterates `step`."""
    while count > 0:
        count -= 1
        if count % 2 == 0 and count != 4:
            continue
        elif count > 100:
            break
        s = step(data, s)
    return s
"#,
    r#"def f(x: f32, n: i32, flag: bool) -> f64:
    acc: f64 = 0
    i = 0
    while True:
        i += 1
        if i >= n or not flag:
            break
        acc = acc + f64(x) * 2 if 0 < i < 10 else acc - 1.0
    y = min(acc, 3.0, max(acc, -1.0))
    return where(y > 0.0, exp(y), log1p(abs(y))) ** 2.0
"#,
    r#"def g(p: tuple[i64, f64], v: f64[4]) -> tuple[f64, i64]:
    k = p[0] // 2 + p[-2] % 3
    z = zeros_like(v)
    z = z + v[k % 4] + dot(v, v)
    return sum(z) / 2, int(tanh(p[1]))
"#,
];

/// Pieces the mutations insert: keywords, names, operators, numbers and
/// layout characters, so that mutants stay near the language.
const PIECES: &[&str] = &[
    "if",
    "elif",
    "else",
    "while",
    "for",
    "in",
    "return",
    "def",
    "not",
    "and",
    "or",
    "lambda",
    "break",
    "continue",
    "pass",
    "True",
    "False",
    "None",
    "tuple",
    "Shared",
    "i64",
    "f64",
    "f32[3]",
    "bool",
    "x",
    "n",
    "fib",
    "min",
    "where",
    "sum",
    "import",
    "global",
    "yield",
    "await",
    "class",
    "with",
    "try",
    "+",
    "-",
    "*",
    "/",
    "//",
    "%",
    "**",
    "@",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ":",
    ",",
    "=",
    "==",
    "<",
    "<=",
    "+=",
    "->",
    ".",
    ":=",
    "*",
    "\n",
    "    ",
    "\t",
    "\"",
    "'",
    "#",
    "\\",
    "0",
    "1",
    "-1",
    "2.5",
    "1e308",
    "99999999999999999999",
    "9223372036854775808",
    "3000000000",
    "0x10",
    "1j",
    "...",
    "é",
];

/// Runs what `autobatch check` runs (the frontend, then the lowering of
/// every function as the entry), or the frontend alone for a given entry;
/// fails the test if anything panics or a located diagnostic does not
/// render its location.
fn check(src: &str, entry: Option<&str>) -> Result<(), TestCaseError> {
    let outcome = std::panic::catch_unwind(|| match entry {
        None => check_source(src, "fuzz.py").map(|_| ()),
        Some(_) => build_program(src, "fuzz.py", entry).map(|_| ()),
    });
    let Ok(result) = outcome else {
        return Err(TestCaseError::fail(format!("the compiler panicked on {src:?}")));
    };
    if let Err(d) = result {
        prop_assert!(!d.message.is_empty(), "empty message for {:?}", src);
        if d.span.is_some() {
            let Some((line, col)) = d.line_col() else {
                return Err(TestCaseError::fail(format!("no line:col for {src:?}")));
            };
            let rendered = d.render();
            let location = format!("fuzz.py:{line}:{col}");
            prop_assert!(
                rendered.contains(&location),
                "{:?} lacks {} for {:?}",
                rendered,
                location,
                src
            );
        }
    }
    Ok(())
}

/// The source cut into tokens: runs of word characters, runs of spaces,
/// and single other characters.
fn tokens(src: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let class = |c: char| {
        if c.is_alphanumeric() || c == '_' || c == '.' {
            0
        } else if c == ' ' {
            1
        } else {
            2
        }
    };
    for c in src.chars() {
        match out.last_mut() {
            Some(last) if class(c) != 2 && last.chars().last().map(class) == Some(class(c)) => last.push(c),
            _ => out.push(c.to_string()),
        }
    }
    out
}

/// Replacements that keep the syntax valid more often than not, so that
/// the mutants reach name resolution and type checking.
const WORDS: &[&str] = &[
    "n",
    "x",
    "s",
    "p",
    "acc",
    "count",
    "data",
    "many",
    "fib",
    "step",
    "is_odd",
    "i64",
    "i32",
    "f32",
    "f64",
    "bool",
    "True",
    "False",
    "N",
    "sum",
    "min",
    "exp",
    "where",
    "zeros_like",
    "int",
    "float",
    "0",
    "1",
    "2.5",
    "-3",
    "Shared",
    "tuple",
];
const OPERATORS: &[&str] = &[
    "+",
    "-",
    "*",
    "/",
    "//",
    "%",
    "**",
    "@",
    "<",
    "<=",
    "==",
    "!=",
    ">",
    " and ",
    " or ",
    " if n else ",
];

#[derive(Clone, Debug)]
enum Mutation {
    DeleteToken(usize),
    DuplicateToken(usize),
    SwapTokens(usize, usize),
    InsertPiece(usize, usize),
    ReplaceWord(usize, usize),
    ReplaceOperator(usize, usize),
    DeleteChar(usize),
    DuplicateChar(usize),
    SwapChars(usize, usize),
    InsertChar(usize, char),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let i = any::<usize>();
    prop_oneof![
        1 => i.prop_map(Mutation::DeleteToken),
        1 => i.prop_map(Mutation::DuplicateToken),
        1 => (i, i).prop_map(|(a, b)| Mutation::SwapTokens(a, b)),
        1 => (i, 0..PIECES.len()).prop_map(|(a, p)| Mutation::InsertPiece(a, p)),
        3 => (i, 0..WORDS.len()).prop_map(|(a, w)| Mutation::ReplaceWord(a, w)),
        3 => (i, 0..OPERATORS.len()).prop_map(|(a, o)| Mutation::ReplaceOperator(a, o)),
        1 => i.prop_map(Mutation::DeleteChar),
        1 => i.prop_map(Mutation::DuplicateChar),
        1 => (i, i).prop_map(|(a, b)| Mutation::SwapChars(a, b)),
        1 => (i, any::<char>()).prop_map(|(a, c)| Mutation::InsertChar(a, c)),
    ]
}

fn apply(src: &str, m: &Mutation) -> String {
    match *m {
        Mutation::ReplaceWord(i, w) => {
            replace_nth(src, i, WORDS[w], |t| t.chars().all(|c| c.is_alphanumeric() || c == '_'))
        }
        Mutation::ReplaceOperator(i, o) => replace_nth(src, i, OPERATORS[o], |t| "+-*/%<>=@".contains(t)),
        Mutation::DeleteChar(_) | Mutation::DuplicateChar(_) | Mutation::SwapChars(..) | Mutation::InsertChar(..) => {
            apply_chars(src, m)
        }
        _ => apply_tokens(src, m),
    }
}

/// Replaces the `i`-th (modulo their count) token satisfying `is_kind`.
fn replace_nth(src: &str, i: usize, with: &str, is_kind: impl Fn(&str) -> bool) -> String {
    let mut t = tokens(src);
    let candidates: Vec<usize> = (0..t.len()).filter(|k| is_kind(&t[*k])).collect();
    if let Some(k) = candidates.get(i % candidates.len().max(1)) {
        t[*k] = with.to_string();
    }
    t.concat()
}

fn apply_tokens(src: &str, m: &Mutation) -> String {
    let mut t = tokens(src);
    let n = t.len();
    if n == 0 {
        return src.to_string();
    }
    match *m {
        Mutation::DeleteToken(i) => {
            t.remove(i % n);
        }
        Mutation::DuplicateToken(i) => {
            let dup = t[i % n].clone();
            t.insert(i % n, dup);
        }
        Mutation::SwapTokens(i, j) => t.swap(i % n, j % n),
        Mutation::InsertPiece(i, p) => t.insert(i % (n + 1), PIECES[p].to_string()),
        _ => {}
    }
    t.concat()
}

fn apply_chars(src: &str, m: &Mutation) -> String {
    let mut c: Vec<char> = src.chars().collect();
    let n = c.len();
    if n == 0 {
        return src.to_string();
    }
    match *m {
        Mutation::DeleteChar(i) => {
            c.remove(i % n);
        }
        Mutation::DuplicateChar(i) => c.insert(i % n, c[i % n]),
        Mutation::SwapChars(i, j) => c.swap(i % n, j % n),
        Mutation::InsertChar(i, ch) => c.insert(i % (n + 1), ch),
        _ => {}
    }
    c.into_iter().collect()
}

#[test]
fn corpus_builds() {
    for src in CORPUS {
        if let Err(d) = build_program(src, "corpus.py", None) {
            panic!("corpus program does not build:\n{}", d.render());
        }
    }
}

#[test]
fn extreme_inputs_do_not_crash() {
    let deep = [
        format!("def f(n: i64) -> i64:\n    return {}n\n", "-".repeat(5000)),
        format!("def f(n: bool) -> bool:\n    return {}n\n", "not ".repeat(5000)),
        format!("def f(n: f64) -> f64:\n    return n{}\n", " ** n".repeat(5000)),
        format!("def f(n: i64) -> i64:\n    return n{}\n", " + n".repeat(5000)),
        format!(
            "def f(n: i64) -> i64:\n    return {}n{}\n",
            "(".repeat(1000),
            ")".repeat(1000)
        ),
        format!(
            "def f(n: i64) -> i64:\n    return n{}\n",
            " if n > 0 else n".repeat(2000)
        ),
        String::from("\u{feff}def f(n: i64) -> i64:\n    return n\n"),
        String::from("def f(n: i64) -> i64:\r\n    return n\r\n"),
        String::from("def é(n: i64) -> i64:\n    return ñ\n"),
        String::new(),
        String::from("\0"),
    ];
    for src in &deep {
        if let Err(e) = check(src, None) {
            panic!("{e}");
        }
    }
}

proptest! {
    #![proptest_config(Config { cases: 300, ..Config::default() })]

    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        check(&String::from_utf8_lossy(&bytes), None)?;
    }

    #[test]
    fn random_text(src in "[a-z0-9_ \n:()\\[\\],.=+*/%<>@-]{0,200}") {
        check(&format!("def f(n: i64) -> i64:\n    {src}\n"), None)?;
        check(&src, Some("f"))?;
    }
}

proptest! {
    #![proptest_config(Config { cases: 1000, ..Config::default() })]

    #[test]
    fn mutated_programs(which in 0..CORPUS.len(), mutations in proptest::collection::vec(mutation(), 1..4)) {
        let mut src = CORPUS[which].to_string();
        for m in &mutations {
            src = apply(&src, m);
        }
        check(&src, None)?;
    }
}
