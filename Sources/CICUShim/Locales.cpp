// Locale tags, likely subtags, direction, matching and the currencies ICU knows.
#include "ShimSupport.h"

#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>

#include <cstring>
#include <string>

extern "C" {

int32_t ssicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                      int32_t *parsedLength, int32_t *status) {
    ssicu::Status s(status);
    return uloc_forLanguageTag(tag, out, capacity, parsedLength, &s.code);
}

int32_t ssicu_locale_to_language_tag(const char *localeID, char *out, int32_t capacity,
                                     int32_t *status) {
    ssicu::Status s(status);
    return uloc_toLanguageTag(localeID, out, capacity, /* strict */ true, &s.code);
}

int32_t ssicu_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity,
                                        int32_t *status) {
    ssicu::Status s(status);
    return uloc_addLikelySubtags(localeID, out, capacity, &s.code);
}

int32_t ssicu_locale_language(const char *localeID, char *out, int32_t capacity,
                              int32_t *status) {
    ssicu::Status s(status);
    return uloc_getLanguage(localeID, out, capacity, &s.code);
}

int32_t ssicu_locale_script(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    return uloc_getScript(localeID, out, capacity, &s.code);
}

bool ssicu_locale_is_right_to_left(const char *localeID) {
    return uloc_isRightToLeft(localeID);
}

int32_t ssicu_available_locale_count(void) {
    return uloc_countAvailable();
}

const char *ssicu_available_locale(int32_t index) {
    return uloc_getAvailable(index);
}

int32_t ssicu_locale_best_match(const char *desired, const char *supported, int32_t count,
                                int32_t *status) {
    ssicu::Status s(status);
    icu::LocaleMatcher::Builder builder;
    const char *id = supported;
    for (int32_t i = 0; i < count; ++i) {
        builder.addSupportedLocale(icu::Locale(id));
        id += std::strlen(id) + 1;
    }
    // Without a default locale the matcher answers "no match" (index -1) instead of its first
    // supported locale, so the caller decides the fallback.
    builder.setNoDefaultLocale();
    icu::LocaleMatcher matcher = builder.build(s.code);
    if (U_FAILURE(s.code)) return -1;
    icu::LocaleMatcher::Result result = matcher.getBestMatchResult(icu::Locale(desired), s.code);
    if (U_FAILURE(s.code)) return -1;
    return result.getSupportedIndex();
}

int32_t ssicu_iso_currency_codes(char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_ALL, &s.code);
    if (U_FAILURE(s.code)) return 0;
    std::string joined;
    int32_t length = 0;
    while (const char *code = uenum_next(codes, &length, &s.code)) {
        joined.append(code, static_cast<size_t>(length));
        joined.push_back(' ');
    }
    uenum_close(codes);
    return ssicu::copyBytes(joined.data(), static_cast<int32_t>(joined.size()), out, capacity,
                            s.code);
}

}  // extern "C"
