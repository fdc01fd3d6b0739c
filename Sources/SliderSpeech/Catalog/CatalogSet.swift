/// The catalogs a localization looks messages up in: the app's directories first, then the
/// built-in catalog.
///
/// ```swift
/// let catalogs = try CatalogSet(appDirectories: ["Examples/Locales"])
/// ```
public struct CatalogSet: Hashable, Sendable {
    /// The source locale: every id exists in it, and every lookup falls back to it.
    public static let sourceLocaleTag = "en"

    /// The directories in the order they are searched.
    public let directories: [CatalogDirectory]

    /// The built-in catalog alone.
    public static let builtIn = CatalogSet(directories: [.builtIn])

    /// The given directories, searched in order.
    /// - Parameter directories: The directories, the first searched first.
    public init(directories: [CatalogDirectory]) {
        self.directories = directories
    }

    /// An app's catalog directories, searched in the order given, then the built-in catalog.
    /// - Parameters:
    ///   - appDirectories: Paths of the app's catalog directories, the first searched first.
    ///   - includingBuiltIn: Whether the built-in catalog is searched last.
    /// - Throws: ``CatalogError`` when a directory cannot be read or holds a file that is not a
    ///   catalog.
    public init(appDirectories: [String], includingBuiltIn: Bool = true) throws(CatalogError) {
        try self.init(appDirectoryPaths: appDirectories.map(FilePath.init), includingBuiltIn: includingBuiltIn)
    }

    /// Every locale tag some directory has a file for, each once, sorted.
    public var localeTags: [String] {
        var seen = Set<String>()
        var tags: [String] = []
        for directory in directories {
            for tag in directory.localeTags where seen.insert(tag.lowercased()).inserted {
                tags.append(tag)
            }
        }
        return tags.sorted()
    }

    /// The message with `id` for the first locale of `chain` that has it, searching every
    /// directory for a locale before falling back to the next locale: a built-in Arabic
    /// message beats an app's English one for an Arabic user.
    /// - Parameters:
    ///   - id: A message id.
    ///   - chain: Locale tags to try in order, as the negotiated catalog locale and its fallbacks.
    /// - Returns: The message and the locale tag of the file it came from, or `nil` when no
    ///   directory has it for any locale of the chain.
    /// - Throws: ``CatalogError`` when a file the search reaches is embedded text that does not
    ///   parse.
    public func message(_ id: String, chain: [String]) throws(CatalogError) -> FoundMessage? {
        for tag in chain {
            for directory in directories {
                if let message = try directory.file(forTag: tag)?[id] {
                    return FoundMessage(message: message, localeTag: tag)
                }
            }
        }
        return nil
    }

    /// A message ``message(_:chain:)`` found, and the locale of the file it came from.
    public struct FoundMessage: Hashable, Sendable {
        /// The message.
        public let message: CatalogMessage
        /// The locale tag of the catalog file that holds it, as the chain gave it.
        public let localeTag: String

        /// The `message` found in the catalog file for `localeTag`.
        public init(message: CatalogMessage, localeTag: String) {
            self.message = message
            self.localeTag = localeTag
        }
    }
}
