/* Runs the compiled `fib` of examples/fib.py on a batch read from standard
 * input (whitespace-separated integers, one member each) and prints one line
 * per member: its status and, where it is ok, fib(n). Linked against
 * libfib.a alone: no autobatch runtime, no LLVM (see README.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fib.h"

static const char *status_name(int32_t s) {
  switch (s) {
    case AUTOBATCH_OK: return "ok";
    case AUTOBATCH_STACK_OVERFLOW: return "stack_overflow";
    case AUTOBATCH_DIVISION_BY_ZERO: return "division_by_zero";
    case AUTOBATCH_INDEX_OUT_OF_BOUNDS: return "index_out_of_bounds";
    case AUTOBATCH_ASSERTION_FAILED: return "assertion_failed";
    case AUTOBATCH_VALUE_ERROR: return "value_error";
    case AUTOBATCH_OVERFLOW_ERROR: return "overflow_error";
    case AUTOBATCH_LOOP_LIMIT: return "loop_limit";
    default: return "unknown";
  }
}

int main(void) {
  int64_t *n = NULL, z = 0, cap = 0, v;
  while (scanf("%lld", (long long *)&v) == 1) {
    if (z == cap) {
      cap = cap ? 2 * cap : 64;
      n = realloc(n, (size_t)cap * sizeof *n);
      if (!n) { perror("realloc"); return 1; }
    }
    n[z++] = v;
  }

  int64_t layout[2 * FIB_NUM_BUFFERS];
  size_t bytes = fib_layout(z, layout);
  if (bytes == 0) { fprintf(stderr, "a batch of %lld members is too large\n", (long long)z); return 1; }
  uint8_t *state = aligned_alloc(FIB_ALIGN, bytes);
  if (!state) { perror("aligned_alloc"); return 1; }
  memset(state, 0, bytes);

  int64_t *in = fib_in_n(state, layout);
  for (int64_t b = 0; b < z; b++) in[b] = n[b];
  fib_start(state, layout, z);
  fib_prepare(state, bytes, layout);
  fib_run(state, bytes, layout, 0, z);

  const int32_t *status = fib_status(state, layout);
  const int64_t *out = fib_out_0(state, layout);
  for (int64_t b = 0; b < z; b++) {
    if (status[b] == AUTOBATCH_OK) printf("ok %lld\n", (long long)out[b]);
    else printf("%s\n", status_name(status[b]));
  }
  free(state);
  free(n);
  return 0;
}
