/* The arithmetic peak of one core, for judging the shared products.
 *
 * Exact products (the default) do a multiply and a separate add per term;
 * --fma does one fused multiply-add. Each loop below issues 12 independent
 * chains of those on 512-bit vectors (16 float32 lanes), with no memory
 * traffic, so it runs at the core's vector throughput. Prints lane
 * multiply-adds per second for both forms; divide by the multiply-adds of
 * one gradient (2 * N * D for logistic regression: 2e6) for the
 * gradients per second one core could reach on the products alone.
 *
 * Build and run (x86-64 with AVX-512F):
 *   cc -O2 -o target/fp_peak scripts/bench/fp_peak.c && target/fp_peak */
#include <stdio.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* zmm0-11 accumulate, zmm12-23 hold the products, zmm30/31 the operands. */
#define X12(m) m(0, 12) m(1, 13) m(2, 14) m(3, 15) m(4, 16) m(5, 17) \
               m(6, 18) m(7, 19) m(8, 20) m(9, 21) m(10, 22) m(11, 23)
#define PAIR(a, p) "vmulps %%zmm30, %%zmm31, %%zmm" #p "\n\t" \
                   "vaddps %%zmm" #p ", %%zmm" #a ", %%zmm" #a "\n\t"
#define FMA(a, p) "vfmadd231ps %%zmm30, %%zmm31, %%zmm" #a "\n\t"

int main(void) {
    const long n = 100000000;
    double t0 = now();
    for (long k = 0; k < n; k++) {
        __asm__ volatile(X12(PAIR) ::: "memory");
    }
    double pairs = n * 12.0 * 16 / (now() - t0);
    t0 = now();
    for (long k = 0; k < n; k++) {
        __asm__ volatile(X12(FMA) ::: "memory");
    }
    double fmas = n * 12.0 * 16 / (now() - t0);
    printf("multiply then add: %.3g lane multiply-adds/s per core\n", pairs);
    printf("fused multiply-add: %.3g lane multiply-adds/s per core\n", fmas);
    return 0;
}
