import CBenchmarkBaseline
import SliderFormatting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls `body` with `strings` as an array of C strings that live for the call.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    return body(copies.map { UnsafePointer($0) })
}

/// Runs `format` into two buffers (text, speech) and makes the two strings.
private func twoTexts(
    _ format: (UnsafeMutablePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, inout Int32, inout Int32) -> Int32
) throws(BenchmarkError) -> (text: String, speech: String) {
    let capacity = 4096
    var text = [CChar](repeating: 0, count: capacity)
    var speech = [CChar](repeating: 0, count: capacity)
    var speechLength: Int32 = 0
    var status: Int32 = 0
    let length = text.withUnsafeMutableBufferPointer { textBuffer in
        speech.withUnsafeMutableBufferPointer { speechBuffer in
            format(textBuffer.baseAddress!, speechBuffer.baseAddress!, Int32(capacity), &speechLength, &status)
        }
    }
    guard length >= 0 else { throw BenchmarkError("the C loop failed: ICU error \(status)") }
    let decode = { (bytes: ArraySlice<CChar>) in String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    return (decode(text[0..<Int(length)]), decode(speech[0..<Int(speechLength)]))
}

/// A focus sentence's two forms, as the C loops write them.
package struct BaselineText: Hashable, Sendable {
    package let text: String
    package let speech: String
}

/// The equal-work C baseline of a focus announcement (`icu-c/focus`): the display format, the
/// value named in full for the speech form, and the focus sentence filled by concatenation in
/// C, in both forms. The sentences' patterns come from the catalogs, their role word and hint
/// already in place, `{label}` and `{value}` left for C.
///
/// ```swift
/// let loop = try FocusLoop(
///     displaySkeleton: "currency/USD sign-negative", namesSkeleton: "currency/USD sign-negative unit-width-full-name",
///     locale: ICULocale("en-US"), patterns: [.init(text: "{label}, {value}, slider", speech: "{label}, {value}, slider")],
///     labels: [.init(text: "Minimum price", speech: "Minimum price")])
/// try loop.sentence(60.01, label: 0, pattern: 0)   // "Minimum price, $60.01, slider" / "…, 60.01 US dollars, slider"
/// ```
package final class FocusLoop {
    private let handle: OpaquePointer

    /// Opens the loop: two formatters and one result, the patterns cut at `{label}` and `{value}`.
    /// - Throws: ``BenchmarkError`` when ICU rejects a skeleton or the locale, or a pattern has
    ///   too many pieces.
    package init(
        displaySkeleton: String, namesSkeleton: String, locale: ICULocale, patterns: [BaselineText], labels: [BaselineText]
    ) throws(BenchmarkError) {
        var status: Int32 = 0
        let opened = withCStrings(patterns.map(\.text)) { texts in
            withCStrings(patterns.map(\.speech)) { speeches in
                withCStrings(labels.map(\.text)) { labelTexts in
                    withCStrings(labels.map(\.speech)) { labelSpeeches in
                        ssbench_focus_loop_open(
                            displaySkeleton, namesSkeleton, locale.identifier, texts, speeches, Int32(patterns.count),
                            labelTexts, labelSpeeches, Int32(labels.count), &status)
                    }
                }
            }
        }
        guard let opened else {
            throw BenchmarkError("the C focus loop cannot open '\(displaySkeleton)' in \(locale): ICU error \(status)")
        }
        handle = opened
    }

    deinit { ssbench_focus_loop_close(handle) }

    /// The timed work: one focus sentence (both forms) for value `value`, label `label`, pattern
    /// `pattern`.
    /// - Returns: The UTF-8 bytes of both forms.
    /// - Throws: ``BenchmarkError`` when ICU fails.
    package func run(_ value: Double, label: Int, pattern: Int) throws(BenchmarkError) -> Int {
        var status: Int32 = 0
        var value = value
        var label = Int32(label)
        var pattern = Int32(pattern)
        let total = ssbench_focus_loop_run(handle, &value, &label, &pattern, 1, &status)
        guard total >= 0 else { throw BenchmarkError("the C focus loop failed: ICU error \(status)") }
        return Int(total)
    }

    /// The sentence the loop writes, to compare with the project's.
    /// - Throws: ``BenchmarkError`` when ICU fails.
    package func sentence(_ value: Double, label: Int, pattern: Int) throws(BenchmarkError) -> BaselineText {
        let (text, speech) = try twoTexts { text, speech, capacity, speechLength, status in
            ssbench_focus_loop_format(handle, value, Int32(label), Int32(pattern), text, speech, capacity, &speechLength, &status)
        }
        return BaselineText(text: text, speech: speech)
    }
}

/// The equal-work C baseline of a count message (`icu-c/count`): the number formatted, its
/// plural category selected on the formatted number, and the variant for it filled where `#`
/// stands, in both forms.
package final class CountLoop {
    private let handle: OpaquePointer

    /// Opens the loop for the message's variants: each a selector ("=0", "one", "other") and
    /// its text, `#` for the number.
    /// - Throws: ``BenchmarkError`` when ICU rejects the locale or no variant is `other`.
    package init(locale: ICULocale, variants: [(selector: String, text: String)]) throws(BenchmarkError) {
        var status: Int32 = 0
        let opened = withCStrings(variants.map(\.selector)) { selectors in
            withCStrings(variants.map(\.text)) { texts in
                ssbench_count_loop_open(locale.identifier, selectors, texts, Int32(variants.count), &status)
            }
        }
        guard let opened else { throw BenchmarkError("the C count loop cannot open in \(locale): ICU error \(status)") }
        handle = opened
    }

    deinit { ssbench_count_loop_close(handle) }

    /// The timed work: the messages of `counts` (both forms).
    /// - Returns: The UTF-8 bytes written.
    /// - Throws: ``BenchmarkError`` when ICU fails.
    package func run(_ counts: Range<Int>) throws(BenchmarkError) -> Int {
        var status: Int32 = 0
        let total = ssbench_count_loop_run(handle, Int64(counts.lowerBound), Int32(counts.count), &status)
        guard total >= 0 else { throw BenchmarkError("the C count loop failed: ICU error \(status)") }
        return Int(total)
    }

    /// The message the loop writes for `count`, to compare with the project's.
    /// - Throws: ``BenchmarkError`` when ICU fails.
    package func message(_ count: Int) throws(BenchmarkError) -> BaselineText {
        let (text, speech) = try twoTexts { text, speech, capacity, speechLength, status in
            ssbench_count_loop_format(handle, Int64(count), text, speech, capacity, &speechLength, &status)
        }
        return BaselineText(text: text, speech: speech)
    }
}
