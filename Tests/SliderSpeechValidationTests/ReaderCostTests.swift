import Foundation
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// The readers' cost is linear in the input: a one-line `strings.xml` of 40,000 strings takes
/// about sixteen times as long as one of 2,500 (256 times when each element's column was found
/// by scanning its line from the start). The bound, 100, leaves room for a busy machine and for
/// AddressSanitizer, whose allocator makes the larger read cost up to four times more again
/// (a ratio of 33 for eight times the strings, measured in CI).
@Suite("Reader cost")
struct ReaderCostTests {
    static func oneLine(_ count: Int) -> [UInt8] {
        var text = #"<?xml version="1.0" encoding="utf-8"?><resources>"#
        for index in 0..<count { text += #"<string name="s\#(index)">Text \#(index): %1$s</string>"# }
        return Array((text + "</resources>").utf8)
    }

    /// The fastest of five reads, in seconds.
    static func seconds(_ bytes: [UInt8]) -> Double {
        (0..<5).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            let file = AndroidResourceReader.read(bytes: bytes, path: "values/strings.xml", locale: "")
            precondition(file.failure == nil)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min()!
    }

    @Test("Sixteen times the strings on one line cost less than 100 times the time (linear: 16, quadratic: 256)")
    func oneLineIsLinear() {
        let small = Self.oneLine(2_500)
        let large = Self.oneLine(40_000)
        let read = AndroidResourceReader.read(bytes: large, path: "values/strings.xml", locale: "")
        #expect(read.entries.count == 40_000)
        let last = #"<string name="s39999">Text 39999: %1$s</string></resources>"#.utf8.count
        #expect(read.entries.last.map { "\($0.entry.place.line):\($0.entry.place.column)" } == "1:\(large.count - last + 1)")
        let ratio = Self.seconds(large) / Self.seconds(small)
        #expect(ratio < 100, "40,000 strings took \(ratio) times as long as 2,500")
    }
}
