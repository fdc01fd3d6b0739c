import SliderCore
import SliderFormatting

extension SliderDescription {
    /// Reads a description from JSON: `kind`, `value` and the optional fields of its kind.
    ///
    /// Unknown fields are errors (a typo must not pass silently), as are fields the kind
    /// cannot use. Non-finite numbers, reversed bounds or range, a negative step, a neutral
    /// value outside the bounds and a bad histogram are errors naming the field; a value outside
    /// the bounds is clamped, a negative minimum span counts as 0, and ticks that are not finite
    /// or lie outside the bounds are dropped.
    /// - Parameter json: The description as JSON text.
    /// - Throws: ``SliderDescriptionError`` naming the field at fault.
    public init(json: String) throws(SliderDescriptionError) {
        try self.init(jsonBytes: Array(json.utf8))
    }

    /// Reads a description from the bytes of a JSON document.
    /// - Parameter jsonBytes: The bytes of a JSON document, UTF-8.
    /// - Throws: ``SliderDescriptionError`` naming the field at fault, or the line and column
    ///   where the text is not JSON.
    public init(jsonBytes: [UInt8]) throws(SliderDescriptionError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(jsonBytes)
        } catch {
            throw SliderDescriptionError.notJSON(reason: "not JSON: \(error)")
        }
        try self.init(parsing: document)
    }

    static let commonFields: Set<String> = [
        "kind", "bounds", "step", "value", "label", "valueStyle", "layoutDirection", "geometry", "speechValues",
    ]
    static let fieldsByKind: [Kind: Set<String>] = [
        .range: ["minimumSpan", "thumbLabels", "histogram", "countMessage", "anyValueText"],
        .slider: [],
        .ticks: ["ticks", "tickLabels", "neutralValue", "snapsToTicks"],
    ]

    init(parsing document: JSONValue) throws(SliderDescriptionError) {
        guard case .object(let object) = document else {
            throw SliderDescriptionError.notJSON(reason: "expected a JSON object, got \(document.kindName)")
        }
        let reader = FieldReader(object: object, path: "")
        guard let kindName = try reader.string("kind") else {
            throw SliderDescriptionError.missingField("kind", reason: "required: range, slider or ticks")
        }
        guard let kind = Kind(rawValue: kindName) else {
            throw SliderDescriptionError.invalidValue("kind", reason: "'\(kindName)' is not range, slider or ticks")
        }
        let allowed = Self.commonFields.union(Self.fieldsByKind[kind] ?? [])
        for key in object.keys where !allowed.contains(key) {
            let known = Self.fieldsByKind.values.contains { $0.contains(key) }
            throw SliderDescriptionError.unknownField(
                key, reason: known ? "not a field of kind \(kind.rawValue)" : "unknown field")
        }

        let bounds: SliderBounds
        if let ends = try reader.numbers("bounds", count: 2, finite: true) {
            bounds = try mapped { () throws(SliderInputError) in try SliderBounds(lower: ends[0], upper: ends[1]) }
        } else {
            bounds = .unit
        }
        let step = try reader.number("step") ?? 0
        let geometry = try reader.geometry()
        let layoutDirection: LayoutDirection? = try reader.string("layoutDirection").map {
            (name) throws(SliderDescriptionError) in
            guard let direction = LayoutDirection(rawValue: name) else {
                throw SliderDescriptionError.invalidValue("layoutDirection", reason: "'\(name)' is not ltr or rtl")
            }
            return direction
        }
        let speechValues: SpeechValues =
            try reader.string("speechValues").map { (name) throws(SliderDescriptionError) in
                guard let choice = SpeechValues(rawValue: name) else {
                    throw SliderDescriptionError.invalidValue(
                        "speechValues", reason: "'\(name)' is not names, display or spellout")
                }
                return choice
            } ?? .names
        let label = try reader.text("label")
        let valueStyle = try reader.valueStyle()

        let model: SliderModel
        var thumbLabels: [TextSource]?
        var histogram: Histogram?
        var countMessage: TextSource?
        var anyValueText: TextSource?
        var tickLabels: [Double: TextSource] = [:]
        switch kind {
        case .range:
            guard let ends = try reader.numbers("value", count: 2, finite: true) else {
                throw SliderDescriptionError.missingField("value", reason: "required: [lower, upper]")
            }
            let span = try reader.number("minimumSpan") ?? 0
            model = .range(
                try mapped { () throws(SliderInputError) in
                    try RangeSlider(bounds: bounds, step: step, minimumSpan: span, lower: ends[0], upper: ends[1])
                })
            thumbLabels = try reader.texts("thumbLabels", count: 2)
            // Counts read as compact counts are kept as they are (1 byte a count below 256);
            // any other array takes the general path, whose errors name the item at fault.
            if let counts = reader.compactCounts("histogram") {
                histogram = try mapped { () throws(SliderInputError) in try Histogram(compactCounts: counts) }
            } else if let counts = try reader.wholeNumbers("histogram") {
                histogram = try mapped { () throws(SliderInputError) in try Histogram(counts: counts) }
            } else if let counts = try reader.numbers("histogram", count: nil) {
                histogram = try mapped { () throws(SliderInputError) in try Histogram(counts: counts) }
            }
            countMessage = try reader.text("countMessage")
            anyValueText = try reader.text("anyValueText")
        case .slider:
            guard let value = try reader.number("value") else {
                throw SliderDescriptionError.missingField("value", reason: "required: a number")
            }
            model = .slider(try mapped { () throws(SliderInputError) in try Slider(bounds: bounds, step: step, value: value) })
        case .ticks:
            guard let value = try reader.number("value") else {
                throw SliderDescriptionError.missingField("value", reason: "required: a number")
            }
            let labels = try reader.tickLabels()
            let ticks = try reader.numbers("ticks", count: nil) ?? labels.map(\.tick)
            let neutral = try reader.number("neutralValue")
            let snaps = try reader.bool("snapsToTicks") ?? true
            let slider = try mapped { () throws(SliderInputError) in
                try TickSlider(bounds: bounds, step: step, value: value, ticks: ticks, snapsToTicks: snaps, neutralValue: neutral)
            }
            // One set of the ticks, so that checking n labels costs O(n), not O(n²).
            let tickSet = Set(ticks.map { $0 == 0 ? 0 : $0 })
            for (tick, text, key) in labels {
                guard tickSet.contains(tick == 0 ? 0 : tick) else {
                    throw SliderDescriptionError.invalidValue("tickLabels.\(key)", reason: "\(key) is not one of the ticks")
                }
                tickLabels[tick == 0 ? 0 : tick] = text
            }
            model = .ticks(slider)
        }
        if countMessage != nil, histogram == nil {
            throw SliderDescriptionError.notAllowed("countMessage", reason: "needs a histogram to count")
        }
        try self.init(
            model, label: label, thumbLabels: thumbLabels, tickLabels: tickLabels, valueStyle: valueStyle,
            histogram: histogram, countMessage: countMessage, anyValueText: anyValueText,
            layoutDirection: layoutDirection, geometry: geometry, speechValues: speechValues)
    }
}

/// Runs a core initializer, turning its error into a description error for the same field.
private func mapped<T>(_ build: () throws(SliderInputError) -> T) throws(SliderDescriptionError) -> T {
    do {
        return try build()
    } catch {
        throw SliderDescriptionError.invalidValue(error.field, reason: error.reason)
    }
}

/// Reads typed fields of one JSON object, with errors naming the field's path.
private struct FieldReader {
    let object: JSONObject
    let path: String

    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func wrongType(_ key: String, expected: String, got value: JSONValue) -> SliderDescriptionError {
        SliderDescriptionError.wrongType(field(key), reason: "expected \(expected), got \(value.kindName)")
    }

    func number(_ key: String) throws(SliderDescriptionError) -> Double? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value else { throw wrongType(key, expected: "a number", got: value) }
        guard number.value.isFinite else {
            throw SliderDescriptionError.invalidValue(field(key), reason: "\(number.text) is not a finite number")
        }
        return number.value
    }

    /// An array of numbers; with `finite`, each must be finite (bounds and values are; ticks
    /// beyond a `Double` are dropped later, and counts are checked by the histogram).
    func numbers(_ key: String, count: Int?, finite: Bool = false) throws(SliderDescriptionError) -> [Double]? {
        guard let value = object[key] else { return nil }
        let expected = count.map { "an array of \($0) numbers" } ?? "an array of numbers"
        guard case .array(let items) = value else { throw wrongType(key, expected: expected, got: value) }
        if let count, items.count != count {
            throw SliderDescriptionError.wrongType(field(key), reason: "expected \(expected), got \(items.count)")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .number(let number) = item else {
                throw SliderDescriptionError.wrongType(
                    "\(field(key))[\(index)]", reason: "expected a number, got \(item.kindName)")
            }
            if finite, !number.value.isFinite {
                throw SliderDescriptionError.invalidValue(
                    "\(field(key))[\(index)]", reason: "\(number.text) is not a finite number")
            }
            numbers.append(number.value)
        }
        return numbers
    }

    /// An array whose every item is written as digits alone (a whole number from 0, too long
    /// for the parser's compact counts), read exactly rather than through a `Double`, which
    /// cannot hold every whole number past 2^53; `nil` when the field is absent or any item is
    /// written otherwise (the general path then names the item at fault).
    /// - Throws: An error naming the item when one is more than the largest count, `Int.max`.
    func wholeNumbers(_ key: String) throws(SliderDescriptionError) -> [Int]? {
        guard case .array(let items)? = object[key] else { return nil }
        var counts: [Int] = []
        counts.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .number(let number) = item else { return nil }
            let text = number.text
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return nil
            }
            guard let count = Int(text) else {
                throw SliderDescriptionError.invalidValue(
                    "\(field(key))[\(index)]", reason: "\(text) is more than the largest count, \(Int.max)")
            }
            counts.append(count)
        }
        return counts
    }

    /// An array of whole numbers from 0 written plainly, in the compact storage the parser
    /// read it into; `nil` when the field is absent or anything else.
    func compactCounts(_ key: String) -> CompactCounts? {
        guard case .array(let items)? = object[key] else { return nil }
        return items.compactCounts
    }

    func string(_ key: String) throws(SliderDescriptionError) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let text) = value else { throw wrongType(key, expected: "a string", got: value) }
        return text
    }

    func bool(_ key: String) throws(SliderDescriptionError) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let flag) = value else { throw wrongType(key, expected: "true or false", got: value) }
        return flag
    }

    func text(_ key: String) throws(SliderDescriptionError) -> TextSource? {
        guard let value = object[key] else { return nil }
        return try Self.text(value, field: field(key))
    }

    static func text(_ value: JSONValue, field: String) throws(SliderDescriptionError) -> TextSource {
        switch value {
        case .string(let text):
            guard !text.isEmpty else { throw SliderDescriptionError.invalidValue(field, reason: "must not be empty") }
            return .literal(text)
        case .object(let object):
            guard object.keys == ["key"], case .string(let key)? = object["key"] else {
                throw SliderDescriptionError.wrongType(field, reason: "expected a string or {\"key\": \"message.id\"}")
            }
            guard !key.isEmpty else { throw SliderDescriptionError.invalidValue("\(field).key", reason: "must not be empty") }
            return .key(key)
        default:
            throw SliderDescriptionError.wrongType(
                field, reason: "expected a string or {\"key\": \"message.id\"}, got \(value.kindName)")
        }
    }

    func texts(_ key: String, count: Int) throws(SliderDescriptionError) -> [TextSource]? {
        guard let value = object[key] else { return nil }
        guard case .array(let items) = value, items.count == count else {
            throw SliderDescriptionError.wrongType(field(key), reason: "expected an array of \(count) texts")
        }
        var texts: [TextSource] = []
        for (index, item) in items.enumerated() {
            texts.append(try Self.text(item, field: "\(field(key))[\(index)]"))
        }
        return texts
    }

    func geometry() throws(SliderDescriptionError) -> SliderGeometry {
        guard let value = object["geometry"] else { return .standard }
        guard case .object(let sizes) = value else { throw wrongType("geometry", expected: "an object", got: value) }
        let reader = FieldReader(object: sizes, path: field("geometry"))
        for key in sizes.keys where key != "width" && key != "thumbSize" {
            throw SliderDescriptionError.unknownField(reader.field(key))
        }
        let width = try reader.number("width") ?? SliderGeometry.standard.width
        let thumbSize = try reader.number("thumbSize") ?? SliderGeometry.standard.thumbSize
        return try mapped { () throws(SliderInputError) in try SliderGeometry(width: width, thumbSize: thumbSize) }
    }

    func tickLabels() throws(SliderDescriptionError) -> [(tick: Double, text: TextSource, key: String)] {
        guard let value = object["tickLabels"] else { return [] }
        guard case .object(let labels) = value else { throw wrongType("tickLabels", expected: "an object", got: value) }
        var result: [(tick: Double, text: TextSource, key: String)] = []
        var keyOfTick: [Double: String] = [:]
        for entry in labels.entries {
            let field = "\(self.field("tickLabels")).\(entry.key)"
            guard JSONNumberSyntax.isNumber(entry.key), let tick = Double(entry.key), tick.isFinite else {
                throw SliderDescriptionError.invalidValue(field, reason: "'\(entry.key)' is not a number as JSON writes it")
            }
            if let other = keyOfTick[tick] {
                throw SliderDescriptionError.invalidValue(field, reason: "\"\(other)\" and \"\(entry.key)\" name the same tick")
            }
            keyOfTick[tick] = entry.key
            result.append((tick, try Self.text(entry.value, field: field), entry.key))
        }
        return result
    }

    func valueStyle() throws(SliderDescriptionError) -> ValueStyle {
        guard let value = object["valueStyle"] else { return .number }
        guard case .object(let style) = value else { throw wrongType("valueStyle", expected: "an object", got: value) }
        let reader = FieldReader(object: style, path: field("valueStyle"))
        let kinds = ["skeleton", "currency", "percent", "unit", "message"]
        let given = style.keys.filter(kinds.contains)
        for key in style.keys where !kinds.contains(key) && key != "precision" {
            throw SliderDescriptionError.unknownField(reader.field(key))
        }
        guard given.count == 1, let kind = given.first else {
            throw SliderDescriptionError.invalidValue(
                field("valueStyle"), reason: "expected exactly one of skeleton, currency, percent, unit, message")
        }
        if kind != "currency", style["precision"] != nil {
            throw SliderDescriptionError.notAllowed(reader.field("precision"), reason: "only a currency style takes a precision")
        }
        switch kind {
        case "skeleton":
            return .skeleton(try reader.string("skeleton") ?? "")
        case "currency":
            let code = try reader.string("currency") ?? ""
            var precision: Int?
            if let digits = try reader.number("precision") {
                guard digits >= 0, digits <= 15, digits == digits.rounded() else {
                    throw SliderDescriptionError.invalidValue(
                        reader.field("precision"), reason: "expected a whole number from 0 to 15")
                }
                precision = Int(digits)
            }
            return .currency(code: code, precision: precision)
        case "percent":
            guard try reader.bool("percent") == true else {
                throw SliderDescriptionError.invalidValue(reader.field("percent"), reason: "expected true")
            }
            return .percent
        case "unit":
            return .unit(try reader.string("unit") ?? "")
        default:
            guard let message = try reader.text("message") else { return .number }
            return .message(message)
        }
    }
}
