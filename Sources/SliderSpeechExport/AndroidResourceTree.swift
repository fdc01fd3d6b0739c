package import SliderSpeech
import SliderSpeechValidation

/// An app's Android `res` folder as the export finds it before writing into it: the languages
/// its folders have, the names its own files define (so that a name the export would write as
/// well is found before `aapt` fails with "already defined"), and the export's own files from
/// an earlier run.
///
/// Only the files are read, never written. A resource is defined by an element of `<resources>`:
/// `<string name>`, `<plurals name>`, or `<item type="string|plurals" name>`, read as aapt reads
/// them (libxml2, as the validator reads them: UTF-8, UTF-16 and ISO-8859-1, character
/// references, any namespace prefix). A name is compared as the app's `R` class has it (`.` and
/// `-` as `_`).
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

    /// A language an app's `res` tree has: its tag, as the validator reads the folder's
    /// qualifiers (`values-fr` → `fr`, `values-b+sr+Latn` → `sr-Latn`, `values-iw` → `he`), and
    /// the folder without other qualifiers the app keeps it in, where it has one.
    package struct Language: Hashable, Sendable {
        package let tag: String
        package let folder: String?
        /// Whether the export's own file is the only resource file of the language's folders:
        /// an earlier export brought the language, not the app.
        package let onlyExport: Bool
    }

    /// The languages of the `values*` folders of `res` that hold a resource file (`.xml`), the
    /// export's own included: not `values` itself (the source) and not a folder whose qualifiers
    /// name no language (`values-night`, `values-v29`, `values-sw600dp`), but `values-fr-v29`
    /// for French. Sorted by tag; empty when `res` does not exist.
    /// - Throws: ``FileSystem/Failure`` when `res` or a folder cannot be listed.
    package static func languages(in res: FilePath) throws(FileSystem.Failure) -> [Language] {
        guard FileSystem.isDirectory(res) else { return [] }
        var folders: [String: String?] = [:]
        var apps: Set<String> = []
        for name in try FileSystem.entries(inDirectory: res) {
            guard let folder = name.string, let qualifiers = AndroidResourceReader.qualifiers(ofFolder: folder),
                !qualifiers.locale.isEmpty
            else { continue }
            let path = res.appending(name)
            guard FileSystem.isDirectory(path) else { continue }
            let files = try FileSystem.entries(inDirectory: path).filter { $0.hasSuffix(".xml") }
            guard !files.isEmpty else { continue }
            let key = qualifiers.locale
            if files.contains(where: { $0.string != CatalogExport.androidFileName }) { apps.insert(key) }
            let plain: String? = qualifiers.rest.isEmpty ? folder : nil
            if let existing = folders[key] {
                if existing == nil, let plain { folders[key] = plain }
            } else {
                folders[key] = plain
            }
        }
        return folders.map { Language(tag: $0.key, folder: $0.value, onlyExport: !apps.contains($0.key)) }.sorted {
            $0.tag.utf8.lexicographicallyPrecedes($1.tag.utf8)
        }
    }

    /// Whether `res` holds any `values*` folder with a resource file: an app's tree, not a new one.
    package static func hasResources(_ res: FilePath) -> Bool {
        guard let names = try? FileSystem.entries(inDirectory: res) else { return false }
        return names.contains { name in
            guard let folder = name.string, AndroidResourceReader.qualifiers(ofFolder: folder) != nil else { return false }
            let path = res.appending(name)
            return FileSystem.isDirectory(path)
                && ((try? FileSystem.entries(inDirectory: path))?.contains { $0.hasSuffix(".xml") } ?? false)
        }
    }

    /// The names of `files` (an Android export, paths relative to `res`) that the app's own
    /// files in the same `values*` folders define already, one clash per app file, in the
    /// order of the files' paths. A file that is no XML aapt reads is left to aapt and the
    /// validator.
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
    /// file order, read with libxml2 as the validator reads it: comments and CDATA are no
    /// definitions; element names are compared without their namespace prefix, as aapt does.
    /// A file that does not parse defines nothing here (aapt and the validator report it).
    package static func definitions(in bytes: [UInt8]) -> [Definition] {
        guard let root = try? XMLDocumentParser.parse(bytes), root.name == "resources" else { return [] }
        var found: [Definition] = []
        for element in root.children {
            let type = element.name == "item" ? element.attributes["type"] : element.name
            if let type, type == "string" || type == "plurals", let name = element.attributes["name"] {
                found.append(Definition(type: type, name: name))
            }
        }
        return found
    }

    /// A start tag at `start` (its `<`): the element's name, its attributes and whether it
    /// closes itself, and the index after its `>`.
    static func tag(in bytes: [UInt8], at start: Int) -> (
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
