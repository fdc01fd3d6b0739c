// Status names and the versions of ICU and its data.
#include "ShimSupport.h"

#include <unicode/uchar.h>
#include <unicode/ulocdata.h>

#include <cstring>

namespace {

int32_t versionText(const UVersionInfo version, char *out, int32_t capacity, UErrorCode &status) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    return ssicu::copyBytes(text, static_cast<int32_t>(std::strlen(text)), out, capacity, status);
}

}  // namespace

extern "C" {

const char *ssicu_error_name(int32_t status) {
    return u_errorName(static_cast<UErrorCode>(status));
}

int32_t ssicu_icu_version(char *out, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    UErrorCode status = U_ZERO_ERROR;
    return versionText(version, out, capacity, status);
}

int32_t ssicu_cldr_version(char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UVersionInfo version;
    ulocdata_getCLDRVersion(version, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return versionText(version, out, capacity, s.code);
}

int32_t ssicu_unicode_version(char *out, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    UErrorCode status = U_ZERO_ERROR;
    return versionText(version, out, capacity, status);
}

}  // extern "C"
