// The plain-C baseline for the formatting benchmark: ICU's C API called directly, one formatter
// and one result for the whole loop, no Swift in between.
#include "ShimSupport.h"

#include <unicode/ustring.h>

#include <string>
#include <vector>

namespace {

/// One currency formatter and one result, opened for a whole run and closed after it.
class CurrencyLoop {
  public:
    CurrencyLoop(const char *localeID, const char *currencyCode, UErrorCode &status) {
        icu::UnicodeString skeleton = icu::UnicodeString(u"currency/") +
                                      icu::UnicodeString(currencyCode, -1, US_INV);
        formatter_ = unumf_openForSkeletonAndLocale(skeleton.getBuffer(), skeleton.length(),
                                                    localeID, &status);
        result_ = unumf_openResult(&status);
    }
    ~CurrencyLoop() {
        unumf_closeResult(result_);
        unumf_close(formatter_);
    }
    CurrencyLoop(const CurrencyLoop &) = delete;
    CurrencyLoop &operator=(const CurrencyLoop &) = delete;

    /// Formats one value and writes it as UTF-8 into `out`; returns the UTF-8 length.
    int32_t format(double value, char *out, int32_t capacity, UErrorCode &status) {
        unumf_formatDouble(formatter_, value, result_, &status);
        int32_t length = unumf_resultToString(result_, scratch_, scratchCapacity, &status);
        int32_t written = 0;
        u_strToUTF8(out, capacity, &written, scratch_, length, &status);
        return written;
    }

  private:
    static constexpr int32_t scratchCapacity = 256;
    UNumberFormatter *formatter_ = nullptr;
    UFormattedNumber *result_ = nullptr;
    UChar scratch_[scratchCapacity];
};

}  // namespace

extern "C" {

int64_t ssicu_bench_currency_loop(const char *localeID, const char *currencyCode,
                                  const double *values, int32_t count, int32_t rounds, char *out,
                                  int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    CurrencyLoop loop(localeID, currencyCode, s.code);
    int64_t total = 0;
    for (int32_t round = 0; round < rounds && U_SUCCESS(s.code); ++round) {
        for (int32_t i = 0; i < count && U_SUCCESS(s.code); ++i) {
            total += loop.format(values[i], out, capacity, s.code);
        }
    }
    return total;
}

int32_t ssicu_bench_currency_strings(const char *localeID, const char *currencyCode,
                                     const double *values, int32_t count, char *out,
                                     int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    CurrencyLoop loop(localeID, currencyCode, s.code);
    std::string joined;
    std::vector<char> buffer(1024);
    for (int32_t i = 0; i < count && U_SUCCESS(s.code); ++i) {
        int32_t length = loop.format(values[i], buffer.data(),
                                     static_cast<int32_t>(buffer.size()), s.code);
        joined.append(buffer.data(), static_cast<size_t>(length));
        joined.push_back('\n');
    }
    return ssicu::copyBytes(joined.data(), static_cast<int32_t>(joined.size()), out, capacity,
                            s.code);
}

}  // extern "C"
