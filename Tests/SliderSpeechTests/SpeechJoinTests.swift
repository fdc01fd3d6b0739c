import Foundation
import SliderFormatting
import Testing

@testable import SliderSpeech

/// The compiled path writes a message's speech form piece by piece (its own text's runs, then
/// each argument's speech form); a space separator other than U+0020 right between two digits
/// goes from a whole text's speech form, and must go as well where one of the digits is in the
/// next piece. Held here to the speech form of the whole message as ICU formats it with each
/// argument's speech form, as the `message` fuzz target holds it.
@Suite("Speech forms joined piece by piece agree with the whole message's")
struct SpeechJoinTests {
    /// One message: its pattern, locale, arguments by name, and the speech form expected.
    struct Composed: CustomTestStringConvertible, Sendable {
        let pattern: String
        let locale: String
        let arguments: [String: CompiledMessage.Value]
        let speech: String

        init(_ pattern: String, _ locale: String, _ arguments: [String: CompiledMessage.Value], _ speech: String) {
            self.pattern = pattern
            self.locale = locale
            self.arguments = arguments
            self.speech = speech
        }

        /// A message in English.
        init(_ pattern: String, _ arguments: [String: CompiledMessage.Value], _ speech: String) {
            self.init(pattern, "en", arguments, speech)
        }

        var testDescription: String { "\(pattern.debugDescription) in \(locale)" }
    }

    static func text(_ text: String, isolated: Bool = false) -> CompiledMessage.Value {
        .text(text, speech: SpeechText.speechForm(of: text), isolated: isolated)
    }

    /// The compiled form's text and speech form, and MessageFormat's text and the speech form of
    /// its text with each argument's speech form.
    static func both(_ pattern: String, _ locale: ICULocale, _ arguments: [String: CompiledMessage.Value]) throws -> (
        compiled: LocalizedText?, text: String, speech: String
    ) {
        let compiled = try #require(CompiledMessage.compiled(pattern: pattern, locale: locale), "not compiled: \(pattern)")
        let icu = try MessageFormat(pattern: pattern, locale: locale)
        var textArguments: [String: MessageFormat.Value] = [:]
        var speechArguments: [String: MessageFormat.Value] = [:]
        for (name, value) in arguments {
            switch value {
            case .number(let number):
                textArguments[name] = .number(number)
                speechArguments[name] = .number(number)
            case .text(let text, let speech, let isolated):
                textArguments[name] = .string(isolated ? "\u{2068}" + text + "\u{2069}" : text)
                speechArguments[name] = .string(speech)
            }
        }
        let formatted = compiled.format { arguments[compiled.names[$0]] }
        return (formatted, try icu.format(textArguments), SpeechText.speechForm(of: try icu.format(speechArguments)))
    }

    @Test(
        "A grouping space at a join between pieces goes where a digit is on each side",
        arguments: [
            // The fuzz input that found it: `5 ` (U+00A0) of the text, then the number 0.
            Composed(" 5\u{A0}{a} ", ["a": .number(0)], " 50 "),
            // A digit and the space in the text, the digit in the argument: `d Zs | d`.
            Composed("Total 1\u{A0}{n}", ["n": .number(5)], "Total 15"),
            Composed("1\u{202F}{n} items", ["n": text("234")], "1234 items"),
            Composed("\u{661}\u{2009}{n}", "ar-EG", ["n": .number(7)], "\u{661}\u{667}"),
            Composed("\u{967}\u{A0}{n}", ["n": text("\u{966}\u{966}\u{966}")], "\u{967}\u{966}\u{966}\u{966}"),
            // The digit in the argument, the space and the digit in the text: `d | Zs d`.
            Composed("{n}\u{202F}000 items", ["n": .number(5)], "5000 items"),
            Composed("{n}\u{A0}\u{660}\u{660}\u{660}", "ar-EG", ["n": .number(2)], "\u{662}\u{660}\u{660}\u{660}"),
            Composed("{n}\u{2009}\u{966}\u{966}", ["n": text("\u{968}")], "\u{968}\u{966}\u{966}"),
            Composed("{n}\u{A0}1", ["n": text("\u{663}")], "\u{663}1"),
            // The space alone between two arguments: `d | Zs | d`.
            Composed("{a}\u{2009}{b}", ["a": .number(1), "b": .number(2)], "12"),
            Composed("{a}\u{A0}{b}", "ar-EG", ["a": .number(3), "b": .number(4)], "\u{663}\u{664}"),
            Composed("{a}\u{202F}{b}", ["a": text("\u{969}"), "b": text("\u{96A}\u{966}")], "\u{969}\u{96A}\u{966}"),
            Composed("{a}\u{202F}{b}", ["a": text("7"), "b": text("\u{665}")], "7\u{665}"),
            // An argument's text isolated: its speech form is not, and the space goes as well.
            Composed("{a}\u{A0}{b}", ["a": text("5", isolated: true), "b": text("6", isolated: true)], "56"),
            // An empty argument between the space and the digit joins nothing.
            Composed("1\u{A0}{e}{n}", ["e": text(""), "n": .number(2)], "12"),
            Composed("{n}{e}\u{A0}2", ["e": text(""), "n": .number(5)], "52"),
            Composed("{a}{e}\u{A0}{f}{b}", ["a": .number(8), "b": .number(9), "e": text(""), "f": text("")], "89"),
            // Numbers that group their own digits, beside the text's.
            Composed("{n}\u{A0}\u{20AC}", "fr", ["n": .number(1_234.5)], "1234,5 \u{20AC}"),
            Composed("{n}\u{A0}{m}", "fr", ["n": .number(1_234.5), "m": .number(5)], "1234,55"),
            Composed(
                "{n} \u{434}\u{43E}\u{43B}\u{43B}\u{430}\u{440}\u{430}", "ru", ["n": .number(1_077)],
                "1077 \u{434}\u{43E}\u{43B}\u{43B}\u{430}\u{440}\u{430}"),
            // Plurals: `#` and a plural's text beside the text around the plural.
            Composed("1\u{A0}{n, plural, one {#} other {#}}", ["n": .number(5)], "15"),
            Composed("{n, plural, other {#\u{A0}}}{m}", ["n": .number(5), "m": .number(6)], "56"),
            Composed("{n, plural, other {\u{A0}#}}", ["n": .number(3)], " 3"),
            Composed("4{n, plural, other {\u{A0}#}}", ["n": .number(3)], "43"),
            Composed("4{n, plural, =3 {\u{A0}} other {x}}{m}", ["n": .number(3), "m": .number(1)], "41"),
            // A space that is not between two digits stays a space.
            Composed("{a}\u{A0}km", ["a": .number(5)], "5 km"),
            Composed("km\u{A0}{a}", ["a": .number(5)], "km 5"),
            Composed("{a}\u{A0}\u{A0}{b}", ["a": .number(5), "b": .number(6)], "5  6"),
            Composed("{a}\u{A0}{b}", ["a": text("x"), "b": .number(6)], "x 6"),
            Composed("{a}\u{A0}{b}", ["a": .number(5), "b": text("%")], "5 %"),
            Composed("{a}\u{2009}", ["a": .number(5)], "5 "),
            Composed("\u{202F}{a}", ["a": .number(5)], " 5"),
            // U+0020 between digits stays.
            Composed("{a} {b}", ["a": .number(5), "b": .number(6)], "5 6"),
            Composed("1 {n}", ["n": .number(2)], "1 2"),
            // A format character between the digit and the space: not right between digits.
            Composed("1\u{200F}\u{A0}{n}", ["n": .number(5)], "1 5"),
            Composed("{n}\u{200E}\u{A0}0", ["n": .number(5)], "5 0"),
            Composed("{n}\u{A0}\u{200E}0", ["n": .number(5)], "5 0"),
            Composed("{n}\u{A0}", "ar-EG", ["n": .number(-5)], "-\u{665} "),
        ])
    func composed(_ expected: Composed) throws {
        let locale = try ICULocale(expected.locale)
        let (compiled, text, speech) = try Self.both(expected.pattern, locale, expected.arguments)
        let formatted = try #require(compiled)
        #expect(formatted.text == text)
        #expect(Array(formatted.speech.unicodeScalars) == Array(expected.speech.unicodeScalars))
        #expect(Array(speech.unicodeScalars) == Array(expected.speech.unicodeScalars))
    }

    @Test("An argument bound into the message's text joins as the text does")
    func bound() throws {
        let locale = try ICULocale("en")
        let compiled = try #require(CompiledMessage.compiled(pattern: "{a}\u{A0}{b}{c}", locale: locale))
        let bound = compiled.binding { slot in compiled.names[slot] == "a" ? ("7", "7") : nil }
        let formatted = try #require(
            bound.format { slot in
                compiled.names[slot] == "b" ? .number(8) : compiled.names[slot] == "c" ? Self.text("\u{A0}9") : nil
            })
        // The text of c in its speech form is " 9": that space is the argument's, and stays.
        #expect(formatted.speech == "78 9")
    }

    /// A small random generator of a fixed seed (SplitMix64), so that a failure repeats.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Characters of the literal pieces: digits of three scripts, space separators, letters and
    /// marks.
    static let alphabet: [String] = [
        "1", "0", "7", "\u{661}", "\u{660}", "\u{967}", "\u{966}", "\u{A0}", "\u{A0}", "\u{202F}", "\u{202F}", "\u{2009}",
        " ", "a", "\u{200F}", "\u{200E}", "-", ",",
    ]

    /// Texts of text arguments.
    static let argumentTexts: [String] = ["5", "12", "\u{663}\u{664}", "\u{968}", "x", "", "\u{A0}3", "4\u{202F}", "7 "]

    static let numbers: [Double] = [0, 1, 5, 12, 999, 1_077, 1_234.5, 2_500, 1_000_000, -3, 0.5]

    @Test("Random messages of digits and spaces: the compiled speech form is the whole message's")
    func random() throws {
        var random = Seeded(state: 0x5EED_2026)
        let locales = try ["en", "fr", "ru", "ar-EG", "hi-IN", "pl", "mr"].map { try ICULocale($0) }
        var compared = 0
        var joinsDropped = 0
        for _ in 0..<3_000 {
            let locale = locales.randomElement(using: &random)!
            var arguments: [String: CompiledMessage.Value] = [:]
            var pattern = ""
            func literal() -> String {
                (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }
                    .joined()
            }
            func argument() -> String {
                let name = "a\(arguments.count)"
                if Bool.random(using: &random) {
                    arguments[name] = .number(Self.numbers.randomElement(using: &random)!)
                } else {
                    arguments[name] = Self.text(
                        Self.argumentTexts.randomElement(using: &random)!, isolated: Bool.random(using: &random))
                }
                return "{\(name)}"
            }
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                pattern += literal()
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    // A plural whose variant holds `#` between literal pieces.
                    let name = "p\(arguments.count)"
                    arguments[name] = .number(Self.numbers.filter { $0 >= 0 }.randomElement(using: &random)!)
                    pattern += "{\(name), plural, other {\(literal())#\(literal())}}"
                default:
                    pattern += argument()
                }
            }
            pattern += literal()
            guard CompiledMessage.compiled(pattern: pattern, locale: locale) != nil else { continue }
            let (compiled, text, speech) = try Self.both(pattern, locale, arguments)
            let formatted = try #require(compiled, "declined: \(pattern.debugDescription)")
            #expect(formatted.text == text, "\(pattern.debugDescription) in \(locale)")
            #expect(
                Array(formatted.speech.utf8) == Array(speech.utf8),
                "\(formatted.speech.debugDescription) ≠ \(speech.debugDescription): \(pattern.debugDescription) in \(locale)")
            compared += 1
            // How often a join mattered: the speech form made piece by piece, as before.
            if formatted.speech.utf8.count < Self.pieceByPiece(pattern, locale, arguments) { joinsDropped += 1 }
        }
        #expect(compared == 3_000)
        // The random messages meet the joins often (a few hundred times with this seed).
        #expect(joinsDropped > 100, "only \(joinsDropped) messages dropped a space at a join")
    }

    /// The length of the speech form made by joining each piece's own speech form, as the
    /// compiled form did before its joins looked at the pieces' edges: literals split at the
    /// arguments (whose speech forms are each their own).
    static func pieceByPiece(_ pattern: String, _ locale: ICULocale, _ arguments: [String: CompiledMessage.Value]) -> Int {
        var total = 0
        guard let parsed = try? ParsedMessage(pattern: pattern) else { return 0 }
        func walk(_ nodes: [MessageNode], pound: Double?) {
            for node in nodes {
                switch node {
                case .text(let run, _):
                    total += SpeechText.speechForm(of: run).utf8.count
                case .pound:
                    if let pound, let written = try? MessageFormat(pattern: "{n}", locale: locale).format(["n": .number(pound)]) {
                        total += SpeechText.speechForm(of: written).utf8.count
                    }
                case .argument(let argument):
                    switch arguments[argument.name] {
                    case .number(let number)?:
                        if case .plural = argument.kind {
                            if let variant = argument.variants.first { walk(variant.nodes, pound: number) }
                        } else if let written = try? MessageFormat(pattern: "{n}", locale: locale).format(["n": .number(number)])
                        {
                            total += SpeechText.speechForm(of: written).utf8.count
                        }
                    case .text(_, let speech, _)?:
                        total += speech.utf8.count
                    case nil:
                        break
                    }
                }
            }
        }
        walk(parsed.nodes, pound: nil)
        return total
    }
}
