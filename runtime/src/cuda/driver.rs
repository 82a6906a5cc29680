//! The CUDA driver itself: its device and primary context, device memory,
//! and driver errors as `RuntimeError`s, over the C functions of `ffi`.

use super::ffi::{self, api, check, Api, CuContext, CuDevice, CuDevicePtr};
use crate::error::RuntimeError;
use std::ffi::{c_int, c_void, CStr};

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
    let mut name = [0u8; 256];
    // SAFETY: the driver writes at most `name.len()` bytes, NUL included.
    let code = unsafe { (gpu.api.device_get_name)(name.as_mut_ptr().cast(), name.len() as c_int, gpu.device) };
    check(gpu.api, "cuDeviceGetName", code)?;
    let name = CStr::from_bytes_until_nul(&name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(DeviceInfo {
        name,
        arch: format!("sm_{}", gpu.capability()?),
        count: usize::try_from(device_count(gpu.api)?).unwrap_or(0),
    })
}

fn device_count(api: &Api) -> Result<c_int, RuntimeError> {
    let mut count: c_int = 0;
    // SAFETY: writes one int.
    check(api, "cuDeviceGetCount", unsafe { (api.device_get_count)(&mut count) })?;
    Ok(count)
}

/// Device 0 and its primary context, retained while this lives.
pub(super) struct Gpu {
    pub api: &'static Api,
    pub device: CuDevice,
    context: CuContext,
}

impl Gpu {
    /// Loads the driver, initializes it and retains device 0's primary
    /// context.
    pub fn open() -> Result<Gpu, RuntimeError> {
        let api = api()?;
        // SAFETY: flags must be 0.
        match unsafe { (api.init)(0) } {
            ffi::CUDA_SUCCESS => {}
            ffi::CUDA_ERROR_NO_DEVICE => {
                return Err(RuntimeError::NoCudaDevice(ffi::describe(
                    api,
                    ffi::CUDA_ERROR_NO_DEVICE,
                )));
            }
            code => {
                return Err(RuntimeError::NoCudaDriver(format!(
                    "cuInit failed: {}",
                    ffi::describe(api, code)
                )))
            }
        }
        if device_count(api)? < 1 {
            return Err(RuntimeError::NoCudaDevice("cuDeviceGetCount is 0".into()));
        }
        let mut device: CuDevice = 0;
        // SAFETY: writes one device handle; ordinal 0 exists (count >= 1).
        check(api, "cuDeviceGet", unsafe { (api.device_get)(&mut device, 0) })?;
        let mut context: CuContext = std::ptr::null_mut();
        // SAFETY: `device` came from the driver; the context is released
        // in `drop`, once.
        let code = unsafe { (api.primary_ctx_retain)(&mut context, device) };
        check(api, "cuDevicePrimaryCtxRetain", code)?;
        Ok(Gpu { api, device, context })
    }

    /// Makes the context current on the calling thread, as every driver
    /// call after `open` needs.
    pub fn current(&self) -> Result<(), RuntimeError> {
        // SAFETY: the context is retained until `drop`.
        check(self.api, "cuCtxSetCurrent", unsafe {
            (self.api.ctx_set_current)(self.context)
        })
    }

    /// The compute capability as one number (9.0 -> 90).
    fn capability(&self) -> Result<u32, RuntimeError> {
        let attribute = |a: c_int| {
            let mut value: c_int = 0;
            // SAFETY: `device` came from the driver; writes one int.
            let code = unsafe { (self.api.device_get_attribute)(&mut value, a, self.device) };
            check(self.api, "cuDeviceGetAttribute", code).map(|()| value)
        };
        let major = attribute(ffi::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
        let minor = attribute(ffi::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
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
        let have = self.capability()?;
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
        // SAFETY: retained once in `open`, released once here. Nothing to
        // report to from a destructor.
        let _ = unsafe { (self.api.primary_ctx_release)(self.device) };
    }
}

/// Device memory, freed when dropped. Callers make the context current
/// first and keep it current while the buffer lives.
pub(super) struct DeviceBuffer {
    api: &'static Api,
    ptr: CuDevicePtr,
    bytes: usize,
}

impl DeviceBuffer {
    fn alloc(api: &'static Api, bytes: usize) -> Result<DeviceBuffer, RuntimeError> {
        // The driver refuses empty allocations.
        let bytes = bytes.max(1);
        let mut ptr: CuDevicePtr = 0;
        // SAFETY: a plain allocation in the current context.
        let code = unsafe { (api.mem_alloc)(&mut ptr, bytes) };
        check(api, &format!("allocating {bytes} bytes of device memory"), code)?;
        Ok(DeviceBuffer { api, ptr, bytes })
    }

    /// A buffer holding a copy of `data`.
    pub fn copy_of(api: &'static Api, data: &[i64]) -> Result<DeviceBuffer, RuntimeError> {
        let buffer = DeviceBuffer::alloc(api, std::mem::size_of_val(data))?;
        // SAFETY: the buffer is at least as large as `data`; the copy is
        // synchronous, so `data` may change once it returns.
        let code = unsafe { (api.memcpy_htod)(buffer.ptr, data.as_ptr().cast(), std::mem::size_of_val(data)) };
        check(api, "cuMemcpyHtoD", code)?;
        Ok(buffer)
    }

    /// A buffer of `bytes` zero bytes, zeroed on the device.
    pub fn zeroed(api: &'static Api, bytes: usize) -> Result<DeviceBuffer, RuntimeError> {
        let buffer = DeviceBuffer::alloc(api, bytes)?;
        // SAFETY: sets exactly the buffer's bytes.
        check(api, "cuMemsetD8", unsafe {
            (api.memset_d8)(buffer.ptr, 0, buffer.bytes)
        })?;
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
        let code = unsafe { (self.api.memcpy_htod)(self.ptr + offset as u64, data.as_ptr().cast(), data.len()) };
        check(self.api, "cuMemcpyHtoD", code)
    }

    /// Copies the buffer's bytes from `offset` into `out`.
    pub fn read_at(&self, offset: usize, out: &mut [u8]) -> Result<(), RuntimeError> {
        self.check_range("cuMemcpyDtoH", offset, out.len())?;
        // SAFETY: the range lies inside the buffer (checked); the copy is
        // synchronous (after the kernel, on the same stream).
        let code = unsafe { (self.api.memcpy_dtoh)(out.as_mut_ptr().cast(), self.ptr + offset as u64, out.len()) };
        check(self.api, "cuMemcpyDtoH", code)
    }

    /// Copies the buffer's first bytes into `out`.
    pub fn copy_to(&self, out: &mut [i64]) -> Result<(), RuntimeError> {
        let len = std::mem::size_of_val(out);
        self.check_range("cuMemcpyDtoH", 0, len)?;
        // SAFETY: `out` is no larger than the buffer (checked), any bytes
        // are valid integers, and the copy is synchronous.
        let code = unsafe { (self.api.memcpy_dtoh)(out.as_mut_ptr().cast::<c_void>(), self.ptr, len) };
        check(self.api, "cuMemcpyDtoH", code)
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
}

/// Transfers of at least this many bytes are page-locked first, so the
/// driver copies them by DMA without staging them through a pinned buffer
/// of its own. Locking has a cost of its own per call, so smaller ones
/// stay pageable; the figure is a guess for a GPU run to check
/// (docs/gpu.md).
const PIN_BYTES: usize = 64 << 20;

/// Runs `f` on `bytes`, page-locked for the call (`cuMemHostRegister`)
/// when they are large enough to gain and the driver agrees; otherwise
/// on pageable memory, as the copies work either way.
pub(super) fn pinned<R>(api: &Api, bytes: &mut [u8], f: impl FnOnce(&mut [u8]) -> R) -> R {
    if bytes.len() < PIN_BYTES {
        return f(bytes);
    }
    let ptr: *mut c_void = bytes.as_mut_ptr().cast();
    // SAFETY: `bytes` is live host memory, borrowed for this whole call,
    // and unregistered below before the borrow ends.
    let locked = unsafe { (api.mem_host_register)(ptr, bytes.len(), 0) } == ffi::CUDA_SUCCESS;
    let out = f(bytes);
    if locked {
        // SAFETY: registered above, once.
        let _ = unsafe { (api.mem_host_unregister)(ptr) };
    }
    out
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // SAFETY: allocated once in `alloc`, freed once here. A failure
        // (the context lost to a faulting kernel) leaves nothing to do.
        let _ = unsafe { (self.api.mem_free)(self.ptr) };
    }
}
