//! Posterior sampling: `autobatch sample`.

pub mod arviz;
pub mod trace;
