// The direction of a text by its first strong character (Unicode bidi algorithm, rules P2–P3).
#include "ShimSupport.h"

#include <unicode/ubidi.h>

int32_t ssicu_text_base_direction(const char *text, int32_t length) {
    icu::UnicodeString string = ssicu::fromUTF8(text, length);
    switch (ubidi_getBaseDirection(string.getBuffer(), string.length())) {
    case UBIDI_LTR: return SSICU_DIRECTION_LTR;
    case UBIDI_RTL: return SSICU_DIRECTION_RTL;
    default: return SSICU_DIRECTION_NEUTRAL;
    }
}
