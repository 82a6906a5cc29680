//! The CPU frame's own kernels, which the GPU kernel does not use: shared
//! products over tiles of members (`product`, `tile`: in-register
//! transposes; `member_product`: a few members vectorized over the
//! matrix's axis), the schedules of the member loop (`schedule`:
//! `earliest`, `sync-heavy`'s threaded cheap runs) and the outlining of a
//! large program's cases into functions of their own (`outline`), whose
//! scratch buffers are views of one arena (`arena`) and whose buffers
//! travel as bare pointers (`pointer_args`).

pub(crate) mod arena;
pub(crate) mod case_fn;
pub(crate) mod member_product;
pub(crate) mod outline;
pub(crate) mod pointer_args;
pub(crate) mod product;
pub(crate) mod schedule;
pub(crate) mod tile;
