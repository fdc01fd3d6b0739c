/// Something an export leaves out, which the tool says on standard error: the export is still
/// written.
///
/// ```swift
/// for warning in try export.warnings() {
///     print(warning)   // "Locales/fr.json: app.only (fr): no en catalog has this id, so it is not exported …"
/// }
/// ```
public struct CatalogExportWarning: Hashable, Sendable, CustomStringConvertible {
    /// What kind of warning it is; new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable {
        /// The code's name, such as `only-in-translation`.
        public let rawValue: String
        /// A code by its name.
        /// - Parameter rawValue: The code's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A translation has a message whose id no source-locale file has: without the source's
        /// arguments and note it is not exported.
        public static let onlyInTranslation = Code(rawValue: "only-in-translation")
        /// An exported locale has no file in a directory whose source messages it would need:
        /// those messages are missing from the export's locale.
        public static let untranslatedLocale = Code(rawValue: "untranslated-locale")
    }

    /// What kind of warning it is.
    public let code: Code
    /// The message id, or empty for a whole locale.
    public let id: String
    /// The locale.
    public let locale: String
    /// The catalog file (or, for a whole locale, the directory) concerned.
    public let file: String
    /// What happens, in a few words for people.
    public let reason: String

    /// An export warning.
    /// - Parameters:
    ///   - code: What kind of warning it is.
    ///   - id: The message id, or empty for a whole locale.
    ///   - locale: The locale.
    ///   - file: The catalog file or directory concerned.
    ///   - reason: What happens.
    public init(code: Code, id: String, locale: String, file: String, reason: String) {
        self.code = code
        self.id = id
        self.locale = locale
        self.file = file
        self.reason = reason
    }

    /// One line: the file, the id and locale, and the reason.
    public var description: String {
        id.isEmpty ? "\(locale): \(reason)" : "\(file): \(id) (\(locale)): \(reason)"
    }
}
