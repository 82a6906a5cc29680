//! The `autobatch` binary's library: the commands that stand on the
//! compiler (`autobatch-compiler`): `sample` (the model compiled with the
//! sampler, run by `autobatch-sampler`) and `bench` (benchmarks and their
//! plots), and `program` (what `run`, `compile`, `emit-mlir` and `ir`
//! compile). `main.rs` parses the command line.

pub mod bench;
pub mod program;
pub mod sample;
