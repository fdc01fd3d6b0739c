import SliderSpeech

extension CatalogExport {
    /// An export merged into a String Catalog that exists already: its text, and what changed.
    public struct StringCatalogMerge: Hashable, Sendable {
        /// The merged catalog's JSON text.
        public let text: String
        /// The export's ids the catalog did not have.
        public let added: [String]
        /// The export's ids the catalog had, whose entries were brought up to date.
        public let updated: [String]
        /// How many of the catalog's own strings were kept as they were.
        public let kept: Int
    }

    /// The export merged into an existing String Catalog, so that writing it into an app's
    /// `Localizable.xcstrings` loses nothing of the app's.
    ///
    /// Every string of the catalog that is not one of the export's ids is kept as it is, with
    /// its states, comments and every field. A string with one of the export's ids gets the
    /// export's comment and the export's localization in each locale the export writes; its
    /// other localizations (a locale the export does not write) and its other fields
    /// (`extractionState`, `shouldTranslate`) are kept. The catalog's `sourceLanguage` and
    /// `version` are kept; strings are sorted by id, as Xcode sorts them.
    /// - Parameter existing: The bytes of the catalog (a UTF-8 byte order mark is allowed);
    ///   empty bytes count as a catalog with no strings.
    /// - Returns: The merged text and what changed.
    /// - Throws: ``CatalogExportError`` with code ``CatalogExportError/Code/existingCatalog``
    ///   when the bytes are not a String Catalog (not JSON, not an object, `strings` not an
    ///   object) or its `sourceLanguage` is not the export's source locale; and any error
    ///   ``stringCatalog()`` throws.
    public func stringCatalog(mergingInto existing: [UInt8]) throws(CatalogExportError) -> StringCatalogMerge {
        let source = sourceTag
        let ours = StringCatalogExport.document(of: try messages(), sourceLocale: source)
        guard case .object(let ourStrings)? = ours["strings"] else { preconditionFailure("an export has strings") }
        let body = existing.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(existing.dropFirst(3)) : existing
        guard body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return StringCatalogMerge(
                text: JSONWriter.pretty(.object(ours)) + "\n", added: ourStrings.keys, updated: [], kept: 0)
        }
        func refuse(_ reason: String) -> CatalogExportError {
            CatalogExportError(code: .existingCatalog, id: "", locale: "", reason: reason)
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(body)
        } catch {
            throw refuse("is not a String Catalog: not JSON: \(error)")
        }
        guard case .object(let root) = document else {
            throw refuse("is JSON but not an object, so not a String Catalog")
        }
        guard case .string(let language)? = root["sourceLanguage"] else {
            throw refuse("has no \"sourceLanguage\" string, so it is not a String Catalog")
        }
        guard language.lowercased() == source.lowercased() else {
            throw refuse("has sourceLanguage '\(language)', not the export's source '\(source)'")
        }
        var theirs = JSONObject()
        switch root["strings"] {
        case .object(let object)?: theirs = object
        case nil: break
        case let other?: throw refuse("its \"strings\" is \(other.kindName), not an object")
        }

        let ourEntries = Dictionary(ourStrings.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var theirEntries: [String: JSONValue] = [:]
        for entry in theirs.entries where theirEntries[entry.key] == nil { theirEntries[entry.key] = entry.value }
        let keys = Set(ourEntries.keys).union(theirEntries.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var strings = JSONObject()
        var added: [String] = []
        var updated: [String] = []
        var kept = 0
        for key in keys {
            switch (ourEntries[key], theirEntries[key]) {
            case (let ours?, .object(let their)?):
                guard case .object(let our) = ours else { continue }
                strings.append(key, .object(Self.merged(our, into: their)))
                updated.append(key)
            case (let ours?, _):
                strings.append(key, ours)
                added.append(key)
            case (nil, let their?):
                strings.append(key, their)
                kept += 1
            case (nil, nil):
                continue
            }
        }
        var result = JSONObject()
        for entry in root.entries where entry.key != "strings" || result["strings"] == nil {
            result.append(entry.key, entry.key == "strings" ? .object(strings) : entry.value)
        }
        if root["strings"] == nil { result.append("strings", .object(strings)) }
        if root["version"] == nil { result.append("version", .string("1.0")) }
        return StringCatalogMerge(text: JSONWriter.pretty(.object(result)) + "\n", added: added, updated: updated, kept: kept)
    }

    /// One string's entry: the catalog's, with the export's comment and its localizations
    /// in the locales the export writes; the catalog's other fields and locales kept.
    private static func merged(_ ours: JSONObject, into theirs: JSONObject) -> JSONObject {
        var result = JSONObject()
        var ourLocalizations: [String: JSONValue] = [:]
        if case .object(let object)? = ours["localizations"] {
            for entry in object.entries { ourLocalizations[entry.key.lowercased()] = entry.value }
        }
        var localizations = JSONObject()
        var localizationKeys: [String] = []
        var values: [String: JSONValue] = [:]
        if case .object(let object)? = theirs["localizations"] {
            for entry in object.entries where values[entry.key] == nil && ourLocalizations[entry.key.lowercased()] == nil {
                values[entry.key] = entry.value
                localizationKeys.append(entry.key)
            }
        }
        if case .object(let object)? = ours["localizations"] {
            for entry in object.entries {
                values[entry.key] = entry.value
                localizationKeys.append(entry.key)
            }
        }
        for key in localizationKeys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            localizations.append(key, values[key]!)
        }
        var seen = Set<String>()
        for entry in theirs.entries where seen.insert(entry.key).inserted {
            switch entry.key {
            case "comment": result.append("comment", ours["comment"] ?? entry.value)
            case "localizations": result.append("localizations", .object(localizations))
            default: result.append(entry.key, entry.value)
            }
        }
        for entry in ours.entries where !seen.contains(entry.key) {
            result.append(entry.key, entry.key == "localizations" ? .object(localizations) : entry.value)
        }
        return result
    }
}
