// Fuzz target: the compiled message path (CompiledMessage) against ICU's MessageFormat. The
// input's first byte picks a locale; the bytes up to the first NUL are the pattern; the bytes
// after it give each argument, in the order the pattern names them, a number or a text (from a
// table, or from the input), isolated or not. Wherever the compiled form answers, its text form
// must be MessageFormat's text and its speech form the speech form of MessageFormat's text with
// each argument's speech form, byte for byte; it may decline only where a plural gets a text or a
// number that is not finite. Any other difference stops the run with both texts.
import SliderFormatting
import SliderSpeech

let locales = ["en", "ar-EG", "ru", "pl", "cs", "fr", "lv", "ga", "cy", "ja", "he", "fa", "de-CH", "hi-IN", "pt-PT"]
    .compactMap { try? ICULocale($0) }
let numbers: [Double] = [
    0, 1, 2, 3, 5, 11, 21, 101, 1_234.5, -1, -0.0, 0.5, 1.5, 1.0005, 1e15, 1e300, -2.5e-7, .nan, .infinity,
]
let texts: [(text: String, speech: String)] = [
    ("Minimum price", "Minimum price"), ("السعر", "السعر"), ("60 $ שקל", "60 dollars"), ("it's '{x}' #", "it's '{x}' #"),
    ("\u{202E}x\u{2066}\n\u{200F}\u{A0}y", "x y"), ("", ""),
]

/// A byte of the argument material, or 0 past its end.
func next(_ material: inout ArraySlice<UInt8>) -> UInt8 { material.popFirst() ?? 0 }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    let locale = locales[Int(first) % locales.count]
    let rest = bytes.dropFirst()
    let end = rest.firstIndex(of: 0) ?? rest.endIndex
    let pattern = String(decoding: rest[..<end], as: UTF8.self)
    var material = rest[end...].dropFirst()
    guard (try? MessageFormat(pattern: pattern, locale: locale)) != nil,
        let compiled = CompiledMessage.compiled(pattern: pattern, locale: locale),
        let parsed = try? ParsedMessage(pattern: pattern)
    else { return 0 }
    let icu = try! MessageFormat(pattern: pattern, locale: locale)
    let plurals = Set(
        parsed.arguments.compactMap { argument -> String? in
            if case .plural = argument.kind { return argument.name }
            return nil
        })
    var arguments: [CompiledMessage.Value] = []
    var textArguments: [String: MessageFormat.Value] = [:]
    var speechArguments: [String: MessageFormat.Value] = [:]
    var mayDecline = false
    for name in compiled.names {
        let choice = next(&material)
        switch choice % 4 {
        case 0, 1:
            var number = numbers[Int(choice / 4) % numbers.count]
            if choice % 4 == 1 {
                var bits: UInt64 = 0
                for _ in 0..<8 { bits = bits << 8 | UInt64(next(&material)) }
                number = Double(bitPattern: bits)
            }
            arguments.append(.number(number))
            textArguments[name] = .number(number)
            speechArguments[name] = .number(number)
            if plurals.contains(name), !number.isFinite { mayDecline = true }
        default:
            var given = texts[Int(choice / 8) % texts.count]
            if choice % 4 == 3 {
                let length = Int(next(&material) % 24)
                let taken = material.prefix(length)
                material = material.dropFirst(length)
                let text = String(decoding: taken, as: UTF8.self)
                given = (text, SpeechText.speechForm(of: text))
            }
            let isolated = choice & 0x80 != 0
            arguments.append(.text(given.text, speech: given.speech, isolated: isolated))
            textArguments[name] = .string(isolated ? "\u{2068}" + given.text + "\u{2069}" : given.text)
            speechArguments[name] = .string(given.speech)
            if plurals.contains(name) { mayDecline = true }
        }
    }
    let formatted = compiled.format({ arguments[$0] })
    guard let formatted else {
        if !mayDecline { fatalError("the compiled form declined \(pattern.debugDescription) in \(locale)") }
        return 0
    }
    guard let expected = try? icu.format(textArguments), let spoken = try? icu.format(speechArguments) else {
        fatalError(
            "the compiled form wrote \(formatted.text.debugDescription) where MessageFormat failed: \(pattern.debugDescription)")
    }
    if !formatted.text.utf8.elementsEqual(expected.utf8) {
        fatalError(
            "text \(formatted.text.debugDescription) ≠ MessageFormat's \(expected.debugDescription): \(pattern.debugDescription) in \(locale)"
        )
    }
    let expectedSpeech = SpeechText.speechForm(of: spoken)
    if !formatted.speech.utf8.elementsEqual(expectedSpeech.utf8) {
        fatalError(
            "speech \(formatted.speech.debugDescription) ≠ \(expectedSpeech.debugDescription): \(pattern.debugDescription) in \(locale)"
        )
    }
    return 0
}
