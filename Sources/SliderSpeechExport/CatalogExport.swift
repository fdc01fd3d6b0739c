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
        /// built-in catalog where the set has no app catalog.
        case appCatalogs
        /// Every locale any directory has, the built-in catalog's included.
        case all
        /// The source locale and these: the languages an app has (``languages(ofStringCatalog:)``,
        /// and the Android folders `export` reads) and any asked for. The tags are written as
        /// given (`pt-BR`, `zh-Hans`).
        case only([String])
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
    /// The name each catalog directory goes by in the record an export writes into each
    /// string's comment (by `CatalogDirectory.path`), so that an export tells its own strings
    /// from another export's: `export` names a directory by its path relative to the file or
    /// `res` folder written. A directory not named here goes by the last component of its path;
    /// the built-in catalog by `built-in`.
    public var origins: [String: String] = [:]

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
        StringCatalogExport.text(of: try messages(.stringCatalog), sourceLocale: sourceTag)
    }

    /// The export as Android resources.
    /// - Returns: One ``androidFileName`` per locale, by folder (`values/` for the source
    ///   locale), sorted by path.
    /// - Throws: ``CatalogExportError`` naming the first message, id or locale Android cannot express.
    public func androidResources() throws(CatalogExportError) -> [File] {
        try AndroidResourceExport.files(of: try messages(.android), sourceLocale: sourceTag)
    }

    /// The source locale's tag as the catalogs spell it.
    var sourceTag: String {
        catalogs.localeTags.first { $0.lowercased() == sourceLocale.lowercased() } ?? sourceLocale
    }

    /// The directories that are an app's: every one but the built-in catalog.
    private var appDirectories: [CatalogDirectory] {
        catalogs.directories.filter { $0.path != CatalogDirectory.builtIn.path }
    }

    /// The locale tags written: the source first, then the others sorted (as the catalogs
    /// spell them, or as ``Locales-swift.enum/only(_:)`` gives them).
    public var exportedLocaleTags: [String] {
        let source = sourceTag
        var chosen: [String]
        switch locales {
        case .only(let tags):
            var seen = Set<String>()
            chosen = tags.filter { seen.insert($0.lowercased()).inserted }.sorted()
        case .all:
            chosen = catalogs.localeTags
        case .appCatalogs:
            chosen = catalogs.localeTags
            let apps = appDirectories
            if !apps.isEmpty {
                let wanted = Set(apps.flatMap(\.localeTags).map { $0.lowercased() })
                chosen = chosen.filter { wanted.contains($0.lowercased()) }
            }
        }
        return [source] + chosen.filter { $0.lowercased() != source.lowercased() }
    }

    /// What the export leaves out or cannot do as the catalogs ask, for the tool to say: each
    /// message of a translation whose id no source-locale file has (it cannot be exported
    /// without the source's arguments and note), and, for each exported locale and each
    /// directory, the directory's messages that no catalog has in that locale (or the locale it
    /// falls back to), named: they are missing from the export's locale, and the app says them
    /// in the source locale there.
    /// - Parameter format: The format written: the messages it leaves out (``leftOut(_:)``) are
    ///   not named.
    /// - Returns: The warnings, the files' in the order of the directories, then the locales'.
    /// - Throws: ``CatalogExportError`` when an embedded catalog file does not parse.
    public func warnings(_ format: Format = .stringCatalog) throws(CatalogExportError) -> [CatalogExportWarning] {
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
        let leftOut = Self.leftOut(format)
        let tags = exportedLocaleTags
        // A locale that falls back to an exported one misses only what that one misses.
        for tag in tags where tag.lowercased() != source.lowercased() && parentTag(tag, exported: tags) == nil {
            let chain = fallbackChain(tag, exported: tags)
            for directory in catalogs.directories {
                let ids = try Self.file(directory, tag: source)?.ids ?? []
                var untranslated: [String] = []
                for id in ids where leftOut[id] == nil {
                    if try lookup(id, chain: chain) == nil { untranslated.append(id) }
                }
                guard !untranslated.isEmpty else { continue }
                let name = directory.path == CatalogDirectory.builtIn.path ? "the built-in catalog" : directory.path
                let count = untranslated.count == 1 ? "1 message" : "\(untranslated.count) messages"
                warnings.append(
                    CatalogExportWarning(
                        code: .untranslatedLocale, id: "", locale: tag, file: directory.path,
                        reason:
                            "\(name) has no \(tag) translation of \(count), missing from the export's \(tag) (the app says "
                            + "\(untranslated.count == 1 ? "it" : "them") in \(source) there): "
                            + untranslated.joined(separator: ", ")
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

    /// The built-in messages a format leaves out, each with why: what the platform's screen
    /// reader says by itself, which an app that set it would make it say twice (the role word,
    /// the hint, the whole spoken text on focus, in every platform's version), what only a
    /// speech engine is given (``speechOnlyIDs``), and on Android the tick's place ("mark 2 of
    /// 4"), which no property of an Android view takes. An app catalog's message with one of
    /// these ids is left out too.
    /// - Parameter format: The format.
    /// - Returns: Id → the reason, in a few words.
    public static func leftOut(_ format: Format) -> [String: String] {
        var result: [String: String] = [:]
        for platform in ["ios", "android", "web"] {
            result["slider.hint.\(platform)"] = "the screen reader says its own hint"
            result["slider.spoken.\(platform)"] = "the screen reader composes what it says on focus"
        }
        result["slider.role.adjustable"] = "VoiceOver says its own trait"
        result["slider.role.android"] = "TalkBack says its own role"
        result["slider.role.web"] = "a web screen reader says its own role"
        for id in speechOnlyIDs { result[id] = "only a speech engine is given it" }
        if format == .android { result["slider.tick.position"] = "no property of an Android view takes it" }
        return result
    }

    /// Every message of the source but those the format leaves out, sorted by id, with its
    /// rewriting in each exported locale.
    func messages(_ format: Format) throws(CatalogExportError) -> [ExportedMessage] {
        let leftOut = Self.leftOut(format)
        return try messages { leftOut[$0] == nil }
    }

    /// The messages of the source whose ids `include` accepts, sorted by id, with their
    /// rewriting in each exported locale: the locale's own message, else the one of the locale
    /// it falls back to (`fr-CA` → `fr`) that is not exported itself; a locale that falls back
    /// to an exported locale (or the source) gets only the messages that differ from it.
    /// - Parameter skipping: Whether a message the formats cannot say is left out rather than
    ///   an error (for comparing what an earlier export wrote).
    func messages(where include: (String) -> Bool, skipping: Bool = false) throws(CatalogExportError)
        -> [ExportedMessage]
    {
        let source = sourceTag
        var ids = Set<String>()
        for directory in catalogs.directories {
            for id in try Self.file(directory, tag: source)?.ids ?? [] { ids.insert(id) }
        }
        for id in LimitReasons.ids where ids.contains(id) { ids.insert(id + Self.reasonSuffix) }
        // The source first, so that an error in every locale names the source's.
        let tags = exportedLocaleTags
        var result: [ExportedMessage] = []
        for id in ids.sorted() where include(id) {
            if skipping {
                if let message = try? message(id, source: source, tags: tags) { result.append(message) }
                continue
            }
            if let message = try message(id, source: source, tags: tags) { result.append(message) }
        }
        return result
    }

    /// One message of the source with its rewriting in each of `tags`, or nil when the source
    /// has no message of that id.
    private func message(_ id: String, source: String, tags: [String]) throws(CatalogExportError) -> ExportedMessage? {
        guard let sourceMessage = try lookup(id, chain: [source]) else { return nil }
        let signature = try PositionalMessage.signature(of: sourceMessage.pattern, id: id, locale: source)
        var rewritten: [(tag: String, message: PositionalMessage, sameAsSource: Bool)] = []
        for tag in tags {
            let chain = fallbackChain(tag, exported: tags)
            guard let message = try lookup(id, chain: chain) else { continue }
            if let (scalar, offset) = MessageControlCharacters.first(in: message.pattern) {
                throw CatalogExportError(
                    code: .controlCharacter, id: id, locale: tag,
                    reason:
                        "the message has the control character \(MessageControlCharacters.name(of: scalar)) at offset "
                        + "\(offset), which no screen reader should be given (Android cannot even store U+0000); "
                        + "remove it"
                )
            }
            let positional = try PositionalMessage(pattern: message.pattern, signature: signature, id: id, locale: tag)
            rewritten.append((tag, positional, message.sameAsSource && tag != source))
        }
        var locales: [ExportedMessage.Localization] = []
        for (tag, positional, sameAsSource) in rewritten {
            // What the locale it falls back to says already is not written again.
            if let parent = parentTag(tag, exported: tags),
                rewritten.contains(where: { $0.tag.lowercased() == parent.lowercased() && $0.message == positional })
            {
                continue
            }
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
                    tag: tag, locale: locale, message: positional, rules: rules, sameAsSource: sameAsSource))
        }
        return ExportedMessage(
            id: id, note: sourceMessage.note, signature: signature, localizations: locales,
            origin: try origin(of: id, source: source))
    }

    /// The locales whose messages a locale takes where it has none of its own: itself, then,
    /// for a tag with a region (`fr-CA`, `es-419`, `zh-TW`), its language in its script and its
    /// language alone where that is written in the same script (`fr-Latn`, `fr`; `zh-Hant` but
    /// not `zh`, which is Simplified) — and not one that is exported itself, whose messages the
    /// platform falls back to at run time without a copy.
    func fallbackChain(_ tag: String, exported: [String]) -> [String] {
        var chain = [tag]
        for candidate in Self.parents(of: tag) {
            if exported.contains(where: { $0.lowercased() == candidate.lowercased() }) { break }
            chain.append(candidate)
        }
        return chain
    }

    /// The exported locale (or the source) a locale falls back to at run time, as the platforms
    /// and the validator have it: its language without the region, in the same script.
    func parentTag(_ tag: String, exported: [String]) -> String? {
        for candidate in Self.parents(of: tag) {
            if let found = exported.first(where: { $0.lowercased() == candidate.lowercased() }) { return found }
        }
        return nil
    }

    /// A regional tag's less specific forms of the same language and script, most specific first.
    static func parents(of tag: String) -> [String] {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first, parts.dropFirst().contains(where: { $0.count != 4 }) else { return [] }
        let named = parts.dropFirst().first { $0.count == 4 }
        let script = named ?? (try? ICULocale(tag))?.script ?? ""
        var result: [String] = []
        if !script.isEmpty { result.append(language + "-" + script) }
        let languageScript = (try? ICULocale(language))?.script ?? ""
        if script.isEmpty || languageScript.lowercased() == script.lowercased() { result.append(language) }
        return result
    }

    /// The name of the directory a message of the source comes from (``origins``).
    func origin(of id: String, source: String) throws(CatalogExportError) -> String {
        let base = id.hasSuffix(Self.reasonSuffix) ? String(id.dropLast(Self.reasonSuffix.count)) : id
        for directory in catalogs.directories where try Self.file(directory, tag: source)?[base] != nil {
            return originName(of: directory)
        }
        return ""
    }

    /// The name a directory goes by in the records (``origins``).
    func originName(of directory: CatalogDirectory) -> String {
        if directory.path == CatalogDirectory.builtIn.path { return "built-in" }
        if let name = origins[directory.path] { return name }
        return String(directory.path.split(separator: "/").last ?? Substring(directory.path))
    }

    /// The names of every directory of the export (``origins``).
    var originNames: Set<String> { Set(catalogs.directories.map(originName(of:))) }

    /// What ends the id of a limit message's reason: `slider.limit.lowest.reason`.
    public static let reasonSuffix = ".reason"

    /// The note of a reason's string.
    static func reasonNote(of id: String) -> String {
        "The reason alone of \(id), without its leading value: what the app posts when a move changed the value and "
            + "stopped short for this reason, since the screen reader says the new value by itself. Translate "
            + "\(id); this string is made from it."
    }

    private func lookup(_ id: String, chain: [String]) throws(CatalogExportError) -> CatalogMessage? {
        if id.hasSuffix(Self.reasonSuffix) {
            let base = String(id.dropLast(Self.reasonSuffix.count))
            guard LimitReasons.ids.contains(base), let message = try lookup(base, chain: chain),
                let reason = LimitReasons.reasonPattern(of: message.pattern)
            else { return nil }
            return CatalogMessage(
                id: id, pattern: reason, note: message.note.map { _ in Self.reasonNote(of: base) },
                sameAsSource: message.sameAsSource)
        }
        for tag in chain {
            for directory in catalogs.directories {
                if let message = try Self.file(directory, tag: tag)?[id] { return message }
            }
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
    /// The name of the directory its source message comes from (``CatalogExport/origins``).
    let origin: String

    /// Whether the source message is a plural.
    var isPlural: Bool { signature.count != nil }

    /// Whether the source message has an `=0` variant.
    func sourceHasExactZero(sourceLocale: String) -> Bool {
        localizations.first { $0.tag == sourceLocale }?.message.exactZero != nil
    }

    /// The note for translators and, on a line of its own, the arguments' specifiers:
    /// "…\nArguments: %1$@ = value, %2$lld = count."
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
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
