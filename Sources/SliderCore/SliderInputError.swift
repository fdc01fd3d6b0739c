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
///     print(error)          // bounds: lower 300 is greater than upper 20
///     error.code == .reversed   // true
/// }
/// ```
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct SliderInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`notFinite`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// NaN or ±infinity where a finite number is needed.
        public static let notFinite = Code("notFinite")
        /// A lower end greater than the upper end.
        public static let reversed = Code("reversed")
        /// A negative number where none may be.
        public static let negative = Code("negative")
        /// A value outside the bounds where it must lie inside them.
        public static let outside = Code("outside")
        /// An empty list where at least one item is needed.
        public static let empty = Code("empty")
        /// A count that is negative, not a whole number, or too large.
        public static let notACount = Code("notACount")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The field at fault, as a slider description names it: `bounds`, `step`, `value`,
    /// `neutralValue`, `histogram[3]`, `geometry.width`.
    public let field: String
    /// What is wrong with the field, in a few English words and without the field's name:
    /// `lower 300 is greater than upper 20`.
    public let reason: String

    private init(_ code: Code, field: String, reason: String) {
        self.code = code
        self.field = field
        self.reason = reason
    }

    /// One line: the field, then what is wrong with it.
    public var description: String { "\(field): \(reason)" }

    /// NaN or ±infinity in `field`.
    package static func notFinite(field: String) -> SliderInputError {
        SliderInputError(.notFinite, field: field, reason: "not a finite number")
    }

    /// A lower end greater than the upper end.
    package static func reversed(field: String, lower: Double, upper: Double) -> SliderInputError {
        SliderInputError(
            .reversed, field: field,
            reason: "lower \(NumberText.plain(lower)) is greater than upper \(NumberText.plain(upper))")
    }

    /// A negative number where none may be.
    package static func negative(field: String, _ value: Double) -> SliderInputError {
        SliderInputError(.negative, field: field, reason: "\(NumberText.plain(value)) is negative")
    }

    /// A value outside the bounds where it must lie inside them.
    package static func outside(field: String, _ value: Double, bounds: SliderBounds) -> SliderInputError {
        SliderInputError(
            .outside, field: field,
            reason:
                "\(NumberText.plain(value)) is outside the bounds "
                + "\(NumberText.plain(bounds.lower))…\(NumberText.plain(bounds.upper))"
        )
    }

    /// An empty list where at least one item is needed.
    package static func empty(field: String) -> SliderInputError {
        SliderInputError(.empty, field: field, reason: "is empty")
    }

    /// A count that is negative, not a whole number, or too large.
    package static func notACount(field: String, _ value: Double) -> SliderInputError {
        SliderInputError(
            .notACount, field: field, reason: "\(NumberText.plain(value)) is not a count (a whole number from 0)")
    }
}
