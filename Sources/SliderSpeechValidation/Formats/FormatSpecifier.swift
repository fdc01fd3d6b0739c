import SliderSpeech

/// A printf-style format specifier as Apple's String Catalogs (`%@`, `%lld`, `%1$@`, `%.2f`,
/// `%#@name@`) or Android's resources (`%1$s`, `%d`) write it, found by
/// ``FormatSpecifierParser``.
package struct FormatSpecifier: Hashable, Sendable {
    /// What an argument of the specifier is.
    package enum Kind: String, Hashable, Sendable {
        case integer, float, object, character, pointer, boolean
    }

    /// Offset of the `%` in the text, in Unicode scalars.
    package let offset: Int
    /// The specifier as written.
    package let text: String
    /// The explicit argument position (`%2$@` → 2), if written.
    package let position: Int?
    /// The precision digits after `.` (`%.2f` → 2), if written.
    package let precision: Int?
    /// The conversion character (`d`, `@`, `s`, `f`).
    package let conversion: Character
    /// The kind of argument it takes.
    package let kind: Kind
    /// The substitution a String Catalog's `%#@name@` refers to; `nil` for other specifiers.
    package let substitution: String?

    /// Whether the `%` is followed by a space (`% f`): a space flag to printf, but in text the
    /// percent sign of "70% for".
    package var hasSpaceFlag: Bool { text.unicodeScalars.dropFirst().first == " " }
}

/// Finds format specifiers, and the ones that are malformed or hold an invisible character.
package enum FormatSpecifierParser {
    /// Which platform's specifiers a text uses.
    package enum Dialect: Sendable {
        /// Apple's (String Catalogs): `%@`, length modifiers (`%lld`), `%#@name@`.
        case apple
        /// Java's as Android formats them: `%s`, `%d`, `%b`, no length modifiers.
        case android
    }

    /// A problem in a text's specifiers.
    package struct Problem: Hashable, Sendable {
        /// Offset of the `%` in the text, in Unicode scalars.
        package let offset: Int
        /// Whether an invisible or lookalike character is at fault (`control-character`)
        /// rather than the syntax (`syntax`).
        package let isCharacter: Bool
        /// What is wrong.
        package let message: String
    }

    /// What a text holds: its specifiers in order (not `%%`), and its problems.
    package struct Result: Hashable, Sendable {
        package var specifiers: [FormatSpecifier] = []
        package var problems: [Problem] = []

        package init() {}

        /// The argument each position takes (`%@ %d` → 1: object, 2: integer; explicit
        /// positions as written). A `%#@name@` counts in the order but gives no kind here.
        package var arguments: [Int: FormatSpecifier.Kind] {
            var arguments: [Int: FormatSpecifier.Kind] = [:]
            for (specifier, position) in positioned where specifier.substitution == nil {
                // A substitution takes its place in the order; its argument is its own `%arg`.
                arguments[position] = specifier.kind
            }
            return arguments
        }

        /// Each specifier with the argument position it takes: its own, or the next in order.
        package var positioned: [(specifier: FormatSpecifier, position: Int)] {
            var next = 1
            return specifiers.map { specifier in
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                return (specifier, position)
            }
        }

        /// The position each `%#@name@` takes: its `%N$#@name@` position, or its place in the
        /// order of the text's specifiers, as Apple gives a substitution without `argNum`.
        package var substitutionPositions: [String: Int] {
            var positions: [String: Int] = [:]
            for (specifier, position) in positioned {
                if let name = specifier.substitution, positions[name] == nil { positions[name] = position }
            }
            return positions
        }

        /// Whether the text is formatted at all: it has a specifier other than a `%` followed
        /// by a space (`70% for` is text, though printf reads `% f`). `%%` is never a specifier.
        package var isFormatted: Bool { specifiers.contains { !$0.hasSpaceFlag } }

        /// Whether no specifier has an explicit position (`%@ %d`, not `%1$@ %2$d`).
        package var isSequential: Bool { !specifiers.isEmpty && specifiers.allSatisfy { $0.position == nil } }
    }

    static let percentLookalikes: [UInt32: String] = [
        0xFF05: "fullwidth percent sign", 0xFE6A: "small percent sign", 0x066A: "Arabic percent sign",
    ]

    /// Parses the specifiers of `text`. In a String Catalog substitution's variant, `%arg`
    /// stands for the substitution's own argument: pass it as `argument`.
    ///
    /// A text that is not formatted (its source has no specifier, see ``Result/isFormatted``)
    /// is parsed with `formatted: false`: its percent signs are text, and only a plain
    /// specifier that no letter or digit follows (`%@`, `%1$s`, `%d`, `%lld`) counts, with no
    /// problem reported ("50%de descuento" has none; "Volume %s" has `%s`).
    package static func parse(
        _ text: String, dialect: Dialect, argument: (position: Int, conversion: String)? = nil, formatted: Bool = true
    ) -> Result {
        // Most texts hold no '%' and no look-alike of one: nothing to parse.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0xD9 || $0 == 0xEF }) else { return Result() }
        let scalars = Array(text.unicodeScalars)
        guard formatted else { return plainSpecifiers(scalars, dialect: dialect) }
        var result = Result()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value >= 0x066A, let name = percentLookalikes[scalar.value], index + 1 < scalars.count,
                let end = specifierEnd(scalars, from: index + 1, dialect: dialect), scalars[index + 1] != "%"
            {
                let written = String(String.UnicodeScalarView(scalars[index..<end]))
                result.problems.append(
                    Problem(
                        offset: index, isCharacter: true,
                        message:
                            "\(name) (U+\(hex(scalar.value))) in '\(written)' at offset \(index): a format specifier needs '%'"))
                index = end
                continue
            }
            guard scalar == "%" else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < scalars.count else {
                result.problems.append(
                    Problem(offset: start, isCharacter: false, message: "a lone '%' at the end (write %% for a percent sign)"))
                break
            }
            if scalars[index] == "%" {
                index += 1
                continue
            }
            if let argument, scalars[index...].starts(with: "arg".unicodeScalars) {
                index += 3
                let parsed = parse("%\(argument.position)$\(argument.conversion)", dialect: dialect)
                if let specifier = parsed.specifiers.first {
                    result.specifiers.append(
                        FormatSpecifier(
                            offset: start, text: "%arg", position: argument.position, precision: specifier.precision,
                            conversion: specifier.conversion, kind: specifier.kind, substitution: nil))
                } else {
                    result.problems.append(
                        Problem(
                            offset: start, isCharacter: false,
                            message: "the substitution's formatSpecifier '\(argument.conversion)' is no format specifier"))
                }
                continue
            }
            if dialect == .apple, let (position, hash) = substitutionStart(scalars, from: index) {
                var cursor = hash + 2
                var name = ""
                while cursor < scalars.count, scalars[cursor] != "@", scalars[cursor] != " " {
                    name.unicodeScalars.append(scalars[cursor])
                    cursor += 1
                }
                guard cursor < scalars.count, scalars[cursor] == "@", !name.isEmpty else {
                    result.problems.append(
                        Problem(
                            offset: start, isCharacter: false,
                            message: "'%#@' at offset \(start) does not name a substitution closed by '@'"))
                    index = cursor
                    continue
                }
                let written = String(String.UnicodeScalarView(scalars[start...cursor]))
                result.specifiers.append(
                    FormatSpecifier(
                        offset: start, text: written, position: position, precision: nil, conversion: "@", kind: .object,
                        substitution: name))
                index = cursor + 1
                continue
            }
            // An invisible character inside the specifier (before its conversion).
            var probe = index
            while probe < scalars.count, probe < index + 8, !isConversion(scalars[probe], dialect: dialect) {
                if SyntaxCharacterScan.isSuspicious(scalars[probe]) {
                    let name = SyntaxCharacterScan.Hit(offset: probe, scalar: scalars[probe]).name
                    result.problems.append(
                        Problem(
                            offset: probe, isCharacter: true,
                            message: "\(name) (U+\(hex(scalars[probe].value))) inside a format specifier at offset \(start)"))
                    break
                }
                if !(isFlag(scalars[probe]) || scalars[probe].properties.numericType != nil || scalars[probe] == "$"
                    || scalars[probe] == "." || scalars[probe] == "*" || "hlqLztj".unicodeScalars.contains(scalars[probe]))
                {
                    break
                }
                probe += 1
            }
            if result.problems.last?.offset == probe, result.problems.last?.isCharacter == true {
                index = probe + 1
                continue
            }
            guard let end = specifierEnd(scalars, from: index, dialect: dialect) else {
                let next = scalars[index]
                let shown = next.properties.isWhitespace ? "a space" : "'\(Character(next))'"
                result.problems.append(
                    Problem(
                        offset: start, isCharacter: false,
                        message:
                            "'%' followed by \(shown) at offset \(start) is no format specifier (write %% for a percent sign)"))
                continue
            }
            // Android's %n is a line break, with no argument.
            if dialect == .android, scalars[end - 1] == "n" {
                index = end
                continue
            }
            let found = specifier(scalars, start: start, end: end, dialect: dialect)
            // Apple ignores a space flag before `@`: `% @` shows its object as `%@` does.
            if found.hasSpaceFlag, !(dialect == .apple && found.conversion == "@") {
                result.problems.append(
                    Problem(
                        offset: start, isCharacter: false,
                        message:
                            "'\(found.text)' at offset \(start) is a specifier with a space flag, as a percent sign before a "
                            + "space becomes in a formatted string (write %% for a percent sign)"
                    ))
            }
            result.specifiers.append(found)
            index = end
        }
        return result
    }

    /// After a `%` at `from - 1`: where a substitution's `#@` starts, with the position written
    /// before it (`%2$#@name@`), or `nil` when no `#@` follows.
    static func substitutionStart(_ scalars: [Unicode.Scalar], from: Int) -> (position: Int?, hash: Int)? {
        var index = from
        var digits = ""
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
            digits.unicodeScalars.append(scalars[index])
            index += 1
        }
        var position: Int?
        if !digits.isEmpty {
            guard index < scalars.count, scalars[index] == "$", let value = Int(digits), value >= 1 else { return nil }
            position = value
            index += 1
        }
        guard index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" else { return nil }
        return (position, index)
    }

    /// The plain specifiers of a text that is not formatted: `%`, an optional position, an
    /// optional length modifier (Apple) and a common conversion, with no letter or digit after.
    static func plainSpecifiers(_ scalars: [Unicode.Scalar], dialect: Dialect) -> Result {
        var result = Result()
        let conversions: String.UnicodeScalarView = dialect == .apple ? "@dDiuUsSfx".unicodeScalars : "sdfx".unicodeScalars
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            let start = index
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" {
                index = cursor + 1
                continue
            }
            var digits = 0
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                cursor += 1
                digits += 1
            }
            if digits > 0 {
                guard cursor < scalars.count, scalars[cursor] == "$" else {
                    index = cursor
                    continue
                }
                cursor += 1
            }
            if dialect == .apple {
                for modifier in ["ll", "l", "q", "z"] where scalars[cursor...].starts(with: modifier.unicodeScalars) {
                    cursor += modifier.unicodeScalars.count
                    break
                }
            }
            guard cursor < scalars.count, conversions.contains(scalars[cursor]) else {
                index = cursor
                continue
            }
            let end = cursor + 1
            if end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil {
                index = end
                continue
            }
            result.specifiers.append(specifier(scalars, start: start, end: end, dialect: dialect))
            index = end
        }
        return result
    }

    /// Whether aapt2 refuses a formatted Android string for "multiple substitutions specified
    /// in non-positional format": more than one `%` that is neither `%%` nor `%n`, one of them
    /// without a position. This is aapt2's own scan (`VerifyJavaStringFormat`), percent signs of
    /// text included, so "100% sure, 50% done" is refused as the compiler refuses it; a string
    /// it takes for a `Time.format` pattern passes.
    package static func hasNonPositionalSubstitutions(_ text: String) -> Bool {
        let characters = Array(text.utf8)
        var index = 0
        var count = 0
        var nonPositional = false
        while index < characters.count {
            if characters[index] == UInt8(ascii: "%"), index + 1 < characters.count {
                index += 1
                if characters[index] == UInt8(ascii: "%") || characters[index] == UInt8(ascii: "n") {
                    index += 1
                    continue
                }
                count += 1
                let digitsStart = index
                while index < characters.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[index]) {
                    index += 1
                }
                if index > digitsStart {
                    if index < characters.count, characters[index] != UInt8(ascii: "$") { nonPositional = true }
                } else if characters[index] == UInt8(ascii: "<") {
                    nonPositional = true
                    index += 1
                    if index < characters.count, characters[index] == UInt8(ascii: "$") { index += 1 }
                } else {
                    nonPositional = true
                }
                while index < characters.count, "-#+ ,(0123456789".utf8.contains(characters[index]) { index += 1 }
                if index < characters.count, "DFKMWZkmwyz".utf8.contains(characters[index]) { return false }
            }
            if index < characters.count { index += 1 }
        }
        return count > 1 && nonPositional
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func isFlag(_ scalar: Unicode.Scalar) -> Bool { "-+ #0',(".unicodeScalars.contains(scalar) }

    static func isConversion(_ scalar: Unicode.Scalar, dialect: Dialect) -> Bool {
        switch dialect {
        case .apple: return "dDiuUoOxXfFeEgGaAcCsSp@".unicodeScalars.contains(scalar)
        case .android: return "sSdfxXoeEgGaAbBcChHn".unicodeScalars.contains(scalar)
        }
    }

    /// The index after the specifier that starts after a `%` at `from - 1`, or `nil` when none does.
    static func specifierEnd(_ scalars: [Unicode.Scalar], from: Int, dialect: Dialect) -> Int? {
        var index = from
        func digits() -> Bool {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index > start
        }
        // Position: digits then '$'.
        let save = index
        if digits(), index < scalars.count, scalars[index] == "$" { index += 1 } else { index = save }
        while index < scalars.count, isFlag(scalars[index]) { index += 1 }
        if index < scalars.count, scalars[index] == "*" { index += 1 } else { _ = digits() }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            if index < scalars.count, scalars[index] == "*" { index += 1 } else { _ = digits() }
        }
        if dialect == .apple {
            for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
            where scalars[index...].starts(with: modifier.unicodeScalars) {
                index += modifier.unicodeScalars.count
                break
            }
        }
        guard index < scalars.count, isConversion(scalars[index], dialect: dialect) else { return nil }
        return index + 1
    }

    static func specifier(_ scalars: [Unicode.Scalar], start: Int, end: Int, dialect: Dialect) -> FormatSpecifier {
        let body = Array(scalars[(start + 1)..<end])
        var position: Int?
        if let dollar = body.firstIndex(of: "$"), dollar > 0, body[..<dollar].allSatisfy({ ("0"..."9").contains($0) }) {
            position = Int(String(String.UnicodeScalarView(body[..<dollar])))
        }
        var precision: Int?
        if let dot = body.firstIndex(of: ".") {
            let digits = body[(dot + 1)...].prefix { ("0"..."9").contains($0) }
            precision = Int(String(String.UnicodeScalarView(digits))) ?? 0
        }
        let conversion = Character(body[body.count - 1])
        let kind: FormatSpecifier.Kind
        switch conversion {
        case "d", "D", "i", "u", "U", "o", "O", "x", "X": kind = .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": kind = .float
        case "c", "C": kind = .character
        case "p": kind = .pointer
        case "b", "B": kind = .boolean
        default: kind = .object
        }
        return FormatSpecifier(
            offset: start, text: String(String.UnicodeScalarView(scalars[start..<end])), position: position,
            precision: precision, conversion: conversion, kind: kind, substitution: nil)
    }
}
