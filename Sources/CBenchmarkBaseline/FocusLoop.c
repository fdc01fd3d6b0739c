// The focus and count loops over ICU's C API: see CBenchmarkBaseline.h.
#include "CBenchmarkBaseline.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

enum { scratchCapacity = 256, pieceCapacity = 1024, sentenceCapacity = 4096, maxSegments = 16, maxPatterns = 8 };

/// A copy of a UTF-8 string of known length.
typedef struct {
    char *bytes;
    int32_t length;
} piece;

static int copyPiece(piece *out, const char *text) {
    size_t length = strlen(text);
    out->bytes = malloc(length + 1);
    if (out->bytes == NULL) return 0;
    memcpy(out->bytes, text, length + 1);
    out->length = (int32_t)length;
    return 1;
}

// MARK: - Sentences: a pattern cut at {label} and {value}

enum { segmentText = 0, segmentLabel = 1, segmentValue = 2 };

typedef struct {
    int kind;
    const char *bytes;  // for segmentText: into the pattern's copy
    int32_t length;
} segment;

typedef struct {
    piece source;
    segment segments[maxSegments];
    int32_t count;
} sentence;

/// Cuts `text` at each `{label}` and `{value}`; 0 when it has too many pieces.
static int cutSentence(sentence *out, const char *text) {
    if (!copyPiece(&out->source, text)) return 0;
    const char *at = out->source.bytes;
    const char *end = at + out->source.length;
    const char *run = at;
    out->count = 0;
    while (at < end) {
        int kind = -1;
        int32_t skip = 0;
        if (strncmp(at, "{label}", 7) == 0) {
            kind = segmentLabel;
            skip = 7;
        } else if (strncmp(at, "{value}", 7) == 0) {
            kind = segmentValue;
            skip = 7;
        }
        if (kind < 0) {
            ++at;
            continue;
        }
        if (out->count + 2 > maxSegments) return 0;
        if (at > run) out->segments[out->count++] = (segment){segmentText, run, (int32_t)(at - run)};
        out->segments[out->count++] = (segment){kind, NULL, 0};
        at += skip;
        run = at;
    }
    if (end > run) {
        if (out->count + 1 > maxSegments) return 0;
        out->segments[out->count++] = (segment){segmentText, run, (int32_t)(end - run)};
    }
    return 1;
}

/// Writes the sentence with `label` and `value` where they stand; returns its length, or -1
/// when `capacity` is too small.
static int32_t fillSentence(const sentence *pattern, const char *label, int32_t labelLength, const char *value,
                            int32_t valueLength, char *out, int32_t capacity) {
    int32_t written = 0;
    for (int32_t i = 0; i < pattern->count; ++i) {
        const segment *part = &pattern->segments[i];
        const char *bytes = part->kind == segmentLabel ? label : part->kind == segmentValue ? value : part->bytes;
        int32_t length = part->kind == segmentLabel ? labelLength : part->kind == segmentValue ? valueLength : part->length;
        if (written + length > capacity) return -1;
        memcpy(out + written, bytes, (size_t)length);
        written += length;
    }
    return written;
}

/// The speech form of `text` in place, as the project's SpeechText makes it: format characters
/// dropped but the zero-width non-joiner and joiner; a space separator other than U+0020 (a
/// no-break space) dropped between two decimal digits, where it groups them ("1 077" → "1077");
/// control characters and other space, line and paragraph separators as plain spaces. Returns
/// the new length.
static int32_t speechForm(UChar *text, int32_t length) {
    // One pass over the code units, written over in place (`out` never passes `i`); a
    // character's neighbours are looked at only at a space separator, as the project does.
    int32_t out = 0;
    int8_t previous = U_UNASSIGNED;  // the type of the text's character before this one
    for (int32_t i = 0; i < length; ++i) {
        UChar c = text[i];
        if (c == 0x20) {
            text[out++] = c;
            previous = U_SPACE_SEPARATOR;
            continue;
        }
        if (U16_IS_LEAD(c) && i + 1 < length && U16_IS_TRAIL(text[i + 1])) {
            // A supplementary character: kept whole, unless it is a format character.
            UChar trail = text[i + 1];
            previous = u_charType(U16_GET_SUPPLEMENTARY(c, trail));
            ++i;
            if (previous == U_FORMAT_CHAR) continue;
            text[out++] = c;
            text[out++] = trail;
            continue;
        }
        int8_t type = u_charType(c);
        if (type == U_FORMAT_CHAR && c != 0x200C && c != 0x200D) {
            previous = type;
            continue;
        }
        if (type == U_SPACE_SEPARATOR && previous == U_DECIMAL_DIGIT_NUMBER && i + 1 < length) {
            UChar32 next;
            int32_t j = i + 1;
            U16_NEXT(text, j, length, next);
            if (u_charType(next) == U_DECIMAL_DIGIT_NUMBER) {
                previous = type;
                continue;
            }
        }
        previous = type;
        if (type == U_CONTROL_CHAR || type == U_SPACE_SEPARATOR || type == U_LINE_SEPARATOR ||
            type == U_PARAGRAPH_SEPARATOR)
            c = 0x20;
        text[out++] = c;
    }
    return out;
}

int32_t ssbench_speech_form(uint16_t *text, int32_t length) { return speechForm((UChar *)text, length); }

/// Formats `value` with `formatter` into UTF-8, as its speech form when `speech` is set.
static int32_t formatUTF8(const UNumberFormatter *formatter, UFormattedNumber *result, double value, int speech,
                          UChar *scratch, char *out, int32_t capacity, UErrorCode *code) {
    unumf_formatDouble(formatter, value, result, code);
    int32_t length = unumf_resultToString(result, scratch, scratchCapacity, code);
    if (U_FAILURE(*code)) return -1;
    if (speech) length = speechForm(scratch, length);
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, scratch, length, code);
    return U_FAILURE(*code) ? -1 : written;
}

static UNumberFormatter *openFormatter(const char *skeleton, const char *localeID, UErrorCode *code) {
    UChar skeleton16[scratchCapacity];
    int32_t length = 0;
    u_strFromUTF8(skeleton16, scratchCapacity, &length, skeleton, -1, code);
    if (U_FAILURE(*code)) return NULL;
    return unumf_openForSkeletonAndLocale(skeleton16, length, localeID, code);
}

// MARK: - Focus

struct ssbench_focus_loop {
    UNumberFormatter *display;
    UNumberFormatter *names;
    UFormattedNumber *result;
    sentence texts[maxPatterns];
    sentence speeches[maxPatterns];
    int32_t patternCount;
    piece labelTexts[maxPatterns];
    piece labelSpeeches[maxPatterns];
    int32_t labelCount;
    UChar scratch[scratchCapacity];
    char value[pieceCapacity];
    char spokenValue[pieceCapacity];
    char text[sentenceCapacity];
    char speech[sentenceCapacity];
};

ssbench_focus_loop *ssbench_focus_loop_open(const char *displaySkeleton, const char *namesSkeleton,
                                            const char *localeID, const char *const *textPatterns,
                                            const char *const *speechPatterns, int32_t patternCount,
                                            const char *const *labelTexts, const char *const *labelSpeeches,
                                            int32_t labelCount, int32_t *status) {
    if (patternCount < 1 || patternCount > maxPatterns || labelCount < 1 || labelCount > maxPatterns) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    ssbench_focus_loop *loop = calloc(1, sizeof(ssbench_focus_loop));
    if (loop == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UErrorCode code = U_ZERO_ERROR;
    loop->display = openFormatter(displaySkeleton, localeID, &code);
    loop->names = openFormatter(namesSkeleton, localeID, &code);
    loop->result = unumf_openResult(&code);
    for (int32_t i = 0; i < patternCount && U_SUCCESS(code); ++i) {
        loop->patternCount = i + 1;
        if (!cutSentence(&loop->texts[i], textPatterns[i]) || !cutSentence(&loop->speeches[i], speechPatterns[i]))
            code = U_ILLEGAL_ARGUMENT_ERROR;
    }
    for (int32_t i = 0; i < labelCount && U_SUCCESS(code); ++i) {
        loop->labelCount = i + 1;
        if (!copyPiece(&loop->labelTexts[i], labelTexts[i]) || !copyPiece(&loop->labelSpeeches[i], labelSpeeches[i]))
            code = U_MEMORY_ALLOCATION_ERROR;
    }
    if (U_FAILURE(code)) {
        ssbench_focus_loop_close(loop);
        *status = code;
        return NULL;
    }
    return loop;
}

void ssbench_focus_loop_close(ssbench_focus_loop *loop) {
    if (loop == NULL) return;
    if (loop->result != NULL) unumf_closeResult(loop->result);
    if (loop->display != NULL) unumf_close(loop->display);
    if (loop->names != NULL) unumf_close(loop->names);
    for (int32_t i = 0; i < loop->patternCount; ++i) {
        free(loop->texts[i].source.bytes);
        free(loop->speeches[i].source.bytes);
    }
    for (int32_t i = 0; i < loop->labelCount; ++i) {
        free(loop->labelTexts[i].bytes);
        free(loop->labelSpeeches[i].bytes);
    }
    free(loop);
}

/// One focus: the sentence's text and speech forms in the loop's buffers; their lengths in
/// `*textLength` and `*speechLength`. Returns 0, or ICU's error code.
static UErrorCode focusOne(ssbench_focus_loop *loop, double value, int32_t label, int32_t pattern,
                           int32_t *textLength, int32_t *speechLength) {
    if (label < 0 || label >= loop->labelCount || pattern < 0 || pattern >= loop->patternCount)
        return U_ILLEGAL_ARGUMENT_ERROR;
    UErrorCode code = U_ZERO_ERROR;
    int32_t valueLength =
        formatUTF8(loop->display, loop->result, value, 0, loop->scratch, loop->value, pieceCapacity, &code);
    int32_t spokenLength =
        formatUTF8(loop->names, loop->result, value, 1, loop->scratch, loop->spokenValue, pieceCapacity, &code);
    if (U_FAILURE(code)) return code;
    const piece *labelText = &loop->labelTexts[label];
    const piece *labelSpeech = &loop->labelSpeeches[label];
    *textLength = fillSentence(&loop->texts[pattern], labelText->bytes, labelText->length, loop->value, valueLength,
                               loop->text, sentenceCapacity);
    *speechLength = fillSentence(&loop->speeches[pattern], labelSpeech->bytes, labelSpeech->length,
                                 loop->spokenValue, spokenLength, loop->speech, sentenceCapacity);
    return *textLength < 0 || *speechLength < 0 ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
}

int64_t ssbench_focus_loop_run(ssbench_focus_loop *loop, const double *values, const int32_t *labels,
                               const int32_t *patterns, int32_t count, int32_t *status) {
    int64_t total = 0;
    for (int32_t i = 0; i < count; ++i) {
        int32_t textLength = 0, speechLength = 0;
        UErrorCode code = focusOne(loop, values[i], labels[i], patterns[i], &textLength, &speechLength);
        if (U_FAILURE(code)) {
            *status = code;
            return -1;
        }
        total += textLength + speechLength;
    }
    return total;
}

int32_t ssbench_focus_loop_format(ssbench_focus_loop *loop, double value, int32_t label, int32_t pattern,
                                  char *text, char *speech, int32_t capacity, int32_t *speechLength,
                                  int32_t *status) {
    int32_t textLength = 0;
    UErrorCode code = focusOne(loop, value, label, pattern, &textLength, speechLength);
    if (U_SUCCESS(code) && (textLength > capacity || *speechLength > capacity)) code = U_BUFFER_OVERFLOW_ERROR;
    if (U_FAILURE(code)) {
        *status = code;
        return -1;
    }
    memcpy(text, loop->text, (size_t)textLength);
    memcpy(speech, loop->speech, (size_t)*speechLength);
    return textLength;
}

// MARK: - Count

struct ssbench_count_loop {
    UNumberFormatter *number;
    UFormattedNumber *result;
    UPluralRules *rules;
    piece selectors[maxPatterns];
    sentence variants[maxPatterns];  // cut at "#": see cutVariant
    int32_t variantCount;
    int32_t other;  // the index of the "other" variant
    UChar scratch[scratchCapacity];
    char keyword[32];
    char numberText[pieceCapacity];
    char numberSpeech[pieceCapacity];
    char text[sentenceCapacity];
    char speech[sentenceCapacity];
};

/// A variant cut at each `#`, which takes the number (as a `{value}` segment).
static int cutVariant(sentence *out, const char *text) {
    if (!copyPiece(&out->source, text)) return 0;
    const char *at = out->source.bytes;
    const char *end = at + out->source.length;
    const char *run = at;
    out->count = 0;
    for (; at < end; ++at) {
        if (*at != '#') continue;
        if (out->count + 2 > maxSegments) return 0;
        if (at > run) out->segments[out->count++] = (segment){segmentText, run, (int32_t)(at - run)};
        out->segments[out->count++] = (segment){segmentValue, NULL, 0};
        run = at + 1;
    }
    if (end > run) {
        if (out->count + 1 > maxSegments) return 0;
        out->segments[out->count++] = (segment){segmentText, run, (int32_t)(end - run)};
    }
    return 1;
}

ssbench_count_loop *ssbench_count_loop_open(const char *localeID, const char *const *selectors,
                                            const char *const *variants, int32_t variantCount, int32_t *status) {
    if (variantCount < 1 || variantCount > maxPatterns) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    ssbench_count_loop *loop = calloc(1, sizeof(ssbench_count_loop));
    if (loop == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UErrorCode code = U_ZERO_ERROR;
    loop->number = openFormatter("", localeID, &code);
    loop->result = unumf_openResult(&code);
    loop->rules = uplrules_openForType(localeID, UPLURAL_TYPE_CARDINAL, &code);
    loop->other = -1;
    for (int32_t i = 0; i < variantCount && U_SUCCESS(code); ++i) {
        loop->variantCount = i + 1;
        if (!copyPiece(&loop->selectors[i], selectors[i]) || !cutVariant(&loop->variants[i], variants[i]))
            code = U_MEMORY_ALLOCATION_ERROR;
        if (strcmp(selectors[i], "other") == 0) loop->other = i;
    }
    if (U_SUCCESS(code) && loop->other < 0) code = U_ILLEGAL_ARGUMENT_ERROR;
    if (U_FAILURE(code)) {
        ssbench_count_loop_close(loop);
        *status = code;
        return NULL;
    }
    return loop;
}

void ssbench_count_loop_close(ssbench_count_loop *loop) {
    if (loop == NULL) return;
    if (loop->result != NULL) unumf_closeResult(loop->result);
    if (loop->number != NULL) unumf_close(loop->number);
    if (loop->rules != NULL) uplrules_close(loop->rules);
    for (int32_t i = 0; i < loop->variantCount; ++i) {
        free(loop->selectors[i].bytes);
        free(loop->variants[i].source.bytes);
    }
    free(loop);
}

/// The variant for `count`: an explicit `=N` first, then the plural category of the formatted
/// number, then `other` (as ICU's MessageFormat chooses).
static const sentence *chooseVariant(ssbench_count_loop *loop, int64_t count, UErrorCode *code) {
    char explicit[32];
    int32_t length = 0;
    explicit[length++] = '=';
    char digits[24];
    int32_t digitCount = 0;
    uint64_t magnitude = count < 0 ? (uint64_t)(-(count + 1)) + 1 : (uint64_t)count;
    do {
        digits[digitCount++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    if (count < 0) explicit[length++] = '-';
    while (digitCount > 0) explicit[length++] = digits[--digitCount];
    explicit[length] = 0;
    for (int32_t i = 0; i < loop->variantCount; ++i) {
        if (loop->selectors[i].length == length && memcmp(loop->selectors[i].bytes, explicit, (size_t)length) == 0)
            return &loop->variants[i];
    }
    UChar keyword16[32];
    int32_t keywordLength = uplrules_selectFormatted(loop->rules, loop->result, keyword16, 32, code);
    if (U_FAILURE(*code)) return NULL;
    u_UCharsToChars(keyword16, loop->keyword, keywordLength);
    for (int32_t i = 0; i < loop->variantCount; ++i) {
        if (loop->selectors[i].length == keywordLength &&
            memcmp(loop->selectors[i].bytes, loop->keyword, (size_t)keywordLength) == 0)
            return &loop->variants[i];
    }
    return &loop->variants[loop->other];
}

/// One count: its text and speech forms in the loop's buffers. Returns 0, or ICU's error code.
static UErrorCode countOne(ssbench_count_loop *loop, int64_t count, int32_t *textLength, int32_t *speechLength) {
    UErrorCode code = U_ZERO_ERROR;
    unumf_formatInt(loop->number, count, loop->result, &code);
    int32_t length = unumf_resultToString(loop->result, loop->scratch, scratchCapacity, &code);
    const sentence *variant = chooseVariant(loop, count, &code);
    int32_t numberLength = 0, spokenLength = 0;
    u_strToUTF8(loop->numberText, pieceCapacity, &numberLength, loop->scratch, length, &code);
    length = speechForm(loop->scratch, length);
    u_strToUTF8(loop->numberSpeech, pieceCapacity, &spokenLength, loop->scratch, length, &code);
    if (U_FAILURE(code)) return code;
    *textLength = fillSentence(variant, NULL, 0, loop->numberText, numberLength, loop->text, sentenceCapacity);
    *speechLength = fillSentence(variant, NULL, 0, loop->numberSpeech, spokenLength, loop->speech, sentenceCapacity);
    return *textLength < 0 || *speechLength < 0 ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
}

int64_t ssbench_count_loop_run(ssbench_count_loop *loop, int64_t first, int32_t count, int32_t *status) {
    int64_t total = 0;
    for (int32_t i = 0; i < count; ++i) {
        int32_t textLength = 0, speechLength = 0;
        UErrorCode code = countOne(loop, first + i, &textLength, &speechLength);
        if (U_FAILURE(code)) {
            *status = code;
            return -1;
        }
        total += textLength + speechLength;
    }
    return total;
}

int32_t ssbench_count_loop_format(ssbench_count_loop *loop, int64_t count, char *text, char *speech,
                                  int32_t capacity, int32_t *speechLength, int32_t *status) {
    int32_t textLength = 0;
    UErrorCode code = countOne(loop, count, &textLength, speechLength);
    if (U_SUCCESS(code) && (textLength > capacity || *speechLength > capacity)) code = U_BUFFER_OVERFLOW_ERROR;
    if (U_FAILURE(code)) {
        *status = code;
        return -1;
    }
    memcpy(text, loop->text, (size_t)textLength);
    memcpy(speech, loop->speech, (size_t)*speechLength);
    return textLength;
}
