// Text direction and speech forms: the Unicode character data these need comes from ICU.
#include "ShimSupport.h"

#include <cstring>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

int32_t ssicu_text_base_direction(const char *text, int32_t length) {
    icu::UnicodeString string = ssicu::fromUTF8(text, length);
    switch (ubidi_getBaseDirection(string.getBuffer(), string.length())) {
    case UBIDI_LTR: return SSICU_DIRECTION_LTR;
    case UBIDI_RTL: return SSICU_DIRECTION_RTL;
    default: return SSICU_DIRECTION_NEUTRAL;
    }
}

/// The traits of one character that is not printable ASCII, added to `traits`; `type` is its
/// general category. Its bidi class is looked up only where it can add a trait: before the
/// text is known to be right to left, and for format characters (every bidi control is one).
static void addTraits(UChar32 c, int8_t type, int32_t &traits) {
    if ((traits & SSICU_TRAIT_RTL) == 0 || type == U_FORMAT_CHAR) {
        switch (u_charDirection(c)) {
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
            traits |= SSICU_TRAIT_RTL;
            break;
        case U_LEFT_TO_RIGHT_EMBEDDING:
        case U_LEFT_TO_RIGHT_OVERRIDE:
        case U_RIGHT_TO_LEFT_EMBEDDING:
        case U_RIGHT_TO_LEFT_OVERRIDE:
        case U_POP_DIRECTIONAL_FORMAT:
        case U_LEFT_TO_RIGHT_ISOLATE:
        case U_RIGHT_TO_LEFT_ISOLATE:
        case U_FIRST_STRONG_ISOLATE:
        case U_POP_DIRECTIONAL_ISOLATE:
            traits |= SSICU_TRAIT_BIDI_CONTROLS;
            break;
        default:
            break;
        }
    }
}

/// Whether the code point of UTF-8 `text` that ends at `end` is a decimal digit (general
/// category Nd, any script).
static inline bool digitBefore(const char *text, int32_t end) {
    if (end <= 0) return false;
    unsigned char last = static_cast<unsigned char>(text[end - 1]);
    if (last < 0x80) return static_cast<unsigned char>(last - '0') < 10;
    UChar32 c;
    U8_PREV(text, 0, end, c);
    return c >= 0 && u_charType(c) == U_DECIMAL_DIGIT_NUMBER;
}

/// Whether the code point of UTF-8 `text` that starts at `start` is a decimal digit.
static inline bool digitAt(const char *text, int32_t start, int32_t length) {
    if (start >= length) return false;
    unsigned char first = static_cast<unsigned char>(text[start]);
    if (first < 0x80) return static_cast<unsigned char>(first - '0') < 10;
    UChar32 c;
    U8_NEXT(text, start, length, c);
    return c >= 0 && u_charType(c) == U_DECIMAL_DIGIT_NUMBER;
}

int32_t ssicu_speech_form_with_traits(const char *text, int32_t length, char *out, int32_t capacity,
                                      int32_t *traits, int32_t *status) {
    // One pass: the traits, and the speech form as far as `capacity` takes it (kept only when
    // it differs from the text).
    int32_t found = 0;
    int32_t needed = 0;
    auto put = [&](const char *bytes, int32_t count) {
        if (needed + count <= capacity) {
            // (One character, most often: byte by byte rather than a call to memcpy.)
            if (count <= 4) {
                for (int32_t i = 0; i < count; ++i) out[needed + i] = bytes[i];
            } else {
                memcpy(out + needed, bytes, static_cast<size_t>(count));
            }
        }
        needed += count;
    };
    int32_t index = 0;
    while (index < length) {
        // A run of printable ASCII: no trait, and its own speech form.
        int32_t start = index;
        while (index < length && static_cast<unsigned char>(text[index] - 0x20) < 0x5F) ++index;
        if (index > start) put(text + start, index - start);
        if (index >= length) break;
        start = index;
        UChar32 c;
        U8_NEXT(text, index, length, c);
        if (c < 0) {
            // Not UTF-8 (Swift strings always are): keep the bytes as they were.
            put(text + start, index - start);
            continue;
        }
        int8_t type = u_charType(c);
        addTraits(c, type, found);
        switch (type) {
        case U_FORMAT_CHAR:
            // The zero-width non-joiner and joiner choose the letters' shapes and a word's
            // parts (Persian's می‌خواهم): they stay, as in the text. Other format characters go.
            if (u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL)) {
                put(text + start, index - start);
            } else {
                found |= SSICU_TRAIT_SPEECH_DIFFERS;
            }
            break;
        case U_SPACE_SEPARATOR:
            // (Never U+0020, which is printable ASCII.) Right between two decimal digits of the
            // text it groups them — Russian's "1 077,48" (U+00A0), French's "1 000" (U+202F) —
            // and goes, so that a speech engine reads one number: "1077,48". Its neighbours are
            // looked at in the text only here, so that no other character costs anything more.
            found |= SSICU_TRAIT_SPEECH_DIFFERS;
            if (digitBefore(text, start) && digitAt(text, index, length)) break;
            put(" ", 1);
            break;
        case U_CONTROL_CHAR:
        case U_LINE_SEPARATOR:
        case U_PARAGRAPH_SEPARATOR:
            found |= SSICU_TRAIT_SPEECH_DIFFERS;
            put(" ", 1);
            break;
        default:
            put(text + start, index - start);
        }
    }
    *traits = found;
    if ((found & SSICU_TRAIT_SPEECH_DIFFERS) == 0) return 0;
    if (needed > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return needed;
}

int32_t ssicu_speech_join_class(int32_t c) {
    if (c == 0x20) return 0;
    switch (u_charType(c)) {
    case U_DECIMAL_DIGIT_NUMBER: return 1;
    case U_SPACE_SEPARATOR: return 2;
    default: return 0;
    }
}

namespace ssicu {

int32_t speechFormUTF8(const UChar *text, int32_t length, char *out) {
    // The same choices as `ssicu_speech_form_with_traits` above, one UTF-16 character at a time,
    // converted as it goes: printable ASCII stays; a format character goes unless it is a join
    // control; a space separator right between two decimal digits goes (its neighbours looked
    // at in the text only then); a control character or another separator becomes a space.
    char *at = out;
    for (int32_t i = 0; i < length; ++i) {
        uint32_t unit = text[i];
        if (unit - 0x20 < 0x5F) {
            *at++ = static_cast<char>(unit);
            continue;
        }
        UChar32 c = static_cast<UChar32>(unit);
        if (U16_IS_SURROGATE(unit)) {
            if (!U16_IS_SURROGATE_LEAD(unit) || i + 1 >= length || !U16_IS_TRAIL(text[i + 1])) return -1;
            c = U16_GET_SUPPLEMENTARY(unit, text[i + 1]);
        }
        switch (u_charType(c)) {
        case U_FORMAT_CHAR:
            if (!u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL)) {
                if (c > 0xFFFF) ++i;
                continue;
            }
            break;
        case U_SPACE_SEPARATOR:
            // (Every space separator is one code unit, never U+0020 here.)
            if (i > 0 && i + 1 < length) {
                int32_t before = i, after = i + 1;
                UChar32 previous, next;
                U16_PREV(text, 0, before, previous);
                U16_NEXT(text, after, length, next);
                if (u_charType(previous) == U_DECIMAL_DIGIT_NUMBER && u_charType(next) == U_DECIMAL_DIGIT_NUMBER)
                    continue;
            }
            *at++ = ' ';
            continue;
        case U_CONTROL_CHAR:
        case U_LINE_SEPARATOR:
        case U_PARAGRAPH_SEPARATOR:
            *at++ = ' ';
            if (c > 0xFFFF) ++i;
            continue;
        default:
            break;
        }
        if (c > 0xFFFF) {
            ++i;
            *at++ = static_cast<char>(0xF0 | (c >> 18));
            *at++ = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
            *at++ = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            *at++ = static_cast<char>(0x80 | (c & 0x3F));
        } else {
            at = putUTF8(static_cast<uint32_t>(c), at);
        }
    }
    *at = 0;
    return static_cast<int32_t>(at - out);
}

}  // namespace ssicu
