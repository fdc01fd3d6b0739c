import SliderFormatting
import SliderSpeech

/// Finds invisible and look-alike characters in the syntax positions of an ICU MessageFormat
/// pattern: argument names, types, styles, selectors and the separators between them — never
/// in text (the `control-character` rule).
///
/// A translator's keyboard can slip a right-to-left mark, a no-break space or a fullwidth comma
/// into `{count, plural, …}`; in text the same characters are typography and pass (a French
/// no-break space before a colon, Japanese fullwidth punctuation). The scan follows ICU's
/// MessageFormat grammar itself, including apostrophe quoting, and reads a fullwidth brace or
/// comma in a syntax position as the ASCII one it stands for, so one slip does not hide the
/// rest of the pattern.
enum SyntaxCharacterScan {
    /// A suspicious character in a syntax position.
    struct Hit: Hashable, Sendable {
        /// Offset in Unicode scalars from the start of the pattern.
        let offset: Int
        let scalar: Unicode.Scalar
        /// What the character is, for the message: ICU's name in lower case.
        var name: String { CharacterClasses.name(of: scalar) }
    }

    /// Whether a character in a syntax position is a slip, by ICU's character data: a space
    /// other than U+0020 or a format character (no-break and zero-width spaces, the byte order
    /// mark, bidi marks, embeddings and isolates), or a look-alike of a syntax character (a
    /// fullwidth brace or comma).
    static func isSuspicious(_ scalar: Unicode.Scalar) -> Bool {
        CharacterClasses.invisible.contains(scalar.value) || CharacterClasses.bidiControls.contains(scalar.value)
            || CharacterClasses.syntaxLookalikes[scalar.value] != nil
    }

    /// The ASCII brace or comma a look-alike stands for (a fullwidth `{`, `}` or `,`), as the
    /// scan reads syntax; `nil` for any other character.
    static func syntaxFold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let ascii = CharacterClasses.syntaxLookalikes[scalar.value], ascii == "{" || ascii == "}" || ascii == ","
        else { return nil }
        return ascii
    }

    /// `pattern` with look-alike braces and commas as the ASCII ones, as the scan reads syntax.
    static func asciiSyntax(_ pattern: String) -> String {
        guard pattern.unicodeScalars.contains(where: { syntaxFold($0) != nil }) else { return pattern }
        var result = String.UnicodeScalarView()
        for scalar in pattern.unicodeScalars { result.append(syntaxFold(scalar) ?? scalar) }
        return String(result)
    }

    /// The suspicious characters in syntax positions of `pattern`, in order.
    static func scan(_ pattern: String) -> [Hit] {
        var scanner = Scanner(scalars: Array(pattern.unicodeScalars))
        scanner.message(inPlural: false, nested: false)
        return scanner.hits
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var hits: [Hit] = []
        /// Arguments open around the current position: past twice the nesting limit the scan
        /// stops, whatever the quoting, so that it cannot exhaust the stack.
        var depth = 0

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        /// The current character as syntax: a look-alike brace or comma (fullwidth, small, …)
        /// read as the ASCII one it stands for.
        func peekSyntax() -> Unicode.Scalar? {
            guard let scalar = current else { return nil }
            return SyntaxCharacterScan.syntaxFold(scalar) ?? scalar
        }

        /// Takes the current character as syntax, recording it when suspicious.
        mutating func consumeSyntax() -> Unicode.Scalar? {
            guard let scalar = current, let syntax = peekSyntax() else { return nil }
            if isSuspicious(scalar) { hits.append(Hit(offset: index, scalar: scalar)) }
            index += 1
            return syntax
        }

        /// Text of a message up to its closing `}` (when nested) or the end.
        mutating func message(inPlural: Bool, nested: Bool) {
            while let scalar = current {
                switch scalar {
                case "'":
                    skipApostrophe(inPlural: inPlural)
                case "{":
                    index += 1
                    argument()
                case "}":
                    if nested {
                        index += 1
                        return
                    }
                    index += 1
                default:
                    index += 1
                }
            }
        }

        /// ICU's apostrophe rules: `''` is one apostrophe; an apostrophe before a syntax
        /// character quotes up to the next single apostrophe; otherwise it is literal.
        mutating func skipApostrophe(inPlural: Bool) {
            index += 1
            guard let next = current else { return }
            if next == "'" {
                index += 1
                return
            }
            guard next == "{" || next == "}" || next == "|" || (inPlural && next == "#") else { return }
            while let scalar = current {
                index += 1
                if scalar == "'" {
                    if current == "'" {
                        index += 1
                        continue
                    }
                    return
                }
            }
        }

        mutating func skipSpace() {
            while let scalar = current, scalar.properties.isPatternWhitespace || scalar == " " {
                if isSuspicious(scalar) { hits.append(Hit(offset: index, scalar: scalar)) }
                index += 1
            }
        }

        /// A word of syntax: up to white space, a comma or a brace (ASCII or fullwidth).
        mutating func word() -> String {
            var text = String.UnicodeScalarView()
            while let scalar = current, let syntax = peekSyntax() {
                if scalar.properties.isPatternWhitespace || syntax == "," || syntax == "{" || syntax == "}" { break }
                _ = consumeSyntax()
                text.append(scalar)
            }
            return String(text)
        }

        /// After `{`: name, then `}` or `,` type, then `}` or `,` style or variants.
        mutating func argument() {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 2 * MessageNesting.limit else {
                index = scalars.count
                return
            }
            skipSpace()
            _ = word()
            skipSpace()
            guard let separator = consumeSyntax() else { return }
            if separator == "}" { return }
            guard separator == "," else {
                skipToClose()
                return
            }
            skipSpace()
            let type = word()
            skipSpace()
            guard let next = consumeSyntax() else { return }
            if next == "}" { return }
            guard next == "," else {
                skipToClose()
                return
            }
            switch type {
            case "plural", "selectordinal": variants(inPlural: true)
            case "select": variants(inPlural: false)
            default: style()
            }
        }

        /// A simple argument's style, up to the argument's `}`, with balanced braces and quoting.
        mutating func style() {
            var depth = 0
            while let scalar = current {
                if scalar == "'" {
                    index += 1
                    while let quoted = current, quoted != "'" { index += 1 }
                    index += 1
                    continue
                }
                guard let syntax = consumeSyntax() else { return }
                if syntax == "{" { depth += 1 }
                if syntax == "}" {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
        }

        /// Selectors (`one`, `=0`, `offset:1`) and their `{…}` messages, up to the closing `}`.
        mutating func variants(inPlural: Bool) {
            while true {
                skipSpace()
                guard let scalar = peekSyntax() else { return }
                if scalar == "}" {
                    _ = consumeSyntax()
                    return
                }
                if scalar == "{" {
                    _ = consumeSyntax()
                    message(inPlural: inPlural, nested: true)
                    continue
                }
                if word().isEmpty { _ = consumeSyntax() }
            }
        }

        /// Recovers from a malformed argument: skip to its closing brace.
        mutating func skipToClose() {
            var depth = 0
            while let scalar = current {
                index += 1
                if scalar == "{" { depth += 1 }
                if scalar == "}" {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
        }
    }
}
