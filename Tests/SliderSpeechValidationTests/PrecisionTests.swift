import Foundation
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// The false positives and repeats real apps' catalogs showed, each class on a small catalog of
/// its own: what the validator now leaves alone, and the real defect of the same shape it still
/// reports, each finding written out in full.
@Suite("Precision: percent signs in text that is never formatted")
struct UnformattedTextTests {
    typealias C = Catalogs

    @Test(
        "A source with no specifier is not formatted: its translations' percent signs are text",
        arguments: [
            ("70% for", [("en", C.unit("speed by up to 70% for some")), ("es", C.unit("velocidad hasta un 70 % para algunos"))]),
            ("a unit", [("en", C.unit("%")), ("zh-Hant", C.unit("%"))]),
            ("a label", [("en", C.unit("Horizontal (L/R, %)")), ("vi", C.unit("Ngang (T/P, %)"))]),
            ("% in the translation alone", [("en", C.unit("Show battery")), ("cs", C.unit("Zobrazit % baterie"))]),
            ("100% accurate", [("en", C.unit("not 100% accurate")), ("pt-BR", C.unit("não é 100% precisa"))]),
            ("50%de", [("en", C.unit("50% off")), ("es", C.unit("50%de descuento"))]),
        ] as [(String, [(String, String)])])
    func unformatted(_ name: String, _ localizations: [(String, String)]) {
        #expect(C.findings(stringCatalog: C.stringCatalog(key: name, localizations)) == [], "\(name)")
    }

    @Test("In a translation of a formatted source, a '%' that is neither a specifier nor %% stays an error")
    func formattedSource() {
        let catalog = C.stringCatalog(
            key: "download", [("en", C.unit("Downloading: %d%% done")), ("ru", C.unit("Скачивание : %d% завершено"))])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:46: error syntax: ru download: '%' followed by a space at offset 15 is no format specifier (write %% for a percent sign)"
            ])
    }

    @Test("A translation of an unformatted source that adds a plain specifier shows it as written: reported")
    func addedSpecifier() {
        let catalog = C.stringCatalog(key: "Volume", [("en", C.unit("Volume")), ("fr", C.unit("Volume %@"))])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:46: error argument-mismatch: fr Volume: uses argument 1 (%@), which the source does not have"
            ])
    }

    @Test("A formatted source whose '%' and a space read as a specifier is itself a finding")
    func spaceFlagInFormattedSource() {
        let catalog = C.stringCatalog(
            key: "speed", [("en", C.unit("%@ is up to 70% faster")), ("fr", C.unit("%@ est jusqu’à 70 % plus rapide"))])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "3:46: error syntax: en speed: '% f' at offset 14 is a specifier with a space flag, as a percent sign before a space becomes in a formatted string (write %% for a percent sign)",
                "4:46: error syntax: fr speed: '% p' at offset 18 is a specifier with a space flag, as a percent sign before a space becomes in a formatted string (write %% for a percent sign)",
            ])
    }

    @Test("Android: the source decides too, and formatted=\"false\" on either side makes '%' text")
    func android() throws {
        let source = C.resources(
            """
                <string name="speed">Up to 70% faster</string>
                <string name="done">%1$d%% done</string>
                <string name="raw" formatted="false">%d% of %s</string>
            """)
        let french = C.resources(
            """
                <string name="speed">Jusqu’à 70 % plus rapide</string>
                <string name="done">%1$d% fait</string>
                <string name="raw" formatted="false">%d % de %s</string>
            """)
        #expect(
            C.findings(android: ["values": source, "values-fr": french]) == [
                "values-fr:4:5: error syntax: fr done: '% f' at offset 4 is a specifier with a space flag, as a percent sign before a space becomes in a formatted string (write %% for a percent sign)"
            ])
    }
}

@Suite("Precision: one entry, one cause, one finding")
struct OneCauseTests {
    typealias C = Catalogs

    @Test("An entry that waits for review is not also untranslated, nor empty")
    func reviewNotUntranslated() {
        let catalog = C.stringCatalog([
            (
                "Display %u", "",
                [("en", C.unit("Display %u")), ("ru", C.unit("Display %u", state: "new")), ("nb", C.unit("Skjerm %u"))]
            ),
            (
                "Moved to %@", "",
                [("en", C.unit("Moved to %@")), ("ru", C.unit("Перемещено в %@")), ("nb", C.unit("", state: "needs_review"))]
            ),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:1: warning needs-review: ru Display %u: state is 'new': the translation waits for review",
                "10:1: warning needs-review: nb Moved to %@: state is 'needs_review': the translation waits for review",
            ])
    }

    @Test("The source language's own values in state 'new' wait for no review")
    func sourceNotReviewed() {
        let catalog = C.stringCatalog(
            key: "%lld files", [("en", C.unit("%lld files", state: "new")), ("de", C.unit("%lld Dateien"))])
        #expect(C.findings(stringCatalog: catalog) == [])
    }

    @Test("Stale entries: one line for the catalog, nothing for each entry")
    func stale() {
        let catalog = C.stringCatalog([
            ("Old", #""extractionState": "stale", "#, [("en", C.unit("Old")), ("fr", C.unit("Old", state: "new"))]),
            ("Older %@", #""extractionState": "stale", "#, [("en", C.unit("Older %@")), ("fr", C.unit("Plus vieux"))]),
            ("New", "", [("en", C.unit("New")), ("fr", C.unit("Nouveau"))]),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "1:-: warning stale-entries: en : 2 entries are stale (extractionState 'stale'): the code no longer uses them, so they are not checked"
            ])
    }

    @Test("A plural left in English: one untranslated finding that names the categories it needs")
    func untranslatedPlural() {
        let english = C.plural(["one": "%lld new post", "other": "%lld new posts"])
        let catalog = C.stringCatalog(key: "%lld new posts", [("en", english), ("uk", english)])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:80: warning untranslated: uk %lld new posts: identical to the source: %lld new post; its translation needs the categories one, few, many, other"
            ])
    }

    @Test("A variant that drops an argument without positions, shifting the rest: one finding")
    func shift() throws {
        let source = C.resources(
            """
                <plurals name="overwrite">
                    <item quantity="one">%d entry of %s will be replaced by %s</item>
                    <item quantity="other">%d entries of %s will be replaced by %s</item>
                </plurals>
            """)
        let turkish = C.resources(
            """
                <plurals name="overwrite">
                    <item quantity="one">%s girdisi %s ile değiştirilecek</item>
                    <item quantity="other">%d girdi %s, %s ile değiştirilecek</item>
                </plurals>
            """)
        #expect(
            C.findings(android: ["values": source, "values-tr": turkish]) == [
                "values-tr:4:9: error argument-mismatch: tr overwrite [plural=one]: drops %d (argument 1); without positions the arguments after it move up: %s takes argument 1, not 2, %s takes argument 2, not 3 (number them, as %3$…, or keep every argument)"
            ])
    }

    @Test("Arguments without positions in another order than the source: one finding")
    func reorder() {
        let catalog = C.stringCatalog(
            key: "error", [("en", C.unit("%@ failed with code %d")), ("hi", C.unit("कोड %d के साथ %@ विफल"))])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:46: error argument-type-mismatch: hi error: takes its arguments in another order than the source without positions (%d, %@ here, %@, %d in the source): each takes the other's value; number them (%2$…, %1$…)"
            ])
    }

    @Test("A locale that lacks most strings, ten or more: one missing-key finding, not one a string")
    func barelyStarted() throws {
        let source = C.resources(
            (1...12).map { #"    <string name="s\#($0)">Text \#($0)</string>"# }.joined(separator: "\n"))
        let telugu = C.resources(#"    <string name="s1">పాఠ్యం 1</string>"# + "\n" + #"    <string name="s12">పాఠ్యం 12</string>"#)
        let french = C.resources(
            (1...11).map { #"    <string name="s\#($0)">Texte \#($0)</string>"# }.joined(separator: "\n"))
        #expect(
            C.findings(android: ["values": source, "values-te": telugu, "values-fr": french]) == [
                "values-te:1:-: error missing-key: te : translates 2 of 12 strings: 10 are missing ('s2', 's3', 's4', …) and fall back to en; one finding for the locale, not one a string",
                "values-fr:1:-: error missing-key: fr s12: missing: values/strings.xml has it at line 14",
            ])
        // Fewer than ten missing are each worth their line, however few the locale has.
        let small = C.resources(
            (1...6).map { #"    <string name="s\#($0)">Text \#($0)</string>"# }.joined(separator: "\n"))
        let started = C.resources(#"    <string name="s1">పాఠ్యం 1</string>"# + "\n" + #"    <string name="s6">పాఠ్యం 6</string>"#)
        #expect(
            C.findings(android: ["values": small, "values-te": started])
                == (2...5).map {
                    "values-te:1:-: error missing-key: te s\($0): missing: values/strings.xml has it at line \($0 + 2)"
                })
    }

    @Test("A file that does not parse gets its parse error and nothing else, whatever the source holds")
    func unreadableFile() throws {
        let source = C.resources(#"    <string name="a">A</string>"# + "\n" + #"    <string name="b">B</string>"#)
        #expect(
            C.findings(android: ["values": source, "values-de": "<resources><string name=\"a\">A</resources>"]) == [
                "values-de:1:42: error xml: de : Premature end of data in tag resources line 1"
            ])
    }
}

@Suite("Precision: regional variants, shared texts, plurals")
struct FallbackAndPluralTests {
    typealias C = Catalogs

    @Test("A regional variant falls back to its language: no missing-key there; another region of the language still counts")
    func regionalVariants() {
        let catalog = C.stringCatalog([
            ("Cancel", "", [("en", C.unit("Cancel")), ("es", C.unit("Cancelar")), ("ca", C.unit("Cancel·la"))]),
            (
                "Save", "",
                [
                    ("en", C.unit("Save")), ("es", C.unit("Guardar")), ("ca", C.unit("Desa")), ("pt-BR", C.unit("Salvar")),
                    ("en-GB", C.unit("Save")), ("es-419", C.unit("Guardar")), ("ca-ES", C.unit("Desa")),
                    ("pt-PT", C.unit("Guardar")),
                ]
            ),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "2:1: error missing-key: pt-BR Cancel: no pt-BR translation of this string",
                "2:1: error missing-key: pt-PT Cancel: no pt-PT translation of this string",
            ])
    }

    @Test("Android: values-fr-rCA falls back to values-fr, values-en-rGB to the source")
    func androidRegions() throws {
        let source = C.resources(#"    <string name="a">Color</string>"# + "\n" + #"    <string name="b">Open</string>"#)
        let french = C.resources(#"    <string name="a">Couleur</string>"# + "\n" + #"    <string name="b">Ouvrir</string>"#)
        let canadian = C.resources(#"    <string name="a">Couleur</string>"#)
        let british = C.resources(#"    <string name="a">Colour</string>"#)
        #expect(
            C.findings(android: [
                "values": source, "values-fr": french, "values-fr-rCA": canadian, "values-en-rGB": british,
            ]) == [])
    }

    @Test(
        "ICU MessageFormat catalogs: en-GB falls back to the source; es-419 beside es does not (the runtime goes to the source)")
    func jsonRegions() throws {
        #expect(
            C.findings(json: [
                "en": #"{"a": "Color", "b": "Open"}"#, "en-GB": #"{"a": "Colour"}"#, "es": #"{"a": "Color", "b": "Abrir"}"#,
                "es-419": #"{"a": "Color"}"#,
            ]) == ["es-419.json:1:-: error missing-key: es-419 b: missing: en.json has it at line 1"])
    }

    @Test(
        "A text kept in at least half of the languages that have it is a name, and a word kept is a shared word, not a forgotten translation"
    )
    func sharedText() {
        func row(_ key: String, _ texts: [String]) -> (key: String, fields: String, localizations: [(String, String)]) {
            (key, "", zip(["en", "de", "fr", "ja", "ru"], texts).map { ($0, C.unit($1)) })
        }
        let catalog = C.stringCatalog([
            row("DXVK layer", ["DXVK layer", "DXVK layer", "DXVK layer", "DXVK layer", "Слой DXVK"]),
            row("Open file", ["Open file", "Open file", "Ouvrir le fichier", "ファイルを開く", "Открыть файл"]),
            row("Trackpad", ["Trackpad", "Trackpad", "Pavé tactile", "トラックパッド", "Трекпад"]),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "11:46: warning untranslated: de Open file: identical to the source: Open file"
            ])
    }

    @Test("A message made only of specifiers is no forgotten translation, whatever its substitutions hold")
    func specifiersOnly() {
        let localization = #"""
            {"stringUnit": {"state": "translated", "value": "%1$#@albums@, %2$#@songs@"}, "substitutions": {
              "albums": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg album"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg albums"}}}}},
              "songs": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg song"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg songs"}}}}}}}
            """#
        let catalog = C.stringCatalog(key: "%lld albums, %lld songs", [("en", localization), ("de", localization)])
        #expect(C.findings(stringCatalog: catalog) == [])
    }

    @Test("Dropping the count where one number alone selects the category is right, %1$s as much as %d")
    func oneNumberCategories() throws {
        let source = C.resources(
            """
                <plurals name="items">
                    <item quantity="one">One item</item>
                    <item quantity="other">%1$s items</item>
                </plurals>
            """)
        let arabic = C.resources(
            """
                <plurals name="items">
                    <item quantity="zero">لا عناصر</item>
                    <item quantity="one">عنصر واحد</item>
                    <item quantity="two">عنصران</item>
                    <item quantity="few">%1$s عناصر</item>
                    <item quantity="many">%1$s عنصرًا</item>
                    <item quantity="other">%1$s عنصر</item>
                </plurals>
            """)
        let slovenian = C.resources(
            """
                <plurals name="items">
                    <item quantity="one">en element</item>
                    <item quantity="two">%1$s elementa</item>
                    <item quantity="few">%1$s elementi</item>
                    <item quantity="other">%1$s elementov</item>
                </plurals>
            """)
        #expect(
            C.findings(android: ["values": source, "values-ar": arabic, "values-sl": slovenian]) == [
                "values-sl:4:9: error argument-mismatch: sl items [plural=one]: drops the count %1$s (argument 1), but 'one' is not one number: 1, 101, 201, 301, 401, 501, … all do"
            ])
    }

    @Test("Polish 'one' may leave out the argument the English 'one' leaves out too")
    func sourceVariantWithout() throws {
        let source = C.resources(
            """
                <plurals name="spam">
                    <item quantity="one">Mark this message as spam?</item>
                    <item quantity="other">Mark %d messages as spam?</item>
                </plurals>
            """)
        let polish = C.resources(
            """
                <plurals name="spam">
                    <item quantity="one">Oznaczyć tę wiadomość jako spam?</item>
                    <item quantity="few">Oznaczyć %d wiadomości jako spam?</item>
                    <item quantity="many">Oznaczyć %d wiadomości jako spam?</item>
                    <item quantity="other">Oznaczyć %d wiadomości jako spam?</item>
                </plurals>
            """)
        #expect(C.findings(android: ["values": source, "values-pl": polish]) == [])
    }

    @Test("A category the language never selects gets the unused-category warning, not an error about its content")
    func unusedCategory() {
        let catalog = C.stringCatalog(
            key: "%lld orphans",
            [
                ("en", C.plural(["one": "%lld orphan", "other": "%lld orphans"])),
                ("zh-Hant", C.plural(["one": "孤立檔案", "other": "%lld 個孤立檔案"])),
            ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:39: warning unused-plural-category: zh-Hant %lld orphans [plural]: has 'one', a category zh-Hant never uses for numbers (it uses other)"
            ])
    }

    @Test("Android quantities are whole numbers: a category or an 'other' only fractions reach is not missing")
    func wholeQuantities() throws {
        let source = C.resources(
            """
                <plurals name="days">
                    <item quantity="one">%d day</item>
                    <item quantity="other">%d days</item>
                </plurals>
            """)
        let ukrainian = C.resources(
            """
                <plurals name="days">
                    <item quantity="one">%d день</item>
                    <item quantity="few">%d дні</item>
                    <item quantity="many">%d днів</item>
                </plurals>
            """)
        let czech = C.resources(
            """
                <plurals name="days">
                    <item quantity="one">%d den</item>
                    <item quantity="few">%d dny</item>
                    <item quantity="other">%d dní</item>
                </plurals>
            """)
        #expect(C.findings(android: ["values": source, "values-uk": ukrainian, "values-cs": czech]) == [])
    }

    @Test("Substitutions without argNum take the arguments in their order: no 'lacks argument 2'")
    func substitutionsWithoutArgNum() {
        func localization(_ text: String, _ posts: (String, String), _ people: (String, String)) -> String {
            #"""
            {"stringUnit": {"state": "translated", "value": "\#(text)"}, "substitutions": {
              "count_posts": {"formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "\#(posts.0)"}},
                "other": {"stringUnit": {"state": "translated", "value": "\#(posts.1)"}}}}},
              "count_people": {"formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "\#(people.0)"}},
                "other": {"stringUnit": {"state": "translated", "value": "\#(people.1)"}}}}}}}
            """#
        }
        let catalog = C.stringCatalog(
            key: "recent %lld %lld",
            [
                (
                    "en",
                    localization(
                        "%#@count_posts@ from %#@count_people@", ("%arg post", "%arg posts"), ("%arg person", "%arg people"))
                ),
                (
                    "de",
                    localization(
                        "%#@count_posts@ von %#@count_people@", ("%arg Beitrag", "%arg Beiträge"),
                        ("%arg Person", "%arg Personen"))
                ),
            ])
        #expect(C.findings(stringCatalog: catalog) == [])
    }

    @Test("A well-formed locale ICU has no data for is a note, not a finding; a name that is no locale stays an error")
    func localesWithoutData() throws {
        let folder = try Catalogs.Folder(text: [
            "res/values/strings.xml": C.resources(#"    <string name="a">Open the file</string>"#),
            "res/values-azb/strings.xml": C.resources(#"    <string name="a">فایلی آچ</string>"#),
        ])
        let report = try CatalogValidator().validate(paths: [folder.path + "/res"])
        #expect(report.findings.map(Catalogs.line) == [])
        #expect(
            report.notes == [
                "\(folder.path)/res/values-azb/strings.xml: azb: ICU has no data for 'azb', so its plural categories are not checked"
            ])
        let catalog = C.stringCatalog(key: "Open", [("en", C.unit("Open")), ("english", C.unit("Open"))])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:1: error locale: english : 'english' is not a locale tag ICU has data for, so its plural rules are unknown"
            ])
    }
}

@Suite("Precision: strings nobody translates, copies waiting for review")
struct UntranslatedEverywhereTests {
    typealias C = Catalogs

    @Test("A string no language translates is one finding; a source without text has nothing to translate")
    func untranslatedEverywhere() {
        let catalog = C.stringCatalog([
            ("Open", "", [("en", C.unit("Open")), ("de", C.unit("Öffnen")), ("fr", C.unit("Ouvrir")), ("ja", C.unit("開く"))]),
            ("System", "", []),
            ("", "", []),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "8:1: error missing-key: en System: no language translates this string: 3 lack it (de, fr, ja); one finding for the string, not one a language"
            ])
    }

    @Test(
        "ICU MessageFormat catalogs: a message no other locale has is one finding; a locale missing ten or more, most of its messages, one"
    )
    func untranslatedEverywhereInJSON() {
        let ids = (1...12).map { "app.s\($0)" }
        func catalog(_ ids: ArraySlice<String>, _ word: String) -> String {
            "{" + ids.map { #""\#($0)": "\#(word) \#($0.dropFirst(5))""# }.joined(separator: ", ") + "}"
        }
        #expect(
            C.findings(json: [
                "en": catalog(ids[...], "Text"), "de": catalog(ids[0..<11], "Texte"), "fr": catalog(ids[0..<10], "Texte"),
                "ja": catalog(ids[0..<1], "テキスト"),
            ]) == [
                "en.json:1:226: error missing-key: en app.s12: no language translates this message: 3 lack it (de, fr, ja); one finding for the message, not one a language",
                "fr.json:1:-: error missing-key: fr app.s11: missing: en.json has it at line 1",
                "ja.json:1:-: error missing-key: ja : translates 1 of 11 messages: 10 are missing ('app.s2', 'app.s3', 'app.s4', …) and fall back to en; one finding for the file, not one a message",
            ])
    }

    @Test("A copy of the source waiting for review is no sign of a name: short texts still wait for review")
    func copiesWaiting() {
        func row(_ key: String, state: String) -> (key: String, fields: String, localizations: [(String, String)]) {
            (key, "", [("en", C.unit(key))] + ["de", "fr", "ja"].map { ($0, C.unit(key, state: state)) })
        }
        let catalog = C.stringCatalog([row("Window switcher", state: "new"), row("DXVK", state: "translated")])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:1: warning needs-review: de Window switcher: state is 'new': the translation waits for review",
                "5:1: warning needs-review: fr Window switcher: state is 'new': the translation waits for review",
                "6:1: warning needs-review: ja Window switcher: state is 'new': the translation waits for review",
            ])
    }

    @Test("The variant of a category the language never uses waits for no review")
    func unusedVariantState() {
        let catalog = C.stringCatalog(
            key: "%lld updates",
            [
                ("en", C.plural(["one": "%lld update", "other": "%lld updates"])),
                (
                    "zh-Hans",
                    #"{"variations": {"plural": {"one": {"stringUnit": {"state": "new", "value": "%lld update"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld 个更新"}}}}}"#
                ),
            ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:39: warning unused-plural-category: zh-Hans %lld updates [plural]: has 'one', a category zh-Hans never uses for numbers (it uses other)"
            ])
    }

    @Test("A text of specifiers alone waits for no review: there is nothing to translate")
    func specifiersWaitForNothing() {
        let catalog = C.stringCatalog(key: "%@", [("en", C.unit("%@")), ("it", C.unit("%@", state: "needs_review"))])
        #expect(C.findings(stringCatalog: catalog) == [])
    }
}

@Suite("Precision: one finding a text, whole-number plurals in String Catalogs")
struct OneSlipTests {
    typealias C = Catalogs

    @Test("Two slips in one text are one finding that counts the others")
    func oneFindingAText() {
        let catalog = C.stringCatalog(
            key: "menu.volume_up", [("en", C.unit("Volume + %.0f%%")), ("hr", C.unit("Glasnoća + %.0f% %"))])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:46: error syntax: hr menu.volume_up: '%' followed by a space at offset 15 is no format specifier (write %% for a percent sign); and 1 more in this text"
            ])
    }

    @Test("A String Catalog plural counted by %lld is never selected by a fraction; one counted by %f is")
    func integerCount() {
        let english = C.plural(["one": "%lld service", "other": "%lld services"])
        let czech = C.plural(["one": "%lld služba", "few": "%lld služby", "other": "%lld služeb"])
        #expect(C.findings(stringCatalog: C.stringCatalog(key: "%lld services", [("en", english), ("cs", czech)])) == [])
        let englishFloat = C.plural(["one": "%.1f point", "other": "%.1f points"])
        let czechFloat = C.plural(["one": "%.1f bod", "few": "%.1f body", "other": "%.1f bodů"])
        #expect(
            C.findings(stringCatalog: C.stringCatalog(key: "%.1f points", [("en", englishFloat), ("cs", czechFloat)])) == [
                "4:23: warning missing-plural-category: cs %.1f points [plural]: lacks 'many', which 0.1 takes (no number from 0 to 999 does)"
            ])
    }

    @Test(
        "Where no whole number takes 'other', one missing category falls back to an 'other' of its own form: a warning; two missing stay an error"
    )
    func otherHoldsTheForm() {
        let english = C.plural(["one": "%lld download", "other": "%lld downloads"])
        let russian = C.plural(["one": "%lld загрузка", "few": "%lld загрузки", "other": "%lld загрузок"])
        let belarusian = C.plural(["one": "%lld загрузка", "other": "%lld загрузак"])
        #expect(
            C.findings(
                stringCatalog: C.stringCatalog(key: "%lld downloads", [("en", english), ("ru", russian), ("be", belarusian)]))
                == [
                    "4:23: warning missing-plural-category: ru %lld downloads [plural]: lacks 'many', which 0, 5, 6, 7, 8, 9, … take: they fall back to 'other', whose text here is a form of its own (no whole number takes 'other'), so they read right if it is the 'many' form; write that form as 'many' too, so that the plural is complete where translators see it",
                    "5:23: error missing-plural-category: be %lld downloads [plural]: lacks 'few', which 2, 3, 4, 22, 23, 24, … take",
                    "5:23: error missing-plural-category: be %lld downloads [plural]: lacks 'many', which 0, 5, 6, 7, 8, 9, … take",
                ])
    }
}
