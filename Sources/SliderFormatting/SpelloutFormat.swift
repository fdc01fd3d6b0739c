internal import CICUShim

/// Plain numbers in words, by ICU's rule-based number format with the locale's default rule
/// set (`%spellout-numbering`): 60 → "sixty", "sesenta", "шестьдесят".
///
/// Words are given only where they are right: for a locale whose language has rules of its
/// own (ICU gives Urdu and Bengali the English rules: those get no words), and for values
/// below 2^53 in magnitude (beyond it ICU 72 repeats words). ICU's RBNF object is not
/// thread-safe: every use holds this object's lock.
package final class SpelloutFormat: @unchecked Sendable {
    /// The locale the numbers are spelled for.
    package let locale: ICULocale
    /// The locale whose rules ICU loaded.
    package let rulesLocale: String
    /// The default rule set ("%spellout-numbering").
    package let ruleSet: String
    // An `ssicu_spellout`, owned by this object; reached only while holding its lock.
    private let handle: Locked<OpaquePointer>

    /// The largest magnitude spelled out: 2^53.
    package static let limit = 9_007_199_254_740_992.0

    private init?(locale: ICULocale) {
        var status: Int32 = 0
        guard let handle = ssicu_spellout_open(locale.icuID, &status), status <= 0 else { return nil }
        self.handle = Locked(handle)
        self.locale = locale
        rulesLocale =
            (try? ShimText.read(operation: "unum_getLocaleByType") { out, capacity, status in
                ssicu_spellout_actual_locale(handle, out, capacity, status)
            }) ?? ""
        ruleSet =
            (try? ShimText.read(operation: "unum_getTextAttribute") { out, capacity, status in
                ssicu_spellout_rule_set(handle, out, capacity, status)
            }) ?? ""
    }

    deinit { handle.withLock { ssicu_spellout_close($0) } }

    /// Whether ICU's rules are the locale's own language's (not English for Urdu, not root).
    package var hasOwnRules: Bool {
        guard let language = try? ICULocale.language(ofID: rulesLocale) else { return false }
        return language == locale.language
    }

    /// The spell-out format for `locale`, shared; `nil` when ICU cannot open one or its rules
    /// are not the language's own.
    package static func shared(locale: ICULocale) -> SpelloutFormat? {
        guard let format = cache.value(for: locale, { SpelloutFormat(locale: locale) }), format.hasOwnRules else {
            return nil
        }
        return format
    }

    /// A decimal number ("60", "12.5") in words; `nil` at 2^53 and beyond or when ICU fails.
    package func words(decimal: String) -> String? {
        guard let value = Double(decimal), value.isFinite, abs(value) < Self.limit else { return nil }
        return handle.withLock { handle -> String? in
            try? ShimText.withUTF8(decimal) { bytes, length throws(ICUError) in
                try ShimText.read(operation: "unum_formatDecimal") { out, capacity, status in
                    ssicu_spellout_format_decimal(handle, bytes, length, out, capacity, status)
                }
            }
        }
    }

    private static let cache = SharedCache<ICULocale, SpelloutFormat?>(limit: 64)
}

/// The arguments of a message that ICU formats by its rule-based number format —
/// `{value, spellout}` and `{value, ordinal}` — and the same message with digits there.
///
/// ICU's rules are exact only below 2^53 in magnitude: beyond, `{value, spellout}` of 1e308
/// speaks "eighteen quadrillion …" (2^54) and the French ordinal of 1e20 is "18 014 398 509 481
/// 984e". ``MessageFormat`` formats a value of 2^53 and beyond given to such an argument with
/// ``pattern`` instead, where each is `{value, number}`: the value's digits, never a wrong number.
struct SpelledArguments: Sendable {
    /// The names of the `spellout` and `ordinal` arguments.
    let names: Set<String>
    /// The pattern with each of them typed `number` and its style left out.
    let pattern: String

    /// The spelled arguments of a pattern; `nil` when it has none (or does not parse).
    init?(pattern: String) {
        // Most patterns name neither type: those are not parsed again.
        let lowered = pattern.lowercased()
        guard lowered.contains("spellout") || lowered.contains("ordinal"),
            let parts = try? MessageParts(pattern: pattern)
        else { return nil }
        var utf16 = Array(pattern.utf16)
        var names = Set<String>()
        var replacements: [(range: Range<Int>, text: String)] = []
        let all = parts.parts
        for (index, start) in all.enumerated()
        where Int(start.type) == SSICU_PART_ARG_START && Int(start.argType) == SSICU_ARG_SIMPLE && index + 2 < all.count {
            let type = all[index + 2]
            let typeName = parts.text(of: type).lowercased()
            guard typeName == "spellout" || typeName == "ordinal" else { continue }
            names.insert(parts.text(of: all[index + 1]))
            var end = Int(type.index + type.length)
            if index + 3 < all.count, Int(all[index + 3].type) == SSICU_PART_ARG_STYLE {
                end = Int(all[index + 3].index + all[index + 3].length)
            }
            replacements.append((Int(type.index)..<end, "number"))
        }
        guard !names.isEmpty else { return nil }
        // From the type to the end of the style (the comma between goes too), last first so
        // that the earlier offsets stay right.
        for replacement in replacements.reversed() {
            utf16.replaceSubrange(replacement.range, with: Array(replacement.text.utf16))
        }
        self.names = names
        self.pattern = String(decoding: utf16, as: UTF16.self)
    }

    /// Whether any spelled argument gets a number of 2^53 or more in magnitude.
    func needsDigits(_ arguments: [String: MessageFormat.Value]) -> Bool {
        arguments.contains { name, value in
            guard names.contains(name), case .number(let number) = value else { return false }
            return !(abs(number) < SpelloutFormat.limit)
        }
    }
}
