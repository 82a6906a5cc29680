//! A shard's members read by slice (`inputs_rows`): the same values as
//! the whole file's, sliced, in every format; the slices' checks make up
//! each stored entry's CRC-32, so a damaged file never merges into wrong
//! values.

use super::*;
use npyz::zip::CompressionMethod;
use std::ops::Range;

/// Batched `x: f64` and `m: i32[2]`, shared `y: f64[4]`.
fn xmy_sig() -> Signature {
    sig(vec![
        param("x", scalar(DType::F64), false),
        param("m", Type::tensor(DType::I32, vec![2]), false),
        param("y", Type::tensor(DType::F64, vec![4]), true),
    ])
}
const Z: usize = 7;
fn xs() -> Vec<f64> {
    (0..Z).map(|i| 0.5 + i as f64 * 1.25).collect()
}
fn ms() -> Vec<i32> {
    (0..2 * Z as i32).map(|i| i * 3 - 5).collect()
}
const Y: [f64; 4] = [0.25, -1.0, 1e10, 7.0];

/// An `.npz` of x, m and y, every entry compressed with `method`.
fn xmy_npz(method: CompressionMethod) -> Vec<u8> {
    let path = TempPath::new("xmy.npz");
    let mut npz = npyz::npz::NpzWriter::create(&path.0).unwrap();
    let options = || npyz::zip::write::FileOptions::default().compression_method(method);
    let put_f64 = |npz: &mut npyz::npz::NpzWriter<_>, name: &str, shape: &[u64], data: &[f64]| {
        let builder = npz.array::<f64>(name, options()).unwrap().default_dtype();
        let mut writer = builder.shape(shape).begin_nd().unwrap();
        writer.extend(data.iter().copied()).unwrap();
        writer.finish().unwrap();
    };
    put_f64(&mut npz, "x", &[Z as u64], &xs());
    let builder = npz.array::<i32>("m", options()).unwrap().default_dtype();
    let mut writer = builder.shape(&[Z as u64, 2]).begin_nd().unwrap();
    writer.extend(ms()).unwrap();
    writer.finish().unwrap();
    put_f64(&mut npz, "y", &[4], &Y);
    npz.zip_writer().finish().unwrap();
    std::fs::read(&path.0).unwrap()
}

/// Shard `k` of `n` of the inputs at `path`.
fn shard_of(path: &Path, sig: &Signature, k: usize, n: usize) -> Result<RowsRead, IoError> {
    let range = |z: usize| -> Result<Range<usize>, IoError> { Ok(k * z / n..(k + 1) * z / n) };
    inputs_rows(path, sig, range)
}

/// Every shard of 1 to 4 reads the whole read's members, with one
/// content identity; stored entries are read by slice (checks that make
/// them up), others whole.
fn slices_equal_the_whole(path: &Path, sig: &Signature, sliced: usize) {
    let whole = inputs_from_path(path, sig).unwrap();
    for n in 1..=4 {
        let mut checks = Vec::new();
        let mut contents = Vec::new();
        for k in 0..n {
            let read = shard_of(path, sig, k, n).unwrap();
            assert_eq!(read.total, Z);
            assert_eq!(read.inputs, whole.members(k * Z / n..(k + 1) * Z / n), "shard {k}/{n}");
            assert_eq!(read.checks.len(), sliced, "shard {k}/{n}");
            checks.extend(read.checks);
            contents.push(read.content);
        }
        assert!(contents.iter().all(|c| *c == contents[0] && c.len() == 64));
        for entry in ["x.npy", "m.npy"].iter().take(sliced) {
            let mine: Vec<SliceCheck> = checks.iter().filter(|c| c.entry == *entry).cloned().collect();
            assert_eq!(mine.len(), n);
            verify(&mine, true).unwrap();
        }
    }
}

#[test]
fn a_shard_reads_the_whole_files_members_in_every_format() {
    for (method, sliced) in [(CompressionMethod::Stored, 2), (CompressionMethod::Deflated, 0)] {
        let path = TempPath::new("in.npz");
        std::fs::write(&path.0, xmy_npz(method)).unwrap();
        slices_equal_the_whole(&path.0, &xmy_sig(), sliced);
    }
    let json = TempPath::new("in.json");
    let text = format!(
        r#"{{"x": {:?}, "m": {:?}, "y": {:?}}}"#,
        xs(),
        ms().chunks(2).map(|c| c.to_vec()).collect::<Vec<_>>(),
        Y
    );
    std::fs::write(&json.0, text).unwrap();
    slices_equal_the_whole(&json.0, &xmy_sig(), 0);
    let m = sig(vec![param("m", Type::tensor(DType::I32, vec![2]), false)]);
    for order in [npyz::Order::C, npyz::Order::Fortran] {
        let npy = TempPath::new("in.npy");
        // Fortran order: the same array, its elements column by column.
        let data: Vec<i32> = match order {
            npyz::Order::C => ms(),
            npyz::Order::Fortran => (0..2).flat_map(|j| ms().into_iter().skip(j).step_by(2)).collect(),
        };
        write_npy(&npy.0, &[Z as u64, 2], order, &data);
        slices_equal_the_whole(&npy.0, &m, 0);
    }
}

/// Every shard of 3 of `bytes`: the values each read, or the first error.
fn three_shards(bytes: &[u8]) -> Result<(Vec<Inputs>, Vec<SliceCheck>), String> {
    let path = TempPath::new("in.npz");
    std::fs::write(&path.0, bytes).unwrap();
    let mut inputs = Vec::new();
    let mut checks = Vec::new();
    for k in 0..3 {
        let read = shard_of(&path.0, &xmy_sig(), k, 3).map_err(|e| e.to_string())?;
        inputs.push(read.inputs);
        checks.extend(read.checks);
    }
    for entry in ["x.npy", "m.npy"] {
        let mine: Vec<SliceCheck> = checks.iter().filter(|c| c.entry == entry).cloned().collect();
        verify(&mine, true)?;
    }
    Ok((inputs, checks))
}

#[test]
fn a_flipped_bit_in_a_shards_rows_fails_the_slices_checksum() {
    let bytes = xmy_npz(CompressionMethod::Stored);
    let (right, _) = three_shards(&bytes).unwrap();
    // Member 3's x (shard 1 of 3 holds members 2..4): one ulp off.
    let raw = xs()[3].to_le_bytes();
    let at = bytes.windows(8).position(|w| w == raw).unwrap();
    let mut flipped = bytes.clone();
    flipped[at] ^= 1;
    let path = TempPath::new("flipped.npz");
    std::fs::write(&path.0, &flipped).unwrap();
    // Shard 1 alone reads the wrong value: its bytes are not the whole
    // entry's, whose CRC-32 it cannot check ...
    let one = shard_of(&path.0, &xmy_sig(), 1, 3).unwrap();
    assert_ne!(one.inputs, right[1]);
    // ... but the three together can, as merge does; and one shard of one
    // reads the whole entry and checks it itself.
    let e = three_shards(&flipped).unwrap_err();
    assert!(
        e.starts_with("entry `x.npy` is damaged: its CRC-32 checksum does not match"),
        "{e}"
    );
    let e = shard_of(&path.0, &xmy_sig(), 0, 1).err().unwrap().to_string();
    assert!(e.contains("entry `x.npy` is damaged"), "{e}");
}

#[test]
fn any_bit_flipped_reads_right_or_is_refused_by_the_shards_together() {
    let bytes = xmy_npz(CompressionMethod::Stored);
    let (right, _) = three_shards(&bytes).unwrap();
    for at in 0..bytes.len() {
        for bit in 0..8 {
            let mut flipped = bytes.clone();
            flipped[at] ^= 1 << bit;
            if let Ok((inputs, _)) = three_shards(&flipped) {
                assert_eq!(inputs, right, "byte {at} bit {bit}");
            }
        }
    }
}
