import SliderCore

/// Reads one pipeline event from a JSON line.
///
/// `{"type": "increment", "thumb": "lower"}`, `{"type": "set", "thumb": "upper", "value": 212.5}`,
/// `{"type": "dragStart", "x": 120}`, `{"type": "dragMove", "dx": 14}`, `{"type": "dragEnd"}`.
/// Unknown fields, a field the type does not take, a value that is not a finite number and an
/// unknown thumb are errors. Whether a thumb is required is the slider's business
/// (``SliderControl``), not the line's.
package enum PipelineEvent {
    /// The event types and the fields each takes besides `type`.
    static let fields: [String: Set<String>] = [
        "focus": ["thumb"], "increment": ["thumb"], "decrement": ["thumb"], "pageIncrement": ["thumb"],
        "pageDecrement": ["thumb"], "home": ["thumb"], "end": ["thumb"], "set": ["thumb", "value"],
        "dragStart": ["x"], "dragMove": ["dx"], "dragEnd": [],
    ]

    /// The event of a line, and its type name: read straight from the bytes
    /// (``PipelineEventParser``) when the line is well formed, through the JSON tree otherwise.
    /// - Throws: ``PipelineLineError`` saying what is wrong, in one line.
    package static func parse(_ bytes: ArraySlice<UInt8>) throws(PipelineLineError) -> (type: String, event: SliderEvent) {
        if let parsed = PipelineEventParser.parse(bytes) { return parsed }
        return try parseWithTree(bytes)
    }

    /// ``parse(_:)`` of a line given in place.
    /// - Throws: ``PipelineLineError`` saying what is wrong, in one line.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(PipelineLineError) -> (
        type: String, event: SliderEvent
    ) {
        if let parsed = PipelineEventParser.parse(bytes) { return parsed }
        return try parseWithTree(Array(bytes)[...])
    }

    /// ``parse(_:)`` through the JSON tree: what decides every line the byte parser leaves,
    /// and every error.
    /// - Throws: ``PipelineLineError`` saying what is wrong, in one line.
    package static func parseWithTree(_ bytes: ArraySlice<UInt8>) throws(PipelineLineError) -> (
        type: String, event: SliderEvent
    ) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(bytes))
        } catch {
            throw PipelineLineError("not JSON: column \(error.column): \(error.message)")
        }
        guard case .object(let object) = document else {
            throw PipelineLineError("expected a JSON object, got \(document.kindName)")
        }
        guard let typeValue = object["type"] else { throw PipelineLineError("type: missing") }
        guard case .string(let type) = typeValue else {
            throw PipelineLineError("type: expected a string, got \(typeValue.kindName)")
        }
        guard let allowed = fields[type] else {
            throw PipelineLineError("type: '\(type)' is not an event type (\(fields.keys.sorted().joined(separator: ", ")))")
        }
        for key in object.keys where key != "type" && !allowed.contains(key) {
            throw PipelineLineError(
                fields.values.contains { $0.contains(key) }
                    ? "\(key): not a field of \(type)" : "\(key): unknown field")
        }
        var thumb: Thumb?
        if let thumbValue = object["thumb"] {
            guard case .string(let name) = thumbValue else {
                throw PipelineLineError("thumb: expected \"lower\" or \"upper\", got \(thumbValue.kindName)")
            }
            guard let parsed = Thumb(rawValue: name) else {
                throw PipelineLineError("thumb: '\(name)' is not a thumb (lower or upper)")
            }
            thumb = parsed
        }
        func number(_ key: String) throws(PipelineLineError) -> Double {
            guard let value = object[key] else { throw PipelineLineError("\(key): missing") }
            guard case .number(let number) = value else {
                throw PipelineLineError("\(key): expected a number, got \(value.kindName)")
            }
            guard number.value.isFinite else { throw PipelineLineError("\(key): \(number.text) is not a finite number") }
            return number.value
        }
        let event: SliderEvent
        switch type {
        case "focus": event = .focus(thumb: thumb)
        case "set": event = .set(try number("value"), thumb: thumb)
        case "dragStart": event = .dragStart(x: try number("x"))
        case "dragMove": event = .dragMove(translation: try number("dx"))
        case "dragEnd": event = .dragEnd
        default: event = .adjust(AdjustAction(rawValue: type)!, thumb: thumb)
        }
        return (type, event)
    }
}

/// Why a pipeline line was rejected.
package struct PipelineLineError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
