import SliderFormatting
public import SliderSpeech

/// Writes catalogs in the formats translators and platforms work in: one Xcode String Catalog
/// (`.xcstrings`) or an Android `res` tree with a file of its own in each `values*` folder
/// (`values*/slider_speech_strings.xml`, beside the app's own `strings.xml`).
///
/// The locales written are the app catalogs' (with the built-in messages in each of them), or
/// every locale of every directory with ``Locales-swift.enum/all``; a set of the built-in
/// catalog alone writes all of its locales. Each message comes from the first directory that
/// has it for that locale (an app's catalog before the built-in one), with the source locale's
/// note for translators. Named arguments become numbered specifiers in the order the source
/// message first uses them, and a top-level plural becomes the format's plural; see
/// <doc:ExportingCatalogs> for every rule.
///
/// ```swift
/// let export = CatalogExport(catalogs: .builtIn)
/// let catalog = try export.stringCatalog()          // the text of a .xcstrings file
/// let files = try export.androidResources()         // values/slider_speech_strings.xml, …
/// ```
public struct CatalogExport: Sendable {
    /// A format `export` writes.
    public enum Format: String, CaseIterable, Sendable {
        /// One Xcode String Catalog (`.xcstrings`).
        case stringCatalog = "xcstrings"
        /// An Android `res` directory: one ``CatalogExport/androidFileName`` per `values*` folder.
        case android
    }

    /// Which locales an export writes.
    public enum Locales: Hashable, Sendable {
        /// The source locale and every locale an app catalog (a directory other than the
        /// built-in one) has, with the built-in messages in those locales; every locale of the
        /// built-in catalog where the set has no app catalog. The default: an export then
        /// holds no locale the app does not ship, and so no message missing in it that the
        /// app's catalogs do not miss already.
        case appCatalogs
        /// Every locale any directory has, the built-in catalog's included.
        case all
    }

    /// A file of an export: its path (relative to the `res` directory for Android) and its text.
    public struct File: Hashable, Sendable {
        /// The path, such as `values-pt-rBR/slider_speech_strings.xml`.
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

    /// The name of the file the Android export writes in each `values*` folder. Android merges
    /// every XML file of a folder, so the app's own `strings.xml` stays the app's.
    public static let androidFileName = "slider_speech_strings.xml"

    /// The catalogs exported.
    public let catalogs: CatalogSet
    /// The source locale: its messages give the ids, the argument order and the notes.
    public let sourceLocale: String
    /// Which locales are written.
    public let locales: Locales

    /// An export of a catalog set.
    /// - Parameters:
    ///   - catalogs: The catalogs, the first directory winning for each locale and id.
    ///   - sourceLocale: The source locale's tag (default `en`).
    ///   - locales: Which locales to write (default: the app catalogs').
    public init(
        catalogs: CatalogSet = .builtIn, sourceLocale: String = CatalogSet.sourceLocaleTag, locales: Locales = .appCatalogs
    ) {
        self.catalogs = catalogs
        self.sourceLocale = sourceLocale
        self.locales = locales
    }

    /// The files of an export in a format: one `Localizable.xcstrings`, or the Android
    /// `values*/slider_speech_strings.xml` files.
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
    /// - Returns: One ``androidFileName`` per locale, by folder (`values/` for the source
    ///   locale), sorted by path.
    /// - Throws: ``CatalogExportError`` naming the first message, id or locale Android cannot express.
    public func androidResources() throws(CatalogExportError) -> [File] {
        try AndroidResourceExport.files(of: try messages(), sourceLocale: sourceTag)
    }

    /// The source locale's tag as the catalogs spell it.
    var sourceTag: String {
        catalogs.localeTags.first { $0.lowercased() == sourceLocale.lowercased() } ?? sourceLocale
    }

    /// The directories that are an app's: every one but the built-in catalog.
    private var appDirectories: [CatalogDirectory] {
        catalogs.directories.filter { $0.path != CatalogDirectory.builtIn.path }
    }

    /// The locale tags written, as the catalogs spell them: the source first, then the others
    /// sorted.
    public var exportedLocaleTags: [String] {
        let source = sourceTag
        var chosen = catalogs.localeTags
        let apps = appDirectories
        if locales == .appCatalogs, !apps.isEmpty {
            let wanted = Set(apps.flatMap(\.localeTags).map { $0.lowercased() })
            chosen = chosen.filter { wanted.contains($0.lowercased()) }
        }
        return [source] + chosen.filter { $0.lowercased() != source.lowercased() }
    }

    /// What the export leaves out or cannot do as the catalogs ask, for the tool to say: each
    /// message of a translation whose id no source-locale file has (it cannot be exported
    /// without the source's arguments and note), and each exported locale that no directory
    /// with the source's messages translates (the built-in messages are then missing there,
    /// and the app falls back to the source locale for them, as at run time).
    /// - Returns: The warnings, the files' in the order of the directories, then the locales'.
    /// - Throws: ``CatalogExportError`` when an embedded catalog file does not parse.
    public func warnings() throws(CatalogExportError) -> [CatalogExportWarning] {
        let source = sourceTag
        var sourceIDs = Set<String>()
        for directory in catalogs.directories {
            for id in try Self.file(directory, tag: source)?.ids ?? [] { sourceIDs.insert(id) }
        }
        var warnings: [CatalogExportWarning] = []
        for directory in appDirectories {
            for tag in directory.localeTags where tag.lowercased() != source.lowercased() {
                guard let file = try Self.file(directory, tag: tag) else { continue }
                for id in file.ids where !sourceIDs.contains(id) {
                    warnings.append(
                        CatalogExportWarning(
                            code: .onlyInTranslation, id: id, locale: tag, file: file.path,
                            reason: "no \(source) catalog has this id, so it is not exported (add it to \(source).json)"))
                }
            }
        }
        for tag in exportedLocaleTags where tag.lowercased() != source.lowercased() {
            for directory in catalogs.directories where try Self.file(directory, tag: tag) == nil {
                let ids = try Self.file(directory, tag: source)?.ids ?? []
                var untranslated: [String] = []
                for id in ids where !Self.speechOnlyIDs.contains(id) {
                    if try lookup(id, tag: tag) == nil { untranslated.append(id) }
                }
                guard !untranslated.isEmpty else { continue }
                let name = directory.path == CatalogDirectory.builtIn.path ? "the built-in catalog" : directory.path
                let count = untranslated.count == 1 ? "1 message is" : "\(untranslated.count) messages are"
                warnings.append(
                    CatalogExportWarning(
                        code: .untranslatedLocale, id: "", locale: tag, file: directory.path,
                        reason:
                            "\(name) has no \(tag) file: its \(count) missing from the export's \(tag) (the app says them in "
                            + "\(source) there)"
                    ))
            }
        }
        return warnings
    }

    /// Messages that make only a speech form (what a speech engine is given), which a platform's
    /// screen reader never shows or is posted: not exported. `slider.value.percent` says a
    /// percentage in words, `slider.value.amountName` names a currency or unit in the form the
    /// number takes; VoiceOver and TalkBack speak the value text themselves.
    public static let speechOnlyIDs: Set<String> = ["slider.value.percent", "slider.value.amountName"]

    /// Every message of the source but the speech-only ones, sorted by id, with its rewriting in
    /// each exported locale.
    func messages() throws(CatalogExportError) -> [ExportedMessage] {
        let source = sourceTag
        var ids = Set<String>()
        for directory in catalogs.directories {
            for id in try Self.file(directory, tag: source)?.ids ?? [] { ids.insert(id) }
        }
        // The source first, so that an error in every locale names the source's.
        let tags = exportedLocaleTags
        var result: [ExportedMessage] = []
        for id in ids.sorted() where !Self.speechOnlyIDs.contains(id) {
            guard let sourceMessage = try lookup(id, tag: source) else { continue }
            let signature = try PositionalMessage.signature(of: sourceMessage.pattern, id: id, locale: source)
            var locales: [ExportedMessage.Localization] = []
            for tag in tags {
                guard let message = try lookup(id, tag: tag) else { continue }
                if let (scalar, offset) = MessageControlCharacters.first(in: message.pattern) {
                    throw CatalogExportError(
                        code: .controlCharacter, id: id, locale: tag,
                        reason:
                            "the message has the control character \(MessageControlCharacters.name(of: scalar)) at offset "
                            + "\(offset), which no screen reader should be given (Android cannot even store U+0000); "
                            + "remove it"
                    )
                }
                let rewritten = try PositionalMessage(pattern: message.pattern, signature: signature, id: id, locale: tag)
                let locale: ICULocale
                let rules: PluralRules
                do {
                    locale = try ICULocale(tag)
                    rules = try PluralRules.shared(locale: locale, kind: .cardinal)
                } catch {
                    throw CatalogExportError(
                        code: .locale, id: id, locale: tag, reason: "'\(tag)' is not a locale ICU has plural rules for")
                }
                locales.append(
                    ExportedMessage.Localization(
                        tag: tag, locale: locale, message: rewritten, rules: rules,
                        sameAsSource: message.sameAsSource && tag != source))
            }
            result.append(
                ExportedMessage(id: id, note: sourceMessage.note, signature: signature, localizations: locales)
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
        let locale: ICULocale
        let message: PositionalMessage
        let rules: PluralRules
        /// Whether the catalog says the text equals the source's on purpose.
        let sameAsSource: Bool
    }

    let id: String
    /// The source message's note for translators.
    let note: String?
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
        if let note, !note.isEmpty { parts.append(note) }
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
