//! A CPU entry's scratch buffers as views of one arena.

use crate::mlir::builder::{mem_dtype, memref_shape};

/// The alignment of each scratch buffer in the arena (`arena`): a cache
/// line, as wide as the widest vector the code loads.
const ARENA_ALIGN: usize = 64;

/// The entry's allocas with its scratch buffers (`Emitter::alloca_of`:
/// `%scratchN`, one-dimensional, of a dtype's memory type) as views
/// of one arena, `%scratch_arena`: an outlined function takes the buffers
/// its cases use, and each memref parameter is five values to pass
/// (pointers, offset, size, stride), so a call of a thread that needed
/// eight buffers passed forty; it now takes the arena alone and views it
/// again (constant offsets, which LLVM folds). Other lines stay as they
/// are, in order.
pub(crate) fn arena(allocas: &[String]) -> Vec<String> {
    let mut packed: Vec<(&str, &str, usize)> = Vec::new();
    let mut rest: Vec<String> = Vec::new();
    let mut total = 0usize;
    for line in allocas {
        match scratch_buffer(line) {
            Some((name, ty, bytes)) => {
                packed.push((name, ty, total));
                total += bytes.div_ceil(ARENA_ALIGN) * ARENA_ALIGN;
            }
            None => rest.push(line.clone()),
        }
    }
    if packed.is_empty() {
        return rest;
    }
    let arena_ty = format!("memref<{total}xi8>");
    let mut out = vec![format!(
        "%scratch_arena = memref.alloca() {{alignment = {ARENA_ALIGN} : i64}} : {arena_ty}"
    )];
    for (name, ty, offset) in packed {
        out.push(format!("{name}_at = arith.constant {offset} : index"));
        out.push(format!(
            "{name} = memref.view %scratch_arena[{name}_at][] : {arena_ty} to {ty}"
        ));
    }
    out.extend(rest);
    out
}

/// A scratch buffer's alloca line as (name, memref type, bytes), if it is
/// one the arena can hold.
fn scratch_buffer(line: &str) -> Option<(&str, &str, usize)> {
    let (name, ty) = line.split_once(" = memref.alloca() : ")?;
    if !name.starts_with("%scratch") {
        return None;
    }
    let (dims, elem) = memref_shape(ty)?;
    let [Some(n)] = dims[..] else {
        return None;
    };
    Some((name, ty, n * mem_dtype(elem)?.size_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_buffers_become_aligned_views_of_one_arena() {
        let allocas: Vec<String> = [
            "%scratch0 = memref.alloca() : memref<10xf64>",
            "%scratch1 = memref.alloca() : memref<1xi1>",
            "%scratch1_false = arith.constant false",
            "%scratch2 = memref.alloca() : memref<3xi32>",
            "%loc_pc = memref.alloca() : memref<1xi32>",
        ]
        .map(String::from)
        .to_vec();
        let got = arena(&allocas);
        assert_eq!(
            got,
            [
                "%scratch_arena = memref.alloca() {alignment = 64 : i64} : memref<192xi8>",
                "%scratch0_at = arith.constant 0 : index",
                "%scratch0 = memref.view %scratch_arena[%scratch0_at][] : memref<192xi8> to memref<10xf64>",
                "%scratch2_at = arith.constant 128 : index",
                "%scratch2 = memref.view %scratch_arena[%scratch2_at][] : memref<192xi8> to memref<3xi32>",
                "%scratch1 = memref.alloca() : memref<1xi1>",
                "%scratch1_false = arith.constant false",
                "%loc_pc = memref.alloca() : memref<1xi32>",
            ]
        );
    }
}
