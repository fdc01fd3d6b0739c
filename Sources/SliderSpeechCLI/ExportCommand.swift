import SliderFormatting
import SliderSpeech
import SliderSpeechExport
import SliderSpeechValidation

/// `slider-speech export`: the catalogs as an Xcode String Catalog or Android resources.
enum ExportCommand {
    static let command = SliderSpeechTool.Command(
        name: "export",
        summary: "the catalogs as an Xcode String Catalog or Android resources",
        help: """
            Usage: slider-speech export --format xcstrings|android [--catalog DIR]... [--locale L]...
                                        [--all-locales] [--overwrite-edits] -o OUT

            Writes the app catalogs given, with the built-in messages, into an app's String
            Catalog or res folder, in the languages the app has: the String Catalog's
            localizations, or the languages of the res folder's values-* folders (values-fr,
            values-b+sr+Latn; not values-night or values-v29). A regional language
            (values-fr-rCA, fr-CA) gets only what differs from its language. A new catalog or
            res folder gets the --locale languages, or en alone with a warning. --locale adds a
            language (repeatable); --all-locales writes every locale of every catalog. A
            language the built-in catalog or an app catalog lacks is named in a warning with
            the messages missing there (the app says them in en).

            Only what an app sets or posts is written: not the role words, hints or spoken texts
            (VoiceOver and TalkBack say their own), nor slider.value.percent, nor on Android
            slider.tick.position; and each limit message's reason alone as a string of its own
            (slider.limit.lowest.reason), which an app posts when a move changed the value.
            Where each string goes on iOS and Android: ExportedStringsOnDevices.md beside the
            article below.

            --format xcstrings writes one String Catalog OUT, creating missing folders, in
            Xcode's own formatting. Where OUT is a String Catalog already (an app's
            Localizable.xcstrings), the export is merged into it, keeping the file's own
            formatting: only the lines of the strings it adds or changes change, and the same
            export again changes no byte. The app's strings stay as they are. A translation of
            one of the export's strings that someone changed since an export wrote it (each
            string's comment records what the export wrote), or whose state is new or
            needs_review, is kept, named in a warning; --overwrite-edits replaces it. A string
            an earlier export wrote that this one does not is removed, or marked stale where
            someone changed it. A file that is not a String Catalog, or has another
            sourceLanguage, is an error and is not touched.

            --format android writes into the res folder OUT (created if missing) a file of its
            own in each values* folder, slider_speech_strings.xml, beside the app's
            strings.xml, which is never touched. It replaces only a file of that name that an
            export wrote (its first comment says so), never through a link that leads out of
            its folder, and never one folder for two languages; a string someone changed in it
            is kept as for a String Catalog. A name the app's own files in the same folder
            define already is an error naming the names and files, before anything is written:
            aapt would fail with "already defined". The files are written together: all of them
            or none (a full disk changes nothing); an export killed while renaming them leaves
            a journal that the next export completes first.

            Two exports into the same folder take turns (a lock); a file another program saves
            while an export merges into it (as Xcode saves, a new file renamed over the old
            one) is read and merged again, up to 5 times, never overwritten unseen. A regular
            file is replaced atomically (a temporary file beside it, flushed, then renamed over
            it, keeping its mode; hard links and extended attributes are not kept); a symbolic
            link -o names is followed; a FIFO or a device is written as it is, never replaced.

            Named arguments become numbered specifiers in the order the English message uses
            them (%1$@ and %2$lld for the count in a String Catalog, %1$s and %2$d on
            Android), listed in each string's comment. A plural becomes a plural variation
            or <plurals>; its =0 variant is the String Catalog's zero, and on Android a string
            of its own named <name>_zero (the count written in). What a format cannot say is
            an error naming the message: a select, a selectordinal, a plural inside another or
            two in a message, an exact value other than =0 (=1 {normal}), a formatted argument
            ({value, number, ::percent}), a control character (U+0000), and on Android an id
            that is a Java keyword (int, new, class). A message of a translation whose id no
            en file has is left out with a warning naming it and its file.

              --format F          xcstrings or android (required)
              --catalog DIR       an app catalog directory; repeatable, the first wins
              --locale L          a language to write besides the app's; repeatable
              --all-locales       every locale of every catalog, not only the app's languages
              --overwrite-edits   replace translations someone changed since an export
              -o OUT              the .xcstrings file, or the res folder

            Documentation: Sources/SliderSpeechExport/SliderSpeechExport.docc/ExportingCatalogs.md

            Example:
              slider-speech export --format android --catalog Locales -o app/src/main/res
              slider-speech validate app/src/main/res

            """,
        run: run)

    /// How many times a merge is read and made again when another program saved the file
    /// meanwhile.
    /// How many bytes of memory a byte of the String Catalog merged into takes at the peak (an
    /// 18 MB catalog peaked at 180 MB): documented in the Performance and Robustness article.
    static let mergeMemoryFactor = 16

    static let attempts = 5
    /// How long an export waits for another one writing into the same folder.
    static let lockWait = 120

    struct Options {
        let catalogs: CatalogSet
        let asked: [String]
        let allLocales: Bool
        let overwriteEdits: Bool
    }

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        guard let formatName = try arguments.value("--format") else {
            throw UsageError("--format is required (xcstrings or android)")
        }
        guard let format = CatalogExport.Format(rawValue: formatName) else {
            throw UsageError("--format: '\(formatName)' is not one of xcstrings, android")
        }
        let directories = try arguments.pathValues("--catalog")
        let allLocales = arguments.flag("--all-locales")
        let overwriteEdits = arguments.flag("--overwrite-edits")
        var asked: [String] = []
        for tag in try arguments.values("--locale") {
            _ = try CommandSupport.locale(tag)
            if !asked.contains(where: { $0.lowercased() == tag.lowercased() }) { asked.append(tag) }
        }
        guard let output = try arguments.pathValue("-o"), !output.bytes.isEmpty else { throw UsageError("-o OUT is required") }
        try CommandSupport.noPositionals(&arguments)
        try CommandSupport.refuseClosedDescriptor(output, option: "-o")
        let catalogs = try CommandSupport.catalogs(directories, besideSpec: nil, io: io)
        let options = Options(catalogs: catalogs, asked: asked, allLocales: allLocales, overwriteEdits: overwriteEdits)
        switch format {
        case .stringCatalog:
            try writeStringCatalog(options, to: output, io: io)
        case .android:
            try writeAndroid(options, to: output, io: io)
        }
        return .success
    }

    /// The export of the app's languages (`found`, from its file), the asked ones, or all;
    /// for a target with no languages yet, the asked ones or the source alone — and then the
    /// warning line that says so.
    static func export(_ options: Options, found: [String]?, target: FilePath, folder: FilePath) -> (CatalogExport, String?) {
        var export: CatalogExport
        var warning: String?
        if options.allLocales {
            export = CatalogExport(catalogs: options.catalogs, locales: .all)
        } else if let found {
            var tags = found
            for tag in options.asked where !tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
                tags.append(tag)
            }
            export = CatalogExport(catalogs: options.catalogs, locales: .only(tags))
        } else {
            if options.asked.isEmpty {
                warning =
                    "slider-speech: warning: -o: \(target) has no languages yet: the export writes "
                    + "\(CatalogSet.sourceLocaleTag) alone (give --locale for each language the app has)"
            }
            export = CatalogExport(catalogs: options.catalogs, locales: .only(options.asked))
        }
        // Each catalog is named in the records by its path from the folder written into, the
        // same on every machine that has the project.
        for directory in options.catalogs.directories where directory.path != CatalogDirectory.builtIn.path {
            if let relative = FileSystem.relativePath(of: FilePath(directory.path), from: folder) {
                export.origins[directory.path] = relative.text
            }
        }
        return (export, warning)
    }

    private static func warn(_ warnings: [CatalogExportWarning], _ io: ToolIO) {
        for warning in warnings { io.errorLine("slider-speech: warning: " + TerminalText.escaped(warning.description)) }
    }

    private static func warnings(of export: CatalogExport, _ format: CatalogExport.Format) throws -> [CatalogExportWarning] {
        do {
            return try export.warnings(format)
        } catch {
            throw UsageError("cannot export: \(error)")
        }
    }

    private static func warnKept(_ kept: [CatalogExport.KeptEdit], in file: String, io: ToolIO) {
        for edit in kept {
            io.errorLine(
                "slider-speech: warning: -o: \(file): \(TerminalText.escaped(edit.id)) (\(TerminalText.escaped(edit.locale))) "
                    + "kept as it is: \(edit.reason) (--overwrite-edits replaces it)")
        }
    }

    /// Takes the lock of the folder an output goes into, saying so when it waits.
    private static func lock(_ folder: FilePath, io: ToolIO) throws -> FileSystem.FolderLock? {
        do {
            return try FileSystem.FolderLock.acquire(folder, waitingAtMost: lockWait) {
                io.errorLine("slider-speech: note: -o: waiting for another export writing into \(folder)")
            }
        } catch {
            throw UsageError("-o: cannot lock '\(error.path)': \(error.reason)")
        }
    }

    private static func writeStringCatalog(_ options: Options, to output: FilePath, io: ToolIO) throws {
        if FileSystem.isDirectory(output) {
            throw UsageError("-o: '\(output)' is a directory (give the .xcstrings file to write)")
        }
        // A FIFO, a device or a descriptor: written as it is, a new catalog.
        if FileSystem.exists(output), !FileSystem.isRegularFile(output) || FileSystem.isDescriptorPath(output) {
            let (export, note) = export(options, found: nil, target: output, folder: output.parent)
            let text: String
            do {
                text = try export.stringCatalog()
            } catch {
                throw UsageError("cannot export: \(error)")
            }
            let warnings = try warnings(of: export, .stringCatalog)
            do {
                try FileSystem.write(Array(text.utf8), to: output)
            } catch {
                throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
            }
            if let note { io.errorLine(note) }
            warn(warnings, io)
            io.line("wrote \(output)")
            return
        }
        let target: FilePath
        do {
            target = try FileSystem.resolvedLinks(output)
        } catch {
            throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
        }
        if !FileSystem.exists(target) {
            // What the catalogs cannot say is found before any folder is made.
            do {
                _ = try export(options, found: nil, target: output, folder: output.parent).0.stringCatalog()
            } catch {
                throw UsageError("cannot export: \(error)")
            }
        }
        do {
            try FileSystem.createDirectories(target.parent)
        } catch {
            throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
        }
        let held = try lock(target.parent, io: io)
        defer { held?.release() }
        for _ in 1...attempts {
            var existing: (bytes: [UInt8], identity: FileSystem.FileIdentity)?
            if FileSystem.exists(target) {
                do {
                    existing = try FileSystem.readWithIdentity(path: output)
                } catch {
                    if error.wasChanged { continue }
                    throw UsageError("-o: cannot read '\(error.path)': \(error.reason)")
                }
                // A merge holds the catalog's JSON, its entries and the merged text at once.
                if let existing {
                    do {
                        try MemoryBudget.check(existing.bytes.count, factor: Self.mergeMemoryFactor, path: output.text)
                    } catch {
                        throw UsageError("-o: \(error)")
                    }
                }
            }
            let found = existing.map { CatalogExport.languages(ofStringCatalog: $0.bytes) }
            let (export, note) = export(
                options, found: found.flatMap { $0.isEmpty ? nil : $0 }, target: output, folder: target.parent)
            let text: String
            var summary = ""
            var kept: [CatalogExport.KeptEdit] = []
            do {
                if let existing {
                    let merge = try export.stringCatalog(mergingInto: existing.bytes, overwritingEdits: options.overwriteEdits)
                    text = merge.text
                    kept = merge.keptEdits
                    let total = merge.added.count + merge.updated.count
                    summary =
                        ": \(total) string\(total == 1 ? "" : "s") of the export changed (\(merge.added.count) added, "
                        + "\(merge.updated.count) updated), \(merge.kept) of the catalog's own kept"
                    if !merge.removed.isEmpty {
                        summary +=
                            ", \(merge.removed.count) an earlier export wrote removed (\(merge.removed.joined(separator: ", ")))"
                    }
                    if !merge.markedStale.isEmpty {
                        summary +=
                            ", \(merge.markedStale.count) an earlier export wrote marked stale "
                            + "(\(merge.markedStale.joined(separator: ", ")): someone changed them; delete them if unused)"
                    }
                } else {
                    text = try export.stringCatalog()
                }
            } catch {
                if error.code == .existingCatalog {
                    throw UsageError("-o: '\(output)' \(error.reason); it was not changed")
                }
                throw UsageError("cannot export: \(error)")
            }
            let replacement: FileSystem.Replacement
            do {
                replacement = try FileSystem.prepareReplacement(Array(text.utf8), for: output)
            } catch {
                throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
            }
            let committed: Bool
            do {
                committed = try replacement.commit(ifStill: existing?.identity)
            } catch {
                throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
            }
            guard committed else {
                io.errorLine("slider-speech: note: -o: \(output) changed while the export merged into it; merging again")
                continue
            }
            if let note { io.errorLine(note) }
            warn(try warnings(of: export, .stringCatalog), io)
            warnKept(kept, in: output.description, io: io)
            io.line("wrote \(output)\(summary)")
            return
        }
        throw UsageError(
            "-o: '\(output)' changed each time the export merged into it (\(attempts) times): another program keeps "
                + "saving it; nothing was written")
    }

    /// The journal a killed Android export leaves in `res`.
    static let journalName = ".slider-speech-export.journal"

    /// The Android export of what `res` holds now: the export, its note, the folders the app
    /// keeps its languages in, and its files as they would be written fresh.
    private static func androidExport(_ options: Options, res: FilePath) throws -> (
        export: CatalogExport, note: String?, folders: [String: String], files: [CatalogExport.File],
        earlierLanguages: [AndroidResourceTree.Language]
    ) {
        let languages: [AndroidResourceTree.Language]
        do {
            languages = try AndroidResourceTree.languages(in: res)
        } catch {
            throw UsageError("-o: cannot read '\(error.path)': \(error.reason)")
        }
        let found: [String]? = AndroidResourceTree.hasResources(res) ? languages.map(\.tag) : nil
        let (export, note) = export(options, found: found, target: res, folder: res)
        var folders: [String: String] = [:]
        for language in languages { if let folder = language.folder { folders[language.tag] = folder } }
        do {
            let files = try export.androidResources(mergingInto: [:], folders: folders).files
            let earlier =
                options.allLocales
                ? []
                : languages.filter { language in
                    language.onlyExport && !options.asked.contains { $0.lowercased() == language.tag.lowercased() }
                }
            return (export, note, folders, files, earlier)
        } catch {
            throw UsageError("cannot export: \(error)")
        }
    }

    private static func writeAndroid(_ options: Options, to res: FilePath, io: ToolIO) throws {
        if FileSystem.exists(res), !FileSystem.isDirectory(res) {
            throw UsageError("-o: '\(res)' is not a directory (give the res folder to write into)")
        }
        // What the catalogs cannot say is found before anything is made.
        _ = try androidExport(options, res: res)
        do {
            try FileSystem.createDirectories(res)
        } catch {
            throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
        }
        let held = try lock(res, io: io)
        defer { held?.release() }
        let journal = res.appending(journalName)
        do {
            if try FileSystem.completeJournal(journal, in: res) {
                io.errorLine(
                    "slider-speech: note: -o: \(res): an earlier export was stopped while it renamed its files; its files were "
                        + "put in place first")
            }
        } catch {
            throw UsageError("-o: cannot complete an earlier export's journal '\(error.path)': \(error.reason)")
        }
        for _ in 1...attempts {
            let (export, note, folders, fresh, earlierLanguages) = try androidExport(options, res: res)
            let existing = try checkTargets(fresh, in: res)
            let clashes: [AndroidResourceTree.Clash]
            let earlier: [FilePath]
            do {
                clashes = try AndroidResourceTree.clashes(of: fresh, in: res)
                earlier = try AndroidResourceTree.earlierFiles(besides: fresh, in: res)
            } catch {
                throw UsageError("-o: cannot read '\(error.path)': \(error.reason)")
            }
            if !clashes.isEmpty {
                for clash in clashes {
                    io.errorLine(
                        "slider-speech: error: -o: \(clash.file) defines \(clash.names.joined(separator: ", ")), which the "
                            + "export writes to \(clash.exportFile)"
                    )
                }
                let count = clashes.count == 1 ? "1 of the app's files defines" : "\(clashes.count) of the app's files define"
                throw UsageError(
                    "-o: \(count) names the export writes, so aapt would fail with \"already defined\": nothing was written "
                        + "(remove those names from the app's files; an earlier export wrote them into strings.xml)"
                )
            }
            let merge: CatalogExport.AndroidMerge
            do {
                merge = try export.androidResources(
                    mergingInto: existing.mapValues(\.bytes), folders: folders, overwritingEdits: options.overwriteEdits)
            } catch {
                throw UsageError("cannot export: \(error)")
            }
            let warnings = try warnings(of: export, .android)
            var made: [FilePath] = []
            var together: [FileSystem.TogetherFile] = []
            do {
                for file in merge.files {
                    let relative = FilePath(file.path)
                    let folder = res.appending(relative.parent)
                    if !FileSystem.exists(folder) { made.append(folder) }
                    try FileSystem.createDirectories(folder)
                    together.append(
                        FileSystem.TogetherFile(
                            relative: relative, bytes: Array(file.text.utf8), expected: existing[file.path]?.identity))
                }
                guard try FileSystem.replaceTogether(together, in: res, journal: journal) else {
                    for folder in made.reversed() { FileSystem.removeEmptyFolder(folder) }
                    io.errorLine(
                        "slider-speech: note: -o: a file in \(res) changed while the export merged into it; merging again")
                    continue
                }
            } catch {
                // Nothing was renamed: the folders made for it go too, where they are still empty.
                for folder in made.reversed() { FileSystem.removeEmptyFolder(folder) }
                throw UsageError("-o: cannot write '\(error.path)': \(error.reason); nothing was written")
            }
            if let note { io.errorLine(note) }
            warn(warnings, io)
            for path in earlier {
                io.errorLine(
                    "slider-speech: warning: -o: \(path) is from an earlier export and was not rewritten (this export has no "
                        + "such locale); delete it if the app no longer ships that locale"
                )
            }
            for language in earlierLanguages {
                let folder = language.folder.map { res.appending($0).description } ?? language.tag
                io.errorLine(
                    "slider-speech: warning: -o: \(folder) holds no file of the app's, only the export's: an earlier export "
                        + "brought \(language.tag); delete the folder if the app does not ship it")
            }
            for edit in merge.keptEdits {
                warnKept([edit], in: res.appending(edit.file).description, io: io)
            }
            for edit in merge.keptStale {
                io.errorLine(
                    "slider-speech: warning: -o: \(res.appending(edit.file)): \(edit.id) kept although no longer exported: "
                        + "someone changed it since the export wrote it; delete it if unused")
            }
            for file in merge.files { io.line("wrote \(res.appending(file.path))") }
            return
        }
        throw UsageError(
            "-o: a file in '\(res)' changed each time the export merged into it (\(attempts) times): another program keeps "
                + "saving it; nothing was written")
    }

    /// Checks where each file of the export goes, before anything is written, and reads the
    /// earlier export's files there: a file of the export's name must be one an export wrote,
    /// no link may lead out of its folder (or a folder out of `res`), and no two languages may
    /// share a folder.
    /// - Returns: The earlier export's files, by path relative to `res`, with their identity.
    private static func checkTargets(_ files: [CatalogExport.File], in res: FilePath) throws -> [String: (
        bytes: [UInt8], identity: FileSystem.FileIdentity
    )] {
        var existing: [String: (bytes: [UInt8], identity: FileSystem.FileIdentity)] = [:]
        let resReal = FileSystem.identity(of: res)
        var folders: [FileSystem.FileIdentity: String] = [:]
        for file in files {
            let relative = FilePath(file.path)
            let folder = res.appending(relative.parent)
            let path = res.appending(relative)
            if FileSystem.isLink(folder) {
                let inside: Bool
                do {
                    inside = try FileSystem.isInside(folder, res)
                } catch {
                    throw UsageError("-o: cannot read '\(error.path)': \(error.reason)")
                }
                guard inside else {
                    throw UsageError(
                        "-o: \(folder) is a link that leads out of \(res); the export does not write through it: nothing "
                            + "was written")
                }
            }
            if let identity = FileSystem.identity(of: folder) {
                if let other = folders[identity] {
                    throw UsageError(
                        "-o: \(folder) and \(res.appending(other)) are the same folder (a link), so two languages would "
                            + "share one file: nothing was written")
                }
                if let resReal, identity.isSameFile(as: resReal) {
                    throw UsageError("-o: \(folder) is \(res) itself (a link): nothing was written")
                }
                folders[identity] = relative.parent.text
            }
            guard FileSystem.exists(path) else { continue }
            if FileSystem.isLink(path) {
                let target: FilePath
                do {
                    target = try FileSystem.resolvedLinks(path)
                } catch {
                    throw UsageError("-o: cannot read '\(error.path)': \(error.reason)")
                }
                guard let here = FileSystem.identity(of: folder), let there = FileSystem.identity(of: target.parent),
                    here.isSameFile(as: there)
                else {
                    throw UsageError(
                        "-o: \(path) is a link that leads out of its folder; the export does not write through it: nothing "
                            + "was written")
                }
            }
            guard FileSystem.isRegularFile(path) else {
                throw UsageError("-o: \(path) is not a regular file; it was not replaced: nothing was written")
            }
            let read: (bytes: [UInt8], identity: FileSystem.FileIdentity)
            do {
                read = try FileSystem.readWithIdentity(path: path, limit: AndroidResourceTree.readLimit)
            } catch {
                throw UsageError("-o: cannot read '\(error.path)': \(error.reason)")
            }
            guard CatalogExport.isAndroidExportFile(read.bytes) else {
                throw UsageError(
                    "-o: \(path) is not a file an export wrote (its first comment does not say so), so the export does not "
                        + "replace it: nothing was written (rename or remove it; it may be the app's own)")
            }
            existing[file.path] = read
        }
        return existing
    }
}
