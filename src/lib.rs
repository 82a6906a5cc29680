//! The `autobatch` binary's library: the commands that stand on the
//! compiler (`autobatch-compiler`): `sample` (the model compiled with the
//! sampler, run by `autobatch-sampler`) and `bench` (benchmarks and their
//! plots). `main.rs` parses the command line.

pub mod bench;
pub mod sample;
