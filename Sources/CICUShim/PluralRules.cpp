// CLDR plural rules: categories, selection (also of formatted numbers) and samples; and probes of
// number formats and plural rules for the web page's data.
#include "ShimSupport.h"

#include <unicode/decimfmt.h>
#include <unicode/locid.h>
#include <unicode/numberformatter.h>
#include <unicode/numfmt.h>
#include <unicode/plurrule.h>
#include <unicode/uenum.h>
#include <unicode/uformattedvalue.h>
#include <unicode/upluralrules.h>
#include <unicode/utf16.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

struct ssicu_plural_rules {
    // The C object selects formatted numbers (uplrules_selectFormatted takes a UFormattedNumber);
    // the C++ one gives samples, which the C API lacks.
    UPluralRules *rules;
    icu::PluralRules *samples;
};

namespace {

/// Room for any CLDR plural category name ("other" is the longest).
constexpr int32_t keywordCapacity = 32;

}  // namespace

extern "C" {

ssicu_plural_rules *ssicu_plural_rules_open(const char *localeID, bool ordinal, int32_t *status) {
    ssicu::Status s(status);
    UPluralType type = ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL;
    UPluralRules *rules = uplrules_openForType(localeID, type, &s.code);
    std::unique_ptr<icu::PluralRules> samples(
        icu::PluralRules::forLocale(icu::Locale(localeID), type, s.code));
    if (U_FAILURE(s.code)) {
        uplrules_close(rules);
        return nullptr;
    }
    return new ssicu_plural_rules{rules, samples.release()};
}

void ssicu_plural_rules_close(ssicu_plural_rules *rules) {
    if (rules == nullptr) return;
    uplrules_close(rules->rules);
    delete rules->samples;
    delete rules;
}

int32_t ssicu_plural_rules_keywords(const ssicu_plural_rules *rules, char *out, int32_t capacity,
                                    int32_t *status) {
    ssicu::Status s(status);
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &s.code);
    if (U_FAILURE(s.code)) return 0;
    std::string joined;
    int32_t length = 0;
    while (const char *keyword = uenum_next(keywords, &length, &s.code)) {
        joined.append(keyword, static_cast<size_t>(length));
        joined.push_back(' ');
    }
    uenum_close(keywords);
    return ssicu::copyBytes(joined.data(), static_cast<int32_t>(joined.size()), out, capacity,
                            s.code);
}

int32_t ssicu_plural_rules_select(const ssicu_plural_rules *rules, double value, char *out,
                                  int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UChar keyword[keywordCapacity];
    int32_t length = uplrules_select(rules->rules, value, keyword, keywordCapacity, &s.code);
    return ssicu::copyUTF8(keyword, length, out, capacity, s.code);
}

int32_t ssicu_plural_rules_select_formatted(const ssicu_plural_rules *rules,
                                            const ssicu_number_formatter *formatter, double value,
                                            char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    UChar keyword[keywordCapacity];
    int32_t length = uplrules_selectFormatted(rules->rules, result, keyword, keywordCapacity,
                                              &s.code);
    return ssicu::copyUTF8(keyword, length, out, capacity, s.code);
}

int32_t ssicu_plural_rules_select_formatted_decimal(const ssicu_plural_rules *rules,
                                                    const ssicu_number_formatter *formatter,
                                                    const char *decimal, int32_t decimalLength,
                                                    char *out, int32_t capacity,
                                                    int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDecimal(formatter->formatter, decimal, decimalLength, result, &s.code);
    UChar keyword[keywordCapacity];
    int32_t length = uplrules_selectFormatted(rules->rules, result, keyword, keywordCapacity,
                                              &s.code);
    return ssicu::copyUTF8(keyword, length, out, capacity, s.code);
}

int32_t ssicu_plural_rules_samples(const ssicu_plural_rules *rules, const char *keyword,
                                   double *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    return rules->samples->getSamples(icu::UnicodeString::fromUTF8(keyword), out, capacity,
                                      s.code);
}

}  // extern "C"

struct ssicu_message_number {
    icu::NumberFormat *format;
    icu::PluralRules *rules;
};

extern "C" {

ssicu_message_number *ssicu_message_number_open(const char *localeID, int32_t *status) {
    ssicu::Status s(status);
    icu::Locale locale(localeID);
    std::unique_ptr<icu::NumberFormat> format(icu::NumberFormat::createInstance(locale, s.code));
    std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(locale, UPLURAL_TYPE_CARDINAL, s.code));
    if (U_FAILURE(s.code)) return nullptr;
    return new ssicu_message_number{format.release(), rules.release()};
}

void ssicu_message_number_close(ssicu_message_number *number) {
    if (number == nullptr) return;
    delete number->format;
    delete number->rules;
    delete number;
}

int32_t ssicu_message_number_format(ssicu_message_number *number, double value, char *out,
                                    int32_t capacity, char *keyword, int32_t keywordCapacity,
                                    int32_t *status) {
    ssicu::Status s(status);
    icu::UnicodeString text;
    icu::UnicodeString category;
    // MessageFormat selects on the number as its format writes it (its decimal quantity: 1.0005
    // is written "1" and selects "one" in English), not on the double. A whole number below 10^15
    // (a count) is written with no fraction digit and selects as the double does: ICU's fast path
    // for integers writes it at a fraction of the cost.
    bool whole = std::fabs(value) < 1e15 && value == std::trunc(value) && !(value == 0 && std::signbit(value));
    auto *decimal = whole ? nullptr : dynamic_cast<icu::DecimalFormat *>(number->format);
    if (decimal == nullptr) {
        number->format->format(value, text, s.code);
        category = number->rules->select(value);
    } else {
        const icu::number::LocalizedNumberFormatter *formatter = decimal->toNumberFormatter(s.code);
        if (U_FAILURE(s.code)) return 0;
        icu::number::FormattedNumber formatted = formatter->formatDouble(value, s.code);
        text = formatted.toString(s.code);
        category = number->rules->select(formatted, s.code);
    }
    if (U_FAILURE(s.code)) return 0;
    if (category.length() >= keywordCapacity) {
        s.code = U_BUFFER_OVERFLOW_ERROR;
        return 0;
    }
    int32_t length = category.extract(0, category.length(), keyword, keywordCapacity, US_INV);
    keyword[length] = 0;
    return ssicu::copyUTF8(text, out, capacity, s.code);
}

}  // extern "C"

// MARK: - Probes for the web page's data: the fields of a formatted number (where its digits,
// separators and affixes are) and the text of plural rules, so that a page writes numbers and
// chooses plural forms as our ICU does, without ICU.

namespace {

/// The UTF-8 offset of each UTF-16 index of `text` (and of its end).
std::vector<int32_t> utf8Offsets(const UChar *text, int32_t length) {
    std::vector<int32_t> offsets(static_cast<size_t>(length) + 1, 0);
    int32_t at = 0;
    for (int32_t i = 0; i < length;) {
        offsets[static_cast<size_t>(i)] = at;
        UChar32 c;
        int32_t start = i;
        U16_NEXT(text, i, length, c);
        int32_t bytes = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        for (int32_t j = start + 1; j < i; j++) offsets[static_cast<size_t>(j)] = at;
        at += bytes;
    }
    offsets[static_cast<size_t>(length)] = at;
    return offsets;
}

/// Writes `text` as UTF-8 and the number fields `next` reports as UTF-8 offsets.
template <typename Next>
int32_t writeFields(const UChar *text, int32_t length, Next next, char *out, int32_t capacity,
                    ssicu_number_field *fields, int32_t fieldCapacity, int32_t *fieldCount,
                    UErrorCode &status) {
    *fieldCount = 0;
    if (U_FAILURE(status)) return 0;
    std::vector<int32_t> offsets = utf8Offsets(text, length);
    int32_t field = 0, start = 0, limit = 0;
    while (next(field, start, limit, status)) {
        if (*fieldCount < fieldCapacity) {
            fields[*fieldCount] = ssicu_number_field{field, offsets[static_cast<size_t>(start)],
                                                     offsets[static_cast<size_t>(limit)]};
        }
        ++*fieldCount;
    }
    if (U_FAILURE(status)) return 0;
    if (*fieldCount > fieldCapacity) status = U_BUFFER_OVERFLOW_ERROR;
    return ssicu::copyUTF8(text, length, out, capacity, status);
}

}  // namespace

extern "C" {

int32_t ssicu_number_format_fields(const ssicu_number_formatter *formatter, double value, char *out,
                                   int32_t capacity, ssicu_number_field *fields,
                                   int32_t fieldCapacity, int32_t *fieldCount, int32_t *status) {
    ssicu::Status s(status);
    *fieldCount = 0;
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    const UFormattedValue *formatted = unumf_resultAsValue(result, &s.code);
    int32_t length = 0;
    const UChar *text = ufmtval_getString(formatted, &length, &s.code);
    UConstrainedFieldPosition *position = ucfpos_open(&s.code);
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, &s.code);
    auto next = [&](int32_t &field, int32_t &start, int32_t &limit, UErrorCode &code) -> bool {
        if (!ufmtval_nextPosition(formatted, position, &code)) return false;
        field = ucfpos_getField(position, &code);
        ucfpos_getIndexes(position, &start, &limit, &code);
        return U_SUCCESS(code);
    };
    int32_t written = writeFields(text, length, next, out, capacity, fields, fieldCapacity, fieldCount, s.code);
    ucfpos_close(position);
    return written;
}

int32_t ssicu_message_number_fields(ssicu_message_number *number, double value, char *out, int32_t capacity,
                                    ssicu_number_field *fields, int32_t fieldCapacity, int32_t *fieldCount,
                                    int32_t *status) {
    ssicu::Status s(status);
    *fieldCount = 0;
    auto *decimal = dynamic_cast<icu::DecimalFormat *>(number->format);
    if (decimal == nullptr) {
        s.code = U_UNSUPPORTED_ERROR;
        return 0;
    }
    const icu::number::LocalizedNumberFormatter *formatter = decimal->toNumberFormatter(s.code);
    if (U_FAILURE(s.code)) return 0;
    icu::number::FormattedNumber formatted = formatter->formatDouble(value, s.code);
    icu::UnicodeString text = formatted.toString(s.code);
    icu::ConstrainedFieldPosition position;
    position.constrainCategory(UFIELD_CATEGORY_NUMBER);
    auto next = [&](int32_t &field, int32_t &start, int32_t &limit, UErrorCode &code) -> bool {
        if (!formatted.nextPosition(position, code)) return false;
        field = position.getField();
        start = position.getStart();
        limit = position.getLimit();
        return true;
    };
    return writeFields(text.getBuffer(), text.length(), next, out, capacity, fields, fieldCapacity, fieldCount,
                       s.code);
}

int32_t ssicu_plural_rules_description(const ssicu_plural_rules *rules, char *out, int32_t capacity,
                                       int32_t *status) {
    ssicu::Status s(status);
    return ssicu::copyUTF8(rules->samples->getRules(), out, capacity, s.code);
}

}  // extern "C"
