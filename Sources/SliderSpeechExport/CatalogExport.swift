import SliderFormatting
import SliderSpeech

/// Writes catalogs in the formats translators and platforms work in: one Xcode String Catalog
/// (`.xcstrings`) or an Android `res` tree of `values*/strings.xml` files.
///
/// Every locale any directory of the set has is written, each message from the first
/// directory that has it for that locale (an app's catalog before the built-in one), with the
/// source locale's note for translators. Named arguments become numbered specifiers in the
/// order the source message first uses them, and a top-level plural becomes the format's
/// plural; see <doc:ExportingCatalogs> for every rule.
///
/// ```swift
/// let export = CatalogExport(catalogs: .builtIn)
/// let catalog = try export.stringCatalog()          // the text of Localizable.xcstrings
/// let files = try export.androidResources()         // values/strings.xml, values-fr/strings.xml, …
/// ```
public struct CatalogExport: Sendable {
    /// A format `export` writes.
    public enum Format: String, CaseIterable, Sendable {
        /// One Xcode String Catalog (`.xcstrings`).
        case stringCatalog = "xcstrings"
        /// An Android `res` directory of `values*/strings.xml` files.
        case android
    }

    /// A file of an export: its path (relative to the `res` directory for Android) and its text.
    public struct File: Hashable, Sendable {
        /// The path, such as `values-pt-rBR/strings.xml`.
        public let path: String
        /// The whole text, UTF-8 without a byte order mark, ending in a line feed.
        public let text: String

        /// A file of an export.
        /// - Parameters:
        ///   - path: The path relative to the export's root.
        ///   - text: Its text.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The catalogs exported.
    public let catalogs: CatalogSet
    /// The source locale: its messages give the ids, the argument order and the notes.
    public let sourceLocale: String

    /// An export of a catalog set.
    /// - Parameters:
    ///   - catalogs: The catalogs, the first directory winning for each locale and id.
    ///   - sourceLocale: The source locale's tag (default `en`).
    public init(catalogs: CatalogSet = .builtIn, sourceLocale: String = CatalogSet.sourceLocaleTag) {
        self.catalogs = catalogs
        self.sourceLocale = sourceLocale
    }

    /// The files of an export in a format: one `Localizable.xcstrings`, or the Android
    /// `values*/strings.xml` files.
    /// - Parameter format: The format.
    /// - Returns: The files, sorted by path.
    /// - Throws: ``CatalogExportError`` naming the first message the format cannot express.
    public func files(_ format: Format) throws(CatalogExportError) -> [File] {
        switch format {
        case .stringCatalog: return [File(path: "Localizable.xcstrings", text: try stringCatalog())]
        case .android: return try androidResources()
        }
    }

    /// The export as one String Catalog.
    /// - Returns: The JSON text of the `.xcstrings` file.
    /// - Throws: ``CatalogExportError`` naming the first message a String Catalog cannot express.
    public func stringCatalog() throws(CatalogExportError) -> String {
        StringCatalogExport.text(of: try messages(), sourceLocale: sourceTag)
    }

    /// The export as Android resources.
    /// - Returns: One `strings.xml` per locale, by folder (`values/` for the source locale), sorted by path.
    /// - Throws: ``CatalogExportError`` naming the first message, id or locale Android cannot express.
    public func androidResources() throws(CatalogExportError) -> [File] {
        try AndroidResourceExport.files(of: try messages(), sourceLocale: sourceTag)
    }

    /// The source locale's tag as the catalogs spell it.
    var sourceTag: String {
        catalogs.localeTags.first { $0.lowercased() == sourceLocale.lowercased() } ?? sourceLocale
    }

    /// Every message of the source, sorted by id, with its rewriting in each locale.
    func messages() throws(CatalogExportError) -> [ExportedMessage] {
        let source = sourceTag
        var ids = Set<String>()
        for directory in catalogs.directories {
            for id in try Self.file(directory, tag: source)?.ids ?? [] { ids.insert(id) }
        }
        // The source first, so that an error in every locale names the source's.
        let tags = [source] + catalogs.localeTags.filter { $0 != source }
        var result: [ExportedMessage] = []
        for id in ids.sorted() {
            guard let sourceMessage = try lookup(id, tag: source) else { continue }
            let signature = try PositionalMessage.signature(of: sourceMessage.pattern, id: id, locale: source)
            var locales: [ExportedMessage.Localization] = []
            for tag in tags {
                guard let message = try lookup(id, tag: tag) else { continue }
                let rewritten = try PositionalMessage(pattern: message.pattern, signature: signature, id: id, locale: tag)
                let rules: PluralRules
                do {
                    rules = try PluralRules.shared(locale: try ICULocale(tag), kind: .cardinal)
                } catch {
                    throw CatalogExportError(
                        code: .locale, id: id, locale: tag, reason: "'\(tag)' is not a locale ICU has plural rules for")
                }
                locales.append(
                    ExportedMessage.Localization(
                        tag: tag, message: rewritten, rules: rules, sameAsSource: message.sameAsSource && tag != source))
            }
            result.append(
                ExportedMessage(id: id, description: sourceMessage.description, signature: signature, localizations: locales)
            )
        }
        return result
    }

    private func lookup(_ id: String, tag: String) throws(CatalogExportError) -> CatalogMessage? {
        for directory in catalogs.directories {
            if let message = try Self.file(directory, tag: tag)?[id] { return message }
        }
        return nil
    }

    /// The file of `tag` in `directory`; one that does not parse is an export error, not left out.
    private static func file(_ directory: CatalogDirectory, tag: String) throws(CatalogExportError) -> CatalogFile? {
        do {
            return try directory.file(forTag: tag)
        } catch {
            throw CatalogExportError(code: .catalogFile, id: "", locale: tag, reason: "\(error)")
        }
    }
}

/// One message of an export: its id, note, arguments and each locale's rewriting.
struct ExportedMessage: Sendable {
    struct Localization: Sendable {
        let tag: String
        let message: PositionalMessage
        let rules: PluralRules
        /// Whether the catalog says the text equals the source's on purpose.
        let sameAsSource: Bool
    }

    let id: String
    let description: String?
    let signature: PositionalMessage.Signature
    let localizations: [Localization]

    /// Whether the source message is a plural.
    var isPlural: Bool { signature.count != nil }

    /// Whether the source message has an `=0` variant.
    func sourceHasExactZero(sourceLocale: String) -> Bool {
        localizations.first { $0.tag == sourceLocale }?.message.exactZero != nil
    }

    /// The note for translators with the arguments' specifiers:
    /// "… Arguments: %1$@ = value, %2$lld = count."
    func comment(specifier: (Int, Bool) -> String, extra: String? = nil) -> String? {
        var parts: [String] = []
        if let description, !description.isEmpty { parts.append(description) }
        if let extra { parts.append(extra) }
        if !signature.names.isEmpty {
            let countPosition = signature.countPosition
            let mapping = signature.names.enumerated().map { index, name in
                "\(specifier(index + 1, index + 1 == countPosition)) = \(name)"
            }
            parts.append("Arguments: " + mapping.joined(separator: ", ") + ".")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
