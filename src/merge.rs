//! `autobatch merge PART... -o OUTPUT`: the parts of a sharded run put
//! back together, a sample's (`autobatch_sampler::merge`) or a batch's
//! (`autobatch_runtime::parts`), told apart by the first part's `kind`.

use crate::sample::run::sampler_error;
use autobatch_compiler::driver::Error;
use autobatch_runtime::{io, parts};
use std::path::{Path, PathBuf};

/// Merges `paths` into `output`; returns what to print: a sample's
/// summary (recomputed over all its chains), then what was written.
pub fn merge(paths: &[PathBuf], output: &Path) -> Result<String, Error> {
    let Some(first) = paths.first() else {
        return Err(Error::Usage(
            "merge needs the parts of a run: autobatch merge PART... -o OUT".into(),
        ));
    };
    // Before anything is read: the output would replace that part.
    if let Some(input) = paths.iter().find(|p| autobatch_runtime::atomic::same_file(p, output)) {
        let also = if input.as_path() == output {
            String::new()
        } else {
            format!(" (`{}` is the same file)", output.display())
        };
        return Err(Error::Usage(format!(
            "-o {} would replace the part `{}`, one of the inputs{also}: write the merged run to another file \
             (e.g. -o merged.nc)",
            output.display(),
            input.display()
        )));
    }
    let info = parts::part_info(first)?;
    if info.get("kind").and_then(|k| k.as_str()) == Some("run") {
        let (outputs, sig) = parts::merge(paths)?;
        io::write_outputs(output, &outputs, &sig)?;
        return Ok(format!(
            "merged {} parts of {} members; wrote {}\n",
            paths.len(),
            outputs.status.len(),
            output.display()
        ));
    }
    autobatch_sampler::arviz::check_output(output).map_err(|e| Error::Usage(e.to_string()))?;
    let (outcome, settings) = autobatch_sampler::merge::merge(paths).map_err(sampler_error)?;
    outcome.write(output, &settings).map_err(sampler_error)?;
    Ok(format!(
        "{}merged {} parts of {} chains; wrote {}\n",
        outcome.report(),
        paths.len(),
        outcome.posterior.chains(),
        output.display()
    ))
}
