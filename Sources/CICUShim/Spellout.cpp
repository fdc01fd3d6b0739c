// Numbers in words (ICU's rule-based number format) and currency symbols.
#include "ShimSupport.h"

#include <unicode/unum.h>

#include <cstring>

struct ssicu_spellout {
    UNumberFormat *format;
};

extern "C" {

ssicu_spellout *ssicu_spellout_open(const char *localeID, int32_t *status) {
    ssicu::Status s(status);
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, nullptr, 0, localeID, nullptr, &s.code);
    if (U_FAILURE(s.code)) {
        unum_close(format);
        return nullptr;
    }
    return new ssicu_spellout{format};
}

void ssicu_spellout_close(ssicu_spellout *spellout) {
    if (spellout == nullptr) return;
    unum_close(spellout->format);
    delete spellout;
}

int32_t ssicu_spellout_actual_locale(const ssicu_spellout *spellout, char *out, int32_t capacity,
                                     int32_t *status) {
    ssicu::Status s(status);
    const char *locale = unum_getLocaleByType(spellout->format, ULOC_ACTUAL_LOCALE, &s.code);
    if (U_FAILURE(s.code) || locale == nullptr) return 0;
    return ssicu::copyBytes(locale, static_cast<int32_t>(strlen(locale)), out, capacity, s.code);
}

int32_t ssicu_spellout_rule_set(const ssicu_spellout *spellout, char *out, int32_t capacity,
                                int32_t *status) {
    ssicu::Status s(status);
    UChar name[128];
    int32_t length = unum_getTextAttribute(spellout->format, UNUM_DEFAULT_RULESET, name, 128, &s.code);
    return ssicu::copyUTF8(name, length, out, capacity, s.code);
}

int32_t ssicu_spellout_format_decimal(ssicu_spellout *spellout, const char *decimal,
                                      int32_t decimalLength, char *out, int32_t capacity,
                                      int32_t *status) {
    ssicu::Status s(status);
    UChar buffer[256];
    int32_t length = unum_formatDecimal(spellout->format, decimal, decimalLength, buffer, 256,
                                        nullptr, &s.code);
    if (s.code == U_BUFFER_OVERFLOW_ERROR) {
        s.code = U_ZERO_ERROR;
        icu::UnicodeString text;
        UChar *grown = text.getBuffer(length + 1);
        length = unum_formatDecimal(spellout->format, decimal, decimalLength, grown, length + 1,
                                    nullptr, &s.code);
        text.releaseBuffer(U_SUCCESS(s.code) ? length : 0);
        return ssicu::copyUTF8(text, out, capacity, s.code);
    }
    return ssicu::copyUTF8(buffer, length, out, capacity, s.code);
}

}  // extern "C"
