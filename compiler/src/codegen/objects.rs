//! Codegen units (`codegen::units`) to objects: each through the object
//! cache when there is one, the misses compiled on all cores at once.
//!
//! An object is keyed by the SHA-256 of the compiler's identity (version
//! and build, which the bundle cache supplies), the machine (triple, CPU,
//! features) and the unit's MLIR text, and stored as
//! `<cache>/objects/<key>.o`: the object's bytes, then their SHA-256 (64
//! hex digits), so that a truncated or altered file is compiled again rather
//! than linked. A unit's text is all its code depends on, so a hit is the
//! same object a compile would give. Files are written to a temporary
//! name and renamed, so that processes sharing the cache never see half an
//! object.

use crate::codegen::llvm::{mlir_context, mlir_to_object_in, CodegenError};
use crate::codegen::machine::Machine;
use autobatch_runtime::bundle::sha256_hex;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The length of a stored object's trailer, its SHA-256 in hex.
const SUM_LEN: usize = 64;

/// Where compiled units are kept, and what besides a unit's text its
/// objects depend on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectCache {
    /// The directory of the objects (created on the first store).
    pub dir: PathBuf,
    /// The compiler's identity (version and build).
    pub compiler: String,
}

impl ObjectCache {
    fn path(&self, machine: &Machine, unit: &str) -> PathBuf {
        let identity = serde_json::json!({
            "compiler": self.compiler,
            "machine": machine.key(),
            "unit": unit,
        });
        let key = sha256_hex(identity.to_string().as_bytes());
        self.dir.join(format!("{key}.o"))
    }

    /// The stored object, if it is whole.
    fn load(path: &Path) -> Option<Vec<u8>> {
        let mut bytes = std::fs::read(path).ok()?;
        let at = bytes.len().checked_sub(SUM_LEN)?;
        (bytes[at..] == *sha256_hex(&bytes[..at]).as_bytes()).then(|| {
            bytes.truncate(at);
            bytes
        })
    }

    /// Stores `object` (best effort: an unwritable cache costs only the
    /// next compile).
    fn store(path: &Path, object: &[u8]) {
        let mut bytes = Vec::with_capacity(object.len() + SUM_LEN);
        bytes.extend_from_slice(object);
        bytes.extend_from_slice(sha256_hex(object).as_bytes());
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = autobatch_runtime::atomic::write_atomically(path, &bytes);
    }
}

/// A unit's object, or why it has none.
type Compiled = Result<Vec<u8>, CodegenError>;

/// The objects of `units`, in order: each from `cache` when it holds it,
/// the others compiled on up to as many threads as the machine has cores
/// (and stored). Returns the objects and how many were compiled.
pub fn compile_units(
    units: &[String],
    machine: &Machine,
    cache: Option<&ObjectCache>,
) -> Result<(Vec<Vec<u8>>, usize), CodegenError> {
    let paths: Vec<Option<PathBuf>> = units.iter().map(|u| cache.map(|c| c.path(machine, u))).collect();
    let mut objects: Vec<Option<Vec<u8>>> = paths.iter().map(|p| p.as_deref().and_then(ObjectCache::load)).collect();
    let mut misses: Vec<usize> = (0..units.len()).filter(|&k| objects[k].is_none()).collect();
    // The longest first, so that no thread starts a long unit last.
    misses.sort_by_key(|&k| std::cmp::Reverse(units[k].len()));
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(misses.len());
    let next = AtomicUsize::new(0);
    let done: Mutex<Vec<(usize, Compiled)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                // One context per thread, without MLIR's own threads: the
                // units are the parallelism.
                let context = mlir_context();
                context.enable_multi_threading(false);
                while let Some(&k) = misses.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let object = mlir_to_object_in(&context, &units[k], machine);
                    if let (Ok(bytes), Some(path)) = (&object, &paths[k]) {
                        ObjectCache::store(path, bytes);
                    }
                    let failed = object.is_err();
                    done.lock().unwrap_or_else(|e| e.into_inner()).push((k, object));
                    if failed {
                        // The others' work is wasted once one unit fails.
                        next.store(misses.len(), Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let mut done = done.into_inner().unwrap_or_else(|e| e.into_inner());
    // The first unit's error, whatever thread met it first.
    done.sort_by_key(|(k, _)| *k);
    for (k, object) in done {
        objects[k] = Some(object?);
    }
    let objects = objects.into_iter().collect::<Option<Vec<_>>>();
    let objects = objects.ok_or_else(|| CodegenError::Llvm("a unit was not compiled".to_string()))?;
    Ok((objects, misses.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const UNIT: &str = "module {\n  func.func @unit_f(%x: f64) -> f64 {\n    %y = arith.addf %x, %x : f64\n    return %y : f64\n  }\n}\n";

    #[test]
    fn objects_come_from_the_cache_and_a_damaged_one_is_compiled_again() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let cache = ObjectCache {
            dir: dir.path().join("objects"),
            compiler: "test".to_string(),
        };
        let machine = Machine::default();
        let units = vec![UNIT.to_string(), UNIT.replace("unit_f", "unit_g")];
        let (first, compiled) = compile_units(&units, &machine, Some(&cache)).expect("compiles");
        assert_eq!(compiled, 2);
        let (again, compiled) = compile_units(&units, &machine, Some(&cache)).expect("loads");
        assert_eq!((again, compiled), (first.clone(), 0));
        let path = cache.path(&machine, &units[1]);
        let bytes = std::fs::read(&path).expect("stored");
        std::fs::write(&path, &bytes[..bytes.len() - 1]).expect("damaged");
        let (mended, compiled) = compile_units(&units, &machine, Some(&cache)).expect("recompiles");
        assert_eq!((mended, compiled), (first, 1));
        let other = ObjectCache {
            compiler: "another build".to_string(),
            ..cache.clone()
        };
        assert_ne!(other.path(&machine, UNIT), cache.path(&machine, UNIT));
    }

    #[test]
    fn a_failing_unit_is_the_error() {
        let units = vec![UNIT.to_string(), "module { not mlir".to_string()];
        let err = compile_units(&units, &Machine::default(), None).expect_err("does not parse");
        assert!(matches!(err, CodegenError::Parse), "{err}");
    }
}
