/// The catalog files of one directory: one `<locale>.json` file per locale, named by its BCP 47 tag.
public struct CatalogDirectory: Hashable, Sendable {
    /// The directory's path as given, or `<built-in>` for the embedded catalogs.
    public let path: String
    /// The files, by the locale tag their name gives.
    public let files: [CatalogFile]

    public init(path: String, files: [CatalogFile]) {
        self.path = path
        self.files = files.sorted { $0.localeTag < $1.localeTag }
    }

    /// The file of a locale tag, compared without regard to case.
    public func file(forTag tag: String) -> CatalogFile? {
        let wanted = tag.lowercased()
        return files.first { $0.localeTag.lowercased() == wanted }
    }

    /// Reads every `*.json` file of a directory.
    /// - Throws: ``CatalogError`` when the directory cannot be read or a file is not a catalog.
    public static func load(from path: String) throws(CatalogError) -> CatalogDirectory {
        var files: [CatalogFile] = []
        for (filePath, bytes) in try readFiles(in: path) {
            files.append(try CatalogFile(bytes: bytes, path: filePath))
        }
        return CatalogDirectory(path: path, files: files)
    }

    /// The path and bytes of every `*.json` file of a directory, in the order of their names'
    /// bytes: the one reading of a catalog directory, for loading and for validation.
    /// - Throws: ``CatalogError`` when the directory or one of its files cannot be read.
    package static func readFiles(in path: String) throws(CatalogError) -> [(path: String, bytes: [UInt8])] {
        let names: [String]
        do {
            names = try FileSystem.names(inDirectory: path)
        } catch {
            throw CatalogError(file: path, reason: "cannot read the catalog directory (\(error.reason))")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for name in names where name.hasSuffix(".json") {
            let filePath = FileSystem.join(path, name)
            do {
                files.append((filePath, try FileSystem.read(path: filePath)))
            } catch {
                throw CatalogError(file: filePath, reason: "cannot read the file (\(error.reason))")
            }
        }
        return files
    }

    /// The built-in catalogs, embedded in the binary at build time from `Locales/`.
    public static let builtIn: CatalogDirectory = {
        var files: [CatalogFile] = []
        for (path, text) in EmbeddedCatalogs.files {
            // The build embeds only files that passed the test suite's validation; a broken
            // one is left out rather than taking the whole library down.
            if let file = try? CatalogFile(bytes: Array(text.utf8), path: path) { files.append(file) }
        }
        return CatalogDirectory(path: "<built-in>", files: files)
    }()
}
