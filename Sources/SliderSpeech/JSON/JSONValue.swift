import SliderCore

/// A JSON value as SliderSpeech reads it: objects keep their key order and the line of each key
/// (for reports that point at a line), and numbers keep the text they were written as (so a
/// tick label keyed "1.0" can be told from "1", and a value keeps its visible digits).
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
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
package struct JSONNumber: Hashable, Sendable {
    package let text: String
    package let value: Double

    package init(text: String, value: Double) {
        self.text = text
        self.value = value
    }

    /// A number for output: integral values without a fraction, others in Swift's shortest
    /// round-trip form.
    package init(_ value: Double) {
        self.value = value
        self.text = JSONNumber.text(for: value)
    }

    package init(_ value: Int) {
        self.value = Double(value)
        self.text = String(value)
    }

    /// `value` as JSON writes it: ``NumberText/plain(_:)``, and `null` for a number that is
    /// not finite.
    package static func text(for value: Double) -> String {
        value.isFinite ? NumberText.plain(value) : "null"
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
    /// A value for output from a number.
    package static func number(_ value: Double) -> JSONValue { .number(JSONNumber(value)) }
    /// A value for output from a whole number.
    package static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
    /// A string, or `null` when there is none.
    package static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}
