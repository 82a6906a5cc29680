//! How much memory a run may still take, as the system says: checked
//! before a batch or a sampling run starts, so that one that cannot fit is
//! an error naming the sizes rather than an abort halfway through.

/// Bytes of memory available to new allocations, where the system says:
/// its `MemAvailable`, and under a limit on the process's address space
/// (`ulimit -v`) what is left of that, the smaller. Under such a limit an
/// allocation fails, and the process aborts, long before the memory runs
/// out.
pub fn available_bytes() -> Option<u64> {
    match (mem_available(), address_space_left()) {
        (Some(memory), Some(space)) => Some(memory.min(space)),
        (memory, space) => memory.or(space),
    }
}

/// `MemAvailable` of /proc/meminfo, in bytes.
fn mem_available() -> Option<u64> {
    proc_bytes("/proc/meminfo", "MemAvailable:")
}

/// The soft limit on the address space less what the process has mapped,
/// in bytes; `None` without a limit.
fn address_space_left() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max address space"))?;
    // "Max address space  <soft> <hard> bytes": "unlimited" parses to None.
    let limit: u64 = line.split_whitespace().nth(3)?.parse().ok()?;
    Some(limit.saturating_sub(proc_bytes("/proc/self/status", "VmSize:")?))
}

/// The field `key` (`Key:  <n> kB`) of a /proc file, in bytes.
fn proc_bytes(path: &str, key: &str) -> Option<u64> {
    let text = std::fs::read_to_string(path).ok()?;
    let line = text.lines().find(|l| l.starts_with(key))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}
