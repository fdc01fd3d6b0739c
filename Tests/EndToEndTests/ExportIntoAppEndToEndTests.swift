import Foundation
import TestSupport
import Testing

/// `export` into an app's own tree, through the built binary: the Android export writes a file
/// of its own beside the app's `strings.xml` and refuses names the app defines already; the
/// String Catalog export merges into the app's catalog; an export adds no finding the sources
/// did not have, in the locales the app has; ids Android cannot take, control characters and
/// keys only in a translation are said. Every Android tree made here is compiled by aapt
/// (skipped with a message when aapt is missing and `CI` is unset).
@Suite("export into an app: nothing of the app's lost, no defect added")
struct ExportIntoAppEndToEndTests {
    static let aaptRuns = AndroidExportAaptTests.runs

    /// Compiles a `res` folder with aapt where it is installed (or CI requires it).
    static func expectCompiles(_ res: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String: AndroidExportAaptTests.Resources]
    {
        guard aaptRuns else { return [:] }
        let compiled = try AndroidExportAaptTests.compile(res: res)
        #expect(compiled.status == 0, "aapt package: \(compiled.errors)", sourceLocation: sourceLocation)
        return compiled.configurations
    }

    static let appStrings = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="app_name">Stays</string>
            <plurals name="nights"><item quantity="one">%d night</item><item quantity="other">%d nights</item></plurals>
        </resources>

        """
    static let appFrenchStrings = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="app_name">Séjours</string>
        </resources>

        """

    @Test("Android: the app's strings.xml stays byte for byte; the export's own file sits beside it; aapt compiles both")
    func androidBesideTheApp() throws {
        let scratch = try Scratch("export-app")
        try scratch.write("Locales/en.json", #"{"app.filter.title": "Filter"}"#)
        try scratch.write("Locales/fr.json", #"{"app.filter.title": "Filtrer"}"#)
        try scratch.write("res/values/strings.xml", Self.appStrings)
        try scratch.write("res/values-fr/strings.xml", Self.appFrenchStrings)
        let res = scratch.at("res")
        let result = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("Locales"), "-o", res])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdoutLines == [
                "wrote \(res)/values-fr/slider_speech_strings.xml", "wrote \(res)/values/slider_speech_strings.xml",
            ])
        #expect(scratch.read("res/values/strings.xml") == Self.appStrings)
        #expect(scratch.read("res/values-fr/strings.xml") == Self.appFrenchStrings)
        #expect(try FileManager.default.contentsOfDirectory(atPath: res).sorted() == ["values", "values-fr"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: res + "/values").sorted() == [
                "slider_speech_strings.xml", "strings.xml",
            ])
        let ours = try #require(scratch.read("res/values/slider_speech_strings.xml"))
        #expect(
            ours.hasPrefix(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en">
                    <!-- Written by slider-speech export from its catalogs; each export rewrites this file: edit the catalogs, not this file. -->
                    <!-- app.filter.title -->
                    <string name="app_filter_title">Filter</string>

                """))
        let compiled = try Self.expectCompiles(res)
        if Self.aaptRuns {
            #expect(compiled["(default)"]?.strings["app_name"] == "Stays")
            #expect(compiled["(default)"]?.plurals["nights"] == ["one": "%d night", "other": "%d nights"])
            #expect(compiled["(default)"]?.strings["app_filter_title"] == "Filter")
            #expect(compiled["(default)"]?.strings["slider_count_results_zero"] == "No results")
            #expect(compiled["fr"]?.strings["app_name"] == "Séjours")
            #expect(compiled["fr"]?.strings["app_filter_title"] == "Filtrer")
            #expect(compiled["fr"]?.strings["slider_count_results_zero"] == "Aucun résultat")
        }
    }

    @Test("Android: names the app's files define already are an error naming them and their files; nothing is written")
    func androidRefusesClashes() throws {
        let scratch = try Scratch("export-clash")
        // As an app that ran the old export has them: the export's names in its strings.xml.
        let clashing = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:tools="http://schemas.android.com/tools">
                <!-- <string name="slider_thumb_lower">in a comment: not a definition</string> -->
                <string name="app_name">Stays</string>
                <string name='slider_count_results_zero'>No results</string>
                <item type="string" name="slider.role.web">slider</item>
                <plurals name="slider_count_results"><item quantity="other">%d results</item></plurals>
                <string-array name="slider_hint_ios"><item>not a string</item></string-array>
            </resources>

            """
        try scratch.write("res/values/strings.xml", clashing)
        try scratch.write("res/values-fr/strings.xml", Self.appFrenchStrings)
        try scratch.write(
            "res/values-night/strings.xml", #"<resources><string name="slider_range_any">night</string></resources>"#)
        let res = scratch.at("res")
        let result = try Tool.run(["export", "--format", "android", "-o", res])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr.split(separator: "\n").map(String.init) == [
                "slider-speech: error: -o: \(res)/values/strings.xml defines slider_count_results, slider_count_results_zero, slider_role_web, which the export writes to values/slider_speech_strings.xml",
                #"slider-speech: error: -o: 1 of the app's files defines names the export writes, so aapt would fail with "already defined": nothing was written (remove those names from the app's files; an earlier export wrote them into strings.xml)"#,
            ])
        #expect(scratch.read("res/values/strings.xml") == clashing)
        #expect(!FileManager.default.fileExists(atPath: res + "/values/slider_speech_strings.xml"))
        #expect(!FileManager.default.fileExists(atPath: res + "/values-fr/slider_speech_strings.xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: res).sorted() == ["values", "values-fr", "values-night"])
        // What the refusal spares the app: aapt on the export's file beside the clashing one.
        if Self.aaptRuns {
            let elsewhere = try Scratch("export-clash-elsewhere")
            let export = try Tool.run(["export", "--format", "android", "-o", elsewhere.at("res")])
            #expect(export.status == 0)
            try FileManager.default.copyItem(
                atPath: elsewhere.at("res/values/slider_speech_strings.xml"), toPath: res + "/values/slider_speech_strings.xml")
            let compiled = try AndroidExportAaptTests.compile(res: res)
            #expect(compiled.status != 0)
            #expect(compiled.errors.contains("already defined"))
        }
    }

    @Test("Android: an earlier export's file in a folder this export does not write is named in a warning, and kept")
    func androidEarlierFiles() throws {
        let scratch = try Scratch("export-earlier")
        try scratch.write("Locales/en.json", #"{"app.title": "Title"}"#)
        let stale = try scratch.write("res/values-de/slider_speech_strings.xml", "<resources/>\n")
        let res = scratch.at("res")
        let result = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("Locales"), "-o", res])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "slider-speech: warning: -o: \(stale) is from an earlier export and was not rewritten (this export has no such locale); delete it if the app no longer ships that locale\n"
        )
        #expect(result.stdoutLines == ["wrote \(res)/values/slider_speech_strings.xml"])
        #expect(scratch.read("res/values-de/slider_speech_strings.xml") == "<resources/>\n")
        _ = try Self.expectCompiles(res)
    }

    /// An app's String Catalog as Xcode writes it: its own strings with their states and
    /// comments, and one of the export's ids with a locale the export does not write.
    static let appCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Book now" : {
              "comment" : "The booking button.",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "new", "value" : "Book now" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Réserver" } }
              }
            },
            "slider.role.web" : {
              "comment" : "An old comment.",
              "extractionState" : "stale",
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "ancien" } },
                "sw" : { "stringUnit" : { "state" : "translated", "value" : "kitelezi" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    static func json(_ text: String?) throws -> [String: Any] {
        let text = try #require(text)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("xcstrings: merged into the app's catalog: its strings kept with states and comments, the export's brought up to date")
    func stringCatalogMerge() throws {
        let scratch = try Scratch("export-merge")
        let path = try scratch.write("App/Localizable.xcstrings", Self.appCatalog)
        let result = try Tool.run(["export", "--format", "xcstrings", "-o", path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == "wrote \(path): 25 strings of the export (24 added, 1 updated), 1 of the catalog's own kept\n")
        let before = try Self.json(Self.appCatalog)
        let after = try Self.json(scratch.read("App/Localizable.xcstrings"))
        #expect(after["sourceLanguage"] as? String == "en")
        #expect(after["version"] as? String == "1.0")
        let strings = try #require(after["strings"] as? [String: [String: Any]])
        #expect(strings.count == 26)
        let appString = try #require((before["strings"] as? [String: Any])?["Book now"] as? NSDictionary)
        #expect(strings["Book now"].map { NSDictionary(dictionary: $0) } == appString)
        // The export's own entry for the id, as an export into no file writes it.
        let fresh = try Tool.run(["export", "--format", "xcstrings", "-o", scratch.at("fresh.xcstrings")])
        #expect(fresh.status == 0)
        let freshStrings = try #require(try Self.json(scratch.read("fresh.xcstrings"))["strings"] as? [String: [String: Any]])
        let exported = try #require(freshStrings["slider.role.web"])
        let merged = try #require(strings["slider.role.web"])
        #expect(merged["extractionState"] as? String == "stale")
        #expect(merged["comment"] as? String == exported["comment"] as? String)
        let localizations = try #require(merged["localizations"] as? [String: [String: Any]])
        let exportedLocalizations = try #require(exported["localizations"] as? [String: [String: Any]])
        #expect(localizations.count == 46)
        #expect(Set(localizations.keys) == Set(exportedLocalizations.keys).union(["sw"]))
        #expect(
            (localizations["sw"]?["stringUnit"] as? [String: String]) == ["state": "translated", "value": "kitelezi"])
        #expect(
            localizations["fr"].map { NSDictionary(dictionary: $0) }
                == exportedLocalizations["fr"].map { NSDictionary(dictionary: $0) })
        #expect((localizations["fr"]?["stringUnit"] as? [String: String])?["state"] == "translated")
        for (id, entry) in freshStrings where id != "slider.role.web" {
            #expect(strings[id].map { NSDictionary(dictionary: $0) } == NSDictionary(dictionary: entry), "\(id)")
        }
        // A second export changes nothing.
        let again = try Tool.run(["export", "--format", "xcstrings", "-o", path])
        #expect(again.stdout == "wrote \(path): 25 strings of the export (0 added, 25 updated), 1 of the catalog's own kept\n")
        #expect(try Self.json(scratch.read("App/Localizable.xcstrings")) as NSDictionary == after as NSDictionary)
    }

    @Test(
        "xcstrings: a file that is not a String Catalog of the source language is an error, and is not touched",
        arguments: [
            ("not JSON", "is not a String Catalog: not JSON: line 1, column 1: unexpected 'n', expected a value"),
            (#"["a"]"#, "is JSON but not an object, so not a String Catalog"),
            (#"{"strings": {}}"#, #"has no "sourceLanguage" string, so it is not a String Catalog"#),
            (#"{"sourceLanguage": "de", "strings": {}}"#, "has sourceLanguage 'de', not the export's source 'en'"),
            (#"{"sourceLanguage": "en", "strings": []}"#, #"its "strings" is an array, not an object"#),
        ])
    func stringCatalogRefusals(content: String, reason: String) throws {
        let scratch = try Scratch("export-refuse")
        let path = try scratch.write("Localizable.xcstrings", content)
        let result = try Tool.run(["export", "--format", "xcstrings", "-o", path])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "slider-speech: error: -o: '\(path)' \(reason); it was not changed\n")
        #expect(scratch.read("Localizable.xcstrings") == content)
    }

    @Test("xcstrings: missing folders of -o are made, as the Android export makes its res folder")
    func stringCatalogParents() throws {
        let scratch = try Scratch("export-parents")
        let result = try Tool.run(
            ["export", "--format", "xcstrings", "-o", "App/Strings/Localizable.xcstrings"], directory: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote App/Strings/Localizable.xcstrings\n")
        #expect(try Self.json(scratch.read("App/Strings/Localizable.xcstrings"))["sourceLanguage"] as? String == "en")
    }

    /// The findings of `validate --format json` over paths, each as rule, locale and id (with
    /// `.` and `-` as `_`, as Android resource names have them).
    static func findings(_ paths: [String]) throws -> Set<String> {
        let result = try Tool.run(["validate", "--format", "json"] + paths)
        let report = try Self.json(result.stdout)
        let findings = try #require(report["findings"] as? [[String: Any]])
        return Set(
            findings.map { finding in
                let id = (finding["id"] as? String ?? "").map { $0 == "." || $0 == "-" ? "_" : $0 }
                return "\(finding["rule"] as? String ?? "") \(finding["locale"] as? String ?? "") \(String(id))"
            })
    }

    @Test("An =0 only in English: every locale's zero string has the count written in; the export adds no finding")
    func exactZeroOnlyInEnglish() throws {
        let scratch = try Scratch("export-zero")
        try scratch.write("L/en.json", #"{"app.items": "{count, plural, =0 {No items} one {# item} other {# items}}"}"#)
        try scratch.write(
            "L/fr.json", #"{"app.items": "{count, plural, one {# élément} many {# d’éléments} other {# éléments}}"}"#)
        try scratch.write(
            "L/ar.json",
            #"{"app.items": "{count, plural, zero {لا عناصر} one {عنصر} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}"}"#
        )
        let sources = try Self.findings([scratch.at("L"), Tool.packageRoot + "/Locales"])
        for format in ["android", "xcstrings"] {
            let out = scratch.at(format == "android" ? "res" : "x.xcstrings")
            let result = try Tool.run(["export", "--format", format, "--catalog", scratch.at("L"), "-o", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "")
            let added = try Self.findings([out]).subtracting(sources)
            #expect(added == [], "\(format)")
        }
        let french = try #require(scratch.read("res/values-fr/slider_speech_strings.xml"))
        #expect(french.contains(#"    <string name="app_items_zero">0 élément</string>"#))
        let arabic = try #require(scratch.read("res/values-ar/slider_speech_strings.xml"))
        #expect(arabic.contains(#"    <string name="app_items_zero">لا عناصر</string>"#))
        let english = try #require(scratch.read("res/values/slider_speech_strings.xml"))
        #expect(english.contains(#"    <string name="app_items_zero">No items</string>"#))
        let compiled = try Self.expectCompiles(scratch.at("res"))
        if Self.aaptRuns { #expect(compiled["fr"]?.strings["app_items_zero"] == "0 élément") }
    }

    @Test("A partly translated app: the export has its locales only, and no finding its sources do not have")
    func partlyTranslated() throws {
        let scratch = try Scratch("export-partial")
        try scratch.write("L/en.json", #"{"app.a": "Apples", "app.b": "Bananas", "app.c": "Cherries"}"#)
        try scratch.write("L/fr.json", #"{"app.a": "Pommes", "app.b": "Bananes"}"#)
        try scratch.write("L/pl.json", #"{"app.a": "Jabłka"}"#)
        let sources = try Self.findings([scratch.at("L"), Tool.packageRoot + "/Locales"])
        #expect(sources == ["missing-key fr app_c", "missing-key pl app_b", "missing-key pl app_c"])
        let android = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("L"), "-o", scratch.at("res")])
        #expect(android.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.at("res")).sorted() == [
                "values", "values-fr", "values-pl",
            ])
        #expect(try Self.findings([scratch.at("res")]) == sources)
        let catalog = try Tool.run([
            "export", "--format", "xcstrings", "--catalog", scratch.at("L"), "-o", scratch.at("x.xcstrings"),
        ])
        #expect(catalog.status == 0)
        #expect(try Self.findings([scratch.at("x.xcstrings")]) == sources)
        let strings = try #require(try Self.json(scratch.read("x.xcstrings"))["strings"] as? [String: [String: Any]])
        let locales = Set(strings.values.flatMap { ($0["localizations"] as? [String: Any])?.keys.map { $0 } ?? [] })
        #expect(locales == ["en", "fr", "pl"])
        _ = try Self.expectCompiles(scratch.at("res"))
        // --all-locales: every built-in locale, and a warning for each the app does not translate.
        let all = try Tool.run([
            "export", "--format", "android", "--catalog", scratch.at("L"), "--all-locales", "-o", scratch.at("all"),
        ])
        #expect(all.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.at("all")).count == 45)
        let warnings = all.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.count == 42)
        #expect(
            warnings.contains(
                "slider-speech: warning: de: \(scratch.at("L")) has no de file: its 3 messages are missing from the export's de (the app says them in en there)"
            ))
        _ = try Self.expectCompiles(scratch.at("all"))
    }

    @Test(
        "An id that is a Java keyword is an error of the Android export naming it; the String Catalog takes it",
        arguments: ["int", "new", "true", "class", "null", "_"])
    func javaKeywords(id: String) throws {
        let scratch = try Scratch("export-keyword")
        try scratch.write("L/en.json", #"{"\#(id)": "Text", "app.ok": "Fine"}"#)
        let android = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("L"), "-o", scratch.at("res")])
        #expect(android.status == 2)
        #expect(
            android.stderr
                == "slider-speech: error: cannot export: \(id) (en): its Android resource name '\(id)' is a Java keyword, which aapt rejects as an invalid symbol (R.string.\(id) cannot be compiled); give the message another id\n"
        )
        #expect(!FileManager.default.fileExists(atPath: scratch.at("res")))
        let catalog = try Tool.run([
            "export", "--format", "xcstrings", "--catalog", scratch.at("L"), "-o", scratch.at("x.xcstrings"),
        ])
        #expect(catalog.status == 0)
    }

    @Test("A keyword inside a dotted id is a fine name (slider.new → slider_new), and aapt compiles it")
    func keywordInsideAnID() throws {
        let scratch = try Scratch("export-keyword-part")
        try scratch.write("L/en.json", #"{"app.new": "New", "app.class": "Class", "Int": "Upper case"}"#)
        let result = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("L"), "-o", scratch.at("res")])
        #expect(result.status == 0, "\(result.stderr)")
        let compiled = try Self.expectCompiles(scratch.at("res"))
        if Self.aaptRuns {
            #expect(compiled["(default)"]?.strings["app_new"] == "New")
            #expect(compiled["(default)"]?.strings["Int"] == "Upper case")
        }
    }

    @Test(
        "A control character in a message is an error naming the id, the locale and the character",
        arguments: [
            ("en", #"a\u0000b"#, "U+0000 (NUL) at offset 1"), ("fr", #"\u0007bell"#, "U+0007 (BEL) at offset 0"),
            ("en", #"line\r\nbreak"#, "U+000D (CR) at offset 4"), ("fr", #"esc\u001B[31m"#, "U+001B (ESC) at offset 3"),
        ])
    func controlCharacters(locale: String, escaped: String, character: String) throws {
        let scratch = try Scratch("export-control")
        try scratch.write("L/en.json", #"{"app.text": "\#(locale == "en" ? escaped : "Plain")"}"#)
        try scratch.write("L/fr.json", #"{"app.text": "\#(locale == "fr" ? escaped : "Simple")"}"#)
        for format in ["android", "xcstrings"] {
            let out = scratch.at(format == "android" ? "res" : "x.xcstrings")
            let result = try Tool.run(["export", "--format", format, "--catalog", scratch.at("L"), "-o", out])
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "slider-speech: error: cannot export: app.text (\(locale)): the message has the control character \(character), which no screen reader should be given (Android cannot even store U+0000); remove it\n"
            )
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test("Tab and line feed are allowed: written as \\t and \\n, and aapt compiles them")
    func tabAndLineFeed() throws {
        let scratch = try Scratch("export-tab")
        try scratch.write("L/en.json", #"{"app.text": "one\ttwo\nthree"}"#)
        let result = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("L"), "-o", scratch.at("res")])
        #expect(result.status == 0)
        #expect(scratch.read("res/values/slider_speech_strings.xml")?.contains(#">one\ttwo\nthree</string>"#) == true)
        let compiled = try Self.expectCompiles(scratch.at("res"))
        if Self.aaptRuns { #expect(compiled["(default)"]?.strings["app_text"] == "one\ttwo\nthree") }
    }

    @Test("A key only a translation has is a warning naming it and its file; neither export has it")
    func keysOnlyInATranslation() throws {
        let scratch = try Scratch("export-only")
        try scratch.write("L/en.json", #"{"app.a": "A"}"#)
        let french = try scratch.write("L/fr.json", #"{"app.a": "À", "app.only": "Seulement", "slider.role.web": "glissière"}"#)
        for format in ["android", "xcstrings"] {
            let out = scratch.at(format == "android" ? "res" : "x.xcstrings")
            let result = try Tool.run(["export", "--format", format, "--catalog", scratch.at("L"), "-o", out])
            #expect(result.status == 0)
            // slider.role.web is a built-in id: the app's French wins, with no warning.
            #expect(
                result.stderr
                    == "slider-speech: warning: \(french): app.only (fr): no en catalog has this id, so it is not exported (add it to en.json)\n"
            )
        }
        let android = try #require(scratch.read("res/values-fr/slider_speech_strings.xml"))
        #expect(!android.contains("app_only") && !android.contains("Seulement"))
        #expect(android.contains(#"<string name="slider_role_web">glissière</string>"#))
        let catalog = try #require(scratch.read("x.xcstrings"))
        #expect(!catalog.contains("app.only") && !catalog.contains("Seulement"))
        _ = try Self.expectCompiles(scratch.at("res"))
    }
}
