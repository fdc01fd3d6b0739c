import Foundation

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// Small catalogs of every format, written for one test each, and their findings as one line
/// each: `line:column: severity rule: locale id [variant]: message` (`-` for no column).
enum Catalogs {
    /// A finding as the tests write it out.
    static func line(_ finding: ValidationFinding) -> String {
        "\(finding.line):\(finding.column.map(String.init) ?? "-"): \(finding.severity.rawValue) \(finding.rule.id): \(finding.locale) \(finding.id ?? "")"
            + (finding.variant.map { " [\($0)]" } ?? "") + ": \(finding.message)"
    }

    // MARK: String Catalogs

    /// A `stringUnit` localization.
    static func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
    }

    /// A plural variation of the forms given.
    static func plural(_ forms: KeyValuePairs<String, String>, state: String = "translated") -> String {
        let body = forms.map { #""\#($0.key)": \#(unit($0.value, state: state))"# }.joined(separator: ", ")
        return #"{"variations": {"plural": {\#(body)}}}"#
    }

    /// A String Catalog, one line a localization: key → [(locale, localization JSON)], with the
    /// string's own fields (`"extractionState": "stale",`) before its localizations.
    static func stringCatalog(_ strings: [(key: String, fields: String, localizations: [(String, String)])]) -> String {
        var lines = [#"{"sourceLanguage": "en", "strings": {"#]
        for (index, string) in strings.enumerated() {
            lines.append(#""\#(string.key)": {\#(string.fields)"localizations": {"#)
            for (offset, localization) in string.localizations.enumerated() {
                let comma = offset == string.localizations.count - 1 ? "" : ","
                lines.append(#""\#(localization.0)": \#(localization.1)\#(comma)"#)
            }
            lines.append(index == strings.count - 1 ? "}}" : "}},")
        }
        lines.append(#"}, "version": "1.0"}"#)
        return lines.joined(separator: "\n")
    }

    /// One string in the locales given.
    static func stringCatalog(key: String, fields: String = "", _ localizations: [(String, String)]) -> String {
        stringCatalog([(key, fields, localizations)])
    }

    /// The findings of a String Catalog's text.
    static func findings(stringCatalog text: String) -> [String] {
        CatalogValidator.validateStringCatalog(bytes: Array(text.utf8), path: "App.xcstrings").findings.map(line)
    }

    // MARK: Android resources

    /// A `strings.xml` of the elements given.
    static func resources(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools">
        \(body)
        </resources>

        """
    }

    /// A temporary folder with `files` (relative path → bytes), removed when the value goes.
    final class Folder {
        let url: URL
        var path: String { url.path }

        init(_ files: [String: [UInt8]]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
            for (name, bytes) in files {
                let file = url.appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: file)
            }
        }

        convenience init(text files: [String: String]) throws {
            try self.init(files.mapValues { Array($0.utf8) })
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// The findings of a `res` tree of folders (`values-fr` → its `strings.xml`), each as
    /// `folder:line:column: …`.
    /// An error comes out as one line, `error: …`, so that a test compares it as it does findings.
    static func findings(android folders: [String: String], validating given: String? = nil) -> [String] {
        let report: ValidationReport
        let folder: Folder
        do {
            folder = try Folder(text: Dictionary(uniqueKeysWithValues: folders.map { ("res/\($0.key)/strings.xml", $0.value) }))
            report = try CatalogValidator().validate(paths: [folder.path + "/" + (given ?? "res")])
        } catch {
            return ["error: \(error)"]
        }
        return report.findings.map { finding in
            let file = finding.file.replacingOccurrences(of: folder.path + "/res/", with: "")
                .replacingOccurrences(of: "/strings.xml", with: "")
            return file + ":" + line(finding).replacingOccurrences(of: folder.path + "/res/", with: "")
        }
    }

    // MARK: ICU MessageFormat catalogs

    /// The findings of a catalog directory of `<locale>.json` files, as `locale:line: …`.
    static func findings(json files: [String: String]) -> [String] {
        let inputs = files.sorted { $0.key < $1.key }.map {
            CatalogValidator.InputFile(path: "\($0.key).json", bytes: Array($0.value.utf8))
        }
        do {
            return try CatalogValidator().validate(files: inputs).findings.map { "\($0.file):" + line($0) }
        } catch {
            return ["error: \(error)"]
        }
    }
}
