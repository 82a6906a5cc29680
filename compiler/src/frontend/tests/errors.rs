//! Programs the frontend must reject, each at a given `line:col`.

use super::{assert_error, build, error};
use crate::frontend::build_program;

const G2: &str = "def g(a: i64, b: i64) -> i64:\n    return a\n\n";

#[test]
fn syntax_error_is_located() {
    assert_error("def f(n: i64) -> i64\n    return n\n", "syntax error", 1, 21);
}

#[test]
fn unknown_name() {
    assert_error("def f(n: i64) -> i64:\n    return m + 1\n", "unknown name `m`", 2, 12);
    assert_error(
        "def f(n: i64) -> i64:\n    y = z\n    z = 1\n    return y\n",
        "unknown name `z`: it is first assigned at line 3",
        2,
        9,
    );
}

#[test]
fn unsupported_statements_and_expressions() {
    let for_loop = "def f(n: i64) -> i64:\n    for i in n:\n        pass\n    return n\n";
    assert_error(
        for_loop,
        "a `for` loop iterates over range(...), enumerate(...) or a tensor, got i64",
        2,
        14,
    );
    assert_error(
        "def f(n: i64) -> i64:\n    s = \"hi\"\n    return n\n",
        "strings are not supported",
        2,
        9,
    );
    assert_error("def f(n: i64) -> i64:\n    return n.real\n", "attribute access", 2, 12);
    assert_error(
        "def f(n: i64) -> i64:\n    g = lambda: n\n    return n\n",
        "`lambda` is not supported",
        2,
        9,
    );
    assert_error(
        "def f(n: i64) -> i64:\n    return [n][0]\n",
        "lists are not supported",
        2,
        12,
    );
    assert_error(
        "def f(n: i64) -> i64:\n    if (m := n) > 0:\n        return m\n    return n\n",
        "walrus",
        2,
        9,
    );
    let nested = "def f(n: i64) -> i64:\n    def g(m: i64) -> i64:\n        return m\n    return n\n";
    assert_error(nested, "nested function definitions are not supported", 2, 5);
    assert_error(
        "def f(n: i64) -> i64:\n    a = b = n\n    return a\n",
        "chained assignment",
        2,
        5,
    );
    assert_error(
        "def f(x: f64) -> f64:\n    return x << 1\n",
        "shl needs integers, got f64 and f64",
        2,
        12,
    );
    assert_error("def f(n: i64) -> i64:\n    break\n", "`break` outside a loop", 2, 5);
}

#[test]
fn missing_annotations() {
    assert_error(
        "def f(n) -> i64:\n    return n\n",
        "missing annotation on parameter `n`",
        1,
        7,
    );
    assert_error(
        "def f(n: i64):\n    return n\n",
        "missing annotation: `f` needs a return type",
        1,
        5,
    );
}

#[test]
fn signature_forms_rejected() {
    assert_error(
        "@foo\ndef f(n: i64) -> i64:\n    return n\n",
        "decorators are not supported",
        1,
        2,
    );
    assert_error(
        "def f(x: f64[2] = 3) -> i64:\n    return 1\n",
        "`x` is f64[2]: its default must be a constant of that type",
        1,
        19,
    );
    assert_error("def f(*n: i64) -> i64:\n    return 1\n", "*args and **kwargs", 1, 8);
    assert_error(
        "def f(n: list[i64]) -> i64:\n    return 1\n",
        "`list` is not supported",
        1,
        10,
    );
    assert_error("def f(n: f64[0]) -> i64:\n    return 1\n", "positive", 1, 14);
    assert_error("def f(n: f64[M]) -> i64:\n    return 1\n", "unknown size `M`", 1, 14);
}

#[test]
fn variable_type_is_fixed_by_first_assignment() {
    let src = "def f(n: i64) -> f64:\n    x = 1.5\n    x = n\n    return x\n";
    assert_error(
        src,
        "`x` is i64 here but was f64 at line 2 (convert with f64(...))",
        3,
        5,
    );
    let src = "def f(n: i64) -> i64:\n    x = n\n    x += 0.5\n    return x\n";
    assert_error(src, "`x` is f64 here but was i64 at line 2", 3, 5);
}

#[test]
fn calls_are_checked() {
    assert_error(
        &format!("{G2}def f(n: i64) -> i64:\n    return g(n)\n"),
        "`g` is missing argument `b`",
        5,
        12,
    );
    let wrong = format!("{G2}def f(n: i64) -> i64:\n    return g(n, 1.5)\n");
    assert_error(&wrong, "argument `b` of `g` must be i64, found f64", 5, 17);
    assert_error(
        "def f(n: f64) -> f64:\n    return exp(x=n)\n",
        "`exp` takes its arguments by position: remove `x=`",
        2,
        16,
    );
    assert_error(
        "def f(n: i64) -> i64:\n    return foo(n)\n",
        "unknown function `foo`",
        2,
        12,
    );
    assert_error(
        "def f(n: f64) -> f64:\n    return exp(n, n)\n",
        "`exp` takes 1 argument, got 2",
        2,
        12,
    );
    assert_error(
        "def f(n: f64) -> f64:\n    return min(n)\n",
        "`min` needs a vector, a tuple, or at least 2 arguments, got f64",
        2,
        16,
    );
}

#[test]
fn conditions_must_be_scalar_bools() {
    assert_error(
        "def f(n: i64) -> i64:\n    if (n, n):\n        return 1\n    return 0\n",
        "condition must be a scalar bool, got tuple[i64, i64]",
        2,
        8,
    );
    let src = "def f(x: f64[2]) -> f64:\n    while x > 0.0:\n        return 1.0\n    return 0.0\n";
    assert_error(src, "condition must be a scalar bool, got bool[2]", 2, 11);
    assert_error(
        "def f(n: i64) -> bool:\n    return n and True\n",
        "`and` needs scalar bool operands, got i64",
        2,
        12,
    );
}

#[test]
fn every_path_must_return_and_assign() {
    assert_error(
        "def f(n: i64) -> i64:\n    if n > 0:\n        return 1\n",
        "`f` may reach its end without returning",
        1,
        5,
    );
    let src = "def f(n: i64) -> i64:\n    if n > 0:\n        y = 1\n    return y\n";
    assert_error(src, "`y` may be used before it is assigned", 4, 12);
    let src = "def f(n: i64) -> i64:\n    while n > 0:\n        y = 1\n        n -= 1\n    return y\n";
    assert_error(src, "`y` may be used before it is assigned", 5, 12);
    assert_error("def f(n: i64) -> i64:\n    return\n", "`return` needs a value", 2, 5);
    assert_error(
        "def f(n: i64) -> bool:\n    return n + 1\n",
        "`f` returns bool, found i64",
        2,
        12,
    );
}

#[test]
fn shared_parameters_are_checked() {
    let g = "def g(d: Shared[f64[2]]) -> f64:\n    return sum(d)\n\n";
    let src = format!("{g}def f(x: f64[2]) -> f64:\n    return g(x)\n");
    assert_error(
        &src,
        "argument for shared parameter `d` of `g` must be a shared parameter of the caller",
        5,
        14,
    );
    let src = "def f(d: Shared[f64[2]]) -> f64:\n    d = d + 1.0\n    return sum(d)\n";
    assert_error(src, "cannot assign to shared parameter `d`", 2, 5);
    let src = "def f(n: i64) -> Shared[f64]:\n    return 1.0\n";
    assert_error(src, "only allowed on a function parameter", 1, 18);
}

#[test]
fn primitive_type_errors_span_the_expression() {
    let src = "def f(a: f64[2], b: f64[3]) -> f64:\n    return sum(a + b)\n";
    assert_error(src, "shape mismatch", 2, 16);
    assert_error(
        "def f(a: f32, b: f64) -> f64:\n    return a + b\n",
        "cannot mix f32 and f64",
        2,
        12,
    );
    assert_error(
        "def f(n: i32) -> bool:\n    return n < 3000000000\n",
        "does not fit in i32",
        2,
        16,
    );
    assert_error(
        "def f(n: i64) -> i64:\n    a, b = (n, n, n)\n    return a\n",
        "cannot unpack a tuple of 3 values into 2 targets",
        2,
        5,
    );
    assert_error(
        "def f(n: bool) -> i64:\n    return ~n\n",
        "`~` on a bool gives -2 or -1 in Python",
        2,
        12,
    );
    assert_error(
        "def f(x: f64) -> i64:\n    return round(x, 2)\n",
        "`round(x, ndigits)` is not supported",
        2,
        12,
    );
}

#[test]
fn module_level_is_checked() {
    assert_error("x = foo()\n", "must be an int, float or bool literal", 1, 5);
    assert_error("import numpy\n", "cannot import `numpy`", 1, 8);
    assert_error("print(1)\n", "statements at module level", 1, 1);
    assert_error(
        "N = 1\nN = 2\ndef f(n: i64) -> i64:\n    return n\n",
        "`N` is defined twice",
        2,
        1,
    );
    assert_error(
        "N = 1\ndef f(n: i64) -> i64:\n    N = n\n    return N\n",
        "cannot assign to module constant `N`",
        3,
        5,
    );
}

#[test]
fn missing_entry_and_empty_file() {
    let d = build_program("def f(n: i64) -> i64:\n    return n\n", "t.py", Some("nope")).unwrap_err();
    assert_eq!(d.message, "no function named `nope` in t.py");
    assert_eq!(d.span, None);
    let d = build_program("from autobatch import *\n", "t.py", None).unwrap_err();
    assert!(d.message.contains("no functions"), "{}", d.message);
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let nots = "not ".repeat(150);
    let src = format!("def f(b: bool) -> bool:\n    return {nots}b\n");
    assert!(error(&src).message.contains("nested too deeply"));
    let parens = format!(
        "def f(b: bool) -> bool:\n    return {}b{}\n",
        "(".repeat(250),
        ")".repeat(250)
    );
    assert!(error(&parens).message.contains("too many nested parentheses"));
    let ifs: String = (0..120).map(|i| format!("{}if b:\n", "    ".repeat(i + 1))).collect();
    let src = format!(
        "def f(b: bool) -> bool:\n{ifs}{}return b\n    return b\n",
        "    ".repeat(121)
    );
    assert!(error(&src).message.contains("nested too deeply"));
}

#[test]
fn long_operator_chains_are_fine() {
    let terms = vec!["n"; 2000].join(" + ");
    let p = build(&format!("def f(n: i64) -> i64:\n    return {terms}\n"));
    assert_eq!(p.functions[0].blocks[0].ops.len(), 1999);
}

#[test]
fn loops_reject_what_python_would_not_run_the_same() {
    let step = |s: &str| format!("def f(n: i64) -> i64:\n    for i in range(0, n, {s}):\n        pass\n    return n\n");
    assert_error(&step("0"), "range() step must not be zero", 2, 26);
    assert_error(
        "def f(x: f64) -> i64:\n    for i in range(x):\n        pass\n    return 0\n",
        "range() takes integers, got f64: convert with int(...)",
        2,
        20,
    );
    assert_error(
        "def f(x: f64[3]) -> f64:\n    for k in enumerate(x):\n        pass\n    return 0.0\n",
        "unpack what enumerate() gives",
        2,
        9,
    );
}

#[test]
fn assert_messages_are_string_literals() {
    assert_error(
        "def f(n: i64) -> i64:\n    assert n > 0, n\n    return n\n",
        "the message of an `assert` must be a string literal",
        2,
        19,
    );
}

#[test]
fn keyword_arguments_are_matched_as_python_does() {
    let src = |call: &str| {
        format!("def g(a: i64, b: i64 = 2) -> i64:\n    return a + b\n\ndef f(n: i64) -> i64:\n    return {call}\n")
    };
    assert_error(
        &src("g(n, c=1)"),
        "`g` has no parameter `c` (its parameters: a, b)",
        5,
        17,
    );
    assert_error(&src("g(n, a=1)"), "`g` got two values for `a`", 5, 17);
    assert_error(&src("g(b=n)"), "`g` is missing argument `a`", 5, 12);
    assert_error(&src("g(n, 1, 2)"), "`g` takes 2 arguments, got 3", 5, 12);
    assert_error(
        "def g(a: i64 = 1.5) -> i64:\n    return a\n",
        "`a` is i64: its default must be a constant of that type",
        1,
        16,
    );
}

#[test]
fn arrays_written_by_index_own_their_arrays() {
    let src = |body: &str| {
        format!("def g(y: f64[2]) -> f64[2]:\n    return y\n\ndef f(x: f64[2]) -> f64:\n    a = zeros(2)\n{body}")
    };
    let second_name = "this would give its array a second name";
    assert_error(&src("    b = a\n    a[0] = 1.0\n    return b[0]\n"), second_name, 6, 9);
    assert_error(
        &src("    a[0] = 1.0\n    t = (a, 1)\n    return t[0][0]\n"),
        second_name,
        7,
        10,
    );
    assert_error(
        &src("    a[0] = 1.0\n    b = g(a)\n    return b[0]\n"),
        second_name,
        7,
        11,
    );
    let shared = "so it must hold an array of its own";
    assert_error(&src("    a = x\n    a[0] = 1.0\n    return a[0]\n"), shared, 6, 9);
    assert_error(&src("    a = g(x)\n    a[0] = 1.0\n    return a[0]\n"), shared, 6, 9);
    let rows = "    m = zeros((2, 2))\n    r = m[0]\n    m[0, 0] = 5.0\n    return r[0]\n";
    assert_error(&src(rows), second_name, 7, 9);
    let for_rows = "    m = zeros((2, 2))\n    for r in m:\n        m[0, 0] = 5.0\n    return 0.0\n";
    assert_error(&src(for_rows), second_name, 7, 14);
    // Copies, element reads and writes of values into a place are fine.
    let fine = "    b = copy(a)\n    a[0] = 1.0\n    m = zeros((2, 2))\n    m[1] = b\n    return a[0] + m[1, 0]\n";
    super::build(&src(fine));
}

#[test]
fn writes_by_index_are_checked() {
    let src = |body: &str| format!("def f(x: f64[2], n: i64) -> f64:\n    a = zeros((2, 3))\n{body}    return 0.0\n");
    assert_error(
        &src("    a[0, 0, 0] = 1.0\n"),
        "too many indices for `a`, which is f64[2, 3]",
        3,
        5,
    );
    assert_error(
        &src("    a[0] = x\n"),
        "cannot write f64[2] into f64[3] of `a` (f64[2, 3])",
        3,
        5,
    );
    assert_error(
        &src("    a[0, 1] = n\n"),
        "cannot write i64 into f64 of `a` (f64[2, 3]): convert with f64(...)",
        3,
        5,
    );
    assert_error(&src("    a[0.5] = 1.0\n"), "an index must be an integer, got f64", 3, 7);
    assert_error(&src("    b = zeros(n)\n"), "shapes are static", 3, 15);
    assert_error(
        &src("    b = arange(n)\n"),
        "arange's bounds must be integer constants",
        3,
        16,
    );
    assert_error(
        &src("    b = array(((1.0, 2.0), (3.0,)))\n"),
        "must all have the same length",
        3,
        28,
    );
    assert_error(
        &src("    b = array((x[0], n))\n"),
        "say which dtype this array has",
        3,
        15,
    );
}

#[test]
fn slices_are_static() {
    let src = |body: &str| format!("def f(x: f64[4], n: i64) -> f64:\n{body}    return 0.0\n");
    assert_error(
        &src("    y = x[n:]\n"),
        "slice bounds and steps must be integer constants",
        2,
        11,
    );
    assert_error(&src("    y = x[3:1]\n"), "this slice of an axis of 4 is empty", 2, 11);
    assert_error(&src("    y = x[::0]\n"), "slice step cannot be zero", 2, 11);
    assert_error(&src("    y = x[1:, 2]\n"), "too many indices for f64[4]", 2, 9);
    assert_error(
        &src("    y = copy(x)\n    y[1:3] = x\n"),
        "cannot write f64[4] into f64[2] of `y` (f64[4])",
        3,
        5,
    );
}

#[test]
fn rejections_suggest_fixes_that_keep_the_meaning() {
    assert_error(
        "def f(n: i64) -> f64:\n    total = 0\n    for i in range(1, n):\n        total += 1 / i\n    return total\n",
        "`total` is f64 here but was i64 at line 2: make `total` a float where it is first assigned (e.g. `total = 0.0` rather than `total = 0`)",
        4,
        9,
    );
    assert_error(
        "def f(n: i64) -> i64:\n    print(n)\n    return n\n",
        "`print` is not supported: compiled code has no output but its results",
        2,
        5,
    );
    assert_error(
        "def f(x: f64[2, 2]) -> f64:\n    return min(x)\n",
        "`min(x)` iterates over x's rows, which Python cannot compare",
        2,
        16,
    );
}

#[test]
fn numpy_methods_name_the_function_to_call() {
    let src = |call: &str| format!("def f(x: f64[3]) -> f64:\n    return {call}\n");
    assert_error(
        &src("x.sum()"),
        "NumPy's method `.sum()` is not supported: write `sum(x)`",
        2,
        12,
    );
    assert_error(&src("x.max()"), "write `max(x)` (Python's builtin", 2, 12);
    assert_error(&src("x.foo()"), "method calls (`.foo(...)`) are not supported", 2, 12);
}

#[test]
fn chained_subscript_targets_name_the_tuple_form() {
    assert_error(
        "def f(n: i64) -> f64:\n    a = zeros((2, 2))\n    a[0][1] = 1.0\n    return a[0, 1]\n",
        "write all the indices in one subscript, `a[i, j] = value`",
        3,
        5,
    );
}

#[test]
fn unknown_functions_name_the_closest_known_ones() {
    let src = |call: &str| {
        format!("def sqaure(x: f64) -> f64:\n    return x * x\n\ndef f(x: f64) -> f64:\n    return {call}\n")
    };
    assert_error(
        &src("sqare(x)"),
        "unknown function `sqare`: did you mean `sqaure`, `sqrt`?",
        5,
        12,
    );
    assert_error(&src("arnge(3)[0]"), "did you mean `arange`, `range`?", 5, 12);
    assert_error(
        &src("frobnicate(x)"),
        "unknown function `frobnicate`: call a function of this file",
        5,
        12,
    );
}

#[test]
fn tensors_have_at_most_2_to_the_28_elements() {
    assert_error(
        "def f(x: f64[65536, 65536]) -> f64:\n    return 0.0\n",
        "this tensor type has more than 268435456 elements",
        1,
        10,
    );
    assert_error(
        "def f(x: f64) -> f64:\n    a = zeros((65536, 65536))\n    return x\n",
        "this tensor has more than 268435456 elements",
        2,
        15,
    );
}

#[test]
fn constant_arithmetic_is_checked_where_a_constant_is_needed() {
    let with = |consts: &str, body: &str| format!("{consts}\ndef f(x: f64[4], n: i64) -> f64:\n{body}    return 0.0\n");
    // A size that folds to a non-positive number says so.
    assert_error(
        &with("T = 3\nK = 5", "    b = zeros(T - K)\n"),
        "a dimension must be at least 1, got -2",
        4,
        15,
    );
    assert_error(
        &with("T = 3\nK = 5", "    b: f64[T - K] = zeros(1)\n"),
        "a tensor size must be a positive integer",
        4,
        12,
    );
    // A module constant computed from a name that is no constant.
    assert_error(
        &with("T = 3\nM = T - Q", "    b = x\n"),
        "integer arithmetic on int constants defined above it",
        2,
        5,
    );
    // `/` is a float in CPython, so no size.
    assert_error(&with("T = 4", "    b = zeros(T / 2)\n"), "shapes are static", 3, 15);
    // A run-time int in the expression keeps it a run-time value.
    assert_error(
        &with("T = 4", "    b = x[: T - n]\n"),
        "slice bounds and steps must be integer constants",
        3,
        13,
    );
}

#[test]
fn a_new_axis_says_what_to_write_instead() {
    let src = "from autobatch import *\ndef f(x: f64[3]) -> f64:\n    y = x[:, None] * x\n    return 0.0\n";
    assert_error(src, "For an outer product write `outer(a, b)`", 3, 14);
}
