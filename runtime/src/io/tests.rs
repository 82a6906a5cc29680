use super::*;
use crate::value::{TensorData, Value};
use npyz::WriterBuilder;
use std::path::PathBuf;

mod damaged;
mod json_strict;
mod rows;

fn param(name: &str, ty: Type, shared: bool) -> ParamSpec {
    ParamSpec {
        name: name.to_string(),
        ty,
        shared,
    }
}
fn scalar(d: DType) -> Type {
    Type::scalar(d)
}
fn sig(params: Vec<ParamSpec>) -> Signature {
    Signature {
        params,
        outputs: Vec::new(),
    }
}
fn f64s(shape: &[usize], v: &[f64]) -> Value {
    Value::tensor(shape.to_vec(), TensorData::F64(v.to_vec()))
}
fn err(text: &str, s: &Signature) -> String {
    match inputs_from_json(text, s) {
        Ok(inputs) => panic!("{text} parsed to {inputs:?}"),
        Err(e) => e.to_string(),
    }
}
/// A fresh path in the temp directory, removed when dropped.
struct TempPath(PathBuf);
impl TempPath {
    fn new(name: &str) -> TempPath {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        TempPath(std::env::temp_dir().join(format!("autobatch-io-{}-{n}-{name}", std::process::id())))
    }
}
impl Drop for TempPath {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
fn assert_values_eq(got: &[Value], want: &[Value]) {
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(want) {
        assert!(g.bit_eq(w), "got {g:?}, want {w:?}");
    }
}

#[test]
fn json_inputs_of_every_dtype() {
    let s = sig(vec![
        param("b", scalar(DType::Bool), false),
        param("i", scalar(DType::I32), false),
        param("n", scalar(DType::I64), false),
        param("x", scalar(DType::F32), false),
        param("y", Type::tensor(DType::F64, vec![2]), false),
        param("data", Type::tensor(DType::F64, vec![2, 2]), true),
    ]);
    let text = r#"{"b": [true, false], "i": [-2147483648, 7], "n": [9223372036854775807, -1],
        "x": [0.1, "nan"], "y": [[1, "-inf"], ["Infinity", 2.5]], "data": [[1.0, 2.0], [3.0, 4.0]]}"#;
    let inputs = inputs_from_json(text, &s).unwrap();
    assert_eq!(inputs.z, 2);
    assert_values_eq(
        &[inputs.member(0, 0).clone(), inputs.member(0, 1).clone()],
        &[Value::Bool(true), Value::Bool(false)],
    );
    assert_eq!(inputs.member(1, 0), &Value::I32(i32::MIN));
    assert_eq!(inputs.member(2, 0), &Value::I64(i64::MAX));
    assert_eq!(inputs.member(3, 0), &Value::F32(0.1));
    assert!(matches!(inputs.member(3, 1), Value::F32(x) if x.is_nan()));
    assert_values_eq(
        &[inputs.member(4, 0).clone(), inputs.member(4, 1).clone()],
        &[f64s(&[2], &[1.0, f64::NEG_INFINITY]), f64s(&[2], &[f64::INFINITY, 2.5])],
    );
    assert_eq!(inputs.args[5], Arg::Shared(f64s(&[2, 2], &[1.0, 2.0, 3.0, 4.0])));
    assert_eq!(inputs.member(5, 1), inputs.member(5, 0));
}

#[test]
fn json_floats_parse_exactly() {
    let s = sig(vec![param("x", scalar(DType::F64), false)]);
    // 17 significant digits: serde_json's default parser gets this one ulp off.
    let inputs = inputs_from_json(r#"{"x": [1.947700395895162e-169, 5e-324, -0.0]}"#, &s).unwrap();
    let want = [f64::from_bits(0x1ce7_8591_aab1_887a), 5e-324, -0.0];
    let want: Vec<Value> = want.iter().map(|&x| Value::F64(x)).collect();
    assert_eq!(want[0], Value::F64(1.947700395895162e-169));
    if let Arg::Batched(got) = &inputs.args[0] {
        assert_values_eq(got, &want);
    } else {
        panic!("not batched");
    }
}

#[test]
fn json_input_errors_name_the_parameter() {
    let n = param("n", scalar(DType::I64), false);
    let acc = param("acc", scalar(DType::F64), false);
    let s = sig(vec![n.clone(), acc]);
    assert_eq!(err(r#"{"n": [1]}"#, &s), "missing input `acc`");
    assert_eq!(
        err(r#"{"n": [1], "acc": [1], "m": [2]}"#, &s),
        "unknown input `m` (parameters: n, acc)"
    );
    assert_eq!(
        err(r#"{"n": [1, 2], "acc": [1.0]}"#, &s),
        "input `n` has 2 members but input `acc` has 1"
    );
    assert_eq!(
        err(r#"{"n": [], "acc": []}"#, &s),
        "input `n`: the batch is empty (it needs at least one member)"
    );
    assert_eq!(
        err("[1]", &s),
        "the inputs must be a JSON object, got an array of length 1"
    );
    assert!(err("{", &s).starts_with("invalid JSON"));

    let s = sig(vec![n]);
    assert_eq!(
        err(r#"{"n": [6, 7, 8, 2.5]}"#, &s),
        "input `n`: member 3: expected an integer, got 2.5"
    );
    assert_eq!(
        err(r#"{"n": [3.0]}"#, &s),
        "input `n`: member 0: expected an integer, got 3.0"
    );
    assert_eq!(
        err(r#"{"n": ["1"]}"#, &s),
        r#"input `n`: member 0: expected an integer, got "1""#
    );
    assert_eq!(
        err(r#"{"n": [18446744073709551615]}"#, &s),
        "input `n`: member 0: 18446744073709551615 is out of i64 range"
    );
    assert_eq!(
        err(r#"{"n": [-9223372036854775809]}"#, &s),
        "input `n`: member 0: -9.223372036854776e+18 is out of i64 range"
    );
    assert!(inputs_from_json(r#"{"n": [-9223372036854775808, 9223372036854775807]}"#, &s).is_ok());
    assert_eq!(
        err(r#"{"n": 5}"#, &s),
        "input `n`: expected an array with one value per batch member, got 5"
    );
    assert_eq!(
        err(r#"{"n": [[1]]}"#, &s),
        "input `n`: member 0: expected a scalar, found shape [1]"
    );

    let s = sig(vec![param("i", scalar(DType::I32), false)]);
    assert_eq!(
        err(r#"{"i": [2147483648]}"#, &s),
        "input `i`: member 0: 2147483648 is out of i32 range"
    );
    let s = sig(vec![param("b", scalar(DType::Bool), false)]);
    assert_eq!(
        err(r#"{"b": [1]}"#, &s),
        "input `b`: member 0: expected true or false, got 1"
    );
    let s = sig(vec![param("x", scalar(DType::F64), false)]);
    assert_eq!(
        err(r#"{"x": ["abc"]}"#, &s),
        r#"input `x`: member 0: expected a number, got "abc""#
    );
    assert_eq!(
        err(r#"{"x": [null]}"#, &s),
        "input `x`: member 0: expected a number, got null"
    );
}

#[test]
fn json_shape_errors_name_member_and_shapes() {
    let s = sig(vec![
        param("v", Type::tensor(DType::F64, vec![2, 3]), false),
        param("w", Type::tensor(DType::I64, vec![2]), true),
    ]);
    let ok_w = r#""w": [1, 2]"#;
    assert_eq!(
        err(&format!(r#"{{"v": [[[1,2,3],[4,5,6]], [[1,2],[3,4]]], {ok_w}}}"#), &s),
        "input `v`: member 1: expected shape [2, 3], found shape [2, 2]"
    );
    assert_eq!(
        err(&format!(r#"{{"v": [[[1,2,3],[4,5]]], {ok_w}}}"#), &s),
        "input `v`: member 0: expected shape [2, 3], found a ragged nested array"
    );
    assert_eq!(
        err(&format!(r#"{{"v": [[[1,2,3],[4,5,true]]], {ok_w}}}"#), &s),
        "input `v`: member 0: element [1, 2]: expected a number, got true"
    );
    assert_eq!(
        err(r#"{"v": [[[1,2,3],[4,5,6]]], "w": [[1, 2]]}"#, &s),
        "input `w`: expected shape [2], found shape [1, 2]"
    );
    assert_eq!(err(r#"{"w": [1, 2]}"#, &s), "missing input `v`");
    assert_eq!(
        err(r#"{"v": [[1]], "w": 3}"#, &s),
        "input `v`: member 0: expected shape [2, 3], found shape [1]"
    );
    // Shared parameters alone cannot say how large the batch is.
    let shared_only = sig(vec![param("w", Type::tensor(DType::I64, vec![2]), true)]);
    assert_eq!(
        err(r#"{"w": [1, 2]}"#, &shared_only),
        "cannot tell the batch size: no parameter is batched"
    );
}

fn sample_outputs() -> (Signature, Outputs) {
    let outputs = vec![
        scalar(DType::Bool),
        scalar(DType::I32),
        scalar(DType::I64),
        scalar(DType::F32),
        Type::tensor(DType::F64, vec![2, 2]),
        Type::tensor(DType::I64, vec![3]),
    ];
    let values = vec![
        vec![Value::Bool(true), Value::Bool(false)],
        vec![Value::I32(i32::MIN), Value::I32(0)],
        vec![Value::I64(i64::MAX), Value::I64(-5)],
        vec![Value::F32(0.1), Value::F32(f32::NAN)],
        vec![
            f64s(&[2, 2], &[-0.0, f64::INFINITY, f64::NEG_INFINITY, 1e300]),
            Value::zero(&outputs[4]),
        ],
        vec![
            Value::tensor(vec![3], TensorData::I64(vec![1, 2, 3])),
            Value::tensor(vec![3], TensorData::I64(vec![0; 3])),
        ],
    ];
    let out = Outputs {
        values,
        status: vec![Status::Ok, Status::DivisionByZero],
    };
    (
        Signature {
            params: Vec::new(),
            outputs,
        },
        out,
    )
}

#[test]
fn json_outputs_round_trip() {
    let (s, out) = sample_outputs();
    let text = outputs_to_json(&out);
    assert!(!text.contains('\n'));
    assert_eq!(
        text,
        concat!(
            r#"{"outputs":[[true,false],[-2147483648,0],[9223372036854775807,-5],"#,
            r#"[0.10000000149011612,"nan"],[[[-0.0,"inf"],["-inf",1e+300]],[[0.0,0.0],[0.0,0.0]]],"#,
            r#"[[1,2,3],[0,0,0]]],"status":["ok","division_by_zero"]}"#
        )
    );
    let back = outputs_from_json(&text, &s).unwrap();
    assert_eq!(back.status, out.status);
    for (got, want) in back.values.iter().zip(&out.values) {
        assert_values_eq(got, want);
    }
}

#[test]
fn malformed_outputs_are_errors() {
    let s = Signature {
        params: Vec::new(),
        outputs: vec![scalar(DType::I64)],
    };
    let bad = |text: &str| outputs_from_json(text, &s).unwrap_err().to_string();
    assert_eq!(
        bad(r#"{"outputs": [[1]], "status": ["ok", "ok"]}"#),
        "malformed outputs: output 0 must be an array of 2 values, got an array of length 1"
    );
    assert_eq!(
        bad(r#"{"outputs": [[1]], "status": ["fine"]}"#),
        r#"malformed outputs: status of member 0: unknown status "fine""#
    );
    assert_eq!(
        bad(r#"{"outputs": [], "status": []}"#),
        "malformed outputs: 0 output columns, but the program returns 1 value(s)"
    );
    assert_eq!(
        bad(r#"{"status": []}"#),
        "malformed outputs: `outputs` must be an array"
    );
    assert_eq!(
        bad(r#"{"outputs": [[1.5]], "status": ["ok"]}"#),
        "output 0: member 0: expected an integer, got 1.5"
    );
}

#[test]
fn npz_outputs_read_back_as_inputs() {
    let (s, out) = sample_outputs();
    let path = TempPath::new("out.npz");
    write_outputs(&path.0, &out, &s).unwrap();
    // The arrays `out0`, ... and `status` read back as batched inputs of
    // the output types.
    let mut params: Vec<ParamSpec> = s
        .outputs
        .iter()
        .enumerate()
        .map(|(k, ty)| param(&format!("out{k}"), ty.clone(), false))
        .collect();
    params.push(param("status", scalar(DType::I32), false));
    let inputs = inputs_from_npz(&path.0, &sig(params)).unwrap();
    assert_eq!(inputs.z, 2);
    for (k, column) in out.values.iter().enumerate() {
        let Arg::Batched(got) = &inputs.args[k] else {
            panic!("out{k} not batched")
        };
        assert_values_eq(got, column);
    }
    assert_eq!(
        inputs.args[s.outputs.len()],
        Arg::Batched(vec![Value::I32(0), Value::I32(2)])
    );
}

#[test]
fn write_outputs_checks_types_and_formats() {
    let (s, mut out) = sample_outputs();
    out.values[1][1] = Value::I64(3);
    let path = TempPath::new("bad.npz");
    let e = write_outputs(&path.0, &out, &s).unwrap_err().to_string();
    assert_eq!(e, "output `out1`: member 1: expected a value of type i32, found i64");
    let e = write_outputs(Path::new("out.txt"), &out, &s).unwrap_err().to_string();
    assert_eq!(e, "`out.txt`: unknown output format (use .json or .npz)");
    let (s, out) = sample_outputs();
    let path = TempPath::new("out.json");
    write_outputs(&path.0, &out, &s).unwrap();
    let text = std::fs::read_to_string(&path.0).unwrap();
    assert_eq!(text, outputs_to_json(&out) + "\n");
}

fn write_npz_arrays(path: &Path, arrays: &[(&str, &[u64], &[f64])]) {
    let mut npz = npyz::npz::NpzWriter::create(path).unwrap();
    for (name, shape, data) in arrays {
        npy::write_array(&mut npz, name, shape, data).unwrap();
    }
    npz.zip_writer().finish().unwrap();
}

#[test]
fn npz_inputs_with_shared_params_and_errors() {
    let s = sig(vec![
        param("x", Type::tensor(DType::F64, vec![2]), false),
        param("data", Type::tensor(DType::F64, vec![3]), true),
    ]);
    let path = TempPath::new("in.npz");
    write_npz_arrays(
        &path.0,
        &[
            ("x", &[3, 2], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
            ("data", &[3], &[7.0, 8.0, 9.0]),
        ],
    );
    let inputs = inputs_from_path(&path.0, &s).unwrap();
    assert_eq!(inputs.z, 3);
    assert_eq!(inputs.member(0, 2), &f64s(&[2], &[5.0, 6.0]));
    assert_eq!(inputs.args[1], Arg::Shared(f64s(&[3], &[7.0, 8.0, 9.0])));

    let bad = |arrays: &[(&str, &[u64], &[f64])]| {
        let path = TempPath::new("bad.npz");
        write_npz_arrays(&path.0, arrays);
        inputs_from_npz(&path.0, &s).unwrap_err().to_string()
    };
    let data: (&str, &[u64], &[f64]) = ("data", &[3], &[7.0, 8.0, 9.0]);
    assert_eq!(bad(&[data]), "missing input `x`");
    assert_eq!(
        bad(&[("x", &[1, 2], &[1.0, 2.0]), data, ("y", &[1], &[0.0])]),
        "unknown input `y` (parameters: x, data)"
    );
    assert_eq!(
        bad(&[("x", &[2, 3], &[0.0; 6]), data]),
        "input `x`: expected shape [Z, 2] (Z members of f64[2]), found shape [2, 3]"
    );
    assert_eq!(
        bad(&[("x", &[0, 2], &[]), data]),
        "input `x`: the batch is empty (it needs at least one member)"
    );
    assert_eq!(
        bad(&[("x", &[1, 2], &[0.0; 2]), ("data", &[1, 3], &[0.0; 3])]),
        "input `data`: expected shape [3], found shape [1, 3]"
    );

    let ints = sig(vec![
        param("x", Type::tensor(DType::I64, vec![2]), false),
        param("data", Type::tensor(DType::F64, vec![3]), true),
    ]);
    let path = TempPath::new("dtype.npz");
    write_npz_arrays(&path.0, &[("x", &[1, 2], &[1.0, 2.0]), data]);
    let e = inputs_from_npz(&path.0, &ints).unwrap_err().to_string();
    assert_eq!(e, "input `x`: expected an array of i64, found dtype '<f8'");
}

fn write_npy<T: npyz::AutoSerialize + Copy>(path: &Path, shape: &[u64], order: npyz::Order, data: &[T]) {
    let file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let options = npyz::WriteOptions::new()
        .default_dtype()
        .shape(shape)
        .order(order)
        .writer(file);
    let mut writer = options.begin_nd().unwrap();
    writer.extend(data.iter().copied()).unwrap();
    writer.finish().unwrap();
}

#[test]
fn npy_inputs() {
    let s = sig(vec![param("flags", Type::tensor(DType::Bool, vec![2]), false)]);
    let path = TempPath::new("in.npy");
    write_npy(&path.0, &[2, 2], npyz::Order::C, &[true, false, false, true]);
    let inputs = inputs_from_path(&path.0, &s).unwrap();
    assert_eq!(
        inputs.member(0, 1),
        &Value::tensor(vec![2], TensorData::Bool(vec![false, true]))
    );

    // A Fortran-order file (NumPy writes one for a transposed array).
    let s = sig(vec![param("m", Type::tensor(DType::I32, vec![3]), false)]);
    write_npy(&path.0, &[2, 3], npyz::Order::Fortran, &[1i32, 4, 2, 5, 3, 6]);
    let inputs = inputs_from_npy(&path.0, &s).unwrap();
    assert_eq!(
        inputs.member(0, 0),
        &Value::tensor(vec![3], TensorData::I32(vec![1, 2, 3]))
    );
    assert_eq!(
        inputs.member(0, 1),
        &Value::tensor(vec![3], TensorData::I32(vec![4, 5, 6]))
    );

    let s = sig(vec![param("k", scalar(DType::I64), false)]);
    write_npy(&path.0, &[3], npyz::Order::C, &[1i32, 2, 3]);
    let e = inputs_from_npy(&path.0, &s).unwrap_err().to_string();
    assert_eq!(e, "input `k`: expected an array of i64, found dtype '<i4'");

    let two = sig(vec![
        param("a", scalar(DType::I64), false),
        param("b", scalar(DType::I64), false),
    ]);
    let e = inputs_from_npy(&path.0, &two).unwrap_err().to_string();
    assert_eq!(
        e,
        "a .npy file holds one array, but the program takes 2 parameters (a, b): use .json or .npz"
    );
    let e = inputs_from_path(Path::new("in.csv"), &two).unwrap_err().to_string();
    assert_eq!(e, "`in.csv`: unknown input format (use .json, .npz or .npy)");
    let e = inputs_from_path(Path::new("/nonexistent/in.json"), &two)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("cannot read `/nonexistent/in.json`"), "{e}");
}

#[test]
fn datasets_read_one_slice_per_member_and_agree_on_their_count() {
    let y = param("y", Type::tensor(DType::F64, vec![2]), true);
    let n = param("n", scalar(DType::F64), true);
    let path = TempPath::new("sets.npz");
    write_npz_arrays(
        &path.0,
        &[
            ("y", &[3, 2], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
            ("n", &[3], &[7.0, 8.0, 9.0]),
            ("truth", &[3], &[0.0, 0.0, 0.0]),
        ],
    );
    let (z, values) = batched_values_from_path(&path.0, &[y.clone(), n.clone()]).unwrap();
    assert_eq!(z, 3);
    assert_values_eq(
        &values[0],
        &[
            f64s(&[2], &[1.0, 2.0]),
            f64s(&[2], &[3.0, 4.0]),
            f64s(&[2], &[5.0, 6.0]),
        ],
    );
    assert_values_eq(&values[1], &[Value::F64(7.0), Value::F64(8.0), Value::F64(9.0)]);
    // Counts that disagree, an entry without the leading axis.
    write_npz_arrays(&path.0, &[("y", &[3, 2], &[0.0; 6]), ("n", &[2], &[7.0, 8.0])]);
    let e = batched_values_from_path(&path.0, &[y.clone(), n.clone()]).unwrap_err();
    assert_eq!(e.to_string(), "input `y` has 3 members but input `n` has 2");
    write_npz_arrays(&path.0, &[("y", &[2], &[0.0; 2]), ("n", &[2], &[7.0, 8.0])]);
    let e = batched_values_from_path(&path.0, &[y.clone(), n.clone()]).unwrap_err();
    assert!(e.to_string().starts_with("input `y`: expected shape [Z, 2]"), "{e}");
    // JSON: one list element per dataset.
    let json = TempPath::new("sets.json");
    std::fs::write(&json.0, r#"{"y": [[1, 2], [3, 4]], "n": [7, 8]}"#).unwrap();
    let (z, values) = batched_values_from_path(&json.0, &[y, n]).unwrap();
    assert_eq!(z, 2);
    assert_values_eq(&values[1], &[Value::F64(7.0), Value::F64(8.0)]);
}

/// Integer arrays for float entries (NumPy's `int64` for a list of Python
/// integers, pandas' integer columns): converted element by element where
/// exact, in C order for a Fortran-order file, refused by element where not.
#[test]
fn integer_arrays_for_float_entries_convert_exactly() {
    let path = TempPath::new("ints.npy");
    let s = sig(vec![param("y", Type::tensor(DType::F64, vec![2]), false)]);
    write_npy(&path.0, &[2, 2], npyz::Order::Fortran, &[1i64, 3, 2, -4]);
    let inputs = inputs_from_npy(&path.0, &s).unwrap();
    assert_eq!(
        inputs.member(0, 0),
        &Value::tensor(vec![2], TensorData::F64(vec![1.0, 2.0]))
    );
    assert_eq!(
        inputs.member(0, 1),
        &Value::tensor(vec![2], TensorData::F64(vec![3.0, -4.0]))
    );
    write_npy(&path.0, &[1, 2], npyz::Order::C, &[7u8, 255]);
    let inputs = inputs_from_npy(&path.0, &s).unwrap();
    assert_eq!(
        inputs.member(0, 0),
        &Value::tensor(vec![2], TensorData::F64(vec![7.0, 255.0]))
    );
    write_npy(&path.0, &[2, 2], npyz::Order::C, &[1i64, 2, 3, (1 << 53) + 1]);
    let e = inputs_from_npy(&path.0, &s).unwrap_err().to_string();
    assert!(
        e.starts_with("input `y`: element [1, 1] is the integer 9007199254740993, which f64"),
        "{e}"
    );
    write_npy(&path.0, &[3], npyz::Order::C, &[1i64, 2, 3]);
    let e = inputs_from_npy(&path.0, &s).unwrap_err().to_string();
    assert!(e.contains("input `y`: expected"), "the shape is still checked: {e}");
    // Floats for an integer entry stay refused: they may not be whole.
    let k = sig(vec![param("k", scalar(DType::I64), false)]);
    write_npy(&path.0, &[2], npyz::Order::C, &[1.0f64, 2.0]);
    let e = inputs_from_npy(&path.0, &k).unwrap_err().to_string();
    assert_eq!(e, "input `k`: expected an array of i64, found dtype '<f8'");
}
