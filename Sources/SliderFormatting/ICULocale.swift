internal import CICUShim
public import SliderCore

/// A locale that ICU has data for, named by its canonical BCP 47 tag.
///
/// Construction is the one gate for locale tags from outside: the whole text must
/// parse as BCP 47 and ICU must have data for its language once likely subtags are added.
/// ```swift
/// try ICULocale("EN-us").identifier      // "en-US"
/// try ICULocale("zh-TW").maximized       // zh-Hant-TW
/// try ICULocale("english")               // throws .invalidLocale
/// ```
public struct ICULocale: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP 47 tag: "zh-Hans-CN", "en-US", "es-419", "he" (for "iw").
    public let identifier: String
    /// The same locale as an ICU locale ID (`zh_Hans_CN`), which ICU's C functions take.
    let icuID: String

    /// Parses and checks a BCP 47 tag.
    ///
    /// The tag must be well-formed BCP 47 as a whole (`en_US`, `en-` and `english!` are not),
    /// must name a language (`und`, `x-private` do not), and ICU must have locale data for that
    /// language after likely subtags are added (`xx-YY`, `tlh`, `english` — a well-formed but
    /// unknown 7-letter language — have none). Deprecated codes become their replacements
    /// ("iw" → "he", "mo" → "ro").
    /// - Parameter tag: A BCP 47 tag from outside: a file name, an option, a request header.
    /// - Throws: ``FormattingError/Code/invalidLocale`` naming the tag.
    public init(_ tag: String) throws(FormattingError) {
        guard !tag.isEmpty, tag.utf8.count <= Self.maximumTagLength,
            let parsed = Self.localeID(forTag: tag), parsed.parsedWhole,
            let canonicalTag = try? Self.languageTag(forID: parsed.id),
            let canonical = Self.localeID(forTag: canonicalTag), canonical.parsedWhole,
            let language = try? Self.language(ofID: canonical.id), !language.isEmpty,
            let likely = try? Self.likelyID(forID: canonical.id),
            let likelyLanguage = try? Self.language(ofID: likely),
            Self.languagesWithData.contains(likelyLanguage)
        else {
            throw .invalidLocale(tag)
        }
        self.identifier = canonicalTag
        self.icuID = canonical.id
    }

    /// A locale already checked: an ICU locale ID from ICU itself.
    private init(checkedID: String) {
        self.icuID = checkedID
        self.identifier = (try? Self.languageTag(forID: checkedID)) ?? checkedID
    }

    /// The canonical BCP 47 tag, as ``identifier``.
    public var description: String { identifier }

    /// The direction of the locale's script, or of its likely script when the tag names none
    /// (ICU's `uloc_isRightToLeft`): `ar`, `he`, `fa` are right to left.
    public var direction: LayoutDirection {
        ssicu_locale_is_right_to_left(icuID) ? .rightToLeft : .leftToRight
    }

    /// The language code: "zh" for zh-Hant-TW.
    public var language: String { (try? Self.language(ofID: icuID)) ?? "" }

    /// The script the locale is written in: the one its tag names, else ICU's likely script
    /// (`sr` → `Cyrl`, `sr-Latn` → `Latn`, `zh-TW` → `Hant`); empty when ICU knows none.
    public var script: String {
        if let named = try? Self.script(ofID: icuID), !named.isEmpty { return named }
        return (try? Self.script(ofID: maximized.icuID)) ?? ""
    }

    /// The locale to format numbers and plurals in when its text comes from `catalog`: this
    /// locale itself, with the catalog's script put in when the catalog is of the same language
    /// in another script (by ICU's likely subtags). A request for `sr` (Cyrillic) answered by
    /// the `sr-Latn` catalog formats as `sr-Latn`; `sr-Cyrl-RS` as `sr-Latn-RS`; `es-MX`
    /// answered by `es` stays `es-MX`.
    /// - Parameter catalog: The catalog locale negotiated for this locale.
    /// - Returns: The locale numbers and plurals use.
    public func formattingLocale(forCatalog catalog: ICULocale) -> ICULocale {
        let target = catalog.script
        guard language == catalog.language, !target.isEmpty, script != target,
            let language = try? Self.language(ofID: icuID), icuID.hasPrefix(language)
        else { return self }
        var rest = Substring(icuID.dropFirst(language.count))
        if let named = try? Self.script(ofID: icuID), !named.isEmpty, rest.hasPrefix("_" + named) {
            rest = rest.dropFirst(named.count + 1)
        }
        return ICULocale(checkedID: language + "_" + target + rest)
    }

    /// The locale with ICU's likely subtags added: zh-TW → zh-Hant-TW, en → en-Latn-US.
    public var maximized: ICULocale {
        guard let likely = try? Self.likelyID(forID: icuID) else { return self }
        return ICULocale(checkedID: likely)
    }

    /// The best of `available` for a user who asked for `requested`, by ICU's locale matcher
    /// (`icu::LocaleMatcher`: likely subtags and CLDR's language distances).
    ///
    /// es-MX → es, zh-TW → zh-Hant, zh-CN → zh-Hans, pt-PT → pt-BR when that is the only
    /// Portuguese, de-CH → de. When the matcher finds nothing close enough (fi among languages
    /// without Finnish), or `available` is empty, the answer is `fallback`.
    /// - Parameters:
    ///   - requested: The locale the user asked for.
    ///   - available: The locales there is something for (catalogs, say), in order of
    ///     preference for ties.
    ///   - fallback: The locale to use when none of `available` will do.
    /// - Returns: One of `available`, or `fallback`.
    public static func negotiate(
        _ requested: ICULocale, available: [ICULocale], fallback: ICULocale
    ) -> ICULocale {
        guard !available.isEmpty else { return fallback }
        // The shim takes the supported IDs as one buffer, each ended by a NUL.
        var supported: [CChar] = []
        for locale in available {
            supported.append(contentsOf: locale.icuID.utf8.map { CChar(bitPattern: $0) })
            supported.append(0)
        }
        var status: Int32 = 0
        let index = supported.withUnsafeBufferPointer { buffer in
            ssicu_locale_best_match(
                requested.icuID, buffer.baseAddress, Int32(available.count), &status)
        }
        guard status <= 0, available.indices.contains(Int(index)) else { return fallback }
        return available[Int(index)]
    }

    // MARK: - ICU calls

    /// Longer tags are not locales anyone writes; the bound keeps hostile input cheap.
    private static let maximumTagLength = 256

    private static func localeID(forTag tag: String) -> (id: String, parsedWhole: Bool)? {
        var parsedLength: Int32 = 0
        let id = try? ShimText.read(operation: "uloc_forLanguageTag") { out, capacity, status in
            ssicu_locale_for_language_tag(tag, out, capacity, &parsedLength, status)
        }
        guard let id else { return nil }
        return (id, Int(parsedLength) == tag.utf8.count)
    }

    private static func languageTag(forID id: String) throws(ICUError) -> String {
        try ShimText.read(operation: "uloc_toLanguageTag") { out, capacity, status in
            ssicu_locale_to_language_tag(id, out, capacity, status)
        }
    }

    private static func likelyID(forID id: String) throws(ICUError) -> String {
        try ShimText.read(operation: "uloc_addLikelySubtags") { out, capacity, status in
            ssicu_locale_add_likely_subtags(id, out, capacity, status)
        }
    }

    static func script(ofID id: String) throws(ICUError) -> String {
        try ShimText.read(operation: "uloc_getScript", capacity: 16) { out, capacity, status in
            ssicu_locale_script(id, out, capacity, status)
        }
    }

    static func language(ofID id: String) throws(ICUError) -> String {
        try ShimText.read(operation: "uloc_getLanguage", capacity: 16) { out, capacity, status in
            ssicu_locale_language(id, out, capacity, status)
        }
    }

    /// The languages of every locale ICU has data for (`uloc_getAvailable`), read once.
    private static let languagesWithData: Set<String> = {
        var languages: Set<String> = []
        for index in 0..<ssicu_available_locale_count() {
            guard let id = ssicu_available_locale(index),
                let language = try? ICULocale.language(ofID: String(cString: id))
            else { continue }
            languages.insert(language)
        }
        return languages
    }()
}
