/// The one UTF-8 validator of the package's readers, as RFC 3629 defines UTF-8: no overlong
/// forms, no surrogates, nothing past U+10FFFF. The JSON reader checks its strings with it and
/// ``FilePath`` finds the bytes of a path that are not UTF-8 with it.
enum UTF8Sequence {
    /// Why the bytes at an index are not a UTF-8 sequence.
    enum Fault: Error, Hashable, Sendable {
        /// The byte cannot start a sequence (a continuation byte, C0, C1, F5 to FF).
        case invalidLead(UInt8)
        /// The bytes end inside the sequence.
        case truncated
        /// A byte of the sequence is not a continuation byte (10xxxxxx).
        case invalidContinuation(UInt8)
        /// The sequence is an overlong form, a surrogate, or past U+10FFFF.
        case overlongOrSurrogate
    }

    /// The length of the well-formed sequence that starts at `index` (1 for ASCII), or what is
    /// wrong with it: first the lead byte, then whether the bytes hold the whole sequence, then
    /// each continuation byte, then the range the second byte must be in.
    /// - Parameters:
    ///   - bytes: Any bytes.
    ///   - index: An index of `bytes`.
    /// - Returns: The length, or the fault.
    static func length(in bytes: [UInt8], at index: Int) -> Result<Int, Fault> {
        let lead = bytes[index]
        let length: Int
        // The range of the second byte: narrower after E0, ED, F0 and F4.
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return .success(1)
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return .failure(.invalidLead(lead))
        }
        guard length <= bytes.count - index else { return .failure(.truncated) }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return .failure(.invalidContinuation(bytes[index + offset]))
        }
        guard bytes[index + 1] >= low, bytes[index + 1] <= high else { return .failure(.overlongOrSurrogate) }
        return .success(length)
    }
}
