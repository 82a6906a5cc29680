//! The `autobatch` command line. Only argument handling lives here; the
//! work is in the library (`autobatch::driver`).

use autobatch::driver::{self, Backend, Error};
use autobatch::exec::{ExecOptions, Stats, DEFAULT_MAX_STACK_DEPTH};
use autobatch_runtime::io;
use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "autobatch", version, about = "Batch a single-example program with program-counter autobatching")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the entry function on a batch of inputs and print the outputs.
    Run {
        program: PathBuf,
        #[arg(long)]
        entry: String,
        #[arg(long, value_enum, default_value = "vm")]
        backend: Backend,
        /// JSON mapping each parameter to its per-member values, or .npz/.npy.
        #[arg(long)]
        inputs: PathBuf,
        /// Nesting of calls beyond which a member stops with `stack_overflow`.
        #[arg(long, default_value_t = DEFAULT_MAX_STACK_DEPTH)]
        max_stack_depth: usize,
        /// Write the result here (.json or .npz) instead of standard output.
        #[arg(long)]
        output: Option<PathBuf>,
        /// Print executor statistics (steps, block executions, utilization) to stderr.
        #[arg(long)]
        stats: bool,
        /// vm only: compute only the active members (gather/scatter) instead of masking.
        #[arg(long)]
        gather: bool,
    },
    /// Parse, type-check and lower every function of a program.
    Check { program: PathBuf },
    /// Print an intermediate representation.
    Ir {
        program: PathBuf,
        #[arg(long)]
        entry: String,
        #[arg(long, value_enum)]
        stage: Stage,
        /// Print the serde JSON form instead of the text form.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Stage {
    /// IR-F: functions of basic blocks with calls (paper Fig. 2).
    F,
    /// IR-P: one merged CFG with explicit stacks (paper Fig. 4).
    P,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match dispatch(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            match &e {
                Error::Program(d) => eprint!("{d}"),
                other => eprintln!("error: {other}"),
            }
            ExitCode::FAILURE
        }
    }
}

fn dispatch(command: Command) -> Result<(), Error> {
    match command {
        Command::Run { program, entry, backend, inputs, max_stack_depth, output, stats, gather } => {
            let compiled = driver::compile_file(&program, &entry)?;
            let inputs = compiled.read_inputs(&inputs)?;
            let options = ExecOptions { max_stack_depth, gather };
            let result = compiled.run(backend, &inputs, &options);
            if stats {
                eprint!("{}", format_stats(&result.stats));
            }
            match output {
                Some(path) => io::write_outputs(&path, &result.outputs, &compiled.signature)?,
                None => println!("{}", io::outputs_to_json(&result.outputs)),
            }
            Ok(())
        }
        Command::Check { program } => {
            let source = driver::read_source(&program)?;
            let n = driver::check_source(&source, &program.display().to_string())?;
            println!("{}: ok ({n} functions)", program.display());
            Ok(())
        }
        Command::Ir { program, entry, stage, json } => {
            let compiled = driver::compile_file(&program, &entry)?;
            let text = match (stage, json) {
                (Stage::F, false) => compiled.ir_f.to_string(),
                (Stage::F, true) => compiled.ir_f.to_json(),
                (Stage::P, false) => compiled.ir_p.to_string(),
                (Stage::P, true) => compiled.ir_p.to_json(),
            };
            println!("{}", text.trim_end());
            Ok(())
        }
    }
}

fn format_stats(stats: &Stats) -> String {
    let mut out = format!(
        "steps: {}\nutilization: {:.4}\nlanes computed: {} (useful {})\nblock executions:\n",
        stats.steps, stats.utilization, stats.lanes_computed, stats.lanes_useful
    );
    for (label, n) in &stats.block_executions {
        out.push_str(&format!("  {label:<24} {n}\n"));
    }
    out
}
