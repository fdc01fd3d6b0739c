// ICU MessageFormat patterns: their structure (MessagePattern) and formatting (MessageFormat).
#include "ShimSupport.h"

#include <unicode/fmtable.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/parseerr.h>

#include <vector>

// The header repeats ICU's enumerations so that it needs no ICU header; keep them equal.
static_assert(SSICU_PART_MSG_START == UMSGPAT_PART_TYPE_MSG_START, "part types");
static_assert(SSICU_PART_MSG_LIMIT == UMSGPAT_PART_TYPE_MSG_LIMIT, "part types");
static_assert(SSICU_PART_SKIP_SYNTAX == UMSGPAT_PART_TYPE_SKIP_SYNTAX, "part types");
static_assert(SSICU_PART_INSERT_CHAR == UMSGPAT_PART_TYPE_INSERT_CHAR, "part types");
static_assert(SSICU_PART_REPLACE_NUMBER == UMSGPAT_PART_TYPE_REPLACE_NUMBER, "part types");
static_assert(SSICU_PART_ARG_START == UMSGPAT_PART_TYPE_ARG_START, "part types");
static_assert(SSICU_PART_ARG_LIMIT == UMSGPAT_PART_TYPE_ARG_LIMIT, "part types");
static_assert(SSICU_PART_ARG_NUMBER == UMSGPAT_PART_TYPE_ARG_NUMBER, "part types");
static_assert(SSICU_PART_ARG_NAME == UMSGPAT_PART_TYPE_ARG_NAME, "part types");
static_assert(SSICU_PART_ARG_TYPE == UMSGPAT_PART_TYPE_ARG_TYPE, "part types");
static_assert(SSICU_PART_ARG_STYLE == UMSGPAT_PART_TYPE_ARG_STYLE, "part types");
static_assert(SSICU_PART_ARG_SELECTOR == UMSGPAT_PART_TYPE_ARG_SELECTOR, "part types");
static_assert(SSICU_PART_ARG_INT == UMSGPAT_PART_TYPE_ARG_INT, "part types");
static_assert(SSICU_PART_ARG_DOUBLE == UMSGPAT_PART_TYPE_ARG_DOUBLE, "part types");
static_assert(SSICU_ARG_NONE == UMSGPAT_ARG_TYPE_NONE, "argument types");
static_assert(SSICU_ARG_SIMPLE == UMSGPAT_ARG_TYPE_SIMPLE, "argument types");
static_assert(SSICU_ARG_CHOICE == UMSGPAT_ARG_TYPE_CHOICE, "argument types");
static_assert(SSICU_ARG_PLURAL == UMSGPAT_ARG_TYPE_PLURAL, "argument types");
static_assert(SSICU_ARG_SELECT == UMSGPAT_ARG_TYPE_SELECT, "argument types");
static_assert(SSICU_ARG_SELECTORDINAL == UMSGPAT_ARG_TYPE_SELECTORDINAL, "argument types");

struct ssicu_message_pattern {
    icu::MessagePattern pattern;
};

struct ssicu_message_format {
    icu::MessageFormat format;
};

namespace {

/// Where a failed parse went wrong. ICU reports offset 0 for an unmatched `{` and for a
/// plural or select without `other`; the parts it had added by then still show which braces
/// were open, and the innermost of them is the argument or variant at fault.
int32_t errorOffset(const icu::MessagePattern &pattern, const UParseError &parseError,
                    UErrorCode status) {
    if (parseError.offset > 0 ||
        (status != U_UNMATCHED_BRACES && status != U_DEFAULT_KEYWORD_MISSING)) {
        return parseError.offset;
    }
    // A brace is closed when its START part links to a LIMIT part that exists; after a failed
    // parse, an open one links to itself or past the end. Part 0 is the top-level message,
    // which has no brace.
    int32_t count = pattern.countParts();
    for (int32_t i = count - 1; i > 0; --i) {
        UMessagePatternPartType type = pattern.getPartType(i);
        UMessagePatternPartType limitType;
        if (type == UMSGPAT_PART_TYPE_ARG_START) {
            limitType = UMSGPAT_PART_TYPE_ARG_LIMIT;
        } else if (type == UMSGPAT_PART_TYPE_MSG_START && pattern.getPart(i).getLength() > 0) {
            limitType = UMSGPAT_PART_TYPE_MSG_LIMIT;
        } else {
            continue;
        }
        int32_t limit = pattern.getLimitPartIndex(i);
        bool closed = limit > i && limit < count && pattern.getPartType(limit) == limitType;
        if (!closed) return pattern.getPatternIndex(i);
    }
    return parseError.offset;
}

}  // namespace

extern "C" {

ssicu_message_pattern *ssicu_message_pattern_open(const char *pattern, int32_t patternLength,
                                                  int32_t *errorOffsetOut, int32_t *status) {
    ssicu::Status s(status);
    auto *result = new ssicu_message_pattern{icu::MessagePattern(s.code)};
    UParseError parseError{};
    result->pattern.parse(ssicu::fromUTF8(pattern, patternLength), &parseError, s.code);
    if (U_FAILURE(s.code)) {
        *errorOffsetOut = errorOffset(result->pattern, parseError, s.code);
        delete result;
        return nullptr;
    }
    *errorOffsetOut = -1;
    return result;
}

void ssicu_message_pattern_close(ssicu_message_pattern *pattern) {
    delete pattern;
}

int32_t ssicu_message_pattern_part_count(const ssicu_message_pattern *pattern) {
    return pattern->pattern.countParts();
}

ssicu_message_part ssicu_message_pattern_part(const ssicu_message_pattern *pattern, int32_t index) {
    const icu::MessagePattern &p = pattern->pattern;
    const icu::MessagePattern::Part &part = p.getPart(index);
    ssicu_message_part out{};
    out.type = part.getType();
    out.index = part.getIndex();
    out.length = part.getLength();
    out.value = part.getValue();
    out.argType = part.getArgType();
    out.limitPart = p.getLimitPartIndex(index);
    out.numericValue = icu::MessagePattern::Part::hasNumericValue(part.getType())
                           ? p.getNumericValue(part)
                           : 0;
    return out;
}

ssicu_message_format *ssicu_message_format_open(const char *pattern, int32_t patternLength,
                                                const char *localeID, int32_t *errorOffsetOut,
                                                int32_t *status) {
    ssicu::Status s(status);
    icu::UnicodeString text = ssicu::fromUTF8(pattern, patternLength);
    UParseError parseError{};
    auto *result = new ssicu_message_format{
        icu::MessageFormat(text, icu::Locale(localeID), parseError, s.code)};
    if (U_SUCCESS(s.code)) {
        *errorOffsetOut = -1;
        return result;
    }
    delete result;
    // MessageFormat does not say where; its own parser, run alone, does when the fault is in
    // the pattern's syntax. Faults past the syntax (an unknown argument type, a bad skeleton)
    // leave -1: the caller finds the argument from the parsed parts.
    UErrorCode patternStatus = U_ZERO_ERROR;
    icu::MessagePattern messagePattern(patternStatus);
    UParseError patternError{};
    messagePattern.parse(text, &patternError, patternStatus);
    *errorOffsetOut = U_FAILURE(patternStatus)
                          ? errorOffset(messagePattern, patternError, patternStatus)
                          : -1;
    return nullptr;
}

void ssicu_message_format_close(ssicu_message_format *format) {
    delete format;
}

int32_t ssicu_message_format_format(const ssicu_message_format *format,
                                    const ssicu_message_argument *arguments, int32_t count,
                                    char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    std::vector<icu::UnicodeString> names;
    std::vector<icu::Formattable> values;
    names.reserve(static_cast<size_t>(count));
    values.reserve(static_cast<size_t>(count));
    for (int32_t i = 0; i < count; ++i) {
        const ssicu_message_argument &argument = arguments[i];
        names.push_back(ssicu::fromUTF8(argument.name, argument.nameLength));
        if (argument.isString) {
            values.emplace_back(ssicu::fromUTF8(argument.text, argument.textLength));
        } else {
            values.emplace_back(argument.number);
        }
    }
    icu::UnicodeString text;
    format->format.format(names.data(), values.data(), count, text, s.code);
    return ssicu::copyUTF8(text, out, capacity, s.code);
}

}  // extern "C"
