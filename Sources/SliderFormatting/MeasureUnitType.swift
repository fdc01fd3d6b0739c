internal import CICUShim

/// The type ICU gives a measure unit: a skeleton's `measure-unit/…` names it with the unit
/// (`measure-unit/length-kilometer`), its `unit/…` leaves it out (`unit/kilometer`).
package enum MeasureUnitType {
    /// The type of the unit with this core identifier, as ICU's list of units gives it:
    /// "length" for "kilometer", "speed" for "kilometer-per-hour"; `nil` for a unit that list
    /// does not hold ("foot-per-fortnight") or an identifier ICU cannot read.
    package static func of(_ identifier: String) -> String? {
        let type = try? ShimText.withUTF8(identifier) { text, length throws(ICUError) in
            try ShimText.read(operation: "MeasureUnit::forIdentifier") { out, capacity, status in
                ssicu_measure_unit_type(text, length, out, capacity, status)
            }
        }
        guard let type, !type.isEmpty else { return nil }
        return type
    }
}
