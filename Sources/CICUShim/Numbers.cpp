// Number and number range formatting with per-thread result objects.
#include "ShimSupport.h"

#include <unicode/unumberrangeformatter.h>

extern "C" {

ssicu_number_formatter *ssicu_number_formatter_open(const char *skeleton, int32_t skeletonLength,
                                                    const char *localeID, int32_t *status) {
    ssicu::Status s(status);
    icu::UnicodeString text = ssicu::fromUTF8(skeleton, skeletonLength);
    UParseError parseError;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocaleWithError(
        text.getBuffer(), text.length(), localeID, &parseError, &s.code);
    if (U_FAILURE(s.code)) {
        unumf_close(formatter);
        return nullptr;
    }
    return new ssicu_number_formatter{formatter};
}

void ssicu_number_formatter_close(ssicu_number_formatter *formatter) {
    if (formatter == nullptr) return;
    unumf_close(formatter->formatter);
    delete formatter;
    ssicu::formatterClosed();
}

int32_t ssicu_number_format_double(const ssicu_number_formatter *formatter, double value,
                                   char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    return ssicu::formattedNumberToUTF8(result, out, capacity, s.code);
}

int32_t ssicu_number_format_decimal(const ssicu_number_formatter *formatter, const char *decimal,
                                    int32_t decimalLength, char *out, int32_t capacity,
                                    int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDecimal(formatter->formatter, decimal, decimalLength, result, &s.code);
    return ssicu::formattedNumberToUTF8(result, out, capacity, s.code);
}

ssicu_number_range_formatter *ssicu_number_range_formatter_open(const char *skeleton,
                                                                int32_t skeletonLength,
                                                                const char *localeID,
                                                                int32_t *status) {
    ssicu::Status s(status);
    icu::UnicodeString text = ssicu::fromUTF8(skeleton, skeletonLength);
    UParseError parseError;
    UNumberRangeFormatter *formatter = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
        text.getBuffer(), text.length(), UNUM_RANGE_COLLAPSE_AUTO,
        UNUM_IDENTITY_FALLBACK_APPROXIMATELY, localeID, &parseError, &s.code);
    if (U_FAILURE(s.code)) {
        unumrf_close(formatter);
        return nullptr;
    }
    return new ssicu_number_range_formatter{formatter};
}

void ssicu_number_range_formatter_close(ssicu_number_range_formatter *formatter) {
    if (formatter == nullptr) return;
    unumrf_close(formatter->formatter);
    delete formatter;
    ssicu::formatterClosed();
}

int32_t ssicu_number_range_format_double(const ssicu_number_range_formatter *formatter,
                                         double first, double second, char *out,
                                         int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumberRange *result = ssicu::threadRangeResult(s.code);
    unumrf_formatDoubleRange(formatter->formatter, first, second, result, &s.code);
    const UFormattedValue *value = unumrf_resultAsValue(result, &s.code);
    int32_t length = 0;
    // The text is owned by the thread's result and stays valid until its next use.
    const UChar *text = ufmtval_getString(value, &length, &s.code);
    return ssicu::copyUTF8(text, length, out, capacity, s.code);
}

}  // extern "C"
