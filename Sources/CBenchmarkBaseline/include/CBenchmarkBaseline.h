// The plain-C baseline of slider-speech-bench: ICU's C API called directly, with nothing of
// the project in between. It lives in a target of its own that no library product contains.
//
// A loop is opened once (one number formatter and one result) outside the timed region; the
// timed call formats a run of values, each converted to UTF-8, as the project's value text is.
#ifndef SLIDERSPEECH_BENCHMARK_BASELINE_H
#define SLIDERSPEECH_BENCHMARK_BASELINE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One number formatter (an ICU skeleton in one locale) and one formatted-number result.
typedef struct ssbench_number_loop ssbench_number_loop;

/// Opens a loop for `skeleton` (UTF-8, e.g. "currency/USD") in `localeID`. On failure returns
/// NULL and sets `*status` to ICU's error code (positive); `*status` must be 0 on entry.
ssbench_number_loop *ssbench_number_loop_open(const char *skeleton, const char *localeID,
                                              int32_t *status);

/// Closes a loop opened by `ssbench_number_loop_open` (NULL is ignored).
void ssbench_number_loop_close(ssbench_number_loop *loop);

/// The timed work: formats each of `count` values with `unumf_formatDouble` and converts the
/// result to UTF-8 in a scratch buffer. Returns the total UTF-8 bytes written, so the work
/// cannot be optimized away, or -1 with `*status` set to ICU's error code.
int64_t ssbench_number_loop_run(ssbench_number_loop *loop, const double *values, int32_t count,
                                int32_t *status);

/// Formats one value as UTF-8 into `out` (not terminated). Returns the UTF-8 length, or -1
/// with `*status` set (U_BUFFER_OVERFLOW_ERROR when `capacity` is too small).
int32_t ssbench_number_loop_format(ssbench_number_loop *loop, double value, char *out,
                                   int32_t capacity, int32_t *status);


/// The equal-work baseline of a focus announcement: the display format (one skeleton), the
/// value named in full (a second skeleton) made into its speech form, and the focus sentence of
/// one platform filled by plain concatenation, in text and speech forms. The sentences' patterns
/// (UTF-8, their role word and hint already in place) hold `{label}` and `{value}`; the labels
/// are given in both forms.
typedef struct ssbench_focus_loop ssbench_focus_loop;

/// Opens a focus loop: two formatters, one result, the patterns cut at `{label}` and `{value}`
/// (at most 8 patterns and 8 labels). On failure returns NULL and sets `*status`.
ssbench_focus_loop *ssbench_focus_loop_open(const char *displaySkeleton, const char *namesSkeleton,
                                            const char *localeID, const char *const *textPatterns,
                                            const char *const *speechPatterns, int32_t patternCount,
                                            const char *const *labelTexts, const char *const *labelSpeeches,
                                            int32_t labelCount, int32_t *status);

/// Closes a focus loop (NULL is ignored).
void ssbench_focus_loop_close(ssbench_focus_loop *loop);

/// The timed work: for each of `count` values, its two formats and the sentence of pattern
/// `patterns[i]` with label `labels[i]`, in both forms. Returns the total UTF-8 bytes of the
/// sentences, or -1 with `*status` set.
int64_t ssbench_focus_loop_run(ssbench_focus_loop *loop, const double *values, const int32_t *labels,
                               const int32_t *patterns, int32_t count, int32_t *status);

/// One focus sentence into `text` and `speech` (each of `capacity` bytes, not terminated).
/// Returns the text's length and sets `*speechLength`, or returns -1 with `*status` set.
int32_t ssbench_focus_loop_format(ssbench_focus_loop *loop, double value, int32_t label, int32_t pattern,
                                  char *text, char *speech, int32_t capacity, int32_t *speechLength,
                                  int32_t *status);

/// The equal-work baseline of a count message: the number formatted, its plural category
/// selected on the formatted number (`uplrules_selectFormatted`), and the variant for it
/// (an explicit `=N` first, then the category, then `other`) filled where `#` stands, in text
/// and speech forms.
typedef struct ssbench_count_loop ssbench_count_loop;

/// Opens a count loop for `localeID` with the message's variants: `selectors[i]` ("=0", "one",
/// "other"; one must be "other") and `variants[i]` (UTF-8, `#` for the number). At most 8.
ssbench_count_loop *ssbench_count_loop_open(const char *localeID, const char *const *selectors,
                                            const char *const *variants, int32_t variantCount, int32_t *status);

/// Closes a count loop (NULL is ignored).
void ssbench_count_loop_close(ssbench_count_loop *loop);

/// The timed work: the messages of the counts `first`, `first + 1`, … (`count` of them).
/// Returns the total UTF-8 bytes of both forms, or -1 with `*status` set.
int64_t ssbench_count_loop_run(ssbench_count_loop *loop, int64_t first, int32_t count, int32_t *status);

/// One count message into `text` and `speech` (each of `capacity` bytes, not terminated).
/// Returns the text's length and sets `*speechLength`, or returns -1 with `*status` set.
int32_t ssbench_count_loop_format(ssbench_count_loop *loop, int64_t count, char *text, char *speech,
                                  int32_t capacity, int32_t *speechLength, int32_t *status);

/// The speech form the loops make of a formatted number (UTF-16, in place): format characters
/// dropped but the zero-width non-joiner and joiner, a space separator other than U+0020 right
/// between two decimal digits dropped, control characters and the other separators made plain
/// spaces. Returns the new length. (For the test that holds it to the project's.)
int32_t ssbench_speech_form(uint16_t *text, int32_t length);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // SLIDERSPEECH_BENCHMARK_BASELINE_H
