import CBenchmarkBaseline
import SliderFormatting

/// The plain-C loop over ICU that the benchmark measures the project against: one number
/// formatter and one result, opened here, outside the timed region, and closed in `deinit`.
///
/// ```swift
/// let loop = try NumberLoop(skeleton: "currency/USD", locale: ICULocale("en-US"))
/// try loop.strings([60, 1234.5])   // ["$60.00", "$1,234.50"]
/// ```
package final class NumberLoop {
    private let handle: OpaquePointer

    /// Opens the formatter and the result.
    /// - Throws: ``BenchmarkError`` with ICU's error code when ICU rejects the skeleton or locale.
    package init(skeleton: String, locale: ICULocale) throws(BenchmarkError) {
        var status: Int32 = 0
        guard let handle = ssbench_number_loop_open(skeleton, locale.identifier, &status) else {
            throw BenchmarkError("the C loop cannot open '\(skeleton)' in \(locale): ICU error \(status)")
        }
        self.handle = handle
    }

    deinit { ssbench_number_loop_close(handle) }

    /// The timed work: formats every value of `values` in C.
    /// - Returns: The total UTF-8 bytes written (keeps the work observable).
    /// - Throws: ``BenchmarkError`` when ICU fails.
    package func run(_ values: UnsafeBufferPointer<Double>) throws(BenchmarkError) -> Int {
        var status: Int32 = 0
        let total = ssbench_number_loop_run(handle, values.baseAddress, Int32(values.count), &status)
        guard total >= 0 else { throw BenchmarkError("the C loop failed: ICU error \(status)") }
        return Int(total)
    }

    /// The texts the loop writes for `values`, to compare with the project's.
    /// - Throws: ``BenchmarkError`` when ICU fails.
    package func strings(_ values: [Double]) throws(BenchmarkError) -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        var buffer = [UInt8](repeating: 0, count: 1024)
        for value in values {
            var status: Int32 = 0
            let length = buffer.withUnsafeMutableBufferPointer { out in
                out.withMemoryRebound(to: CChar.self) {
                    ssbench_number_loop_format(handle, value, $0.baseAddress, Int32($0.count), &status)
                }
            }
            guard length >= 0 else { throw BenchmarkError("the C loop failed on \(value): ICU error \(status)") }
            texts.append(String(decoding: buffer[0..<Int(length)], as: UTF8.self))
        }
        return texts
    }
}
