import SliderSpeech

/// Why a catalog cannot be exported: the message, the locale, and what the target format
/// cannot express.
///
/// ```swift
/// do {
///     _ = try CatalogExport(catalogs: catalogs).stringCatalog()
/// } catch {
///     print(error)   // "demo.speed.value (en): =1 selects one exact number, which …"
/// }
/// ```
public struct CatalogExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is; new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable {
        /// The code's name, such as `exact-value`.
        public let rawValue: String
        /// A code by its name.
        /// - Parameter rawValue: The code's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The pattern does not parse as ICU MessageFormat.
        public static let syntax = Code(rawValue: "syntax")
        /// A `select` argument: neither format chooses a text by a word.
        public static let select = Code(rawValue: "select")
        /// A `selectordinal` argument: neither format has ordinal plurals.
        public static let ordinal = Code(rawValue: "selectordinal")
        /// A `choice` argument (ICU's deprecated ChoiceFormat).
        public static let choice = Code(rawValue: "choice")
        /// A plural inside a plural's variant, or two plurals in one message.
        public static let nestedPlural = Code(rawValue: "nested-plural")
        /// A plural with `offset:`, whose `#` is the count less the offset.
        public static let pluralOffset = Code(rawValue: "plural-offset")
        /// An exact value other than `=0` (`=1 {normal}`), which no plural of either format selects.
        public static let exactValue = Code(rawValue: "exact-value")
        /// A formatted argument (`{value, number, ::percent}`, a date, a spell-out).
        public static let formattedArgument = Code(rawValue: "formatted-argument")
        /// An argument the source message does not have, or a plural where the source has none.
        public static let argument = Code(rawValue: "argument")
        /// The id cannot be an Android resource name, or two ids give the same name.
        public static let resourceName = Code(rawValue: "resource-name")
        /// The locale tag cannot name an Android resource folder.
        public static let locale = Code(rawValue: "locale")
        /// A catalog file of the locale does not parse (an embedded file; the reason is its
        /// `CatalogError`).
        public static let catalogFile = Code(rawValue: "catalog-file")
        /// The message holds a control character that the validator's `control-character`
        /// rule rejects (a C0 control other than tab and line feed, such as U+0000).
        public static let controlCharacter = Code(rawValue: "control-character")
        /// The String Catalog the export would merge into cannot be read as one, or has
        /// another source language.
        public static let existingCatalog = Code(rawValue: "existing-catalog")
    }

    /// What kind of problem it is.
    public let code: Code
    /// The message id at fault.
    public let id: String
    /// The locale whose message is at fault.
    public let locale: String
    /// What the target cannot express, in a few words for people.
    public let reason: String

    /// An export error.
    /// - Parameters:
    ///   - code: What kind of problem it is.
    ///   - id: The message id at fault.
    ///   - locale: The locale whose message is at fault.
    ///   - reason: What the target cannot express.
    public init(code: Code, id: String, locale: String, reason: String) {
        self.code = code
        self.id = id
        self.locale = locale
        self.reason = reason
    }

    /// One line: the id, the locale and the reason (the locale alone where no message is at
    /// fault, as for a catalog file that does not parse; the reason alone where neither is).
    public var description: String {
        if id.isEmpty { return locale.isEmpty ? reason : "\(locale): \(reason)" }
        return "\(id) (\(locale)): \(reason)"
    }
}
