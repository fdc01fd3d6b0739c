import SliderSpeech

/// The Android resource folder of a BCP 47 tag: `values-fr`, `values-pt-rBR`, and the `b+`
/// form only where the older form cannot say it — a script or a three-digit region
/// (`values-b+sr+Latn`, `values-b+es+419`).
///
/// Language codes stay as written: `he`, `id`, `yi` and `fil` (aapt compiles `values-he`, and
/// the validator reads it as `he`, as it reads the retired `values-iw`).
enum AndroidLocaleFolder {
    /// The folder for a tag, or `nil` when the tag is no language (and optional script, region
    /// and variants) that a folder can name.
    static func folder(for tag: String) -> String? {
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(isLetter) else { return nil }
        let language = first.lowercased()
        var script: String?
        var region: String?
        var variants: [String] = []
        for subtag in subtags.dropFirst() {
            if script == nil, region == nil, variants.isEmpty, subtag.count == 4, subtag.allSatisfy(isLetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil, variants.isEmpty, subtag.count == 2, subtag.allSatisfy(isLetter) {
                region = subtag.uppercased()
            } else if region == nil, variants.isEmpty, subtag.count == 3, subtag.allSatisfy(isDigit) {
                region = subtag
            } else if (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first.map(isDigit) == true),
                subtag.allSatisfy({ isLetter($0) || isDigit($0) })
            {
                variants.append(subtag.lowercased())
            } else {
                return nil
            }
        }
        let needsFullForm = script != nil || region.map { $0.allSatisfy(isDigit) } == true || !variants.isEmpty
        if needsFullForm {
            return "values-b+" + ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "+")
        }
        return "values-" + language + (region.map { "-r" + $0 } ?? "")
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
