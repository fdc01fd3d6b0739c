// The headers of the system ICU that CICUShim compiles against. Declaring them in a system
// library target makes SwiftPM run pkg-config `icu-uc icu-i18n` and hand ICU's include and
// link flags to every target that depends on this one.
#include <unicode/utypes.h>
#include <unicode/uversion.h>
