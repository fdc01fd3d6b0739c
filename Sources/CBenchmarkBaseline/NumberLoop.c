// A number formatting loop over ICU's C API: see CBenchmarkBaseline.h.
#include "CBenchmarkBaseline.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

enum { scratchCapacity = 256, utf8Capacity = 1024 };

struct ssbench_number_loop {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
    UChar scratch[scratchCapacity];
    char utf8[utf8Capacity];
};

ssbench_number_loop *ssbench_number_loop_open(const char *skeleton, const char *localeID,
                                              int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UChar skeleton16[scratchCapacity];
    int32_t skeletonLength = 0;
    u_strFromUTF8(skeleton16, scratchCapacity, &skeletonLength, skeleton, -1, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return NULL;
    }
    ssbench_number_loop *loop = calloc(1, sizeof(ssbench_number_loop));
    if (loop == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    loop->formatter = unumf_openForSkeletonAndLocale(skeleton16, skeletonLength, localeID, &code);
    loop->result = unumf_openResult(&code);
    if (U_FAILURE(code)) {
        ssbench_number_loop_close(loop);
        *status = code;
        return NULL;
    }
    return loop;
}

void ssbench_number_loop_close(ssbench_number_loop *loop) {
    if (loop == NULL) return;
    if (loop->result != NULL) unumf_closeResult(loop->result);
    if (loop->formatter != NULL) unumf_close(loop->formatter);
    free(loop);
}

/// Formats `value` and converts it to UTF-8 into `out`; returns the UTF-8 length, or -1.
static int32_t formatOne(ssbench_number_loop *loop, double value, char *out, int32_t capacity,
                         UErrorCode *code) {
    unumf_formatDouble(loop->formatter, value, loop->result, code);
    int32_t length = unumf_resultToString(loop->result, loop->scratch, scratchCapacity, code);
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, loop->scratch, length, code);
    return U_FAILURE(*code) ? -1 : written;
}

int64_t ssbench_number_loop_run(ssbench_number_loop *loop, const double *values, int32_t count,
                                int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int64_t total = 0;
    for (int32_t i = 0; i < count; ++i) {
        int32_t written = formatOne(loop, values[i], loop->utf8, utf8Capacity, &code);
        if (written < 0) {
            *status = code;
            return -1;
        }
        total += written;
    }
    return total;
}

int32_t ssbench_number_loop_format(ssbench_number_loop *loop, double value, char *out,
                                   int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t written = formatOne(loop, value, out, capacity, &code);
    if (written < 0) *status = code;
    return written;
}
