import Foundation

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
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw CatalogError(file: path, reason: "cannot read the catalog directory")
        }
        var files: [CatalogFile] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let filePath = path.hasSuffix("/") ? path + name : path + "/" + name
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw CatalogError(file: filePath, reason: "cannot read the file")
            }
            files.append(try CatalogFile(bytes: Array(data), path: filePath))
        }
        return CatalogDirectory(path: path, files: files)
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
