internal import CICUShim

/// The plain-C loop over ICU that a benchmark measures the Swift layer against: one currency
/// formatter and one result, `unumf_formatDouble` and a UTF-8 conversion per value.
package enum BenchmarkBaseline {
    /// Formats every value `rounds` times in C.
    /// - Returns: The total UTF-8 bytes produced (keeps the work observable).
    package static func currencyLoop(
        locale: ICULocale, currency: String, values: [Double], rounds: Int
    ) throws(FormattingError) -> Int {
        var status: Int32 = 0
        var scratch = [CChar](repeating: 0, count: 256)
        let total = values.withUnsafeBufferPointer { numbers in
            scratch.withUnsafeMutableBufferPointer { out in
                ssicu_bench_currency_loop(
                    locale.icuID, currency, numbers.baseAddress, Int32(numbers.count),
                    Int32(clamping: rounds), out.baseAddress, Int32(out.count), &status)
            }
        }
        guard status <= 0 else {
            throw .icu(ICUError(code: status, operation: "ssicu_bench_currency_loop"))
        }
        return Int(total)
    }

    /// The strings the C loop writes for `values`, one per value, to compare with the Swift
    /// layer's.
    package static func currencyStrings(
        locale: ICULocale, currency: String, values: [Double]
    ) throws(FormattingError) -> [String] {
        do throws(ICUError) {
            let text = try values.withUnsafeBufferPointer { numbers throws(ICUError) in
                try ShimText.read(operation: "ssicu_bench_currency_strings", capacity: 4096) {
                    out, capacity, status in
                    ssicu_bench_currency_strings(
                        locale.icuID, currency, numbers.baseAddress, Int32(numbers.count), out,
                        capacity, status)
                }
            }
            return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        } catch {
            throw .icu(error)
        }
    }
}
