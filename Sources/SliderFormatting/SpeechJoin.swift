internal import CICUShim

/// What the speech form of a text made of pieces needs to know at the edges of each piece, so
/// that the pieces' speech forms joined are the speech form of the whole text.
///
/// Each piece's speech form alone is right but at its edges: a space separator other than
/// U+0020 right between two decimal digits is dropped from a text's speech form (see
/// ``SpeechText/speechForm(of:)``), and at a piece's edge one of the two digits is in the
/// next or the previous piece, so the piece's own speech form has a space there. Three joins
/// drop that space: a piece that ends with a digit and such a space before one that starts
/// with a digit (`5 | 0`); a piece that ends with a digit before one that starts with such a
/// space and a digit (`5 | 0`); and a piece that is such a space alone between a piece that
/// ends with a digit and one that starts with one (`5 |  | 0`). An empty piece joins nothing.
///
/// "Text" here is what the whole text's speech form is made of: for a piece of a message's own
/// text or a number, its text; for an argument given with its speech form, that speech form.
package struct SpeechEdges: Sendable, Equatable {
    private let bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    private static let startsWithDigit: UInt8 = 1
    private static let endsWithDigit: UInt8 = 2
    /// Starts with a space separator other than U+0020 and then a digit.
    private static let spaceThenDigit: UInt8 = 4
    /// Is one space separator other than U+0020 and nothing else.
    private static let spaceAlone: UInt8 = 8
    /// Ends with a digit and then a space separator other than U+0020.
    private static let digitThenSpace: UInt8 = 16
    private static let empty: UInt8 = 32

    /// The edges of an empty piece.
    package static let none = SpeechEdges(bits: empty)

    /// The edges of `text` (UTF-8), by ICU's character data.
    package init(of text: UnsafeBufferPointer<UInt8>) {
        guard !text.isEmpty else {
            bits = Self.empty
            return
        }
        var found: UInt8 = 0
        let (first, firstEnd) = Self.scalar(in: text, at: 0)
        let firstClass = Self.joinClass(first)
        if firstClass == 1 { found |= Self.startsWithDigit }
        if firstClass == 2 {
            if firstEnd == text.count {
                found |= Self.spaceAlone
            } else if Self.joinClass(Self.scalar(in: text, at: firstEnd).value) == 1 {
                found |= Self.spaceThenDigit
            }
        }
        let lastStart = Self.start(before: text.count, in: text)
        let lastClass = lastStart == 0 ? firstClass : Self.joinClass(Self.scalar(in: text, at: lastStart).value)
        if lastClass == 1 { found |= Self.endsWithDigit }
        if lastClass == 2, lastStart > 0 {
            let before = Self.start(before: lastStart, in: text)
            if Self.joinClass(Self.scalar(in: text, at: before).value) == 1 { found |= Self.digitThenSpace }
        }
        bits = found
    }

    /// The edges of a string's UTF-8.
    package init(of text: String) {
        var text = text
        self = text.withUTF8 { SpeechEdges(of: $0) }
    }

    var isEmpty: Bool { bits & Self.empty != 0 }
    var startsWithDigit: Bool { bits & Self.startsWithDigit != 0 }
    var endsWithDigit: Bool { bits & Self.endsWithDigit != 0 }
    /// Whether the piece starts with a space separator that a join may drop.
    var startsWithSpace: Bool { bits & (Self.spaceThenDigit | Self.spaceAlone) != 0 }
    var spaceThenDigit: Bool { bits & Self.spaceThenDigit != 0 }
    var digitThenSpace: Bool { bits & Self.digitThenSpace != 0 }

    /// Whether `text` starts with a decimal digit.
    static func startsWithDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first else { return false }
        if first < 0x80 { return first &- 0x30 < 10 }
        return joinClass(scalar(in: text, at: 0).value) == 1
    }

    /// Whether `text` ends with a decimal digit.
    static func endsWithDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = text.last else { return false }
        if last < 0x80 { return last &- 0x30 < 10 }
        return joinClass(scalar(in: text, at: start(before: text.count, in: text)).value) == 1
    }

    /// 1 for a decimal digit, 2 for a space separator other than U+0020, 0 otherwise (ASCII
    /// without ICU).
    private static func joinClass(_ scalar: UInt32) -> Int32 {
        if scalar < 0x80 { return scalar &- 0x30 < 10 ? 1 : 0 }
        return ssicu_speech_join_class(Int32(bitPattern: scalar))
    }

    /// The code point at byte `index` of well-formed UTF-8 and the index after it (U+FFFD for
    /// bytes that are not UTF-8, which is neither a digit nor a space).
    private static func scalar(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, end: Int) {
        var iterator = text[index...].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): return (scalar.value, index + UTF8.width(scalar))
        default: return (0xFFFD, index + 1)
        }
    }

    /// The index of the first byte of the character that ends before byte `index`.
    private static func start(before index: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var start = index - 1
        while start > 0, index - start < 4, text[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }
}

/// Joins speech forms piece by piece as the whole text's speech form has them: tells, for each
/// piece in turn, whether to take back the last byte written (the space of the previous piece's
/// last character) or to leave out the piece's first byte (the space of its first character).
/// See ``SpeechEdges``.
///
/// A join where neither piece has such a space at its edge costs a test or two.
package struct SpeechJoiner {
    /// What to do at a join.
    package struct Action: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Take back the last byte written: a space that goes.
        package static let dropLast = Action(rawValue: 1)
        /// Leave out the piece's first byte: a space that goes.
        package static let dropFirst = Action(rawValue: 2)
    }

    /// Whether the speech written so far ends with a space that goes if the next piece starts
    /// with a digit: the last piece ended with a digit and a space separator, or was a space
    /// separator alone after a digit.
    private var pending = false
    /// Whether the last piece that was not empty ends with a digit, where known.
    private var lastEndsWithDigit = false
    /// The speech form of the last piece, where it was an argument's, whose last digit is looked
    /// at only when a join needs it (valid for the walk).
    private var lastSpeech: UnsafeBufferPointer<UInt8>?

    package init() {}

    /// The join before a piece of known edges.
    @inline(__always)
    package mutating func join(_ edges: SpeechEdges) -> Action {
        if !pending, !edges.startsWithSpace {
            if !edges.isEmpty {
                pending = edges.digitThenSpace
                lastEndsWithDigit = edges.endsWithDigit
                lastSpeech = nil
            }
            return []
        }
        return slowJoin(edges)
    }

    private mutating func slowJoin(_ edges: SpeechEdges) -> Action {
        if edges.isEmpty { return [] }
        var action: Action = []
        if pending, edges.startsWithDigit { action.insert(.dropLast) }
        if edges.spaceThenDigit, lastDigit() { action.insert(.dropFirst) }
        if edges.startsWithSpace, !edges.spaceThenDigit {
            // A space alone: it goes if the next piece starts with a digit.
            pending = lastDigit()
        } else {
            pending = edges.digitThenSpace
        }
        lastEndsWithDigit = edges.endsWithDigit
        lastSpeech = nil
        return action
    }

    /// The join before an argument's speech form, which has no space separator but U+0020:
    /// its first character is looked at only after a space that may go.
    @inline(__always)
    package mutating func join(speech: UnsafeBufferPointer<UInt8>) -> Action {
        guard !speech.isEmpty else { return [] }
        let action: Action = pending && SpeechEdges.startsWithDigit(speech) ? .dropLast : []
        pending = false
        lastSpeech = speech
        return action
    }

    /// Whether the last piece that was not empty ends with a digit.
    private func lastDigit() -> Bool {
        if let lastSpeech { return SpeechEdges.endsWithDigit(lastSpeech) }
        return lastEndsWithDigit
    }
}
