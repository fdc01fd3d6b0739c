// CICUShim: a small C interface over the system ICU, for Swift.
//
// Why this exists: a distribution's ICU names every symbol with its major version
// (`unumf_formatDouble_72`) through `#define` macros in its headers, and Swift's Clang importer
// cannot expand those function-like renaming macros, so Swift cannot call ICU by its documented
// names. This header declares plain, unsuffixed functions (prefix `ssicu_`) that the shim's C++
// implements against ICU's real headers. Parts of ICU used here are C++ only
// (`icu::MessageFormat` with named arguments, `icu::MessagePattern`, `icu::LocaleMatcher`,
// `icu::PluralRules::getSamples`); they stay behind this C interface.
//
// Conventions:
// - This header includes no ICU header: only <stdint.h>, <stddef.h> and <stdbool.h>.
// - ICU status codes cross as `int32_t` (`UErrorCode`): 0 is success, negative values are
//   warnings (also success), positive values are errors; `ssicu_error_name` names them.
// - Strings come in as UTF-8. Text goes out as UTF-8 into a caller buffer of `capacity` bytes;
//   the return value is the length the whole text needs (no terminating NUL is counted or
//   promised). When it exceeds `capacity` the status is U_BUFFER_OVERFLOW_ERROR (15) and the
//   caller calls again with a larger buffer.
// - Offsets into patterns are in UTF-16 code units, as ICU counts them.
// - Locale arguments are ICU locale IDs (`en_US`, `sr_Latn_RS@numbers=arab`), as returned by
//   `ssicu_locale_for_language_tag`.
// - Formatter handles are opaque and owned by the caller, who closes each exactly once.
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Status codes and versions

/// ICU's status code for an output buffer that was too small.
#define SSICU_BUFFER_OVERFLOW_ERROR 15

/// ICU's name for a status code (`u_errorName`), such as "U_ILLEGAL_ARGUMENT_ERROR". The string
/// is static.
const char *ssicu_error_name(int32_t status);

/// The ICU library's version, such as "72.1".
int32_t ssicu_icu_version(char *out, int32_t capacity);

/// The version of the CLDR data ICU carries, such as "42.0".
int32_t ssicu_cldr_version(char *out, int32_t capacity, int32_t *status);

/// The version of the Unicode data ICU carries, such as "15.0".
int32_t ssicu_unicode_version(char *out, int32_t capacity);

// MARK: - Locales

/// Parses a BCP 47 tag (NUL-terminated) into an ICU locale ID (`uloc_forLanguageTag`).
/// `parsedLength` receives how many bytes of the tag were well-formed.
int32_t ssicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                      int32_t *parsedLength, int32_t *status);

/// The canonical BCP 47 tag of a locale ID (`uloc_toLanguageTag`, strict).
int32_t ssicu_locale_to_language_tag(const char *localeID, char *out, int32_t capacity,
                                     int32_t *status);

/// The locale ID with likely subtags added (`uloc_addLikelySubtags`): zh_TW → zh_Hant_TW.
int32_t ssicu_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity,
                                        int32_t *status);

/// The language code of a locale ID (`uloc_getLanguage`).
int32_t ssicu_locale_language(const char *localeID, char *out, int32_t capacity,
                              int32_t *status);

/// The script code of a locale ID (`uloc_getScript`), empty when the ID names none.
int32_t ssicu_locale_script(const char *localeID, char *out, int32_t capacity, int32_t *status);

/// Whether the locale's script (likely script when it names none) is written right to left.
bool ssicu_locale_is_right_to_left(const char *localeID);

/// How many locales ICU has data for (`uloc_countAvailable`).
int32_t ssicu_available_locale_count(void);

/// The locale ID of the available locale at `index`; the string is owned by ICU.
const char *ssicu_available_locale(int32_t index);

/// The index of the supported locale that `icu::LocaleMatcher` (likely subtags, CLDR language
/// distances, no default locale) finds best for `desired`, or -1 when it finds none good
/// enough. `supported` holds `count` locale IDs, each ended by a NUL.
int32_t ssicu_locale_best_match(const char *desired, const char *supported, int32_t count,
                                int32_t *status);

/// Every ISO 4217 code ICU knows (`ucurr_openISOCurrencies(UCURR_ALL)`), each followed by a
/// space.
int32_t ssicu_iso_currency_codes(char *out, int32_t capacity, int32_t *status);

// MARK: - Text direction

enum {
    SSICU_DIRECTION_NEUTRAL = 0,
    SSICU_DIRECTION_LTR = 1,
    SSICU_DIRECTION_RTL = 2,
};

/// The direction of a UTF-8 text by its first strong character (`ubidi_getBaseDirection`):
/// SSICU_DIRECTION_RTL for "سعر", LTR for "Price", NEUTRAL for "60 $" (no strong character).
int32_t ssicu_text_base_direction(const char *text, int32_t length);

enum {
    SSICU_TRAIT_RTL = 1,             // a character runs right to left (bidi class R or AL)
    SSICU_TRAIT_BIDI_CONTROLS = 2,   // explicit embeddings, overrides or isolates (bidi classes
                                     // LRE RLE PDF LRO RLO LRI RLI FSI PDI)
    SSICU_TRAIT_SPEECH_DIFFERS = 4,  // a character the speech form changes
};

/// Whether UTF-8 text is printable ASCII only (every byte from 0x20 to 0x7E): the shortcut every
/// part of the package takes before looking at characters. Such text has no traits, is its own
/// speech form and needs no escape in a line written for people. Inline, so that Swift callers
/// pay no call for it.
static inline bool ssicu_is_printable_ascii(const char *text, size_t length) {
    for (size_t i = 0; i < length; ++i) {
        unsigned char byte = (unsigned char)text[i];
        if (byte < 0x20 || byte >= 0x7F) return false;
    }
    return true;
}

/// The one entry point for what a UTF-8 text needs when it is inserted into a sentence, by
/// ICU's character data: its traits (a bit set of SSICU_TRAIT_… values) into `traits`, and, only
/// when they include SSICU_TRAIT_SPEECH_DIFFERS, its speech form into `out` (returning its
/// length; 0 otherwise). The speech form is the text for a speech engine: format characters
/// (general category Cf: bidi marks and isolates, zero-width characters, the Arabic letter mark)
/// removed but the zero-width non-joiner and joiner; a space separator other than U+0020 (a
/// no-break, narrow no-break, thin or figure space) removed where the characters right before
/// and after it in the text are decimal digits (general category Nd, any script), as where a
/// locale groups digits with it: Russian's "1 077,48" (U+00A0) becomes "1077,48", which a
/// speech engine reads as one number; control characters and other space, line and paragraph
/// separators written as one space. It is never longer than the text. Printable ASCII
/// (`ssicu_is_printable_ascii`) is decided without ICU: no traits, its own speech form.
int32_t ssicu_speech_form_with_traits(const char *text, int32_t length, char *out, int32_t capacity,
                                      int32_t *traits, int32_t *status);

/// What a speech form's join needs to know of one character (a code point): 1 for a decimal
/// digit (general category Nd), 2 for a space separator other than U+0020 (Zs), 0 otherwise.
int32_t ssicu_speech_join_class(int32_t c);

// MARK: - Character classes

enum {
    SSICU_CHARS_LINE_SEPARATORS = 0,   // general categories Zl and Zp (U+2028, U+2029)
    SSICU_CHARS_BIDI_CONTROLS = 1,     // the Bidi_Control property: marks, embeddings, isolates
    SSICU_CHARS_INVISIBLE = 2,         // general categories Zs (but U+0020) and Cf
    SSICU_CHARS_SYNTAX_LOOKALIKES = 3, // characters whose NFKC form is one of { } , # | '
    SSICU_CHARS_CONTROLS = 4,          // general category Cc: C0 controls, DEL, C1 controls
    SSICU_CHARS_BIDI_EMBEDDINGS = 5,   // bidi classes LRE, RLE, LRO, RLO, PDF
    SSICU_CHARS_ISOLATE_OPENERS = 6,   // bidi classes LRI, RLI, FSI
    SSICU_CHARS_ISOLATE_CLOSERS = 7,   // bidi class PDI
};

/// The code points of one SSICU_CHARS_… class as ranges, from ICU's data: `out` gets start and
/// end (inclusive) of each range in turn. Returns the number of ranges; when `capacity` holds
/// fewer than twice as many numbers, sets U_BUFFER_OVERFLOW_ERROR and writes nothing.
int32_t ssicu_char_class_ranges(int32_t which, int32_t *out, int32_t capacity, int32_t *status);

/// The ASCII character a code point's NFKC form is (U+FF0C FULLWIDTH COMMA → ','), or -1 when
/// its NFKC form is anything else.
int32_t ssicu_char_nfkc_ascii(int32_t scalar);

/// ICU's name of a code point (`u_charName`, "RIGHT-TO-LEFT MARK") into `out`; returns its
/// length.
int32_t ssicu_char_name(int32_t scalar, char *out, int32_t capacity, int32_t *status);

// MARK: - Numbers

/// A number formatter for one skeleton and locale (`UNumberFormatter`). Thread-safe: one may
/// format on many threads at once.
typedef struct ssicu_number_formatter ssicu_number_formatter;

/// Opens a formatter for an ICU number skeleton (UTF-8) in a locale; NULL on error.
ssicu_number_formatter *ssicu_number_formatter_open(const char *skeleton, int32_t skeletonLength,
                                                    const char *localeID, int32_t *status);

void ssicu_number_formatter_close(ssicu_number_formatter *formatter);

/// Formats a double. The result object is the calling thread's own, kept between calls, so
/// this allocates nothing once the thread's buffers are large enough.
int32_t ssicu_number_format_double(const ssicu_number_formatter *formatter, double value,
                                   char *out, int32_t capacity, int32_t *status);

/// Formats a decimal number given as text ("1234.50", "-3.25", "1e6"), exactly.
int32_t ssicu_number_format_decimal(const ssicu_number_formatter *formatter, const char *decimal,
                                    int32_t decimalLength, char *out, int32_t capacity,
                                    int32_t *status);

/// A number range formatter for one skeleton and locale (`UNumberRangeFormatter`), with ICU's
/// automatic collapsing and "approximately" for equal ends. Thread-safe.
typedef struct ssicu_number_range_formatter ssicu_number_range_formatter;

ssicu_number_range_formatter *ssicu_number_range_formatter_open(const char *skeleton,
                                                                int32_t skeletonLength,
                                                                const char *localeID,
                                                                int32_t *status);

void ssicu_number_range_formatter_close(ssicu_number_range_formatter *formatter);

/// Formats the range `first`…`second` with the calling thread's own result object.
int32_t ssicu_number_range_format_double(const ssicu_number_range_formatter *formatter,
                                         double first, double second, char *out,
                                         int32_t capacity, int32_t *status);

// MARK: - Values for display and speech

/// Formats a double as `ssicu_number_format_double` does, with each currency, unit, percent,
/// permille, sign and compact field that holds a letter kept whole and in its own order in a
/// left-to-right and a right-to-left paragraph, decided with ICU's field positions and bidi
/// algorithm: a field the algorithm would tear apart ("US$" in "\u200F٦٠ US$") gets a direction
/// mark of its own direction at each end that is not a strong letter of that direction
/// ("US$\u200E"), or, where marks cannot hold it, an isolate. ICU's own marks stay.
int32_t ssicu_number_format_double_display(const ssicu_number_formatter *formatter, double value,
                                           char *out, int32_t capacity, int32_t *status);

/// Formats a range as `ssicu_number_range_format_double` does, its fields kept whole as
/// `ssicu_number_format_double_display` keeps them.
int32_t ssicu_number_range_format_double_display(const ssicu_number_range_formatter *formatter,
                                                 double first, double second, char *out,
                                                 int32_t capacity, int32_t *status);

/// The value as the formatter rounds it, as a decimal number in ASCII ("60", "-1.5E+3")
/// (`unumf_resultToDecimalNumber`).
int32_t ssicu_number_rounded_decimal(const ssicu_number_formatter *formatter, double value,
                                     char *out, int32_t capacity, int32_t *status);

/// What a screen shows for a UTF-8 text as one paragraph of the given direction: the text in
/// visual order, left to right, mirrored characters mirrored (`ubidi_setPara` and
/// `ubidi_writeReordered`), without bidi
/// controls or other format characters.
int32_t ssicu_bidi_visual(const char *text, int32_t length, bool rightToLeft, char *out,
                          int32_t capacity, int32_t *status);

/// ICU's rule-based spell-out format for a locale (`unum_open(UNUM_SPELLOUT)`, its default
/// rule set). NOT thread-safe: callers serialize use.
typedef struct ssicu_spellout ssicu_spellout;

ssicu_spellout *ssicu_spellout_open(const char *localeID, int32_t *status);

void ssicu_spellout_close(ssicu_spellout *spellout);

/// The locale whose rules ICU actually loaded (`ULOC_ACTUAL_LOCALE`): "en" for ur, which has
/// no rules of its own.
int32_t ssicu_spellout_actual_locale(const ssicu_spellout *spellout, char *out, int32_t capacity,
                                     int32_t *status);

/// The name of the default rule set ("%spellout-numbering").
int32_t ssicu_spellout_rule_set(const ssicu_spellout *spellout, char *out, int32_t capacity,
                                int32_t *status);

/// A decimal number given as text ("60", "12.5") in words (`unum_formatDecimal`).
int32_t ssicu_spellout_format_decimal(ssicu_spellout *spellout, const char *decimal,
                                      int32_t decimalLength, char *out, int32_t capacity,
                                      int32_t *status);

// MARK: - Collation

/// ICU's root collation, tertiary strength, punctuation not ignorable, digits compared as
/// numbers (`ucol_open("")` with `UCOL_NUMERIC_COLLATION`). Comparisons are thread-safe.
typedef struct ssicu_collator ssicu_collator;

ssicu_collator *ssicu_collator_open_root_numeric(int32_t *status);

void ssicu_collator_close(ssicu_collator *collator);

/// -1, 0 or 1 as `left` sorts before, with or after `right` (both UTF-8, `ucol_strcollUTF8`).
int32_t ssicu_collator_compare_utf8(const ssicu_collator *collator, const char *left, int32_t leftLength,
                                    const char *right, int32_t rightLength, int32_t *status);

// MARK: - Plural rules

/// The CLDR plural rules of a locale, cardinal or ordinal. Selection is thread-safe.
typedef struct ssicu_plural_rules ssicu_plural_rules;

ssicu_plural_rules *ssicu_plural_rules_open(const char *localeID, bool ordinal, int32_t *status);

void ssicu_plural_rules_close(ssicu_plural_rules *rules);

/// The categories the rules use, in ICU's order, each followed by a space.
int32_t ssicu_plural_rules_keywords(const ssicu_plural_rules *rules, char *out, int32_t capacity,
                                    int32_t *status);

/// The category of a double (`uplrules_select`): an integer-valued double has no fraction digits.
int32_t ssicu_plural_rules_select(const ssicu_plural_rules *rules, double value, char *out,
                                  int32_t capacity, int32_t *status);

/// The category of `value` as `formatter` writes it (`uplrules_selectFormatted`): "1.0" is not "1".
int32_t ssicu_plural_rules_select_formatted(const ssicu_plural_rules *rules,
                                            const ssicu_number_formatter *formatter, double value,
                                            char *out, int32_t capacity, int32_t *status);

/// The category of a decimal number given as text, as `formatter` writes it.
int32_t ssicu_plural_rules_select_formatted_decimal(const ssicu_plural_rules *rules,
                                                    const ssicu_number_formatter *formatter,
                                                    const char *decimal, int32_t decimalLength,
                                                    char *out, int32_t capacity,
                                                    int32_t *status);

/// Sample values of a category (`icu::PluralRules::getSamples`); at most `capacity` are written
/// and the count written is returned.
int32_t ssicu_plural_rules_samples(const ssicu_plural_rules *rules, const char *keyword,
                                   double *out, int32_t capacity, int32_t *status);

// MARK: - Message patterns

/// `UMessagePatternPartType`, with ICU's values (checked against ICU when the shim compiles).
enum {
    SSICU_PART_MSG_START = 0,
    SSICU_PART_MSG_LIMIT = 1,
    SSICU_PART_SKIP_SYNTAX = 2,
    SSICU_PART_INSERT_CHAR = 3,
    SSICU_PART_REPLACE_NUMBER = 4,
    SSICU_PART_ARG_START = 5,
    SSICU_PART_ARG_LIMIT = 6,
    SSICU_PART_ARG_NUMBER = 7,
    SSICU_PART_ARG_NAME = 8,
    SSICU_PART_ARG_TYPE = 9,
    SSICU_PART_ARG_STYLE = 10,
    SSICU_PART_ARG_SELECTOR = 11,
    SSICU_PART_ARG_INT = 12,
    SSICU_PART_ARG_DOUBLE = 13,
};

/// `UMessagePatternArgType`, with ICU's values.
enum {
    SSICU_ARG_NONE = 0,
    SSICU_ARG_SIMPLE = 1,
    SSICU_ARG_CHOICE = 2,
    SSICU_ARG_PLURAL = 3,
    SSICU_ARG_SELECT = 4,
    SSICU_ARG_SELECTORDINAL = 5,
};

/// One part of a parsed message pattern (`icu::MessagePattern::Part`).
typedef struct ssicu_message_part {
    int32_t type;         // SSICU_PART_…
    int32_t index;        // start in the pattern, in UTF-16 code units
    int32_t length;       // length in UTF-16 code units
    int32_t value;        // ICU's part value (nesting level, argument number, …)
    int32_t argType;      // SSICU_ARG_… for ARG_START and ARG_LIMIT parts
    int32_t limitPart;    // for a START part, the index of its LIMIT part
    double numericValue;  // for ARG_INT and ARG_DOUBLE parts
} ssicu_message_part;

/// A parsed ICU MessageFormat pattern (`icu::MessagePattern`, apostrophes as ICU4C's default).
typedef struct ssicu_message_pattern ssicu_message_pattern;

/// Parses a pattern (UTF-8); NULL on a syntax error. `errorOffset` receives where the fault is,
/// in UTF-16 code units: ICU's own offset, or — where ICU reports 0 for an unmatched brace or a
/// missing `other` — the innermost brace that was still open when ICU stopped.
ssicu_message_pattern *ssicu_message_pattern_open(const char *pattern, int32_t patternLength,
                                                  int32_t *errorOffset, int32_t *status);

void ssicu_message_pattern_close(ssicu_message_pattern *pattern);

int32_t ssicu_message_pattern_part_count(const ssicu_message_pattern *pattern);

ssicu_message_part ssicu_message_pattern_part(const ssicu_message_pattern *pattern, int32_t index);

// MARK: - Message formatting

/// An `icu::MessageFormat` for one pattern and locale. NOT thread-safe: callers serialize use.
typedef struct ssicu_message_format ssicu_message_format;

/// Opens a message format (pattern in UTF-8); NULL on error. `errorOffset` as for
/// `ssicu_message_pattern_open` when ICU gives one, else -1.
ssicu_message_format *ssicu_message_format_open(const char *pattern, int32_t patternLength,
                                                const char *localeID, int32_t *errorOffset,
                                                int32_t *status);

void ssicu_message_format_close(ssicu_message_format *format);

/// A named argument: a number, or a string (UTF-8) when `isString`.
typedef struct ssicu_message_argument {
    const char *name;
    int32_t nameLength;
    bool isString;
    double number;
    const char *text;
    int32_t textLength;
} ssicu_message_argument;

/// Formats the message with named arguments. An argument the pattern uses but `arguments` lacks
/// stays in the output as ICU writes it ("{name}").
int32_t ssicu_message_format_format(const ssicu_message_format *format,
                                    const ssicu_message_argument *arguments, int32_t count,
                                    char *out, int32_t capacity, int32_t *status);

/// The number format and cardinal plural rules ICU's MessageFormat uses for a plural's
/// number and its `#` in a locale (`NumberFormat::createInstance`, `PluralRules::forLocale`).
/// Not thread-safe: callers serialize its use.
typedef struct ssicu_message_number ssicu_message_number;

/// Opens the pair for a locale; NULL on error.
ssicu_message_number *ssicu_message_number_open(const char *localeID, int32_t *status);

void ssicu_message_number_close(ssicu_message_number *number);

/// Writes `value` as MessageFormat writes a plural's `#` and a number in a plain argument into
/// `out` (UTF-8), and the plural category MessageFormat selects for it into `keyword` (ASCII,
/// NUL-terminated; `keywordCapacity` at least 32): the category of the number as written, so
/// that 1.0005, written "1", is "one" in English. Returns the text's length.
int32_t ssicu_message_number_format(ssicu_message_number *number, double value, char *out,
                                    int32_t capacity, char *keyword, int32_t keywordCapacity,
                                    int32_t *status);

// MARK: - Measure units

/// The type ICU gives the measure unit with this core identifier (`MeasureUnit::forIdentifier`,
/// `getType`): "length" for "kilometer", "speed" for "kilometer-per-hour", as a skeleton's
/// `measure-unit/length-kilometer` names it; empty for a unit outside CLDR's list of units
/// ("foot-per-fortnight") and for the empty identifier (ICU's dimensionless unit).
/// U_ILLEGAL_ARGUMENT_ERROR for an identifier ICU cannot read.
int32_t ssicu_measure_unit_type(const char *identifier, int32_t length, char *out, int32_t capacity,
                                int32_t *status);

// MARK: - A value with the catalog's name of its currency or unit

/// Formats a double with `formatter` (one that names a currency or unit in full) as UTF-8 into
/// `out`, with ICU's name of the currency or unit (the text of its UNUM_CURRENCY_FIELD or
/// UNUM_MEASURE_UNIT_FIELD) replaced by `decimalName` when the number is written with fraction
/// digits (a UNUM_FRACTION_FIELD: CLDR's plural operand v is not 0), else by `integerName`; a
/// NULL name, or a text without such a field, keeps ICU's text. Returns the length it needs.
int32_t ssicu_number_format_renamed(const ssicu_number_formatter *formatter, double value,
                                    const char *integerName, int32_t integerLength,
                                    const char *decimalName, int32_t decimalLength, char *out,
                                    int32_t capacity, int32_t *status);

/// Formats a double for display as `ssicu_number_format_double_display` does, with ICU's name
/// of the currency or unit (formatted in full) replaced by `decimalName` when the number is
/// written with fraction digits, else by `integerName`, as `ssicu_number_format_renamed`
/// replaces it; the fields are kept whole at their new places. A NULL name keeps ICU's.
int32_t ssicu_number_format_display_renamed(const ssicu_number_formatter *formatter, double value,
                                            const char *integerName, int32_t integerLength,
                                            const char *decimalName, int32_t decimalLength, char *out,
                                            int32_t capacity, int32_t *status);

/// Formats a range for display as `ssicu_number_range_format_double_display` does, each name
/// of a currency or unit replaced as `ssicu_number_format_display_renamed` replaces it, by the
/// number it belongs to: a name written once after both numbers ("1,5–2,5 kilometra") by the
/// second.
int32_t ssicu_number_range_format_display_renamed(const ssicu_number_range_formatter *formatter, double first,
                                                  double second, const char *integerName, int32_t integerLength,
                                                  const char *decimalName, int32_t decimalLength, char *out,
                                                  int32_t capacity, int32_t *status);

// MARK: - A value's text and speech forms in one call

/// Formats a double for display as `ssicu_number_format_double_display` does into the start of
/// `out` (its length into `displayLength`, its traits — SSICU_TRAIT_… bits, as
/// `ssicu_speech_form_with_traits` finds them — into `traits`), and right after it the value's
/// speech form: with `names` (a formatter that names the currency or unit in full), the speech
/// form of `names`'s text of the value; without, the display text's own speech form when it
/// differs from the text (SSICU_TRAIT_SPEECH_DIFFERS in `traits`), else nothing. Returns the
/// length of both; on U_BUFFER_OVERFLOW_ERROR, a capacity that holds both.
int32_t ssicu_number_format_spoken(const ssicu_number_formatter *formatter,
                                   const ssicu_number_formatter *names, double value, char *out,
                                   int32_t capacity, int32_t *displayLength, int32_t *traits,
                                   int32_t *status);

// MARK: - Probes for the web page's data

/// A number field of a formatted value: ICU's `UNumberFormatFields` value and where it is, in
/// UTF-8 bytes of the text written.
typedef struct ssicu_number_field {
    int32_t field;
    int32_t start;
    int32_t limit;
} ssicu_number_field;

/// Formats a double as `ssicu_number_format_double` does, and writes the number fields ICU
/// reports for it into `fields` (at most `fieldCapacity`; how many there are into `fieldCount`,
/// with U_BUFFER_OVERFLOW_ERROR when they did not fit). Returns the text's length.
int32_t ssicu_number_format_fields(const ssicu_number_formatter *formatter, double value, char *out,
                                   int32_t capacity, ssicu_number_field *fields,
                                   int32_t fieldCapacity, int32_t *fieldCount, int32_t *status);

/// `ssicu_number_format_fields` for the number MessageFormat writes (`ssicu_message_number_format`
/// of a number that is not whole); U_UNSUPPORTED_ERROR when the locale's default format is not a
/// decimal format.
int32_t ssicu_message_number_fields(ssicu_message_number *number, double value, char *out, int32_t capacity,
                                    ssicu_number_field *fields, int32_t fieldCapacity, int32_t *fieldCount,
                                    int32_t *status);

/// The rules as ICU writes them (`icu::PluralRules::getRules`):
/// "one: i  in 1..1 and v  in 0..0; other: ".
int32_t ssicu_plural_rules_description(const ssicu_plural_rules *rules, char *out, int32_t capacity,
                                       int32_t *status);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // CICUSHIM_H
