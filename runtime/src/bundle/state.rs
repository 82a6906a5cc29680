//! The loop state of one run: a zeroed, `Abi::ALIGN`-aligned byte buffer
//! laid out by `Abi::layout`, with the inputs and the program counters
//! written in before the run and the outputs and statuses read back after
//! it. Values are little-endian, bools one byte, tensors laid out as
//! `Abi::member_layout` says (see `crate::abi`).

use super::BlockStat;
use crate::abi::{Abi, MemberLayout, Role};
use crate::batch::{Arg, Inputs, Outputs};
use crate::columns::{Column, ColumnOutputs, Columns};
use crate::dtype::{DType, Type};
use crate::error::RuntimeError;
use crate::status::Status;
use crate::value::{TensorData, Value};

/// Zeroed memory of `len` bytes whose start is `Abi::ALIGN`-aligned.
///
/// It comes from the allocator's zeroed memory rather than by writing
/// zeros: a large state arrives as fresh pages that the system zeroes
/// when first touched, so the stack levels a run never reaches (most of
/// them: stacks are sized for `--max-stack-depth`) cost nothing. Rust's
/// allocator would write the zeros itself for an alignment above 16
/// bytes, so the buffer is 16-aligned (`calloc`) and `offset` skips to
/// the first 64-byte boundary. (Writing the zeros took a quarter of a
/// 1,024-chain NUTS run, whose state is 454 MB, 428 MB of it stacks.)
struct Zeroed {
    words: Vec<u128>,
    offset: usize,
    len: usize,
}

impl Zeroed {
    /// `None` when the memory cannot be had.
    fn new(len: usize) -> Option<Zeroed> {
        let count = len.checked_add(Abi::ALIGN)?.div_ceil(16).max(1);
        let layout = std::alloc::Layout::array::<u128>(count).ok()?;
        // SAFETY: the layout's size is at least 16 bytes.
        let ptr = unsafe { std::alloc::alloc_zeroed(layout) }.cast::<u128>();
        if ptr.is_null() {
            return None;
        }
        // SAFETY: `ptr` comes from the global allocator with the layout of
        // `count` u128s, all zero bytes, which are valid u128s.
        let words = unsafe { Vec::from_raw_parts(ptr, count, count) };
        let offset = words.as_ptr().cast::<u8>().align_offset(Abi::ALIGN);
        Some(Zeroed { words, offset, len })
    }
}

pub(crate) struct State {
    mem: Zeroed,
    /// The members it holds.
    z: usize,
    /// `Abi::layout` for this batch: `[byte offset, elements]` per buffer.
    pub layout: Vec<i64>,
}

impl State {
    /// Zeroed state for `z` members. A batch too large for memory is an
    /// error, not an abort.
    pub fn new(abi: &Abi, z: usize) -> Result<State, RuntimeError> {
        let bytes = abi.checked_state_bytes(z).ok_or(RuntimeError::TooLarge { z })?;
        let mem = Zeroed::new(bytes).ok_or(RuntimeError::OutOfMemory { bytes, z })?;
        Ok(State {
            mem,
            z,
            layout: abi.layout(z),
        })
    }

    /// The members it holds.
    pub fn members(&self) -> usize {
        self.z
    }

    pub fn len(&self) -> usize {
        self.mem.len
    }

    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        self.bytes_mut().as_mut_ptr()
    }

    pub(crate) fn bytes(&self) -> &[u8] {
        // SAFETY: the words are plain bytes, all initialized, and
        // `offset + len` lies within them (`Zeroed::new`).
        unsafe { std::slice::from_raw_parts(self.mem.words.as_ptr().cast::<u8>().add(self.mem.offset), self.mem.len) }
    }

    pub(crate) fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`, and `&mut self` makes the view unique.
        unsafe {
            std::slice::from_raw_parts_mut(
                self.mem.words.as_mut_ptr().cast::<u8>().add(self.mem.offset),
                self.mem.len,
            )
        }
    }

    /// Byte offset of buffer `i`.
    fn start(&self, i: usize) -> usize {
        self.layout[2 * i] as usize
    }

    /// Sets every member's program counter to the entry block and copies
    /// members `members` of the inputs (already checked against the
    /// signature) into their buffers, as this state's members 0, 1, ...
    pub fn fill(&mut self, abi: &Abi, inputs: &Inputs, members: std::ops::Range<usize>) {
        let z = members.len();
        self.fill_pc(abi, z);
        for (arg, &buf) in inputs.args.iter().zip(&abi.inputs) {
            let size = abi.buffers[buf].dtype.size_bytes() * abi.buffers[buf].elements;
            let mut one = vec![0u8; size];
            match arg {
                Arg::Shared(value) => {
                    write_value(&mut one, value);
                    self.put_shared(buf, &one);
                }
                Arg::Batched(values) => {
                    for (b, value) in values[members.clone()].iter().enumerate() {
                        write_value(&mut one, value);
                        self.put_member(abi, buf, b, z, &one);
                    }
                }
            }
        }
    }

    /// `fill` from raw columns (already checked, `Columns::check`): a
    /// contiguous layout takes each column in one copy.
    pub fn fill_columns(&mut self, abi: &Abi, inputs: &Columns) {
        self.fill_pc(abi, inputs.z);
        for (arg, &buf) in inputs.args.iter().zip(&abi.inputs) {
            let size = abi.buffers[buf].dtype.size_bytes() * abi.buffers[buf].elements;
            match arg {
                Column::Shared(bytes) => self.put_shared(buf, bytes),
                Column::Batched(bytes) if abi.member_layout == MemberLayout::Contiguous || size <= 1 => {
                    let start = self.start(buf);
                    self.bytes_mut()[start..start + bytes.len()].copy_from_slice(bytes);
                }
                Column::Batched(bytes) => {
                    for (b, one) in bytes.chunks_exact(size.max(1)).enumerate() {
                        self.put_member(abi, buf, b, inputs.z, one);
                    }
                }
            }
        }
    }

    /// Every member's program counter at the entry block.
    fn fill_pc(&mut self, abi: &Abi, z: usize) {
        let Some(pc) = abi.buffers.iter().position(|b| b.role == Role::Pc) else {
            return;
        };
        let start = self.start(pc);
        // `Manifest::validate` checked that the entry fits an i32.
        let entry = (abi.entry as i32).to_le_bytes();
        for slot in self.bytes_mut()[start..start + 4 * z].chunks_exact_mut(4) {
            slot.copy_from_slice(&entry);
        }
    }

    /// A shared input's bytes.
    fn put_shared(&mut self, buf: usize, one: &[u8]) {
        let start = self.start(buf);
        self.bytes_mut()[start..start + one.len()].copy_from_slice(one);
    }

    /// Member `b`'s value (its bytes, contiguous) of a batched input of `z`
    /// members, its elements scattered to their strided places where the
    /// layout interleaves members.
    fn put_member(&mut self, abi: &Abi, buf: usize, b: usize, z: usize, one: &[u8]) {
        let start = self.start(buf);
        let (element, elements) = (abi.buffers[buf].dtype.size_bytes(), abi.buffers[buf].elements);
        let bytes = self.bytes_mut();
        if abi.member_layout == MemberLayout::Interleaved && elements > 1 {
            for (e, raw) in one.chunks_exact(element).enumerate() {
                let at = start + element * MemberLayout::Interleaved.index(b, e, elements, z);
                bytes[at..at + element].copy_from_slice(raw);
            }
        } else {
            let at = start + b * one.len();
            bytes[at..at + one.len()].copy_from_slice(one);
        }
    }

    /// The statuses and outputs of `z` members; a member that did not end
    /// `ok` gets the zero value of each output (as `Outputs` promises).
    pub fn read(&self, abi: &Abi, types: &[Type], z: usize) -> Result<Outputs, RuntimeError> {
        let status = self.statuses(abi, z)?;
        let mut one = Vec::new();
        let values = (types.iter().zip(&abi.outputs))
            .map(|(ty, &buf)| {
                (0..z)
                    .map(|b| {
                        if status[b] != Status::Ok {
                            return Value::zero(ty);
                        }
                        one.clear();
                        self.member_bytes(abi, buf, ty, (b, z), &mut one);
                        read_value(&one, ty)
                    })
                    .collect()
            })
            .collect();
        Ok(Outputs { values, status })
    }

    /// `read` as raw columns (`crate::columns`): each output's values
    /// member after member, zeros for a member that did not end `ok`.
    pub fn read_columns(&self, abi: &Abi, types: &[Type], z: usize) -> Result<ColumnOutputs, RuntimeError> {
        let status = self.statuses(abi, z)?;
        let values = (types.iter().zip(&abi.outputs))
            .map(|(ty, &buf)| {
                let size = ty.num_elements() * ty.dtype.size_bytes();
                let mut column = Vec::with_capacity(size * z);
                for (b, s) in status.iter().enumerate() {
                    if *s == Status::Ok {
                        self.member_bytes(abi, buf, ty, (b, z), &mut column);
                    } else {
                        column.resize(column.len() + size, 0);
                    }
                }
                column
            })
            .collect();
        Ok(ColumnOutputs { values, status })
    }

    fn statuses(&self, abi: &Abi, z: usize) -> Result<Vec<Status>, RuntimeError> {
        let at = self.start(abi.status);
        self.bytes()[at..at + 4 * z]
            .chunks_exact(4)
            .enumerate()
            .map(|(member, raw)| {
                let code = i32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]);
                Status::from_i32(code).ok_or(RuntimeError::BadStatus { member, code })
            })
            .collect()
    }

    /// Appends member `b`'s value (of `z`) of output buffer `buf` to `out`,
    /// its elements gathered in order where the layout interleaves them.
    fn member_bytes(&self, abi: &Abi, buf: usize, ty: &Type, (b, z): (usize, usize), out: &mut Vec<u8>) {
        let (bytes, start) = (self.bytes(), self.start(buf));
        let (element, elements) = (ty.dtype.size_bytes(), ty.num_elements());
        let size = elements * element;
        let shared = matches!(abi.buffers[buf].role, Role::Shared { .. });
        if !shared && abi.member_layout == MemberLayout::Interleaved && elements > 1 {
            for e in 0..elements {
                let at = start + element * MemberLayout::Interleaved.index(b, e, elements, z);
                out.extend_from_slice(&bytes[at..at + element]);
            }
        } else {
            let at = if shared { start } else { start + b * size };
            out.extend_from_slice(&bytes[at..at + size]);
        }
    }
}

/// What a device run copies between the host's state and the device's:
/// byte ranges of the state, each a whole buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Transfers {
    /// Written by `fill` (program counters, inputs and shared data): the
    /// rest of the device's state starts as zeros (a memset), as the
    /// host's does.
    pub up: Vec<std::ops::Range<usize>>,
    /// Read by `read` and `block_stats` (statuses, outputs, counters):
    /// nothing else is copied back.
    pub down: Vec<std::ops::Range<usize>>,
}

impl State {
    /// The transfers of a run (`Transfers`): stacks, stack pointers and
    /// every other variable's top stay on the device.
    pub(crate) fn transfers(&self, abi: &Abi) -> Transfers {
        let range = |i: usize| {
            let start = self.start(i);
            let bytes = self.layout[2 * i + 1] as usize * abi.buffers[i].dtype.size_bytes();
            start..start + bytes
        };
        let pc = abi.buffers.iter().position(|b| b.role == Role::Pc);
        let mut up: Vec<usize> = pc.into_iter().chain(abi.inputs.iter().copied()).collect();
        let mut down: Vec<usize> = std::iter::once(abi.status)
            .chain(abi.outputs.iter().copied())
            .chain(abi.block_stats())
            .collect();
        for list in [&mut up, &mut down] {
            list.sort_unstable();
            list.dedup();
        }
        Transfers {
            up: up.into_iter().map(range).filter(|r| !r.is_empty()).collect(),
            down: down.into_iter().map(range).filter(|r| !r.is_empty()).collect(),
        }
    }

    /// A state of the same layout holding only `ranges` of this one,
    /// zeros elsewhere: what the device or the host holds after the
    /// transfers (`Bundle::run_with_device_transfers`).
    pub(crate) fn only(&self, ranges: &[std::ops::Range<usize>], z: usize) -> Result<State, RuntimeError> {
        let bytes = self.mem.len;
        let mut out = State {
            mem: Zeroed::new(bytes).ok_or(RuntimeError::OutOfMemory { bytes, z })?,
            z: self.z,
            layout: self.layout.clone(),
        };
        for r in ranges {
            out.bytes_mut()[r.clone()].copy_from_slice(&self.bytes()[r.clone()]);
        }
        Ok(out)
    }
}

impl State {
    /// The `BlockStats` counters, one entry per block.
    pub fn block_stats(&self, abi: &Abi) -> Vec<BlockStat> {
        let Some(buf) = abi.block_stats() else {
            return Vec::new();
        };
        let start = self.start(buf);
        let words = abi.buffers[buf].elements;
        let raw = &self.bytes()[start..start + 8 * words];
        let counts: Vec<u64> = raw
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        counts
            .chunks_exact(3)
            .enumerate()
            .map(|(k, c)| BlockStat {
                label: abi.blocks.get(k).cloned().unwrap_or_else(|| format!("block {k}")),
                steps: c[0],
                lanes: c[1],
                active: c[2],
            })
            .collect()
    }
}

/// Writes one value into exactly its bytes.
fn write_value(slot: &mut [u8], value: &Value) {
    match value {
        Value::Bool(x) => slot[0] = u8::from(*x),
        Value::I32(x) => slot.copy_from_slice(&x.to_le_bytes()),
        Value::I64(x) => slot.copy_from_slice(&x.to_le_bytes()),
        Value::F32(x) => slot.copy_from_slice(&x.to_le_bytes()),
        Value::F64(x) => slot.copy_from_slice(&x.to_le_bytes()),
        Value::Tensor(t) => write_elements(slot, &t.data),
    }
}

/// Writes a tensor's elements in order, each in its dtype's size.
fn write_elements(slot: &mut [u8], data: &TensorData) {
    macro_rules! put {
        ($v:expr, $n:expr, |$x:ident| $bytes:expr) => {
            for (dst, $x) in slot.chunks_exact_mut($n).zip($v) {
                dst.copy_from_slice(&$bytes);
            }
        };
    }
    match data {
        TensorData::Bool(v) => put!(v, 1, |x| [u8::from(*x)]),
        TensorData::I32(v) => put!(v, 4, |x| x.to_le_bytes()),
        TensorData::I64(v) => put!(v, 8, |x| x.to_le_bytes()),
        TensorData::F32(v) => put!(v, 4, |x| x.to_le_bytes()),
        TensorData::F64(v) => put!(v, 8, |x| x.to_le_bytes()),
    }
}

/// Reads one value of type `ty` from exactly its bytes.
fn read_value(raw: &[u8], ty: &Type) -> Value {
    let data = read_elements(raw, ty.dtype);
    if ty.is_scalar() {
        data.get(0)
    } else {
        Value::tensor(ty.shape.clone(), data)
    }
}

fn read_elements(raw: &[u8], dtype: DType) -> TensorData {
    macro_rules! take {
        ($variant:ident, $t:ty, $n:expr) => {
            TensorData::$variant(
                raw.chunks_exact($n)
                    .map(|c| {
                        let mut b = [0u8; $n];
                        b.copy_from_slice(c);
                        <$t>::from_le_bytes(b)
                    })
                    .collect(),
            )
        };
    }
    match dtype {
        DType::Bool => TensorData::Bool(raw.iter().map(|&b| b != 0).collect()),
        DType::I32 => take!(I32, i32, 4),
        DType::I64 => take!(I64, i64, 8),
        DType::F32 => take!(F32, f32, 4),
        DType::F64 => take!(F64, f64, 8),
    }
}
