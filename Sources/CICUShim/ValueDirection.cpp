// Values that keep their order in either paragraph direction, and ICU's own bidi reordering.
//
// ICU writes a value as its locale means it, direction marks included ("\u200F٦٠ US$" in
// Arabic, "\u200E$۶۰" in Persian). What the bidi algorithm can still do wrong is tear a field
// apart: in "US$" the letters make a left-to-right run and the "$" after them is neutral, so
// in a right-to-left line it lands on the other side ("$US ٦٠"). Here each currency, unit,
// percent, permille, sign and compact field that holds a strong letter is checked with ICU's
// bidi algorithm in a left-to-right and a right-to-left paragraph; a field that does not stay
// whole, in its own order, gets a direction mark of its own direction on each side that does
// not already end in a strong letter of that direction ("US$" → "US$\u200E"). Should marks not
// suffice, the field is isolated (LRI or RLI … PDI). Nothing else in ICU's text changes.
#include "ShimSupport.h"

#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unum.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

/// A field of a formatted value: [start, limit) in UTF-16 code units.
struct Field {
    int32_t start;
    int32_t limit;
};

/// The strong direction of a character: 1 left to right, 2 right to left, 0 neither.
int strongDirection(UChar32 c) {
    switch (u_charDirection(c)) {
    case U_LEFT_TO_RIGHT: return 1;
    case U_RIGHT_TO_LEFT:
    case U_RIGHT_TO_LEFT_ARABIC: return 2;
    default: return 0;
    }
}

/// The direction of a field's first strong character, or 0 when it has none.
int fieldDirection(const icu::UnicodeString &text, const Field &field) {
    for (int32_t i = field.start; i < field.limit; i = text.moveIndex32(i, 1)) {
        if (int direction = strongDirection(text.char32At(i))) return direction;
    }
    return 0;
}

/// Whether the bidi algorithm could tear the field: it has a strong character, and an end
/// that is not strong in its direction or a strong character of the other direction.
bool mayTear(const icu::UnicodeString &text, const Field &field, int direction) {
    if (direction == 0) return false;
    if (strongDirection(text.char32At(field.start)) != direction) return true;
    if (strongDirection(text.char32At(text.moveIndex32(field.limit, -1))) != direction) return true;
    for (int32_t i = field.start; i < field.limit; i = text.moveIndex32(i, 1)) {
        int d = strongDirection(text.char32At(i));
        if (d != 0 && d != direction) return true;
    }
    return false;
}

/// Whether every field stays whole and in its own order when `text` is a paragraph of
/// `level` (0 left to right, 1 right to left).
bool fieldsWhole(UBiDi *bidi, const icu::UnicodeString &text, const std::vector<Field> &fields,
                 UBiDiLevel level, UErrorCode &status) {
    ubidi_setPara(bidi, text.getBuffer(), text.length(), level, nullptr, &status);
    if (U_FAILURE(status)) return true;
    for (const Field &field : fields) {
        int direction = fieldDirection(text, field);
        int32_t first = ubidi_getVisualIndex(bidi, field.start, &status);
        for (int32_t i = field.start + 1; i < field.limit; i++) {
            int32_t visual = ubidi_getVisualIndex(bidi, i, &status);
            int32_t expected = direction == 2 ? first - (i - field.start) : first + (i - field.start);
            if (U_FAILURE(status)) return true;
            if (visual != expected) return false;
        }
    }
    return true;
}

bool wholeBothWays(UBiDi *bidi, const icu::UnicodeString &text, const std::vector<Field> &fields,
                   UErrorCode &status) {
    return fieldsWhole(bidi, text, fields, 0, status) && fieldsWhole(bidi, text, fields, 1, status);
}

/// `text` with `fields` (sorted, not overlapping) wrapped as `wrap` says; `moved` receives the
/// fields' new positions.
template <typename Wrap>
icu::UnicodeString rewrite(const icu::UnicodeString &text, const std::vector<Field> &fields, Wrap wrap,
                           std::vector<Field> &moved) {
    icu::UnicodeString result;
    moved.clear();
    int32_t at = 0;
    for (const Field &field : fields) {
        result.append(text, at, field.start - at);
        UChar before = 0, after = 0;
        wrap(field, before, after);
        if (before != 0) result.append(before);
        int32_t start = result.length();
        result.append(text, field.start, field.limit - field.start);
        moved.push_back(Field{start, result.length()});
        if (after != 0) result.append(after);
        at = field.limit;
    }
    result.append(text, at, text.length() - at);
    return result;
}

/// How a value's fields are repaired: not at all, with direction marks, or isolated.
enum class Repair { none, marks, isolates };

/// The calling thread's field iterator and bidi object, and the repairs already decided, by
/// the value's shape (below): a value formatted again with other digits is repaired without
/// running the bidi algorithm again.
struct RepairState {
    UConstrainedFieldPosition *position = nullptr;
    UBiDi *bidi = nullptr;
    std::unordered_map<std::u16string, Repair> decided;
    RepairState() = default;
    RepairState(const RepairState &) = delete;
    RepairState &operator=(const RepairState &) = delete;
    ~RepairState() {
        if (position != nullptr) ucfpos_close(position);
        if (bidi != nullptr) ubidi_close(bidi);
    }
};

thread_local RepairState repairState;

/// The shape of a value for the bidi algorithm: its text with every decimal digit replaced by
/// the zero of its own script (the algorithm sees a digit's bidi class only, the same for all
/// ten digits of a script), then the candidate fields' positions. Two values of one shape get
/// the same repair.
std::u16string shapeOf(const icu::UnicodeString &text, const std::vector<Field> &fields) {
    std::u16string shape;
    shape.reserve(static_cast<size_t>(text.length()) + 2 * fields.size() + 1);
    for (int32_t i = 0; i < text.length(); ++i) {
        UChar c = text.charAt(i);
        int32_t digit = u_charDigitValue(c);
        if (digit > 0 && u_charType(c) == U_DECIMAL_DIGIT_NUMBER) c = static_cast<UChar>(c - digit);
        shape.push_back(static_cast<char16_t>(c));
    }
    shape.push_back(u'\uFFFF');
    for (const Field &field : fields) {
        shape.push_back(static_cast<char16_t>(field.start));
        shape.push_back(static_cast<char16_t>(field.limit));
    }
    return shape;
}

/// `text` with its torn fields repaired (see the top of this file); `text` itself when none is.
icu::UnicodeString keepFieldsWhole(const icu::UnicodeString &text, const UFormattedValue *value,
                                   UErrorCode &status) {
    // Only a field with a strong letter can tear: a value with none ("$1,077.48", "1.077,48 $")
    // is left as it is without asking ICU for its fields.
    bool hasStrong = false;
    for (int32_t i = 0; i < text.length() && !hasStrong; i = text.moveIndex32(i, 1)) {
        UChar32 c = text.char32At(i);
        hasStrong = c >= 0x41 && strongDirection(c) != 0;
    }
    if (!hasStrong) return text;
    RepairState &state = repairState;
    if (state.position == nullptr) {
        state.position = ucfpos_open(&status);
    } else {
        ucfpos_reset(state.position, &status);
    }
    std::vector<Field> candidates;
    UConstrainedFieldPosition *position = state.position;
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, &status);
    while (U_SUCCESS(status) && ufmtval_nextPosition(value, position, &status)) {
        int32_t field = ucfpos_getField(position, &status);
        if (field != UNUM_CURRENCY_FIELD && field != UNUM_MEASURE_UNIT_FIELD &&
            field != UNUM_PERCENT_FIELD && field != UNUM_PERMILL_FIELD && field != UNUM_SIGN_FIELD &&
            field != UNUM_COMPACT_FIELD) {
            continue;
        }
        Field span{0, 0};
        ucfpos_getIndexes(position, &span.start, &span.limit, &status);
        if (span.limit > span.start && mayTear(text, span, fieldDirection(text, span))) {
            candidates.push_back(span);
        }
    }
    if (U_FAILURE(status) || candidates.empty()) return text;
    std::sort(candidates.begin(), candidates.end(),
              [](const Field &a, const Field &b) { return a.start < b.start; });

    auto marks = [&](const Field &field, UChar &before, UChar &after) {
        int direction = fieldDirection(text, field);
        UChar mark = direction == 2 ? 0x200F : 0x200E;
        if (strongDirection(text.char32At(field.start)) != direction) before = mark;
        if (strongDirection(text.char32At(text.moveIndex32(field.limit, -1))) != direction) {
            after = mark;
        }
    };
    auto isolates = [&](const Field &field, UChar &before, UChar &after) {
        before = fieldDirection(text, field) == 2 ? 0x2067 : 0x2066;
        after = 0x2069;
    };
    std::vector<Field> moved;
    std::u16string shape = shapeOf(text, candidates);
    auto known = state.decided.find(shape);
    if (known != state.decided.end()) {
        switch (known->second) {
        case Repair::none: return text;
        case Repair::marks: return rewrite(text, candidates, marks, moved);
        case Repair::isolates: return rewrite(text, candidates, isolates, moved);
        }
    }

    if (state.bidi == nullptr) state.bidi = ubidi_open();
    UBiDi *bidi = state.bidi;
    Repair repair = Repair::none;
    icu::UnicodeString result = text;
    if (!wholeBothWays(bidi, text, candidates, status)) {
        icu::UnicodeString marked = rewrite(text, candidates, marks, moved);
        if (wholeBothWays(bidi, marked, moved, status)) {
            repair = Repair::marks;
            result = marked;
        } else {
            repair = Repair::isolates;
            result = rewrite(text, candidates, isolates, moved);
        }
    }
    if (U_FAILURE(status)) {
        status = U_ZERO_ERROR;
        return text;
    }
    // Shapes are few per formatter; a thread that meets very many starts over.
    if (state.decided.size() >= 1024) state.decided.clear();
    state.decided.emplace(std::move(shape), repair);
    return result;
}

/// The calling thread's own range result for display formatting.
struct ThreadDisplayRange {
    UFormattedNumberRange *result = nullptr;
    ThreadDisplayRange() = default;
    ThreadDisplayRange(const ThreadDisplayRange &) = delete;
    ThreadDisplayRange &operator=(const ThreadDisplayRange &) = delete;
    ~ThreadDisplayRange() {
        if (result != nullptr) unumrf_closeResult(result);
    }
};

thread_local ThreadDisplayRange threadDisplayRange;

int32_t displayText(const UFormattedValue *value, char *out, int32_t capacity, UErrorCode &status) {
    int32_t length = 0;
    const UChar *chars = ufmtval_getString(value, &length, &status);
    if (U_FAILURE(status)) return 0;
    icu::UnicodeString text(false, chars, length);  // read-only alias of the result's text
    return ssicu::copyUTF8(keepFieldsWhole(text, value, status), out, capacity, status);
}

}  // namespace

extern "C" {

int32_t ssicu_number_format_double_display(const ssicu_number_formatter *formatter, double value,
                                           char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    const UFormattedValue *formatted = unumf_resultAsValue(result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return displayText(formatted, out, capacity, s.code);
}

int32_t ssicu_number_range_format_double_display(const ssicu_number_range_formatter *formatter,
                                                 double first, double second, char *out,
                                                 int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    ThreadDisplayRange &state = threadDisplayRange;
    if (state.result == nullptr) state.result = unumrf_openResult(&s.code);
    unumrf_formatDoubleRange(formatter->formatter, first, second, state.result, &s.code);
    const UFormattedValue *formatted = unumrf_resultAsValue(state.result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return displayText(formatted, out, capacity, s.code);
}

int32_t ssicu_number_rounded_decimal(const ssicu_number_formatter *formatter, double value,
                                     char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return unumf_resultToDecimalNumber(result, out, capacity, &s.code);
}

int32_t ssicu_bidi_visual(const char *text, int32_t length, bool rightToLeft, char *out,
                          int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    icu::UnicodeString logical = ssicu::fromUTF8(text, length);
    UBiDi *bidi = ubidi_open();
    ubidi_setPara(bidi, logical.getBuffer(), logical.length(), rightToLeft ? 1 : 0, nullptr, &s.code);
    std::vector<UChar> visual(static_cast<size_t>(logical.length()) * 2 + 1);
    int32_t written = ubidi_writeReordered(bidi, visual.data(), static_cast<int32_t>(visual.size()),
                                           UBIDI_REMOVE_BIDI_CONTROLS | UBIDI_DO_MIRRORING, &s.code);
    ubidi_close(bidi);
    if (U_FAILURE(s.code)) return 0;
    // What a screen shows: the remaining format characters (the Arabic letter mark) are
    // invisible too.
    icu::UnicodeString shown;
    for (int32_t i = 0; i < written;) {
        UChar32 c;
        U16_NEXT(visual.data(), i, written, c);
        if (u_charType(c) != U_FORMAT_CHAR) shown.append(c);
    }
    return ssicu::copyUTF8(shown, out, capacity, s.code);
}

}  // extern "C"
