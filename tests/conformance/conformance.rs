//! Every program under tests/programs, on its known cases and on random
//! batches, through ref, local, vm (masking) and vm (gather), compared bit
//! for bit with CPython running the same file member by member.

use super::harness::{check_program, programs_dir};

macro_rules! conformance {
    ($($name:ident),* $(,)?) => {
        pub const PROGRAMS: &[&str] = &[$(stringify!($name)),*];
        $(
            #[test]
            fn $name() {
                check_program(stringify!($name));
            }
        )*
    };
}

conformance!(
    ackermann,
    array_writes,
    bit_ops,
    cholesky,
    grad_cholesky,
    if_selects,
    in_place,
    short_loops,
    derived_data,
    break_continue,
    collatz,
    const_arith,
    constant,
    constant_if,
    distributions,
    div_zero,
    divmod_mix,
    divmod_rec,
    elementwise_runs,
    elif_chain,
    erf,
    even_odd,
    f32_math,
    fib,
    fib_gt,
    fib_pair,
    fill_squares,
    floor_mod_float,
    floor_mod_int,
    for_loops,
    fused_folds,
    gcd,
    grad_distributions,
    grad_distribution_edges,
    grad_matmul,
    grad_f32,
    grad_loops,
    grad_recursion,
    grad_scalar,
    grad_tensors,
    i32_arith,
    int_ops,
    int_pow,
    int_true_div,
    int_true_div_mix,
    iota_sum,
    is_prime,
    isqrt,
    keywords,
    lane_folds,
    lgamma,
    logistic_f32,
    long_blocks,
    long_products,
    many_blocks,
    many_scalars,
    math_lib,
    math_module,
    math_sums,
    matrix_f32,
    multivariate,
    rngs,
    self_reads,
    rng_edges,
    mutual3,
    nested_loops,
    newton_sqrt,
    nfkc_names,
    pattern,
    pea_nuts,
    random_tensor,
    random_walk,
    recursive_arrays,
    reductions,
    round_builtin,
    rounding,
    shared_products,
    shift_tensor,
    shifts,
    short_circuit,
    sieve,
    single_if,
    slices,
    softplus,
    stack_overflow,
    tensor_loops,
    tensor_ops,
    transcendental,
    trig_hyperbolic,
    wide_products
);

#[test]
fn every_program_file_is_in_the_suite() {
    let mut on_disk: Vec<String> = std::fs::read_dir(programs_dir())
        .expect("tests/programs")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".py").map(str::to_string))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = PROGRAMS.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed, "add new programs to the conformance! list");
}
