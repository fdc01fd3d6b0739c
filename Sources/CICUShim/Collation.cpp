// The root collation with numeric ordering: the order in which Xcode writes a String
// Catalog's keys (measured on real catalogs: every key of every object follows it).
#include "ShimSupport.h"

#include <unicode/ucol.h>

struct ssicu_collator {
    UCollator *collator;
};

ssicu_collator *ssicu_collator_open_root_numeric(int32_t *status) {
    ssicu::Status result(status);
    UCollator *collator = ucol_open("", &result.code);
    if (U_FAILURE(result.code)) return nullptr;
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &result.code);
    ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_TERTIARY, &result.code);
    ucol_setAttribute(collator, UCOL_ALTERNATE_HANDLING, UCOL_NON_IGNORABLE, &result.code);
    if (U_FAILURE(result.code)) {
        ucol_close(collator);
        return nullptr;
    }
    return new ssicu_collator{collator};
}

void ssicu_collator_close(ssicu_collator *collator) {
    if (collator == nullptr) return;
    ucol_close(collator->collator);
    delete collator;
}

int32_t ssicu_collator_compare_utf8(const ssicu_collator *collator, const char *left, int32_t leftLength,
                                    const char *right, int32_t rightLength, int32_t *status) {
    ssicu::Status result(status);
    UCollationResult order =
        ucol_strcollUTF8(collator->collator, left, leftLength, right, rightLength, &result.code);
    if (U_FAILURE(result.code)) return 0;
    return order == UCOL_LESS ? -1 : order == UCOL_GREATER ? 1 : 0;
}
