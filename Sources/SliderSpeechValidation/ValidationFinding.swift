package import SliderSpeech

/// One problem found in a catalog.
public struct ValidationFinding: Hashable, Sendable, CustomStringConvertible {
    /// How a finding counts: an error fails the validation, a warning does not (unless strict).
    public enum Severity: String, Hashable, Sendable {
        /// The finding fails the validation.
        case error
        /// The finding is shown, and fails only under strict.
        case warning
    }

    /// The rule that found it.
    public let rule: ValidationRule
    /// Error or warning: the rule's default severity, or error under strict.
    public let severity: Severity
    /// The file, as its path was given.
    public let file: String
    /// The line (from 1) the finding points at: the message's id, or 1 for the whole file.
    public let line: Int
    /// The column (from 1, in Unicode scalars) on that line, where the finding points at a
    /// place in the file; `nil` for a whole file or a message it lacks.
    public let column: Int?
    /// The locale tag the file is named by.
    public let locale: String
    /// The message id, where the finding is about one message.
    public let id: String?
    /// The variant path (`count=one`, `count=one/gender=female`), or the argument, where it
    /// is about part of a message.
    public let variant: String?
    /// The offset in the pattern, in Unicode scalars, where there is one.
    public let offset: Int?
    /// What is wrong, for people: one line.
    public let message: String
    /// Whether a baseline report had the finding already (set by
    /// ``ValidationReport/compared(with:baseDirectory:currentDirectory:)``); `nil` without a
    /// baseline.
    public internal(set) var baselineState: BaselineState?
    /// The file's path as bytes, where the validator read it (for SARIF's URIs, which
    /// percent-encode a name's bytes, not its escaped text).
    package var path: FilePath?

    /// Whether a finding is new or was in the baseline report.
    public enum BaselineState: String, Hashable, Sendable {
        /// Not in the baseline: it counts for the exit status.
        case new
        /// In the baseline already: reported, but left out of the exit status.
        case unchanged
    }

    /// A finding.
    /// - Parameters:
    ///   - rule: The rule that found it.
    ///   - severity: Its severity; the rule's default when `nil`.
    ///   - file: The file, as its path was given.
    ///   - line: The line (from 1).
    ///   - column: The column (from 1, in Unicode scalars), where it applies.
    ///   - locale: The locale tag of the file or entry.
    ///   - id: The message id, where it is about one message.
    ///   - variant: The variant path or argument, where it is about part of a message.
    ///   - offset: The offset in the pattern, in Unicode scalars.
    ///   - message: What is wrong.
    public init(
        rule: ValidationRule, severity: Severity? = nil, file: String, line: Int, column: Int? = nil, locale: String,
        id: String? = nil, variant: String? = nil, offset: Int? = nil, message: String
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.file = file
        self.line = max(line, 1)
        self.column = column.map { max($0, 1) }
        self.locale = locale
        self.id = id
        self.variant = variant
        self.offset = offset
        self.message = message
    }

    /// `file:line: severity rule: locale id [variant]: message`.
    public var description: String {
        var subject = locale
        if let id { subject += " \(id)" }
        if let variant { subject += " [\(variant)]" }
        return "\(file):\(line): \(severity.rawValue) \(rule.id): \(subject): \(message)"
    }

    /// The same finding as an error (for `--strict`).
    func asError() -> ValidationFinding {
        var copy = ValidationFinding(
            rule: rule, severity: .error, file: file, line: line, column: column, locale: locale, id: id, variant: variant,
            offset: offset, message: message)
        copy.baselineState = baselineState
        copy.path = path
        return copy
    }
}
