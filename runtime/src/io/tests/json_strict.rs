//! JSON with a repeated key (refused, at any depth) and `null` where a
//! value belongs (named as such).

use super::*;

#[test]
fn json_repeated_input_key_is_refused() {
    let s = sig(vec![
        param("y", Type::tensor(DType::F64, vec![2]), false),
        param("w", scalar(DType::F64), true),
    ]);
    assert_eq!(
        err(r#"{"y": [[1, 2]], "w": 0, "y": [[3, 4]]}"#, &s),
        "input key `y` appears twice: keep one"
    );
    // The same key, one of them escaped.
    assert_eq!(
        err(r#"{"y": [[1, 2]], "w": 0, "\u0079": [[3, 4]]}"#, &s),
        "input key `y` appears twice: keep one"
    );
    // Inside a value, however deep; the first repeat is the one named.
    assert_eq!(
        err(
            r#"{"y": [[1, 2], {"a": 1, "b": [{"c": 1, "c": 2}], "a": 2}], "w": 0}"#,
            &s
        ),
        "input key `c` appears twice in `y[1].b[0]`: keep one"
    );
    assert_eq!(
        err(r#"{"y": [[1, 2]], "w": {"k": 1, "k": 1}}"#, &s),
        "input key `k` appears twice in `w`: keep one"
    );
    // One key in each of two objects is no repeat: the values are wrong,
    // not ambiguous.
    assert_eq!(
        err(r#"{"y": [{"a": 1}, {"a": 1}], "w": 0}"#, &s),
        "input `y`: member 0: expected shape [2], found an object"
    );
}

#[test]
fn json_repeated_data_key_is_refused() {
    let y = param("y", Type::tensor(DType::F64, vec![2]), true);
    let path = TempPath::new("d.json");
    let shown = path.0.display().to_string();
    std::fs::write(&path.0, r#"{"y": [1, 2], "mu": 0.5, "y": [3, 4]}"#).unwrap();
    let e = shared_values_from_path(&path.0, std::slice::from_ref(&y)).unwrap_err();
    assert_eq!(
        e.to_string().replace(&shown, "d.json"),
        "the data file `d.json`: key `y` appears twice: keep one"
    );
    // Even a key the data is not read for: the file is ambiguous.
    std::fs::write(&path.0, r#"{"y": [1, 2], "mu": 0.5, "mu": 0.7}"#).unwrap();
    let e = shared_values_from_path(&path.0, std::slice::from_ref(&y)).unwrap_err();
    assert_eq!(
        e.to_string().replace(&shown, "d.json"),
        "the data file `d.json`: key `mu` appears twice: keep one"
    );
    std::fs::write(&path.0, r#"{"y": [1, 2], "mu": 0.5}"#).unwrap();
    let values = shared_values_from_path(&path.0, &[y]).unwrap();
    assert_values_eq(&values, &[f64s(&[2], &[1.0, 2.0])]);
}

#[test]
fn json_repeated_output_key_is_refused() {
    let s = Signature {
        params: Vec::new(),
        outputs: vec![scalar(DType::I64)],
    };
    let e = outputs_from_json(r#"{"outputs": [[1]], "status": ["ok"], "status": ["ok"]}"#, &s).unwrap_err();
    assert_eq!(e.to_string(), "malformed outputs: key `status` appears twice: keep one");
}

#[test]
fn strict_json_parses_as_serde_json_does() {
    let texts = [
        r#"{"x": [1.947700395895162e-169, 5e-324, -0.0, 0.1, 1e308, -1.7976931348623157e308]}"#,
        r#"[18446744073709551615, -9223372036854775808, 18446744073709551616, -9223372036854775809, 3.0, 0]"#,
        r#"{"s": "a\"b\\c\u00e9\ud83d\ude00", "t": true, "f": false, "n": null, "o": {}, "a": []}"#,
        r#"  [[1, [2, [3, {"k": [4]}]]], {"k": {"k": {"k": 1}}}]  "#,
        "2.5",
        r#""nan""#,
    ];
    for text in texts {
        let strict = strict_json::parse(text).unwrap();
        let loose: Json = serde_json::from_str(text).unwrap();
        assert_eq!(strict, loose, "{text}");
        // Bit for bit: `==` on numbers would let -0.0 equal 0.0.
        assert_eq!(strict.to_string(), loose.to_string(), "{text}");
    }
    for bad in ["{", r#"{"a": 1} x"#, "[1,]", "", "nan"] {
        assert!(
            matches!(strict_json::parse(bad), Err(strict_json::Error::Json(_))),
            "{bad}"
        );
    }
}

#[test]
fn json_null_is_named_null() {
    let s = sig(vec![
        param("y", Type::tensor(DType::F64, vec![8]), false),
        param("w", Type::tensor(DType::I64, vec![2]), true),
    ]);
    let ok_w = r#""w": [1, 2]"#;
    assert_eq!(
        err(&format!(r#"{{"y": [null], {ok_w}}}"#), &s),
        "input `y`: member 0: expected shape [8], found null"
    );
    assert_eq!(
        err(r#"{"y": [[1, 2, 3, 4, 5, 6, 7, 8]], "w": null}"#, &s),
        "input `w`: expected shape [2], found null"
    );
    assert_eq!(
        err(&format!(r#"{{"y": [{{}}], {ok_w}}}"#), &s),
        "input `y`: member 0: expected shape [8], found an object"
    );
    assert_eq!(
        err(&format!(r#"{{"y": null, {ok_w}}}"#), &s),
        "input `y`: expected an array with one value per batch member, got null"
    );
    // A number where an array belongs is still a scalar.
    assert_eq!(
        err(&format!(r#"{{"y": [5], {ok_w}}}"#), &s),
        "input `y`: member 0: expected shape [8], found a scalar"
    );
    assert_eq!(err("null", &s), "the inputs must be a JSON object, got null");
    let path = TempPath::new("d.json");
    std::fs::write(&path.0, r#"{"w": null}"#).unwrap();
    let w = param("w", Type::tensor(DType::I64, vec![2]), true);
    let e = shared_values_from_path(&path.0, &[w]).unwrap_err();
    assert_eq!(e.to_string(), "input `w`: expected shape [2], found null");
}
