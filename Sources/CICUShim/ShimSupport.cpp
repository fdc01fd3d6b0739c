#include "ShimSupport.h"

#include <unicode/ustring.h>

#include <cstring>
#include <vector>

namespace ssicu {

int32_t copyUTF8(const UChar *text, int32_t length, char *out, int32_t capacity, UErrorCode &status) {
    if (U_FAILURE(status)) return 0;
    int32_t needed = 0;
    u_strToUTF8(out, capacity, &needed, text, length, &status);
    return needed;
}

int32_t copyBytes(const char *text, int32_t length, char *out, int32_t capacity, UErrorCode &status) {
    if (U_FAILURE(status)) return 0;
    if (length > capacity) {
        status = U_BUFFER_OVERFLOW_ERROR;
    } else if (length > 0) {
        std::memcpy(out, text, static_cast<size_t>(length));
    }
    return length;
}

namespace {

/// What each thread keeps between format calls: one result object and a UTF-16 buffer, so a
/// format costs no allocation once they are large enough.
struct ThreadNumberState {
    UFormattedNumber *result = nullptr;
    std::vector<UChar> scratch;

    ThreadNumberState() = default;
    ThreadNumberState(const ThreadNumberState &) = delete;
    ThreadNumberState &operator=(const ThreadNumberState &) = delete;
    ~ThreadNumberState() {
        if (result != nullptr) unumf_closeResult(result);
    }
};

thread_local ThreadNumberState threadNumberState;

}  // namespace

UFormattedNumber *threadNumberResult(UErrorCode &status) {
    ThreadNumberState &state = threadNumberState;
    if (state.result == nullptr && U_SUCCESS(status)) {
        state.result = unumf_openResult(&status);
        state.scratch.resize(64);
    }
    return state.result;
}

int32_t formattedNumberToUTF8(const UFormattedNumber *result, char *out, int32_t capacity,
                              UErrorCode &status) {
    if (U_FAILURE(status)) return 0;
    std::vector<UChar> &scratch = threadNumberState.scratch;
    int32_t length = unumf_resultToString(result, scratch.data(),
                                          static_cast<int32_t>(scratch.size()), &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        // The result object still holds the text: grow the buffer and copy again.
        scratch.resize(static_cast<size_t>(length) + 1);
        status = U_ZERO_ERROR;
        length = unumf_resultToString(result, scratch.data(), static_cast<int32_t>(scratch.size()),
                                      &status);
    }
    return copyUTF8(scratch.data(), length, out, capacity, status);
}

}  // namespace ssicu
