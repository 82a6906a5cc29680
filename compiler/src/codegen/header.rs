//! The C header of a compiled entry (`autobatch compile --emit header`):
//! everything a C program needs to run the object file or static library
//! without the runtime crate: the layout of the loop state (a table of
//! buffers and a function that lays them out for a batch size), typed
//! pointers to each input, output and the statuses, the program counter's
//! start, and the entry. The ABI it describes is documented, with its
//! stability promise, in docs/embedding.md; `C_ABI_VERSION` names it.

use autobatch_runtime::abi::{Abi, Extent, Role};
use autobatch_runtime::{DType, Signature, Status};
use std::collections::HashSet;
use std::fmt::Write;

/// The version of the C interface the header describes; it changes when
/// a header written before would no longer describe the code.
pub const C_ABI_VERSION: u32 = 1;

/// What a header is generated from.
pub struct HeaderSource<'a> {
    /// The source file's name, for the comment.
    pub program: &'a str,
    /// The entry as written in the source.
    pub entry: &'a str,
    /// The entry's C symbol stem (`bundle::symbol_name`).
    pub symbol: &'a str,
    pub triple: &'a str,
    pub compiler: &'a str,
    pub signature: &'a Signature,
    pub abi: &'a Abi,
}

fn c_type(d: DType) -> &'static str {
    match d {
        DType::Bool => "uint8_t",
        DType::I32 => "int32_t",
        DType::I64 => "int64_t",
        DType::F32 => "float",
        DType::F64 => "double",
    }
}

/// `name` as a C identifier fragment: letters, digits and `_` (other
/// characters, which Python allows in names, become `_`).
fn c_ident(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

fn extent_name(e: Extent) -> &'static str {
    match e {
        Extent::PerMember => "AUTOBATCH_PER_MEMBER",
        Extent::Stacked => "AUTOBATCH_STACKED",
        Extent::Shared => "AUTOBATCH_SHARED",
    }
}

/// The header's text.
pub fn c_header(h: &HeaderSource) -> String {
    let p = h.symbol;
    let up = p.to_ascii_uppercase();
    let mut out = String::new();
    preamble(&mut out, h, &up);
    common_definitions(&mut out);
    buffer_table(&mut out, h, p, &up);
    layout_function(&mut out, p, &up);
    accessors(&mut out, h, p);
    start_and_run(&mut out, h, p, &up);
    let _ = write!(
        out,
        "\n#ifdef __cplusplus\n}}\n#endif\n\n#endif /* AUTOBATCH_{up}_H */\n"
    );
    out
}

fn preamble(out: &mut String, h: &HeaderSource, up: &str) {
    let p = h.symbol;
    let _ = writeln!(
        out,
        "/* {p}.h: the C interface of `{entry}` from {program}, compiled by {compiler}\n \
         * for {triple}. Generated: do not edit; recompile instead.\n *\n \
         * C ABI version {C_ABI_VERSION} (docs/embedding.md). To run a batch of z members:\n \
         *   int64_t layout[2 * {up}_NUM_BUFFERS];\n \
         *   size_t bytes = {p}_layout(z, layout);            (0: too large)\n \
         *   uint8_t *state = aligned_alloc({up}_ALIGN, bytes); memset(state, 0, bytes);\n \
         *   write each input through {p}_in_NAME(state, layout);\n \
         *   {p}_start(state, layout, z);\n \
         *   {p}_run(state, bytes, layout, 0, z);              (or disjoint ranges on threads)\n \
         *   read {p}_status(state, layout)[b] and, where it is AUTOBATCH_OK, the outputs.\n \
         */",
        entry = h.entry,
        program = h.program,
        compiler = h.compiler,
        triple = h.triple,
    );
    let _ = writeln!(
        out,
        "#ifndef AUTOBATCH_{up}_H\n#define AUTOBATCH_{up}_H\n\n\
         #include <stddef.h>\n#include <stdint.h>\n\n\
         #ifdef __cplusplus\nextern \"C\" {{\n#endif\n"
    );
    let abi = h.abi;
    let _ = writeln!(
        out,
        "#define {up}_ABI_VERSION {C_ABI_VERSION}\n\
         /* Depth of every compiled stack: a deeper call ends the member with\n   AUTOBATCH_STACK_OVERFLOW. */\n\
         #define {up}_MAX_STACK_DEPTH {depth}\n\
         /* Alignment in bytes of the state and of each buffer in it. */\n\
         #define {up}_ALIGN {align}\n\
         /* Stack bytes a call of {p}_run keeps beyond its own frame: run it on a\n   thread with at least this much stack to spare. */\n\
         #define {up}_SCRATCH_BYTES {scratch}\n\
         #define {up}_NUM_BUFFERS {buffers}\n\
         #define {up}_NUM_PARAMS {params}\n\
         #define {up}_NUM_OUTPUTS {outputs}\n",
        depth = abi.max_stack_depth,
        align = Abi::ALIGN,
        scratch = abi.scratch_bytes,
        buffers = abi.buffers.len(),
        params = h.signature.params.len(),
        outputs = h.signature.outputs.len(),
    );
}

/// Status codes, extents and memref descriptors, shared by every
/// generated header (guarded, so two headers can be included together).
fn common_definitions(out: &mut String) {
    out.push_str("#ifndef AUTOBATCH_COMMON_DEFINITIONS\n#define AUTOBATCH_COMMON_DEFINITIONS\n");
    out.push_str("/* A member's status after the run. */\n");
    for s in Status::ALL {
        let _ = writeln!(
            out,
            "#define AUTOBATCH_{} {}",
            s.code().to_ascii_uppercase(),
            s.as_i32()
        );
    }
    out.push_str(
        "/* How a buffer's element count depends on the batch size z: z * elements,\n   \
         max_stack_depth * z * elements, or elements. */\n\
         enum autobatch_extent { AUTOBATCH_PER_MEMBER = 0, AUTOBATCH_STACKED = 1, AUTOBATCH_SHARED = 2 };\n\
         struct autobatch_buffer {\n  const char *name;\n  int64_t elements;\n  int64_t element_bytes;\n  enum autobatch_extent extent;\n};\n\
         /* The descriptors the entry takes its two arrays by. */\n\
         struct autobatch_memref_u8 { uint8_t *allocated, *aligned; int64_t offset, size, stride; };\n\
         struct autobatch_memref_i64 { int64_t *allocated, *aligned; int64_t offset, size, stride; };\n\
         #endif\n\n",
    );
}

fn buffer_table(out: &mut String, h: &HeaderSource, p: &str, up: &str) {
    let _ = writeln!(
        out,
        "/* The loop state's buffers, in layout order. */\nstatic const struct autobatch_buffer {p}_buffers[{up}_NUM_BUFFERS] = {{"
    );
    for b in &h.abi.buffers {
        let _ = writeln!(
            out,
            "  {{\"{}\", {}, {}, {}}},",
            b.name.escape_default(),
            b.elements,
            b.dtype.size_bytes(),
            extent_name(b.extent)
        );
    }
    out.push_str("};\n\n");
}

fn layout_function(out: &mut String, p: &str, up: &str) {
    let _ = writeln!(
        out,
        "/* Lays out the state of z members: layout[2 i] is buffer i's byte offset,\n   \
         layout[2 i + 1] its element count. Returns the state's size in bytes, or 0\n   \
         when z is negative or the state would not fit in memory's address range. */\n\
         static inline size_t {p}_layout(int64_t z, int64_t layout[2 * {up}_NUM_BUFFERS]) {{\n  \
         uint64_t offset = 0;\n  \
         if (z < 0) return 0;\n  \
         for (int i = 0; i < {up}_NUM_BUFFERS; i++) {{\n    \
         const struct autobatch_buffer *b = &{p}_buffers[i];\n    \
         uint64_t n = (uint64_t)b->elements, bytes, end;\n    \
         if (b->extent != AUTOBATCH_SHARED && __builtin_mul_overflow(n, (uint64_t)z, &n)) return 0;\n    \
         if (b->extent == AUTOBATCH_STACKED && __builtin_mul_overflow(n, (uint64_t){up}_MAX_STACK_DEPTH, &n)) return 0;\n    \
         if (__builtin_mul_overflow(n, (uint64_t)b->element_bytes, &bytes)) return 0;\n    \
         if (__builtin_add_overflow(offset, bytes, &end) || end > (uint64_t)INT64_MAX - {up}_ALIGN) return 0;\n    \
         layout[2 * i] = (int64_t)offset;\n    \
         layout[2 * i + 1] = (int64_t)n;\n    \
         offset = (end + {up}_ALIGN - 1) / {up}_ALIGN * {up}_ALIGN;\n  \
         }}\n  \
         if (offset > SIZE_MAX) return 0;\n  \
         return (size_t)offset;\n}}\n"
    );
}

/// The element type of buffer `i` and a typed pointer function to it.
fn pointer_fn(out: &mut String, p: &str, fn_name: &str, i: usize, d: DType, doc: &str) {
    let t = c_type(d);
    let _ = writeln!(
        out,
        "/* {doc} */\nstatic inline {t} *{p}_{fn_name}(uint8_t *state, const int64_t *layout) {{\n  \
         return ({t} *)(state + layout[{at}]);\n}}\n",
        at = 2 * i
    );
}

fn accessors(out: &mut String, h: &HeaderSource, p: &str) {
    let mut taken = HashSet::new();
    for (k, (param, &buf)) in h.signature.params.iter().zip(&h.abi.inputs).enumerate() {
        let mut name = format!("in_{}", c_ident(&param.name));
        if !taken.insert(name.clone()) {
            name = format!("in{k}_{}", c_ident(&param.name));
            taken.insert(name.clone());
        }
        let e = h.abi.buffers[buf].elements;
        let doc = if param.shared {
            format!(
                "Parameter {k}, `{}`: {}, shared: the one value's element e at [e].",
                param.name, param.ty
            )
        } else {
            format!(
                "Parameter {k}, `{}`: {}, one per member: member b's element e at [b * {e} + e].",
                param.name, param.ty
            )
        };
        pointer_fn(out, p, &name, buf, param.ty.dtype, &doc);
    }
    for (k, (ty, &buf)) in h.signature.outputs.iter().zip(&h.abi.outputs).enumerate() {
        let e = h.abi.buffers[buf].elements;
        let doc = format!(
            "Output {k}: {ty}: member b's element e at [b * {e} + e], meaningful where\n   its status is AUTOBATCH_OK."
        );
        pointer_fn(out, p, &format!("out_{k}"), buf, ty.dtype, &doc);
    }
    pointer_fn(
        out,
        p,
        "status",
        h.abi.status,
        DType::I32,
        "Member b's status (AUTOBATCH_OK, ...) at [b], after the run.",
    );
}

fn start_and_run(out: &mut String, h: &HeaderSource, p: &str, up: &str) {
    let pc = h.abi.buffers.iter().position(|b| b.role == Role::Pc).unwrap_or(0);
    let (prologue_decl, prologue_call) = prologue_text(h, p, up);
    let _ = writeln!(
        out,
        "/* Readies a zeroed state (every byte 0) of z members to run: each member's\n   \
         program counter at the entry. */\n\
         static inline void {p}_start(uint8_t *state, const int64_t *layout, int64_t z) {{\n  \
         int32_t *pc = (int32_t *)(state + layout[{at}]);\n  \
         for (int64_t b = 0; b < z; b++) pc[b] = {entry};\n}}\n\n\
         {prologue_decl}\
         /* Computes what the program derives from its shared inputs alone (its\n   \
         prologue: Stan's transformed data) into the state: call it once after\n   \
         writing the shared inputs and before any {p}_run; nothing to do for a\n   \
         program without one. */\n\
         static inline void {p}_prepare(uint8_t *state, size_t state_bytes, int64_t *layout) {{\n  \
         {prologue_call}}}\n\n\
         int64_t _mlir_ciface_{p}_entry(struct autobatch_memref_u8 *state, struct autobatch_memref_i64 *layout,\n    \
         int64_t lo, int64_t hi);\n\n\
         /* Runs members [lo, hi) of the batch until each has stopped (with a\n   \
         status); returns the loop steps made. Calls over disjoint ranges may run\n   \
         at the same time on different threads. */\n\
         static inline int64_t {p}_run(uint8_t *state, size_t state_bytes, int64_t *layout, int64_t lo, int64_t hi) {{\n  \
         struct autobatch_memref_u8 s = {{state, state, 0, (int64_t)state_bytes, 1}};\n  \
         struct autobatch_memref_i64 l = {{layout, layout, 0, 2 * {up}_NUM_BUFFERS, 1}};\n  \
         return _mlir_ciface_{p}_entry(&s, &l, lo, hi);\n}}",
        at = 2 * pc,
        entry = h.abi.entry,
    );
}

/// The declaration of the prologue (`Abi::prologue_symbol`) and the body
/// of `<p>_prepare` that calls it, or a body that only marks its
/// arguments used.
fn prologue_text(h: &HeaderSource, p: &str, up: &str) -> (String, String) {
    if !h.abi.prologue {
        return (
            String::new(),
            "(void)state;\n  (void)state_bytes;\n  (void)layout;\n".to_string(),
        );
    }
    (
        format!(
            "void _mlir_ciface_{p}_prologue(struct autobatch_memref_u8 *state, struct autobatch_memref_i64 *layout);\n\n"
        ),
        format!(
            "struct autobatch_memref_u8 s = {{state, state, 0, (int64_t)state_bytes, 1}};\n  \
             struct autobatch_memref_i64 l = {{layout, layout, 0, 2 * {up}_NUM_BUFFERS, 1}};\n  \
             _mlir_ciface_{p}_prologue(&s, &l);\n"
        ),
    )
}
