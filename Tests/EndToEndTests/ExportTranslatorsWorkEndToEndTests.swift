import Foundation
import TestSupport
import Testing

/// A translator's work through the built binary: a text someone changed in the app's String
/// Catalog or in the export's own Android file since the export wrote it, or one marked for
/// review, is kept at the next export and named in a warning; `--overwrite-edits` replaces it;
/// what no one changed is brought up to date. Strings an earlier export wrote that an export no
/// longer writes are removed where no one changed them.
@Suite("export keeps a translator's work")
struct ExportTranslatorsWorkEndToEndTests {
    static func catalog(_ scratch: Scratch, french title: String) throws {
        try scratch.write(
            "Locales/en.json", #"{"app.title": "Title", "app.count": "{count, plural, one {# night} other {# nights}}"}"#)
        try scratch.write(
            "Locales/fr.json",
            #"{"app.title": "\#(title)", "app.count": "{count, plural, one {# nuit} many {# de nuits} other {# nuits}}"}"#)
    }

    @Test("String Catalog: an edited French text and one marked needs_review are kept; --overwrite-edits replaces them")
    func stringCatalog() throws {
        let scratch = try Scratch("export-edits-xc")
        try Self.catalog(scratch, french: "Titre")
        let path = scratch.at("Localizable.xcstrings")
        let export = ["export", "--format", "xcstrings", "--catalog", scratch.at("Locales"), "-o", path]
        let first = try Tool.run(export + ["--locale", "fr"])
        #expect(first.status == 0, "\(first.stderr)")
        var text = try #require(scratch.read("Localizable.xcstrings"))
        // In Xcode: the French title edited, the French plural marked for review.
        text = text.replacingOccurrences(of: #""value" : "Titre""#, with: #""value" : "Titre (relu)""#)
        text = text.replacingOccurrences(
            of: "\"state\" : \"translated\",\n                  \"value\" : \"%1$lld de nuits\"",
            with: "\"state\" : \"needs_review\",\n                  \"value\" : \"%1$lld de nuits\"")
        try scratch.write("Localizable.xcstrings", text)
        #expect(text.contains("needs_review"))
        // The catalogs change the title in every language.
        try Self.catalog(scratch, french: "En-tête")
        try scratch.write(
            "Locales/en.json", #"{"app.title": "Heading", "app.count": "{count, plural, one {# night} other {# nights}}"}"#)
        let second = try Tool.run(export)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stderr.split(separator: "\n").map(String.init) == [
                "slider-speech: warning: -o: \(path): app.count (fr) kept as it is: its state is needs_review (--overwrite-edits replaces it)",
                "slider-speech: warning: -o: \(path): app.title (fr) kept as it is: it was changed since the export wrote it (--overwrite-edits replaces it)",
            ])
        let kept = try #require(scratch.read("Localizable.xcstrings"))
        #expect(kept.contains(#""value" : "Titre (relu)""#) && kept.contains(#""value" : "Heading""#))
        #expect(!kept.contains("En-tête"))
        // The same again: the same bytes and the same warnings.
        let again = try Tool.run(export)
        #expect(again.stderr == second.stderr)
        #expect(scratch.read("Localizable.xcstrings") == kept)
        let overwritten = try Tool.run(export + ["--overwrite-edits"])
        #expect(overwritten.status == 0 && overwritten.stderr == "")
        let replaced = try #require(scratch.read("Localizable.xcstrings"))
        #expect(replaced.contains(#""value" : "En-tête""#) && !replaced.contains("Titre (relu)"))
        #expect(!replaced.contains("needs_review"))
    }

    @Test("Android: a string edited in the export's own file is kept; --overwrite-edits replaces it; aapt compiles both")
    func android() throws {
        let scratch = try Scratch("export-edits-android")
        try Self.catalog(scratch, french: "Titre")
        let res = scratch.at("res")
        // The app's tree, in en and fr.
        try scratch.write("res/values/strings.xml", #"<resources><string name="app_name">Stays</string></resources>"#)
        try scratch.write("res/values-fr/strings.xml", #"<resources><string name="app_name">Séjours</string></resources>"#)
        let export = ["export", "--format", "android", "--catalog", scratch.at("Locales"), "-o", res]
        let first = try Tool.run(export)
        #expect(first.status == 0, "\(first.stderr)")
        let file = "res/values-fr/slider_speech_strings.xml"
        let written = try #require(scratch.read(file))
        try scratch.write(
            file,
            written.replacingOccurrences(
                of: #"<string name="app_title">Titre</string>"#, with: #"<string name="app_title">Titre (relu)</string>"#))
        try Self.catalog(scratch, french: "En-tête")
        let second = try Tool.run(export)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stderr
                == "slider-speech: warning: -o: \(res)/values-fr/slider_speech_strings.xml: app_title (fr) kept as it is: it "
                + "was changed since the export wrote it (--overwrite-edits replaces it)\n")
        let kept = try #require(scratch.read(file))
        #expect(kept.contains(#"<string name="app_title">Titre (relu)</string>"#))
        // The count, which no one changed, follows the catalog; French's values are as written.
        #expect(kept.contains(#"<item quantity="many">%1$d de nuits</item>"#))
        if AndroidExportAaptTests.runs {
            let compiled = try AndroidExportAaptTests.compile(res: res)
            #expect(compiled.status == 0, "\(compiled.errors)")
            #expect(compiled.configurations["fr"]?.strings["app_title"] == "Titre (relu)")
        }
        let again = try Tool.run(export)
        #expect(again.stderr == second.stderr && scratch.read(file) == kept)
        let overwritten = try Tool.run(export + ["--overwrite-edits"])
        #expect(overwritten.status == 0 && overwritten.stderr == "")
        #expect(scratch.read(file)?.contains(#"<string name="app_title">En-tête</string>"#) == true)
        #expect(try Tool.run(export).stderr == "")
    }

    @Test("String Catalog: what an earlier export wrote and no app sets (a hint, a role word) is removed, byte for byte")
    func earlierExportsStrings() throws {
        let scratch = try Scratch("export-earlier-strings")
        // As an earlier export wrote them (no record in the comment), around one of the app's.
        let earlier = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Book now" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Jetzt buchen"
                      }
                    }
                  }
                },
                "slider.hint.ios" : {
                  "comment" : "VoiceOver hint.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen."
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let path = try scratch.write("Localizable.xcstrings", earlier)
        let result = try Tool.run(["export", "--format", "xcstrings", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "wrote \(path): 22 strings of the export changed (22 added, 0 updated), 1 of the catalog's own kept, 1 an "
                + "earlier export wrote removed (slider.hint.ios)\n")
        let text = try #require(scratch.read("Localizable.xcstrings"))
        #expect(!text.contains("slider.hint.ios"))
        #expect(text.contains("\"Book now\" : {\n      \"localizations\" : {\n        \"de\" : {\n"))
    }
}
