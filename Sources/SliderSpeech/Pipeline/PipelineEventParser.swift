import SliderCore
import SliderFormatting

/// Reads a well-formed pipeline event line straight from its UTF-8 bytes, with no JSON tree:
/// one pass over the line, no allocation for the common line (`{"type":"increment","thumb":"lower"}`).
///
/// It answers only when it is sure: a line it takes is one the tree parser
/// (``PipelineEvent/parseWithTree(_:)``) takes too, with the same type and event. Anything
/// else — an error of any kind, an escape or a character outside printable ASCII in a string, a
/// duplicate or unknown key, a value that is not a string or a number — gives `nil`, and the
/// tree parser decides, so an error names its field and column exactly as before.
enum PipelineEventParser {
    /// A string's extent in the line, between its quotes.
    private typealias Span = Range<Int>

    /// The event of `line`, or `nil` when the tree parser is to decide.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (type: String, event: SliderEvent)? {
        var cursor = Cursor(bytes: bytes)
        return parse(&cursor)
    }

    /// A place in the line: the reading's state as a value of its own, so that no closure
    /// captures it (a captured variable would have its every access checked at run time).
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var end: Int { bytes.count }

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        }

        /// A string of printable ASCII without escapes; `nil` for anything else.
        mutating func string() -> Span? {
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var at = start
            while at < end {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") {
                    index = at + 1
                    return start..<at
                }
                guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
                at += 1
            }
            return nil
        }

        /// A JSON number; `nil` for anything else, or a number that is not finite.
        mutating func number() -> Double? {
            guard case .success(let number) = JSONNumberSyntax.scan(bytes, from: index) else { return nil }
            defer { index = number.end }
            // A whole number of at most 15 digits: its value, read by the scan.
            if let whole = number.wholeValue { return Double(whole) }
            // Anything else as the tree parser reads it: Swift's own conversion of the same text.
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<number.end]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }

        /// Whether the string at `span` is `word`.
        func equals(_ span: Span, _ word: StaticString) -> Bool {
            guard span.count == word.utf8CodeUnitCount else { return false }
            return word.withUTF8Buffer { expected in
                var offset = 0
                while offset < expected.count {
                    if bytes[span.lowerBound + offset] != expected[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }

    private static func parse(_ cursor: inout Cursor) -> (type: String, event: SliderEvent)? {
        let bytes = cursor.bytes
        cursor.skipSpace()
        guard cursor.index < cursor.end, bytes[cursor.index] == UInt8(ascii: "{") else { return nil }
        cursor.index += 1
        var type: Span?
        var thumb: Span?
        var numberValue: Double?
        var given: PipelineEvent.Fields = []
        cursor.skipSpace()
        if cursor.index < cursor.end, bytes[cursor.index] == UInt8(ascii: "}") {
            return nil  // no type: the tree parser says so
        }
        while true {
            cursor.skipSpace()
            guard let key = cursor.string() else { return nil }
            cursor.skipSpace()
            guard cursor.index < cursor.end, bytes[cursor.index] == UInt8(ascii: ":") else { return nil }
            cursor.index += 1
            cursor.skipSpace()
            // Each key once (a duplicate is the tree parser's error), each with its kind of value.
            if cursor.equals(key, "type") {
                guard type == nil, let span = cursor.string() else { return nil }
                type = span
            } else {
                guard let field = PipelineEvent.Fields(utf8: UnsafeBufferPointer(rebasing: bytes[key])),
                    !given.contains(field)
                else { return nil }
                given.insert(field)
                if field == .thumb {
                    guard let span = cursor.string() else { return nil }
                    thumb = span
                } else {
                    // (A type takes one number at most: two are the tree parser's error.)
                    guard numberValue == nil, let value = cursor.number() else { return nil }
                    numberValue = value
                }
            }
            cursor.skipSpace()
            guard cursor.index < cursor.end else { return nil }
            if bytes[cursor.index] == UInt8(ascii: ",") {
                cursor.index += 1
            } else if bytes[cursor.index] == UInt8(ascii: "}") {
                cursor.index += 1
                break
            } else {
                return nil
            }
        }
        cursor.skipSpace()
        guard cursor.index == cursor.end, let type,
            let kind = PipelineEvent.Kind(utf8: UnsafeBufferPointer(rebasing: bytes[type])),
            kind.fields.isSuperset(of: given)
        else { return nil }
        var thumbValue: Thumb?
        if let thumb {
            if cursor.equals(thumb, "lower") {
                thumbValue = .lower
            } else if cursor.equals(thumb, "upper") {
                thumbValue = .upper
            } else {
                return nil
            }
        }
        guard let event = kind.event(thumb: thumbValue, number: numberValue) else { return nil }
        return (kind.name, event)
    }
}
