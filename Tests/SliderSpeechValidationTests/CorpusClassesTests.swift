import Foundation
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// The classes real apps' catalogs showed when every rule was held to at most 5% false: what
/// the validator leaves alone now, and the defects it now reports, each on a small catalog of
/// its own with every finding written out in full.
@Suite("Precision on real apps: the false classes and the misses")
struct CorpusClassesTests {
    typealias C = Catalogs

    // MARK: A plural variant follows its source variant

    @Test("A variant that leaves out an argument its source variant leaves out too is no mismatch")
    func mirroredVariant() {
        let source = C.resources(
            """
                <plurals name="delete">
                    <item quantity="one">Delete this file?</item>
                    <item quantity="other">Delete %1$d files from %2$s?</item>
                </plurals>
            """)
        let german = C.resources(
            """
                <plurals name="delete">
                    <item quantity="one">Diese Datei löschen?</item>
                    <item quantity="other">%1$d Dateien aus %2$s löschen?</item>
                </plurals>
            """)
        // Ukrainian `few` translates the source's `other`, which has both arguments; its `one`
        // takes 21 and 31 too, so leaving the count out there is still wrong.
        let ukrainian = C.resources(
            """
                <plurals name="delete">
                    <item quantity="one">Видалити цей файл?</item>
                    <item quantity="few">Видалити %1$d файли?</item>
                    <item quantity="many">Видалити %1$d файлів з %2$s?</item>
                    <item quantity="other">Видалити %1$d файлу з %2$s?</item>
                </plurals>
            """)
        #expect(
            C.findings(android: ["values": source, "values-de": german, "values-uk": ukrainian]) == [
                "values-uk:4:9: error argument-mismatch: uk delete [plural=one]: drops the count %1$d (argument 1), but 'one' is not one number: 1, 21, 31, 41, 51, 61, … all do",
                "values-uk:5:9: error argument-mismatch: uk delete [plural=few]: lacks argument 2 (%2$s), which the source has",
            ])
    }

    @Test("French `one` (0 and 1) may say \"every day\" without the count, but not write a number of its own")
    func frenchOne() {
        let source = C.resources(
            """
                <plurals name="every"><item quantity="one">Every %d day</item><item quantity="other">Every %d days</item></plurals>
                <plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>
            """)
        let french = C.resources(
            """
                <plurals name="every"><item quantity="one">Chaque jour</item><item quantity="many">Tous les %d jours</item><item quantity="other">Tous les %d jours</item></plurals>
                <plurals name="files"><item quantity="one">1 fichier</item><item quantity="many">%d fichiers</item><item quantity="other">%d fichiers</item></plurals>
            """)
        #expect(
            C.findings(android: ["values": source, "values-fr": french]) == [
                "values-fr:4:27: error argument-mismatch: fr files [plural=one]: drops the count %d (argument 1), but 'one' is not one number: 0, 1 all do"
            ])
    }

    // MARK: Plural categories

    @Test("Hebrew `many` is no leftover (older systems still select it); an empty one is a blank there")
    func hebrewMany() {
        let source = C.resources(
            """
                <plurals name="days"><item quantity="one">%d day</item><item quantity="other">%d days</item></plurals>
                <plurals name="hours"><item quantity="one">%d hour</item><item quantity="other">%d hours</item></plurals>
            """)
        let hebrew = C.resources(
            """
                <plurals name="days"><item quantity="one">יום אחד</item><item quantity="two">יומיים</item><item quantity="many">%d ימים</item><item quantity="other">%d ימים</item></plurals>
                <plurals name="hours"><item quantity="one">שעה</item><item quantity="two">שעתיים</item><item quantity="many"></item><item quantity="other">%d שעות</item></plurals>
            """)
        #expect(
            C.findings(android: ["values": source, "values-iw": hebrew]) == [
                "values-iw:4:92: error empty-translation: he hours [plural=many]: the variant plural=many is empty: the user sees a blank"
            ])
    }

    @Test(
        "Where no whole number reaches `other`, an `other` of its own form reads right for the missing category: a warning to complete the plural"
    )
    func otherOfItsOwn() {
        let catalog = C.stringCatalog(
            key: "%lld packages",
            [
                ("en", C.plural(["one": "%lld package", "other": "%lld packages"])),
                ("ru", C.plural(["one": "%lld пакет", "few": "%lld пакета", "other": "%lld пакетов"])),
                ("uk", C.plural(["one": "%lld пакет", "few": "%lld пакети", "other": "%lld пакети"])),
            ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:23: warning missing-plural-category: ru %lld packages [plural]: lacks 'many', which 0, 5, 6, 7, 8, 9, … take: they fall back to 'other', whose text here is a form of its own (no whole number takes 'other'), so they read right if it is the 'many' form; write that form as 'many' too, so that the plural is complete where translators see it",
                "5:23: warning missing-plural-category: uk %lld packages [plural]: lacks 'many', which 0, 5, 6, 7, 8, 9, … take: they fall back to 'other', which no whole number takes here, so it must hold the 'many' form",
            ])
    }

    @Test("A plural the source writes with `other` alone (\"Week %d\") is followed by translations that do too")
    func sourceWithOtherAlone() {
        let source = C.resources(#"    <plurals name="week"><item quantity="other">Week %d</item></plurals>"#)
        let serbian = C.resources(#"    <plurals name="week"><item quantity="other">Седмица %d</item></plurals>"#)
        #expect(
            C.findings(android: ["values": source, "values-sr": serbian]) == [
                "values:3:5: error missing-plural-category: en week [plural]: lacks 'one', which 1 takes"
            ])
    }

    /// Android selects a quantity by a whole number (`getQuantityString` takes an `int`), so there
    /// `other` is never selected where only fractions reach it; String Catalogs counted by
    /// `%f` are OneSlipTests' integerCount.
    @Test("Polish and Russian `other` is for fractions only: a plural Android counts may leave it out")
    func integerOnlyOther() {
        let source = C.resources(
            #"    <plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>"#)
        let polish = C.resources(
            #"    <plurals name="files"><item quantity="one">%d plik</item><item quantity="few">%d pliki</item><item quantity="many">%d plików</item></plurals>"#
        )
        let russian = C.resources(
            #"    <plurals name="files"><item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity="many">%d файлов</item></plurals>"#
        )
        #expect(C.findings(android: ["values": source, "values-pl": polish, "values-ru": russian]) == [])
    }

    @Test("An empty variant of a category only fractions reach is never shown where counts are whole numbers")
    func emptyFractionCategory() {
        let source = C.resources(
            """
                <plurals name="minutes"><item quantity="one">%d minute</item><item quantity="other">%d minutes</item></plurals>
                <plurals name="posts"><item quantity="one">%d post</item><item quantity="other">%d posts</item></plurals>
            """)
        // Lithuanian `many` and Belarusian `other` take fractions alone; Belarusian `many`
        // takes 0, 5, 6, … and its blank shows.
        let lithuanian = C.resources(
            """
                <plurals name="minutes"><item quantity="one">%d minutė</item><item quantity="few">%d minutės</item><item quantity="many"></item><item quantity="other">%d minučių</item></plurals>
                <plurals name="posts"><item quantity="one">%d įrašas</item><item quantity="few">%d įrašai</item><item quantity="many"></item><item quantity="other">%d įrašų</item></plurals>
            """)
        let belarusian = C.resources(
            """
                <plurals name="minutes"><item quantity="one">%d хвіліна</item><item quantity="few">%d хвіліны</item><item quantity="many">%d хвілін</item><item quantity="other"></item></plurals>
                <plurals name="posts"><item quantity="one">%d допіс</item><item quantity="few">%d допісы</item><item quantity="many"></item><item quantity="other">%d допісу</item></plurals>
            """)
        #expect(
            C.findings(android: ["values": source, "values-lt": lithuanian, "values-be": belarusian]) == [
                "values-be:4:100: error empty-translation: be posts [plural=many]: the variant plural=many is empty: the user sees a blank"
            ])
        // Counted by `%f`, a String Catalog's Lithuanian `many` is reached (1.5): its blank shows.
        let catalog = C.stringCatalog(
            key: "%.1f km",
            [
                ("en", C.plural(["one": "%.1f kilometer", "other": "%.1f kilometers"])),
                ("lt", C.plural(["one": "%.1f kilometras", "few": "%.1f kilometrai", "many": "", "other": "%.1f kilometrų"])),
            ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:233: error empty-translation: lt %.1f km [plural=many]: the variant plural=many is empty: the user sees a blank"
            ])
    }

    // MARK: Specifiers

    @Test("Apple shows `% @` as it shows `%@`: no syntax error")
    func spacedObject() {
        let catalog = C.stringCatalog(
            key: "format", [("en", C.unit("Installing from the %@ file format.")), ("hi", C.unit("% @ फ़ाइल स्वरूप से स्थापित"))])
        #expect(C.findings(stringCatalog: catalog) == [])
    }

    // MARK: Words kept on purpose, fallbacks that serve

    @Test("A name the language's other translations keep is not untranslated; a sentence left in English is")
    func keptName() {
        let catalog = C.stringCatalog([
            ("about", "", [("en", C.unit("About Loop Habit Tracker")), ("ru", C.unit("О Loop Habit Tracker"))]),
            ("name", "", [("en", C.unit("Loop Habit Tracker")), ("ru", C.unit("Loop Habit Tracker"))]),
            ("hide", "", [("en", C.unit("Hide this section")), ("ru", C.unit("Hide this section"))]),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "12:46: warning untranslated: ru hide: identical to the source: Hide this section"
            ])
    }

    @Test("A list of names with their links, kept as the source has it, is not untranslated; a sentence is")
    func linkList() {
        // Escaped as the catalog's JSON writes a line break.
        let links = "• [Nuke](https://github.com/kean/Nuke)\\n\\n• [SwiftSoup](https://github.com/scinfu/SwiftSoup.git)"
        let sentence = "Read the guide before you start"
        let catalog = C.stringCatalog([
            ("libraries", "", [("en", C.unit(links)), ("de", C.unit(links))]),
            ("guide", "", [("en", C.unit(sentence)), ("de", C.unit(sentence))]),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "8:46: warning untranslated: de guide: identical to the source: \(sentence)"
            ])
    }

    @Test("A string whose source has no letters, or that most languages keep, falls back as it should: no missing-key")
    func fallbackServes() {
        let catalog = C.stringCatalog([
            ("pair", "", [("en", C.unit("%1$@: %2$@")), ("de", C.unit("%1$@: %2$@"))]),
            ("brand", "", [("en", C.unit("Cork Pro")), ("de", C.unit("Cork Pro")), ("fr", C.unit("Cork Pro"))]),
            ("save", "", [("en", C.unit("Save the file")), ("de", C.unit("Datei sichern"))]),
            ("arrow", "", [("en", C.unit("→")), ("de", C.unit("→")), ("fr", C.unit("→")), ("ja", C.unit("→"))]),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "11:1: error missing-key: fr save: no fr translation of this string",
                "11:1: error missing-key: ja save: no ja translation of this string",
            ])
    }

    @Test("Strings an app picks by plural category (one_minute, two_minutes): one number's may drop the count, other's not")
    func stringFamiliesByCategory() {
        let source = C.resources(
            #"""
                <string name="one_minute">%1$s minute</string>
                <string name="two_minutes">%1$s minutes</string>
                <string name="other_minutes">%1$s minutes</string>
                <string name="one_shot">%1$s shot</string>
            """#)
        let arabic = C.resources(
            #"""
                <string name="one_minute">دقيقة واحدة</string>
                <string name="two_minutes">دقيقتان</string>
                <string name="other_minutes">دقائق</string>
                <string name="one_shot">لقطة واحدة</string>
            """#)
        // one_shot has no family: nothing says the app shows it for 1 alone.
        #expect(
            C.findings(android: ["values": source, "values-ar": arabic]) == [
                "values-ar:5:5: error argument-mismatch: ar other_minutes: lacks argument 1 (%1$s), which the source has",
                "values-ar:6:5: error argument-mismatch: ar one_shot: lacks argument 1 (%1$s), which the source has",
            ])
    }

    @Test("An HTML attribute's quotes in CDATA are no lost quotation mark; a quote in the text is")
    func quotesInTags() {
        let source = C.resources(
            #"""
                <string name="link"><![CDATA[See <a href="https://example.org/help">the help</a>.]]></string>
                <string name="said">He said "yes".</string>
            """#)
        #expect(
            C.findings(android: ["values": source]) == [
                "values:4:5: warning invalid-resource: en said: a double quote that is not escaped: Android drops it, so "
                    + #"the text shows no quotation mark (write \")"#
            ])
    }

    // MARK: Misses: markup

    @Test("Android: a link closed with <a>, a dropped link, a broken href are errors; bold left out is not")
    func androidMarkup() {
        let source = C.resources(
            #"""
                <string name="faq">See &lt;a href=\"%1$s\"&gt;the FAQ&lt;/a&gt; for more.</string>
                <string name="help">Read <a href="https://example.org/help">the help</a>.</string>
                <string name="bold">A &lt;b&gt;bold&lt;/b&gt; move</string>
                <string name="site">Visit &lt;a href=\"https://example.org\"&gt;our site&lt;/a&gt;</string>
            """#)
        let german = C.resources(
            #"""
                <string name="faq">Siehe &lt;a href=\"%1$s\"&gt;die FAQ&lt;a&gt; für mehr.</string>
                <string name="help">Lies die Hilfe.</string>
                <string name="bold">Ein kühner Zug</string>
                <string name="site">Besuche &lt;a href=\"https: //example.org\"&gt;unsere Seite&lt;/a&gt;</string>
            """#)
        #expect(
            C.findings(android: ["values": source, "values-de": german]) == [
                "values-de:3:5: error markup: de faq: <a> at offset 6 is never closed: the rest of the text takes its link",
                "values-de:4:5: error markup: de help: has 0 links where the source has 1: the user loses a link the source gives",
                "values-de:6:5: error markup: de site: a link goes to https: //example.org where the source's goes to https://example.org",
            ])
    }

    @Test("An unclosed heading turns the rest into a heading; a list dropped is an error, bold moved is not")
    func headingsAndLists() {
        let source = C.resources(
            #"""
                <string name="intro">&lt;h1&gt;Welcome&lt;/h1&gt;&lt;p&gt;Read this.</string>
                <string name="steps"><![CDATA[<ul><li>Open</li><li>Save</li></ul>]]></string>
                <string name="tip">Press <b>%1$s</b> to save</string>
            """#)
        let german = C.resources(
            #"""
                <string name="intro">&lt;h1&gt;Willkommen&lt;h1&gt;&lt;p&gt;Lies das.</string>
                <string name="steps"><![CDATA[Öffnen, dann sichern]]></string>
                <string name="tip"><b>Drücke %1$s</b>, um zu sichern</string>
            """#)
        #expect(
            C.findings(android: ["values": source, "values-de": german]) == [
                "values-de:3:5: error markup: de intro: <h1> at offset 0 is never closed: the rest of the text takes its heading",
                "values-de:4:5: error markup: de steps: has 0 <li>s where the source has 2",
            ])
    }

    @Test("String Catalog Markdown: a link whose parts come apart is an error; one link where the source links twice is not")
    func markdownLinks() {
        let catalog = C.stringCatalog([
            (
                "buy", "",
                [
                    ("en", C.unit("Consider [buying Cork](https://corkmac.app)")),
                    ("de", C.unit("Erwäge, [Cork zu kaufen] (https://corkmac.app)")),
                ]
            ),
            (
                "list", "",
                [
                    ("en", C.unit("[Releases](https://example.org) lists [Releases](https://example.org).")),
                    ("de", C.unit("[Releases](https://example.org) ist eine Liste.")),
                ]
            ),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:46: error markup: de buy: has 0 links where the source has 1: the user loses a link the source gives"
            ])
    }

    // MARK: Misses: escapes, words left behind, a duplicated key

    @Test("An escaped escape shows as a backslash and a letter; a backslash the source writes too is text")
    func visibleEscapes() {
        let source = C.resources(
            #"""
                <string name="two">Line one\nLine two</string>
                <string name="columns">Name\tSize</string>
                <string name="path">Folder: C:\\new</string>
            """#)
        let german = C.resources(
            #"""
                <string name="two">Zeile eins\\nZeile zwei</string>
                <string name="columns">Name\\tGröße</string>
                <string name="path">Ordner: C:\\new</string>
            """#)
        #expect(
            C.findings(android: ["values": source, "values-de": german]) == [
                #"values-de:3:5: error visible-escape: de two: shows '\n' as a backslash and a letter, where the source has a line break or none: write the escape once (\n), not with its backslash escaped"#,
                #"values-de:4:5: error visible-escape: de columns: shows '\t' as a backslash and a letter, where the source has a tab or none: write the escape once (\t), not with its backslash escaped"#,
            ])
    }

    @Test("A word, or one plural variant, left in English in a language of another script is untranslated; a name kept is not")
    func leftInEnglish() {
        let catalog = C.stringCatalog([
            ("settings", "", [("en", C.unit("Settings")), ("fa", C.unit("تنظیمات")), ("ja", C.unit("Settings"))]),
            ("brew", "", [("en", C.unit("Homebrew")), ("fa", C.unit("Homebrew")), ("ja", C.unit("Homebrew"))]),
            (
                "update", "",
                [("en", C.unit("Update Homebrew")), ("fa", C.unit("به‌روزرسانی Homebrew")), ("ja", C.unit("Homebrew を更新"))]
            ),
            (
                "tasks", "",
                [
                    ("en", C.plural(["one": "%lld task", "other": "%lld tasks"])),
                    ("fa", C.plural(["one": "%lld کار", "other": "%lld tasks"])),
                    ("ja", C.plural(["other": "%lld 件のタスク"])),
                ]
            ),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "5:46: warning untranslated: ja settings: identical to the source: Settings (a word of en, which ja writes in another script)",
                "19:151: warning untranslated: fa tasks [plural=other]: the variant plural=other is the source's text: %lld tasks, in en where the other variants are translated",
            ])
    }

    @Test(
        "A `many` only a million reaches changes the words after the number: a variant of the bare number, or of no number, needs none",
        .pinnedToICU72)
    func manyOfTheLargeNumbers() {
        // A substitution whose variants are the bare count, the noun outside the plural; one that
        // shows no number; and one with its counted noun, which takes "de" at 1000000.
        func twoCounts(_ text: String, votes: (String, String), voters: (String, String)) -> String {
            func substitution(_ name: String, _ argument: Int, _ forms: (String, String)) -> String {
                #""\#(name)" : { "argNum" : \#(argument), "formatSpecifier" : "lld", "variations" : { "plural" : {"#
                    + #" "one" : \#(C.unit(forms.0)), "other" : \#(C.unit(forms.1)) } } }"#
            }
            return #"{ "stringUnit" : { "state" : "translated", "value" : "\#(text)" },"#
                + "\n  \"substitutions\" : {\n    \(substitution("votes", 1, votes)),\n    \(substitution("voters", 2, voters)) } }"
        }
        let english = twoCounts("%#@votes@ votes from %#@voters@ voters", votes: ("%arg", "%arg"), voters: ("%arg", "%arg"))
        let italian = twoCounts(
            "%#@votes@ voti da %#@voters@ partecipanti", votes: ("%arg", "%arg"), voters: ("%arg", "%arg"))
        let portuguese = twoCounts(
            "%#@votes@ %#@voters@", votes: ("%arg voto de", "%arg votos de"), voters: ("%arg votante", "%arg votantes"))
        let catalog = C.stringCatalog([
            (
                key: "%lld votes %lld voters", fields: "",
                localizations: [("en", english), ("it", italian), ("pt-BR", portuguese)]
            ),
            (
                key: "mentioned you %lld", fields: "",
                localizations: [
                    ("en", C.unit("mentioned you")),
                    ("fr", C.plural(["one": "vous a mentionné", "other": "vous ont mentionné"])),
                    ("es", C.plural(["one": "%lld seguidor", "other": "%lld seguidores"])),
                ]
            ),
        ])
        let found = C.findings(stringCatalog: catalog).filter { $0.contains("missing-plural-category") }
        #expect(
            found == [
                "13:75: warning missing-plural-category: pt-BR %lld votes %lld voters [votes]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)",
                "14:76: warning missing-plural-category: pt-BR %lld votes %lld voters [voters]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)",
                "19:23: warning missing-plural-category: es mentioned you %lld [plural]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)",
            ])
        // Android's <plurals> and our own catalogs read the same way.
        let source = C.resources(
            #"    <plurals name="count"><item quantity="one">%d</item><item quantity="other">%d</item></plurals>"#
                + "\n"
                + #"    <plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>"#
        )
        let french = C.resources(
            #"    <plurals name="count"><item quantity="one">%d</item><item quantity="other">%d</item></plurals>"#
                + "\n"
                + #"    <plurals name="files"><item quantity="one">%d fichier</item><item quantity="other">%d fichiers</item></plurals>"#
        )
        #expect(
            C.findings(android: ["values": source, "values-fr": french]) == [
                "values-fr:4:5: warning missing-plural-category: fr files [plural]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)"
            ])
        let ours = [
            "en": #"{"a": "{n, plural, one {#} other {#}}", "b": "{n, plural, one {# file} other {# files}}"}"#,
            "fr": #"{"a": "{n, plural, one {#} other {#}}", "b": "{n, plural, one {# fichier} other {# fichiers}}"}"#,
        ]
        #expect(
            C.findings(json: ours).filter { $0.contains("missing-plural-category") } == [
                "fr.json:1:41: warning missing-plural-category: fr b [n]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)"
            ])
    }

    @Test("A key written twice is reported at its line, and the rest of the catalog is still checked")
    func duplicatedKey() {
        let text = """
            {"sourceLanguage": "en", "strings": {
            "save": {"localizations": {"en": \(C.unit("Save %@")), "de": \(C.unit("Sichern"))}},
            "save": {"localizations": {"en": \(C.unit("Save"))}},
            "open": {"localizations": {"en": \(C.unit("Open %@")), "de": \(C.unit("Öffnen"))}}
            }, "version": "1.0"}
            """
        #expect(
            C.findings(stringCatalog: text) == [
                #"3:1: error json:  : duplicate key "save": the object has it already, and a reader keeps one of the two; this one is not checked, the rest of the file is"#,
                "2:140: error argument-mismatch: de save: lacks argument 1 (%@), which the source has",
                "4:140: error argument-mismatch: de open: lacks argument 1 (%@), which the source has",
            ])
    }
}
