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

/// A character put into a value's text before the UTF-16 offset `at`.
struct Insert {
    int32_t at;
    UChar mark;
};

/// The calling thread's field iterator and bidi object, and the repairs already decided, by
/// the formatter and the value's shape (below): a value of a shape seen before is repaired
/// without asking ICU for its fields or running the bidi algorithm again.
struct RepairState {
    UConstrainedFieldPosition *position = nullptr;
    UBiDi *bidi = nullptr;
    /// The marks or isolates each shape gets (none for a value that needs no repair).
    std::unordered_map<std::u16string, std::vector<Insert>> decided;
    /// The formatters' generation the decisions were made in (see `ssicu::formatterClosed`).
    uint64_t generation = 0;
    /// The formatter whose value last held a strong character.
    const void *strongSource = nullptr;
    /// The key being looked up, reused from call to call.
    std::u16string key;
    /// The entries of `decided` looked up last, tried before the key is hashed: a formatter's
    /// values come in few shapes, so one of these is nearly always the one.
    static constexpr int recentCount = 4;
    const std::pair<const std::u16string, std::vector<Insert>> *recent[recentCount] = {};
    int nextRecent = 0;
    RepairState() = default;
    RepairState(const RepairState &) = delete;
    RepairState &operator=(const RepairState &) = delete;
    ~RepairState() {
        if (position != nullptr) ucfpos_close(position);
        if (bidi != nullptr) ubidi_close(bidi);
    }
};

thread_local RepairState repairState;

/// The shape of a value for the bidi algorithm and for ICU's fields, from one formatter: its
/// text with every decimal digit replaced by the zero of its own script (the algorithm sees a
/// digit's bidi class only, the same for all ten digits of a script; a formatter writes the
/// same fields at the same places for texts that differ only in their digits), then the
/// formatter's address. Two values of one shape get the same repair.
void shapeOf(const UChar *text, int32_t length, const void *source, std::u16string &shape) {
    shape.resize(static_cast<size_t>(length) + 5);
    char16_t *at = shape.data();
    for (int32_t i = 0; i < length; ++i) {
        UChar c = text[i];
        if (c >= u'0' && c <= u'9') {
            c = u'0';
        } else if (c >= 0x660 && c <= 0x669) {
            c = 0x660;  // Arabic-Indic digits (Arabic locales), without a property lookup
        } else if (c >= 0x6F0 && c <= 0x6F9) {
            c = 0x6F0;  // extended Arabic-Indic digits (Persian, Urdu)
        } else if (c >= 0x660) {
            // A decimal digit (general category Nd, which is Numeric_Type Decimal) has a value
            // 0 to 9, and its script's zero that much below it; anything else has -1.
            int32_t digit = u_charDigitValue(c);
            if (digit > 0) c = static_cast<UChar>(c - digit);
        }
        *at++ = static_cast<char16_t>(c);
    }
    *at++ = u'\uFFFF';
    auto address = reinterpret_cast<uintptr_t>(source);
    for (int shift = 0; shift < 64; shift += 16) {
        *at++ = static_cast<char16_t>((static_cast<uint64_t>(address) >> shift) & 0xFFFF);
    }
}

/// Whether `key` (`shapeOf`'s) is the key of a text of `length` code units from `source`.
inline bool isKeyOf(const std::u16string &key, int32_t length, const void *source) {
    if (key.size() != static_cast<size_t>(length) + 5) return false;
    const char16_t *tail = key.data() + length;
    if (tail[0] != u'\uFFFF') return false;
    auto address = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(source));
    for (int part = 0; part < 4; ++part) {
        if (tail[1 + part] != static_cast<char16_t>((address >> (16 * part)) & 0xFFFF)) return false;
    }
    return true;
}

/// Whether the character `c` fits the shape's character `zero` there: the same character, or
/// a digit of the script whose zero the shape has.
inline bool fitsShape(uint32_t c, uint32_t zero) {
    if (c == zero) return true;
    if (zero == u'0') return c - u'1' < 9u;
    int32_t digit = static_cast<int32_t>(c) - static_cast<int32_t>(zero);
    if (digit < 1 || digit > 9) return false;
    if (zero == 0x660 || zero == 0x6F0) return true;
    return zero > 0x660 && u_charDigitValue(static_cast<UChar32>(c)) == digit;
}

/// Whether `text` of `source` has the shape `key` (`shapeOf`'s), compared in place.
bool hasShape(const UChar *text, int32_t length, const void *source, const std::u16string &key) {
    if (!isKeyOf(key, length, source)) return false;
    for (int32_t i = 0; i < length; ++i) {
        if (!fitsShape(text[i], key[static_cast<size_t>(i)])) return false;
    }
    return true;
}

/// Writes `text` of `source` with `inserts` put in as UTF-8 at `out`, which has room for it
/// whatever the text (`ssicu::roomFor`), if the text has the shape `key` (`hasShape`); returns
/// the length written, or -1 when it has another shape or holds a surrogate (the caller then
/// goes the long way). One pass compares, converts and puts in the marks.
int32_t writeIfShape(const UChar *text, int32_t length, const void *source, const std::u16string &key,
                     const std::vector<Insert> &inserts, char *out) {
    if (!isKeyOf(key, length, source)) return -1;
    const char16_t *shape = key.data();
    const Insert *insert = inserts.data(), *insertsEnd = insert + inserts.size();
    int32_t nextAt = insert != insertsEnd ? insert->at : length + 1;
    char *at = out;
    for (int32_t i = 0; i < length; ++i) {
        if (i == nextAt) {
            for (; insert != insertsEnd && insert->at == i; ++insert) at = ssicu::putUTF8(insert->mark, at);
            nextAt = insert != insertsEnd ? insert->at : length + 1;
        }
        uint32_t c = text[i];
        if (!fitsShape(c, shape[i])) return -1;
        if (c < 0x80) {
            *at++ = static_cast<char>(c);
            continue;
        }
        if (U16_IS_SURROGATE(c)) return -1;
        at = ssicu::putUTF8(c, at);
    }
    for (; insert != insertsEnd; ++insert) at = ssicu::putUTF8(insert->mark, at);
    *at = 0;
    return static_cast<int32_t>(at - out);
}

/// Writes `text` as UTF-8 at `out`, which has room for it whatever it is (`ssicu::roomFor`),
/// unless it holds a character with a strong direction or a surrogate; returns the length
/// written, or -1 at a strong character (the text may need a repair) and -2 at a surrogate (the
/// caller goes the long way).
int32_t writeUnlessStrong(const UChar *text, int32_t length, char *out) {
    char *at = out;
    for (int32_t i = 0; i < length; ++i) {
        uint32_t c = text[i];
        if (c < 0x80) {
            if (((c | 0x20) - 'a') < 26u) return -1;  // a Latin letter
            *at++ = static_cast<char>(c);
            continue;
        }
        if (U16_IS_SURROGATE(c)) return -2;
        if (strongDirection(static_cast<UChar32>(c)) != 0) return -1;
        at = ssicu::putUTF8(c, at);
    }
    *at = 0;
    return static_cast<int32_t>(at - out);
}

/// Whether the display repair looks at a field of ICU's number category: a currency, unit,
/// percent, permille, sign or compact field.
bool isRepairField(int32_t field) {
    return field == UNUM_CURRENCY_FIELD || field == UNUM_MEASURE_UNIT_FIELD || field == UNUM_PERCENT_FIELD ||
           field == UNUM_PERMILL_FIELD || field == UNUM_SIGN_FIELD || field == UNUM_COMPACT_FIELD;
}

/// The marks or isolates `text` needs so that `fields` (the fields `isRepairField` names, at
/// their places in `text`) stay whole (see the top of this file), worked out with ICU's bidi
/// algorithm; empty when it needs none.
std::vector<Insert> repairOf(RepairState &state, const icu::UnicodeString &text, const std::vector<Field> &fields,
                             UErrorCode &status) {
    std::vector<Insert> inserts;
    std::vector<Field> candidates;
    for (const Field &span : fields) {
        if (span.limit > span.start && mayTear(text, span, fieldDirection(text, span))) {
            candidates.push_back(span);
        }
    }
    if (U_FAILURE(status) || candidates.empty()) return inserts;
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
    auto insertsOf = [&](auto wrap) {
        for (const Field &field : candidates) {
            UChar before = 0, after = 0;
            wrap(field, before, after);
            if (before != 0) inserts.push_back(Insert{field.start, before});
            if (after != 0) inserts.push_back(Insert{field.limit, after});
        }
    };

    if (state.bidi == nullptr) state.bidi = ubidi_open();
    UBiDi *bidi = state.bidi;
    std::vector<Field> moved;
    if (!wholeBothWays(bidi, text, candidates, status)) {
        icu::UnicodeString marked = rewrite(text, candidates, marks, moved);
        if (wholeBothWays(bidi, marked, moved, status)) {
            insertsOf(marks);
        } else {
            insertsOf(isolates);
        }
    }
    if (U_FAILURE(status)) {
        status = U_ZERO_ERROR;
        inserts.clear();
    }
    return inserts;
}

/// The marks or isolates `text`, the text of `value`, needs so that its fields stay whole,
/// with ICU's fields of `value`.
std::vector<Insert> decideRepair(RepairState &state, const icu::UnicodeString &text, const UFormattedValue *value,
                                 UErrorCode &status) {
    if (state.position == nullptr) {
        state.position = ucfpos_open(&status);
    } else {
        ucfpos_reset(state.position, &status);
    }
    std::vector<Field> fields;
    UConstrainedFieldPosition *position = state.position;
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, &status);
    while (U_SUCCESS(status) && ufmtval_nextPosition(value, position, &status)) {
        if (!isRepairField(ucfpos_getField(position, &status))) continue;
        Field span{0, 0};
        ucfpos_getIndexes(position, &span.start, &span.limit, &status);
        fields.push_back(span);
    }
    if (U_FAILURE(status)) return {};
    return repairOf(state, text, fields, status);
}

/// Writes `text` with `inserts` put in as UTF-8 into the caller's buffer; returns the length
/// it needs.
int32_t writeWithInserts(const UChar *text, int32_t length, const std::vector<Insert> &inserts,
                         char *out, int32_t capacity, UErrorCode &status) {
    if (inserts.empty()) return ssicu::copyUTF8(text, length, out, capacity, status);
    if (U_FAILURE(status)) return 0;
    // The common case: run by run straight into the caller's buffer, each mark (U+200E, U+200F,
    // U+2066 to U+2069: three bytes each) between. Anything else (too small a buffer, text that
    // is not well formed) goes the long way below, which reports it.
    {
        UErrorCode direct = U_ZERO_ERROR;
        int32_t written = 0, at = 0;
        bool fits = true;
        for (const Insert &insert : inserts) {
            written += ssicu::copyUTF8(text + at, insert.at - at, out + written, capacity - written, direct);
            if (U_FAILURE(direct) || written + 3 > capacity) {
                fits = false;
                break;
            }
            out[written++] = static_cast<char>(0xE0 | (insert.mark >> 12));
            out[written++] = static_cast<char>(0x80 | ((insert.mark >> 6) & 0x3F));
            out[written++] = static_cast<char>(0x80 | (insert.mark & 0x3F));
            at = insert.at;
        }
        if (fits) {
            written += ssicu::copyUTF8(text + at, length - at, out + written, capacity - written, direct);
            if (U_SUCCESS(direct)) return written;
        }
    }
    UChar stack[128];
    std::vector<UChar> heap;
    size_t total = static_cast<size_t>(length) + inserts.size();
    UChar *joined = stack;
    if (total > sizeof stack / sizeof stack[0]) {
        heap.resize(total);
        joined = heap.data();
    }
    int32_t at = 0, written = 0;
    for (const Insert &insert : inserts) {
        while (at < insert.at) joined[written++] = text[at++];
        joined[written++] = insert.mark;
    }
    while (at < length) joined[written++] = text[at++];
    return ssicu::copyUTF8(joined, written, out, capacity, status);
}

/// Writes a formatted value of `source` (a number or range formatter) for display (see the
/// top of this file) as UTF-8 into the caller's buffer; returns the length it needs.
int32_t displayText(const UFormattedValue *value, const void *source, char *out, int32_t capacity,
                    UErrorCode &status) {
    int32_t length = 0;
    const UChar *chars = ufmtval_getString(value, &length, &status);
    if (U_FAILURE(status)) return 0;
    // Only a field with a strong letter can tear: a value with none ("$1,077.48", "1.077,48 $")
    // is written as it is, without asking ICU for its fields. Where the buffer has room, that
    // is found out and the text written in one pass.
    bool roomy = ssicu::roomFor(length, 4, capacity);
    RepairState &state = repairState;
    uint64_t generation = ssicu::formatterGeneration();
    // A formatter whose last value held one most likely writes the next in a shape seen before
    // ("1 077,48 $US" after "2 019,99 $US"): that is tried first, comparing as it writes.
    if (roomy && state.strongSource == source && state.generation == generation) {
        for (const auto *entry : state.recent) {
            if (entry == nullptr || entry->second.size() > 4) continue;
            int32_t written = writeIfShape(chars, length, source, entry->first, entry->second, out);
            if (written >= 0) return written;
        }
    }
    bool hasStrong = false;
    if (roomy) {
        int32_t written = writeUnlessStrong(chars, length, out);
        if (written >= 0) return written;
        hasStrong = written == -1;
    }
    for (int32_t i = 0; i < length && !hasStrong;) {
        UChar32 c;
        U16_NEXT(chars, i, length, c);
        if (c < 0x80) {
            hasStrong = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        } else {
            hasStrong = strongDirection(c) != 0;
        }
    }
    if (!hasStrong) return ssicu::copyUTF8(chars, length, out, capacity, status);
    state.strongSource = source;
    // Shapes are few per formatter; a thread that meets very many, or outlives a formatter
    // (whose address another may take), starts over.
    if (state.generation != generation || state.decided.size() >= 1024) {
        state.decided.clear();
        std::fill(std::begin(state.recent), std::end(state.recent), nullptr);
        state.generation = generation;
    }
    // The recent shapes first, compared in place; the key is made only when none is this one.
    for (const auto *entry : state.recent) {
        if (entry == nullptr) continue;
        if (roomy && entry->second.size() <= 4) {
            int32_t written = writeIfShape(chars, length, source, entry->first, entry->second, out);
            if (written >= 0) return written;
            continue;
        }
        if (hasShape(chars, length, source, entry->first)) {
            return writeWithInserts(chars, length, entry->second, out, capacity, status);
        }
    }
    shapeOf(chars, length, source, state.key);
    auto known = state.decided.find(state.key);
    if (known == state.decided.end()) {
        icu::UnicodeString text(false, chars, length);  // read-only alias of the result's text
        known = state.decided.emplace(state.key, decideRepair(state, text, value, status)).first;
    }
    // (Entries of an unordered_map stay where they are until it is cleared.)
    state.recent[state.nextRecent] = &*known;
    state.nextRecent = (state.nextRecent + 1) % RepairState::recentCount;
    return writeWithInserts(chars, length, known->second, out, capacity, status);
}

/// A name chosen for a currency or unit field of a formatted value: [start, limit) of ICU's
/// text, and the UTF-16 text that takes its place.
struct Rename {
    Field field;
    icu::UnicodeString name;
};

/// Writes a formatted value of `source` for display as `displayText` does, with each currency
/// or unit field replaced by `decimalName` when its number is written with fraction digits, else
/// by `integerName` (NULL keeps ICU's). A field's number is the range span that holds it, else
/// the range's last span (a name written once after both numbers agrees with the last), else
/// the whole value. The fields are repaired for either paragraph direction at their new places;
/// a value that keeps ICU's names is `displayText`'s.
int32_t renamedDisplayText(const UFormattedValue *value, const void *source, const char *integerName,
                           int32_t integerLength, const char *decimalName, int32_t decimalLength, char *out,
                           int32_t capacity, UErrorCode &status) {
    int32_t length = 0;
    const UChar *chars = ufmtval_getString(value, &length, &status);
    if (U_FAILURE(status)) return 0;
    RepairState &state = repairState;
    if (state.position == nullptr) {
        state.position = ucfpos_open(&status);
    } else {
        ucfpos_reset(state.position, &status);
    }
    // One walk over every field: the range's spans, the fraction parts, the names, and the
    // fields the repair looks at.
    std::vector<Field> spans, fractions, names, repaired;
    UConstrainedFieldPosition *position = state.position;
    while (U_SUCCESS(status) && ufmtval_nextPosition(value, position, &status)) {
        int32_t category = ucfpos_getCategory(position, &status);
        int32_t field = ucfpos_getField(position, &status);
        Field span{0, 0};
        ucfpos_getIndexes(position, &span.start, &span.limit, &status);
        if (span.limit <= span.start) continue;
        if (category == UFIELD_CATEGORY_NUMBER_RANGE_SPAN) spans.push_back(span);
        if (category != UFIELD_CATEGORY_NUMBER) continue;
        if (field == UNUM_FRACTION_FIELD) fractions.push_back(span);
        if (field == UNUM_CURRENCY_FIELD || field == UNUM_MEASURE_UNIT_FIELD) names.push_back(span);
        if (isRepairField(field)) repaired.push_back(span);
    }
    if (U_FAILURE(status)) return 0;
    const Field *last = nullptr;
    for (const Field &span : spans) {
        if (last == nullptr || span.start > last->start) last = &span;
    }
    std::vector<Rename> renames;
    for (const Field &name : names) {
        Field number{0, length};
        if (last != nullptr) number = *last;
        for (const Field &span : spans) {
            if (span.start <= name.start && name.limit <= span.limit) number = span;
        }
        bool fraction = std::any_of(fractions.begin(), fractions.end(), [&](const Field &part) {
            return number.start <= part.start && part.limit <= number.limit;
        });
        const char *given = fraction ? decimalName : integerName;
        if (given == nullptr) continue;
        renames.push_back(Rename{name, ssicu::fromUTF8(given, fraction ? decimalLength : integerLength)});
    }
    if (renames.empty()) return displayText(value, source, out, capacity, status);
    std::sort(renames.begin(), renames.end(),
              [](const Rename &a, const Rename &b) { return a.field.start < b.field.start; });
    icu::UnicodeString text;
    int32_t at = 0;
    for (const Rename &rename : renames) {
        text.append(chars + at, rename.field.start - at);
        text.append(rename.name);
        at = rename.field.limit;
    }
    text.append(chars + at, length - at);
    // A field's ends at their places in the renamed text: a renamed field covers its new name.
    auto moved = [&](int32_t offset) {
        int32_t shift = 0;
        for (const Rename &rename : renames) {
            int32_t grown = rename.name.length() - (rename.field.limit - rename.field.start);
            if (offset >= rename.field.limit) {
                shift += grown;
            } else if (offset > rename.field.start) {
                return rename.field.start + shift + std::min(offset - rename.field.start, rename.name.length());
            }
        }
        return offset + shift;
    };
    for (Field &field : repaired) field = Field{moved(field.start), moved(field.limit)};
    std::vector<Insert> inserts = repairOf(state, text, repaired, status);
    return writeWithInserts(text.getBuffer(), text.length(), inserts, out, capacity, status);
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
    return displayText(formatted, formatter, out, capacity, s.code);
}

int32_t ssicu_number_range_format_double_display(const ssicu_number_range_formatter *formatter,
                                                 double first, double second, char *out,
                                                 int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumberRange *result = ssicu::threadRangeResult(s.code);
    unumrf_formatDoubleRange(formatter->formatter, first, second, result, &s.code);
    const UFormattedValue *formatted = unumrf_resultAsValue(result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return displayText(formatted, formatter, out, capacity, s.code);
}

int32_t ssicu_number_rounded_decimal(const ssicu_number_formatter *formatter, double value,
                                     char *out, int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return unumf_resultToDecimalNumber(result, out, capacity, &s.code);
}

int32_t ssicu_number_format_spoken(const ssicu_number_formatter *formatter,
                                   const ssicu_number_formatter *names, double value, char *out,
                                   int32_t capacity, int32_t *displayLength, int32_t *traits,
                                   int32_t *status) {
    ssicu::Status s(status);
    *displayLength = 0;
    *traits = 0;
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    const UFormattedValue *formatted = unumf_resultAsValue(result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    int32_t display = displayText(formatted, formatter, out, capacity, s.code);
    bool fits = U_SUCCESS(s.code);
    if (!fits && s.code != U_BUFFER_OVERFLOW_ERROR) return 0;
    s.code = U_ZERO_ERROR;
    *displayLength = display;
    // The speech form goes right after the display text; when that did not fit, only the
    // lengths are worked out, for the caller's second call.
    char *rest = fits ? out + display : nullptr;
    int32_t restCapacity = fits ? capacity - display : 0;
    int32_t speechStatus = 0;
    if (names == nullptr) {
        // A speech form is never longer than its text.
        if (!fits) {
            s.code = U_BUFFER_OVERFLOW_ERROR;
            return display * 2;
        }
        // (Printable ASCII, the common case, without the call.)
        if (ssicu_is_printable_ascii(out, static_cast<size_t>(display))) return display;
        int32_t speech = ssicu_speech_form_with_traits(out, display, rest, restCapacity, traits, &speechStatus);
        if (speechStatus == U_BUFFER_OVERFLOW_ERROR) s.code = U_BUFFER_OVERFLOW_ERROR;
        return display + speech;
    }
    // The display text's traits only: with no room, its speech form is not written.
    if (fits && !ssicu_is_printable_ascii(out, static_cast<size_t>(display))) {
        ssicu_speech_form_with_traits(out, display, rest, 0, traits, &speechStatus);
    }
    unumf_formatDouble(names->formatter, value, result, &s.code);
    if (fits) {
        // The common case: the names text's speech form straight from ICU's UTF-16.
        int32_t length = 0;
        const UChar *chars = ufmtval_getString(unumf_resultAsValue(result, &s.code), &length, &s.code);
        if (U_FAILURE(s.code)) return 0;
        if (ssicu::roomFor(length, 0, restCapacity)) {
            int32_t speech = ssicu::speechFormUTF8(chars, length, rest);
            if (speech >= 0) return display + speech;
        }
    }
    char stack[256];
    std::vector<char> heap;
    char *named = stack;
    int32_t namedLength = ssicu::formattedNumberToUTF8(result, stack, sizeof stack, s.code);
    if (s.code == U_BUFFER_OVERFLOW_ERROR) {
        s.code = U_ZERO_ERROR;
        heap.resize(static_cast<size_t>(namedLength) + 1);
        named = heap.data();
        namedLength = ssicu::formattedNumberToUTF8(result, named, namedLength + 1, s.code);
    }
    if (U_FAILURE(s.code)) return 0;
    int32_t namedTraits = 0;
    speechStatus = 0;
    int32_t speech = 0;
    if (!ssicu_is_printable_ascii(named, static_cast<size_t>(namedLength))) {
        speech = ssicu_speech_form_with_traits(named, namedLength, rest, restCapacity, &namedTraits, &speechStatus);
    }
    if ((namedTraits & SSICU_TRAIT_SPEECH_DIFFERS) == 0) {
        // The names text is its own speech form.
        UErrorCode copied = U_ZERO_ERROR;
        speech = ssicu::copyBytes(named, namedLength, rest, restCapacity, copied);
        if (copied == U_BUFFER_OVERFLOW_ERROR) speechStatus = U_BUFFER_OVERFLOW_ERROR;
    }
    if (!fits || speechStatus == U_BUFFER_OVERFLOW_ERROR) s.code = U_BUFFER_OVERFLOW_ERROR;
    return display + speech;
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

int32_t ssicu_number_format_display_renamed(const ssicu_number_formatter *formatter, double value,
                                            const char *integerName, int32_t integerLength,
                                            const char *decimalName, int32_t decimalLength, char *out,
                                            int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumber *result = ssicu::threadNumberResult(s.code);
    unumf_formatDouble(formatter->formatter, value, result, &s.code);
    const UFormattedValue *formatted = unumf_resultAsValue(result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return renamedDisplayText(formatted, formatter, integerName, integerLength, decimalName, decimalLength, out,
                              capacity, s.code);
}

int32_t ssicu_number_range_format_display_renamed(const ssicu_number_range_formatter *formatter, double first,
                                                  double second, const char *integerName, int32_t integerLength,
                                                  const char *decimalName, int32_t decimalLength, char *out,
                                                  int32_t capacity, int32_t *status) {
    ssicu::Status s(status);
    UFormattedNumberRange *result = ssicu::threadRangeResult(s.code);
    unumrf_formatDoubleRange(formatter->formatter, first, second, result, &s.code);
    const UFormattedValue *formatted = unumrf_resultAsValue(result, &s.code);
    if (U_FAILURE(s.code)) return 0;
    return renamedDisplayText(formatted, formatter, integerName, integerLength, decimalName, decimalLength, out,
                              capacity, s.code);
}

}  // extern "C"
