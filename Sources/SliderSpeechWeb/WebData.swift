import SliderCore
import SliderFormatting
import SliderSpeech

/// The data the web page's script runs on: what our ICU and our catalogs would say, as data the
/// script evaluates — no table of every state, so its size does not grow with the step.
///
/// - A locale's data (``locale(_:)``): the key the sliders find it by, the direction, CLDR's
///   plural rules as our ICU writes them, the number MessageFormat writes (a template,
///   ``NumberTemplate``), and the built-in messages a move says — the limit messages, their
///   reasons and the "between" text — compiled to JSON.
/// - A slider's data (``slider(_:)``): its model (bounds, step, span, value, ticks), its labels,
///   its histogram and count message, and how its values are written: the display's template,
///   the template of its speech form (the currency or unit named in full), a percentage's
///   words, or its value message.
///
/// A compiled message is a list of parts: a string is text; `["a", name]` an argument; `["#"]`
/// the number of the plural around it; `["p", name, offset, cases]` a plural (`"o"` a
/// selectordinal), `["s", name, cases]` a select, each case a `[selector, parts]` pair;
/// `["n", name, template]` a number argument with a skeleton. Any other argument (`choice`,
/// `spellout`, a date, a number style that is not a skeleton) is not written by the page: an
/// error naming the field.
enum WebData {
    /// The key a slider finds its locale's data by: the locale's tag and a digest of the data,
    /// so that a slider never runs on the data of other catalogs.
    static func key(_ tag: String, _ data: JSONValue) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in JSONWriter.compact(data).utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return tag + "~" + String(hash, radix: 36)
    }

    /// The data of a slider's locale.
    static func locale(_ localization: Localization) throws(SliderHTML.Failure) -> JSONValue {
        let locale = localization.formattingLocale
        let rules: PluralRules
        let ordinal: PluralRules
        do {
            rules = try PluralRules.shared(locale: locale, kind: .cardinal)
            ordinal = try PluralRules.shared(locale: locale, kind: .ordinal)
        } catch {
            throw SliderHTML.Failure(code: .notInPage, description: "locale \(locale.identifier): \(error)", cause: error)
        }
        var data = JSONObject()
        data.append("dir", .string(localization.direction == .rightToLeft ? "rtl" : "ltr"))
        data.append("plural", .string(rules.ruleText))
        data.append("ordinal", .string(ordinal.ruleText))
        data.append("num", try messageNumber(locale, rules: rules).json)
        let compiler = MessageCompiler(locale: locale, rules: rules, samples: [], field: "the built-in catalog")
        var messages = JSONObject()
        var reasons = JSONObject()
        for (name, id) in builtIn {
            let pattern: String?
            do {
                pattern = try localization.pattern(id)
            } catch {
                throw SliderHTML.Failure(code: .announcement, description: "\(error)", cause: error)
            }
            guard let pattern else { continue }
            messages.append(name, try compiler.compiling(id).compile(pattern))
            if name != "between", let reason = SliderAnnouncer.limitReason(of: pattern) {
                reasons.append(name, try compiler.compiling(id).compile(reason))
            }
        }
        data.append("m", .object(messages))
        data.append("r", .object(reasons))
        let content = JSONValue.object(data)
        var keyed = JSONObject()
        keyed.append("locale", .string(key(localization.locale.identifier, content)))
        for entry in data.entries { keyed.append(entry.key, entry.value) }
        return .object(keyed)
    }

    /// The built-in messages the page says, by the name the script knows them by.
    static let builtIn: KeyValuePairs<String, String> = [
        "lowest": "slider.limit.lowest", "highest": "slider.limit.highest", "otherThumb": "slider.limit.otherThumb",
        "spanBelow": "slider.limit.spanBelow", "spanAbove": "slider.limit.spanAbove", "between": "slider.tick.between",
    ]

    /// The template of the number MessageFormat writes in `locale` (a plural's `#`, a plain
    /// argument given a number, a count).
    static func messageNumber(_ locale: ICULocale, rules: PluralRules) throws(SliderHTML.Failure) -> NumberTemplate {
        guard let number = MessageNumber.shared(locale: locale) else {
            throw SliderHTML.Failure(code: .notInPage, description: "locale \(locale.identifier): ICU has no number format")
        }
        var samples = (0...120).map(Double.init)
        samples += [999, 1000, 1001, 9999, 10_000, 12_345, 123_456, 1_234_567, 1_000_000_007, 9_007_199_254_740_991]
        samples += [0.5, 1.5, 2.5, 1.0005, 1.25, 0.125, 2.675, 1234.5678, -1, -2.5, -0.0004, -1234]
        do {
            var rounding = NumberTemplate.SkeletonRounding()
            rounding.rounding = .fraction(minimum: 0, maximum: 3)
            return try NumberTemplate.derive(
                rounding: rounding, probe: { number.fields($0) }, display: { number.format($0)?.text }, rules: rules,
                categoryOf: { number.format($0)?.category?.keyword }, samples: samples)
        } catch {
            throw SliderHTML.Failure(
                code: .notInPage, description: "locale \(locale.identifier): the page cannot write its numbers: \(error)")
        }
    }

    /// The data of a slider, its locale's found by `localeKey`.
    static func slider(_ announcer: SliderAnnouncer, localeKey: String) throws(SliderHTML.Failure) -> JSONValue {
        let slider = announcer.slider
        let localization = announcer.localization
        let locale = localization.formattingLocale
        let rules: PluralRules
        do {
            rules = try PluralRules.shared(locale: locale, kind: .cardinal)
        } catch {
            throw SliderHTML.Failure(code: .notInPage, description: "\(error)", cause: error)
        }
        let elements: [SliderElement]
        do {
            elements = try announcer.elements()
        } catch {
            throw SliderHTML.Failure(code: .announcement, description: "\(error)", cause: error)
        }
        let model = announcer.control.model
        let samples = valueSamples(model)
        var data = JSONObject()
        data.append("locale", .string(localeKey))
        data.append("kind", .string(slider.kind.rawValue))
        data.append("bounds", .array([.number(model.bounds.lower), .number(model.bounds.upper)]))
        if slider.step != 0 { data.append("step", .number(slider.step)) }
        switch model {
        case .range(let range):
            if range.minimumSpan != 0 { data.append("span", .number(range.minimumSpan)) }
            data.append("value", .array([.number(range.lower), .number(range.upper)]))
        case .slider(let one):
            data.append("value", .number(one.value))
        case .ticks(let ticks):
            data.append("value", .number(ticks.value))
            data.append("ticks", .array(ticks.ticks.map(JSONValue.number)))
            if !ticks.snapsToTicks { data.append("snaps", .bool(false)) }
            if let neutral = ticks.neutralValue { data.append("neutral", .number(neutral)) }
        }
        if announcer.layoutDirection == .rightToLeft { data.append("rtl", .bool(true)) }
        data.append("names", .array(elements.map { .string($0.label) }))
        let tickLabels = announcer.tickLabels
        if !tickLabels.isEmpty {
            data.append("tl", .array(tickLabels.keys.sorted().map { .array([.number($0), .string(tickLabels[$0]!)]) }))
        }
        if case .range = model {
            if let histogram = slider.histogram { data.append("h", .array(histogram.counts.map(JSONValue.number))) }
            if let pattern = try countPattern(slider, localization) {
                data.append(
                    "cm", try MessageCompiler(locale: locale, rules: rules, samples: [], field: "countMessage").compile(pattern))
            }
        }
        if slider.speechValues == .spellout {
            let countsSaid = data["cm"] != nil
            var spelled = countsSaid
            if case .message = slider.valueStyle {
            } else if announcer.namesSkeleton == nil {
                spelled = true
            }
            if spelled {
                throw SliderHTML.Failure(
                    code: .notInPage,
                    description:
                        "speechValues: 'spellout' says \(countsSaid ? "counts" : "values") in words by ICU's rule-based "
                        + "format, which the page cannot do at run time (use 'names' or 'display')")
            }
        }
        data.append("f", try valueFormat(announcer, rules: rules, samples: samples))
        // The characters of the data that make an inserted text right to left (or hold bidi
        // controls): in a left-to-right locale, only those are isolated (a right-to-left
        // locale isolates every inserted text).
        if localization.direction != .rightToLeft {
            var found = Set<Unicode.Scalar>()
            var marks = ""
            for scalar in JSONWriter.compact(.object(data)).unicodeScalars where scalar.value >= 0x80 && !found.contains(scalar) {
                found.insert(scalar)
                let traits = TextTraits.analyze(String(Character(scalar))).traits
                if traits.hasRightToLeft || traits.hasBidiControls { marks.unicodeScalars.append(scalar) }
            }
            if !marks.isEmpty { data.append("rc", .string(marks)) }
        }
        return .object(data)
    }

    /// The count message's pattern: the description's, or the built-in one for a histogram.
    static func countPattern(_ slider: SliderDescription, _ localization: Localization) throws(SliderHTML.Failure) -> String? {
        do {
            switch slider.countMessage {
            case .literal(let pattern)?: return pattern
            case .key(let id)?: return try localization.pattern(id)
            case nil: return slider.histogram == nil ? nil : try localization.pattern("slider.count.results")
            }
        } catch {
            throw SliderHTML.Failure(code: .announcement, description: "\(error)", cause: error)
        }
    }

    /// How the slider's values are written: `t` the display's template, `n` the speech form's
    /// (a currency or unit named in full), `pc` a percentage's words (the message, the number's
    /// template, the count's, and whether the message is walked), `m` a value message, `sv`
    /// "display" when the speech form is the display text.
    static func valueFormat(_ announcer: SliderAnnouncer, rules: PluralRules, samples: [Double]) throws(SliderHTML.Failure)
        -> JSONValue
    {
        let slider = announcer.slider
        let localization = announcer.localization
        let locale = localization.formattingLocale
        var format = JSONObject()
        if slider.speechValues == .display { format.append("sv", .string("display")) }
        if case .message(let source) = slider.valueStyle {
            let pattern: String?
            do {
                switch source {
                case .literal(let text): pattern = text
                case .key(let id): pattern = try localization.pattern(id)
                }
            } catch {
                throw SliderHTML.Failure(code: .announcement, description: "\(error)", cause: error)
            }
            let compiler = MessageCompiler(locale: locale, rules: rules, samples: samples, field: "valueStyle.message")
            format.append("m", try compiler.compile(pattern ?? ""))
            return .object(format)
        }
        let field: String
        switch slider.valueStyle {
        case .number: field = "valueStyle"
        case .skeleton: field = "valueStyle.skeleton"
        case .currency: field = "valueStyle.currency"
        case .percent: field = "valueStyle.percent"
        case .unit: field = "valueStyle.unit"
        case .message: field = "valueStyle.message"
        }
        guard let display = announcer.displaySkeleton else { return .object(format) }
        format.append(
            "t",
            try template(
                display, locale: locale, rules: rules, samples: samples, field: field, display: true,
                renamed: announcer.displayAmountNames))
        if slider.speechValues != .display {
            if let percent = announcer.percentSpeech {
                let compiler = MessageCompiler(locale: locale, rules: rules, samples: [], field: "slider.value.percent")
                format.append(
                    "pc",
                    .array([
                        try compiler.compile(percent.pattern),
                        try template(percent.numberSkeleton, locale: locale, rules: rules, samples: samples, field: field),
                        try template(
                            percent.countedSkeleton, locale: locale, rules: rules,
                            samples: samples.map { $0 * 100 }, field: field),
                        .bool(percent.walks),
                    ]))
            } else if let names = announcer.namesSkeleton {
                format.append(
                    "n",
                    try template(
                        names, locale: locale, rules: rules, samples: samples, field: field, renamed: announcer.amountNames))
            }
        }
        return .object(format)
    }

    /// The template of `skeleton` in `locale`, checked on `samples` (against the display text
    /// with its repair, with `display`, and the catalog's amount names in place of CLDR's with
    /// `renamed` too; against ICU's names with the catalog's amount names, with `renamed`); an
    /// error naming `field` when the page cannot write it.
    static func template(
        _ skeleton: String, locale: ICULocale, rules: PluralRules, samples: [Double], field: String, display: Bool = false,
        renamed: (integer: String?, decimal: String?)? = nil
    ) throws(SliderHTML.Failure) -> JSONValue {
        do {
            let format = try NumberFormat.shared(skeleton: skeleton, locale: locale)
            let rounding = try NumberTemplate.skeletonRounding(skeleton)
            // The text to write: the display text with its repair; or ICU's names with the
            // catalog's amount names in place of CLDR's (`slider.value.amountName`).
            var written: ((Double) -> String?)?
            if display, let renamed {
                // A name in full takes the catalog's, as the display text does.
                written = {
                    try? format.displayText($0 == 0 ? 0 : $0, integerName: renamed.integer, decimalName: renamed.decimal)
                }
            } else if display {
                written = { try? format.displayText($0 == 0 ? 0 : $0) }
            } else if let renamed {
                written = { try? format.format($0, integerName: renamed.integer, decimalName: renamed.decimal) }
            }
            let template = try NumberTemplate.derive(
                rounding: rounding, probe: { try? format.fields($0) }, display: written, rules: rules,
                categoryOf: { (try? rules.category(of: $0, formattedWith: format))?.rawValue }, samples: samples)
            return template.json
        } catch let unsupported as NumberTemplate.Unsupported {
            throw SliderHTML.Failure(
                code: .notInPage,
                description: "\(field): the page cannot write '\(skeleton)' at run time as ICU does: \(unsupported)")
        } catch {
            throw SliderHTML.Failure(code: .notInPage, description: "\(field): \(error)", cause: error)
        }
    }

    /// Values a template is checked on: the slider's own (its bounds, its start, steps from each
    /// bound, seeded random stops or points, its ticks and span), their negatives and a few that
    /// round to nothing.
    static func valueSamples(_ model: SliderModel) -> [Double] {
        let bounds = model.bounds
        var values = [bounds.lower, bounds.upper, 0, -0.0]
        var step = 0.0
        var extra: [Double] = []
        switch model {
        case .range(let range):
            values += [range.lower, range.upper, range.minimumSpan]
            step = range.step
        case .slider(let one):
            values.append(one.value)
            step = one.step
        case .ticks(let ticks):
            values.append(ticks.value)
            values += ticks.ticks
            step = ticks.slider.step
            if let neutral = ticks.neutralValue { extra.append(neutral) }
        }
        let grid = (try? StepGrid(bounds: bounds, step: step)) ?? StepGrid(bounds: bounds)
        if grid.effectiveStep > 0 {
            for k in 0..<40 {
                values.append(grid.snap(bounds.lower + Double(k) * grid.effectiveStep))
                values.append(grid.snap(bounds.upper - Double(k) * grid.effectiveStep))
            }
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<80 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let fraction = Double(seed >> 11) / Double(1 << 53)
            let value = bounds.lower + fraction * (bounds.upper - bounds.lower)
            values.append(grid.effectiveStep > 0 ? grid.snap(value) : value)
        }
        for part in 0...20 { values.append(grid.snap(bounds.lower + Double(part) / 20 * (bounds.upper - bounds.lower))) }
        values += extra
        values += values.map { -$0 }
        values += [1e-9, -1e-9, 0.5, 1234, 12_345, 1_234_567]
        return values.filter(\.isFinite)
    }
}

/// Compiles a catalog message to the parts the page's script evaluates (``WebData``).
struct MessageCompiler {
    let locale: ICULocale
    let rules: PluralRules
    /// Values a number argument with a skeleton is checked on.
    let samples: [Double]
    /// What errors name: a description's field, or a catalog message.
    let field: String

    /// The compiler for another message's errors.
    func compiling(_ id: String) -> MessageCompiler {
        MessageCompiler(locale: locale, rules: rules, samples: samples, field: "message '\(id)'")
    }

    func compile(_ pattern: String) throws(SliderHTML.Failure) -> JSONValue {
        let parsed: ParsedMessage
        do {
            parsed = try ParsedMessage(pattern: pattern)
        } catch {
            throw SliderHTML.Failure(code: .announcement, description: "\(field): \(error)", cause: error)
        }
        return try parts(parsed.nodes)
    }

    private func parts(_ nodes: [MessageNode]) throws(SliderHTML.Failure) -> JSONValue {
        var parts: [JSONValue] = []
        var text = ""
        func flush() {
            if !text.isEmpty { parts.append(.string(text)) }
            text = ""
        }
        for node in nodes {
            switch node {
            case .text(let run, _):
                text += run
            case .pound:
                flush()
                parts.append(.array([.string("#")]))
            case .argument(let argument):
                flush()
                parts.append(try self.argument(argument))
            }
        }
        flush()
        return .array(parts)
    }

    private func cases(_ argument: MessageArgument) throws(SliderHTML.Failure) -> JSONValue {
        var cases: [JSONValue] = []
        for variant in argument.variants { cases.append(.array([.string(variant.selector), try parts(variant.nodes)])) }
        return .array(cases)
    }

    private func argument(_ argument: MessageArgument) throws(SliderHTML.Failure) -> JSONValue {
        let name = JSONValue.string(argument.name)
        switch argument.kind {
        case .plain:
            return .array([.string("a"), name])
        case .plural(let offset):
            return .array([.string("p"), name, .number(offset), try cases(argument)])
        case .selectordinal(let offset):
            return .array([.string("o"), name, .number(offset), try cases(argument)])
        case .select:
            return .array([.string("s"), name, try cases(argument)])
        case .simple(type: "number", style: nil):
            return .array([.string("a"), name])
        case .simple(type: "number", style: let style?) where style.hasPrefix("::"):
            let skeleton = String(style.dropFirst(2)).trimmingWhitespace
            let template = try WebData.template(
                skeleton, locale: locale, rules: rules, samples: samples, field: "\(field): {\(argument.name), number, \(style)}")
            return .array([.string("n"), name, template])
        case .simple(let type, let style):
            throw SliderHTML.Failure(
                code: .notInPage,
                description:
                    "\(field): the page cannot write {\(argument.name), \(type)\(style.map { ", " + $0 } ?? "")} at run time "
                    + "(number arguments with a skeleton, plurals and selects only)")
        case .choice:
            throw SliderHTML.Failure(
                code: .notInPage, description: "\(field): the page cannot write {\(argument.name), choice, …} at run time")
        }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        return String(String.UnicodeScalarView(scalars.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" }.reversed()))
    }
}
