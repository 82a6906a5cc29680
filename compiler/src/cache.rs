//! The on-disk cache of compiled bundles, so that running the same program
//! again (`autobatch run --backend cpu`) does not compile it again.
//!
//! A bundle is keyed by the SHA-256 of everything its code depends on: the
//! compiler (version and build, see `compiler_build`), the target (with
//! its GPU architecture and tensor layout), the entry, the stack depth,
//! the source text and the entry's signature (shapes and dtypes). Inputs are never part of the code, so values that
//! change between runs (a step size, a seed) never cause a recompile.
//!
//! Location: `$AUTOBATCH_CACHE_DIR`, else `$XDG_CACHE_HOME/autobatch`, else
//! `$HOME/.cache/autobatch`; one directory `<entry>-<target>-<key
//! prefix>` per bundle, and `objects/` for the objects of the codegen
//! units that CPU bundles are linked from (`codegen::objects`), which
//! bundles of edited programs share.

use crate::codegen::bundle::{build_bundle, compiler_build, compiler_version, symbol_name, BuildOptions, BundleError};
use crate::codegen::objects::ObjectCache;
use crate::compiled::Compiled;

/// The cache's directory of compiled codegen units (`codegen::objects`).
pub const OBJECTS_DIR: &str = "objects";
use autobatch_runtime::bundle::{sha256_hex, verify_code, Manifest, MANIFEST_FILE};
use std::path::{Path, PathBuf};

/// The cache directory from the environment (not created here).
pub fn cache_dir() -> Result<PathBuf, BundleError> {
    Ok(located_cache_dir()?.0)
}

/// The cache directory and the variable that chose it.
fn located_cache_dir() -> Result<(PathBuf, &'static str), BundleError> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(dir) = var("AUTOBATCH_CACHE_DIR") {
        return Ok((dir, "AUTOBATCH_CACHE_DIR"));
    }
    if let Some(dir) = var("XDG_CACHE_HOME") {
        return Ok((dir.join("autobatch"), "XDG_CACHE_HOME"));
    }
    var("HOME")
        .map(|home| (home.join(".cache").join("autobatch"), "HOME"))
        .ok_or(BundleError::NoCacheDir)
}

/// Creates the cache directory if needed and checks that a bundle can be
/// written there (a temporary directory made and removed), so that an
/// unusable cache is one error naming the variable that chose it, before
/// any compilation.
fn usable(dir: &Path, chosen_by: &'static str) -> Result<(), BundleError> {
    let probe = std::fs::create_dir_all(dir).and_then(|()| tempfile::Builder::new().prefix(".probe").tempdir_in(dir));
    probe.map(drop).map_err(|source| BundleError::CacheDir {
        path: dir.display().to_string(),
        chosen_by: match chosen_by {
            "HOME" => "$HOME/.cache/autobatch, as neither AUTOBATCH_CACHE_DIR nor XDG_CACHE_HOME is set",
            "XDG_CACHE_HOME" => "$XDG_CACHE_HOME/autobatch, as AUTOBATCH_CACHE_DIR is not set",
            _ => "AUTOBATCH_CACHE_DIR",
        },
        source,
    })
}

/// The hex SHA-256 key of the bundle of `compiled` (from `source_text`)
/// built as `options` say.
pub fn cache_key(compiled: &Compiled, source_text: &str, options: &BuildOptions) -> String {
    // One JSON document, so that no two different tuples of fields can
    // serialize to the same bytes.
    let identity = serde_json::json!({
        "compiler": compiler_version(),
        "build": compiler_build(),
        "target": options.target.name(),
        "machine": options.machine.key(),
        "gpu_arch": options.gpu_arch,
        "member_layout": options.member_layout,
        "fma": options.fma,
        "schedule": options.schedule.name(),
        "entry": compiled.entry_name(),
        "max_stack_depth": options.max_stack_depth,
        "signature": compiled.signature,
        "source": source_text,
    });
    sha256_hex(identity.to_string().as_bytes())
}

/// The bundle of `compiled` in the cache from the environment, compiling
/// it on a miss. Returns its directory and whether it was a hit.
pub fn cached_bundle(
    compiled: &Compiled,
    source_text: &str,
    options: &BuildOptions,
) -> Result<(PathBuf, bool), BundleError> {
    let (dir, chosen_by) = located_cache_dir()?;
    cached_bundle_at(&dir, Some(chosen_by), compiled, source_text, options)
}

/// `cached_bundle` with the cache at `cache`.
pub fn cached_bundle_in(
    cache: &Path,
    compiled: &Compiled,
    source_text: &str,
    options: &BuildOptions,
) -> Result<(PathBuf, bool), BundleError> {
    cached_bundle_at(cache, None, compiled, source_text, options)
}

/// The bundle in `cache`, compiled on a miss; `chosen_by`: the variable
/// that chose `cache`, when it came from the environment, which a miss
/// first checks the cache against (`usable`). A hit needs only to read,
/// so a read-only cache that holds the bundle still serves it.
fn cached_bundle_at(
    cache: &Path,
    chosen_by: Option<&'static str>,
    compiled: &Compiled,
    source_text: &str,
    options: &BuildOptions,
) -> Result<(PathBuf, bool), BundleError> {
    let key = cache_key(compiled, source_text, options);
    let dir = cache.join(format!(
        "{}-{}-{}",
        symbol_name(&compiled.entry_name()),
        options.target.name(),
        &key[..32]
    ));
    if is_valid(&dir, &key) {
        return Ok((dir, true));
    }
    if let Some(chosen_by) = chosen_by {
        usable(cache, chosen_by)?;
    }
    // A directory of ours without a manifest (damaged by hand, say) would
    // otherwise block the rebuild: the bundle writer replaces bundles only.
    if dir.is_dir() && !dir.join(MANIFEST_FILE).is_file() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    // Bundles in the cache share its objects, so that a changed model
    // compiles only the units that changed.
    let options = BuildOptions {
        objects: Some(ObjectCache {
            dir: cache.join(OBJECTS_DIR),
            compiler: format!("{} {}", compiler_version(), compiler_build()),
        }),
        ..options.clone()
    };
    match build_bundle(compiled, &options, Some(key.clone()), &dir) {
        Ok(_) => Ok((dir, false)),
        // Another process may have installed the same bundle meanwhile.
        Err(_) if is_valid(&dir, &key) => Ok((dir, false)),
        Err(e) => Err(e),
    }
}

/// A complete bundle for exactly this key, by this compiler, whose code
/// file is the one compiled (a truncated or altered one is compiled again
/// rather than loaded, which could fault, on every later run).
fn is_valid(dir: &Path, key: &str) -> bool {
    match Manifest::read(dir) {
        Ok(m) => {
            m.cache_key.as_deref() == Some(key)
                && m.compiler_version == compiler_version()
                && m.files
                    .code(&m.target)
                    .is_some_and(|f| verify_code(&dir.join(f), &m.files.code_sha256).is_ok())
        }
        Err(_) => false,
    }
}

/// The file that remembers the stack depth a program needed
/// (`autobatch sample` grows the stacks of a model whose loops need it,
/// and starts the next run of the same program at that depth).
fn depth_hint_path(source_text: &str) -> Option<PathBuf> {
    let key = sha256_hex(source_text.as_bytes());
    Some(cache_dir().ok()?.join(format!("stack-depth-{}", &key[..32])))
}

/// The stack depth a previous run of this program grew to, if any.
pub fn depth_hint(source_text: &str) -> Option<usize> {
    let text = std::fs::read_to_string(depth_hint_path(source_text)?).ok()?;
    text.trim().parse().ok()
}

/// Remembers that this program needed stacks `depth` deep. Best effort:
/// a cache that cannot be written only costs the next run the growth.
pub fn record_depth_hint(source_text: &str, depth: usize) {
    if let Some(path) = depth_hint_path(source_text) {
        let _ = std::fs::create_dir_all(path.parent().unwrap_or(Path::new(".")));
        let _ = autobatch_runtime::atomic::write_atomically(&path, depth.to_string().as_bytes());
    }
}
