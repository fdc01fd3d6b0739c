import SliderFormatting
import SliderSpeech
import SliderSpeechExport

/// `slider-speech export`: the catalogs as an Xcode String Catalog or Android resources.
enum ExportCommand {
    static let command = SliderSpeechTool.Command(
        name: "export",
        summary: "the catalogs as an Xcode String Catalog or Android resources",
        help: """
            Usage: slider-speech export --format xcstrings|android [--catalog DIR]... [--all-locales]
                                        -o OUT

            Writes the app catalogs given, with the built-in messages, in the locales the app
            catalogs have (and en, the source); with --all-locales in every locale of every
            catalog, the built-in one's included; with no --catalog, the built-in catalog in
            all its locales. Prints each file written.

            --format xcstrings writes one String Catalog OUT, creating missing folders. Where
            OUT is a String Catalog already (an app's Localizable.xcstrings), the export is
            merged into it: the app's strings stay as they are, with their states and
            comments; the export's strings get its comments and its localizations in the
            locales it writes, and keep the app's other locales. A file that is not a String
            Catalog, or has another sourceLanguage, is an error and is not touched.

            --format android writes into the res folder OUT (created if missing) a file of its
            own in each values* folder, slider_speech_strings.xml (values/ for en, values-fr,
            values-pt-rBR, values-b+sr+Latn); Android merges it with the app's strings.xml,
            which is never touched. A name the app's files in the same folder define already
            (an earlier export wrote them into strings.xml) is an error naming the names and
            files, before anything is written: aapt would fail with "already defined".

            A regular file is replaced atomically (a temporary file beside it, flushed, then
            renamed over it, keeping its mode); a symbolic link is followed; a FIFO or a device
            is written as it is, never replaced.

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

              --format F       xcstrings or android (required)
              --catalog DIR    an app catalog directory; repeatable, the first wins
              --all-locales    every locale of every catalog, not only the app catalogs'
              -o OUT           the .xcstrings file, or the res folder

            Documentation: Sources/SliderSpeechExport/SliderSpeechExport.docc/ExportingCatalogs.md

            Example:
              slider-speech export --format android --catalog Locales -o app/src/main/res
              slider-speech validate app/src/main/res

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        guard let formatName = try arguments.value("--format") else {
            throw UsageError("--format is required (xcstrings or android)")
        }
        guard let format = CatalogExport.Format(rawValue: formatName) else {
            throw UsageError("--format: '\(formatName)' is not one of xcstrings, android")
        }
        let directories = try arguments.pathValues("--catalog")
        let allLocales = arguments.flag("--all-locales")
        guard let output = try arguments.pathValue("-o"), !output.bytes.isEmpty else { throw UsageError("-o OUT is required") }
        try CommandSupport.noPositionals(&arguments)
        let catalogs = try CommandSupport.catalogs(directories, besideSpec: nil, io: io)
        let export = CatalogExport(catalogs: catalogs, locales: allLocales ? .all : .appCatalogs)
        let warnings: [CatalogExportWarning]
        do {
            warnings = try export.warnings()
        } catch {
            throw UsageError("cannot export: \(error)")
        }
        switch format {
        case .stringCatalog:
            try writeStringCatalog(export, to: output, warnings: warnings, io: io)
        case .android:
            try writeAndroid(export, to: output, warnings: warnings, io: io)
        }
        return .success
    }

    private static func warn(_ warnings: [CatalogExportWarning], _ io: ToolIO) {
        for warning in warnings { io.errorLine("slider-speech: warning: " + TerminalText.escaped(warning.description)) }
    }

    private static func writeStringCatalog(
        _ export: CatalogExport, to output: FilePath, warnings: [CatalogExportWarning], io: ToolIO
    ) throws {
        if FileSystem.isDirectory(output) {
            throw UsageError("-o: '\(output)' is a directory (give the .xcstrings file to write)")
        }
        // An existing catalog (a regular file, not a descriptor path) is merged into; anything
        // else is written as it is.
        let merging = FileSystem.isRegularFile(output) && !FileSystem.isDescriptorPath(output)
        let text: String
        var summary = ""
        do {
            if merging {
                let existing = try CommandSupport.read(output, option: "-o")
                let merge = try export.stringCatalog(mergingInto: existing)
                text = merge.text
                let total = merge.added.count + merge.updated.count
                summary =
                    ": \(total) string\(total == 1 ? "" : "s") of the export (\(merge.added.count) added, "
                    + "\(merge.updated.count) updated), \(merge.kept) of the catalog's own kept"
            } else {
                text = try export.stringCatalog()
            }
        } catch let error as CatalogExportError {
            if error.code == .existingCatalog {
                throw UsageError("-o: '\(output)' \(error.reason); it was not changed")
            }
            throw UsageError("cannot export: \(error)")
        }
        warn(warnings, io)
        do {
            if !merging { try FileSystem.createDirectories(output.parent) }
            try FileSystem.write(Array(text.utf8), to: output)
        } catch {
            throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
        }
        io.line("wrote \(output)\(summary)")
    }

    private static func writeAndroid(
        _ export: CatalogExport, to output: FilePath, warnings: [CatalogExportWarning], io: ToolIO
    ) throws {
        let files: [CatalogExport.File]
        do {
            files = try export.androidResources()
        } catch {
            throw UsageError("cannot export: \(error)")
        }
        let clashes: [AndroidResourceTree.Clash]
        let earlier: [FilePath]
        do {
            clashes = try AndroidResourceTree.clashes(of: files, in: output)
            earlier = try AndroidResourceTree.earlierFiles(besides: files, in: output)
        } catch {
            throw UsageError("-o: cannot read '\(error.path)': \(error.reason)")
        }
        if !clashes.isEmpty {
            for clash in clashes {
                io.errorLine(
                    "slider-speech: error: -o: \(clash.file) defines \(clash.names.joined(separator: ", ")), which the export "
                        + "writes to \(clash.exportFile)"
                )
            }
            let count = clashes.count == 1 ? "1 of the app's files defines" : "\(clashes.count) of the app's files define"
            throw UsageError(
                "-o: \(count) names the export writes, so aapt would fail with \"already defined\": nothing was written "
                    + "(remove those names from the app's files; an earlier export wrote them into strings.xml)"
            )
        }
        warn(warnings, io)
        for path in earlier {
            io.errorLine(
                "slider-speech: warning: -o: \(path) is from an earlier export and was not rewritten (this export has no such "
                    + "locale); delete it if the app no longer ships that locale"
            )
        }
        for file in files {
            let path = output.appending(file.path)
            do {
                try FileSystem.createDirectories(path.parent)
                try FileSystem.write(Array(file.text.utf8), to: path)
            } catch {
                throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
            }
            io.line("wrote \(path)")
        }
    }
}
