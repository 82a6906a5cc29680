//! The sampler's errors: each says what went wrong in the user's terms
//! (the flag, the file, the model's line), as the command prints it.

use autobatch_runtime::io::IoError;
use autobatch_runtime::RuntimeError;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A request that cannot run (a flag out of range, too little
    /// memory), or a chain that stopped: the message says why.
    #[error("{0}")]
    Usage(String),
    /// The data could not be read.
    #[error("{0}")]
    Inputs(Box<IoError>),
    #[error("{0}")]
    Runtime(#[from] RuntimeError),
}

impl From<IoError> for Error {
    fn from(e: IoError) -> Error {
        Error::Inputs(Box::new(e))
    }
}
