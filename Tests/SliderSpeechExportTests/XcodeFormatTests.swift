import Foundation
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechExport

/// Xcode's formatting of a String Catalog, as the export writes it: checked on a catalog
/// written in Xcode's format for these tests (`Tests/Fixtures/StringCatalogs/XcodeFormatted.xcstrings`:
/// keys with digits, mixed case, non-ASCII and symbols, escapes, an empty entry, a plural, a
/// substitution, device variations, every state), and on key pairs read off real Xcode-written
/// catalogs (Scripts/corpus/xcstrings.tsv names them; Scripts/corpus/check-xcstrings.sh checks
/// the whole files).
@Suite("Xcode's formatting of String Catalogs")
struct XcodeFormatTests {
    static let fixture = SliderSpeechBinary.packageRoot + "/Tests/Fixtures/StringCatalogs/XcodeFormatted.xcstrings"

    static func bytes() throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: fixture)))
    }

    @Test("The writer gives an Xcode-written catalog back byte for byte; its style is Xcode's")
    func reproduces() throws {
        let bytes = try Self.bytes()
        let tree = try #require(XcodeJSON.parse(bytes))
        #expect(XcodeJSON.style(of: tree, in: bytes) == .xcode)
        #expect(Array(XcodeJSON.text(tree.value, style: .xcode).utf8) == bytes)
        #expect(bytes.last == UInt8(ascii: "}"))
    }

    @Test(
        "Keys in Xcode's order: the root collation, digits as numbers, case after letters, punctuation and symbols first",
        arguments: [
            // MrKai77/Loop, Loop/Localizable.xcstrings
            ("Locked icon message 9", "Locked icon message 10"),
            // TheBoredTeam/boring.notch, boringNotch/Localizable.xcstrings
            ("muted", "Muted"),
            // 7alva7/HiPixel, Localizable.xcstrings
            ("Custom Tile Size", "CUSTOM TILE SIZE"), (" - The image super-resolution models", " %@ 5KM Software Tech Co., Ltd."),
            ("**PNG** • **JPEG** • **WebP**", "%.0f"), ("✨ Release to Process Images ✨", "0"),
            ("choose", "Components used:"), ("x16", "Your support means a lot"),
            // DamascenoRafael/reminders-menubar, reminders-menubar/Resources/Localizable.xcstrings
            ("remindersOptionsButtonHelp", "reminderSortingByFlagAndPriorityOption"),
            // Dimillian/IceCubesApp, IceCubesApp/Resources/Localization/Localizable.xcstrings
            ("accessibility.tabs.timeline.unread-posts.label-%lld", "Account"), ("app-account.button.add", "AppAccount"),
            // Locale tags as keys (every catalog): zh-Hans before zh-HK, as the collation has it
            ("en", "en-GB"), ("zh-Hans", "zh-HK"),
        ])
    func order(first: String, second: String) {
        #expect(RootCollation.shared.precedes(first, second))
        #expect(!RootCollation.shared.precedes(second, first))
        #expect(
            XcodeJSON.inserting(
                .init(key: first, node: .init(value: .literal("1"))),
                into: [
                    .init(key: second, node: .init(value: .literal("2")))
                ]
            ).map(\.key) == [first, second])
    }

    @Test(
        "Strings escaped as Xcode escapes them: quote, backslash, line feed, tab, controls; / and the rest as they are",
        arguments: [
            ("say \"hi\"", #""say \"hi\"""#), (#"a\b"#, #""a\\b""#), ("one\ntwo", #""one\ntwo""#), ("a\tb", #""a\tb""#),
            ("\u{18}", #""\u0018""#), ("A/B", #""A/B""#), ("café ✨ 日本", "\"café ✨ 日本\""),
            ("line\u{2028}separator", "\"line\u{2028}separator\""), ("no\u{A0}break", "\"no\u{A0}break\""),
        ])
    func escapes(text: String, written: String) {
        #expect(XcodeJSON.quoted(text, style: .xcode) == written)
    }

    @Test("A merge into the catalog adds lines and changes none; the same export again changes no byte")
    func merge() throws {
        let text = String(decoding: try Self.bytes(), as: UTF8.self)
        // Its languages, de and fr, with the built-in messages.
        let languages = CatalogExport.languages(ofStringCatalog: try Self.bytes())
        #expect(languages == ["de", "fr"])
        let export = CatalogExport(catalogs: .builtIn, locales: .only(languages))
        let merge = try export.stringCatalog(mergingInto: Array(text.utf8))
        #expect(merge.added.count == 22 && merge.updated == [] && merge.kept == 14)
        #expect(ExportLines.onlyAdded(text, merge.text))
        // Each added string is in Xcode's format: the whole file is as Xcode would write it.
        let tree = try #require(XcodeJSON.parse(Array(merge.text.utf8)))
        #expect(XcodeJSON.text(tree.value, style: .xcode) == merge.text)
        #expect(try export.stringCatalog(mergingInto: Array(merge.text.utf8)).text == merge.text)
    }
}

/// Whether one text is another with lines added and none changed or removed.
enum ExportLines {
    static func onlyAdded(_ before: String, _ after: String) -> Bool {
        var remaining = before.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in after.split(separator: "\n", omittingEmptySubsequences: false) where line == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }
}

/// The corpus of real Xcode-written catalogs (Scripts/corpus/fetch-xcstrings.sh), when
/// `SLIDER_SPEECH_XCSTRINGS_CORPUS` names its folder (Scripts/corpus/check-xcstrings.sh sets
/// it): each file given back byte for byte by the writer, its keys in Xcode's order, and a
/// merge of the export that adds lines only and is the same when made again.
@Suite(
    "Xcode's formatting: the corpus of real catalogs",
    .enabled(
        if: ProcessInfo.processInfo.environment["SLIDER_SPEECH_XCSTRINGS_CORPUS"] != nil,
        "SLIDER_SPEECH_XCSTRINGS_CORPUS is not set: the corpus check is run by Scripts/corpus/check-xcstrings.sh"))
struct XcodeCorpusTests {
    static var folder: String { ProcessInfo.processInfo.environment["SLIDER_SPEECH_XCSTRINGS_CORPUS"] ?? "" }

    /// The one pair of keys out of Xcode's order in the corpus: CotEditor's Document.xcstrings
    /// has "Toolbar.documentHistory.label" between the "forward" and "back" keys, where a key
    /// renamed by hand stayed (the file is otherwise Xcode's to the byte).
    static let handOrdered = [
        "coteditor-Document.xcstrings": ["Toolbar.documentHistory.label > Toolbar.documentHistory.back.label"]
    ]

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xcstrings") }.sorted()
    }

    @Test("At least ten catalogs; each given back byte for byte (a final line feed of its own kept), keys in Xcode's order")
    func corpus() throws {
        let files = try Self.files()
        #expect(files.count >= 10)
        for name in files {
            let bytes = Array(try #require(FileManager.default.contents(atPath: Self.folder + "/" + name)))
            let tree = try #require(XcodeJSON.parse(bytes), "\(name)")
            #expect(XcodeJSON.style(of: tree, in: bytes) == .xcode, "\(name)")
            let span = try #require(tree.span)
            #expect(Array(XcodeJSON.text(tree.value, style: .xcode).utf8) == Array(bytes[span]), "\(name)")
            var outOfOrder: [String] = []
            func walk(_ value: XcodeJSON.Value) {
                let keys = value.members.map(\.key)
                for (first, second) in zip(keys, keys.dropFirst()) where RootCollation.shared.precedes(second, first) {
                    outOfOrder.append("\(first) > \(second)")
                }
                for member in value.members { walk(member.node.value) }
            }
            walk(tree.value)
            #expect(outOfOrder == (Self.handOrdered[name] ?? []), "\(name)")
        }
    }

    @Test("A merge of the built-in catalog in each file's languages adds lines only; again, it changes no byte")
    func merges() throws {
        for name in try Self.files() {
            let bytes = Array(try #require(FileManager.default.contents(atPath: Self.folder + "/" + name)))
            let export = CatalogExport(catalogs: .builtIn, locales: .only(CatalogExport.languages(ofStringCatalog: bytes)))
            let merge = try export.stringCatalog(mergingInto: bytes)
            #expect(merge.added.count == 22, "\(name)")
            #expect(ExportLines.onlyAdded(String(decoding: bytes, as: UTF8.self), merge.text), "\(name)")
            #expect(try export.stringCatalog(mergingInto: Array(merge.text.utf8)).text == merge.text, "\(name)")
        }
    }
}
