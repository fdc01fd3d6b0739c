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
    /// The fields a line may have besides `type`.
    private struct Fields: OptionSet {
        let rawValue: UInt8
        static let thumb = Fields(rawValue: 1)
        static let value = Fields(rawValue: 2)
        static let x = Fields(rawValue: 4)
        static let dx = Fields(rawValue: 8)
    }

    /// What an event type makes.
    private enum Kind {
        case adjust(AdjustAction)
        case focus, set, dragStart, dragMove, dragEnd
    }

    /// A string's extent in the line, between its quotes.
    private typealias Span = Range<Int>

    /// The event of `line`, or `nil` when the tree parser is to decide.
    static func parse(_ line: ArraySlice<UInt8>) -> (type: String, event: SliderEvent)? {
        line.withContiguousStorageIfAvailable { parse(UnsafeBufferPointer(rebasing: $0[...])) } ?? nil
    }

    /// ``parse(_:)`` of a line given in place.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (type: String, event: SliderEvent)? {
        var index = 0
        let end = bytes.count
        func skipSpace() {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        }
        /// A string of printable ASCII without escapes; `nil` for anything else.
        func string() -> Span? {
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var cursor = start
            while cursor < end {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\"") {
                    index = cursor + 1
                    return start..<cursor
                }
                guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
                cursor += 1
            }
            return nil
        }
        /// A number as JSON writes it, finite; `nil` for anything else.
        func number() -> Double? {
            guard case .success(let number) = JSONNumberSyntax.scan(bytes, from: index) else { return nil }
            defer { index = number.end }
            // A whole number of at most 15 digits: its value, read by the scan.
            if let whole = number.wholeValue { return Double(whole) }
            // Anything else as the tree parser reads it: Swift's own conversion of the same text.
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<number.end]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }
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

        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var type: Span?
        var thumb: Span?
        var value: Double?
        var x: Double?
        var dx: Double?
        var given: Fields = []
        skipSpace()
        if index < end, bytes[index] == UInt8(ascii: "}") {
            return nil  // no type: the tree parser says so
        }
        while true {
            skipSpace()
            guard let key = string() else { return nil }
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            // Each key once (a duplicate is the tree parser's error), each with its kind of value.
            if equals(key, "type") {
                guard type == nil, let span = string() else { return nil }
                type = span
            } else if equals(key, "thumb") {
                guard !given.contains(.thumb), let span = string() else { return nil }
                thumb = span
                given.insert(.thumb)
            } else if equals(key, "value") {
                guard !given.contains(.value), let number = number() else { return nil }
                value = number
                given.insert(.value)
            } else if equals(key, "x") {
                guard !given.contains(.x), let number = number() else { return nil }
                x = number
                given.insert(.x)
            } else if equals(key, "dx") {
                guard !given.contains(.dx), let number = number() else { return nil }
                dx = number
                given.insert(.dx)
            } else {
                return nil
            }
            skipSpace()
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            } else {
                return nil
            }
        }
        skipSpace()
        guard index == end, let type else { return nil }
        // The type, by its length and then its bytes; with the fields it takes and its move.
        let name: String
        let takes: Fields
        let kind: Kind
        switch type.count {
        case 3 where equals(type, "end"): (name, takes, kind) = ("end", .thumb, .adjust(.end))
        case 3 where equals(type, "set"): (name, takes, kind) = ("set", [.thumb, .value], .set)
        case 4 where equals(type, "home"): (name, takes, kind) = ("home", .thumb, .adjust(.home))
        case 5 where equals(type, "focus"): (name, takes, kind) = ("focus", .thumb, .focus)
        case 7 where equals(type, "dragEnd"): (name, takes, kind) = ("dragEnd", [], .dragEnd)
        case 8 where equals(type, "dragMove"): (name, takes, kind) = ("dragMove", .dx, .dragMove)
        case 9 where equals(type, "increment"): (name, takes, kind) = ("increment", .thumb, .adjust(.increment))
        case 9 where equals(type, "decrement"): (name, takes, kind) = ("decrement", .thumb, .adjust(.decrement))
        case 9 where equals(type, "dragStart"): (name, takes, kind) = ("dragStart", .x, .dragStart)
        case 13 where equals(type, "pageIncrement"): (name, takes, kind) = ("pageIncrement", .thumb, .adjust(.pageIncrement))
        case 13 where equals(type, "pageDecrement"): (name, takes, kind) = ("pageDecrement", .thumb, .adjust(.pageDecrement))
        default: return nil
        }
        guard takes.isSuperset(of: given) else { return nil }
        var thumbValue: Thumb?
        if let thumb {
            if equals(thumb, "lower") {
                thumbValue = .lower
            } else if equals(thumb, "upper") {
                thumbValue = .upper
            } else {
                return nil
            }
        }
        let event: SliderEvent
        switch kind {
        case .adjust(let action): event = .adjust(action, thumb: thumbValue)
        case .focus: event = .focus(thumb: thumbValue)
        case .set:
            guard let value else { return nil }
            event = .set(value, thumb: thumbValue)
        case .dragStart:
            guard let x else { return nil }
            event = .dragStart(x: x)
        case .dragMove:
            guard let dx else { return nil }
            event = .dragMove(translation: dx)
        case .dragEnd: event = .dragEnd
        }
        return (name, event)
    }
}
