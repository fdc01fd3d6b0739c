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
/// SliderSpeech's compiled messages join their pieces with these edges (`SpeechJoiner`).
///
/// A join's common case (no space that may go at either edge) tests `bits` in place: the
/// release build calls the accessors across modules rather than inline them, which measured
/// 23 instructions a focus announcement more.
package struct SpeechEdges: Sendable, Equatable {
    /// The edges as bits: 1 starts with a digit, 2 ends with one, 4 starts with a space
    /// separator other than U+0020 and then a digit, 8 is such a space alone, 16 ends with a
    /// digit and then such a space, 32 is empty. (SliderSpeech's joins test these bits in place:
    /// see above.)
    package let bits: UInt8

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
        guard let firstByte = text.first, let lastByte = text.last else {
            bits = Self.empty
            return
        }
        if firstByte < 0x80, lastByte < 0x80 {
            // ASCII at both ends (most numbers): no space separator but U+0020 there.
            bits = (firstByte &- 0x30 < 10 ? Self.startsWithDigit : 0) | (lastByte &- 0x30 < 10 ? Self.endsWithDigit : 0)
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

    /// Whether the piece is empty.
    @inlinable package var isEmpty: Bool { bits & 32 != 0 }
    /// Whether the piece starts with a decimal digit.
    @inlinable package var startsWithDigit: Bool { bits & 1 != 0 }
    /// Whether the piece ends with a decimal digit.
    @inlinable package var endsWithDigit: Bool { bits & 2 != 0 }
    /// Whether the piece starts with a space separator that a join may drop: one followed by a
    /// digit, or one alone.
    @inlinable package var startsWithSpace: Bool { bits & (4 | 8) != 0 }
    /// Whether the piece starts with a space separator other than U+0020 and then a digit.
    @inlinable package var spaceThenDigit: Bool { bits & 4 != 0 }
    /// Whether the piece ends with a digit and then a space separator other than U+0020.
    @inlinable package var digitThenSpace: Bool { bits & 16 != 0 }

    /// Whether `text` starts with a decimal digit.
    package static func startsWithDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first else { return false }
        if first < 0x80 { return first &- 0x30 < 10 }
        return joinClass(scalar(in: text, at: 0).value) == 1
    }

    /// Whether `text` ends with a decimal digit.
    package static func endsWithDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
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
