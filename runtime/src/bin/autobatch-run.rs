//! `autobatch-run`: runs a compiled bundle on a batch of inputs, with no
//! compiler (see `autobatch_runtime::cli`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let code = autobatch_runtime::cli::main_with(std::env::args_os(), &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}
