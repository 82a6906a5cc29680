//! The CUDA driver's C functions the runtime calls, loaded from libcuda
//! when first needed, with their C signatures: every result is the
//! driver's `CUresult` as a plain integer. Bindings that model the result
//! as a Rust enum (cudarc's, in every version) make a code their headers
//! do not list, from a newer driver, undefined behaviour; here it is a
//! number, reported as such. The names are the ones `cuda.h` maps the API
//! to (`cuMemAlloc` is `cuMemAlloc_v2` since CUDA 3.2), present in every
//! driver since CUDA 11, whose constants below are fixed by NVIDIA's ABI.

use crate::error::RuntimeError;
use libloading::Library;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::sync::OnceLock;

pub(super) type CuResult = c_int;
pub(super) type CuDevice = c_int;
pub(super) type CuContext = *mut c_void;
pub(super) type CuModule = *mut c_void;
pub(super) type CuFunction = *mut c_void;
pub(super) type CuDevicePtr = u64;

pub(super) const CUDA_SUCCESS: CuResult = 0;
pub(super) const CUDA_ERROR_NO_DEVICE: CuResult = 100;
pub(super) const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: c_int = 75;
pub(super) const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: c_int = 76;
pub(super) const CU_JIT_ERROR_LOG_BUFFER: c_uint = 5;
pub(super) const CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: c_uint = 6;

/// The names the driver's library goes by on Linux.
const LIBRARY_NAMES: [&str; 2] = ["libcuda.so.1", "libcuda.so"];

macro_rules! driver_api {
    ($($field:ident = $symbol:literal ($($arg:ty),*);)*) => {
        /// The driver's functions, valid while the library stays loaded
        /// (for the process: `api` keeps it).
        pub(super) struct Api {
            _library: Library,
            $(pub $field: unsafe extern "C" fn($($arg),*) -> CuResult,)*
        }

        impl Api {
            /// # Safety
            /// `library` must be the CUDA driver, whose symbols have the
            /// signatures declared here.
            unsafe fn from(library: Library) -> Result<Api, String> {
                $(
                    // SAFETY: the caller's promise: the symbol is the
                    // driver's function of this signature.
                    let $field = *unsafe {
                        library.get::<unsafe extern "C" fn($($arg),*) -> CuResult>(concat!($symbol, "\0").as_bytes())
                    }
                    .map_err(|e| format!("it lacks {}: {e}", $symbol))?;
                )*
                Ok(Api { _library: library, $($field,)* })
            }
        }
    };
}

driver_api! {
    init = "cuInit"(c_uint);
    device_get_count = "cuDeviceGetCount"(*mut c_int);
    device_get = "cuDeviceGet"(*mut CuDevice, c_int);
    device_get_name = "cuDeviceGetName"(*mut c_char, c_int, CuDevice);
    device_get_attribute = "cuDeviceGetAttribute"(*mut c_int, c_int, CuDevice);
    primary_ctx_retain = "cuDevicePrimaryCtxRetain"(*mut CuContext, CuDevice);
    primary_ctx_release = "cuDevicePrimaryCtxRelease_v2"(CuDevice);
    ctx_set_current = "cuCtxSetCurrent"(CuContext);
    ctx_synchronize = "cuCtxSynchronize"();
    module_load_data_ex = "cuModuleLoadDataEx"(*mut CuModule, *const c_void, c_uint, *mut c_uint, *mut *mut c_void);
    module_get_function = "cuModuleGetFunction"(*mut CuFunction, CuModule, *const c_char);
    module_unload = "cuModuleUnload"(CuModule);
    launch_kernel = "cuLaunchKernel"(
        CuFunction, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, *mut c_void, *mut *mut c_void, *mut *mut c_void
    );
    mem_alloc = "cuMemAlloc_v2"(*mut CuDevicePtr, usize);
    mem_free = "cuMemFree_v2"(CuDevicePtr);
    memcpy_htod = "cuMemcpyHtoD_v2"(CuDevicePtr, *const c_void, usize);
    memcpy_dtoh = "cuMemcpyDtoH_v2"(*mut c_void, CuDevicePtr, usize);
    memset_d8 = "cuMemsetD8_v2"(CuDevicePtr, u8, usize);
    mem_host_register = "cuMemHostRegister_v2"(*mut c_void, usize, c_uint);
    mem_host_unregister = "cuMemHostUnregister"(*mut c_void);
    get_error_name = "cuGetErrorName"(CuResult, *mut *const c_char);
    get_error_string = "cuGetErrorString"(CuResult, *mut *const c_char);
}

/// The driver, loaded on first use: `NoCudaDriver` where its library is
/// missing or is not a CUDA driver.
pub(super) fn api() -> Result<&'static Api, RuntimeError> {
    static API: OnceLock<Result<Api, String>> = OnceLock::new();
    API.get_or_init(load)
        .as_ref()
        .map_err(|why| RuntimeError::NoCudaDriver(why.clone()))
}

fn load() -> Result<Api, String> {
    for name in LIBRARY_NAMES {
        // SAFETY: loading the system's CUDA driver runs its initializers,
        // which is what using it takes.
        if let Ok(library) = unsafe { Library::new(name) } {
            // SAFETY: a library by the driver's name is the driver.
            return unsafe { Api::from(library) }.map_err(|why| format!("{name} is not a usable CUDA driver: {why}"));
        }
    }
    Err(format!("not found under any of its names, e.g. {}", LIBRARY_NAMES[0]))
}

/// `CUDA_ERROR_...: <the driver's description>`, or the number where the
/// driver does not know it.
pub(super) fn describe(api: &Api, code: CuResult) -> String {
    let text = |f: unsafe extern "C" fn(CuResult, *mut *const c_char) -> CuResult| {
        let mut out: *const c_char = std::ptr::null();
        // SAFETY: the driver writes a pointer to a static string, or
        // leaves `out` null for a code it does not know.
        let status = unsafe { f(code, &mut out) };
        (status == CUDA_SUCCESS && !out.is_null())
            // SAFETY: a NUL-terminated static string of the driver's.
            .then(|| unsafe { CStr::from_ptr(out) }.to_string_lossy().into_owned())
    };
    match (text(api.get_error_name), text(api.get_error_string)) {
        (Some(name), Some(text)) => format!("{name}: {text}"),
        (Some(name), None) => name,
        _ => format!("error {code}, which this driver does not describe"),
    }
}

/// `Ok` for `CUDA_SUCCESS`, else `RuntimeError::Cuda` naming the call.
pub(super) fn check(api: &Api, what: &str, code: CuResult) -> Result<(), RuntimeError> {
    if code == CUDA_SUCCESS {
        return Ok(());
    }
    Err(RuntimeError::Cuda {
        call: what.to_string(),
        message: describe(api, code),
    })
}
