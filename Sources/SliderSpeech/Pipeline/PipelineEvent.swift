package import SliderCore

/// Reads one pipeline event from a JSON line.
///
/// `{"type": "increment", "thumb": "lower"}`, `{"type": "set", "thumb": "upper", "value": 212.5}`,
/// `{"type": "dragStart", "x": 120}`, `{"type": "dragMove", "dx": 14}`, `{"type": "dragEnd"}`.
/// Unknown fields, a field the type does not take, a value that is not a finite number and an
/// unknown thumb are errors. Whether a thumb is required is the slider's business
/// (``SliderControl``), not the line's.
///
/// The event types, the fields each takes and the event each makes are ``Kind``: the one schema
/// that both readers — the byte reader (``PipelineEventParser``) and the JSON tree — work from.
package enum PipelineEvent {
    /// The fields a line may have besides `type`.
    struct Fields: OptionSet, Sendable {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `"lower"` or `"upper"`.
        static let thumb = Fields(rawValue: 1)
        /// A finite number: the value of `set`.
        static let value = Fields(rawValue: 2)
        /// A finite number: where `dragStart` starts.
        static let x = Fields(rawValue: 4)
        /// A finite number: how far `dragMove` moves.
        static let dx = Fields(rawValue: 8)

        /// Each field with its key.
        static let keys: [(field: Fields, key: String)] = [(.thumb, "thumb"), (.value, "value"), (.x, "x"), (.dx, "dx")]

        /// The field whose key is the UTF-8 `bytes`, for the byte reader.
        init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
            guard let found = Self.utf8Keys.first(where: { PipelineEvent.equal($0.utf8, bytes) }) else { return nil }
            self = found.field
        }

        private static let utf8Keys = keys.map { (field: $0.field, utf8: Array($0.key.utf8)) }

        /// The field of a key; `nil` for a key that is no field.
        init?(key: String) {
            guard let found = Self.keys.first(where: { $0.key == key }) else { return nil }
            self = found.field
        }

        /// The key of a single field.
        var key: String { Self.keys.first { $0.field == self }?.key ?? "" }
    }

    /// An event type: its name, the fields it takes besides `type`, and the event it makes.
    enum Kind: CaseIterable, Sendable {
        case focus, increment, decrement, pageIncrement, pageDecrement, home, end, set, dragStart, dragMove, dragEnd

        /// The name a line gives as its `type`.
        var name: String {
            switch self {
            case .focus: "focus"
            case .increment: "increment"
            case .decrement: "decrement"
            case .pageIncrement: "pageIncrement"
            case .pageDecrement: "pageDecrement"
            case .home: "home"
            case .end: "end"
            case .set: "set"
            case .dragStart: "dragStart"
            case .dragMove: "dragMove"
            case .dragEnd: "dragEnd"
            }
        }

        /// The fields the type takes besides `type`.
        var fields: Fields {
            switch self {
            case .focus, .increment, .decrement, .pageIncrement, .pageDecrement, .home, .end: .thumb
            case .set: [.thumb, .value]
            case .dragStart: .x
            case .dragMove: .dx
            case .dragEnd: []
            }
        }

        /// The field that gives the type's number, if it takes one.
        var numberField: Fields? {
            let number = fields.subtracting(.thumb)
            return number.isEmpty ? nil : number
        }

        /// The type named `name`; `nil` for a name that is no event type.
        init?(name: String) {
            guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = found
        }

        /// The type whose name is the UTF-8 `bytes`.
        init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
            // The one name of this length and first byte, if any, then compared whole: a type
            // costs one comparison, not one per name.
            guard let first = bytes.first else { return nil }
            let candidate: Kind
            switch (bytes.count, first) {
            case (3, UInt8(ascii: "e")): candidate = .end
            case (3, UInt8(ascii: "s")): candidate = .set
            case (4, UInt8(ascii: "h")): candidate = .home
            case (5, UInt8(ascii: "f")): candidate = .focus
            case (7, UInt8(ascii: "d")): candidate = .dragEnd
            case (8, UInt8(ascii: "d")): candidate = .dragMove
            case (9, UInt8(ascii: "i")): candidate = .increment
            case (9, UInt8(ascii: "d")): candidate = bytes[1] == UInt8(ascii: "e") ? .decrement : .dragStart
            case (13, UInt8(ascii: "p")): candidate = bytes[4] == UInt8(ascii: "I") ? .pageIncrement : .pageDecrement
            default: return nil
            }
            guard PipelineEvent.equal(Self.names[candidate.index].utf8, bytes) else { return nil }
            self = candidate
        }

        /// The kind's place in `allCases` (and in `names`).
        private var index: Int {
            switch self {
            case .focus: 0
            case .increment: 1
            case .decrement: 2
            case .pageIncrement: 3
            case .pageDecrement: 4
            case .home: 5
            case .end: 6
            case .set: 7
            case .dragStart: 8
            case .dragMove: 9
            case .dragEnd: 10
            }
        }

        /// Each type with its name's UTF-8, for the byte reader.
        private static let names = allCases.map { (kind: $0, utf8: Array($0.name.utf8)) }

        /// The event, from the line's thumb and its number (of ``numberField``); `nil` when the
        /// type needs a number the line does not give.
        func event(thumb: Thumb?, number: Double?) -> SliderEvent? {
            switch self {
            case .focus: return .focus(thumb: thumb)
            case .increment: return .adjust(.increment, thumb: thumb)
            case .decrement: return .adjust(.decrement, thumb: thumb)
            case .pageIncrement: return .adjust(.pageIncrement, thumb: thumb)
            case .pageDecrement: return .adjust(.pageDecrement, thumb: thumb)
            case .home: return .adjust(.home, thumb: thumb)
            case .end: return .adjust(.end, thumb: thumb)
            case .set: return number.map { .set($0, thumb: thumb) }
            case .dragStart: return number.map { .dragStart(x: $0) }
            case .dragMove: return number.map { .dragMove(translation: $0) }
            case .dragEnd: return .dragEnd
            }
        }
    }

    /// The event of a line, and its type name: read straight from the bytes
    /// (``PipelineEventParser``) when the line is well formed, through the JSON tree otherwise.
    /// - Throws: ``PipelineLineError`` saying what is wrong, in one line.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(PipelineLineError) -> (
        type: String, event: SliderEvent
    ) {
        if let parsed = PipelineEventParser.parse(bytes) { return parsed }
        return try parseWithTree(bytes)
    }

    /// ``parse(_:)`` through the JSON tree: what decides every line the byte parser leaves,
    /// and every error.
    /// - Throws: ``PipelineLineError`` saying what is wrong, in one line.
    package static func parseWithTree(_ bytes: UnsafeBufferPointer<UInt8>) throws(PipelineLineError) -> (
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
        guard let kind = Kind(name: type) else {
            let names = Kind.allCases.map(\.name).sorted().joined(separator: ", ")
            throw PipelineLineError("type: '\(type)' is not an event type (\(names))")
        }
        for key in object.keys where key != "type" {
            guard let field = Fields(key: key) else { throw PipelineLineError("\(key): unknown field") }
            guard kind.fields.contains(field) else { throw PipelineLineError("\(key): not a field of \(type)") }
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
        var number: Double?
        if let field = kind.numberField {
            let key = field.key
            guard let value = object[key] else { throw PipelineLineError("\(key): missing") }
            guard case .number(let given) = value else {
                throw PipelineLineError("\(key): expected a number, got \(value.kindName)")
            }
            guard given.value.isFinite else { throw PipelineLineError("\(key): \(given.text) is not a finite number") }
            number = given.value
        }
        // Every number a type needs was found above.
        guard let event = kind.event(thumb: thumb, number: number) else { preconditionFailure("\(type) has its number") }
        return (kind.name, event)
    }
}

extension PipelineEvent {
    /// Whether a name's UTF-8 is `bytes` (the lengths first: most names differ there).
    static func equal(_ name: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count == bytes.count else { return false }
        return name.withUnsafeBufferPointer { name in
            var index = 0
            while index < name.count {
                if name[index] != bytes[index] { return false }
                index += 1
            }
            return true
        }
    }
}

/// Why a pipeline line was rejected.
package struct PipelineLineError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
