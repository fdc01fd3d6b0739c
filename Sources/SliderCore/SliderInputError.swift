/// Why a slider description was rejected, naming the field at fault.
///
/// Thrown by the validating initializers of ``SliderBounds``, ``RangeSlider``, ``Slider``,
/// ``TickSlider``, ``Histogram`` and ``SliderGeometry``: NaN or ±infinity in bounds, step,
/// minimum span, value or neutral value; bounds or a range whose lower end is above its upper
/// end; a negative step; a neutral value outside the bounds; an empty histogram, or a negative
/// or fractional count. Values requested at run time are never errors: they go through the
/// setters.
///
/// ```swift
/// do {
///     _ = try SliderBounds(lower: 300, upper: 20)
/// } catch {
///     print(error)   // bounds: lower 300 is greater than upper 20
/// }
/// ```
public struct SliderInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the field.
    public enum Problem: Hashable, Sendable {
        /// NaN or ±infinity where a finite number is needed.
        case notFinite
        /// A lower end greater than the upper end.
        case reversed(lower: Double, upper: Double)
        /// A negative number where none may be.
        case negative(Double)
        /// A value outside the bounds where it must lie inside them.
        case outside(Double, bounds: SliderBounds)
        /// An empty list where at least one item is needed.
        case empty
        /// A count that is negative, not a whole number, or too large.
        case notACount(Double)
    }

    /// The field at fault, as a slider description names it: `bounds`, `step`, `value`,
    /// `neutralValue`, `histogram[3]`, `geometry.width`.
    public let field: String
    /// What is wrong with it.
    public let problem: Problem

    public init(field: String, problem: Problem) {
        self.field = field
        self.problem = problem
    }

    /// One line: the field, then what is wrong with it.
    public var description: String {
        switch problem {
        case .notFinite:
            return "\(field): not a finite number"
        case .reversed(let lower, let upper):
            return "\(field): lower \(plain(lower)) is greater than upper \(plain(upper))"
        case .negative(let value):
            return "\(field): \(plain(value)) is negative"
        case .outside(let value, let bounds):
            return "\(field): \(plain(value)) is outside the bounds \(plain(bounds.lower))…\(plain(bounds.upper))"
        case .empty:
            return "\(field): is empty"
        case .notACount(let value):
            return "\(field): \(plain(value)) is not a count (a whole number from 0)"
        }
    }
}

/// A number as a person writes it: `20`, not `20.0`.
func plain(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
