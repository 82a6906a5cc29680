//! Damaged, truncated and ambiguous `.npz` and `.npy` files: each is refused
//! with a message naming the file (and the entry), never read as wrong
//! values, never a panic, never "failed to fill whole buffer".

use super::*;
use npyz::zip::CompressionMethod;

/// The batched `x` (three f64 members) and the shared `y` (an f64[4]).
fn xy_sig() -> Signature {
    sig(vec![
        param("x", scalar(DType::F64), false),
        param("y", Type::tensor(DType::F64, vec![4]), true),
    ])
}
const X: [f64; 3] = [1.5, 2.5, 3.5];
const Y: [f64; 4] = [0.25, -1.0, 1e10, 7.0];

/// The bytes of an npz of `x` and `y` (in that order) whose entries are
/// compressed with `method` (numpy's `savez` stores, `savez_compressed`
/// deflates).
fn xy_npz(method: CompressionMethod) -> Vec<u8> {
    let path = TempPath::new("xy.npz");
    let mut npz = npyz::npz::NpzWriter::create(&path.0).unwrap();
    for (name, data) in [("x", &X[..]), ("y", &Y[..])] {
        let options = npyz::zip::write::FileOptions::default().compression_method(method);
        let builder = npz.array::<f64>(name, options).unwrap().default_dtype();
        let mut writer = builder.shape(&[data.len() as u64]).begin_nd().unwrap();
        writer.extend(data.iter().copied()).unwrap();
        writer.finish().unwrap();
    }
    npz.zip_writer().finish().unwrap();
    std::fs::read(&path.0).unwrap()
}

/// Where entry `name`'s data lies in the archive `bytes`, and how it is
/// compressed.
fn entry_span(bytes: &[u8], name: &str) -> (std::ops::Range<usize>, CompressionMethod) {
    let mut zip = npyz::zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let entry = zip.by_name(name).unwrap();
    let start = entry.data_start() as usize;
    (start..start + entry.compressed_size() as usize, entry.compression())
}

/// What the two readers of `.npz` inputs make of `bytes`: the inputs, and
/// the data of the shared `y`.
fn read_both(bytes: &[u8]) -> (Result<Inputs, String>, Result<Vec<Value>, String>) {
    let path = TempPath::new("in.npz");
    std::fs::write(&path.0, bytes).unwrap();
    let inputs = inputs_from_path(&path.0, &xy_sig()).map_err(|e| e.to_string());
    let y = param("y", Type::tensor(DType::F64, vec![4]), true);
    let data = shared_values_from_path(&path.0, &[y]).map_err(|e| e.to_string());
    // The messages name the file by the temporary path: name it `data.npz`.
    let shown = path.0.display().to_string();
    let rename = |e: String| e.replace(&shown, "data.npz");
    (inputs.map_err(rename), data.map_err(rename))
}

/// Both readers' errors, which must be the same.
fn both_errors(bytes: &[u8]) -> String {
    match read_both(bytes) {
        (Err(a), Err(b)) => {
            assert_eq!(a, b);
            a
        }
        (a, b) => panic!("read as {a:?} and {b:?}"),
    }
}

/// `bytes` read right (as X and Y), or refused with a message that says
/// what is wrong: never wrong values, never the reader's bare EOF message.
fn right_or_refused(bytes: &[u8], what: &str) {
    let (inputs, data) = read_both(bytes);
    match inputs {
        Ok(inputs) => {
            let want: Vec<Value> = X.iter().map(|&x| Value::F64(x)).collect();
            assert_eq!(inputs.args[0], Arg::Batched(want), "{what}");
            assert_eq!(inputs.args[1], Arg::Shared(f64s(&[4], &Y)), "{what}");
        }
        Err(e) => {
            assert!(
                e.starts_with("cannot read `data.npz`: ") || e.contains("input"),
                "{what}: {e}"
            );
            assert!(!e.contains("fill whole buffer"), "{what}: {e}");
        }
    }
    match data {
        Ok(values) => assert_values_eq(&values, &[f64s(&[4], &Y)]),
        Err(e) => assert!(!e.contains("fill whole buffer"), "{what}: {e}"),
    }
}

#[test]
fn npz_with_a_flipped_bit_in_an_array_fails_its_crc() {
    let bytes = xy_npz(CompressionMethod::Stored);
    assert!(read_both(&bytes).0.is_ok());
    // `savez` stores the array's bytes as they are: find y's.
    let raw: Vec<u8> = Y.iter().flat_map(|y| y.to_le_bytes()).collect();
    let at = bytes.windows(raw.len()).position(|w| w == raw).unwrap();
    let (span, method) = entry_span(&bytes, "y.npy");
    assert_eq!(method, CompressionMethod::Stored);
    assert!(span.contains(&at) && span.contains(&(at + raw.len() - 1)));
    // The low bit of 1e10's mantissa: a value one ulp off.
    let mut flipped = bytes.clone();
    flipped[at + 16] ^= 1;
    assert_eq!(
        both_errors(&flipped),
        "cannot read `data.npz`: entry `y.npy` is damaged: its CRC-32 checksum does not match its data \
         (the file was altered or corrupted after it was written)"
    );
    let path = TempPath::new("flipped.npz");
    std::fs::write(&path.0, &flipped).unwrap();
    let e = inputs_from_npz(&path.0, &xy_sig()).unwrap_err();
    assert!(matches!(e, IoError::BadFile { flaw: Flaw::Checksum(ref entry), .. } if entry == "y.npy"));
}

#[test]
fn npz_compressed_with_a_flipped_bit_is_refused() {
    let bytes = xy_npz(CompressionMethod::Deflated);
    assert!(read_both(&bytes).0.is_ok());
    let (span, method) = entry_span(&bytes, "y.npy");
    assert_eq!(method, CompressionMethod::Deflated);
    // Every bit of the compressed stream: a corrupt stream or a CRC-32
    // mismatch, or (a bit the decoder does not use) the same values.
    for at in span {
        for bit in 0..8 {
            let mut flipped = bytes.clone();
            flipped[at] ^= 1 << bit;
            match read_both(&flipped) {
                (Err(e), _) => assert!(
                    e.starts_with("cannot read `data.npz`: entry `y.npy` is damaged: "),
                    "byte {at} bit {bit}: {e}"
                ),
                _ => right_or_refused(&flipped, &format!("byte {at} bit {bit}")),
            }
        }
    }
}

#[test]
fn npz_with_any_bit_flipped_reads_right_or_is_refused() {
    // Some bits are ones no reader uses (a local header's copy of the
    // name, a time stamp); every other flip is an error.
    for method in [CompressionMethod::Stored, CompressionMethod::Deflated] {
        let bytes = xy_npz(method);
        for at in 0..bytes.len() {
            for bit in 0..8 {
                let mut flipped = bytes.clone();
                flipped[at] ^= 1 << bit;
                right_or_refused(&flipped, &format!("{method}: byte {at} bit {bit}"));
            }
        }
    }
}

#[test]
fn npz_cut_short_says_it_is_truncated() {
    for method in [CompressionMethod::Stored, CompressionMethod::Deflated] {
        let bytes = xy_npz(method);
        for len in 0..bytes.len() {
            let e = both_errors(&bytes[..len]);
            // The zip's directory is at its end: any cut loses it.
            assert_eq!(
                e,
                "cannot read `data.npz`: not a complete .npz (zip) archive: the file is truncated or is not a zip file",
                "{method}: cut at {len}"
            );
        }
    }
}

/// The central directory's record of entry `name` in `bytes`.
fn directory_record(bytes: &[u8], name: &str) -> usize {
    let mut at = 0;
    loop {
        let found = bytes[at..].windows(4).position(|w| w == b"PK\x01\x02").unwrap();
        at += found;
        let name_len = u16::from_le_bytes([bytes[at + 28], bytes[at + 29]]) as usize;
        if &bytes[at + 46..at + 46 + name_len] == name.as_bytes() {
            return at;
        }
        at += 4;
    }
}

#[test]
fn npz_entry_past_the_file_end_is_truncated() {
    // An entry whose directory record says it is longer than what is left
    // of the file: cut, and the directory kept (or rewritten).
    for method in [CompressionMethod::Stored, CompressionMethod::Deflated] {
        let mut bytes = xy_npz(method);
        let record = directory_record(&bytes, "y.npy");
        for field in [record + 20, record + 24] {
            let size = u32::from_le_bytes(bytes[field..field + 4].try_into().unwrap());
            bytes[field..field + 4].copy_from_slice(&(size + 4096).to_le_bytes());
        }
        assert_eq!(
            both_errors(&bytes),
            "cannot read `data.npz`: entry `y.npy` is truncated (the file ends before its data does)",
            "{method}"
        );
    }
}

#[test]
fn npz_entry_size_not_its_datas_is_refused() {
    // The uncompressed size alone made larger: the data reads whole, CRC
    // and all, but is not as long as the directory says.
    let mut bytes = xy_npz(CompressionMethod::Deflated);
    let record = directory_record(&bytes, "y.npy");
    let size = u32::from_le_bytes(bytes[record + 24..record + 28].try_into().unwrap());
    bytes[record + 24..record + 28].copy_from_slice(&(size + 8).to_le_bytes());
    assert_eq!(
        both_errors(&bytes),
        format!(
            "cannot read `data.npz`: entry `y.npy` is damaged: its data is not the {} bytes the archive's directory gives",
            size + 8
        )
    );
}

/// An npz of the entries `(file name, y values)`, written as given.
fn npz_of_entries(entries: &[(&str, [f64; 4])]) -> Vec<u8> {
    let path = TempPath::new("entries.npz");
    let mut zip = npyz::zip::ZipWriter::new(std::fs::File::create(&path.0).unwrap());
    let x = npy_bytes(&[3], &X);
    zip.start_file("x.npy", Default::default()).unwrap();
    std::io::Write::write_all(&mut zip, &x).unwrap();
    for (name, y) in entries {
        zip.start_file(*name, Default::default()).unwrap();
        std::io::Write::write_all(&mut zip, &npy_bytes(&[4], y)).unwrap();
    }
    zip.finish().unwrap();
    std::fs::read(&path.0).unwrap()
}

fn npy_bytes(shape: &[u64], data: &[f64]) -> Vec<u8> {
    let mut out = Vec::new();
    let options = npyz::WriteOptions::new().default_dtype().shape(shape).writer(&mut out);
    let mut writer = options.begin_nd().unwrap();
    writer.extend(data.iter().copied()).unwrap();
    writer.finish().unwrap();
    out
}

#[test]
fn npz_with_an_array_twice_is_refused() {
    let once = npz_of_entries(&[("y.npy", Y)]);
    assert!(read_both(&once).0.is_ok());
    // Two entries of one name (zip keeps the last), and two names of one
    // array (numpy's names end at a NUL).
    let other = [9.0; 4];
    for second in ["y.npy", "y.npy\0old"] {
        let twice = npz_of_entries(&[("y.npy", Y), (second, other)]);
        assert_eq!(
            both_errors(&twice),
            "cannot read `data.npz`: array `y` appears twice: keep one",
            "{second:?}"
        );
    }
    // Another entry twice is no matter: only `.npy` entries are arrays.
    let notes = npz_of_entries(&[("y.npy", Y), ("notes.txt", other), ("notes.txt", other)]);
    assert!(read_both(&notes).0.is_ok());
}

/// The bytes of a version 1.0 `.npy` file with `header`, padded as numpy
/// pads it, then `data`.
fn raw_npy(header: &str, data: &[u8]) -> Vec<u8> {
    let mut header = header.to_string();
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(data);
    out
}

#[test]
fn npy_cut_short_says_it_is_truncated() {
    let s = sig(vec![param("y", Type::tensor(DType::F64, vec![4]), false)]);
    let bytes = npy_bytes(&[2, 4], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]);
    let path = TempPath::new("y.npy");
    let shown = path.0.display().to_string();
    let header_len = bytes.len() - 64;
    for len in 0..bytes.len() {
        std::fs::write(&path.0, &bytes[..len]).unwrap();
        let e = inputs_from_path(&path.0, &s).unwrap_err().to_string();
        let e = e.replace(&shown, "y.npy");
        let want = if len < header_len {
            "cannot read `y.npy`: the file is truncated (it ends inside the array's header)".to_string()
        } else {
            let found = len - header_len;
            format!(
                "cannot read `y.npy`: the file is truncated (its header's shape [2, 4] of dtype '<f8' \
                 needs 64 bytes of data, it holds {found})"
            )
        };
        assert_eq!(e, want, "cut at {len}");
    }
    std::fs::write(&path.0, &bytes).unwrap();
    assert_eq!(inputs_from_path(&path.0, &s).unwrap().z, 2);
}

#[test]
fn npz_entry_shorter_than_its_array_says_so() {
    // A whole entry (its CRC-32 right) whose array's header promises more
    // than it holds: written wrong, not damaged on the way.
    let mut y = npy_bytes(&[4], &Y);
    y.truncate(y.len() - 8);
    let path = TempPath::new("short.npz");
    let mut zip = npyz::zip::ZipWriter::new(std::fs::File::create(&path.0).unwrap());
    zip.start_file("x.npy", Default::default()).unwrap();
    std::io::Write::write_all(&mut zip, &npy_bytes(&[3], &X)).unwrap();
    zip.start_file("y.npy", Default::default()).unwrap();
    std::io::Write::write_all(&mut zip, &y).unwrap();
    zip.finish().unwrap();
    let bytes = std::fs::read(&path.0).unwrap();
    assert_eq!(
        both_errors(&bytes),
        "cannot read `data.npz`: entry `y.npy` is truncated (its header's shape [4] of dtype '<f8' \
         needs 32 bytes of data, it holds 24)"
    );
}

#[test]
fn npy_shape_beyond_any_array_is_refused() {
    // npyz multiplies the dimensions unchecked: in a debug build these
    // panicked, in a release build they wrapped to a wrong length.
    let s = sig(vec![param("y", Type::tensor(DType::F64, vec![4]), false)]);
    let path = TempPath::new("huge.npy");
    let shown = path.0.display().to_string();
    for shape in ["(4294967296, 4294967296, 4)", "(0, 4294967296, 4294967296)"] {
        let header = format!("{{'descr': '<f8', 'fortran_order': False, 'shape': {shape}, }}");
        std::fs::write(&path.0, raw_npy(&header, &[0; 64])).unwrap();
        let e = inputs_from_path(&path.0, &s).unwrap_err().to_string();
        let dims = shape.replace('(', "[").replace(')', "]");
        assert_eq!(
            e.replace(&shown, "huge.npy"),
            format!("cannot read `huge.npy`: the NPY header's shape {dims} has more elements than any array")
        );
    }
    // Not decimal integers: refused before npyz's parser reads them.
    std::fs::write(
        &path.0,
        raw_npy(
            "{'descr': '<f8', 'fortran_order': False, 'shape': (0x10, 4), }",
            &[0; 64],
        ),
    )
    .unwrap();
    let e = inputs_from_path(&path.0, &s).unwrap_err().to_string();
    assert_eq!(
        e.replace(&shown, "huge.npy"),
        "cannot read `huge.npy`: the NPY header's shape is not a tuple of integers"
    );
}

#[test]
fn npz_entry_with_an_aes_field_is_refused() {
    let stored = || npyz::zip::write::FileOptions::default().compression_method(CompressionMethod::Stored);
    // An unencrypted entry with an AES field (zip's writer refuses the
    // field's id, so a stand-in id is written and then replaced): zip 0.6's
    // `by_name` panics on it.
    let path = TempPath::new("aes.npz");
    let mut zip = npyz::zip::ZipWriter::new(std::fs::File::create(&path.0).unwrap());
    zip.start_file("x.npy", stored()).unwrap();
    std::io::Write::write_all(&mut zip, &npy_bytes(&[3], &X)).unwrap();
    zip.start_file_with_extra_data("y.npy", stored()).unwrap();
    // AE-2, vendor "AE", AES-256, stored.
    let field = [0xfe, 0xca, 7, 0, 2, 0, b'A', b'E', 3, 0, 0];
    std::io::Write::write_all(&mut zip, &field).unwrap();
    zip.end_extra_data().unwrap();
    std::io::Write::write_all(&mut zip, &npy_bytes(&[4], &Y)).unwrap();
    zip.finish().unwrap();
    let mut bytes = std::fs::read(&path.0).unwrap();
    let mut replaced = 0;
    while let Some(at) = bytes.windows(4).position(|w| w == [0xfe, 0xca, 7, 0]) {
        bytes[at..at + 2].copy_from_slice(&0x9901u16.to_le_bytes());
        replaced += 1;
    }
    assert_eq!(replaced, 2);
    assert_eq!(
        both_errors(&bytes),
        "cannot read `data.npz`: entry `y.npy` is encrypted (numpy neither writes nor reads encrypted entries)"
    );
}

/// An `.npy` of numpy's dtype `object` (`np.array([1, "a"], dtype=object)`):
/// its header, then a pickle's bytes.
fn object_npy() -> Vec<u8> {
    let mut text = "{'descr': '|O', 'fortran_order': False, 'shape': (4,), }".to_string();
    while (10 + text.len() + 1) % 64 != 0 {
        text.push(' ');
    }
    text.push('\n');
    let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
    bytes.extend_from_slice(&(text.len() as u16).to_le_bytes());
    bytes.extend_from_slice(text.as_bytes());
    bytes.extend_from_slice(b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00]\x94(K\x01\x8c\x01a\x94e.");
    bytes
}

#[test]
fn an_entry_of_python_objects_is_named_as_such() {
    let path = TempPath::new("objects.npz");
    let mut zip = npyz::zip::ZipWriter::new(std::fs::File::create(&path.0).unwrap());
    zip.start_file("x.npy", Default::default()).unwrap();
    std::io::Write::write_all(&mut zip, &npy_bytes(&[3], &X)).unwrap();
    zip.start_file("y.npy", Default::default()).unwrap();
    std::io::Write::write_all(&mut zip, &object_npy()).unwrap();
    zip.finish().unwrap();
    let e = both_errors(&std::fs::read(&path.0).unwrap());
    assert!(
        e.contains("entry `y.npy`: it holds Python objects (numpy's dtype `object`")
            && e.contains("np.asarray(values, dtype=np.float64)")
            && !e.contains("Invalid type-string"),
        "{e}"
    );
    // A lone `.npy` file the same.
    let npy = TempPath::new("objects.npy");
    std::fs::write(&npy.0, object_npy()).unwrap();
    let Err(e) = npy::read_npy(&npy.0, DType::F64, "y") else {
        panic!("objects read as numbers");
    };
    let e = e.to_string();
    assert!(
        e.contains("Python objects") && !e.contains("Invalid type-string"),
        "{e}"
    );
}
