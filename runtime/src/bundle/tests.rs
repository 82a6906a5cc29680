use super::check_inputs;
use super::cpu::groups;
use super::state::State;
use crate::abi::{Abi, Buffer, Extent, MemberLayout, Role};
use crate::batch::{Arg, Inputs, ParamSpec, Signature};
use crate::columns::{Column, Columns};
use crate::dtype::{DType, Type};
use crate::status::Status;
use crate::value::Value;

#[test]
fn groups_cut_the_members_in_order_one_per_thread() {
    assert_eq!(groups(10_000, 2), vec![0..5000, 5000..10_000]);
    assert_eq!(groups(7, 3), vec![0..2, 2..4, 4..7]);
    assert_eq!(groups(1, 8), vec![0..1], "at most one per member");
    assert_eq!(groups(4, 0), vec![0..4]);
}

fn abi() -> Abi {
    let buffer = |name: &str, role, dtype, elements, extent| Buffer {
        name: name.into(),
        role,
        dtype,
        elements,
        extent,
    };
    Abi {
        buffers: vec![
            buffer("pc", Role::Pc, DType::I32, 1, Extent::PerMember),
            buffer("status", Role::Status, DType::I32, 1, Extent::PerMember),
            buffer("b", Role::Top { var: 0 }, DType::Bool, 3, Extent::PerMember),
            buffer("s", Role::Stack { var: 0 }, DType::F64, 1, Extent::Stacked),
        ],
        max_stack_depth: 5,
        entry: 2,
        halt: 4,
        inputs: vec![2],
        outputs: vec![2],
        status: 1,
        scratch_bytes: 0,
        member_layout: MemberLayout::Contiguous,
        blocks: Vec::new(),
        prologue: false,
    }
}

#[test]
fn the_state_is_aligned_laid_out_and_round_trips() {
    let abi = abi();
    let mut state = State::new(&abi, 3).expect("allocates");
    assert_eq!(state.as_mut_ptr() as usize % Abi::ALIGN, 0);
    assert!(state.len() >= abi.state_bytes(3));
    assert_eq!(state.layout, vec![0, 3, 64, 3, 128, 9, 192, 15]);
    let t = |bits: [bool; 3]| Value::tensor(vec![3], crate::TensorData::Bool(bits.to_vec()));
    let values = vec![t([true, false, true]), t([false, false, true]), t([true, true, true])];
    let inputs = Inputs {
        z: 3,
        args: vec![Arg::Batched(values.clone())],
    };
    state.fill(&abi, &inputs, 0..inputs.z);
    let out = state
        .read(&abi, &[Type::tensor(DType::Bool, vec![3])], 3)
        .expect("reads");
    assert_eq!(out.values[0], values);
    assert_eq!(out.status, vec![Status::Ok; 3]);
}

/// The GPU layout: element `e` of member `b` at `e * z + b`, read back
/// member by member.
#[test]
fn interleaved_tensors_are_strided_by_the_batch() {
    let mut abi = abi();
    abi.member_layout = MemberLayout::Interleaved;
    let mut state = State::new(&abi, 3).expect("allocates");
    let t = |bits: [bool; 3]| Value::tensor(vec![3], crate::TensorData::Bool(bits.to_vec()));
    let values = vec![t([true, false, false]), t([false, true, true]), t([true, true, false])];
    let inputs = Inputs {
        z: 3,
        args: vec![Arg::Batched(values.clone())],
    };
    state.fill(&abi, &inputs, 0..inputs.z);
    let start = state.layout[4] as usize;
    let raw: Vec<u8> = state.bytes()[start..start + 9].to_vec();
    // Rows are elements, columns members.
    assert_eq!(raw, vec![1, 0, 1, 0, 1, 1, 0, 1, 0]);
    let out = state
        .read(&abi, &[Type::tensor(DType::Bool, vec![3])], 3)
        .expect("reads");
    assert_eq!(out.values[0], values);
    assert_eq!(MemberLayout::Interleaved.index(2, 1, 3, 3), 5);
    assert_eq!(MemberLayout::Contiguous.index(2, 1, 3, 3), 7);
}

#[test]
fn a_batch_too_large_for_memory_is_an_error() {
    let e = State::new(&abi(), usize::MAX / 2).err().expect("too large");
    assert!(e.to_string().contains("does not fit"), "{e}");
}

#[test]
fn inputs_must_match_the_signature() {
    let sig = Signature {
        params: vec![
            ParamSpec {
                name: "n".into(),
                ty: Type::scalar(DType::I64),
                shared: false,
            },
            ParamSpec {
                name: "m".into(),
                ty: Type::tensor(DType::F32, vec![2]),
                shared: true,
            },
        ],
        outputs: vec![],
    };
    let m = Value::tensor(vec![2], crate::TensorData::F32(vec![1.0, 2.0]));
    let ok = Inputs {
        z: 2,
        args: vec![Arg::Batched(vec![Value::I64(1), Value::I64(2)]), Arg::Shared(m)],
    };
    check_inputs(&sig, &ok).expect("valid");
    let mut bad = ok.clone();
    bad.args[1] = Arg::Shared(Value::tensor(vec![2], crate::TensorData::F32(vec![1.0])));
    let e = check_inputs(&sig, &bad).expect_err("a tensor missing an element");
    assert_eq!(e.to_string(), "input `m`: a f32[2] tensor with 1 elements instead of 2");
    bad = ok.clone();
    bad.args[0] = Arg::Batched(vec![Value::I64(1), Value::Bool(true)]);
    let e = check_inputs(&sig, &bad).expect_err("a bool for an i64");
    assert_eq!(e.to_string(), "input `n`: member 1: expected i64, got bool");
    bad = ok.clone();
    bad.z = 0;
    bad.args[0] = Arg::Batched(vec![]);
    assert!(check_inputs(&sig, &bad).is_err());
}

#[test]
fn the_manifests_cta_size_must_be_the_kernels() {
    use super::check_cta_size;
    let ptx = ".version 8.4\n.visible .entry fib_kernel(\n\t.param .u64 a\n)\n.maxntid 256, 1, 1\n{\n\tret;\n}\n";
    assert_eq!(check_cta_size(ptx, "fib_kernel", 256), Ok(()));
    let wrong = check_cta_size(ptx, "fib_kernel", 128).expect_err("another size");
    assert!(wrong.contains("128") && wrong.contains("256, 1, 1"), "{wrong}");
    let undeclared = ".visible .entry fib_kernel(\n)\n{\n}\n.maxntid 128, 1, 1\n";
    assert!(
        check_cta_size(undeclared, "fib_kernel", 128).is_err(),
        "a .maxntid after the body is not the kernel's"
    );
    assert!(check_cta_size(ptx, "other_kernel", 256).is_err());
}

/// A device run moves the program counters and inputs up, the statuses
/// and outputs down, and never the stacks.
#[test]
fn device_transfers_carry_only_what_a_run_reads_and_writes() {
    let abi = abi();
    let state = State::new(&abi, 3).expect("allocates");
    let plan = state.transfers(&abi);
    // Layout for 3 members: pc 0..12, status 64..76, b 128..137, s 192..312.
    assert_eq!(plan.up, vec![0..12, 128..137]);
    assert_eq!(plan.down, vec![64..76, 128..137]);
}

/// Raw columns (NumPy's C order) fill and read the state exactly as
/// values do, in both layouts; a member that failed reads as zeros.
#[test]
fn columns_fill_and_read_as_values_do() {
    for layout in [MemberLayout::Contiguous, MemberLayout::Interleaved] {
        let mut abi = abi();
        abi.member_layout = layout;
        let t = |bits: [bool; 3]| Value::tensor(vec![3], crate::TensorData::Bool(bits.to_vec()));
        let values = vec![t([true, false, false]), t([false, true, true]), t([true, true, false])];
        let mut by_value = State::new(&abi, 3).expect("allocates");
        by_value.fill(
            &abi,
            &Inputs {
                z: 3,
                args: vec![Arg::Batched(values.clone())],
            },
            0..3,
        );
        let raw = [1u8, 0, 0, 0, 1, 1, 1, 1, 0];
        let mut by_column = State::new(&abi, 3).expect("allocates");
        by_column.fill_columns(
            &abi,
            &Columns {
                z: 3,
                args: vec![Column::Batched(&raw)],
            },
        );
        assert_eq!(by_value.bytes(), by_column.bytes(), "{layout:?}");
        let ty = [Type::tensor(DType::Bool, vec![3])];
        let out = by_column.read_columns(&abi, &ty, 3).expect("reads");
        assert_eq!(out.values, vec![raw.to_vec()]);
        // Member 1 stopped with a stack overflow: zeros, as `read` gives.
        let status = by_column.layout[2] as usize + 4;
        by_column.bytes_mut()[status..status + 4].copy_from_slice(&Status::StackOverflow.as_i32().to_le_bytes());
        let out = by_column.read_columns(&abi, &ty, 3).expect("reads");
        assert_eq!(out.values, vec![vec![1, 0, 0, 0, 0, 0, 1, 1, 0]]);
        assert_eq!(out.status, vec![Status::Ok, Status::StackOverflow, Status::Ok]);
        let values = by_column.read(&abi, &ty, 3).expect("reads").values;
        assert_eq!(values[0][1], Value::zero(&ty[0]));
    }
}

#[test]
fn columns_must_match_the_signature() {
    let sig = Signature {
        params: vec![
            ParamSpec {
                name: "n".into(),
                ty: Type::scalar(DType::I64),
                shared: false,
            },
            ParamSpec {
                name: "b".into(),
                ty: Type::tensor(DType::Bool, vec![2]),
                shared: true,
            },
        ],
        outputs: vec![],
    };
    let n = [0u8; 16];
    let ok = Columns {
        z: 2,
        args: vec![Column::Batched(&n), Column::Shared(&[1, 0])],
    };
    ok.check(&sig).expect("valid");
    let e = |c: Columns| c.check(&sig).expect_err("invalid").to_string();
    let short = Columns { z: 3, ..ok.clone() };
    assert_eq!(e(short), "input `n`: 16 bytes, but 3 value(s) of i64 take 24");
    let not_bool = Columns {
        args: vec![Column::Batched(&n), Column::Shared(&[1, 2])],
        ..ok.clone()
    };
    assert_eq!(e(not_bool), "input `b`: byte 1 of a bool array is 2, not 0 or 1");
    let batched = Columns {
        args: vec![Column::Batched(&n), Column::Batched(&[1, 0, 1, 0])],
        ..ok.clone()
    };
    assert!(e(batched).contains("declared shared"));
    let few = Columns {
        args: vec![Column::Batched(&n)],
        ..ok.clone()
    };
    assert!(e(few).contains("takes 2 argument(s) (n, b), but 1 were given"));
    let empty = Columns {
        z: 0,
        args: vec![Column::Batched(&[]), Column::Shared(&[1, 0])],
    };
    assert!(e(empty).contains("empty"));
}
