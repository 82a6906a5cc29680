//! Files written whole or not at all: the bytes go to a temporary file in
//! the destination's directory, are synced to disk, and the file is then
//! renamed over the destination (and the directory synced, so the rename
//! itself survives a crash). A write that fails (a full disk, a file-size
//! limit, a kill) leaves the destination as it was: an earlier file of
//! the same name intact, never a truncated one that looks like a result.

use std::fs;
use std::io::{self, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Writes `bytes` to `path` atomically (module doc). The file gets mode
/// 0644: a temporary file starts private (0600), and these are ordinary
/// outputs.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = parent_dir(path);
    let mut file = tempfile::Builder::new()
        .prefix(&format!(".{}.", file_name(path)))
        .suffix(".partial")
        .tempfile_in(dir)?;
    // Through the `File`: the temporary file's own `Write` adds its
    // (private, random) path to errors, and the user knows only `path`.
    file.as_file_mut().write_all(bytes)?;
    file.as_file().set_permissions(fs::Permissions::from_mode(0o644))?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    // The rename is durable once the directory is synced; some file
    // systems refuse to sync a directory, which loses nothing written.
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Checks, before any work whose result goes to `path`, that it can be
/// written there: the directory exists and a file can be created in it
/// (a temporary one, removed at once), and `path` is not a directory.
pub fn check_writable(path: &Path) -> io::Result<()> {
    let dir = parent_dir(path);
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
                format!("the directory `{}` does not exist", dir.display()),
            ))
        }
        Err(e) => return Err(e),
    }
    if path.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            format!("`{}` is a directory", path.display()),
        ));
    }
    tempfile::Builder::new()
        .prefix(&format!(".{}.", file_name(path)))
        .suffix(".check")
        .tempfile_in(dir)
        .map(drop)
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
}
