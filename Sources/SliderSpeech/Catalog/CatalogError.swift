/// Why a catalog file or directory could not be read as one: the file and what is wrong.
///
/// ```swift
/// do {
///     _ = try CatalogFile(bytes: Array("[1]".utf8), path: "Locales/fr.json")
/// } catch {
///     error.code == .notACatalog   // true
///     error.file                   // "Locales/fr.json"
///     print(error)                 // Locales/fr.json:1: expected a JSON object of message id → pattern, got an array
/// }
/// ```
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`notJSON`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// The directory or file cannot be read (it is missing, not permitted, not a directory).
        public static let unreadable = Code("unreadable")
        /// The file is not JSON (strict JSON: no comments, no trailing commas, valid UTF-8).
        public static let notJSON = Code("notJSON")
        /// The file is JSON but not a catalog: not an object of message id → pattern, or an
        /// entry that is neither a pattern string nor a `{"message", "description",
        /// "sameAsSource"}` object.
        public static let notACatalog = Code("notACatalog")
        /// A directory to validate has no catalog of the source locale to compare with.
        public static let noSourceCatalog = Code("noSourceCatalog")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The file (or the directory), as its path was given.
    public let file: String
    /// The line at fault, when there is one.
    public let line: Int?
    /// The column (from 1, in Unicode scalars) at fault, when there is one.
    public let column: Int?
    /// What is wrong, in a few English words and without the file's name.
    public let reason: String

    private init(_ code: Code, file: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// A directory or file that cannot be read; `reason` says why.
    package static func unreadable(file: String, reason: String) -> CatalogError {
        CatalogError(.unreadable, file: file, reason: reason)
    }

    /// A file that is not JSON, at `line` and `column`.
    package static func notJSON(file: String, line: Int, column: Int, reason: String) -> CatalogError {
        CatalogError(.notJSON, file: file, line: line, column: column, reason: reason)
    }

    /// A JSON file that is not a catalog, at `line` (and `column`, for an entry).
    package static func notACatalog(file: String, line: Int, column: Int? = nil, reason: String) -> CatalogError {
        CatalogError(.notACatalog, file: file, line: line, column: column, reason: reason)
    }

    /// A directory without a catalog of the source locale.
    package static func noSourceCatalog(directory: String, sourceLocale: String) -> CatalogError {
        CatalogError(.noSourceCatalog, file: directory, reason: "no source catalog \(sourceLocale).json to compare with")
    }

    /// One line: the file, the line where there is one, and what is wrong.
    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}
