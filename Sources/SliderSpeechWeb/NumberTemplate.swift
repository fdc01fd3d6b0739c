import SliderFormatting
import SliderSpeech

/// A number format as the web page writes it: how our ICU rounds, groups and writes the digits
/// of one skeleton in one locale, and what it writes around them, read off ICU by formatting
/// numbers and reading where its fields are. The page's script writes a number from it as ICU
/// would, without ICU (the browser's own ICU and CLDR may differ from ours).
///
/// A template holds:
/// - the rounding: at least and at most so many fraction digits, or significant digits, in one
///   of ICU's rounding modes, after a scale by a power of ten (`percent`'s 100);
/// - the locale's ten digits, its decimal and grouping separators, and the grouping sizes (the
///   first group, the others, and the fewest digits before a number is grouped at all);
/// - the text before and after the digits for a positive number, a negative one, zero and a
///   negative number that rounds to zero — per plural category where they differ (a currency
///   or unit named in full: "1 US dollar", "2 US dollars") — including the direction marks
///   the display's repair puts there.
///
/// ``derive(skeleton:field:locale:probe:display:rules:samples:)`` reads one off ICU and checks
/// it: the template must write every sample value exactly as ICU does, else the skeleton is
/// one the page cannot write, an error naming its field.
struct NumberTemplate: Hashable {
    /// How digits are rounded away.
    enum Rounding: Hashable {
        /// At least `minimum` fraction digits, at most `maximum` (`nil`: no limit).
        case fraction(minimum: Int, maximum: Int?)
        /// At least `minimum` significant digits, at most `maximum` (`nil`: no limit).
        case significant(minimum: Int, maximum: Int?)
    }

    var rounding: Rounding
    /// ICU's `UNumberFormatRoundingMode`: 0 ceiling, 1 floor, 2 down, 3 up, 4 half-even, 5
    /// half-down, 6 half-up.
    var mode: Int
    /// The power of ten the value is scaled by before it is rounded.
    var scale: Int
    /// The digits zero to nine; `nil` for ASCII.
    var digits: [String]?
    var decimalSeparator: String
    var groupingSeparator: String
    /// The first group's size, the others', and the fewest integer digits past the first group
    /// before the number is grouped; `nil` for no grouping.
    var grouping: (primary: Int, secondary: Int, minimum: Int)?
    /// Prefix and suffix by sign state (positive, negative, zero, negative zero), by plural
    /// category ("category.f" for a number with fraction digits, where its words differ from a
    /// whole number's of the category); the key "" holds them for every category when they do
    /// not differ.
    var affixes: [String: [[String]]]

    static func == (left: NumberTemplate, right: NumberTemplate) -> Bool {
        left.json == right.json
    }

    func hash(into hasher: inout Hasher) { hasher.combine(JSONWriter.compact(json)) }

    /// Why a skeleton cannot be written by the page.
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    // MARK: - Writing a number, as the page's script does

    /// A number's digits: the significant digits `digits` (no leading or trailing zero; empty
    /// for zero) and where the point goes (value = 0.digits × 10^point).
    struct Decimal: Hashable {
        var negative: Bool
        var digits: [UInt8]
        var point: Int

        /// The shortest decimal digits of a double, as JavaScript's `String(x)` and ICU write them.
        init(_ value: Double) {
            negative = value.sign == .minus
            let text = String(describing: value.magnitude)
            let parts = text.split(separator: "e", maxSplits: 1)
            let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            let mantissa = Array(parts[0].utf8)
            let dot = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.count
            var all = mantissa.filter { $0 != UInt8(ascii: ".") }.map { $0 - UInt8(ascii: "0") }
            var point = dot + exponent
            let lead = all.firstIndex { $0 != 0 } ?? all.count
            all.removeFirst(lead)
            point -= lead
            while all.last == 0 { all.removeLast() }
            digits = all
            self.point = all.isEmpty ? 0 : point
        }

        init(negative: Bool, digits: [UInt8], point: Int) {
            self.negative = negative
            self.digits = digits
            self.point = digits.isEmpty ? 0 : point
        }

        /// Rounded to `keep` of its digits in `mode`.
        func rounded(keeping keep: Int, mode: Int) -> Decimal {
            guard keep < digits.count else { return self }
            let first = keep < 0 ? 0 : Int(digits[keep])
            let half = keep < 0 ? -1 : first > 5 || (first == 5 && digits.count > keep + 1) ? 1 : first == 5 ? 0 : -1
            var kept = keep > 0 ? Array(digits[..<keep]) : []
            let odd = (kept.last ?? 0) & 1 == 1
            let up: Bool
            switch mode {
            case 0: up = !negative
            case 1: up = negative
            case 2: up = false
            case 3: up = true
            default: up = half > 0 || (half == 0 && (mode == 6 || (mode == 4 && odd)))
            }
            var point = self.point
            if up, keep <= 0 { return Decimal(negative: negative, digits: [1], point: point - keep + 1) }
            if up {
                var index = kept.count - 1
                while index >= 0, kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                }
                if index < 0 {
                    kept.insert(1, at: 0)
                    point += 1
                } else {
                    kept[index] += 1
                }
            }
            while kept.last == 0 { kept.removeLast() }
            return Decimal(negative: negative, digits: kept, point: point)
        }
    }

    /// The value as this template rounds it: its integer and fraction digits (ASCII), and
    /// whether it is negative and not zero.
    func roundedDigits(_ value: Double) -> (integer: String, fraction: String, negative: Bool, zero: Bool) {
        var number = Decimal(value)
        if !number.digits.isEmpty {
            number.point += scale
            switch rounding {
            case .fraction(_, let maximum?): number = number.rounded(keeping: number.point + maximum, mode: mode)
            case .significant(_, let maximum?): number = number.rounded(keeping: maximum, mode: mode)
            default: break
            }
        }
        let digits = number.digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
        let point = number.point
        var integer =
            point > 0 ? String(digits.prefix(point)) + String(repeating: "0", count: Swift.max(0, point - digits.count)) : "0"
        if integer.isEmpty { integer = "0" }
        var fraction =
            point >= digits.count
            ? "" : point < 0 ? String(repeating: "0", count: -point) + String(digits) : String(digits[point...])
        let minimum: Int
        switch rounding {
        case .fraction(let least, _): minimum = least
        case .significant(let least, _): minimum = least - (digits.isEmpty ? 1 : point)
        }
        while fraction.count < minimum { fraction += "0" }
        return (integer, fraction, number.negative && !digits.isEmpty, digits.isEmpty)
    }

    /// The value as the page writes it, the plural category from ICU's rules (`rules`, when the
    /// affixes depend on it).
    func format(_ value: Double, rules: PluralRules?) -> String {
        let (integer, fraction, negative, zero) = roundedDigits(value)
        var core = integer
        if let grouping, integer.count - grouping.primary >= grouping.minimum {
            var rest = Array(integer)
            var groups = [String(rest.suffix(grouping.primary))]
            rest.removeLast(grouping.primary)
            while rest.count > grouping.secondary {
                groups.insert(String(rest.suffix(grouping.secondary)), at: 0)
                rest.removeLast(grouping.secondary)
            }
            groups.insert(String(rest), at: 0)
            core = groups.joined(separator: ",")
        }
        if !fraction.isEmpty { core += "." + fraction }
        var written = ""
        for character in core {
            switch character {
            case ",": written += groupingSeparator
            case ".": written += decimalSeparator
            default: written += digits.map { $0[Int(character.asciiValue! - UInt8(ascii: "0"))] } ?? String(character)
            }
        }
        var byState = affixes[""]
        if byState == nil {
            let decimal = integer + (fraction.isEmpty ? "" : "." + fraction)
            let category = (try? rules?.category(ofDecimal: decimal))?.rawValue ?? "other"
            byState = (fraction.isEmpty ? nil : affixes[category + ".f"]) ?? affixes[category] ?? affixes["other"]
        }
        let state = zero ? (negative || value.sign == .minus ? 3 : 2) : (negative ? 1 : 0)
        let pair = byState?[state] ?? ["", ""]
        return pair[0] + written + pair[1]
    }

    /// The template as the page's data holds it: `r` [significant?, minimum, maximum (-1 none),
    /// mode], `x` scale, `d` digits, `p` and `g` the separators, `s` the grouping sizes, `a` the
    /// affixes (by category where they differ).
    var json: JSONValue {
        var fields = JSONObject()
        switch rounding {
        case .fraction(let minimum, let maximum):
            fields.append("r", .array([.number(0), .number(minimum), .number(maximum ?? -1), .number(mode)]))
        case .significant(let minimum, let maximum):
            fields.append("r", .array([.number(1), .number(minimum), .number(maximum ?? -1), .number(mode)]))
        }
        if scale != 0 { fields.append("x", .number(scale)) }
        if let digits { fields.append("d", .string(digits.joined())) }
        fields.append("p", .string(decimalSeparator))
        fields.append("g", .string(groupingSeparator))
        if let grouping {
            fields.append("s", .array([.number(grouping.primary), .number(grouping.secondary), .number(grouping.minimum)]))
        }
        func states(_ pairs: [[String]]) -> JSONValue { .array(pairs.map { .array($0.map(JSONValue.string)) }) }
        if let all = affixes[""] {
            fields.append("a", states(all))
        } else {
            var byCategory = JSONObject()
            for category in affixes.keys.sorted() { byCategory.append(category, states(affixes[category]!)) }
            fields.append("a", .object(byCategory))
        }
        return .object(fields)
    }

    // MARK: - Reading a template off ICU

    /// What a skeleton says about rounding, or why the page cannot write it.
    struct SkeletonRounding {
        var rounding: Rounding?
        var mode = 4
        var scale = 0
        var currency = false
    }

    /// Reads the rounding, scale and rounding mode off a skeleton's words; every other word
    /// must be one whose effect is in the text around the digits, or in the digits and
    /// separators (probed), else the skeleton is one the page does not write.
    static func skeletonRounding(_ skeleton: String) throws(Unsupported) -> SkeletonRounding {
        var result = SkeletonRounding()
        for word in skeleton.split(separator: " ") {
            switch word {
            case "precision-integer": result.rounding = .fraction(minimum: 0, maximum: 0)
            case "precision-unlimited": result.rounding = .fraction(minimum: 0, maximum: nil)
            case "precision-currency-standard": result.currency = true
            case "percent", "%", "permille", "sign-auto", "sign-always", "sign-never", "sign-accounting",
                "sign-accounting-always", "sign-except-zero", "sign-accounting-except-zero", "sign-negative",
                "sign-accounting-negative", "+!", "+_", "+?", "+-", "()", "()!", "()?", "()-", "group-off", ",_",
                "group-min2", ",?", "group-auto", "group-on-aligned", ",!", "group-thousands", ",=", "latin",
                "unit-width-narrow", "unit-width-short", "unit-width-full-name", "unit-width-iso-code",
                "unit-width-formal", "unit-width-variant", "unit-width-hidden", "base-unit":
                break
            case "%x100":
                result.scale += 2
            case _ where word.hasPrefix("currency/"):
                result.currency = true
            case _
            where word.hasPrefix("measure-unit/") || word.hasPrefix("unit/") || word.hasPrefix("per-measure-unit/")
                || word.hasPrefix("numbering-system/"):
                break
            case _ where word.hasPrefix("rounding-mode-"):
                let modes = ["ceiling", "floor", "down", "up", "half-even", "half-down", "half-up"]
                guard let mode = modes.firstIndex(of: String(word.dropFirst("rounding-mode-".count))) else {
                    throw Unsupported(description: "the rounding mode '\(word)'")
                }
                result.mode = mode
            case _ where word.hasPrefix("scale/"):
                guard let power = powerOfTen(word.dropFirst("scale/".count)) else {
                    throw Unsupported(description: "'\(word)' (a scale other than a power of ten)")
                }
                result.scale += power
            case _ where word.hasPrefix("."):
                guard let fraction = counts(word.dropFirst(), fixed: "0") else {
                    throw Unsupported(description: "the precision '\(word)'")
                }
                result.rounding = .fraction(minimum: fraction.fixed, maximum: fraction.maximum)
            case _ where word.hasPrefix("@"):
                guard let significant = counts(word[...], fixed: "@") else {
                    throw Unsupported(description: "the precision '\(word)'")
                }
                result.rounding = .significant(minimum: significant.fixed, maximum: significant.maximum)
            default:
                throw Unsupported(description: "'\(word)'")
            }
        }
        return result
    }

    /// `0`s (or `@`s) then `#`s, or then `*` (no limit): how many are fixed, and the most.
    private static func counts(_ stem: Substring, fixed: Character) -> (fixed: Int, maximum: Int?)? {
        let fixedCount = stem.prefix { $0 == fixed }.count
        let rest = stem.dropFirst(fixedCount)
        if rest == "*" || rest == "+" { return (fixedCount, nil) }
        guard rest.allSatisfy({ $0 == "#" }), fixedCount + rest.count > 0 else { return nil }
        return (fixedCount, fixedCount + rest.count)
    }

    /// The exponent of a scale that is a power of ten ("100" → 2, "0.01" → -2).
    private static func powerOfTen(_ text: Substring) -> Int? {
        guard let value = Double(text), value > 0 else { return nil }
        let decimal = Decimal(value)
        guard decimal.digits == [1] else { return nil }
        return decimal.point - 1
    }

    /// Reads the template of a format off ICU, and checks it on `samples`.
    /// - Parameters:
    ///   - rounding: The rounding (``skeletonRounding(_:)``); a currency's own digits are read
    ///     off ICU when it says so.
    ///   - probe: The format's text and fields of a value.
    ///   - display: The text to reproduce (the display text with its repair), by default the
    ///     probe's.
    ///   - rules: The locale's cardinal rules, for affixes that follow the plural category.
    ///   - categoryOf: The plural category ICU gives a value as this format writes it.
    ///   - samples: Values the template must write as ICU does.
    /// - Throws: ``Unsupported`` saying at which value the template and ICU differ.
    static func derive(
        rounding given: SkeletonRounding,
        probe: (Double) -> NumberFields?,
        display: ((Double) -> String?)? = nil,
        rules: PluralRules,
        categoryOf: (Double) -> String?,
        samples: [Double]
    ) throws(Unsupported) -> NumberTemplate {
        let factor = pow10(given.scale)
        func fields(_ shown: Double) throws(Unsupported) -> NumberFields {
            guard let found = probe(shown / factor) else { throw Unsupported(description: "ICU cannot write \(shown)") }
            return found
        }
        func text(_ found: NumberFields, _ field: Int32) -> String? {
            guard let range = found.fields.first(where: { $0.field == field })?.range else { return nil }
            return String(decoding: Array(found.text.utf8)[range], as: UTF8.self)
        }
        var rounding = given.rounding ?? .fraction(minimum: 0, maximum: 6)
        if given.rounding == nil, given.currency {
            let one = try fields(1)
            let count = text(one, NumberFields.fraction)?.count ?? 0
            rounding = .fraction(minimum: count, maximum: count)
        }
        var template = NumberTemplate(
            rounding: rounding, mode: given.mode, scale: given.scale, digits: nil, decimalSeparator: ".",
            groupingSeparator: ",", grouping: nil, affixes: [:])
        // The digits, each alone.
        var digits: [String] = []
        for digit in 0...9 {
            guard let written = text(try fields(Double(digit)), NumberFields.integer), written.unicodeScalars.count == 1 else {
                throw Unsupported(description: "no integer digit for \(digit)")
            }
            digits.append(written)
        }
        if digits != (0...9).map(String.init) { template.digits = digits }
        // The separators and the grouping, of a number with a fraction and many groups.
        let long = try fields(1_234_567_890_123.5)
        if let separator = text(long, NumberFields.decimalSeparator) { template.decimalSeparator = separator }
        let separators = long.fields.filter { $0.field == NumberFields.grouping }.map(\.range)
        if let integer = long.fields.first(where: { $0.field == NumberFields.integer })?.range, let last = separators.last {
            template.groupingSeparator = String(decoding: Array(long.text.utf8)[last], as: UTF8.self)
            let bytes = Array(long.text.utf8)
            func digitCount(_ range: Range<Int>) -> Int { String(decoding: bytes[range], as: UTF8.self).unicodeScalars.count }
            let primary = digitCount(last.upperBound..<integer.upperBound)
            let secondary =
                separators.count > 1 ? digitCount(separators[separators.count - 2].upperBound..<last.lowerBound) : primary
            var minimum = 1
            while minimum < 4 {
                let power = try fields(pow10(primary + minimum - 1))
                if power.fields.contains(where: { $0.field == NumberFields.grouping }) { break }
                minimum += 1
            }
            template.grouping = (primary, secondary, minimum)
        }
        // The text around the digits, by sign state and plural category.
        func pieces(_ value: Double) throws(Unsupported) -> [String] {
            let found = try fields(value)
            let core = found.fields.filter {
                [NumberFields.integer, NumberFields.fraction, NumberFields.decimalSeparator, NumberFields.grouping].contains(
                    $0.field)
            }
            guard let start = core.map(\.range.lowerBound).min(), let end = core.map(\.range.upperBound).max() else {
                throw Unsupported(description: "no digits in '\(found.text)'")
            }
            let bytes = Array(found.text.utf8)
            var before = String(decoding: bytes[..<start], as: UTF8.self)
            var after = String(decoding: bytes[end...], as: UTF8.self)
            if let display, let shown = display(value / factor) {
                let number = String(decoding: bytes[start..<end], as: UTF8.self)
                let found = shown.ranges(of: number)
                guard found.count == 1, let range = found.first else {
                    throw Unsupported(description: "the display text '\(shown)'")
                }
                (before, after) = (String(shown[..<range.lowerBound]), String(shown[range.upperBound...]))
            }
            return [before, after]
        }
        var byCategory: [String: [[String]]] = [:]
        // Numbers of every shape the rounding may write: ICU's samples, whole numbers, and
        // numbers with one, two and three fraction digits (a category may be reached only by
        // the digits the rounding shows: Filipino's "other" after ".00" needs 0.04).
        var shapes: [Double] = (1...120).map { Double($0) }
        for divisor in [10.0, 100, 1000] { shapes += (1...999).map { Double($0) / divisor } }
        shapes += [1000, 1_000_000, 1_000_001, 1e9]
        for category in rules.categories {
            let candidates = (rules.samples(of: category) + shapes).filter {
                $0 != 0 && categoryOf($0 / factor) == category.rawValue
            }
            // A whole number and one with fraction digits of the category, each where the
            // rounding writes one: where their words differ (a catalog's amount form after a
            // decimal), each has its own affixes, the latter keyed "category.f".
            let whole = candidates.first { template.roundedDigits($0 / factor).fraction.isEmpty }
            let fractional = candidates.first { !template.roundedDigits($0 / factor).fraction.isEmpty }
            var found: [(String, [[String]])] = []
            for (key, sample) in [(category.rawValue, whole ?? fractional), (category.rawValue + ".f", fractional)] {
                guard let sample else { continue }
                found.append((key, [try pieces(sample), try pieces(-sample), try pieces(0), try pieces(-0.0)]))
            }
            guard let first = found.first else { continue }
            byCategory[first.0] = first.1
            if found.count == 2, found[1].1 != first.1 { byCategory[found[1].0] = found[1].1 }
        }
        if byCategory["other"] == nil { byCategory["other"] = [try pieces(7), try pieces(-7), try pieces(0), try pieces(-0.0)] }
        let distinct = Set(byCategory.values.map { $0.flatMap { $0 } })
        template.affixes = distinct.count == 1 ? ["": byCategory["other"]!] : byCategory
        // The check: every sample as ICU writes it.
        for value in samples where value.isFinite {
            guard let expected = display?(value) ?? probe(value)?.text else { continue }
            let written = template.format(value, rules: rules)
            if written != expected {
                throw Unsupported(description: "at \(value) ICU writes '\(expected)' and the page would write '\(written)'")
            }
        }
        return template
    }

    /// 10^power, as a double.
    static func pow10(_ power: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(power) { result *= 10 }
        return power < 0 ? 1 / result : result
    }
}
