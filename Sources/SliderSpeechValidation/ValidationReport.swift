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
    /// The catalogs read, each with its kind, in the order read.
    public let inputs: [ValidationInput]
    /// The directories given that were searched for catalogs (not catalogs themselves).
    public let searched: [String]
    /// What was not read or not checked, one line each: a FIFO or a device met while searching
    /// or walking a tree, a locale ICU has no data for (whose plural categories are unchecked).
    public let notes: [String]
    /// What a search found but could not read, one line each (a folder that cannot be listed,
    /// a path longer than the system allows, a catalog file that cannot be opened): the rest was
    /// checked, but the run is not a pass of everything asked — the tool exits with status 2.
    public let unread: [String]

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
        hasBaseline: Bool, inputs: [ValidationInput] = [], searched: [String] = [], notes: [String] = [],
        unread: [String] = []
    ) {
        self.findings = strict ? findings.map { $0.asError() } : findings
        self.files = files
        self.messages = messages
        self.strict = strict
        self.absent = absent
        self.hasBaseline = hasBaseline
        self.inputs = inputs
        self.searched = searched
        self.notes = notes
        self.unread = unread
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

/// A catalog a validation read, and what kind it is.
public struct ValidationInput: Hashable, Sendable {
    /// The catalog's path, as reports give it.
    public let path: String
    /// What kind of catalog it is.
    public let kind: Kind

    /// A kind of catalog, by a stable id (`xcstrings`, `android`, `json`).
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's id in reports.
        public let id: String
        /// The kind for people, singular and plural.
        let name: (one: String, many: String)

        /// An Xcode String Catalog (`.xcstrings`).
        public static let stringCatalog = Kind(id: "xcstrings", name: ("String Catalog", "String Catalogs"))
        /// An Android `res` tree, or one of its files.
        public static let androidResources = Kind(id: "android", name: ("Android res folder", "Android res folders"))
        /// A directory of ICU MessageFormat catalogs (`<locale>.json`).
        public static let catalogDirectory = Kind(id: "json", name: ("catalog directory", "catalog directories"))

        /// The id.
        public var description: String { id }

        public static func == (left: Kind, right: Kind) -> Bool { left.id == right.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
}
