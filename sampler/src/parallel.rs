//! `f(0), ..., f(count - 1)` on all cores: the diagnostics of many
//! coordinates or datasets (ArviZ's rank-normalized R-hat and ESS sort
//! and transform every coordinate's draws: a second per hundred
//! coordinates of 64,000 draws on one core).

use crate::Error;

/// `f` of every index in order, computed in contiguous chunks on up to
/// one thread per core; the first error in index order.
pub fn map<T: Send>(count: usize, f: impl Fn(usize) -> Result<T, Error> + Sync) -> Result<Vec<T>, Error> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(count.max(1));
    let per_thread = count.div_ceil(threads.max(1)).max(1);
    let parts: Vec<Result<Vec<T>, Error>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..count)
            .step_by(per_thread)
            .map(|start| {
                let f = &f;
                scope.spawn(move || (start..(start + per_thread).min(count)).map(f).collect())
            })
            .collect();
        (handles.into_iter())
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(Error::Usage("internal error: a diagnostics thread panicked".into())))
            })
            .collect()
    });
    let mut all = Vec::with_capacity(count);
    for part in parts {
        all.extend(part?);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_index_order_and_the_first_error_wins() {
        for count in [0, 1, 2, 3, 17] {
            assert_eq!(
                map(count, |i| Ok(i * i)).unwrap(),
                (0..count).map(|i| i * i).collect::<Vec<_>>()
            );
        }
        let failed = map(9, |i| {
            if i % 4 == 3 {
                Err(Error::Usage(format!("at {i}")))
            } else {
                Ok(i)
            }
        });
        assert_eq!(failed.unwrap_err().to_string(), "at 3");
    }
}
