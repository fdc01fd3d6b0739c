import SliderSpeech
import SliderSpeechExport

/// `slider-speech export`: the catalogs as an Xcode String Catalog or Android resources.
enum ExportCommand {
    static let command = SliderSpeechTool.Command(
        name: "export",
        summary: "the catalogs as an Xcode String Catalog or Android resources",
        help: """
            Usage: slider-speech export --format xcstrings|android [--catalog DIR]... -o OUT

            Writes the built-in catalog, and the app catalogs given, in every locale they have:
            with --format xcstrings one String Catalog file OUT (Localizable.xcstrings); with
            --format android the folder OUT as an Android res tree, one values*/strings.xml
            per locale (values/ for en, values-fr, values-pt-rBR, values-b+sr+Latn).

            Named arguments become numbered specifiers in the order the English message uses
            them (%1$@ and %2$lld for the count in a String Catalog, %1$s and %2$d on
            Android), listed in each string's comment. A plural becomes a plural variation
            or <plurals>; its =0 variant is the String Catalog's zero, and on Android a string
            of its own named <name>_zero. What a format cannot say is an error naming the
            message: a select, a selectordinal, a plural inside another or two in a message,
            an exact value other than =0 (=1 {normal}), a formatted argument
            ({value, number, ::percent}).

              --format F       xcstrings or android (required)
              --catalog DIR    an app catalog directory; repeatable, the first wins
              -o OUT           the .xcstrings file, or the res folder (created if missing)

            Documentation: Sources/SliderSpeechExport/SliderSpeechExport.docc/ExportingCatalogs.md

            Example:
              slider-speech export --format android -o app/src/main/res
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
        guard let output = try arguments.pathValue("-o"), !output.bytes.isEmpty else { throw UsageError("-o OUT is required") }
        try CommandSupport.noPositionals(&arguments)
        let catalogs: CatalogSet
        do {
            catalogs = try CatalogSet(appDirectoryPaths: directories)
        } catch {
            throw UsageError("--catalog: \(error)")
        }
        let files: [CatalogExport.File]
        do {
            files = try CatalogExport(catalogs: catalogs).files(format)
        } catch {
            throw UsageError("cannot export: \(error)")
        }
        if format == .stringCatalog, FileSystem.isDirectory(output) {
            throw UsageError("-o: '\(output.text)' is a directory (give the .xcstrings file to write)")
        }
        do {
            switch format {
            case .stringCatalog:
                try FileSystem.write(Array(files[0].text.utf8), to: output)
            case .android:
                for file in files {
                    let path = output.appending(file.path)
                    try FileSystem.createDirectories(path.parent)
                    try FileSystem.write(Array(file.text.utf8), to: path)
                }
            }
        } catch {
            throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
        }
        return .success
    }
}
