// The plain-C baseline of slider-speech-bench: ICU's C API called directly, with nothing of
// the project in between. It lives in a target of its own that no library product contains.
//
// A loop is opened once (one number formatter and one result) outside the timed region; the
// timed call formats a run of values, each converted to UTF-8, as the project's value text is.
#ifndef SLIDERSPEECH_BENCHMARK_BASELINE_H
#define SLIDERSPEECH_BENCHMARK_BASELINE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One number formatter (an ICU skeleton in one locale) and one formatted-number result.
typedef struct ssbench_number_loop ssbench_number_loop;

/// Opens a loop for `skeleton` (UTF-8, e.g. "currency/USD") in `localeID`. On failure returns
/// NULL and sets `*status` to ICU's error code (positive); `*status` must be 0 on entry.
ssbench_number_loop *ssbench_number_loop_open(const char *skeleton, const char *localeID,
                                              int32_t *status);

/// Closes a loop opened by `ssbench_number_loop_open` (NULL is ignored).
void ssbench_number_loop_close(ssbench_number_loop *loop);

/// The timed work: formats each of `count` values with `unumf_formatDouble` and converts the
/// result to UTF-8 in a scratch buffer. Returns the total UTF-8 bytes written, so the work
/// cannot be optimized away, or -1 with `*status` set to ICU's error code.
int64_t ssbench_number_loop_run(ssbench_number_loop *loop, const double *values, int32_t count,
                                int32_t *status);

/// Formats one value as UTF-8 into `out` (not terminated). Returns the UTF-8 length, or -1
/// with `*status` set (U_BUFFER_OVERFLOW_ERROR when `capacity` is too small).
int32_t ssbench_number_loop_format(ssbench_number_loop *loop, double value, char *out,
                                   int32_t capacity, int32_t *status);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // SLIDERSPEECH_BENCHMARK_BASELINE_H
