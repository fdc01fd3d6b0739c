package import SliderSpeech

/// An app's Android `res` folder as the export finds it before writing into it: the names its
/// own files define, so that a name the export would write as well is found before `aapt`
/// fails with "already defined", and the export's own files from an earlier run.
///
/// Only the files are read, never written. A resource is defined by an element of `<resources>`:
/// `<string name>`, `<plurals name>`, or `<item type="string|plurals" name>`. A name is compared
/// as the app's `R` class has it (`.` and `-` as `_`).
package enum AndroidResourceTree {
    /// Names the export writes into a folder that one of the app's files there defines too.
    package struct Clash: Hashable, Sendable {
        /// The app's file, as a path under the `res` folder given.
        package let file: FilePath
        /// The export's file in the same folder (`values-fr/slider_speech_strings.xml`).
        package let exportFile: String
        /// The names both define, as the export writes them, sorted.
        package let names: [String]
    }

    /// The most bytes of one of the app's resource files read for names (16 MiB).
    package static let readLimit = 16 << 20

    /// The names of `files` (an Android export, paths relative to `res`) that the app's own
    /// files in the same `values*` folders define already, one clash per app file, in the
    /// order of the files' paths.
    /// - Parameters:
    ///   - files: The export's files.
    ///   - res: The `res` folder the export goes into; it need not exist.
    /// - Throws: ``FileSystem/Failure`` when a folder or an XML file of the app cannot be read.
    package static func clashes(of files: [CatalogExport.File], in res: FilePath) throws(FileSystem.Failure) -> [Clash] {
        var clashes: [Clash] = []
        for file in files {
            let parts = file.path.split(separator: "/")
            guard parts.count == 2 else { continue }
            let folder = res.appending(String(parts[0]))
            guard FileSystem.isDirectory(folder) else { continue }
            let ours = Set(definitions(in: Array(file.text.utf8)).map(\.key))
            for name in try FileSystem.entries(inDirectory: folder) {
                guard name.hasSuffix(".xml"), name.string != CatalogExport.androidFileName else { continue }
                let path = folder.appending(name)
                guard FileSystem.isRegularFile(path) else { continue }
                let bytes = try FileSystem.read(path: path, limit: readLimit)
                let shared = Set(definitions(in: bytes).map(\.key)).intersection(ours)
                if !shared.isEmpty {
                    clashes.append(
                        Clash(
                            file: path, exportFile: file.path,
                            names: shared.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }))
                }
            }
        }
        return clashes
    }

    /// The export's own files already in `res` (``CatalogExport/androidFileName`` in a
    /// `values*` folder) that `files` do not rewrite: from an earlier export of more locales.
    /// - Throws: ``FileSystem/Failure`` when `res` exists and cannot be listed.
    package static func earlierFiles(besides files: [CatalogExport.File], in res: FilePath) throws(FileSystem.Failure)
        -> [FilePath]
    {
        guard FileSystem.isDirectory(res) else { return [] }
        let written = Set(files.map(\.path))
        var found: [FilePath] = []
        for folder in try FileSystem.entries(inDirectory: res) {
            guard let name = folder.string, name == "values" || name.hasPrefix("values-") else { continue }
            let relative = name + "/" + CatalogExport.androidFileName
            let path = res.appending(relative)
            if !written.contains(relative), FileSystem.exists(path) { found.append(path) }
        }
        return found
    }

    /// A resource an XML file defines: its type (`string`, `plurals`) and its name as the `R`
    /// class has it.
    package struct Definition: Hashable, Sendable {
        package let type: String
        package let name: String
        /// The type and the name with `.` and `-` as `_`, for comparing.
        package var key: Definition { Definition(type: type, name: Definition.fieldName(name)) }

        package init(type: String, name: String) {
            self.type = type
            self.name = name
        }

        static func fieldName(_ name: String) -> String {
            String(name.map { $0 == "." || $0 == "-" ? "_" : $0 })
        }
    }

    /// The strings and plurals an Android resource file's `<resources>` element defines, in
    /// file order. A light reader, enough for names: comments, CDATA, processing instructions
    /// and a document type are skipped; attribute values may be quoted either way and hold
    /// the five predefined entities. Text that is not XML yields what it yields, never an error.
    package static func definitions(in bytes: [UInt8]) -> [Definition] {
        var found: [Definition] = []
        var depth = 0
        var index = 0
        let count = bytes.count
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= count && Array(bytes[position..<(position + pattern.count)]) == pattern
        }
        func skip(past terminator: String, from position: Int) -> Int {
            let pattern = Array(terminator.utf8)
            var cursor = position
            while cursor + pattern.count <= count {
                if bytes[cursor] == pattern[0], Array(bytes[cursor..<(cursor + pattern.count)]) == pattern {
                    return cursor + pattern.count
                }
                cursor += 1
            }
            return count
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                index = skip(past: "-->", from: index + 4)
            } else if starts("<![CDATA[", at: index) {
                index = skip(past: "]]>", from: index + 9)
            } else if starts("<?", at: index) {
                index = skip(past: "?>", from: index + 2)
            } else if starts("<!", at: index) {
                index = skip(past: ">", from: index + 2)
            } else if starts("</", at: index) {
                index = skip(past: ">", from: index + 2)
                depth = max(0, depth - 1)
            } else {
                let (element, end) = tag(in: bytes, at: index)
                index = end
                if depth == 1, let element {
                    let type = element.name == "item" ? element.attributes["type"] : element.name
                    if let type, type == "string" || type == "plurals", let name = element.attributes["name"] {
                        found.append(Definition(type: type, name: name))
                    }
                }
                if element?.selfClosing != true { depth += 1 }
            }
        }
        return found
    }

    /// A start tag at `start` (its `<`): the element's name, its attributes and whether it
    /// closes itself, and the index after its `>`.
    private static func tag(in bytes: [UInt8], at start: Int) -> (
        (name: String, attributes: [String: String], selfClosing: Bool)?, Int
    ) {
        var index = start + 1
        let count = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isNameByte(_ byte: UInt8) -> Bool {
            !isSpace(byte) && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "=")
        }
        let nameStart = index
        while index < count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var attributes: [String: String] = [:]
        while index < count {
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count else { break }
            if bytes[index] == UInt8(ascii: ">") { return ((name, attributes, false), index + 1) }
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
                if index < count, bytes[index] == UInt8(ascii: ">") { return ((name, attributes, true), index + 1) }
                continue
            }
            let keyStart = index
            while index < count, isNameByte(bytes[index]) { index += 1 }
            let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "=") else {
                if index == keyStart { index += 1 }
                continue
            }
            index += 1
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < count, bytes[index] != quote { index += 1 }
            let value = String(decoding: bytes[valueStart..<min(index, count)], as: UTF8.self)
            index += 1
            attributes[key] = decoded(value)
        }
        return (nil, count)
    }

    private static func decoded(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
            .replacing("&apos;", with: "'").replacing("&amp;", with: "&")
    }
}
