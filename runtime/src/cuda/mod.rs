//! Running a `cuda` bundle on an NVIDIA GPU through the CUDA driver API
//! (its C functions, `ffi`), which is loaded when first used: nothing of
//! CUDA is needed to build this crate, and a machine without a driver or
//! a GPU gets `NoCudaDriver` or `NoCudaDevice`, not a crash.
//!
//! A run zeroes the packed state (laid out as for the CPU,
//! `bundle::state`) on the device, copies up the buffers the host filled
//! and the layout, launches the kernel once with one thread per member
//! (`CUDA_KERNEL_PARAMS`), and copies back the statuses, outputs and
//! counters and each CTA's step count (`State::transfers`). The kernel
//! runs the whole program.
//!
//! Device 0 of the driver's list is used; `CUDA_VISIBLE_DEVICES` picks
//! another.

mod driver;
mod ffi;

use crate::bundle::state::{State, Transfers};
use crate::bundle::CudaEntry;
use crate::error::RuntimeError;
use driver::{pinned, DeviceBuffer, Gpu};
use ffi::{check, CuFunction, CuModule};
use std::ffi::{c_void, CString};
use std::time::Instant;

pub use driver::{probe, DeviceInfo};

/// A bundle's kernel, compiled by the driver for this machine's GPU.
pub(crate) struct CudaCode {
    gpu: Gpu,
    module: CuModule,
    function: CuFunction,
    /// The prologue kernel (`CudaEntry::prologue`), if the program has one.
    prologue: Option<CuFunction>,
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
        gpu.current()?;
        let module = load_module(&gpu, &source)?;
        // From here on `code` owns the module and unloads it on any error.
        let mut code = CudaCode {
            gpu,
            module,
            function: std::ptr::null_mut(),
            prologue: None,
            block_size: launch.block_size,
        };
        code.function = code.function(symbol)?;
        if let Some(prologue) = &launch.prologue {
            code.prologue = Some(code.function(prologue)?);
        }
        Ok(code)
    }

    /// The kernel `symbol` of the loaded module.
    fn function(&self, symbol: &str) -> Result<CuFunction, RuntimeError> {
        let name = CString::new(symbol).map_err(|_| RuntimeError::Cuda {
            call: "cuModuleGetFunction".into(),
            message: format!("the kernel name {symbol:?} contains a NUL byte"),
        })?;
        let mut function = std::ptr::null_mut();
        // SAFETY: the module is loaded and not unloaded before `self` is
        // dropped; `name` is NUL-terminated.
        let status = unsafe { (self.gpu.api.module_get_function)(&mut function, self.module, name.as_ptr()) };
        check(self.gpu.api, &format!("cuModuleGetFunction({symbol})"), status)?;
        Ok(function)
    }

    /// Runs all `z` members of `state` in one launch: the device's state
    /// starts as zeros (a device memset) with `plan.up`'s buffers copied
    /// in, and only `plan.down`'s come back into `state` (stacks, stack
    /// pointers and the other variables never cross the bus).
    pub fn run(&self, state: &mut State, plan: &Transfers, z: usize) -> Result<CudaRun, RuntimeError> {
        let block = self.block_size as usize;
        let ctas = u32::try_from(z.div_ceil(block)).map_err(|_| RuntimeError::TooLarge { z })?;
        let api = self.gpu.api;
        self.gpu.current()?;
        let device_state = DeviceBuffer::zeroed(api, state.len())?;
        for r in &plan.up {
            pinned(api, &mut state.bytes_mut()[r.clone()], |b| {
                device_state.write_at(r.start, b)
            })?;
        }
        let layout = DeviceBuffer::copy_of(api, &state.layout)?;
        let steps = DeviceBuffer::zeroed(api, ctas as usize * std::mem::size_of::<i64>())?;
        let (s, l, t) = (device_state.ptr(), layout.ptr(), steps.ptr());
        // `CUDA_KERNEL_PARAMS`: three memrefs, each (allocated, aligned,
        // offset, size, stride); every parameter is 64 bits.
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
        // The prologue first, on the same (default) stream: the main
        // kernel starts once the derived buffers are written.
        if let Some(prologue) = self.prologue {
            self.launch(prologue, 1, 1, &mut params)?;
        }
        self.launch(self.function, ctas, self.block_size, &mut params)?;
        // Errors inside the kernel (a bad address, say) surface here.
        // SAFETY: no arguments; the context is current.
        check(api, "the kernel", unsafe { (api.ctx_synchronize)() })?;
        let kernel_seconds = start.elapsed().as_secs_f64();
        for r in &plan.down {
            pinned(api, &mut state.bytes_mut()[r.clone()], |b| {
                device_state.read_at(r.start, b)
            })?;
        }
        let mut per_cta = vec![0i64; ctas as usize];
        steps.copy_to(&mut per_cta)?;
        Ok(CudaRun {
            steps: per_cta.into_iter().map(|n| u64::try_from(n).unwrap_or(0)).collect(),
            kernel_seconds,
        })
    }
}

impl CudaCode {
    /// Launches `function` on `ctas` CTAs of `threads` threads with the
    /// kernel parameters `params` (`CUDA_KERNEL_PARAMS`), on the default
    /// stream, without waiting for it.
    fn launch(
        &self,
        function: CuFunction,
        ctas: u32,
        threads: u32,
        params: &mut [*mut c_void],
    ) -> Result<(), RuntimeError> {
        let api = self.gpu.api;
        // SAFETY: the function is a kernel of a live module, whose
        // parameters are exactly these 15 64-bit values (checked against
        // the manifest); the buffers they point to live until after the
        // caller's synchronization; no extra options, the default stream.
        let status = unsafe {
            (api.launch_kernel)(
                function,
                ctas,
                1,
                1,
                threads,
                1,
                1,
                0,
                std::ptr::null_mut(),
                params.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        };
        check(api, "cuLaunchKernel", status)
    }
}

impl Drop for CudaCode {
    fn drop(&mut self) {
        // Nothing to report to from a destructor; a failure here leaves
        // the module to the driver, which frees it with the process.
        if self.gpu.current().is_ok() {
            // SAFETY: the module is live and unloaded only here.
            let _ = unsafe { (self.gpu.api.module_unload)(self.module) };
        }
    }
}

/// `cuModuleLoadDataEx` with the JIT compiler's error log, so that PTX the
/// driver rejects comes with ptxas's reason.
fn load_module(gpu: &Gpu, ptx: &CString) -> Result<CuModule, RuntimeError> {
    let api = gpu.api;
    let mut log = vec![0u8; JIT_LOG_BYTES];
    let mut options = [ffi::CU_JIT_ERROR_LOG_BUFFER, ffi::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES];
    // The driver reads option values as pointer-sized words: the buffer's
    // address, and its size as an integer.
    let mut values: [*mut c_void; 2] = [log.as_mut_ptr().cast(), JIT_LOG_BYTES as *mut c_void];
    let mut module: CuModule = std::ptr::null_mut();
    // SAFETY: `ptx` is NUL-terminated PTX text; the options and their
    // values are two valid pairs; `log` outlives the call.
    let status = unsafe {
        (api.module_load_data_ex)(
            &mut module,
            ptx.as_ptr().cast(),
            options.len() as u32,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
    };
    if status == ffi::CUDA_SUCCESS {
        return Ok(module);
    }
    let end = log.iter().position(|&c| c == 0).unwrap_or(log.len());
    Err(RuntimeError::CudaJit {
        message: ffi::describe(api, status),
        log: String::from_utf8_lossy(&log[..end]).into_owned(),
    })
}
