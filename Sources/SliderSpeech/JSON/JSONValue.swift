package import SliderCore

/// A JSON value as SliderSpeech reads it: objects keep their key order and the line of each key
/// (for reports that point at a line), and numbers keep the text they were written as (so a
/// tick label keyed "1.0" can be told from "1", and a value keeps its visible digits).
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array(JSONArray)
    case object(JSONObject)

    /// Whether the value is neither an array nor an object.
    package var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// What a person calls this kind of value in an error message.
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON number: its text as written and its value as a `Double` (infinite when the text is
/// beyond a `Double`'s range, such as `1e999`).
///
/// Compact, for documents of millions of numbers (a histogram of 10 million counts): a number
/// written as its value's plain form — a whole number of at most 15 digits, as most are — keeps
/// no text of its own, which is made again from the value when asked for; any other keeps the
/// text as written. A number is 16 bytes (a ``JSONValue`` 24; it was 32).
package struct JSONNumber: Hashable, Sendable {
    package let value: Double
    /// The text as written, when it is not the value's plain form; `nil` when it is.
    private let written: WrittenText?

    /// The text as written.
    package var text: String { written?.text ?? NumberText.plain(value) }

    package init(text: String, value: Double) {
        self.value = value
        written = Self.isPlainForm(text, of: value) ? nil : WrittenText(text)
    }

    /// A number written as a whole number of at most 15 digits
    /// (``JSONNumberSyntax/Number/wholeValue``): its text is its value's plain form.
    init(wholeValue value: Int64) {
        self.value = Double(value)
        written = nil
    }

    /// A number whose text is its value's plain form (``isPlain``), from the value alone.
    init(plainValue value: Double) {
        self.value = value
        written = nil
    }

    /// Whether the text is the value's plain form, kept by the value alone.
    var isPlain: Bool { written == nil }

    /// A number for output: integral values without a fraction, others in Swift's shortest
    /// round-trip form.
    package init(_ value: Double) {
        self.value = value
        written = value.isFinite ? nil : WrittenText(JSONNumber.text(for: value))
    }

    package init(_ value: Int) {
        self.init(text: String(value), value: Double(value))
    }

    /// `value` as JSON writes it: ``NumberText/plain(_:)``, and `null` for a number that is
    /// not finite.
    package static func text(for value: Double) -> String {
        value.isFinite ? NumberText.plain(value) : "null"
    }

    private static func isPlainForm(_ text: String, of value: Double) -> Bool {
        guard text.utf8.count <= NumberText.wholeDigits + 1, let whole = NumberText.wholeNumber(value) else { return false }
        return String(whole) == text
    }

    package static func == (left: JSONNumber, right: JSONNumber) -> Bool {
        if left.written == nil, right.written == nil { return left.value == right.value }
        return left.value == right.value && left.text == right.text
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The text of a number not written in its value's plain form.
    private final class WrittenText: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }
}

/// A JSON array: its items in order, kept compact when every item is a number — 8 bytes a
/// number (with the text of any not written in its value's plain form aside), not a
/// ``JSONValue`` node each — and more compact still when every item is a whole number from 0
/// written plainly (at most 15 digits): then in the narrowest width that holds the largest
/// (``CompactCounts``), so that a histogram of 10 million one-digit counts is 10 MB of array,
/// not 80, and the histogram keeps that storage as it is.
package struct JSONArray: RandomAccessCollection, Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case values([JSONValue])
        /// Every item a whole number from 0 written plainly.
        case counts(CompactCounts)
        /// Every item a number: the values, and the numbers whose text is not their plain form.
        case numbers([Double], written: [Int: JSONNumber])
    }

    private let storage: Storage

    /// An array of the values given.
    package init(_ items: [JSONValue]) { storage = .values(items) }

    /// An array of numbers only, as the parser reads it.
    init(numbers: [Double], written: [Int: JSONNumber]) { storage = .numbers(numbers, written: written) }

    /// An array of plainly written whole numbers from 0 only, as the parser reads it.
    init(counts: CompactCounts) { storage = .counts(counts) }

    /// Whether the array is kept as numbers alone (for tests of the compact form).
    package var isCompactNumbers: Bool {
        switch storage {
        case .values: return false
        case .numbers, .counts: return true
        }
    }

    /// The items as compact counts, when every one is a whole number from 0 written plainly
    /// (the storage itself, not a copy); `nil` for any other array.
    package var compactCounts: CompactCounts? {
        if case .counts(let counts) = storage { return counts }
        return nil
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int {
        switch storage {
        case .values(let items): return items.count
        case .numbers(let numbers, _): return numbers.count
        case .counts(let counts): return counts.count
        }
    }

    package subscript(position: Int) -> JSONValue {
        switch storage {
        case .values(let items): return items[position]
        case .numbers(let numbers, let written):
            return .number(written[position] ?? JSONNumber(plainValue: numbers[position]))
        case .counts(let counts):
            return .number(JSONNumber(plainValue: Double(counts[position])))
        }
    }

    package static func == (left: JSONArray, right: JSONArray) -> Bool { left.elementsEqual(right) }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
    }
}

/// A JSON object: entries in the order written, each with the line its key is on.
package struct JSONObject: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        package let key: String
        package let value: JSONValue
        /// The line (from 1) of the key; 0 for objects built in code.
        package let line: Int
        /// The column (from 1, in Unicode scalars) of the key's opening quote; 0 for objects
        /// built in code.
        package var column: Int = 0
    }

    package private(set) var entries: [Entry]

    package init(entries: [Entry] = []) { self.entries = entries }

    /// An object built in code, keys in the order given.
    package init(_ pairs: KeyValuePairs<String, JSONValue>) {
        entries = pairs.map { Entry(key: $0.key, value: $0.value, line: 0) }
    }

    package subscript(key: String) -> JSONValue? {
        entries.first { $0.key == key }?.value
    }

    package var keys: [String] { entries.map(\.key) }

    package mutating func append(_ key: String, _ value: JSONValue) {
        entries.append(Entry(key: key, value: value, line: 0))
    }
}

extension JSONValue {
    /// An array of the values given.
    package static func array(_ items: [JSONValue]) -> JSONValue { .array(JSONArray(items)) }
    /// A value for output from a number.
    package static func number(_ value: Double) -> JSONValue { .number(JSONNumber(value)) }
    /// A value for output from a whole number.
    package static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
    /// A string, or `null` when there is none.
    package static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}
