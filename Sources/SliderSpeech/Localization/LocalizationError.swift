public import SliderFormatting

/// Why a catalog message could not be produced: no catalog has it, or its pattern does not
/// parse or format.
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct LocalizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`missingMessage`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// No catalog has the message, not even the source locale's.
        public static let missingMessage = Code("missingMessage")
        /// The pattern does not parse, or does not format with the arguments given
        /// (``LocalizationError/formattingError`` says why).
        public static let badPattern = Code("badPattern")
        /// A catalog file the lookup of the message reached does not parse
        /// (``LocalizationError/catalogError`` says which and why). The built-in catalog is
        /// validated when the package is built, so for it this is a broken build.
        public static let catalogFile = Code("catalogFile")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The message at fault: its id (`slider.hint.ios`), or what the pattern is when it is not
    /// a catalog's (a description's field, `countMessage`).
    public let source: String
    /// ICU's reason, for ``Code/badPattern``.
    public let formattingError: FormattingError?
    /// The file that does not parse, for ``Code/catalogFile``.
    public let catalogError: CatalogError?
    /// The error behind this one, whichever it is: ``formattingError`` or ``catalogError``;
    /// `nil` for ``Code/missingMessage``.
    public var cause: (any Error)? { formattingError ?? catalogError.map { $0 as any Error } }

    private init(_ code: Code, source: String, formattingError: FormattingError?, catalogError: CatalogError? = nil) {
        self.code = code
        self.source = source
        self.formattingError = formattingError
        self.catalogError = catalogError
    }

    /// A catalog file that does not parse, reached while looking up message `id`.
    package static func catalogFile(_ id: String, _ error: CatalogError) -> LocalizationError {
        LocalizationError(.catalogFile, source: id, formattingError: nil, catalogError: error)
    }

    /// No catalog has message `id`.
    package static func missingMessage(_ id: String) -> LocalizationError {
        LocalizationError(.missingMessage, source: id, formattingError: nil)
    }

    /// The pattern of `source` does not parse or format.
    package static func badPattern(_ source: String, _ error: FormattingError) -> LocalizationError {
        LocalizationError(.badPattern, source: source, formattingError: error)
    }

    /// One line: the message, then what is wrong with it.
    public var description: String {
        code == .missingMessage ? reason : "\(source): \(reason)"
    }

    /// What is wrong, without the message's name.
    public var reason: String {
        if let formattingError { return "\(formattingError)" }
        if let catalogError { return "catalog file does not parse: \(catalogError)" }
        return "no message '\(source)' in the catalogs"
    }
}
