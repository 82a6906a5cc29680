//! The CUDA driver itself: finding it, its device and primary context,
//! device memory, and driver errors as `RuntimeError`s.
//!
//! `cudarc` loads `libcuda` on first use and panics if it is missing (or
//! lacks a function it is asked for). So the library is probed first,
//! giving `NoCudaDriver`, and every driver call runs under `guarded`,
//! which turns any other panic into an error.

use crate::error::RuntimeError;
use cudarc::driver::result::{self, DriverError};
use cudarc::driver::sys;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The GPU a bundle runs on, as `autobatch-run` and the tests report it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    /// `NVIDIA H100 80GB HBM3`, say.
    pub name: String,
    /// `sm_90`, say.
    pub arch: String,
    /// GPUs the driver sees.
    pub count: usize,
}

/// The device a CUDA bundle would run on, or why there is none:
/// `NoCudaDriver` without `libcuda`, `NoCudaDevice` without a GPU.
pub fn probe() -> Result<DeviceInfo, RuntimeError> {
    let gpu = Gpu::open()?;
    guarded("cuDeviceGetName", || {
        let name = result::device::get_name(gpu.device).map_err(call("cuDeviceGetName"))?;
        let count = result::device::get_count().map_err(call("cuDeviceGetCount"))?;
        Ok(DeviceInfo {
            name,
            arch: format!("sm_{}", gpu.capability()?),
            count: usize::try_from(count).unwrap_or(0),
        })
    })
}

/// Runs `f`, a sequence of driver calls named `what`, turning a panic in
/// `cudarc` (a function missing from an old driver, say) into an error.
pub(super) fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T, RuntimeError>) -> Result<T, RuntimeError> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "the driver bindings panicked".into());
        Err(RuntimeError::Cuda {
            call: what.to_string(),
            message,
        })
    })
}

/// `CUDA_ERROR_...: <the driver's description>`.
pub(super) fn describe(e: DriverError) -> String {
    let name = e.error_name().map(|s| s.to_string_lossy().into_owned());
    let text = e.error_string().map(|s| s.to_string_lossy().into_owned());
    match (name, text) {
        (Ok(name), Ok(text)) => format!("{name}: {text}"),
        (Ok(name), Err(_)) => name,
        _ => format!("error {:?}", e.0),
    }
}

/// Maps a failed driver call `what` to `RuntimeError::Cuda`.
pub(super) fn call(what: &str) -> impl FnOnce(DriverError) -> RuntimeError + '_ {
    move |e| RuntimeError::Cuda {
        call: what.to_string(),
        message: describe(e),
    }
}

/// Device 0 and its primary context, retained while this lives.
pub(super) struct Gpu {
    pub device: sys::CUdevice,
    context: sys::CUcontext,
}

impl Gpu {
    /// Loads the driver, initializes it and retains device 0's primary
    /// context.
    pub fn open() -> Result<Gpu, RuntimeError> {
        // SAFETY: probing only tries to dlopen the driver's library names.
        if !unsafe { sys::is_culib_present() } {
            return Err(RuntimeError::NoCudaDriver(
                "not found under any of its names, e.g. libcuda.so.1".into(),
            ));
        }
        guarded("cuInit", || {
            match result::init() {
                Ok(()) => {}
                Err(e) if e.0 == sys::CUresult::CUDA_ERROR_NO_DEVICE => {
                    return Err(RuntimeError::NoCudaDevice(describe(e)));
                }
                Err(e) => return Err(RuntimeError::NoCudaDriver(format!("cuInit failed: {}", describe(e)))),
            }
            let count = result::device::get_count().map_err(call("cuDeviceGetCount"))?;
            if count < 1 {
                return Err(RuntimeError::NoCudaDevice("cuDeviceGetCount is 0".into()));
            }
            let device = result::device::get(0).map_err(call("cuDeviceGet"))?;
            // SAFETY: `device` came from the driver; the context is
            // released in `drop`, once.
            let context = unsafe { result::primary_ctx::retain(device) }.map_err(call("cuDevicePrimaryCtxRetain"))?;
            Ok(Gpu { device, context })
        })
    }

    /// Makes the context current on the calling thread, as every driver
    /// call after `open` needs.
    pub fn current(&self) -> Result<(), RuntimeError> {
        // SAFETY: the context is retained until `drop`.
        unsafe { result::ctx::set_current(self.context) }.map_err(call("cuCtxSetCurrent"))
    }

    /// The compute capability as one number (9.0 -> 90).
    fn capability(&self) -> Result<u32, RuntimeError> {
        let attribute = |a| {
            // SAFETY: `device` came from the driver.
            unsafe { result::device::get_attribute(self.device, a) }.map_err(call("cuDeviceGetAttribute"))
        };
        let major = attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
        let minor = attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
        Ok(u32::try_from(major * 10 + minor).unwrap_or(0))
    }

    /// PTX for `arch` (`sm_90`) runs on devices of that compute capability
    /// or newer; older ones would only fail in the JIT compiler, less
    /// clearly.
    pub fn check_arch(&self, arch: &str) -> Result<(), RuntimeError> {
        let wanted: Option<u32> = arch
            .strip_prefix("sm_")
            .map(|d| d.trim_end_matches(|c: char| c.is_ascii_alphabetic()))
            .and_then(|d| d.parse().ok());
        let have = guarded("cuDeviceGetAttribute", || self.capability())?;
        match wanted {
            Some(w) if w > have => Err(RuntimeError::Cuda {
                call: "loading the bundle".into(),
                message: format!(
                    "the bundle is compiled for {arch}, but the GPU is sm_{have}: recompile with --gpu-arch sm_{have}"
                ),
            }),
            _ => Ok(()),
        }
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: retained once in `open`, released once here.
        let _ = guarded("cuDevicePrimaryCtxRelease", || {
            unsafe { result::primary_ctx::release(self.device) }.map_err(call("cuDevicePrimaryCtxRelease"))
        });
    }
}

/// Device memory, freed when dropped. Callers make the context current
/// first and keep it current while the buffer lives.
pub(super) struct DeviceBuffer {
    ptr: sys::CUdeviceptr,
    bytes: usize,
}

impl DeviceBuffer {
    fn alloc(bytes: usize) -> Result<DeviceBuffer, RuntimeError> {
        // The driver refuses empty allocations.
        let bytes = bytes.max(1);
        // SAFETY: a plain allocation in the current context.
        let ptr = unsafe { result::malloc_sync(bytes) }.map_err(|e| RuntimeError::Cuda {
            call: format!("allocating {bytes} bytes of device memory"),
            message: describe(e),
        })?;
        Ok(DeviceBuffer { ptr, bytes })
    }

    /// A buffer holding a copy of `data`.
    pub fn copy_of<T: Copy>(data: &[T]) -> Result<DeviceBuffer, RuntimeError> {
        let buffer = DeviceBuffer::alloc(std::mem::size_of_val(data))?;
        // SAFETY: the buffer is at least as large as `data`; the copy is
        // synchronous, so `data` may change once it returns.
        unsafe { result::memcpy_htod_sync(buffer.ptr, data) }.map_err(call("cuMemcpyHtoD"))?;
        Ok(buffer)
    }

    /// A buffer of `bytes` zero bytes.
    pub fn zeroed(bytes: usize) -> Result<DeviceBuffer, RuntimeError> {
        let buffer = DeviceBuffer::alloc(bytes)?;
        // SAFETY: sets exactly the buffer's bytes.
        unsafe { result::memset_d8_sync(buffer.ptr, 0, buffer.bytes) }.map_err(call("cuMemsetD8"))?;
        Ok(buffer)
    }

    pub fn ptr(&self) -> u64 {
        self.ptr
    }

    /// Copies `data` into the buffer at byte `offset`.
    pub fn write_at(&self, offset: usize, data: &[u8]) -> Result<(), RuntimeError> {
        self.check_range("cuMemcpyHtoD", offset, data.len())?;
        // SAFETY: the range lies inside the buffer (checked); the copy is
        // synchronous.
        unsafe { result::memcpy_htod_sync(self.ptr + offset as u64, data) }.map_err(call("cuMemcpyHtoD"))
    }

    /// Copies the buffer's bytes from `offset` into `out`.
    pub fn read_at(&self, offset: usize, out: &mut [u8]) -> Result<(), RuntimeError> {
        self.check_range("cuMemcpyDtoH", offset, out.len())?;
        // SAFETY: the range lies inside the buffer (checked); the copy is
        // synchronous (after the kernel, on the same stream).
        unsafe { result::memcpy_dtoh_sync(out, self.ptr + offset as u64) }.map_err(call("cuMemcpyDtoH"))
    }

    fn check_range(&self, what: &str, offset: usize, len: usize) -> Result<(), RuntimeError> {
        match offset.checked_add(len) {
            Some(end) if end <= self.bytes => Ok(()),
            _ => Err(RuntimeError::Cuda {
                call: what.into(),
                message: format!(
                    "bytes {offset}.. (+{len}) are outside the device buffer of {}",
                    self.bytes
                ),
            }),
        }
    }

    /// Copies the buffer's first bytes into `out`, which must not be
    /// larger than the buffer.
    pub fn copy_to<T: Copy>(&self, out: &mut [T]) -> Result<(), RuntimeError> {
        if std::mem::size_of_val(out) > self.bytes {
            return Err(RuntimeError::Cuda {
                call: "cuMemcpyDtoH".into(),
                message: "the host buffer is larger than the device buffer".into(),
            });
        }
        // SAFETY: `out` is no larger than the buffer (checked) and the
        // copy is synchronous (after the kernel, on the same stream).
        unsafe { result::memcpy_dtoh_sync(out, self.ptr) }.map_err(call("cuMemcpyDtoH"))
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // SAFETY: allocated once in `alloc`, freed once here. A failure
        // (the context lost to a faulting kernel) leaves nothing to do.
        let _ = guarded("cuMemFree", || {
            unsafe { result::free_sync(self.ptr) }.map_err(call("cuMemFree"))
        });
    }
}
