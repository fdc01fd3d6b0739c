internal import CICUShim

/// The ISO 4217 codes ICU knows, current and historic.
///
/// ICU's skeletons accept any three letters as a currency (`currency/QQQ` formats as
/// "QQQ 1.00"), so the check is against ICU's own list (`ucurr_openISOCurrencies`).
package enum CurrencyCodes {
    /// Whether `code` is one of ICU's ISO 4217 codes, exactly (upper case).
    package static func isKnown(_ code: String) -> Bool { known.contains(code) }

    /// The first `currency/XXX` of a number skeleton whose code ICU does not know, or `nil`.
    package static func unknownCode(inSkeleton skeleton: some StringProtocol) -> String? {
        for token in skeleton.split(whereSeparator: { $0 == " " }) where token.hasPrefix("currency/") {
            let code = String(token.dropFirst("currency/".count))
            if !isKnown(code) { return code }
        }
        return nil
    }

    private static let known: Set<String> = {
        let text = try? ShimText.read(operation: "ucurr_openISOCurrencies", capacity: 4096) {
            out, capacity, status in
            ssicu_iso_currency_codes(out, capacity, status)
        }
        return Set((text ?? "").split(separator: " ").map(String.init))
    }()
}
