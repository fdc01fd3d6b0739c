// Number and number range formatting with per-thread result objects.
#include "ShimSupport.h"

#include <unicode/measunit.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unum.h>
#include <unicode/unumberrangeformatter.h>

#include <cstring>

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

int32_t ssicu_number_format_renamed(const ssicu_number_formatter *formatter, double value,
                                    const char *integerName, int32_t integerLength,
                                    const char *decimalName, int32_t decimalLength, char *out,
                                    int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    const UFormattedValue *formatted = unumf_resultAsValue(result, &s.code);
    int32_t length = 0;
    const UChar *chars = ufmtval_getString(formatted, &length, &s.code);
    if (U_FAILURE(s.code)) return 0;
    // ICU's fields: where the name is, and whether the number has a fraction part.
    UConstrainedFieldPosition *position = ucfpos_open(&s.code);
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, &s.code);
    int32_t nameStart = -1;
    int32_t nameLimit = -1;
    bool fraction = false;
    while (U_SUCCESS(s.code) && ufmtval_nextPosition(formatted, position, &s.code)) {
        int32_t field = ucfpos_getField(position, &s.code);
        int32_t start = 0;
        int32_t limit = 0;
        ucfpos_getIndexes(position, &start, &limit, &s.code);
        if (field == UNUM_FRACTION_FIELD && limit > start) fraction = true;
        if ((field == UNUM_CURRENCY_FIELD || field == UNUM_MEASURE_UNIT_FIELD) && nameStart < 0) {
            nameStart = start;
            nameLimit = limit;
        }
    }
    ucfpos_close(position);
    if (U_FAILURE(s.code)) return 0;
    const char *name = fraction ? decimalName : integerName;
    int32_t nameLength = fraction ? decimalLength : integerLength;
    if (name == nullptr || nameStart < 0) return ssicu::copyUTF8(chars, length, out, capacity, s.code);
    icu::UnicodeString renamed(chars, nameStart);
    renamed.append(ssicu::fromUTF8(name, nameLength));
    renamed.append(chars + nameLimit, length - nameLimit);
    return ssicu::copyUTF8(renamed, out, capacity, s.code);
}

int32_t ssicu_measure_unit_type(const char *identifier, int32_t length, char *out, int32_t capacity,
                                int32_t *status) {
    ssicu::Status s(status);
    icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(icu::StringPiece(identifier, length), s.code);
    if (U_FAILURE(s.code)) return 0;
    // The empty identifier reads as the dimensionless base unit, of type "none": no unit.
    const char *type = unit.getType();
    if (std::strcmp(type, "none") == 0) type = "";
    return ssicu::copyBytes(type, static_cast<int32_t>(std::strlen(type)), out, capacity, s.code);
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
