// Text direction and speech forms: the Unicode character data these need comes from ICU.
#include "ShimSupport.h"

#include <cstring>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/utf8.h>

int32_t ssicu_text_base_direction(const char *text, int32_t length) {
    icu::UnicodeString string = ssicu::fromUTF8(text, length);
    switch (ubidi_getBaseDirection(string.getBuffer(), string.length())) {
    case UBIDI_LTR: return SSICU_DIRECTION_LTR;
    case UBIDI_RTL: return SSICU_DIRECTION_RTL;
    default: return SSICU_DIRECTION_NEUTRAL;
    }
}

static int32_t speech_form(const char *text, int32_t length, char *out, int32_t capacity,
                           int32_t *status) {
    ssicu::Status result(status);
    int32_t needed = 0;
    auto put = [&](const char *bytes, int32_t count) {
        if (needed + count <= capacity) memcpy(out + needed, bytes, static_cast<size_t>(count));
        needed += count;
    };
    int32_t index = 0;
    while (index < length) {
        int32_t start = index;
        UChar32 c;
        U8_NEXT(text, index, length, c);
        if (c < 0) {
            // Not UTF-8 (Swift strings always are): keep the byte as it was.
            put(text + start, index - start);
            continue;
        }
        switch (u_charType(c)) {
        case U_FORMAT_CHAR:
            // The zero-width non-joiner and joiner choose the letters' shapes and a word's
            // parts (Persian's می‌خواهم): they stay, as in the text.
            if (u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL)) put(text + start, index - start);
            break;
        case U_CONTROL_CHAR:
        case U_SPACE_SEPARATOR:
        case U_LINE_SEPARATOR:
        case U_PARAGRAPH_SEPARATOR:
            put(" ", 1);
            break;
        default:
            put(text + start, index - start);
        }
    }
    if (needed > capacity) result.code = U_BUFFER_OVERFLOW_ERROR;
    return needed;
}

static int32_t text_traits(const char *text, int32_t length) {
    int32_t traits = 0;
    int32_t index = 0;
    while (index < length) {
        UChar32 c;
        U8_NEXT(text, index, length, c);
        if (c < 0 || (c >= 0x20 && c < 0x7F)) continue;
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
        switch (u_charType(c)) {
        case U_FORMAT_CHAR:
            if (!u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL)) traits |= SSICU_TRAIT_SPEECH_DIFFERS;
            break;
        case U_CONTROL_CHAR:
        case U_SPACE_SEPARATOR:
        case U_LINE_SEPARATOR:
        case U_PARAGRAPH_SEPARATOR:
            traits |= SSICU_TRAIT_SPEECH_DIFFERS;
            break;
        default:
            break;
        }
    }
    for (int32_t i = 0; i < length; i++) {
        unsigned char byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x20 || byte == 0x7F) {
            traits |= SSICU_TRAIT_SPEECH_DIFFERS;
            break;
        }
    }
    return traits;
}

int32_t ssicu_speech_form_with_traits(const char *text, int32_t length, char *out, int32_t capacity,
                                      int32_t *traits, int32_t *status) {
    *traits = ssicu_is_printable_ascii(text, static_cast<size_t>(length)) ? 0 : text_traits(text, length);
    if ((*traits & SSICU_TRAIT_SPEECH_DIFFERS) == 0) return 0;
    return speech_form(text, length, out, capacity, status);
}
