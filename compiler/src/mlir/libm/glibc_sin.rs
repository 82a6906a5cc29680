//! glibc's `sin` and `cos` of |a| < 0.855469, bit for bit, for `lgamma`
//! (`lgamma.rs`, `lgamma_neg.rs`), whose sines of `pi x` glibc takes with
//! its own `sin` and `cos`: where those are not correctly rounded (one
//! argument in 500), a correctly rounded sine would put lgamma 2 ulp from
//! glibc's on (-2, 0) and more near its zeros.
//!
//! glibc's are IBM's, built with `-mfma` on x86-64 machines with FMA:
//! below 0.126 the sine is a Taylor polynomial; elsewhere `a = X_i + x'`
//! with `X_i = i / 128` and `sin(X_i)`, `cos(X_i)` from a table of
//! double-doubles (`__sincostab`), combined with short polynomials in
//! `x'`. The table needs no memory here: its entries are `sin` and `cos`
//! of `i / 128` rounded, which the angle sum of `i div 8 / 16` and `i mod
//! 8 / 128`, from two small double-double tables, gives exactly for all
//! 110 entries, tails within 1e-31 of glibc's. The fused multiply-adds
//! are glibc's, as GCC contracts them. One call gives both functions of
//! one argument, as they share the table entry.

use super::dsl::{F, V};

/// `(sin, sin tail, cos, cos tail)` of `a / 16` for a < 14, and of `b /
/// 128` for b < 8, as bit patterns.
const SIXTEENTHS: [[u64; 4]; 14] = [
    [
        0x0000000000000000,
        0x0000000000000000,
        0x3ff0000000000000,
        0x0000000000000000,
    ],
    [
        0x3faffaaaeeed4edb,
        0xbc42d16d32684b69,
        0x3feff0015549f4d3,
        0x3c8328387b99426f,
    ],
    [
        0x3fbfeaaeee86ee36,
        0xbc4afcb2bcc6f03b,
        0x3fefc015527d5bd3,
        0x3c8b68f35094efb8,
    ],
    [
        0x3fc7dc102fbaf2b5,
        0x3c45ab50e23c97c3,
        0x3fef706bdf9ece1c,
        0xbc8698c80c36dcb4,
    ],
    [
        0x3fcfaaeed4f31577,
        0xbc615d88508e32b8,
        0x3fef01549f7deea1,
        0x3c8d3c1e99e5cafd,
    ],
    [
        0x3fd3ad129769d3d8,
        0x3c003d550487839a,
        0x3fee733ea0193d40,
        0xbc86428b3546ce13,
    ],
    [
        0x3fd7710255764214,
        0xbc66ead7314bb6ce,
        0x3fedc6b7eb995912,
        0x3c54b364776dcd35,
    ],
    [
        0x3fdb1d8305321617,
        0xbc7ae242cb99f519,
        0x3fecfc6cfa52ad9f,
        0x3c88b5b5508f2a0d,
    ],
    [
        0x3fdeaee8744b05f0,
        0xbc5789b43c9b027d,
        0x3fec1528065b7d50,
        0xbc8892111312e828,
    ],
    [
        0x3fe110d0c4b69c3b,
        0x3c8d918998809981,
        0x3feb11d04162a4c6,
        0x3c71dd561efbc0c2,
    ],
    [
        0x3fe2b91dea88421e,
        0xbc8fa371db216ab0,
        0x3fe9f368ed912f85,
        0xbc81d200c5791606,
    ],
    [
        0x3fe44eb381cf386b,
        0xbc83ed6c1e6a5505,
        0x3fe8bb105a5dc900,
        0x3c8863e03e9474c1,
    ],
    [
        0x3fe5cffc16bf8f0d,
        0x3c896cb370eb578a,
        0x3fe769fec655211f,
        0xbc6827d5cf8c68c5,
    ],
    [
        0x3fe73b7680dea578,
        0xbc72248306dc12a2,
        0x3fe6018526f563df,
        0x3c846ca5e0e432d0,
    ],
];
const STEPS: [[u64; 4]; 8] = [
    [
        0x0000000000000000,
        0x0000000000000000,
        0x3ff0000000000000,
        0x0000000000000000,
    ],
    [
        0x3f7fffeaaaaeeeef,
        0xbc1e45e2ec67b77c,
        0x3fefffc000155552,
        0x3c8f4a01a0196dae,
    ],
    [
        0x3f8fffaaaaeeeed5,
        0xbc02ab639a9f0776,
        0x3fefff000155549f,
        0x3c828a28a03a5ef3,
    ],
    [
        0x3f97ff7001033255,
        0x3bfefe2b51527336,
        0x3feffdc006bff7e6,
        0x3c8ae6dae86977bd,
    ],
    [
        0x3f9ffeaaaeeee86f,
        0xbc3cd406fb224ae2,
        0x3feffc00155527d3,
        0xbc83b54492d89b5b,
    ],
    [
        0x3fa3feb2b12d45d5,
        0x3c34ec54203d1c11,
        0x3feff9c03414a7ba,
        0x3c6991f4be6c59bf,
    ],
    [
        0x3fa7fdc01032fba9,
        0xbc4599bdf46e997a,
        0x3feff7006bfdf99f,
        0xbc78b3b560648d5f,
    ],
    [
        0x3fabfc6d78586dac,
        0x3c18e4fd03dbf236,
        0x3feff3c0c8103a31,
        0x3c74856dbddc0e66,
    ],
];
/// 1.5 2^45: adding it rounds to a multiple of 1/128.
const BIG: f64 = 52_776_558_133_248.0;
/// The table path's polynomials: `sin(x') ~ x' + x'^3 (SN3 + x'^2 SN5)`,
/// `1 - cos(x') ~ x'^2 (CS2 + x'^2 (CS4 + x'^2 CS6))`.
const SN3: u64 = 0xbfc5_5555_5555_5515;
const SN5: u64 = 0x3f81_1110_e829_872f;
const CS2: f64 = 0.5;
const CS4: u64 = 0xbfa5_5555_5555_5535;
const CS6: u64 = 0x3f56_c16b_edd9_e239;
/// The Taylor polynomial below 0.126: `S[0] + a^2 (S[1] + ...)`.
const S: [u64; 5] = [
    0xbfc5_5555_5555_5555,
    0x3f81_1111_1111_0ece,
    0xbf2a_01a0_19db_08b8,
    0x3ec7_1de2_7b9a_7ed9,
    0xbe5a_ddff_c2fc_df59,
];

fn k(f: &mut F, bits: u64) -> V {
    f.c(f64::from_bits(bits))
}

/// The four values of a table's entry at the index with `bits`.
fn entry(f: &mut F, bits: &[V], table: &[[u64; 4]]) -> [V; 4] {
    let size = 1 << bits.len();
    [0, 1, 2, 3].map(|c| {
        let mut column: Vec<f64> = table.iter().map(|e| f64::from_bits(e[c])).collect();
        column.resize(size, 0.0);
        f.lookup(bits, &column)
    })
}

/// `(a + al)(b + bl)` as an unnormalized double-double.
fn times(f: &mut F, a: &str, al: &str, b: &str, bl: &str) -> (V, V) {
    let p = f.mul(a, b);
    let np = f.neg(&p);
    let e = f.fma(a, b, &np);
    let c1 = f.mul(a, bl);
    let c2 = f.mul(al, b);
    let c = f.add(&c1, &c2);
    let lo = f.add(&e, &c);
    (p, lo)
}

/// `(p + pe) + (q + qe)` rounded to a double-double `(hi, lo)`.
fn sum(f: &mut F, (p, pe): (V, V), (q, qe): (V, V)) -> (V, V) {
    let s = f.add(&p, &q);
    let bb = f.sub(&s, &p);
    let aa = f.sub(&s, &bb);
    let ea = f.sub(&p, &aa);
    let eb = f.sub(&q, &bb);
    let e = f.add(&ea, &eb);
    let tails = f.add(&pe, &qe);
    let e = f.add(&e, &tails);
    let hi = f.add(&s, &e);
    let d = f.sub(&hi, &s);
    let lo = f.sub(&e, &d);
    (hi, lo)
}

/// `(sin(i/128), its tail, cos(i/128), its tail)` for i < 110 given by
/// its 7 bits: the angle sum of `i div 8 / 16` and `i mod 8 / 128`.
fn table_entry(f: &mut F, bits: &[V]) -> [V; 4] {
    let [sa, sal, ca, cal] = entry(f, &bits[3..], &SIXTEENTHS);
    let [sb, sbl, cb, cbl] = entry(f, &bits[..3], &STEPS);
    let (sn, ssn) = {
        let p = times(f, &sa, &sal, &cb, &cbl);
        let q = times(f, &ca, &cal, &sb, &sbl);
        sum(f, p, q)
    };
    let (cs, ccs) = {
        let p = times(f, &ca, &cal, &cb, &cbl);
        let (q, qe) = times(f, &sa, &sal, &sb, &sbl);
        let (nq, nqe) = (f.neg(&q), f.neg(&qe));
        sum(f, p, (nq, nqe))
    };
    [sn, ssn, cs, ccs]
}

/// `(sin(a), cos(a))` as glibc's `sin` and `cos` give them, for |a| <
/// 0.855469 (beyond, glibc reduces the argument first).
pub(super) fn sin_cos_glibc(f: &mut F, a: &str) -> (V, V) {
    let ax = f.abs(a);
    // a = X_i + x', i = round(128 |a|) in u's low bits.
    let big = f.c(BIG);
    let u = f.add(&ax, &big);
    let xi = f.sub(&u, &big);
    let xp = f.sub(&ax, &xi);
    let i = f.bits(&u);
    let i = f.ibinc("andi", &i, 127);
    let bits = f.index_bits(&i, 7);
    let [sn, ssn, cs, ccs] = table_entry(f, &bits);
    let xx = f.mul(&xp, &xp);
    let (sn5, sn3) = (k(f, SN5), k(f, SN3));
    let p = f.fma(&xx, &sn5, &sn3);
    let xxx = f.mul(&xp, &xx);
    let (cs6, cs4) = (k(f, CS6), k(f, CS4));
    let q = f.fma(&xx, &cs6, &cs4);
    let cs2 = f.c(CS2);
    let q = f.fma(&xx, &q, &cs2);
    let c = f.mul(&xx, &q);
    let nc = f.neg(&c);
    // Sine: sn + (ssn + s ccs - c sn + s cs), s = x' + x'^3 p; sign of a.
    let t = f.mul(&xxx, &p);
    let s = f.add(&xp, &t);
    let cor = f.fma(&s, &ccs, &ssn);
    let cor = f.fma(&nc, &sn, &cor);
    let cor = f.fma(&s, &cs, &cor);
    let sine = f.add(&sn, &cor);
    let sine = super::super::float::copysign(&mut f.b, &sine, a, "f64");
    // Below 0.126: a + a^2 (a P(a^2)); below 2^-26: a.
    let a2 = f.mul(a, a);
    let mut poly = k(f, S[4]);
    for &c in S[..4].iter().rev() {
        let c = k(f, c);
        poly = f.fma(&a2, &poly, &c);
    }
    let ap = f.mul(a, &poly);
    let t = f.mul(&a2, &ap);
    let taylor = f.add(a, &t);
    let small = f.cmpc("olt", &ax, 0.126);
    let sine = f.sel(&small, &taylor, &sine);
    let tiny = f.cmpc("olt", &ax, f64::from_bits(0x3e50_0000_0000_0000));
    let sine = f.sel(&tiny, a, &sine);
    // Cosine: cs + (ccs - s ssn - c cs - s sn), s = x' + x'^3 p fused;
    // below 2^-27: 1.
    let s = f.fma(&xxx, &p, &xp);
    let ns = f.neg(&s);
    let cor = f.fma(&ns, &ssn, &ccs);
    let cor = f.fma(&nc, &cs, &cor);
    let cor = f.fma(&ns, &sn, &cor);
    let cosine = f.add(&cs, &cor);
    let tiny = f.cmpc("olt", &ax, f64::from_bits(0x3e40_0000_0000_0000));
    let one = f.c(1.0);
    let cosine = f.sel(&tiny, &one, &cosine);
    (sine, cosine)
}
