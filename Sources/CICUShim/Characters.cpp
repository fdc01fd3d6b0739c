// Character classes from ICU's data, for the JSON writer's escapes, the validator's scan of a
// pattern's syntax, the escapes of lines written for people and the review page's marks: no
// table of characters is written by hand.
#include "ShimSupport.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>

static icu::UnicodeSet classSet(int32_t which, UErrorCode &status) {
    switch (which) {
    case SSICU_CHARS_LINE_SEPARATORS:
        return icu::UnicodeSet(u"[[:Zl:][:Zp:]]", status);
    case SSICU_CHARS_BIDI_CONTROLS:
        return icu::UnicodeSet(u"[:Bidi_Control:]", status);
    case SSICU_CHARS_INVISIBLE:
        return icu::UnicodeSet(u"[[:Zs:][:Cf:]-[\\u0020]]", status);
    case SSICU_CHARS_CONTROLS:
        return icu::UnicodeSet(u"[:Cc:]", status);
    case SSICU_CHARS_BIDI_EMBEDDINGS:
        return icu::UnicodeSet(u"[[:bc=LRE:][:bc=RLE:][:bc=LRO:][:bc=RLO:][:bc=PDF:]]", status);
    case SSICU_CHARS_ISOLATE_OPENERS:
        return icu::UnicodeSet(u"[[:bc=LRI:][:bc=RLI:][:bc=FSI:]]", status);
    case SSICU_CHARS_ISOLATE_CLOSERS:
        return icu::UnicodeSet(u"[:bc=PDI:]", status);
    case SSICU_CHARS_SYNTAX_LOOKALIKES: {
        // Characters whose NFKC form is one MessageFormat syntax character: a fullwidth or
        // small brace, comma, number sign, vertical line or apostrophe.
        const icu::Normalizer2 *nfkc = icu::Normalizer2::getNFKCInstance(status);
        icu::UnicodeSet candidates(u"[:NFKC_Quick_Check=No:]", status);
        icu::UnicodeSet result;
        if (U_FAILURE(status)) return result;
        icu::UnicodeString syntax(u"{},#|'");
        for (int32_t i = 0; i < candidates.getRangeCount(); i++) {
            for (UChar32 c = candidates.getRangeStart(i); c <= candidates.getRangeEnd(i); c++) {
                icu::UnicodeString folded = nfkc->normalize(icu::UnicodeString(c), status);
                if (U_FAILURE(status)) return result;
                if (folded.length() == 1 && syntax.indexOf(folded.charAt(0)) >= 0) result.add(c);
            }
        }
        return result;
    }
    default:
        status = U_ILLEGAL_ARGUMENT_ERROR;
        return icu::UnicodeSet();
    }
}

int32_t ssicu_char_class_ranges(int32_t which, int32_t *out, int32_t capacity, int32_t *status) {
    ssicu::Status result(status);
    icu::UnicodeSet set = classSet(which, result.code);
    if (U_FAILURE(result.code)) return 0;
    int32_t count = set.getRangeCount();
    if (count * 2 > capacity) {
        result.code = U_BUFFER_OVERFLOW_ERROR;
        return count;
    }
    for (int32_t i = 0; i < count; i++) {
        out[2 * i] = set.getRangeStart(i);
        out[2 * i + 1] = set.getRangeEnd(i);
    }
    return count;
}

int32_t ssicu_char_nfkc_ascii(int32_t scalar) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *nfkc = icu::Normalizer2::getNFKCInstance(status);
    if (U_FAILURE(status)) return -1;
    icu::UnicodeString folded = nfkc->normalize(icu::UnicodeString(static_cast<UChar32>(scalar)), status);
    if (U_FAILURE(status) || folded.length() != 1 || folded.charAt(0) >= 0x80) return -1;
    return folded.charAt(0);
}

int32_t ssicu_char_name(int32_t scalar, char *out, int32_t capacity, int32_t *status) {
    ssicu::Status result(status);
    return u_charName(static_cast<UChar32>(scalar), U_UNICODE_CHAR_NAME, out, capacity, &result.code);
}
