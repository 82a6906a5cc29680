use super::*;

/// An outlined function takes the scratch arena (`arena::arena`),
/// and views it itself.
#[test]
fn a_scratch_buffer_in_the_arena_is_viewed_again() {
    let allocas = super::super::arena::arena(&["%scratch2 = memref.alloca() : memref<3xi32>".to_string()]);
    let scope = Scope::new(&[], &no_buffers(), &crate::codegen::mlir::allocas_text(&allocas));
    let need: Vec<&str> = scope.needed("%scratch2").iter().map(|(n, _)| *n).collect();
    assert_eq!(need, ["%scratch_arena", "%scratch2_at", "%scratch2"]);
}

#[test]
fn a_case_using_the_state_itself_stays() {
    let scope = Scope::new(&[("%state", "memref<?xi8>"), ("%mb", "index")], &no_buffers(), "");
    assert!(matches!(scope.free("%state"), Some(case_fn::Free::Opaque)));
    assert!(matches!(scope.free("%mb"), Some(case_fn::Free::Value(_))));
}

#[test]
fn a_cast_names_its_source() {
    let line = "    %runs = memref.cast %scratch4 : memref<3xi64> to memref<?xi64>\n";
    assert_eq!(cast_source(line, "%runs"), Some("%scratch4"));
    assert_eq!(cast_source(line, "%other"), None);
}

#[test]
fn names_are_the_percent_words_of_a_text() {
    let got: Vec<&str> = names("%a1 = memref.load %v3_top[%mb] : memref<?xi64>\n%x")
        .into_iter()
        .collect();
    assert_eq!(got, ["%a1", "%mb", "%v3_top", "%x"]);
}

/// An ABI without buffers, for scopes of hand-written values.
fn no_buffers() -> Abi {
    Abi {
        buffers: Vec::new(),
        max_stack_depth: 1,
        entry: 0,
        halt: 0,
        inputs: Vec::new(),
        outputs: Vec::new(),
        status: 0,
        scratch_bytes: 0,
        member_layout: abi::MemberLayout::Contiguous,
        blocks: Vec::new(),
        prologue: false,
    }
}

#[test]
fn a_case_becomes_a_call_with_the_values_it_uses() {
    let abi = no_buffers();
    let prelude = "    %c0 = arith.constant 0 : index\n    %halt = arith.constant 3 : i32\n    %unused = arith.constant 9 : i32\n    %s0 = memref.alloca() : memref<2xf64>\n    %one = arith.constant 1.0 : f64\n    memref.store %one, %s0[%c0] : memref<2xf64>\n";
    let scope = Scope::new(&[("%lo", "index"), ("%hi", "index")], &abi, prelude);
    let cases = "  case 4 {\n    %a1 = arith.addi %lo, %c0 : index\n    %a2 = memref.load %s0[%a1] : memref<2xf64>\n    scf.yield %halt : i32\n  }\n  case 5 {\n    scf.yield %halt : i32\n  }\n";
    let (calls, functions) = outline(
        cases,
        &scope,
        "t_case",
        How {
            wide: &[],
            thread: None,
            next: &[],
        },
    )
    .expect("outlines");
    // Both cases are small: one function runs either, and takes the
    // buffer as a bare pointer (`pointer_args`).
    let call = "%t_case4_r = func.call @t_case4(%t_case4_k, %lo, %s0_ptr) : (index, index, !llvm.ptr) -> (i32)";
    assert_eq!(calls.matches(call).count(), 2, "{calls}");
    assert!(calls.contains("%t_case4_k = arith.constant 5 : index"), "{calls}");
    assert!(
        functions.contains(
            "func.func private @t_case4(%outlined_block: index, %lo: index, %s0_ptr: !llvm.ptr {llvm.noalias}) -> i32"
        ),
        "{functions}"
    );
    // Case 4's body is a function of its own (`case_fn`), case 5's too.
    assert!(
        functions.contains("func.func private @t_case4_case4(%lo: index, %s0_cp: !llvm.ptr {llvm.noalias}) -> (i32)"),
        "{functions}"
    );
    assert!(!functions.contains("%unused"), "{functions}");
    let module = format!(
        "func.func @f(%lo: index, %hi: index, %i: index) -> i32 {{\n{prelude}  %r = scf.index_switch %i -> i32\n{calls}  default {{\n    scf.yield %halt : i32\n  }}\n  return %r : i32\n}}\n{functions}"
    );
    let context = crate::codegen::llvm::mlir_context();
    crate::codegen::llvm::parse_and_verify(&context, &module).expect("the outlined cases verify");
}

#[test]
fn a_threads_loop_defines_what_it_uses_once_at_its_top() {
    let abi = no_buffers();
    let params = [("%state", "memref<?xi8>"), ("%pc", "memref<?xi32>"), ("%mb", "index")];
    let prelude = "    %c0 = arith.constant 0 : index\n    %k7 = arith.constant 7 : i32\n    \
                   %w7 = memref.view %state[%c0][%c0] : memref<?xi8> to memref<?xi32>\n    \
                   %w8 = memref.view %state[%c0][%c0] : memref<?xi8> to memref<?xi32>\n";
    let scope = Scope::new(&params, &abi, prelude);
    // Block 1 loops on itself and uses the view %w7; block 2 runs once
    // and uses %w8; block 0's successor 1 is outside the group.
    let case = |k: usize, view: &str| {
        format!("  case {k} {{\n    memref.store %k7, {view}[%mb] : memref<?xi32>\n    memref.store %k7, %pc[%mb] : memref<?xi32>\n    scf.yield\n  }}\n")
    };
    let cases = format!("{}{}", case(1, "%w7"), case(2, "%w8"));
    let next = vec![vec![1], vec![1, 2], vec![]];
    let how = How {
        wide: &[false, false, false],
        thread: Some("%pc[%mb] : memref<?xi32>"),
        next: &next,
    };
    assert_eq!(how.on_loops(&[1, 2]), vec![true, false]);
    assert_eq!(how.on_loops(&[0, 2]), vec![false, false]);
    let (calls, functions) = outline(&cases, &scope, "t_case", how).expect("outlines");
    let top = functions.find("scf.while").expect("a thread");
    let w7 = functions.find("%w7 = memref.view").expect("%w7");
    let w8 = functions.find("%w8 = memref.view").expect("%w8");
    assert!(w7 < top && top < w8, "{functions}");
    assert_eq!(functions.matches("%w7 = memref.view").count(), 1, "{functions}");
    let module = format!(
        "func.func @f(%state: memref<?xi8>, %pc: memref<?xi32>, %mb: index, %i: index) {{\n{prelude}  scf.index_switch %i\n{calls}  default {{\n    scf.yield\n  }}\n  return\n}}\n{functions}"
    );
    let context = crate::codegen::llvm::mlir_context();
    crate::codegen::llvm::parse_and_verify(&context, &module).expect("the thread verifies");
}

#[test]
fn a_threaded_group_runs_its_member_on_through_its_own_blocks() {
    let abi = no_buffers();
    let params = [("%pc", "memref<?xi32>"), ("%mb", "index")];
    let scope = Scope::new(&params, &abi, "    %c0 = arith.constant 0 : index\n");
    let case = |k: usize, next: usize| {
        format!("  case {k} {{\n    %n{k} = arith.constant {next} : i32\n    memref.store %n{k}, %pc[%mb] : memref<?xi32>\n    scf.yield\n  }}\n")
    };
    let cases = format!("{}{}", case(1, 2), case(2, 9));
    let how = How {
        wide: &[false, false, false],
        thread: Some("%pc[%mb] : memref<?xi32>"),
        next: &[],
    };
    let (calls, functions) = outline(&cases, &scope, "t_case", how).expect("outlines");
    // One function, which loops while the member's next block is 1 or
    // 2, and a function of each case's body (`case_fn`).
    assert_eq!(
        functions.matches("func.func private @t_case1(").count(),
        1,
        "{functions}"
    );
    assert_eq!(functions.matches("func.func").count(), 3, "{functions}");
    assert!(
        functions.contains("scf.while (%outlined_at = %outlined_block)"),
        "{functions}"
    );
    assert!(
        functions.contains("case 1 {\n          scf.yield %outlined_yes : i1"),
        "{functions}"
    );
    assert!(!functions.contains("prefer-vector-width"), "{functions}");
    let module = format!(
        "func.func @f(%pc: memref<?xi32>, %mb: index, %i: index) {{\n  scf.index_switch %i\n{calls}  default {{\n    scf.yield\n  }}\n  return\n}}\n{functions}"
    );
    let context = crate::codegen::llvm::mlir_context();
    crate::codegen::llvm::parse_and_verify(&context, &module).expect("the threaded group verifies");
}
