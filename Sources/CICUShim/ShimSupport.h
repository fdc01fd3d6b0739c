// Helpers shared by the shim's C++ files. Internal: not part of the public header.
#ifndef CICUSHIM_SHIMSUPPORT_H
#define CICUSHIM_SHIMSUPPORT_H

#include "CICUShim.h"

#include <atomic>
#include <unicode/unistr.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/utypes.h>

#if !defined(U_ICU_VERSION_MAJOR_NUM) || U_ICU_VERSION_MAJOR_NUM < 68
#error "CICUShim needs ICU 68 or later (number range formatting, selectFormatted); check pkg-config icu-uc icu-i18n"
#endif

static_assert(sizeof(UErrorCode) == sizeof(int32_t), "ICU status codes cross the C interface as int32_t");

namespace ssicu {

/// Reads the caller's status in and writes ICU's status back when the function returns, so a
/// function can use a plain `UErrorCode` as ICU's own functions expect.
class Status {
  public:
    explicit Status(int32_t *out) : out_(out) {}
    ~Status() {
        if (out_ != nullptr) *out_ = static_cast<int32_t>(code);
    }
    Status(const Status &) = delete;
    Status &operator=(const Status &) = delete;
    UErrorCode code = U_ZERO_ERROR;

  private:
    int32_t *out_;
};

/// Writes one BMP character that is not a surrogate as UTF-8 at `out`; returns the end.
inline char *putUTF8(uint32_t c, char *out) {
    if (c < 0x80) {
        *out++ = static_cast<char>(c);
    } else if (c < 0x800) {
        *out++ = static_cast<char>(0xC0 | (c >> 6));
        *out++ = static_cast<char>(0x80 | (c & 0x3F));
    } else {
        *out++ = static_cast<char>(0xE0 | (c >> 12));
        *out++ = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        *out++ = static_cast<char>(0x80 | (c & 0x3F));
    }
    return out;
}

/// Whether `length` code units of UTF-16, and `extra` characters of three bytes besides, fit
/// as UTF-8 with a NUL into `capacity` bytes whatever they are (a code unit takes three bytes
/// at most, a surrogate pair four), so that a converter need not check the room as it goes.
inline bool roomFor(int32_t length, int32_t extra, int32_t capacity) {
    return capacity > 0 && (static_cast<int64_t>(length) + extra) * 3 < capacity;
}

/// Writes the speech form of UTF-16 text (as `ssicu_speech_form_with_traits` makes it of the
/// same text in UTF-8, or the text itself where that makes none) as UTF-8 at `out`, which has
/// room for it whatever the text (`roomFor`); returns the length written, or -1 at an unpaired
/// surrogate (nothing else can fail).
int32_t speechFormUTF8(const UChar *text, int32_t length, char *out);

/// Writes UTF-16 text as UTF-8 into the caller's buffer; returns the length it needs.
int32_t copyUTF8(const UChar *text, int32_t length, char *out, int32_t capacity, UErrorCode &status);

inline int32_t copyUTF8(const icu::UnicodeString &text, char *out, int32_t capacity,
                        UErrorCode &status) {
    return copyUTF8(text.getBuffer(), text.length(), out, capacity, status);
}

/// Writes bytes into the caller's buffer; returns the length they need.
int32_t copyBytes(const char *text, int32_t length, char *out, int32_t capacity, UErrorCode &status);

/// UTF-8 input text as ICU's UTF-16 string.
inline icu::UnicodeString fromUTF8(const char *text, int32_t length) {
    return icu::UnicodeString::fromUTF8(icu::StringPiece(text, length));
}

/// The calling thread's own result object for number formatting, opened on first use and
/// closed when the thread exits. ICU's formatters are shared between threads; results are not.
UFormattedNumber *threadNumberResult(UErrorCode &status);

/// The calling thread's own result object for number range formatting, opened on first use and
/// closed when the thread exits (one for plain and display formatting: neither holds it across
/// a call to the other).
UFormattedNumberRange *threadRangeResult(UErrorCode &status);

/// Writes a formatted number as UTF-8 into the caller's buffer, through the calling thread's
/// UTF-16 scratch buffer.
int32_t formattedNumberToUTF8(const UFormattedNumber *result, char *out, int32_t capacity,
                              UErrorCode &status);

/// Counts closed number and range formatters: caches keyed by a formatter's address are
/// dropped when it changes, since a new formatter may take a closed one's address.
extern std::atomic<uint64_t> closedFormatters;
inline void formatterClosed() { closedFormatters.fetch_add(1, std::memory_order_relaxed); }
inline uint64_t formatterGeneration() { return closedFormatters.load(std::memory_order_relaxed); }

}  // namespace ssicu

struct ssicu_number_formatter {
    UNumberFormatter *formatter;
};

struct ssicu_number_range_formatter {
    UNumberRangeFormatter *formatter;
};

#endif  // CICUSHIM_SHIMSUPPORT_H
