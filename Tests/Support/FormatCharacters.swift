/// The format characters (Unicode general category Cf) a field only assistive technology reads
/// must not hold, written as `U+XXXX`: every one, but a zero-width non-joiner or joiner
/// (U+200C, U+200D) between two letters or a letter's marks, where a script needs it to shape
/// the word. The tests' own statement of the rule, apart from the library's.
public func formatCharacters(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
    return scalars.indices.compactMap { index in
        let scalar = scalars[index]
        guard scalar.properties.generalCategory == .format else { return nil }
        if scalar.properties.isJoinControl, index > 0, index + 1 < scalars.count, isLetter(scalars[index - 1]),
            isLetter(scalars[index + 1])
        {
            return nil
        }
        return "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
}
