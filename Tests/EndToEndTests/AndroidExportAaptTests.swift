import Foundation
import TestSupport
import Testing

/// The Android export compiled by Debian's `aapt`: every string and every plural item the
/// export wrote is in the compiled resources, in every locale, with the text Android will show.
/// Skipped with a message when `aapt` is missing and `CI` is unset; with `CI` set it must run.
@Suite("export android: compiled by aapt")
struct AndroidExportAaptTests {
    static let aapt: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/aapt" } + ["/usr/bin/aapt"]).first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()
    static let runs = aapt != nil || ProcessInfo.processInfo.environment["CI"] != nil

    /// Plural items in `aapt dump`, by the attribute id that names them.
    static let quantities = [
        "0x01000004": "other", "0x01000005": "zero", "0x01000006": "one", "0x01000007": "two", "0x01000008": "few",
        "0x01000009": "many",
    ]

    /// What one locale holds: strings by name, and plurals by name and quantity.
    struct Resources: Equatable, CustomStringConvertible {
        var strings: [String: String] = [:]
        var plurals: [String: [String: String]] = [:]
        var description: String { "\(strings.count) strings, \(plurals.count) plurals" }
    }

    /// An app catalog with hostile text, beside the built-in one.
    static let appEnglish = #"""
        {"app.hostile": "It''s 100% \"sure\" <b> & co\n  two\ttabs, @not-a-reference {name} ",
         "app.start": "@home ?", "app.percent": "100% sure",
         "app.count": "{count, plural, =0 {None for {name}} one {# stay for {name}} other {# stays for {name}}}"}
        """#
    static let appFrench = #"""
        {"app.hostile": "C''est 100\u00A0% « sûr » <b> & co\n  deux\ttabs, @pas-une-référence {name} ",
         "app.start": "?maison @", "app.percent": "100 % sûr",
         "app.count": "{count, plural, one {# logement pour {name}} many {# de logements pour {name}} other {# logements pour {name}}}"}
        """#

    /// Android's and XML's escapes in the export's own element text, undone as aapt does.
    static func decoded(_ text: String) -> String {
        let xml = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        var output = ""
        var scalars = Array(xml.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else {
                output.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": output += "\n"
            case "t": output += "\t"
            case "u":
                let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                scalars = scalars.dropFirst(4)
                output.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            default: output.unicodeScalars.append(next)
            }
        }
        return output
    }

    /// The strings and plural items of one exported `strings.xml` (one element or item a line).
    static func exported(_ text: String) throws -> Resources {
        var resources = Resources()
        var plural: String?
        let string = try Regex(#"^    <string name="([^"]+)"[^>]*>(.*)</string>$"#)
        let plurals = try Regex(#"^    <plurals name="([^"]+)"[^>]*>$"#)
        let item = try Regex(#"^        <item quantity="([a-z]+)">(.*)</item>$"#)
        for line in text.split(separator: "\n").map(String.init) {
            if let match = try string.wholeMatch(in: line) {
                resources.strings[String(match.output[1].substring!)] = decoded(String(match.output[2].substring!))
            } else if let match = try plurals.wholeMatch(in: line) {
                plural = String(match.output[1].substring!)
                resources.plurals[plural!] = [:]
            } else if let match = try item.wholeMatch(in: line), let plural {
                resources.plurals[plural]![String(match.output[1].substring!)] = decoded(String(match.output[2].substring!))
            }
        }
        return resources
    }

    /// `aapt dump --values resources`, by configuration (`(default)`, `fr`, `pt-rBR`, `b+sr+Latn`).
    static func dumped(_ dump: String) throws -> [String: Resources] {
        var configs: [String: Resources] = [:]
        var config = ""
        var resource: (kind: String, name: String)?
        let configLine = try Regex(#"^ +config (.+):$"#)
        let resourceLine = try Regex(#"^ +resource 0x[0-9a-f]+ [^:]+:(string|plurals)/([^:]+): .*$"#)
        let valueLine = try Regex(#"^ +\(string(?:8|16)\) "(.*)"$"#)
        let itemLine = try Regex(#"^ +#\d+ \(Key=(0x[0-9a-f]+)\): \(string(?:8|16)\) "(.*)"$"#)
        func unescaped(_ text: Substring) -> String {
            var output = ""
            var characters = text[...]
            while let character = characters.popFirst() {
                if character == "\\", let next = characters.popFirst() {
                    output.append(next == "n" ? "\n" : next)
                } else {
                    output.append(character)
                }
            }
            return output
        }
        for line in dump.split(separator: "\n").map(String.init) {
            if let match = try configLine.wholeMatch(in: line) {
                config = String(match.output[1].substring!)
                resource = nil
            } else if let match = try resourceLine.wholeMatch(in: line) {
                resource = (String(match.output[1].substring!), String(match.output[2].substring!))
            } else if let match = try valueLine.wholeMatch(in: line), let resource, resource.kind == "string" {
                configs[config, default: Resources()].strings[resource.name] = unescaped(match.output[1].substring!)
            } else if let match = try itemLine.wholeMatch(in: line), let resource, resource.kind == "plurals" {
                let quantity = quantities[String(match.output[1].substring!)] ?? String(match.output[1].substring!)
                configs[config, default: Resources()].plurals[resource.name, default: [:]][quantity] = unescaped(
                    match.output[2].substring!)
            }
        }
        return configs
    }

    /// The configuration aapt names for a folder.
    static func configuration(ofFolder folder: String) -> String {
        guard folder != "values" else { return "(default)" }
        let qualifiers = String(folder.dropFirst("values-".count))
        let parts = qualifiers.split(separator: "+").map(String.init)
        if qualifiers.hasPrefix("b+"), parts.count == 3, parts[2].allSatisfy(\.isNumber) {
            return "\(parts[1])-r\(parts[2])"
        }
        return qualifiers
    }

    static func run(_ program: String, _ arguments: [String], in directory: String) throws -> (Int32, String, String) {
        let child = try ChildProcess(program, arguments, directory: directory)
        let result = child.finish()
        return (
            result.status, String(decoding: result.stdout, as: UTF8.self), String(decoding: result.stderr, as: UTF8.self)
        )
    }

    /// What `aapt package` said of a `res` folder, and its compiled resources by configuration.
    struct Compiled {
        let status: Int32
        let errors: String
        let configurations: [String: Resources]
    }

    /// Compiles a `res` folder with aapt (beside it, a manifest and `out.ap_` are written in a
    /// folder of their own) and reads the compiled resources back from `aapt dump`. Every
    /// Android export the end-to-end tests make goes through here.
    static func compile(res: String) throws -> Compiled {
        let aapt = try #require(Self.aapt, "aapt is required when CI is set (apt-get install aapt)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aapt-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.sliderspeech.check"/>"#.utf8
        ).write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        let package = try Self.run(
            aapt, ["package", "-f", "-M", "AndroidManifest.xml", "-S", res, "-F", "out.ap_"], in: folder.path)
        guard package.0 == 0 else { return Compiled(status: package.0, errors: package.2, configurations: [:]) }
        let dump = try Self.run(aapt, ["dump", "--values", "resources", "out.ap_"], in: folder.path)
        #expect(dump.0 == 0, "aapt dump: \(dump.2)")
        #expect(!dump.1.contains("Bad string block") && !dump.2.contains("Bad string block"))
        return Compiled(status: package.0, errors: package.2 + dump.2, configurations: try Self.dumped(dump.1))
    }

    @Test(
        "aapt compiles the export, and its dump holds every string and plural item of every locale",
        .enabled(if: runs, "aapt is not installed and CI is not set: the aapt test is skipped"))
    func compiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aapt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Locales")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Self.appEnglish.utf8).write(to: app.appendingPathComponent("en.json"))
        try Data(Self.appFrench.utf8).write(to: app.appendingPathComponent("fr.json"))
        // Every locale of the built-in catalog too: the app's 4 messages are missing from the 43
        // locales only the built-in catalog has, which the export says, one line a locale.
        let export = try Tool.run([
            "export", "--format", "android", "--catalog", app.path, "--all-locales", "-o", folder.path + "/res",
        ])
        let warnings = export.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.count == 43)
        #expect(
            warnings.first
                == "slider-speech: warning: ar: \(app.path) has no ar translation of 4 messages, missing from the export's ar "
                + "(the app says them in en there): app.hostile, app.start, app.percent, app.count"
        )
        #expect(export.status == 0)
        let result = try Self.compile(res: folder.path + "/res")
        #expect(result.status == 0, "aapt package: \(result.errors)")
        let compiled = result.configurations

        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/res").sorted()
        #expect(folders.count == 45)
        #expect(compiled.count == 45)
        var strings = 0
        var items = 0
        for name in folders {
            let text = try String(contentsOfFile: "\(folder.path)/res/\(name)/slider_speech_strings.xml", encoding: .utf8)
            let written = try Self.exported(text)
            #expect(!written.strings.isEmpty && !written.plurals.isEmpty, "\(name)")
            let config = Self.configuration(ofFolder: name)
            #expect(compiled[config] == written, "\(name) as \(config)")
            strings += written.strings.count
            items += written.plurals.values.map(\.count).reduce(0, +)
        }
        // The 15 built-in strings an Android app sets or posts, the 5 limit reasons and the count's
        // _zero in 45 locales; the app's 4 in en and fr.
        #expect(strings == 45 * 21 + 2 * 4)
        #expect(items > 45 * 2)

        // The hostile texts as Android will show them (and hand to String.format).
        let french = try #require(compiled["fr"])
        #expect(french.strings["app_hostile"] == "C'est 100\u{A0}%% « sûr » <b> & co\n  deux\ttabs, @pas-une-référence %1$s ")
        #expect(french.strings["app_start"] == "?maison @")
        // French has no =0: its zero string is its `one` variant with the count written in, so
        // that it takes no argument English's does not.
        #expect(french.strings["app_count_zero"] == "0 logement pour %2$s")
        #expect(
            french.plurals["app_count"] == [
                "one": "%1$d logement pour %2$s", "many": "%1$d de logements pour %2$s", "other": "%1$d logements pour %2$s",
            ])
        let english = try #require(compiled["(default)"])
        #expect(english.strings["app_start"] == "@home ?")
        // Without arguments nothing formats the string: its percent sign is written once.
        #expect(english.strings["app_percent"] == "100% sure")
        #expect(english.strings["app_count_zero"] == "None for %2$s")
        #expect(english.plurals["slider_count_results"] == ["one": "%1$d result", "other": "%1$d results"])
        #expect(
            compiled["ar"]?.plurals["slider_count_results"] == [
                "zero": "لا توجد نتائج", "one": "نتيجة واحدة", "two": "نتيجتان", "few": "%1$d نتائج", "many": "%1$d نتيجة",
                "other": "%1$d نتيجة",
            ])
        #expect(compiled["b+sr+Latn"]?.strings["slider_count_results_zero"] == "Nema rezultata")
        #expect(compiled["pt-rBR"]?.strings["slider_count_results_zero"] == "Nenhum resultado")
    }
}
