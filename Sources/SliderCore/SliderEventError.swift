/// Why an event could not be applied; the slider is left as it was.
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct SliderEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`thumbRequired`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// A range slider's event did not say which thumb.
        public static let thumbRequired = Code("thumbRequired")
        /// A thumb was named for a slider that has only one.
        public static let thumbNotAllowed = Code("thumbNotAllowed")
        /// `dragMove` or `dragEnd` came without a `dragStart`.
        public static let noDragInProgress = Code("noDragInProgress")
        /// A number of the event is NaN or infinite.
        public static let notFinite = Code("notFinite")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The event's field at fault, as the event pipeline names it: `thumb`, `x`, `dx`; empty
    /// when the fault is the order of the events (``Code/noDragInProgress``).
    public let field: String
    /// What is wrong, in a few English words and without the field's name.
    public let reason: String

    private init(_ code: Code, field: String, reason: String) {
        self.code = code
        self.field = field
        self.reason = reason
    }

    /// One line: the field, then what is wrong with it.
    public var description: String { field.isEmpty ? reason : "\(field): \(reason)" }

    /// A range slider's event did not say which thumb.
    package static let thumbRequired = SliderEventError(
        .thumbRequired, field: "thumb", reason: "required for a range slider (lower or upper)")

    /// `thumb` was named for a slider that has only one.
    package static func thumbNotAllowed(_ thumb: Thumb) -> SliderEventError {
        SliderEventError(.thumbNotAllowed, field: "thumb", reason: "'\(thumb.rawValue)' given, but this slider has one thumb")
    }

    /// `dragMove` or `dragEnd` came without a `dragStart`.
    package static let noDragInProgress = SliderEventError(
        .noDragInProgress, field: "", reason: "no drag in progress (send dragStart first)")

    /// A number of the event is NaN or infinite.
    package static func notFinite(field: String) -> SliderEventError {
        SliderEventError(.notFinite, field: field, reason: "not a finite number")
    }
}
