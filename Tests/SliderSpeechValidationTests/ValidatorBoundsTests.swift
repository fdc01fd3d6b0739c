import SliderFormatting
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// The validator's work is bounded: variant paths are enumerated within a budget of steps,
/// and a message beyond it is said to be too complex rather than checked for ever.
@Suite("Validator bounds")
struct ValidatorBoundsTests {
    static func structure(_ pattern: String) throws -> MessageStructure {
        MessageStructure(try ParsedMessage(pattern: pattern))
    }

    @Test("Steps are counted path by path: two arguments of two variants make 2 + 4 × 2 steps")
    func stepsCounted() throws {
        let enumeration = try Self.structure("{a, select, x {1} other {2}} {b, plural, one {#} other {#}}").enumeration
        #expect(enumeration.complete)
        #expect(enumeration.stepsVisited == 10)
        #expect(enumeration.paths.map(\.label) == ["a=x/b=one", "a=x/b=other", "a=other/b=one", "a=other/b=other"])
    }

    @Test("Variant paths inside variants are enumerated once per variant, not once per path before them")
    func innerPathsOnce() throws {
        // Ten selects of two variants, each variant holding one select of two variants.
        let inner = "{i, select, p {x} other {y}}"
        let pattern = (0..<10).map { "{s\($0), select, a {\(inner)} other {\(inner)}}" }.joined(separator: " ")
        let enumeration = try Self.structure(pattern).enumeration
        #expect(enumeration.complete)
        #expect(enumeration.paths.count == MessageStructure.pathLimit)
        #expect(enumeration.stepsVisited <= MessageStructure.stepBudget)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let pattern: String
        var testDescription: String { name }
    }

    static func selects(_ outer: Int, holding inner: Int) -> String {
        let innerText = (0..<inner).map { "{s\($0), select, a {x} other {y}}" }.joined(separator: " ")
        return (0..<outer).map { "{t\($0), select, a {\(innerText)} other {\(innerText)}}" }.joined(separator: " ")
    }

    static func plurals(_ count: Int) -> String {
        (0..<count).map { "{n\($0), plural, one {# a} other {# b}}" }.joined(separator: " ")
    }

    @Test(
        "A message beyond the budget stops within it and is too complex",
        arguments: [
            Row(name: "10 selects holding 10 selects", pattern: selects(10, holding: 10)),
            Row(name: "500 plurals", pattern: plurals(500)), Row(name: "2,000 plurals", pattern: plurals(2_000)),
        ])
    func beyondTheBudget(_ row: Row) throws {
        let enumeration = try Self.structure(row.pattern).enumeration
        #expect(!enumeration.complete)
        // The step that passes the budget copies at most one path (2,001 steps here).
        #expect(enumeration.stepsVisited <= MessageStructure.stepBudget + 2_001)
    }

    @Test("The validator says so: a too-complex warning, names compared over the whole message")
    func tooComplexFinding() throws {
        let pattern = Self.selects(10, holding: 10)
        let translated = pattern.replacingOccurrences(of: "{x}", with: "{xx}").replacingOccurrences(of: "{s9,", with: "{zz,")
        let en = #"{"a": "\#(pattern)"}"#
        let fr = #"{"a": "\#(translated)"}"#
        let result = try CatalogValidator().validate(files: [
            CatalogValidator.InputFile(path: "en.json", bytes: Array(en.utf8)),
            CatalogValidator.InputFile(path: "fr.json", bytes: Array(fr.utf8)),
        ])
        let lines = result.findings.map(\.description)
        #expect(
            lines.contains(
                "fr.json:1: warning too-complex: fr a: too complex to check fully: its variants make more paths than 200000 steps can enumerate, so argument names were compared over the whole message, not variant by variant"
            ))
        #expect(lines.contains("fr.json:1: error argument-mismatch: fr a: uses {zz}, which the source does not have"))
        #expect(lines.contains("fr.json:1: error argument-mismatch: fr a: lacks {s9}, which the source has"))
    }

    @Test("Rendering tries each plural sample once per argument: 2,000 plurals render without a too-complex finding")
    func renderingLinear() throws {
        let pattern = Self.plurals(2_000)
        let en = #"{"a": "\#(pattern)"}"#
        let result = try CatalogValidator().validate(files: [CatalogValidator.InputFile(path: "en.json", bytes: Array(en.utf8))])
        #expect(result.findings.filter { $0.rule == .tooComplex || $0.rule == .render }.isEmpty)
    }

    @Test("A failing round is tried argument by argument, naming the one at fault")
    func renderPinpoints() throws {
        // Only b = 1 (English 'one') leaves an argument unformatted.
        let pattern = "{a, plural, one {# a} other {# as}} {b, plural, one {{b, select, other {x}}} other {# bs}}"
        let en = #"{"m": "\#(pattern)"}"#
        let result = try CatalogValidator().validate(files: [CatalogValidator.InputFile(path: "en.json", bytes: Array(en.utf8))])
        #expect(
            result.findings.filter { $0.rule == .render }.map(\.description) == [
                "en.json:1: error render: en m: fails to format for b = 1: MessageFormat::format failed: U_INVALID_FORMAT_ERROR"
            ])
    }

    @Test("String Catalog variations past 512 paths: a too-complex warning; a plural cut short still lists its categories")
    func stringCatalogBudget() {
        // `one` holds 600 device variants, more than the budget; `other` is beyond it, not
        // walked, and still counts as given: no missing-other.
        let devices = (0..<600).map { #""d\#($0)": \#(Catalogs.unit("%lld x"))"# }.joined(separator: ", ")
        let localization =
            #"{"variations": {"plural": {"one": {"variations": {"device": {\#(devices)}}}, "other": \#(Catalogs.unit("%lld y"))}}}"#
        let catalog = Catalogs.stringCatalog(key: "%lld x", [("en", localization), ("de", localization)])
        #expect(
            Catalogs.findings(stringCatalog: catalog) == [
                "3:1: warning too-complex: en %lld x: too complex to check fully: its variations make more than 512 paths, so only its first 512 were checked",
                "4:1: warning too-complex: de %lld x: too complex to check fully: its variations make more than 512 paths, so only its first 512 were checked",
            ])
    }

    @Test("Substitutions whose products pass the budget are cut there, and say so")
    func substitutionProducts() {
        // Three substitutions of eight variants each: 512 products, then a fourth: 4,096.
        func substitution(_ name: String, argument: Int) -> String {
            let forms = ["zero", "one", "two", "few", "many", "other", "=3", "=4"].map {
                #""\#($0)": \#(Catalogs.unit("%arg \(name)"))"#
            }
            .joined(separator: ", ")
            return #""\#(name)": {"argNum": \#(argument), "formatSpecifier": "lld", "variations": {"plural": {\#(forms)}}}"#
        }
        func localization(_ names: [String]) -> String {
            let text = names.map { "%#@\($0)@" }.joined(separator: " ")
            let substitutions = names.enumerated().map { substitution($0.element, argument: $0.offset + 1) }.joined(
                separator: ", ")
            return #"{"stringUnit": {"state": "translated", "value": "\#(text)"}, "substitutions": {\#(substitutions)}}"#
        }
        let three = Catalogs.stringCatalog(key: "k", [("en", localization(["a", "b", "c"]))])
        #expect(Catalogs.findings(stringCatalog: three).filter { $0.contains("too-complex") } == [])
        let four = Catalogs.stringCatalog(key: "k", [("en", localization(["a", "b", "c", "d"]))])
        #expect(
            Catalogs.findings(stringCatalog: four).filter { $0.contains("too-complex") } == [
                "3:1: warning too-complex: en k: too complex to check fully: its variations make more than 512 paths, so only its first 512 were checked"
            ])
    }
}
