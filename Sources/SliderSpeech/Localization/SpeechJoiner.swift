import SliderFormatting

/// Joins speech forms piece by piece as the whole text's speech form has them: tells, for each
/// piece in turn, whether to take back the last byte written (the space of the previous piece's
/// last character) or to leave out the piece's first byte (the space of its first character).
/// See `SpeechEdges` (SliderFormatting).
///
/// A join where neither piece has such a space at its edge costs two tests and a store.
struct SpeechJoiner {
    /// What to do at a join: bits of ``dropLast`` and ``dropFirst`` (a plain byte, so that a
    /// join that does nothing is a compare with zero).
    typealias Action = UInt8
    /// Take back the last byte written: a space that goes.
    static let dropLast: Action = 1
    /// Leave out the piece's first byte: a space that goes.
    static let dropFirst: Action = 2

    /// Whether the speech written so far ends with a space that goes if the next piece starts
    /// with a digit: the last piece ended with a digit and a space separator, or was a space
    /// separator alone after a digit.
    private var pending = false
    /// The join before a piece that has no space separator but U+0020 and whose bytes are valid
    /// only now (a number written by ICU that is its own speech form): its ends are looked at
    /// at once, the first only after a space that may go.
    @inline(__always)
    mutating func join(plain bytes: UnsafeBufferPointer<UInt8>) -> Action {
        guard let last = bytes.last else { return 0 }
        let action: Action = pending && SpeechEdges.startsWithDigit(bytes) ? Self.dropLast : 0
        pending = false
        lastEnd = last < 0x80 ? (last &- 0x30 < 10 ? 1 : 0) : (SpeechEdges.endsWithDigit(bytes) ? 1 : 0)
        return action
    }

    /// Whether the last piece that was not empty ends with a digit: 0 no, 1 yes, 2 look at
    /// ``lastSpeech``.
    private var lastEnd: UInt8 = 0
    /// The speech form of the last piece, where it was an argument's, whose last digit is looked
    /// at only when a join needs it (valid for the walk).
    private var lastSpeech = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    init() {}

    /// The join before a piece of known edges.
    @inline(__always)
    mutating func join(_ edges: SpeechEdges) -> Action {
        // (The bits of SpeechEdges: 4 | 8 | 16 | 32 a space at an edge, or empty; 2 ends with a
        // digit.)
        let bits = edges.bits
        if !pending, bits & (4 | 8 | 16 | 32) == 0 {
            lastEnd = (bits >> 1) & 1
            return 0
        }
        return slowJoin(edges)
    }

    @inline(never)
    private mutating func slowJoin(_ edges: SpeechEdges) -> Action {
        if edges.isEmpty { return 0 }
        var action: Action = 0
        if pending, edges.startsWithDigit { action |= Self.dropLast }
        if edges.spaceThenDigit, lastDigit() { action |= Self.dropFirst }
        if edges.startsWithSpace, !edges.spaceThenDigit {
            // A space alone: it goes if the next piece starts with a digit.
            pending = lastDigit()
        } else {
            pending = edges.digitThenSpace
        }
        lastEnd = edges.endsWithDigit ? 1 : 0
        return action
    }

    /// The join before an argument's speech form, which has no space separator but U+0020:
    /// its first character is looked at only after a space that may go.
    @inline(__always)
    mutating func join(speech: UnsafeBufferPointer<UInt8>) -> Action {
        guard !speech.isEmpty else { return 0 }
        let action: Action = pending && SpeechEdges.startsWithDigit(speech) ? Self.dropLast : 0
        pending = false
        lastEnd = 2
        lastSpeech = speech
        return action
    }

    /// Whether the last piece that was not empty ends with a digit.
    private func lastDigit() -> Bool {
        lastEnd == 2 ? SpeechEdges.endsWithDigit(lastSpeech) : lastEnd == 1
    }
}
