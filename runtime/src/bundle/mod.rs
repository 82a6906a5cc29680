//! Compiled bundles: load a bundle directory (`manifest.json` and the
//! code), check a batch of inputs against its signature, lay out the loop
//! state, and run it: a `cpu` bundle's shared object on CPU threads
//! (`cpu`), a `cuda` bundle's PTX on the GPU in one kernel launch
//! (`crate::cuda`). Both read and write the same state buffer, laid out
//! by the manifest's ABI (`state`).

mod cpu;
mod manifest;
pub(crate) mod state;

#[cfg(test)]
mod tests;

pub use manifest::{
    host_triple, CudaEntry, Files, Manifest, StateVar, FORMAT_VERSION, MANIFEST_FILE, TARGET_CPU, TARGET_CUDA,
};

use crate::abi::Abi;
use crate::batch::{Arg, Inputs, Outputs, Signature};
use crate::columns::{ColumnOutputs, Columns};
use crate::cuda::CudaCode;
use crate::error::RuntimeError;
use cpu::CpuCode;
use state::State;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

/// A loaded bundle, ready to run any number of batches.
pub struct Bundle {
    dir: PathBuf,
    manifest: Manifest,
    code: Code,
}

enum Code {
    Cpu(CpuCode),
    Cuda(CudaCode),
}

/// A run's outputs (values, or raw columns: `ColumnRun`) and what it took.
#[derive(Clone, Debug, PartialEq)]
pub struct RunInfo<O = Outputs> {
    pub outputs: O,
    /// Loop steps (block executions of the program-counter loop) of each
    /// CPU worker thread, or of each CTA on the GPU, in member order.
    pub steps: Vec<u64>,
    /// On the GPU: the kernel's wall time in seconds, from its launch to
    /// its end, without the copies of the state to and from the device.
    pub kernel_seconds: Option<f64>,
    /// What each block did, indexed by program counter (empty for a
    /// bundle compiled before the counters existed).
    pub blocks: Vec<BlockStat>,
}

/// One block's counters over a run (`Role::BlockStats`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct BlockStat {
    /// `function.bN`.
    pub label: String,
    /// Loop steps that ran the block (summed over CPU calls or CTAs).
    pub steps: u64,
    /// Members those steps covered: the lanes computed.
    pub lanes: u64,
    /// Members that were at the block and ran it: the lanes used.
    pub active: u64,
}

impl BlockStat {
    /// Lanes used over lanes computed (0 for a block that never ran).
    pub fn utilization(&self) -> f64 {
        if self.lanes == 0 {
            0.0
        } else {
            self.active as f64 / self.lanes as f64
        }
    }
}

impl<O> RunInfo<O> {
    /// Loop steps over all chunks.
    pub fn total_steps(&self) -> u64 {
        self.steps.iter().sum()
    }
}

/// One thread per core by default.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

impl Bundle {
    /// Reads and checks the manifest of bundle `dir` and loads its code: a
    /// `cpu` bundle's shared object with its entry symbol resolved, or a
    /// `cuda` bundle's PTX compiled for the GPU by the CUDA driver (an
    /// error, `NoCudaDriver` or `NoCudaDevice`, where there is none).
    pub fn load(dir: &Path) -> Result<Bundle, RuntimeError> {
        let shown = dir.display().to_string();
        match std::fs::metadata(dir) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(RuntimeError::NoBundle(shown)),
            Err(source) => return Err(RuntimeError::Read { path: shown, source }),
            Ok(m) if !m.is_dir() => return Err(RuntimeError::NotADirectory(shown)),
            Ok(_) => {}
        }
        let manifest = Manifest::read(dir)?;
        // `Manifest::read` validated that the target's code file is named.
        let file = dir.join(manifest.files.code(&manifest.target).unwrap_or_default());
        let file_shown = file.display().to_string();
        if !file.is_file() {
            return Err(RuntimeError::InvalidManifest {
                path: dir.join(MANIFEST_FILE).display().to_string(),
                reason: format!("the code file `{file_shown}` is missing"),
            });
        }
        if manifest.target == TARGET_CPU && manifest.files.target_triple != host_triple() {
            return Err(RuntimeError::InvalidManifest {
                path: dir.join(MANIFEST_FILE).display().to_string(),
                reason: format!(
                    "the shared object is for {}, and this machine runs {} code: run the bundle there, or compile it here",
                    manifest.files.target_triple,
                    host_triple()
                ),
            });
        }
        verify_code(&file, &manifest.files.code_sha256)?;
        let code = match (&manifest.target[..], &manifest.cuda) {
            (TARGET_CUDA, Some(launch)) => {
                let ptx = std::fs::read_to_string(&file).map_err(|source| RuntimeError::Read {
                    path: file_shown.clone(),
                    source,
                })?;
                let description = ptx
                    .lines()
                    .find_map(|l| l.strip_prefix(PTX_ABI_PREFIX))
                    .ok_or_else(|| RuntimeError::NoAbiDescription {
                        path: file_shown.clone(),
                        why: format!("no `{}` line", PTX_ABI_PREFIX.trim()),
                    })?;
                compare_abi(&file_shown, description.as_bytes(), &manifest.abi)?;
                check_cta_size(&ptx, &manifest.symbol, launch.block_size).map_err(|reason| {
                    RuntimeError::InvalidManifest {
                        path: dir.join(MANIFEST_FILE).display().to_string(),
                        reason,
                    }
                })?;
                Code::Cuda(CudaCode::load(&ptx, &manifest.symbol, launch)?)
            }
            _ => Code::Cpu(CpuCode::load(&file, &manifest.symbol, &manifest.abi)?),
        };
        Ok(Bundle {
            dir: dir.to_path_buf(),
            manifest,
            code,
        })
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    pub fn signature(&self) -> &Signature {
        &self.manifest.signature
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Runs a batch: on `threads` CPU threads (at most one per member; 0
    /// means `default_threads()`), or on the GPU (`threads` unused).
    pub fn run(&self, inputs: &Inputs, threads: usize) -> Result<Outputs, RuntimeError> {
        Ok(self.run_with_info(inputs, threads)?.outputs)
    }

    /// `run`, with the loop steps of each CPU thread or CTA.
    pub fn run_with_info(&self, inputs: &Inputs, threads: usize) -> Result<RunInfo, RuntimeError> {
        check_inputs(&self.manifest.signature, inputs)?;
        let (abi, types) = (&self.manifest.abi, &self.manifest.signature.outputs);
        self.execute(
            inputs.z,
            (threads, None),
            |state, members| state.fill(abi, inputs, members),
            |state, z| state.read(abi, types, z),
        )
    }

    /// `run_with_info` on raw columns (`crate::columns`), with outputs as
    /// raw columns. Where `cancel` is given, a CPU run checks it before
    /// each chunk of members and stops with `RuntimeError::Interrupted`
    /// once it is set (a GPU run, one kernel launch, runs to its end).
    pub fn run_columns(
        &self,
        inputs: &Columns,
        threads: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<ColumnRun, RuntimeError> {
        inputs.check(&self.manifest.signature)?;
        let (abi, types) = (&self.manifest.abi, &self.manifest.signature.outputs);
        self.execute(
            inputs.z,
            (threads, cancel),
            |state, members| state.fill_columns(abi, &inputs.members(members)),
            |state, z| state.read_columns(abi, types, z),
        )
    }

    /// Runs `z` members to the end: on the CPU, each of `threads` workers
    /// on a contiguous group of members in a state of its own (`fill`
    /// writes a group's inputs into it, `read` takes its outputs, joined
    /// in member order); on the GPU, all of them in one state.
    ///
    /// Why a state per worker: the state lays a buffer's members side by
    /// side, so workers sharing one state write the same cache lines (a
    /// member's program counter, every variable it sets, every push),
    /// and each write takes the line from the other core. The
    /// Lotka-Volterra sampler's 4 chains on 2 workers in one state ran
    /// 4.2e3 gradients per second, on 1 worker 1.2e4, in two processes of
    /// one worker each 2.3e4 (`autobatch sample --stats`, 2 cores).
    fn execute<O: Join>(
        &self,
        z: usize,
        (threads, cancel): (usize, Option<&AtomicBool>),
        fill: impl Fn(&mut State, std::ops::Range<usize>),
        read: impl Fn(&State, usize) -> Result<O, RuntimeError>,
    ) -> Result<RunInfo<O>, RuntimeError> {
        let abi = &self.manifest.abi;
        let code = match &self.code {
            Code::Cpu(code) => code,
            Code::Cuda(code) => {
                let mut state = State::new(abi, z)?;
                fill(&mut state, 0..z);
                let plan = state.transfers(abi);
                let run = code.run(&mut state, &plan, z)?;
                return Ok(RunInfo {
                    outputs: read(&state, z)?,
                    steps: run.steps,
                    kernel_seconds: Some(run.kernel_seconds),
                    blocks: state.block_stats(abi),
                });
            }
        };
        let threads = if threads == 0 { default_threads() } else { threads };
        let groups = cpu::groups(z, threads);
        let mut states = Vec::with_capacity(groups.len());
        for members in &groups {
            let mut state = State::new(abi, members.len())?;
            fill(&mut state, members.clone());
            states.push(state);
        }
        let steps = code.run_each(abi, &mut states, cancel)?;
        let mut outputs = Vec::with_capacity(states.len());
        let mut blocks: Vec<BlockStat> = Vec::new();
        for (state, members) in states.iter().zip(&groups) {
            outputs.push(read(state, members.len())?);
            let more = state.block_stats(abi);
            if blocks.is_empty() {
                blocks = more;
            } else {
                for (all, one) in blocks.iter_mut().zip(more) {
                    all.steps += one.steps;
                    all.lanes += one.lanes;
                    all.active += one.active;
                }
            }
        }
        Ok(RunInfo {
            outputs: O::join(outputs),
            steps,
            kernel_seconds: None,
            blocks,
        })
    }
}

/// Outputs of consecutive groups of members, joined in member order.
trait Join: Sized {
    fn join(parts: Vec<Self>) -> Self;
}

/// Both kinds of outputs are columns of values and a status per member.
macro_rules! join_columns {
    ($($outputs:ident),*) => {$(
        impl Join for $outputs {
            fn join(parts: Vec<$outputs>) -> $outputs {
                let mut parts = parts.into_iter();
                let mut all = parts.next().unwrap_or($outputs {
                    values: Vec::new(),
                    status: Vec::new(),
                });
                for part in parts {
                    for (column, more) in all.values.iter_mut().zip(part.values) {
                        column.extend(more);
                    }
                    all.status.extend(part.status);
                }
                all
            }
        }
    )*};
}
join_columns!(Outputs, ColumnOutputs);

/// `RunInfo` with raw columns (`Bundle::run_columns`).
pub type ColumnRun = RunInfo<ColumnOutputs>;

impl Bundle {
    /// `run`, with the state moved as a CUDA run moves it
    /// (`State::transfers`): the code starts from zeros but for the
    /// uploaded buffers, and only the downloaded ones are read back. A CPU
    /// bundle run this way checks, without a GPU, that those transfers
    /// carry everything a run needs; a CUDA bundle runs as always.
    pub fn run_with_device_transfers(&self, inputs: &Inputs, threads: usize) -> Result<Outputs, RuntimeError> {
        let Code::Cpu(code) = &self.code else {
            return self.run(inputs, threads);
        };
        check_inputs(&self.manifest.signature, inputs)?;
        let abi = &self.manifest.abi;
        let z = inputs.z;
        let mut host = State::new(abi, z)?;
        host.fill(abi, inputs, 0..z);
        let plan = host.transfers(abi);
        let mut device = host.only(&plan.up, z)?;
        code.run_each(abi, std::slice::from_mut(&mut device), None)?;
        device
            .only(&plan.down, z)?
            .read(abi, &self.manifest.signature.outputs, z)
    }
}

/// The inputs must be exactly what the signature declares: one argument
/// per parameter, batched or shared as declared, `z > 0` members each, and
/// every value of the declared dtype and shape.
pub fn check_inputs(sig: &Signature, inputs: &Inputs) -> Result<(), RuntimeError> {
    check_counts(sig, inputs.args.len(), inputs.z)?;
    for (param, arg) in sig.params.iter().zip(&inputs.args) {
        let error = |member, reason: String| RuntimeError::Input {
            param: param.name.clone(),
            member,
            reason,
        };
        let check = |member, value: &crate::Value| {
            let ty = value.ty();
            if ty != param.ty {
                return Err(error(member, format!("expected {}, got {ty}", param.ty)));
            }
            match value {
                crate::Value::Tensor(t) if t.data.len() != ty.num_elements() => {
                    let reason = format!(
                        "a {ty} tensor with {} elements instead of {}",
                        t.data.len(),
                        ty.num_elements()
                    );
                    Err(error(member, reason))
                }
                _ => Ok(()),
            }
        };
        match (arg, param.shared) {
            (Arg::Shared(value), true) => check(None, value)?,
            (Arg::Batched(values), false) => {
                if values.len() != inputs.z {
                    let reason = format!("{} members, but the batch has {}", values.len(), inputs.z);
                    return Err(error(None, reason));
                }
                for (b, value) in values.iter().enumerate() {
                    check(Some(b), value)?;
                }
            }
            (Arg::Batched(_), true) => {
                return Err(error(
                    None,
                    "declared shared: give one value, not one per member".into(),
                ));
            }
            (Arg::Shared(_), false) => {
                return Err(error(None, "declared batched: give one value per member".into()));
            }
        }
    }
    Ok(())
}

/// One argument per parameter, and at least one member.
pub(crate) fn check_counts(sig: &Signature, args: usize, z: usize) -> Result<(), RuntimeError> {
    if args != sig.params.len() {
        let names: Vec<&str> = sig.params.iter().map(|p| p.name.as_str()).collect();
        return Err(RuntimeError::Arity {
            expected: sig.params.len(),
            params: if names.is_empty() {
                "none".into()
            } else {
                names.join(", ")
            },
            found: args,
        });
    }
    if z == 0 {
        return Err(RuntimeError::EmptyBatch);
    }
    Ok(())
}

/// The lowercase hex SHA-256 of `bytes`, as manifests record code files.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Checks that `file` is the code the manifest describes, before anything
/// maps or parses it: a truncated shared object would otherwise fault
/// (SIGBUS) when the loader touches its missing pages.
pub fn verify_code(file: &Path, expected: &str) -> Result<(), RuntimeError> {
    let bytes = std::fs::read(file).map_err(|source| RuntimeError::Read {
        path: file.display().to_string(),
        source,
    })?;
    let found = sha256_hex(&bytes);
    if found != expected {
        return Err(RuntimeError::CodeChanged {
            path: file.display().to_string(),
            expected: expected.to_string(),
            found,
        });
    }
    Ok(())
}

/// The line a `cuda` bundle's PTX carries its ABI on (a PTX comment, which
/// the assembler ignores): this prefix, then the ABI as JSON.
pub const PTX_ABI_PREFIX: &str = "// autobatch-abi: ";

/// Compares the ABI a code file describes (`description`, JSON) with the
/// manifest's `abi`, naming the first field that differs.
/// The kernel's CTA size is its own: its reduction reads one slot per
/// warp of exactly that many threads, and it declares the size
/// (`.maxntid`). A manifest that launches another size is refused.
pub(crate) fn check_cta_size(ptx: &str, symbol: &str, block_size: u32) -> Result<(), String> {
    let header = format!(".entry {symbol}(");
    let declared = ptx
        .lines()
        .skip_while(|l| !l.contains(&header))
        .take_while(|l| !l.trim_start().starts_with('{'))
        .find_map(|l| l.trim().strip_prefix(".maxntid"))
        .ok_or_else(|| format!("the kernel `{symbol}` declares no CTA size (`.maxntid`): recompile the bundle"))?;
    let dims: Option<Vec<u64>> = declared.split(',').map(|d| d.trim().parse().ok()).collect();
    let threads = dims.map(|d| d.iter().product::<u64>());
    if threads != Some(u64::from(block_size)) {
        return Err(format!(
            "`cuda.block_size` is {block_size}, but the kernel is built for CTAs of `{}` threads (`.maxntid`): recompile the bundle rather than editing the manifest",
            declared.trim()
        ));
    }
    Ok(())
}

pub(crate) fn compare_abi(path: &str, description: &[u8], abi: &Abi) -> Result<(), RuntimeError> {
    let none = |why: String| RuntimeError::NoAbiDescription {
        path: path.to_string(),
        why,
    };
    let found: serde_json::Value = serde_json::from_slice(description).map_err(|e| none(e.to_string()))?;
    let expected = serde_json::to_value(abi).map_err(|e| none(e.to_string()))?;
    match first_difference(&expected, &found, "abi") {
        None => Ok(()),
        Some((field, expected, found)) => Err(RuntimeError::AbiMismatch {
            path: path.to_string(),
            field,
            expected,
            found,
        }),
    }
}

/// The first place where two JSON values differ: its path (`abi.buffers[3].elements`)
/// and both values there.
fn first_difference(a: &serde_json::Value, b: &serde_json::Value, at: &str) -> Option<(String, String, String)> {
    use serde_json::Value as J;
    match (a, b) {
        (J::Object(x), J::Object(y)) => {
            for (k, v) in x {
                match y.get(k) {
                    Some(w) => {
                        if let Some(d) = first_difference(v, w, &format!("{at}.{k}")) {
                            return Some(d);
                        }
                    }
                    None => return Some((format!("{at}.{k}"), v.to_string(), "nothing".into())),
                }
            }
            y.keys()
                .find(|k| !x.contains_key(*k))
                .map(|k| (format!("{at}.{k}"), "nothing".into(), y[k].to_string()))
        }
        (J::Array(x), J::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (v, w))| first_difference(v, w, &format!("{at}[{i}]"))),
        _ if a == b => None,
        _ => Some((at.to_string(), a.to_string(), b.to_string())),
    }
}
