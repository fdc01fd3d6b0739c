package import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `validate` reads for each path it is given: a String Catalog, an Android `res` tree or
/// one of its files, a directory of `<locale>.json` catalogs — or, for any other directory,
/// what a search of it finds.
///
/// The search skips `.build`, `build`, `.git` and `node_modules`, follows no link to a
/// directory, and reads regular files only: a FIFO, a device or a socket met on the way is
/// skipped with a note, so a search never blocks. A file named on the command line is read as
/// `cat` reads it, whatever it is (a FIFO waits for its writer), up to the 64 MiB cap.
package enum CatalogInputs {
    /// One catalog to validate.
    package struct Input: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            /// An Xcode String Catalog.
            case stringCatalog
            /// An Android `res` directory.
            case androidResources
            /// One Android resource file: checked against its tree's source folder (`values`)
            /// when it has one, alone otherwise.
            case androidFile(tree: FilePath?)
            /// A directory of `<locale>.json` catalogs.
            case catalogDirectory
        }

        package let path: FilePath
        package let kind: Kind
    }

    /// The directories a search never enters.
    static let skippedDirectories: Set<String> = [".build", "build", ".git", "node_modules"]

    /// The deepest a search goes below the directory it was given.
    static let depthLimit = 32

    /// The kind of file at a path, following links.
    package enum FileKind: Equatable, Sendable {
        case regular, directory, missing
        /// A FIFO, a device, a socket: named by the words of a note.
        case special(String)
        /// Something whose kind the system would not tell (a path longer than it allows, a
        /// loop of links, no permission): named by the system's reason.
        case unreadable(String)
    }

    package static func kind(of path: FilePath) -> FileKind {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            // A dangling link is as good as missing; anything else was not looked at.
            if code == ENOTDIR || (isLink(path) && code != ELOOP) { return .missing }
            return .unreadable(FileSystem.describe(errno: code))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .special("a FIFO")
        case S_IFCHR: return .special("a character device")
        case S_IFBLK: return .special("a block device")
        case S_IFSOCK: return .special("a socket")
        default: return .special("not a regular file")
        }
    }

    /// Whether a path is a symbolic link (not followed).
    static func isLink(_ path: FilePath) -> Bool {
        var info = stat()
        return path.withCString { lstat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// A regular file's bytes, or `nil` with why it is skipped: opened without blocking, and
    /// read only when it is a regular file, so a FIFO put where a catalog should be is never
    /// waited for.
    static func readRegular(_ path: FilePath) throws(CatalogError) -> (bytes: [UInt8]?, skipped: String?) {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw CatalogError.unreadable(file: path.text, reason: "cannot read: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw CatalogError.unreadable(file: path.text, reason: "cannot read: \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let what: String
            switch info.st_mode & S_IFMT {
            case S_IFIFO: what = "a FIFO"
            case S_IFCHR, S_IFBLK: what = "a device"
            case S_IFSOCK: what = "a socket"
            default: what = "not a regular file"
            }
            return (nil, "\(path.text): skipped, \(what == "not a regular file" ? what : "not a regular file (\(what))")")
        }
        do {
            let bytes = try FileSystem.read(
                descriptor: descriptor, name: path.text, expectedSize: min(Int(info.st_size), FileSystem.defaultReadLimit))
            return (bytes, nil)
        } catch {
            throw CatalogError.unreadable(file: path.text, reason: "cannot read: \(error.reason)")
        }
    }

    /// Whether a directory holds Android `values*` folders, told by the bytes of its entries'
    /// names whatever the directory's own name.
    static func isAndroidResources(_ path: FilePath) -> Bool {
        guard let names = try? FileSystem.entries(inDirectory: path) else { return false }
        return names.contains { name in
            folderQualifiers(name) != nil && kind(of: path.appending(name)) == .directory
        }
    }

    /// A `values*` folder's locale and other qualifiers, or `nil` for any other name (one that
    /// is not UTF-8 included).
    static func folderQualifiers(_ name: FilePath) -> (locale: String, rest: String)? {
        name.string.flatMap(AndroidResourceReader.qualifiers(ofFolder:))
    }

    /// Whether a directory is a catalog directory: it holds `<source>.json`.
    static func isCatalogDirectory(_ path: FilePath, sourceLocale: String) -> Bool {
        guard let names = try? FileSystem.entries(inDirectory: path) else { return false }
        return names.contains { $0.string?.lowercased() == sourceLocale.lowercased() + ".json" }
    }

    /// What a path given to `validate` stands for; a directory that is none of the catalogs is
    /// searched, and `searched` says so.
    static func resolve(_ path: FilePath, sourceLocale: String) throws(CatalogError) -> (
        inputs: [Input], searched: Bool, skipped: [String], unread: [String]
    ) {
        switch kind(of: path) {
        case .missing:
            throw CatalogError.unreadable(
                file: path.text, reason: "cannot read: \(String(cString: strerror(ENOENT)))")
        case .unreadable(let reason):
            throw CatalogError.unreadable(file: path.text, reason: "cannot read: \(reason)")
        case .directory:
            if isAndroidResources(path) { return ([Input(path: path, kind: .androidResources)], false, [], []) }
            if isCatalogDirectory(path, sourceLocale: sourceLocale) {
                return ([Input(path: path, kind: .catalogDirectory)], false, [], [])
            }
            var inputs: [Input] = []
            var skipped: [String] = []
            var unread: [String] = []
            search(path, depth: 0, sourceLocale: sourceLocale, into: &inputs, skipped: &skipped, unread: &unread)
            guard !inputs.isEmpty || !unread.isEmpty else {
                throw CatalogError.unreadable(
                    file: path.text,
                    reason:
                        "holds no catalog: no String Catalog (.xcstrings), no Android res folder (values*/*.xml) and no "
                        + "directory with \(sourceLocale).json, searched without .build, build, .git and node_modules"
                )
            }
            return (inputs, true, skipped, unread)
        case .regular, .special:
            if path.hasSuffix(".xcstrings") { return ([Input(path: path, kind: .stringCatalog)], false, [], []) }
            if path.hasSuffix(".xml") {
                return ([Input(path: path, kind: .androidFile(tree: tree(of: path)))], false, [], [])
            }
            if path.hasSuffix(".json") {
                // A catalog file stands for its directory.
                return ([Input(path: path.parent, kind: .catalogDirectory)], false, [], [])
            }
            throw CatalogError.unreadable(
                file: path.text,
                reason:
                    "is not a catalog: give a String Catalog (.xcstrings), an Android resource file (.xml) or <locale>.json, "
                    + "or a directory"
            )
        }
    }

    /// The `res` tree of an Android resource file in a `values*` folder whose tree has a
    /// source folder (`values`), or `nil`.
    static func tree(of file: FilePath) -> FilePath? {
        let folder = file.parent
        guard folderQualifiers(folder.lastComponent) != nil else { return nil }
        let tree = folder.parent
        return kind(of: tree.appending("values")) == .directory ? tree : nil
    }

    /// Every catalog below `directory`, in the order of the names' bytes. What could not be
    /// looked at — a folder that cannot be listed, an entry whose kind the system would not
    /// tell (a path longer than it allows, a loop of links) — goes to `unread`; a folder below
    /// the depth limit, a FIFO or a device to `skipped`.
    static func search(
        _ directory: FilePath, depth: Int, sourceLocale: String, into inputs: inout [Input], skipped: inout [String],
        unread: inout [String]
    ) {
        guard depth <= depthLimit else {
            skipped.append("\(directory.text): skipped, more than \(depthLimit) folders below the one given")
            return
        }
        let names: [FilePath]
        do {
            names = try FileSystem.entries(inDirectory: directory)
        } catch {
            unread.append("\(directory.text): cannot read the folder (\(error.reason))")
            return
        }
        // The `.json` files of a catalog directory are read, and any that cannot be is named, when
        // it is validated: once.
        var catalogDirectory = false
        if depth > 0 {
            if isAndroidResources(directory) {
                inputs.append(Input(path: directory, kind: .androidResources))
                return
            }
            if isCatalogDirectory(directory, sourceLocale: sourceLocale) {
                inputs.append(Input(path: directory, kind: .catalogDirectory))
                catalogDirectory = true
            }
        }
        for name in names {
            let path = directory.appending(name)
            if let text = name.string, skippedDirectories.contains(text) { continue }
            let pathKind = kind(of: path)
            if case .unreadable(let reason) = pathKind {
                if !(catalogDirectory && name.hasSuffix(".json")) { unread.append("\(path.text): cannot read (\(reason))") }
                continue
            }
            if name.hasSuffix(".xcstrings") {
                switch pathKind {
                case .regular: inputs.append(Input(path: path, kind: .stringCatalog))
                case .special(let what): skipped.append("\(path.text): skipped, not a regular file (\(what))")
                default: break
                }
                continue
            }
            if pathKind == .directory, !isLink(path) {
                search(
                    path, depth: depth + 1, sourceLocale: sourceLocale, into: &inputs, skipped: &skipped, unread: &unread)
            }
        }
    }
}
