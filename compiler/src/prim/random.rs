//! Counter-based random numbers: the definition every backend follows.
//!
//! A *key* is an `i64`. Its two 32-bit halves (low, high) are the key of
//! Threefry-2x32 with 20 rounds (Salmon et al., "Parallel random numbers:
//! as easy as 1, 2, 3", SC 2011; the generator of Random123 and of JAX's
//! `threefry2x32`), a keyed bijection of 64-bit counters. Nothing is
//! stateful: a draw is a pure function of its key, so every batch member,
//! every executor, the compiled code and CPython give the same bits for the
//! same key, in any order and with any batching.
//!
//! * `block(key, ctr)`: Threefry-2x32-20 of the counter `(ctr_lo, ctr_hi)`
//!   under the key, its output words packed back into 64 bits the same way
//!   (word 0 low, word 1 high).
//! * `split(key, i) = block(key, i)`, reinterpreted as an `i64`: a new key.
//!   It serves as JAX's `split` (`split(k, 0)`, `split(k, 1)`, ...) and as
//!   `fold_in`.
//! * `uniform(key)`: the 53 high bits of `block(key, 0)` times 2^-53, in
//!   [0, 1), exactly; the f32 form takes the 24 high bits times 2^-24 (so
//!   it can never round up to 1.0, as rounding the f64 would).
//! * `normal(key)`: Box-Muller on `u1`, `u2` built like `uniform` from
//!   counters 0 and 1: `sqrt(-2 log(1 - u1)) * cos(2 pi u2)`, where
//!   `1 - u1` lies in [2^-53, 1], so the logarithm is finite. The f32 form
//!   rounds the f64 normal once.
//! * `uniform_like(key, x)` / `normal_like(key, x)`: a value of `x`'s type
//!   whose element `j` (row-major) is `uniform(split(key, j))` /
//!   `normal(split(key, j))`.
//!
//! As in JAX, a key should be used for one purpose: drawn from, or split.
//! `uniform(k)` and `split(k, 0)` are both functions of `block(k, 0)`.

/// Threefry-2x32 rotation constants (Random123's `R_32x2`).
pub(crate) const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];

/// Threefish's key schedule parity constant (Random123's
/// `SKEIN_KS_PARITY32`).
pub(crate) const PARITY: u32 = 0x1BD1_1BDA;

/// Rounds of Threefry-2x32: the standard choice, with a safety margin over
/// the 13 that pass BigCrush.
pub(crate) const ROUNDS: usize = 20;

/// 2^-53 and 2^-24: one unit of a uniform's last place.
pub(crate) const F64_UNIT: f64 = 1.0 / (1u64 << 53) as f64;
pub(crate) const F32_UNIT: f32 = 1.0 / (1u32 << 24) as f32;

/// Threefry-2x32-20 of the counter `ctr` under `key`. The key is injected
/// after every fourth round (and before the first); injection `s` adds key
/// words `s mod 3` and `s + 1 mod 3` of the extended key, plus `s`.
pub fn threefry2x32(key: [u32; 2], ctr: [u32; 2]) -> [u32; 2] {
    let ks = [key[0], key[1], PARITY ^ key[0] ^ key[1]];
    let mut x = [ctr[0].wrapping_add(ks[0]), ctr[1].wrapping_add(ks[1])];
    for r in 0..ROUNDS {
        x[0] = x[0].wrapping_add(x[1]);
        x[1] = x[1].rotate_left(ROTATIONS[r % 8]) ^ x[0];
        if r % 4 == 3 {
            let s = r / 4 + 1;
            x[0] = x[0].wrapping_add(ks[s % 3]);
            x[1] = x[1].wrapping_add(ks[(s + 1) % 3]).wrapping_add(s as u32);
        }
    }
    x
}

fn words(x: u64) -> [u32; 2] {
    [x as u32, (x >> 32) as u32]
}

fn pack(w: [u32; 2]) -> u64 {
    u64::from(w[0]) | (u64::from(w[1]) << 32)
}

/// Threefry of a 64-bit counter under a 64-bit key, as 64 bits.
pub fn block(key: u64, ctr: u64) -> u64 {
    pack(threefry2x32(words(key), words(ctr)))
}

/// The key `i` derived from `key`.
pub fn split(key: i64, i: i64) -> i64 {
    block(key as u64, i as u64) as i64
}

fn unit_f64(bits: u64) -> f64 {
    (bits >> 11) as f64 * F64_UNIT
}

/// A uniform f64 in [0, 1).
pub fn uniform(key: i64) -> f64 {
    unit_f64(block(key as u64, 0))
}

/// A uniform f32 in [0, 1).
pub fn uniform_f32(key: i64) -> f32 {
    (block(key as u64, 0) >> 40) as f32 * F32_UNIT
}

/// A standard normal f64. The operations and their order are part of the
/// definition: the CPython module does exactly these, with the C library's
/// `log`, `sqrt` and `cos`.
pub fn normal(key: i64) -> f64 {
    let u1 = unit_f64(block(key as u64, 0));
    let u2 = unit_f64(block(key as u64, 1));
    let r = (-2.0 * (1.0 - u1).ln()).sqrt();
    r * (std::f64::consts::TAU * u2).cos()
}

/// A standard normal f32: the f64 normal, rounded.
pub fn normal_f32(key: i64) -> f32 {
    normal(key) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random123's known-answer vectors (`kat_vectors`, threefry2x32 with
    /// 20 rounds): (counter, key, result).
    const KAT: [([u32; 2], [u32; 2], [u32; 2]); 3] = [
        ([0, 0], [0, 0], [0x6b20_0159, 0x99ba_4efe]),
        (
            [0xffff_ffff, 0xffff_ffff],
            [0xffff_ffff, 0xffff_ffff],
            [0x1cb9_96fc, 0xbb00_2be7],
        ),
        (
            [0x243f_6a88, 0x85a3_08d3],
            [0x1319_8a2e, 0x0370_7344],
            [0xc492_3a9c, 0x483d_f7a0],
        ),
    ];

    #[test]
    fn threefry_matches_random123() {
        for (ctr, key, want) in KAT {
            assert_eq!(threefry2x32(key, ctr), want, "key {key:x?} counter {ctr:x?}");
        }
    }

    #[test]
    fn split_packs_words_low_first() {
        assert_eq!(split(0, 0) as u64, 0x99ba_4efe_6b20_0159);
        assert_eq!(split(-1, -1) as u64, 0xbb00_2be7_1cb9_96fc);
        assert_eq!(
            split(0x0370_7344_1319_8a2e, 0x85a3_08d3_243f_6a88_u64 as i64) as u64,
            0x483d_f7a0_c492_3a9c
        );
    }

    #[test]
    fn uniforms_use_the_high_bits_exactly() {
        let bits = block(7, 0);
        assert_eq!(uniform(7), (bits >> 11) as f64 / 2f64.powi(53));
        assert_eq!(uniform_f32(7), (bits >> 40) as f32 / 2f32.powi(24));
        for k in 0..1000 {
            let (u, v) = (uniform(k), uniform_f32(k));
            assert!((0.0..1.0).contains(&u) && (0.0..1.0).contains(&v));
        }
    }

    #[test]
    fn normals_have_the_right_moments() {
        let n = 20_000;
        let xs: Vec<f64> = (0..n).map(|j| normal(split(42, j))).collect();
        let mean = xs.iter().sum::<f64>() / n as f64;
        let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n as f64;
        // Standard errors: 1/sqrt(n) = 0.007 for the mean, about 0.01 for
        // the variance.
        assert!(mean.abs() < 0.03, "mean {mean}");
        assert!((var - 1.0).abs() < 0.05, "variance {var}");
        assert!(xs.iter().all(|x| x.is_finite()));
        assert_eq!(normal_f32(3), normal(3) as f32);
    }

    #[test]
    fn split_keys_differ() {
        let keys: std::collections::HashSet<i64> = (0..1000).map(|i| split(99, i)).collect();
        assert_eq!(keys.len(), 1000, "a bijection of the counter");
    }
}
