import SliderFormatting
import SliderSpeech

/// The findings of a validation run. Its reports are written by the output layer: ``text``,
/// ``json`` and ``sarif(toolVersion:baseDirectory:currentDirectory:)``.
public struct ValidationReport: Hashable, Sendable {
    /// The findings, in file order; under `strict`, warnings are errors.
    public let findings: [ValidationFinding]
    /// How many files were read.
    public let files: Int
    /// How many messages (entries) were checked.
    public let messages: Int
    /// Whether warnings count as errors.
    public let strict: Bool
    /// The findings of the baseline report that this run no longer has; empty without a
    /// baseline.
    public let absent: [ValidationBaseline.Entry]
    /// Whether the report was compared with a baseline.
    public let hasBaseline: Bool

    /// A report of findings.
    /// - Parameters:
    ///   - findings: The findings, in file order.
    ///   - files: How many files were read.
    ///   - messages: How many messages were checked.
    ///   - strict: Whether warnings count as errors (they are made errors here).
    public init(findings: [ValidationFinding], files: Int, messages: Int, strict: Bool = false) {
        self.init(findings: findings, files: files, messages: messages, strict: strict, absent: [], hasBaseline: false)
    }

    init(
        findings: [ValidationFinding], files: Int, messages: Int, strict: Bool, absent: [ValidationBaseline.Entry],
        hasBaseline: Bool
    ) {
        self.findings = strict ? findings.map { $0.asError() } : findings
        self.files = files
        self.messages = messages
        self.strict = strict
        self.absent = absent
        self.hasBaseline = hasBaseline
    }

    /// How many findings are errors.
    public var errors: Int { findings.filter { $0.severity == .error }.count }
    /// How many findings are warnings.
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    /// How many findings the baseline had already.
    public var unchanged: Int { findings.filter { $0.baselineState == .unchanged }.count }
    /// Whether the catalogs pass: no error (warnings allowed unless strict) other than those
    /// the baseline had already.
    public var passed: Bool { !findings.contains { $0.severity == .error && $0.baselineState != .unchanged } }
}
