//! Running a `cuda` bundle on an NVIDIA GPU through the CUDA driver API
//! (`cudarc`'s thin `result` layer over the driver's C functions), which
//! is loaded when first used: nothing of CUDA is needed to build this
//! crate, and a machine without a driver or a GPU gets `NoCudaDriver` or
//! `NoCudaDevice`, not a crash.
//!
//! A run copies the packed state (laid out on the host as for the CPU,
//! `bundle::state`) and its layout to the device, launches the kernel once
//! with one thread per member (`CUDA_KERNEL_PARAMS`), and copies the state
//! and each CTA's step count back. The kernel runs the whole program.
//!
//! Device 0 of the driver's list is used; `CUDA_VISIBLE_DEVICES` picks
//! another.

mod driver;

use crate::bundle::state::{State, Transfers};
use crate::bundle::CudaEntry;
use crate::error::RuntimeError;
use cudarc::driver::{result, sys};
use driver::{call, guarded, DeviceBuffer, Gpu};
use std::ffi::{c_void, CString};
use std::time::Instant;

pub use driver::{probe, DeviceInfo};

/// A bundle's kernel, compiled by the driver for this machine's GPU.
pub(crate) struct CudaCode {
    gpu: Gpu,
    module: sys::CUmodule,
    function: sys::CUfunction,
    block_size: u32,
}

// SAFETY: driver handles may be used from any thread, the driver API being
// thread-safe, once their context is current on that thread; every method
// makes it current first. Concurrent runs use their own device buffers and
// the context's default stream, which serializes their kernels.
unsafe impl Send for CudaCode {}
// SAFETY: as for `Send`: `&self` methods only read the handles.
unsafe impl Sync for CudaCode {}

/// What one kernel launch did.
pub(crate) struct CudaRun {
    /// Loop steps of each CTA.
    pub steps: Vec<u64>,
    /// From the launch to the kernel's end.
    pub kernel_seconds: f64,
}

/// Bytes of the JIT compiler's error log kept for the error message.
const JIT_LOG_BYTES: usize = 1 << 14;

impl CudaCode {
    /// Loads `ptx` (compiled by the driver for the device) and finds the
    /// kernel `symbol`, launched as `launch` says.
    pub fn load(ptx: &str, symbol: &str, launch: &CudaEntry) -> Result<CudaCode, RuntimeError> {
        let gpu = Gpu::open()?;
        gpu.check_arch(&launch.arch)?;
        let source = CString::new(ptx).map_err(|_| RuntimeError::CudaJit {
            message: "the PTX contains a NUL byte".into(),
            log: String::new(),
        })?;
        let name = CString::new(symbol).map_err(|_| RuntimeError::Cuda {
            call: "cuModuleGetFunction".into(),
            message: format!("the kernel name {symbol:?} contains a NUL byte"),
        })?;
        let module = guarded("cuModuleLoadDataEx", || {
            gpu.current().and_then(|()| load_module(&source))
        })?;
        // From here on `code` owns the module and unloads it on any error.
        let mut code = CudaCode {
            gpu,
            module,
            function: std::ptr::null_mut(),
            block_size: launch.block_size,
        };
        code.function = guarded("cuModuleGetFunction", || {
            // SAFETY: the module was loaded above and is not unloaded yet.
            unsafe { result::module::get_function(code.module, name) }
                .map_err(call(&format!("cuModuleGetFunction({symbol})")))
        })?;
        Ok(code)
    }

    /// Runs all `z` members of `state` in one launch: the device's state
    /// starts as zeros (a device memset) with `plan.up`'s buffers copied
    /// in, and only `plan.down`'s come back into `state` (stacks, stack
    /// pointers and the other variables never cross the bus).
    pub fn run(&self, state: &mut State, plan: &Transfers, z: usize) -> Result<CudaRun, RuntimeError> {
        let block = self.block_size as usize;
        let ctas = u32::try_from(z.div_ceil(block)).map_err(|_| RuntimeError::TooLarge { z })?;
        guarded("the kernel launch", || {
            self.gpu.current()?;
            let device_state = DeviceBuffer::zeroed(state.len())?;
            for r in &plan.up {
                device_state.write_at(r.start, &state.bytes()[r.clone()])?;
            }
            let layout = DeviceBuffer::copy_of(&state.layout)?;
            let steps = DeviceBuffer::zeroed(ctas as usize * std::mem::size_of::<i64>())?;
            let (s, l, t) = (device_state.ptr(), layout.ptr(), steps.ptr());
            // `CUDA_KERNEL_PARAMS`: three memrefs, each (allocated,
            // aligned, offset, size, stride); every parameter is 64 bits.
            let mut values: [u64; 15] = [
                s,
                s,
                0,
                state.len() as u64,
                1,
                l,
                l,
                0,
                state.layout.len() as u64,
                1,
                t,
                t,
                0,
                u64::from(ctas),
                1,
            ];
            let mut params: Vec<*mut c_void> = values.iter_mut().map(|v| (v as *mut u64).cast()).collect();
            let start = Instant::now();
            // SAFETY: the function is the kernel of a live module, whose
            // parameters are exactly these 15 64-bit values (checked
            // against the manifest); the buffers they point to live until
            // after the synchronization below.
            unsafe {
                result::launch_kernel(
                    self.function,
                    (ctas, 1, 1),
                    (self.block_size, 1, 1),
                    0,
                    std::ptr::null_mut(),
                    &mut params,
                )
            }
            .map_err(call("cuLaunchKernel"))?;
            // Errors inside the kernel (a bad address, say) surface here.
            result::ctx::synchronize().map_err(call("the kernel"))?;
            let kernel_seconds = start.elapsed().as_secs_f64();
            for r in &plan.down {
                device_state.read_at(r.start, &mut state.bytes_mut()[r.clone()])?;
            }
            let mut per_cta = vec![0i64; ctas as usize];
            steps.copy_to(&mut per_cta)?;
            Ok(CudaRun {
                steps: per_cta.into_iter().map(|n| u64::try_from(n).unwrap_or(0)).collect(),
                kernel_seconds,
            })
        })
    }
}

impl Drop for CudaCode {
    fn drop(&mut self) {
        // Nothing to report to from a destructor; a failure here leaves
        // the module to the driver, which frees it with the process.
        let _ = guarded("cuModuleUnload", || {
            self.gpu.current()?;
            // SAFETY: the module is live and unloaded only here.
            unsafe { result::module::unload(self.module) }.map_err(call("cuModuleUnload"))
        });
    }
}

/// `cuModuleLoadDataEx` with the JIT compiler's error log, so that PTX the
/// driver rejects comes with ptxas's reason.
fn load_module(ptx: &CString) -> Result<sys::CUmodule, RuntimeError> {
    let mut log = vec![0u8; JIT_LOG_BYTES];
    let mut options = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    // The driver reads option values as pointer-sized words: the buffer's
    // address, and its size as an integer.
    let mut values: [*mut c_void; 2] = [log.as_mut_ptr().cast(), JIT_LOG_BYTES as *mut c_void];
    let mut module: sys::CUmodule = std::ptr::null_mut();
    // SAFETY: `ptx` is NUL-terminated PTX text; the options and their
    // values are two valid pairs; `log` outlives the call.
    let status = unsafe {
        sys::cuModuleLoadDataEx(
            &mut module,
            ptx.as_ptr().cast(),
            options.len() as u32,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
    };
    match status.result() {
        Ok(()) => Ok(module),
        Err(e) => {
            let end = log.iter().position(|&c| c == 0).unwrap_or(log.len());
            Err(RuntimeError::CudaJit {
                message: driver::describe(e),
                log: String::from_utf8_lossy(&log[..end]).into_owned(),
            })
        }
    }
}
