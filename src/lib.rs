//! The `autobatch` binary's library: the commands that stand on the
//! compiler (`autobatch-compiler`): `sample` (the model compiled with the
//! sampler, run by `autobatch-sampler`) and `bench` (benchmarks and their
//! plots), `program` (what `run`, `compile`, `emit-mlir` and `ir`
//! compile) and `merge` (a sharded run's parts put back together). `main.rs` parses the command line.

pub mod bench;
pub mod merge;
pub mod program;
pub mod sample;
