//! Files written whole or not at all: the bytes go to a temporary file in
//! the destination's directory, are synced to disk, and the file is then
//! renamed over the destination (and the directory synced, so the rename
//! itself survives a crash). A write that fails (a full disk, a file-size
//! limit, a kill) leaves the destination as it was: an earlier file of
//! the same name intact, never a truncated one that looks like a result.
//!
//! As `cp` and editors do, a destination that is a symbolic link is
//! followed (its target is replaced, atomically, and the link stays), and
//! one the user cannot write (write-protected, or on a read-only file
//! system; a file with no write bit at all even for root) is refused,
//! before any work ([`check_writable`]) and again at the write. A replaced file keeps its permission bits; a new one gets
//! 0644.
//!
//! The temporary file is `.NAME.XXXXXX.partial` beside `NAME`, and its
//! writer holds an exclusive `flock` on it until it is renamed. A writer
//! killed meanwhile (SIGKILL, a power cut) leaves it behind; the next
//! check or write of the same `NAME` removes every such file that no
//! process holds locked and that was last modified over
//! [`STALE_AFTER`] ago (a live writer locks its file as it creates it):
//! a stale partial is removed, a live writer's never.

use std::fs;
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How old a temporary file no process holds locked must be to be a dead
/// writer's: a writer takes the lock right after creating the file, so
/// only a file created this instant is unlocked and alive.
pub const STALE_AFTER: Duration = Duration::from_secs(10);

/// The random part of a temporary file's name: `.NAME.XXXXXX.partial`.
const RANDOM_CHARS: usize = 6;

/// The suffixes of this module's temporary files.
const PARTIAL: &str = ".partial";
const CHECK: &str = ".check";

/// Writes `bytes` to `path` atomically (module doc): through a symbolic
/// link to its target; refused, naming the fix, where `path` is a file
/// the user cannot write.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let target = resolve(path)?;
    let old_mode = check_replaceable(path, &target)?;
    let dir = parent_dir(&target);
    remove_stale(dir, &file_name(&target));
    let mut file = create_locked(dir, &file_name(&target), PARTIAL)?;
    // Through the `File`: the temporary file's own `Write` adds its
    // (private, random) path to errors, and the user knows only `path`.
    file.as_file_mut().write_all(bytes)?;
    let mode = old_mode.unwrap_or(0o644);
    file.as_file().set_permissions(fs::Permissions::from_mode(mode))?;
    file.as_file().sync_all()?;
    file.persist(&target).map_err(|e| e.error)?;
    // The rename is durable once the directory is synced; some file
    // systems refuse to sync a directory, which loses nothing written.
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Checks, before any work whose result goes to `path`, that it can be
/// written there: the directory exists and a file can be created in it
/// (a temporary one, removed at once), `path` is not a directory, and
/// an existing file at `path` (or at the target of a link there) is one
/// the user may write. Stale temporary files of `path`'s (module doc)
/// are removed.
pub fn check_writable(path: &Path) -> io::Result<()> {
    let target = resolve(path)?;
    let dir = parent_dir(&target);
    match fs::metadata(dir) {
        Ok(m) if !m.is_dir() => {
            return Err(io::Error::new(
                io::ErrorKind::NotADirectory,
                format!("`{}` is not a directory", dir.display()),
            ))
        }
        Ok(_) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!(
                    "the directory `{}` does not exist (create it first: mkdir -p {})",
                    dir.display(),
                    dir.display()
                ),
            ))
        }
        Err(e) => return Err(e),
    }
    if target.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            format!("`{}` is a directory", target.display()),
        ));
    }
    check_replaceable(path, &target)?;
    remove_stale(dir, &file_name(&target));
    create_locked(dir, &file_name(&target), CHECK).map(drop)
}

/// Whether `a` and `b` are the same file (device and inode, through
/// links): false where either does not exist.
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
        _ => false,
    }
}

/// The file a write to `path` replaces: `path`, or where the symbolic
/// links it names lead (a link's relative target is relative to the
/// link's directory).
fn resolve(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                let next = fs::read_link(&at)?;
                at = if next.is_absolute() {
                    next
                } else {
                    parent_dir(&at).join(next)
                };
            }
            _ => return Ok(at),
        }
    }
    Err(io::Error::other(format!(
        "`{}` is a chain of more than 40 symbolic links (a loop?): write to a plain file",
        path.display()
    )))
}

/// Refuses to replace an existing `target` (what `path` names, itself or
/// through links) that the user cannot write, as `cp` does: `access(2)`
/// with `W_OK` denies it (permissions, ACLs, a read-only file system), or
/// its mode gives no one write permission (0444: refused for root too,
/// whom `access` never denies, as vim refuses without `:w!`). Returns the
/// existing file's permission bits, which the new file keeps.
fn check_replaceable(path: &Path, target: &Path) -> io::Result<Option<u32>> {
    let Ok(meta) = fs::metadata(target) else {
        return Ok(None);
    };
    if meta.is_file() {
        let c_path = std::ffi::CString::new(target.as_os_str().as_encoded_bytes())
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a path with a NUL byte"))?;
        // SAFETY: `c_path` is a NUL-terminated string that outlives the call.
        let denied = match unsafe { libc::access(c_path.as_ptr(), libc::W_OK) } {
            0 if meta.permissions().mode() & 0o222 == 0 => Some(io::Error::from_raw_os_error(libc::EACCES)),
            0 => None,
            _ => Some(io::Error::last_os_error()),
        };
        if let Some(e) = denied {
            let shown = if target == path {
                format!("`{}`", path.display())
            } else {
                format!("`{}` (the target of the link `{}`)", target.display(), path.display())
            };
            let fix = match e.raw_os_error() {
                Some(libc::EROFS) => "it is on a read-only file system: write to another directory".to_string(),
                _ => format!(
                    "make it writable (chmod u+w {}), or write to another file",
                    target.display()
                ),
            };
            return Err(io::Error::new(
                e.kind(),
                format!("{shown} is write-protected ({}): {fix}", short(&e)),
            ));
        }
    }
    Ok(Some(meta.permissions().mode() & 0o777))
}

/// The OS's words for `e` without Rust's " (os error N)".
fn short(e: &io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_lowercase(),
        None => text.to_lowercase(),
    }
}

/// A new temporary file `.NAME.XXXXXX{suffix}` in `dir`, locked (flock,
/// exclusive) for as long as it is open.
fn create_locked(dir: &Path, name: &str, suffix: &str) -> io::Result<tempfile::NamedTempFile> {
    let file = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(suffix)
        .rand_bytes(RANDOM_CHARS)
        .tempfile_in(dir)?;
    // SAFETY: flock on a file descriptor this function owns.
    if unsafe { libc::flock(file.as_file().as_raw_fd(), libc::LOCK_EX) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(file)
}

/// Whether `entry` (a file name in the directory of `name`) is one of
/// `name`'s temporary files: `.NAME.` then exactly the random characters
/// then a suffix (so that `a.npz`'s are never `a`'s).
fn is_temporary_of(entry: &str, name: &str) -> bool {
    let Some(rest) = entry.strip_prefix(&format!(".{name}.")) else {
        return false;
    };
    let Some(random) = rest.strip_suffix(PARTIAL).or_else(|| rest.strip_suffix(CHECK)) else {
        return false;
    };
    random.len() == RANDOM_CHARS && random.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Removes the temporary files of `name` in `dir` that dead writers left
/// (module doc). Best effort: what cannot be examined or removed stays.
fn remove_stale(dir: &Path, name: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        if !is_temporary_of(&file_name.to_string_lossy(), name) {
            continue;
        }
        let path = entry.path();
        let Ok(file) = fs::File::open(&path) else {
            continue;
        };
        let old =
            (file.metadata().and_then(|m| m.modified())).is_ok_and(|t| t.elapsed().is_ok_and(|age| age >= STALE_AFTER));
        // SAFETY: flock on the descriptor `file` owns; the lock goes with it.
        let unlocked = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
        if old && unlocked {
            let _ = fs::remove_file(&path);
        }
    }
}

/// The directory a file of `path` goes in (`.` for a bare name).
fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| "output".to_string(), |n| n.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names in `dir`: what is left beside a written file.
    fn names(dir: &Path) -> Vec<std::ffi::OsString> {
        fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name()).collect()
    }

    #[test]
    fn a_written_file_replaces_the_old_one_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.bin");
        fs::write(&path, b"old").unwrap();
        write_atomically(&path, b"new contents").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new contents");
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o644);
        // No temporary file is left beside it.
        assert_eq!(names(dir.path()), ["out.bin"]);
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("missing").join("out.bin");
        assert!(write_atomically(&path, b"x").is_err());
        // A destination that is a directory cannot be replaced: the
        // rename fails after the temporary file was written, and the
        // directory and its contents stay.
        let target = dir.path().join("taken");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("keep"), b"k").unwrap();
        assert!(write_atomically(&target, b"x").is_err());
        assert_eq!(fs::read(target.join("keep")).unwrap(), b"k");
        assert_eq!(names(dir.path()), ["taken"]);
    }

    #[test]
    fn writability_is_checked_up_front() {
        let dir = tempfile::tempdir().unwrap();
        assert!(check_writable(&dir.path().join("ok.nc")).is_ok());
        let e = check_writable(&dir.path().join("nonexist").join("x.nc")).unwrap_err();
        assert!(e.to_string().contains("does not exist"), "{e}");
        let e = check_writable(dir.path()).unwrap_err();
        assert!(e.to_string().contains("is a directory"), "{e}");
        assert_eq!(
            fs::read_dir(dir.path()).unwrap().count(),
            0,
            "the check leaves nothing behind"
        );
    }

    #[test]
    fn a_link_is_followed_and_its_target_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("store");
        fs::create_dir(&sub).unwrap();
        let target = sub.join("real.nc");
        fs::write(&target, b"old").unwrap();
        fs::set_permissions(&target, fs::Permissions::from_mode(0o640)).unwrap();
        // A relative link, resolved against the link's directory.
        let link = dir.path().join("out.nc");
        std::os::unix::fs::symlink("store/real.nc", &link).unwrap();
        check_writable(&link).unwrap();
        write_atomically(&link, b"new").unwrap();
        assert!(
            fs::symlink_metadata(&link).unwrap().file_type().is_symlink(),
            "the link stays"
        );
        assert_eq!(fs::read(&target).unwrap(), b"new");
        let mode = fs::metadata(&target).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640, "a replaced file keeps its mode");
        // The temporary file went beside the target, and is gone.
        assert_eq!(names(&sub), ["real.nc"]);
        // A loop of links is refused, not followed forever.
        let a = dir.path().join("a.nc");
        std::os::unix::fs::symlink("b.nc", &a).unwrap();
        std::os::unix::fs::symlink("a.nc", dir.path().join("b.nc")).unwrap();
        let e = write_atomically(&a, b"x").unwrap_err().to_string();
        assert!(e.contains("symbolic links"), "{e}");
    }

    #[test]
    fn a_write_protected_file_is_refused_before_and_at_the_write() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.nc");
        fs::write(&path, b"keep").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
        let shown = path.display().to_string();
        for e in [
            check_writable(&path).unwrap_err(),
            write_atomically(&path, b"x").unwrap_err(),
        ] {
            assert_eq!(e.kind(), io::ErrorKind::PermissionDenied);
            let e = e.to_string();
            assert!(
                e.starts_with(&format!("`{shown}` is write-protected (permission denied)"))
                    && e.contains(&format!("chmod u+w {shown}")),
                "{e}"
            );
        }
        assert_eq!(fs::read(&path).unwrap(), b"keep");
        // Through a link, the target is named.
        let link = dir.path().join("link.nc");
        std::os::unix::fs::symlink(&path, &link).unwrap();
        let e = check_writable(&link).unwrap_err().to_string();
        assert!(e.contains("(the target of the link"), "{e}");
        assert_eq!(fs::read(&path).unwrap(), b"keep");
    }

    /// Makes `path` look last modified `age` ago.
    fn age(path: &Path, age: Duration) {
        let file = fs::File::options().write(true).open(path).unwrap();
        file.set_modified(std::time::SystemTime::now() - age).unwrap();
    }

    #[test]
    fn a_dead_writers_partial_is_removed_and_a_live_ones_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.nc");
        let old = STALE_AFTER * 2;
        // A killed writer's file: unlocked, old.
        let dead = dir.path().join(".out.nc.aB3dE9.partial");
        fs::write(&dead, b"half").unwrap();
        age(&dead, old);
        // A live writer's: locked (and old: a long write).
        let live = create_locked(dir.path(), "out.nc", PARTIAL).unwrap();
        age(live.path(), old);
        // Just created, before its writer locks it: young.
        let young = dir.path().join(".out.nc.Zz0000.partial");
        fs::write(&young, b"").unwrap();
        // Another output's (`out.nc.bak`, `out`), and a file of the user's.
        let others = [".out.nc.bak.aB3dE9.partial", ".out.aB3dE9.partial", ".out.nc.notes"];
        for name in others {
            fs::write(dir.path().join(name), b"").unwrap();
            age(&dir.path().join(name), old);
        }
        check_writable(&path).unwrap();
        assert!(!dead.exists(), "the dead writer's partial is removed by the check");
        assert!(live.path().exists() && young.exists());
        for name in others {
            assert!(dir.path().join(name).exists(), "{name}");
        }
        // And by a write.
        fs::write(&dead, b"half").unwrap();
        age(&dead, old);
        write_atomically(&path, b"whole").unwrap();
        assert!(!dead.exists() && live.path().exists() && young.exists());
        assert_eq!(fs::read(&path).unwrap(), b"whole");
    }

    #[test]
    fn the_same_file_is_the_same_inode() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a0.npz");
        fs::write(&a, b"a").unwrap();
        let link = dir.path().join("l.npz");
        std::os::unix::fs::symlink(&a, &link).unwrap();
        let hard = dir.path().join("h.npz");
        fs::hard_link(&a, &hard).unwrap();
        let dotted = dir.path().join(".").join("a0.npz");
        for b in [&a, &link, &hard, &dotted] {
            assert!(same_file(&a, b), "{}", b.display());
        }
        let other = dir.path().join("a1.npz");
        fs::write(&other, b"a").unwrap();
        assert!(!same_file(&a, &other));
        assert!(!same_file(&a, &dir.path().join("missing.npz")));
    }
}
