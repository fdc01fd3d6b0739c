import SliderSpeech

extension CatalogExport {
    /// An Android export merged into the export's own files from an earlier run: the files, and
    /// what was kept of what someone changed in them.
    public struct AndroidMerge: Hashable, Sendable {
        /// The files, as ``androidResources()`` gives them, with the kept edits in them.
        public let files: [File]
        /// Strings someone changed in an earlier export's file, kept as they were.
        public let keptEdits: [KeptEdit]
        /// Strings of an earlier export's file that this export does not write, removed: no one
        /// had changed them.
        public let removed: [KeptEdit]
        /// Strings of an earlier export's file that this export does not write, kept because
        /// someone changed them.
        public let keptStale: [KeptEdit]
    }

    /// The Android files of the export, each merged into the file an earlier export wrote at
    /// its path: a string of that file that someone changed (its text is not what the record
    /// in the comment before it says the export wrote) is kept as it is, unless
    /// `overwritingEdits`; a string the export no longer writes is removed, or kept where
    /// someone changed it.
    /// - Parameters:
    ///   - existing: The bytes of the earlier export's files, by path relative to `res`
    ///     (`values-fr/slider_speech_strings.xml`); each must be one an export wrote.
    ///   - folders: The folder to write each locale into (`fr` → `values-fr`), where the app
    ///     has one of its own for it; others take ``androidResources()``'s.
    ///   - overwritingEdits: Whether the export's text replaces strings someone changed.
    /// - Returns: The files and what was kept.
    /// - Throws: ``CatalogExportError`` as ``androidResources()`` does.
    public func androidResources(
        mergingInto existing: [String: [UInt8]], folders: [String: String] = [:], overwritingEdits: Bool = false
    ) throws(CatalogExportError) -> AndroidMerge {
        let documents = try AndroidResourceExport.documents(
            of: try messages(.android), sourceLocale: sourceTag, folders: folders)
        var files: [File] = []
        var kept: [KeptEdit] = []
        var removed: [KeptEdit] = []
        var keptStale: [KeptEdit] = []
        for document in documents {
            guard let bytes = existing[document.path] else {
                files.append(
                    File(
                        path: document.path,
                        text: AndroidResourceExport.text(of: document, elements: document.elements.map { ($0, nil) })))
                continue
            }
            var old: [String: AndroidExportFile.Found] = [:]
            var oldOrder: [String] = []
            for found in AndroidExportFile.elements(in: bytes) where old[found.key] == nil {
                old[found.key] = found
                oldOrder.append(found.key)
            }
            var elements: [(AndroidResourceExport.Element, String?)] = []
            var written = Set<String>()
            for element in document.elements {
                written.insert(element.key)
                guard let found = old[element.key], found.raw != element.raw else {
                    elements.append((element, nil))
                    continue
                }
                if overwritingEdits || found.isUnchanged {
                    elements.append((element, nil))
                    continue
                }
                elements.append(
                    (
                        AndroidResourceExport.Element(
                            key: element.key, comment: element.comment, raw: found.raw, origin: element.origin),
                        found.record ?? ExportRecord.none
                    ))
                kept.append(
                    KeptEdit(
                        id: found.name, locale: document.tag,
                        reason: found.record == nil
                            ? "it differs from the export's, and no record says the export wrote it"
                            : "it was changed since the export wrote it", file: document.path))
            }
            let ours = originNames
            for key in oldOrder where !written.contains(key) {
                let found = old[key]!
                let keptAsItIs = (
                    AndroidResourceExport.Element(
                        key: key, comment: found.comment, raw: found.raw, origin: found.origin ?? ""),
                    found.record ?? ExportRecord.none
                )
                // Another export's string (another catalog's) stays as it is.
                if let origin = found.origin, !ours.contains(origin) {
                    elements.append(keptAsItIs)
                    continue
                }
                if found.isUnchanged {
                    removed.append(
                        KeptEdit(id: found.name, locale: document.tag, reason: "no longer exported", file: document.path))
                    continue
                }
                elements.append(keptAsItIs)
                keptStale.append(
                    KeptEdit(
                        id: found.name, locale: document.tag, reason: "no longer exported, and changed since",
                        file: document.path))
            }
            files.append(File(path: document.path, text: AndroidResourceExport.text(of: document, elements: elements)))
        }
        return AndroidMerge(files: files, keptEdits: kept, removed: removed, keptStale: keptStale)
    }
}

extension CatalogExport {
    /// Whether an Android resource file is one an export wrote: its first comment says so.
    /// The export replaces a file of its name only then.
    /// - Parameter bytes: The file's bytes.
    public static func isAndroidExportFile(_ bytes: [UInt8]) -> Bool { AndroidExportFile.isExportFile(bytes) }
}

/// The export's own Android file as it is in an app's tree, read back so that what someone
/// changed in it is kept: its `<string>` and `<plurals>` elements with their text as written
/// and the record in the comment before each.
enum AndroidExportFile {
    struct Found: Hashable, Sendable {
        /// `string:name` or `plurals:name`.
        let key: String
        let name: String
        /// From `<` to the end of the closing tag.
        let raw: String
        /// The fingerprint the comment before the element records, if any.
        let record: String?
        /// The catalog the record says the string came from, if it says.
        let origin: String?
        /// The lines of the comment before the element, without the record.
        let comment: [String]

        /// Whether the element is what the export wrote: its fingerprint is the record's.
        var isUnchanged: Bool { record == AndroidResourceExport.fingerprint(raw) }
    }

    /// Whether a file's first comment says an export wrote it.
    static func isExportFile(_ bytes: [UInt8]) -> Bool {
        guard let open = bytes.firstRange(of: Array("<!--".utf8)) else { return false }
        let rest = bytes[open.upperBound...]
        guard let close = rest.firstRange(of: Array("-->".utf8)) else { return false }
        return bytes[open.upperBound..<close.lowerBound].firstRange(of: Array(AndroidResourceExport.headerMark.utf8)) != nil
    }

    /// The elements of `<resources>`, in file order.
    static func elements(in bytes: [UInt8]) -> [Found] {
        var found: [Found] = []
        var index = 0
        var depth = 0
        var lastComment: String?
        let count = bytes.count
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= count && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
        }
        func skip(past terminator: String, from position: Int) -> Int {
            let pattern = Array(terminator.utf8)
            var cursor = position
            while cursor + pattern.count <= count {
                if bytes[cursor] == pattern[0], bytes[cursor..<(cursor + pattern.count)].elementsEqual(pattern) {
                    return cursor + pattern.count
                }
                cursor += 1
            }
            return count
        }
        /// Past the markup at `position` that is no element's start tag: a comment, a CDATA
        /// section, a processing instruction, a declaration (`<!…>`, only where `declarations`
        /// is set) or a closing tag; with whether it closes an element. Nil for a start tag.
        func skipMarkup(at position: Int, declarations: Bool) -> (after: Int, closes: Bool)? {
            if starts("<!--", at: position) { return (skip(past: "-->", from: position + 4), false) }
            if starts("<![CDATA[", at: position) { return (skip(past: "]]>", from: position + 9), false) }
            if starts("<?", at: position) { return (skip(past: "?>", from: position + 2), false) }
            if declarations, starts("<!", at: position) { return (skip(past: ">", from: position + 2), false) }
            if starts("</", at: position) { return (skip(past: ">", from: position + 2), true) }
            return nil
        }
        /// The end of the element whose start tag ends at `position`: after its closing tag.
        func end(of position: Int) -> Int {
            var cursor = position
            var level = 1
            while cursor < count, level > 0 {
                guard bytes[cursor] == UInt8(ascii: "<") else {
                    cursor += 1
                    continue
                }
                if let (after, closes) = skipMarkup(at: cursor, declarations: false) {
                    cursor = after
                    if closes { level -= 1 }
                } else {
                    let (element, after) = AndroidResourceTree.tag(in: bytes, at: cursor)
                    cursor = after
                    if element?.selfClosing != true { level += 1 }
                }
            }
            return cursor
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if !(bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09) {
                    lastComment = nil
                }
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                let after = skip(past: "-->", from: index + 4)
                lastComment = String(decoding: bytes[(index + 4)..<max(index + 4, after - 3)], as: UTF8.self)
                index = after
            } else if let (after, closes) = skipMarkup(at: index, declarations: true) {
                index = after
                if closes { depth = max(0, depth - 1) }
            } else {
                let start = index
                let (element, after) = AndroidResourceTree.tag(in: bytes, at: index)
                index = after
                guard let element else { continue }
                if depth == 0 {
                    if !element.selfClosing { depth = 1 }
                    continue
                }
                let close = element.selfClosing ? after : end(of: after)
                let type = element.name == "item" ? element.attributes["type"] : element.name
                if let type, let name = element.attributes["name"] {
                    let lines = (lastComment ?? "").split(separator: "\n").map { line in
                        let start = line.trimmingPrefix(while: \.isWhitespace)
                        return String(start.prefix(start.count - start.reversed().prefix { $0.isWhitespace }.count))
                    }
                    let record = ExportRecord.read(lastComment ?? "")
                    found.append(
                        Found(
                            key: type + ":" + name, name: name, raw: String(decoding: bytes[start..<close], as: UTF8.self),
                            record: record?.prints[""], origin: record?.origin,
                            comment: lines.filter { !$0.isEmpty && !$0.hasPrefix(ExportRecord.prefix) }))
                }
                lastComment = nil
                index = close
            }
        }
        return found
    }
}
