import SliderFormatting
import SliderSpeech

/// What the validator asks of a catalog's locale tags: whether ICU knows them, and whether a
/// regional variant falls back to its language where it lacks a string.
enum CatalogLocales {
    /// Why a locale tag is a finding, or `nil` when ICU has data for it.
    ///
    /// A name that is not a BCP 47 tag with a language of two or three letters is an error; a
    /// well-formed tag of a language ICU has no data for (`azb`, `ber`) is a warning where the
    /// platform itself can use the locale (String Catalogs, Android), and its plural categories
    /// are not checked. `strict` makes both errors (ICU MessageFormat catalogs, which the
    /// runtime reads only for locales ICU knows).
    static func problem(_ tag: String, strict: Bool, subject: String) -> (
        severity: ValidationFinding.Severity, message: String
    )? {
        guard (try? ICULocale(tag)) == nil else { return nil }
        if !strict, isWellFormed(tag) {
            return (.warning, "ICU has no data for '\(tag)', so its plural categories are not checked")
        }
        return (.error, "'\(tag)' is not a locale tag ICU has data for, so \(subject) plural rules are unknown")
    }

    /// Whether a tag is a language of two or three letters, then an optional script, region
    /// and variants, as BCP 47 writes them (`azb`, `sr-Latn-RS`, `es-419`).
    static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter) else {
            return false
        }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isASCIILetter) { rest = rest.dropFirst() }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy(\.isASCIILetter)) || (region.count == 3 && region.allSatisfy(\.isASCIIDigit))
        {
            rest = rest.dropFirst()
        }
        return rest.allSatisfy { variant in
            (5...8).contains(variant.count) && variant.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
                || (variant.count == 4 && variant.first?.isASCIIDigit == true)
        }
    }

    /// Whether the locale `tag` falls back to a less specific locale of the same language and
    /// script where it lacks a string: to the source (`en-GB` where `en` is the source) or, where
    /// the platform falls back within the catalog (Apple, Android), to a locale among `others`
    /// (`es-419` beside `es`, `ca-ES` beside `ca`, `zh-Hant-HK` beside `zh-Hant`).
    static func fallsBack(_ tag: String, others: [String], source: String) -> Bool {
        let parts = tag.split(separator: "-")
        // Only a tag with a region (or more) falls back; its fallback has none.
        guard let language = parts.first?.lowercased(), parts.dropFirst().contains(where: { $0.count != 4 }) else {
            return false
        }
        let script = self.script(of: tag)
        for candidate in others + [source] where candidate.lowercased() != tag.lowercased() {
            let candidateParts = candidate.split(separator: "-")
            guard candidateParts.first?.lowercased() == language, candidateParts.dropFirst().allSatisfy({ $0.count == 4 }),
                self.script(of: candidate) == script
            else { continue }
            return true
        }
        return false
    }

    /// The script a tag names, else ICU's likely script, else empty.
    static func script(of tag: String) -> String {
        let parts = tag.split(separator: "-" as Character)
        if let named = parts.dropFirst().first(where: { $0.count == 4 }) {
            return named.prefix(1).uppercased() + named.dropFirst().lowercased()
        }
        return (try? ICULocale(tag))?.script ?? ""
    }

    /// The language subtag of a tag (`pt-BR` → `pt`), lowercased.
    static func language(of tag: String) -> String {
        String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
