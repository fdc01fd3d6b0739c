import SliderFormatting
import SliderSpeech

extension CatalogExport {
    /// A translation a merge kept although the export's text differs: someone changed it since
    /// an export wrote it, or marked it for review.
    public struct KeptEdit: Hashable, Sendable {
        /// The string's id (String Catalog) or resource name (Android).
        public let id: String
        /// The locale, as the file spells it.
        public let locale: String
        /// Why it was kept, in a few words.
        public let reason: String
        /// The file, relative to the `res` folder (Android); empty for a String Catalog.
        public let file: String

        init(id: String, locale: String, reason: String, file: String = "") {
            self.id = id
            self.locale = locale
            self.reason = reason
            self.file = file
        }
    }

    /// An export merged into a String Catalog that exists already: its text, and what changed.
    public struct StringCatalogMerge: Hashable, Sendable {
        /// The merged catalog's JSON text.
        public let text: String
        /// The export's ids the catalog did not have.
        public let added: [String]
        /// The export's ids the catalog had, whose entries changed.
        public let updated: [String]
        /// How many of the catalog's own strings were kept as they were.
        public let kept: Int
        /// Strings an earlier export wrote that this one does not, removed: no one had
        /// changed them since.
        public let removed: [String]
        /// Strings an earlier export wrote that this one does not, marked `stale` rather than
        /// removed: someone changed or added a translation there.
        public let markedStale: [String]
        /// Translations kept as they are in the catalog (see ``CatalogExport/KeptEdit``).
        public let keptEdits: [CatalogExport.KeptEdit]
    }

    /// The export merged into an existing String Catalog, so that writing it into an app's
    /// `Localizable.xcstrings` loses nothing of the app's and changes nothing but the export's
    /// strings.
    ///
    /// - Every string of the catalog that is not the export's is kept as it is, byte for byte.
    /// - A string with one of the export's ids gets the export's comment and, in each locale
    ///   the export writes, the export's localization — unless the one there is not what an
    ///   earlier export wrote (its record in the comment says what that was): a translation
    ///   someone edited, one whose state is `new` or `needs_review`, or one with no record
    ///   whose text differs. Those are kept (``StringCatalogMerge/keptEdits``), unless
    ///   `overwritingEdits`. Other locales and fields (`extractionState`, `shouldTranslate`)
    ///   are kept.
    /// - A string an earlier export wrote (its comment has a record, or it is a built-in
    ///   message this format leaves out) that this export does not write is removed when no
    ///   one changed it, and otherwise marked `"extractionState" : "stale"`.
    /// - The file's own formatting is kept: the bytes of every value that does not change,
    ///   and the white space between members; new members are written in the file's style
    ///   (Xcode's, in an Xcode-written file) where Xcode's order puts them. Merging the same
    ///   export again changes no byte.
    /// - Parameters:
    ///   - existing: The bytes of the catalog (a UTF-8 byte order mark is kept); empty bytes
    ///     count as a catalog with no strings.
    ///   - overwritingEdits: Whether the export's text replaces translations someone changed.
    /// - Returns: The merged text and what changed.
    /// - Throws: ``CatalogExportError`` with code ``CatalogExportError/Code/existingCatalog``
    ///   when the bytes are not a String Catalog (not JSON, not an object, `strings` not an
    ///   object) or its `sourceLanguage` is not the export's source locale; and any error
    ///   ``stringCatalog()`` throws.
    public func stringCatalog(mergingInto existing: [UInt8], overwritingEdits: Bool = false) throws(CatalogExportError)
        -> StringCatalogMerge
    {
        let source = sourceTag
        let ours = StringCatalogExport.entries(of: try messages(.stringCatalog))
        let bomLength = existing.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = Array(existing.dropFirst(bomLength))
        guard body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return StringCatalogMerge(
                text: XcodeJSON.text(StringCatalogExport.document(of: ours, sourceLocale: source), style: .xcode),
                added: ours.map(\.id), updated: [], kept: 0, removed: [], markedStale: [], keptEdits: [])
        }
        func refuse(_ reason: String) -> CatalogExportError {
            CatalogExportError(code: .existingCatalog, id: "", locale: "", reason: reason)
        }
        try Self.checkStringCatalog(body, source: source)
        guard let tree = XcodeJSON.parse(body) else { throw refuse("is not a String Catalog: not JSON") }
        let style = XcodeJSON.style(of: tree, in: body)

        // What this format leaves out, as the export would write it: an earlier export wrote it.
        let leftOut = Self.leftOut(.stringCatalog)
        let earlier = Dictionary(
            StringCatalogExport.entries(of: try messages(where: { leftOut[$0] != nil }, skipping: true)).map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
        let ourByID = Dictionary(ours.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        var strings = tree.value["strings"]?.members ?? []
        var added: [String] = []
        var updated: [String] = []
        var removed: [String] = []
        var stale: [String] = []
        var keptEdits: [CatalogExport.KeptEdit] = []
        var kept = 0
        var present = Set<[UInt8]>()
        var index = 0
        while index < strings.count {
            let member = strings[index]
            present.insert(Array(member.key.utf8))
            // Ids are compared by code points: the export's are ASCII.
            if let entry = member.key.utf8.allSatisfy({ $0 < 0x80 }) ? ourByID[member.key] : nil {
                let merged = Self.merged(
                    entry, into: member.node.value, overwritingEdits: overwritingEdits, kept: &keptEdits)
                if merged != member.node.value {
                    strings[index].node.value = merged
                    updated.append(member.key)
                }
            } else if case .object = member.node.value,
                let fate = Self.fate(ofEarlier: member, rewrite: earlier[member.key], origins: originNames)
            {
                switch fate {
                case .remove:
                    strings.remove(at: index)
                    removed.append(member.key)
                    continue
                case .markStale(let value):
                    if value != member.node.value {
                        strings[index].node.value = value
                        stale.append(member.key)
                    }
                case .keep:
                    break
                }
            } else {
                kept += 1
            }
            index += 1
        }
        for entry in ours where !present.contains(Array(entry.id.utf8)) {
            strings = XcodeJSON.inserting(XcodeJSON.Member(key: entry.id, node: .init(value: entry.fresh)), into: strings)
            added.append(entry.id)
        }
        var rootMembers = tree.value.members
        if let position = rootMembers.firstIndex(where: { $0.key == "strings" }) {
            rootMembers[position].node.value = .object(strings)
        } else {
            rootMembers = XcodeJSON.inserting(.init(key: "strings", node: .init(value: .object(strings))), into: rootMembers)
        }
        if !rootMembers.contains(where: { $0.key == "version" }) {
            rootMembers = XcodeJSON.inserting(.init(key: "version", node: .init(value: .string("1.0"))), into: rootMembers)
        }
        var text = String(decoding: existing.prefix(bomLength), as: UTF8.self)
        let span = tree.span ?? 0..<body.count
        text += String(decoding: body[..<span.lowerBound], as: UTF8.self)
        var merged = tree
        merged.value = .object(rootMembers)
        text += XcodeJSON.rewrite(tree, as: merged, in: body, style: style, depth: 0)
        text += String(decoding: body[span.upperBound...], as: UTF8.self)
        return StringCatalogMerge(
            text: text, added: added, updated: updated, kept: kept, removed: removed, markedStale: stale,
            keptEdits: keptEdits)
    }

    /// Refuses bytes that are not a String Catalog of `source`: read by the strict parser (its
    /// tree is let go of before the merge reads the file again for where each value is).
    private static func checkStringCatalog(_ body: [UInt8], source: String) throws(CatalogExportError) {
        func refuse(_ reason: String) -> CatalogExportError {
            CatalogExportError(code: .existingCatalog, id: "", locale: "", reason: reason)
        }
        let document: JSONValue
        do {
            // Keys by code points, as Xcode reads them: "é" and "e" + U+0301 are two strings.
            document = try JSONParser.parse(body, keysByCodePoints: true)
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
        if let strings = root["strings"], case .object = strings {
        } else if let other = root["strings"] {
            throw refuse("its \"strings\" is \(other.kindName), not an object")
        }
    }

    /// One string's entry: the catalog's, with the export's comment and its localizations in
    /// the locales the export writes where the catalog's are the export's own (or none); the
    /// catalog's other fields and locales kept, in their order.
    private static func merged(
        _ ours: StringCatalogExport.Entry, into theirs: XcodeJSON.Value, overwritingEdits: Bool,
        kept: inout [CatalogExport.KeptEdit]
    ) -> XcodeJSON.Value {
        guard case .object(var members) = theirs else { return ours.fresh }
        let record = ExportRecord.read(theirs["comment"]?.string)
        var localizations = theirs["localizations"]?.members ?? []
        var written: [String: String] = [:]
        for (tag, value) in ours.localizations {
            let ourPrint = XcodeJSON.fingerprint(value)
            guard let position = localizations.firstIndex(where: { $0.key.lowercased() == tag.lowercased() }) else {
                localizations = XcodeJSON.inserting(.init(key: tag, node: .init(value: value)), into: localizations)
                written[tag] = ourPrint
                continue
            }
            let current = localizations[position].node.value
            let recorded = record?.prints[tag.lowercased()]
            if current == value {
                written[tag] = ourPrint
                continue
            }
            let currentPrint = XcodeJSON.fingerprint(current)
            let waiting = states(in: current).first { $0 == "new" || $0 == "needs_review" }
            if overwritingEdits || (recorded == currentPrint && waiting == nil) {
                localizations[position].node.value = value
                written[tag] = ourPrint
                continue
            }
            if let recorded { written[tag] = recorded }
            let reason: String
            if let waiting {
                reason = "its state is \(waiting)"
            } else if recorded == nil {
                reason = "it differs from the export's, and no record says the export wrote it"
            } else {
                reason = "it was changed since the export wrote it"
            }
            kept.append(.init(id: ours.id, locale: localizations[position].key, reason: reason))
        }
        let fresh = ours.value(recording: written)
        for (key, value) in fresh.members.map({ ($0.key, $0.node.value) }) {
            let newValue = key == "localizations" ? .object(localizations) : value
            if let position = members.firstIndex(where: { $0.key == key }) {
                // The catalog's own extractionState stays (manual, or what Xcode set).
                if key != "extractionState" { members[position].node.value = newValue }
            } else {
                members = XcodeJSON.inserting(.init(key: key, node: .init(value: newValue)), into: members)
            }
        }
        return .object(members)
    }

    /// What becomes of a string an earlier export wrote that this one does not.
    private enum Fate {
        case remove
        case markStale(XcodeJSON.Value)
        case keep
    }

    /// Whether `member` is a string an earlier export of these catalogs wrote — its comment
    /// records it, from one of `origins`, or it is a built-in message this format leaves out
    /// (`rewrite`: as the export would write it) — and then whether it goes (nobody changed it)
    /// or is marked stale. Another export's string (another catalog) is left alone.
    private static func fate(
        ofEarlier member: XcodeJSON.Member, rewrite: StringCatalogExport.Entry?, origins: Set<String>
    ) -> Fate? {
        let entry = member.node.value
        var record = ExportRecord.read(entry["comment"]?.string)
        if let origin = record?.origin, !origins.contains(origin) {
            guard rewrite != nil else { return nil }
            record = nil
        }
        guard record != nil || rewrite != nil else { return nil }
        let localizations = entry["localizations"]?.members ?? []
        let unchanged = localizations.allSatisfy { localization in
            if let recorded = record?.prints[localization.key.lowercased()] {
                return recorded == XcodeJSON.fingerprint(localization.node.value)
            }
            guard let ours = rewrite?.localizations.first(where: { $0.tag.lowercased() == localization.key.lowercased() })
            else { return false }
            return ours.value == localization.node.value
        }
        let onlyOurFields = entry.members.allSatisfy { ["comment", "extractionState", "localizations"].contains($0.key) }
        if unchanged, onlyOurFields { return .remove }
        var members = entry.members
        if let position = members.firstIndex(where: { $0.key == "extractionState" }) {
            members[position].node.value = .string("stale")
        } else {
            members = XcodeJSON.inserting(.init(key: "extractionState", node: .init(value: .string("stale"))), into: members)
        }
        return .markStale(.object(members))
    }

    /// Every `state` of a localization's string units.
    private static func states(in value: XcodeJSON.Value) -> [String] {
        var found: [String] = []
        func walk(_ value: XcodeJSON.Value) {
            switch value {
            case .object(let members):
                for member in members {
                    if member.key == "state", let state = member.node.value.string { found.append(state) }
                    walk(member.node.value)
                }
            case .array(let items): for item in items { walk(item.value) }
            default: break
            }
        }
        walk(value)
        return found
    }
}

extension CatalogExport {
    /// The languages a String Catalog has: every locale any of its strings is localized in
    /// (Xcode's languages of the catalog), as the catalog spells them, sorted; empty when the
    /// bytes are no String Catalog.
    /// - Parameter bytes: The catalog's bytes (a UTF-8 byte order mark is allowed).
    /// - Returns: The locale tags.
    public static func languages(ofStringCatalog bytes: [UInt8]) -> [String] {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var seen = Set<String>()
        var tags: [String] = []
        for tag in XcodeJSON.keys(ofEach: "localizations", under: "strings", in: body) ?? []
        where seen.insert(tag.lowercased()).inserted {
            tags.append(tag)
        }
        return tags.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
