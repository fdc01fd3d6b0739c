import SliderCore

/// How a slider's value is written — a plain number, percent, currency, a unit or any ICU
/// skeleton — as an ICU number skeleton.
///
/// The skeleton is plain Swift text, so styles are tested without ICU:
/// ```swift
/// NumberStyle.plain(step: 0.25).skeleton                     // ".##"
/// NumberStyle.percent(step: 0.005).skeleton                  // "percent scale/100 .#"
/// NumberStyle.currency(code: "USD", precision: 0).skeleton   // "currency/USD precision-integer"
/// ```
///
/// Frozen: a `switch` over its cases may be exhaustive. Every other way ICU writes a number
/// is a ``skeleton(_:)``, so no style needs a case of its own; a new case would be a new major
/// version.
public enum NumberStyle: Hashable, Sendable {
    /// A plain number with at most as many fraction digits as `step` has decimal places
    /// (0.25 → 2), none required. A step of 0 (or one that is not finite) leaves ICU's default.
    case plain(step: Double)
    /// The value × 100 as a percentage, in the locale's own form ("60 %"), with at most as
    /// many fraction digits as `step` × 100 has decimal places (0.005 → 1).
    case percent(step: Double)
    /// Money in the currency with this ISO 4217 code, with the currency's own fraction digits
    /// (JPY has none) unless `precision` is given. A negative precision counts as 0.
    case currency(code: String, precision: Int?)
    /// A measure with ICU's unit identifier (`length-kilometer`), with the unit's full name
    /// ("5 kilometers"), which reads better aloud; fraction digits from `step` as for `plain`.
    case unit(String, step: Double)
    /// Any ICU number skeleton, passed as it is.
    case skeleton(String)

    /// The ICU number skeleton of the style.
    public var skeleton: String {
        switch self {
        case .plain(let step):
            return Self.fractionDigits(forStep: step).map(Self.precision) ?? ""
        case .percent(let step):
            // Scaling by 100 moves the decimal point two places: counted on the text.
            var words = ["percent", "scale/100"]
            if let digits = Self.fractionDigits(forStep: step) {
                words.append(Self.precision(max(0, digits - 2)))
            }
            return words.joined(separator: " ")
        case .currency(let code, let precision):
            var words = ["currency/" + code]
            if let precision {
                // Exactly this many fraction digits: money shows its cents.
                words.append(
                    precision <= 0 ? "precision-integer" : "." + String(repeating: "0", count: precision))
            }
            return words.joined(separator: " ")
        case .unit(let unit, let step):
            var words = ["measure-unit/" + unit, "unit-width-full-name"]
            if let digits = Self.fractionDigits(forStep: step) {
                words.append(Self.precision(digits))
            }
            return words.joined(separator: " ")
        case .skeleton(let skeleton):
            return skeleton
        }
    }

    /// The decimal places of a step, or `nil` for a step that sets no precision (0, not finite).
    private static func fractionDigits(forStep step: Double) -> Int? {
        guard step.isFinite, step != 0 else { return nil }
        return NumberText.decimalPlaces(of: step)
    }

    /// At most `digits` fraction digits, none required.
    private static func precision(_ digits: Int) -> String {
        digits == 0 ? "precision-integer" : "." + String(repeating: "#", count: digits)
    }
}
