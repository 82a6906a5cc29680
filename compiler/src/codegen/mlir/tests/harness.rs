//! A host-side runner for compiled programs, as the runtime does it: one
//! byte buffer for the state laid out by `Abi::layout`, the inputs copied
//! in, the program counter set to the entry block, one call of the packed
//! entry over all members, and the outputs and statuses read back.

use super::super::{abi, compile_shared_object, emit_cpu, Abi, EmitOptions, Role};
use crate::ir::p::Program;
use autobatch_runtime::abi::Memref;
use autobatch_runtime::{Arg, DType, Inputs, Outputs, Status, TensorData, Type, Value};

type Entry = unsafe extern "C" fn(*mut Memref<u8>, *mut Memref<i64>, i64, i64) -> i64;
type Prologue = unsafe extern "C" fn(*mut Memref<u8>, *mut Memref<i64>);

/// A shared object compiled from MLIR and loaded, with its directory.
pub struct Library {
    pub lib: libloading::Library,
    _dir: tempfile::TempDir,
}

/// Compiles MLIR text to a shared object and loads it.
pub fn compile(mlir: &str, name: &str) -> Library {
    let dir = tempfile::tempdir().expect("temp dir");
    let so = dir.path().join(format!("{name}.so"));
    compile_shared_object(mlir, name, &crate::codegen::machine::Machine::default(), None, &so)
        .expect("compiles and links");
    // SAFETY: the library is ours, built from MLIR with no initializers.
    let lib = unsafe { libloading::Library::new(&so) }.expect("dlopen");
    Library { lib, _dir: dir }
}

/// A program compiled to a loaded shared object.
pub struct Loaded {
    library: Library,
    name: String,
    pub abi: Abi,
}

/// Emits, compiles and loads `program`.
pub fn load(program: &Program, name: &str, depth: usize) -> Loaded {
    let options = EmitOptions::new(depth);
    let mlir = emit_cpu(program, name, &options).expect("emits");
    Loaded {
        library: compile(&mlir, name),
        name: name.to_string(),
        abi: abi(program, &options),
    }
}

impl Loaded {
    /// Runs the batch; returns the outputs and the number of loop steps.
    pub fn run(&self, inputs: &Inputs, output_types: &[Type]) -> (Outputs, i64) {
        let z = inputs.z;
        let mut layout = self.abi.layout(z);
        let words = self.abi.state_bytes(z).div_ceil(8).max(1);
        let mut state = vec![0u64; words];
        // SAFETY: a u64 buffer viewed as bytes, same allocation.
        let bytes = unsafe { std::slice::from_raw_parts_mut(state.as_mut_ptr().cast::<u8>(), words * 8) };
        self.fill(bytes, &layout, inputs);
        let mut state_ref = Memref::of(bytes);
        let mut layout_ref = Memref::of(&mut layout);
        // SAFETY: the prologue and the entry have exactly these C
        // signatures (see `abi`).
        let steps = unsafe {
            if self.abi.prologue {
                let symbol = Abi::prologue_symbol(&self.name);
                let prologue: libloading::Symbol<Prologue> = self.library.lib.get(symbol.as_bytes()).expect("prologue");
                prologue(&mut state_ref, &mut layout_ref);
            }
            let symbol = Abi::entry_symbol(&self.name);
            let entry: libloading::Symbol<Entry> = self.library.lib.get(symbol.as_bytes()).expect("entry symbol");
            entry(&mut state_ref, &mut layout_ref, 0, z as i64)
        };
        let layout = self.abi.layout(z);
        (self.read(bytes, &layout, z, output_types), steps)
    }

    fn fill(&self, bytes: &mut [u8], layout: &[i64], inputs: &Inputs) {
        let pc = self.buffer(|r| *r == Role::Pc);
        for b in 0..inputs.z {
            write(
                bytes,
                layout[2 * pc] as usize + 4 * b,
                &Value::I32(self.abi.entry as i32),
            );
        }
        for (arg, &buf) in inputs.args.iter().zip(&self.abi.inputs) {
            let start = layout[2 * buf] as usize;
            let n = self.abi.buffers[buf].elements;
            let size = self.abi.buffers[buf].dtype.size_bytes();
            match arg {
                Arg::Shared(value) => write_value(bytes, start, size, value),
                Arg::Batched(values) => {
                    for (b, value) in values.iter().enumerate() {
                        write_value(bytes, start + b * n * size, size, value);
                    }
                }
            }
        }
    }

    fn buffer(&self, pred: impl Fn(&Role) -> bool) -> usize {
        self.abi.buffers.iter().position(|b| pred(&b.role)).expect("buffer")
    }

    fn read(&self, bytes: &[u8], layout: &[i64], z: usize, types: &[Type]) -> Outputs {
        let status_at = layout[2 * self.abi.status] as usize;
        let status: Vec<Status> = (0..z)
            .map(|b| {
                let code = i32::from_le_bytes(bytes[status_at + 4 * b..status_at + 4 * b + 4].try_into().unwrap());
                Status::from_i32(code).expect("a status code")
            })
            .collect();
        let values = types
            .iter()
            .zip(&self.abi.outputs)
            .map(|(ty, &buf)| {
                let start = layout[2 * buf] as usize;
                let shared = matches!(self.abi.buffers[buf].role, Role::Shared { .. });
                (0..z)
                    .map(|b| {
                        if status[b] != Status::Ok {
                            return Value::zero(ty);
                        }
                        let at = if shared {
                            start
                        } else {
                            start + b * ty.num_elements() * ty.dtype.size_bytes()
                        };
                        read_value(bytes, at, ty)
                    })
                    .collect()
            })
            .collect();
        Outputs { values, status }
    }
}

fn write_value(bytes: &mut [u8], start: usize, size: usize, value: &Value) {
    match value {
        Value::Tensor(t) => {
            for i in 0..t.data.len() {
                write(bytes, start + i * size, &t.data.get(i));
            }
        }
        scalar => write(bytes, start, scalar),
    }
}

fn write(bytes: &mut [u8], at: usize, v: &Value) {
    let raw: Vec<u8> = match v {
        Value::Bool(x) => vec![u8::from(*x)],
        Value::I32(x) => x.to_le_bytes().to_vec(),
        Value::I64(x) => x.to_le_bytes().to_vec(),
        Value::F32(x) => x.to_le_bytes().to_vec(),
        Value::F64(x) => x.to_le_bytes().to_vec(),
        Value::Tensor(_) => Vec::new(),
    };
    bytes[at..at + raw.len()].copy_from_slice(&raw);
}

fn read_scalar(bytes: &[u8], at: usize, d: DType) -> Value {
    let b = |n: usize| &bytes[at..at + n];
    match d {
        DType::Bool => Value::Bool(bytes[at] != 0),
        DType::I32 => Value::I32(i32::from_le_bytes(b(4).try_into().unwrap())),
        DType::I64 => Value::I64(i64::from_le_bytes(b(8).try_into().unwrap())),
        DType::F32 => Value::F32(f32::from_le_bytes(b(4).try_into().unwrap())),
        DType::F64 => Value::F64(f64::from_le_bytes(b(8).try_into().unwrap())),
    }
}

fn read_value(bytes: &[u8], at: usize, ty: &Type) -> Value {
    if ty.is_scalar() {
        return read_scalar(bytes, at, ty.dtype);
    }
    let size = ty.dtype.size_bytes();
    let scalars: Vec<Value> = (0..ty.num_elements())
        .map(|i| read_scalar(bytes, at + i * size, ty.dtype))
        .collect();
    let data = TensorData::from_scalars(ty.dtype, &scalars).expect("elements of one dtype");
    Value::tensor(ty.shape.clone(), data)
}
