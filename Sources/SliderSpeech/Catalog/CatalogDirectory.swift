@_spi(SliderSpeechInternals) import SliderFormatting

/// The catalog files of one directory: one `<locale>.json` file per locale, named by its BCP 47 tag.
///
/// A directory read from disk is parsed whole when it is loaded, so that a broken file is an
/// error at once. The embedded catalogs are parsed lazily, one locale at a time, the first time
/// a lookup needs that locale: a process that speaks one language never parses the other 44.
public struct CatalogDirectory: Hashable, Sendable {
    /// The directory's path as given, or `<built-in>` for the embedded catalogs.
    public let path: String
    /// The files' locale tags, sorted, known without parsing a file.
    public let localeTags: [String]
    private let entries: [CatalogEntry]
    /// The index in ``entries`` of each locale tag, lowercased (the first entry of a tag that
    /// two spell differently): a message lookup finds its file without a walk over the files.
    private let byTag: [String: Int]

    /// A directory of files already parsed.
    /// - Parameters:
    ///   - path: The directory's path, for messages.
    ///   - files: Its catalog files, in any order.
    public init(path: String, files: [CatalogFile]) {
        self.init(path: path, entries: files.map(CatalogEntry.init(parsed:)))
    }

    /// A directory of embedded files, each parsed the first time it is looked up.
    /// - Parameters:
    ///   - path: The directory's name, for messages.
    ///   - embedded: Each file's path (its name gives the locale) and its text.
    package init(path: String, embedded: [(path: String, text: String)]) {
        self.init(path: path, entries: embedded.map { CatalogEntry(path: $0.path, text: $0.text) })
    }

    private init(path: String, entries: [CatalogEntry]) {
        self.path = path
        self.entries = entries.sorted { $0.localeTag < $1.localeTag }
        self.localeTags = self.entries.map(\.localeTag)
        var byTag: [String: Int] = [:]
        for (index, entry) in self.entries.enumerated() where byTag[entry.localeTag.lowercased()] == nil {
            byTag[entry.localeTag.lowercased()] = index
        }
        self.byTag = byTag
    }

    /// Hashes the directory's path and how many files it has: enough to tell directories apart
    /// in a dictionary (equal directories still compare every file), and cheap where the
    /// shared localizations are looked up by their catalogs for each announcer.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(entries.count)
    }

    /// The files, by the locale tag their name gives, parsing any embedded file not parsed yet.
    /// - Throws: ``CatalogError`` when an embedded file does not parse (the build validates the
    ///   built-in ones, so for them this is a broken build, never silence).
    public var files: [CatalogFile] {
        get throws(CatalogError) {
            var files: [CatalogFile] = []
            for entry in entries { files.append(try entry.file.get()) }
            return files
        }
    }

    /// How many of the files are parsed so far (for tests of the lazy parsing).
    package var parsedFileCount: Int { entries.filter(\.isParsed).count }

    /// The file of a locale tag, compared without regard to case.
    /// - Parameter tag: A BCP 47 tag, such as `pt-BR`.
    /// - Returns: The file, or `nil` when the directory has none for the tag.
    /// - Throws: ``CatalogError`` when the tag's file is embedded text that does not parse.
    public func file(forTag tag: String) throws(CatalogError) -> CatalogFile? {
        guard let index = byTag[tag] ?? byTag[tag.lowercased()] else { return nil }
        return try entries[index].file.get()
    }

    /// Reads every `*.json` file of a directory (the path's UTF-8 is the directory's name; the
    /// tool reads paths as the bytes given through the same loader).
    /// - Parameter path: The directory.
    /// - Returns: The directory's catalog files, sorted by locale tag.
    /// - Throws: ``CatalogError`` when the directory cannot be read or a file is not a catalog.
    public static func load(from path: String) throws(CatalogError) -> CatalogDirectory {
        try load(from: FilePath(path))
    }

    /// Reads every `<locale>.json` file of a directory named by its bytes; any other entry (a
    /// name without `.json`, or one that is not UTF-8 and so names no locale) is left out and
    /// listed in ``skippedEntries``.
    /// - Throws: ``CatalogError`` when the directory cannot be read or a file is not a catalog.
    package static func load(from path: FilePath) throws(CatalogError) -> CatalogDirectory {
        let contents = try readContents(of: path)
        var files: [CatalogFile] = []
        for (filePath, bytes) in contents.files {
            files.append(try CatalogFile(bytes: bytes, path: filePath))
        }
        var directory = CatalogDirectory(path: path.text, files: files)
        directory.skippedEntries = contents.skipped
        return directory
    }

    /// An entry of a catalog directory that was left out when it was loaded.
    package struct SkippedEntry: Hashable, Sendable {
        /// Its full path.
        package let path: FilePath
        /// Why, in a few words for a warning.
        package let reason: String
    }

    /// The entries of the directory that are not catalog files and were left out when it was
    /// loaded: the tool warns about each.
    package private(set) var skippedEntries: [SkippedEntry] = []

    /// What a catalog directory holds: the path (as ``FilePath/text``) and bytes of every
    /// `*.json` regular file with a UTF-8 name, in the order of the names' bytes, and every other
    /// entry with why it was left out — not a `.json` name, a name that is not UTF-8, or not a
    /// regular file (a FIFO, a device, a socket, a folder: never waited for nor read).
    /// - Throws: ``CatalogError`` when the directory or one of its files cannot be read.
    package static func readContents(of path: FilePath) throws(CatalogError) -> (
        files: [(path: String, bytes: [UInt8])], skipped: [SkippedEntry]
    ) {
        let names: [FilePath]
        do {
            names = try FileSystem.entries(inDirectory: path)
        } catch {
            throw CatalogError.unreadable(file: path.text, reason: "cannot read the catalog directory (\(error.reason))")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        var skipped: [SkippedEntry] = []
        for name in names {
            let filePath = path.appending(name)
            guard name.string != nil else {
                skipped.append(SkippedEntry(path: filePath, reason: "its name is not UTF-8, so it names no locale"))
                continue
            }
            guard name.hasSuffix(".json") else {
                skipped.append(SkippedEntry(path: filePath, reason: "not a catalog file (<locale>.json)"))
                continue
            }
            do {
                let content = try FileSystem.readIfRegular(path: filePath)
                if let bytes = content.bytes {
                    files.append((filePath.text, bytes))
                } else {
                    skipped.append(SkippedEntry(path: filePath, reason: "not a regular file (\(content.other ?? "?"))"))
                }
            } catch {
                throw CatalogError.unreadable(file: filePath.text, reason: "cannot read the file (\(error.reason))")
            }
        }
        return (files, skipped)
    }

    /// The built-in catalogs, embedded in the binary at build time from `Locales/`.
    public static let builtIn = CatalogDirectory(path: "<built-in>", embedded: EmbeddedCatalogs.files)
}

extension CatalogSet {
    /// An app's catalog directories named by their bytes, searched in the order given, then the
    /// built-in catalog: the one way catalog directories are read (``init(appDirectories:includingBuiltIn:)``
    /// gives it paths as text).
    /// - Throws: ``CatalogError`` when a directory cannot be read or holds a `.json` file that
    ///   is not a catalog.
    package init(appDirectoryPaths: [FilePath], includingBuiltIn: Bool = true) throws(CatalogError) {
        var directories: [CatalogDirectory] = []
        for path in appDirectoryPaths {
            directories.append(try CatalogDirectory.load(from: path))
        }
        if includingBuiltIn { directories.append(.builtIn) }
        self.init(directories: directories)
    }
}

/// One catalog file of a directory: parsed already, or embedded text parsed on first use.
private final class CatalogEntry: Hashable, @unchecked Sendable {
    let path: String
    let localeTag: String
    private let text: String?
    /// Nil until an embedded file is first parsed; then the file, or why it does not parse
    /// (kept, so that every lookup reports it). Parsed under the lock: once per file.
    private let parsed: Locked<Result<CatalogFile, CatalogError>?>

    init(parsed file: CatalogFile) {
        path = file.path
        localeTag = file.localeTag
        text = nil
        parsed = Locked(.success(file))
    }

    init(path: String, text: String) {
        self.path = path
        localeTag = CatalogFile.localeTag(ofFileName: path)
        self.text = text
        parsed = Locked(nil)
    }

    var isParsed: Bool { parsed.withLock { $0 != nil } }

    /// The parsed file, or why its embedded text does not parse.
    var file: Result<CatalogFile, CatalogError> {
        parsed.withLock { parsed in
            if let parsed { return parsed }
            let result = Result { () throws(CatalogError) in try CatalogFile(bytes: Array((text ?? "").utf8), path: path) }
            parsed = result
            return result
        }
    }

    static func == (left: CatalogEntry, right: CatalogEntry) -> Bool {
        if left === right { return true }
        guard left.path == right.path, left.localeTag == right.localeTag else { return false }
        if let leftText = left.text, let rightText = right.text { return leftText == rightText }
        return left.file == right.file
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(localeTag)
    }
}
