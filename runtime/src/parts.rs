//! Shards of one batch (`autobatch run --shard K/N`, `autobatch-run
//! --shard K/N`), and putting them back together (`autobatch merge`).
//!
//! Members are independent, so shard `K` of `N` of a batch of `Z`
//! members runs members `Shard::range(Z)` (their inputs read by slice
//! where the format allows, `io::inputs_rows`) and gives the bits the
//! whole batch gives them. Its
//! output file is a *part*: the outputs of its members as `--output`
//! writes them (`.json` or `.npz`), plus a [`RunPart`] saying which
//! shard of which batch it is (in `.json` under the key
//! [`PART_KEY`], in `.npz` as the uint8 array of its JSON under that
//! name). [`merge`] checks that its parts are the shards of one batch,
//! each once, and concatenates their members.

use crate::batch::{Inputs, Outputs, Signature};
use crate::io::{self, IoError, SliceCheck};
use crate::shard::{check_cover, Held};
use crate::Shard;
use serde::{Deserialize, Serialize};
use serde_json::Value as Json;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The key (`.json`) or array name (`.npz`) of a part's info.
pub const PART_KEY: &str = "autobatch_part";

/// The version of the part format this build writes and reads.
pub const PART_FORMAT: u32 = 1;

/// Which shard of which batch a part is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunPart {
    pub format: u32,
    /// `run`: a batch's part (a sharded sample's says `sample`).
    pub kind: String,
    /// What every shard of the batch shares: the SHA-256 (hex) of the
    /// program (or bundle), its inputs and the flags that change results.
    pub run: String,
    /// (K, N): shard K of N.
    pub shard: (usize, usize),
    /// The global indices of its members, of `total`.
    pub members: (usize, usize),
    pub total: usize,
    /// The program's signature, to read the outputs back.
    pub signature: Signature,
    /// The `.npz` entries the shard read by slice (`io::SliceCheck`):
    /// merge checks the parts' slices against the archive's CRC-32s.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<SliceCheck>,
}

/// What a run runs: every member of the inputs file `inputs`, or with
/// `shard` the shard's members (read by slice where the format allows:
/// `io::inputs_rows`) and its part's info. The batch's identity is the
/// SHA-256 of `program` (its source or bundle digest), the inputs'
/// content and `flags`. A shard writes its part to `output`, which it
/// needs.
pub fn read(
    shard: Option<Shard>,
    inputs: &Path,
    sig: &Signature,
    output: Option<&Path>,
    program: &[u8],
    flags: &str,
) -> Result<(Inputs, Option<RunPart>), IoError> {
    let Some(shard) = shard else {
        return Ok((io::inputs_from_path(inputs, sig)?, None));
    };
    if output.is_none() {
        return Err(IoError::Part(format!(
            "--shard {shard} writes this shard's part for `autobatch merge`: give --output PART.json or PART.npz"
        )));
    }
    let range_of = |total| {
        (shard.range(total))
            .map_err(|e| IoError::Part(format!("--shard {shard}: {e} (the inputs hold {total} members)")))
    };
    let read = io::inputs_rows(inputs, sig, range_of)?;
    let range = range_of(read.total)?;
    let mut bytes = Vec::new();
    for piece in [program, read.content.as_bytes(), flags.as_bytes()] {
        bytes.extend_from_slice(&(piece.len() as u64).to_le_bytes());
        bytes.extend_from_slice(piece);
    }
    let part = RunPart {
        format: PART_FORMAT,
        kind: "run".into(),
        run: crate::bundle::sha256_hex(&bytes),
        shard: (shard.index, shard.count),
        members: (range.start, range.end),
        total: read.total,
        signature: sig.clone(),
        checks: read.checks,
    };
    Ok((read.inputs, Some(part)))
}

/// The outputs of a run `read` began written to `output`: the part
/// where it is a shard's, else as `io::write_outputs` writes them.
pub fn finish(output: &Path, out: &Outputs, sig: &Signature, part: Option<&RunPart>) -> Result<(), IoError> {
    match part {
        Some(part) => write_part(output, out, part),
        None => io::write_outputs(output, out, sig),
    }
}

/// Writes a shard's outputs as its part at `path` (`.json` or `.npz`).
pub fn write_part(path: &Path, out: &Outputs, part: &RunPart) -> Result<(), IoError> {
    let info = serde_json::to_value(part).map_err(|e| IoError::Part(e.to_string()))?;
    io::write_outputs_with(path, out, &part.signature, Some((PART_KEY, &info)))
}

/// A part's info, if `path` is a part of either kind (a batch's, or a
/// sharded sample's): the JSON under [`PART_KEY`].
pub fn part_info(path: &Path) -> Result<Json, IoError> {
    let shown = path.display().to_string();
    let read = |source| IoError::Read {
        path: shown.clone(),
        source,
    };
    let not_a_part = |why: &str| {
        IoError::Part(format!(
            "{shown} is not a part of a sharded run ({why}): merge takes the files that `--shard K/N` wrote"
        ))
    };
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json")) {
        let text = std::fs::read_to_string(path).map_err(read)?;
        let json = io::parse_strict_json(&text).map_err(|e| match e {
            IoError::Malformed(why) => not_a_part(&why),
            _ => not_a_part("it is not JSON"),
        })?;
        return json
            .get(PART_KEY)
            .cloned()
            .ok_or_else(|| not_a_part("it has no `autobatch_part`"));
    }
    let bytes = match io::npz_array_bytes(path, PART_KEY) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Err(not_a_part("it has no array `autobatch_part`")),
        Err(IoError::BadFile {
            flaw: io::Flaw::NotAnArchive,
            ..
        }) => return Err(not_a_part("it is neither JSON nor an .npz archive")),
        Err(e) => return Err(e),
    };
    let text: Vec<u8> = npyz::NpyFile::new(&bytes[..])
        .and_then(|npy| npy.into_vec::<u8>())
        .map_err(|e| not_a_part(&e.to_string()))?;
    serde_json::from_slice(&text).map_err(|e| not_a_part(&format!("its `autobatch_part` does not parse: {e}")))
}

/// Refuses the part at `path` (its info `info`) unless its `kind` is
/// `want`: a batch's part (`run`) and a sharded sample's (`sample`) are
/// told apart by it before their fields are read, so that merging one
/// with the other names the two kinds, not a field one of them lacks.
pub fn check_kind(path: &Path, info: &Json, want: &str) -> Result<(), IoError> {
    let what = |kind: &str| match kind {
        "run" => "a batch run (`autobatch run --shard K/N`)".to_string(),
        "sample" => "a sharded sample (`autobatch sample --shard K/N`)".to_string(),
        other => format!("a run of an unknown kind `{other}`"),
    };
    match info.get("kind").and_then(|k| k.as_str()) {
        Some(kind) if kind != want => Err(IoError::Part(format!(
            "{} is a part of {}, not of {} as the other parts are: merge the parts of one run at a time",
            path.display(),
            what(kind),
            what(want),
        ))),
        _ => Ok(()),
    }
}

/// The parts at `paths` merged into the whole batch's outputs (and its
/// signature), after checking they are its shards, each once.
pub fn merge(paths: &[PathBuf]) -> Result<(Outputs, Signature), IoError> {
    let mut parts = Vec::with_capacity(paths.len());
    for path in paths {
        let json = part_info(path)?;
        check_kind(path, &json, "run")?;
        let info: RunPart = serde_json::from_value(json).map_err(|e| {
            IoError::Part(format!(
                "{}: not a part of a batch run by `run --shard` ({e})",
                path.display()
            ))
        })?;
        parts.push((path, info));
    }
    check_parts(&parts)?;
    parts.sort_by_key(|(_, info)| info.shard.0);
    let signature = parts[0].1.signature.clone();
    let mut whole = Outputs {
        values: vec![Vec::new(); signature.outputs.len()],
        status: Vec::new(),
    };
    for (path, info) in &parts {
        let out = read_outputs(path, info)?;
        for (all, column) in whole.values.iter_mut().zip(out.values) {
            all.extend(column);
        }
        whole.status.extend(out.status);
    }
    Ok((whole, signature))
}

fn check_parts(parts: &[(&PathBuf, RunPart)]) -> Result<(), IoError> {
    let Some((first_path, first)) = parts.first() else {
        return Err(IoError::Part(
            "merge needs the parts of a run: autobatch merge PART... -o OUT".into(),
        ));
    };
    for (path, info) in parts {
        if info.run != first.run || info.signature != first.signature || info.total != first.total {
            return Err(IoError::Part(format!(
                "{} is a part of another batch than {} (its program, inputs or flags differ)",
                path.display(),
                first_path.display()
            )));
        }
    }
    let held: Vec<Held> = (parts.iter())
        .map(|(path, info)| Held {
            path,
            shard: info.shard,
            range: info.members,
        })
        .collect();
    check_cover(&held, first.total, "members").map_err(|e| IoError::Part(e.to_string()))?;
    check_slices(parts)
}

/// The inputs' entries the shards read by slice, checked whole: each
/// entry's slices make it up and their CRC-32s combine into its own.
fn check_slices(parts: &[(&PathBuf, RunPart)]) -> Result<(), IoError> {
    let mut by_entry: BTreeMap<&str, Vec<SliceCheck>> = BTreeMap::new();
    for (_, info) in parts {
        for check in &info.checks {
            by_entry.entry(&check.entry).or_default().push(check.clone());
        }
    }
    for checks in by_entry.values() {
        io::verify(checks, true).map_err(|e| {
            IoError::Part(format!(
                "the inputs the shards read: {e}; run the shards again on an intact inputs file"
            ))
        })?;
    }
    Ok(())
}

/// A part's outputs, read with its signature and checked to hold its
/// members.
fn read_outputs(path: &Path, info: &RunPart) -> Result<Outputs, IoError> {
    let z = info.members.1 - info.members.0;
    let sig = &info.signature;
    let out = if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json")) {
        let text = std::fs::read_to_string(path).map_err(|source| IoError::Read {
            path: path.display().to_string(),
            source,
        })?;
        io::outputs_from_json(&text, sig)?
    } else {
        io::outputs_from_npz(path, sig, z)?
    };
    if out.status.len() != z || out.values.iter().any(|c| c.len() != z) {
        return Err(IoError::Part(format!(
            "{}: its outputs do not hold its {z} members (an altered part?)",
            path.display()
        )));
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
