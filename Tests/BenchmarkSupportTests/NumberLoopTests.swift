import BenchmarkSupport
import SliderFormatting
import Testing

@Suite("The C loop the benchmark measures against")
struct NumberLoopTests {
    @Test(
        "The C loop writes ICU's currency text",
        arguments: [
            ("en-US", ["$1.00", "$1,234.50", "-$0.25"]),
            ("fr-FR", ["1,00\u{A0}$US", "1\u{202F}234,50\u{A0}$US", "-0,25\u{A0}$US"]),
            ("ja-JP", ["$1.00", "$1,234.50", "-$0.25"]),
        ])
    func strings(tag: String, expected: [String]) throws {
        let loop = try NumberLoop(skeleton: "currency/USD", locale: ICULocale(tag))
        #expect(try loop.strings([1, 1234.5, -0.25]) == expected)
    }

    @Test("The C loop writes what the project's formatter writes", arguments: ["en-US", "fr-FR", "ar-EG", "ja-JP"])
    func sameAsProject(tag: String) throws {
        let locale = try ICULocale(tag)
        let values = (0..<200).map { Double($0) * 13.37 - 500 }
        let project = try NumberFormat.shared(style: .currency(code: "USD", precision: nil), locale: locale)
        let loop = try NumberLoop(skeleton: "currency/USD", locale: locale)
        #expect(try loop.strings(values) == (try values.map { try project.format($0) }))
    }

    @Test("The timed run formats every value and counts its UTF-8 bytes")
    func run() throws {
        let loop = try NumberLoop(skeleton: "currency/USD", locale: ICULocale("en-US"))
        let values: [Double] = [1, 1234.5, 1]  // "$1.00", "$1,234.50", "$1.00": 5 + 9 + 5 bytes
        #expect(try values.withUnsafeBufferPointer { try loop.run($0) } == 19)
    }

    @Test("A skeleton ICU rejects is an error, not a loop")
    func badSkeleton() throws {
        #expect(throws: BenchmarkError.self) { try NumberLoop(skeleton: "currency/USD bogus-word", locale: ICULocale("en-US")) }
    }
}
