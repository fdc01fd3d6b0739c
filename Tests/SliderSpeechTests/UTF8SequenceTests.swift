import TestSupport
import Testing

@testable import SliderSpeech

/// The package's one UTF-8 validator (``UTF8Sequence``), for the JSON reader and file paths.
@Suite("UTF-8 sequences")
struct UTF8SequenceTests {
    @Test(
        "Each fault, where the JSON reader names it",
        arguments: [
            ([0x41], .success(1)), ([0xC3, 0xA9], .success(2)), ([0xE2, 0x81, 0xA8], .success(3)),
            ([0xF0, 0x9F, 0x98, 0x80], .success(4)), ([0xF4, 0x8F, 0xBF, 0xBF], .success(4)),
            ([0x80], .failure(.invalidLead(0x80))), ([0xC0, 0x80], .failure(.invalidLead(0xC0))),
            ([0xF5, 0x80, 0x80, 0x80], .failure(.invalidLead(0xF5))), ([0xE2, 0x81], .failure(.truncated)),
            ([0xE2, 0x41, 0x41], .failure(.invalidContinuation(0x41))),
            // A bad byte later in the sequence is named before the range of the second.
            ([0xE0, 0x80, 0x41], .failure(.invalidContinuation(0x41))),
            ([0xE0, 0x80, 0x80], .failure(.overlongOrSurrogate)), ([0xED, 0xA0, 0x80], .failure(.overlongOrSurrogate)),
            ([0xF0, 0x8F, 0xBF, 0xBF], .failure(.overlongOrSurrogate)),
            ([0xF4, 0x90, 0x80, 0x80], .failure(.overlongOrSurrogate)),
        ] as [([UInt8], Result<Int, UTF8Sequence.Fault>)])
    func faults(bytes: [UInt8], expected: Result<Int, UTF8Sequence.Fault>) {
        #expect(UTF8Sequence.length(in: bytes, at: 0) == expected)
    }

    /// Property: walking seeded random bytes sequence by sequence succeeds exactly where the
    /// standard library takes them as UTF-8, and each sequence is one scalar of its decoding.
    @Test("Agrees with the standard library's validation on seeded random bytes")
    func agreesWithStandardLibrary() {
        var random = SeededRandom(seed: 3_629)
        // Bytes near the boundaries of the rules, more often than chance would pick them.
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
            0xFF,
        ]
        for _ in 0..<20_000 {
            let count = Int(random.next(7))
            let bytes = (0..<count).map { _ in
                random.next(2) == 0
                    ? interesting[Int(random.next(UInt64(interesting.count)))] : UInt8(truncatingIfNeeded: random.next())
            }
            var index = 0
            var scalars = 0
            var valid = true
            while index < bytes.count {
                guard case .success(let length) = UTF8Sequence.length(in: bytes, at: index) else {
                    valid = false
                    break
                }
                index += length
                scalars += 1
            }
            let decoded = String(validating: bytes, as: UTF8.self)
            #expect(valid == (decoded != nil), "\(bytes)")
            if let decoded { #expect(decoded.unicodeScalars.count == scalars, "\(bytes)") }
        }
    }
}
