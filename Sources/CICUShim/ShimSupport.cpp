#include "ShimSupport.h"

#include <unicode/ustring.h>
#include <unicode/utf16.h>

#include <atomic>
#include <cstring>
#include <vector>

namespace ssicu {

std::atomic<uint64_t> closedFormatters{0};

int32_t copyUTF8(const UChar *text, int32_t length, char *out, int32_t capacity, UErrorCode &status) {
    if (U_FAILURE(status)) return 0;
    // The common case in one pass: well-formed text that fits (ICU's output is well formed),
    // without checking the room character by character when it is there whatever the text.
    // Anything else (an unpaired surrogate, too small a buffer) is left to ICU's converter,
    // which reports it as before.
    int32_t written = 0;
    if (roomFor(length, 0, capacity)) {
        char *at = out;
        for (int32_t i = 0; i < length; ++i) {
            uint32_t c = text[i];
            if (c < 0x80) {
                *at++ = static_cast<char>(c);
            } else if (!U16_IS_SURROGATE(c)) {
                at = putUTF8(c, at);
            } else {
                if (!U16_IS_SURROGATE_LEAD(c) || i + 1 >= length || !U16_IS_TRAIL(text[i + 1])) goto slow;
                c = U16_GET_SUPPLEMENTARY(c, text[++i]);
                *at++ = static_cast<char>(0xF0 | (c >> 18));
                *at++ = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
                *at++ = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
                *at++ = static_cast<char>(0x80 | (c & 0x3F));
            }
        }
        *at = 0;  // NUL-terminated, as ICU does when there is room
        return static_cast<int32_t>(at - out);
    }
    for (int32_t i = 0; i < length; ++i) {
        uint32_t c = text[i];
        if (c < 0x80) {
            if (written + 1 > capacity) goto slow;
            out[written++] = static_cast<char>(c);
        } else if (c < 0x800) {
            if (written + 2 > capacity) goto slow;
            out[written++] = static_cast<char>(0xC0 | (c >> 6));
            out[written++] = static_cast<char>(0x80 | (c & 0x3F));
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            if (c > 0xDBFF || i + 1 >= length || text[i + 1] < 0xDC00 || text[i + 1] > 0xDFFF) goto slow;
            if (written + 4 > capacity) goto slow;
            c = 0x10000 + ((c - 0xD800) << 10) + (static_cast<uint32_t>(text[++i]) - 0xDC00);
            out[written++] = static_cast<char>(0xF0 | (c >> 18));
            out[written++] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
            out[written++] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out[written++] = static_cast<char>(0x80 | (c & 0x3F));
        } else {
            if (written + 3 > capacity) goto slow;
            out[written++] = static_cast<char>(0xE0 | (c >> 12));
            out[written++] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out[written++] = static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    if (written < capacity) out[written] = 0;  // NUL-terminated when there is room, as ICU does
    return written;
slow:
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

/// The calling thread's range result (see threadRangeResult).
struct ThreadRangeState {
    UFormattedNumberRange *result = nullptr;

    ThreadRangeState() = default;
    ThreadRangeState(const ThreadRangeState &) = delete;
    ThreadRangeState &operator=(const ThreadRangeState &) = delete;
    ~ThreadRangeState() {
        if (result != nullptr) unumrf_closeResult(result);
    }
};

thread_local ThreadRangeState threadRangeState;

}  // namespace

UFormattedNumberRange *threadRangeResult(UErrorCode &status) {
    ThreadRangeState &state = threadRangeState;
    if (state.result == nullptr && U_SUCCESS(status)) state.result = unumrf_openResult(&status);
    return state.result;
}

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
