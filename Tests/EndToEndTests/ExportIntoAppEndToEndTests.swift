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
        let lines = ours.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(4)) == [
                #"<?xml version="1.0" encoding="utf-8"?>"#,
                #"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en">"#,
                "    <!-- Written by slider-speech export from its catalogs; each export rewrites this file: edit the "
                    + "catalogs, not this file (a text changed here is kept, and named in a warning, unless an export is "
                    + "told to overwrite edits). -->",
                "    <!-- app.filter.title",
            ])
        // The record of what the export wrote, then the string.
        #expect(lines[4].hasPrefix("         slider-speech export from ../Locales: ") && lines[4].hasSuffix(" -->"))
        #expect(lines[5] == #"    <string name="app_filter_title">Filter</string>"#)
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
                <item type="string" name="slider.range.any">any</item>
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
                "slider-speech: error: -o: \(res)/values/strings.xml defines slider_count_results, slider_count_results_zero, slider_range_any, which the export writes to values/slider_speech_strings.xml",
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

    @Test("Android: a folder that only an earlier export's file makes a language is written, with a warning")
    func androidEarlierFiles() throws {
        let scratch = try Scratch("export-earlier")
        try scratch.write("Locales/en.json", #"{"app.title": "Title"}"#)
        let res = scratch.at("res")
        let export = ["export", "--format", "android", "--catalog", scratch.at("Locales"), "-o", res]
        let first = try Tool.run(export + ["--locale", "de"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("Locales has no de translation of 1 message"))
        let again = try Tool.run(export)
        #expect(again.status == 0)
        #expect(
            again.stderr.split(separator: "\n").last.map(String.init)
                == "slider-speech: warning: -o: \(res)/values-de holds no file of the app's, only the export's: an earlier "
                + "export brought de; delete the folder if the app does not ship it")
        #expect(
            again.stdoutLines == [
                "wrote \(res)/values-de/slider_speech_strings.xml", "wrote \(res)/values/slider_speech_strings.xml",
            ])
        _ = try Self.expectCompiles(res)
    }

    @Test("Android: a file of the export's name that no export wrote is the app's: refused, nothing written")
    func androidForeignFile() throws {
        let scratch = try Scratch("export-foreign")
        let mine = #"<resources><string name="my_precious">Mine</string></resources>"# + "\n"
        try scratch.write("res/values/strings.xml", "<resources><string name=\"app_name\">App</string></resources>\n")
        try scratch.write("res/values-fr/slider_speech_strings.xml", mine)
        try scratch.write("res/values-fr/strings.xml", "<resources><string name=\"app_name\">Appli</string></resources>\n")
        let res = scratch.at("res")
        let result = try Tool.run(["export", "--format", "android", "-o", res])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "slider-speech: error: -o: \(res)/values-fr/slider_speech_strings.xml is not a file an export wrote (its "
                + "first comment does not say so), so the export does not replace it: nothing was written (rename or remove "
                + "it; it may be the app's own)\n")
        #expect(scratch.read("res/values-fr/slider_speech_strings.xml") == mine)
        #expect(!FileManager.default.fileExists(atPath: res + "/values/slider_speech_strings.xml"))
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

    /// Whether `after` is `before` with lines added and none changed or removed.
    static func onlyAdded(_ before: String, _ after: String) -> Bool {
        var remaining = before.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in after.split(separator: "\n", omittingEmptySubsequences: false) where line == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }

    @Test("xcstrings: merged into the app's catalog in its languages: only lines added; its strings stay byte for byte")
    func stringCatalogMerge() throws {
        let scratch = try Scratch("export-merge")
        let path = try scratch.write("App/Localizable.xcstrings", Self.appCatalog)
        let result = try Tool.run(["export", "--format", "xcstrings", "-o", path])
        #expect(result.status == 0)
        // The catalog's languages are en, fr and sw; the built-in catalog has no sw.
        #expect(
            result.stderr
                == "slider-speech: warning: sw: the built-in catalog has no sw translation of 17 messages, missing from the "
                + "export's sw (the app says them in en there): slider.thumb.lower, slider.thumb.upper, slider.thumb.value, slider.thumb.lowerNamed, slider.thumb.upperNamed, slider.range.between, slider.range.any, slider.range.upTo, slider.range.orMore, slider.limit.lowest, slider.limit.highest, slider.limit.otherThumb, slider.limit.spanBelow, slider.limit.spanAbove, slider.tick.position, slider.tick.between, slider.count.results\n"
        )
        #expect(
            result.stdout
                == "wrote \(path): 22 strings of the export changed (22 added, 0 updated), 1 of the catalog's own kept\n")
        let text = try #require(scratch.read("App/Localizable.xcstrings"))
        #expect(Self.onlyAdded(Self.appCatalog, text))
        let after = try Self.json(text)
        let strings = try #require(after["strings"] as? [String: [String: Any]])
        #expect(strings.count == 24)
        // slider.role.web is no string an app sets; an earlier export's, with someone's French
        // and Swahili: kept (stale already).
        #expect(strings["slider.role.web"]?["extractionState"] as? String == "stale")
        let lower = try #require(strings["slider.thumb.lower"]?["localizations"] as? [String: Any])
        #expect(lower.keys.sorted() == ["en", "fr"])
        // A second export changes no byte.
        let again = try Tool.run(["export", "--format", "xcstrings", "-o", path])
        #expect(
            again.stdout == "wrote \(path): 0 strings of the export changed (0 added, 0 updated), 1 of the catalog's own kept\n")
        #expect(scratch.read("App/Localizable.xcstrings") == text)
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
            let result = try Tool.run([
                "export", "--format", format, "--catalog", scratch.at("L"), "--locale", "fr", "--locale", "ar", "-o", out,
            ])
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

    @Test("A partly translated app: the languages asked for, and no finding its sources do not have")
    func partlyTranslated() throws {
        let scratch = try Scratch("export-partial")
        try scratch.write("L/en.json", #"{"app.a": "Apples", "app.b": "Bananas", "app.c": "Cherries"}"#)
        try scratch.write("L/fr.json", #"{"app.a": "Pommes", "app.b": "Bananes"}"#)
        try scratch.write("L/pl.json", #"{"app.a": "Jabłka"}"#)
        let sources = try Self.findings([scratch.at("L"), Tool.packageRoot + "/Locales"])
        // app.c no language has: one finding, in the source's locale.
        #expect(sources == ["missing-key en app_c", "missing-key pl app_b"])
        let languages = ["--locale", "fr", "--locale", "pl"]
        let android = try Tool.run(
            ["export", "--format", "android", "--catalog", scratch.at("L"), "-o", scratch.at("res")] + languages)
        #expect(android.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.at("res")).sorted() == [
                "values", "values-fr", "values-pl",
            ])
        #expect(try Self.findings([scratch.at("res")]) == sources)
        let catalog = try Tool.run(
            ["export", "--format", "xcstrings", "--catalog", scratch.at("L"), "-o", scratch.at("x.xcstrings")] + languages)
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
        // The 42 locales L has no file for, and fr and pl, which lack some of its messages.
        #expect(warnings.count == 44)
        #expect(
            warnings.contains(
                "slider-speech: warning: de: \(scratch.at("L")) has no de translation of 3 messages, missing from the "
                    + "export's de (the app says them in en there): app.a, app.b, app.c"
            ))
        #expect(
            warnings.contains(
                "slider-speech: warning: pl: \(scratch.at("L")) has no pl translation of 2 messages, missing from the "
                    + "export's pl (the app says them in en there): app.b, app.c"
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
            let result = try Tool.run(["export", "--format", format, "--catalog", scratch.at("L"), "--locale", "fr", "-o", out])
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
        let french = try scratch.write(
            "L/fr.json", #"{"app.a": "À", "app.only": "Seulement", "slider.role.web": "glissière", "slider.range.any": "tout"}"#)
        for format in ["android", "xcstrings"] {
            let out = scratch.at(format == "android" ? "res" : "x.xcstrings")
            let result = try Tool.run(["export", "--format", format, "--catalog", scratch.at("L"), "--locale", "fr", "-o", out])
            #expect(result.status == 0)
            // Built-in ids: the app's French wins for slider.range.any, with no warning; slider.role.web is
            // left out, as no app sets it.
            #expect(
                result.stderr
                    == "slider-speech: warning: \(french): app.only (fr): no en catalog has this id, so it is not exported (add it to en.json)\n"
            )
        }
        let android = try #require(scratch.read("res/values-fr/slider_speech_strings.xml"))
        #expect(!android.contains("app_only") && !android.contains("Seulement"))
        #expect(android.contains(#"<string name="slider_range_any">tout</string>"#))
        #expect(!android.contains("slider_role_web") && !android.contains("glissière"))
        let catalog = try #require(scratch.read("x.xcstrings"))
        #expect(!catalog.contains("app.only") && !catalog.contains("Seulement"))
        _ = try Self.expectCompiles(scratch.at("res"))
    }
}
