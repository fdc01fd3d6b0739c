import SliderFormatting

/// JSON as Xcode writes a String Catalog, and a file's text rewritten so that only what changes
/// changes.
///
/// Xcode's rules, read off real catalogs (the ExportingCatalogs article lists them and the
/// files): two spaces of indentation a level, `"key" : value`, a line a member, `{` and `[`
/// ending their line, an empty object as `{`, an empty line and `}`, members sorted by the root
/// collation with digits as numbers (``RootCollation``), strings with `"`, `\`, line feed and
/// tab escaped (`\"`, `\\`, `\n`, `\t`), other control characters as `\u00xx`, `/` and every
/// other character as it is, and no line feed after the last `}`.
///
/// A file that exists is read into a ``Node`` tree that remembers each value's bytes; a
/// changed tree is written back reusing the bytes of every value that did not change, and the
/// white space between members that stay, so that a merge changes the lines of what it adds,
/// updates or removes and nothing else, whatever the file's own formatting.
enum XcodeJSON {
    /// A JSON value. Strings and keys compare by their code points, as JSON does (two keys
    /// that are canonically equivalent, "é" and "e" + U+0301, are two keys).
    indirect enum Value: Equatable, Sendable {
        case object([Member])
        case array([Node])
        case string(String)
        /// A number, `true`, `false` or `null`, as written.
        case literal(String)

        static func == (left: Value, right: Value) -> Bool {
            switch (left, right) {
            case (.object(let a), .object(let b)):
                return a.count == b.count
                    && zip(a, b).allSatisfy { $0.key.utf8.elementsEqual($1.key.utf8) && $0.node.value == $1.node.value }
            case (.array(let a), .array(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.value == $1.value }
            case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
            case (.literal(let a), .literal(let b)): return a == b
            default: return false
            }
        }

        /// The members of an object (empty for anything else).
        var members: [Member] {
            if case .object(let members) = self { return members }
            return []
        }

        /// The member named `key` (code points compared).
        subscript(key: String) -> Value? {
            members.first { $0.key.utf8.elementsEqual(key.utf8) }?.node.value
        }

        var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        /// A new object of these members.
        static func fields(_ pairs: [(String, Value)]) -> Value {
            .object(pairs.map { Member(key: $0.0, node: Node(value: $0.1)) })
        }
    }

    /// A member of an object; where it was read from a file, where its parts were.
    struct Member: Sendable {
        var key: String
        var node: Node
        /// Where the white space before the key starts (after `{` or `,`), the key's `"`, and
        /// the value's first byte; nil for a member that is not from the file.
        var place: (gapStart: Int, keyStart: Int, valueStart: Int)?

        init(key: String, node: Node) {
            self.key = key
            self.node = node
        }
    }

    /// A value and, where it was read from a file, the bytes it took there.
    struct Node: Sendable {
        /// The value; setting it marks the node changed.
        var value: Value {
            didSet { changed = true }
        }
        /// Whether the value was set since the node was read (it may still equal what was read).
        private(set) var changed = false
        var span: Range<Int>?
        /// Where an object's or array's closing `}` or `]` is.
        var close: Int?

        init(value: Value, span: Range<Int>? = nil, close: Int? = nil) {
            self.value = value
            self.span = span
            self.close = close
        }
    }

    /// How a file is formatted: line breaks and indentation, or one line.
    struct Style: Equatable, Sendable {
        /// The line break, or nil for JSON on one line.
        var newline: String? = "\n"
        /// One level of indentation.
        var indent = "  "
        /// What separates a key from its value.
        var colon = " : "
        /// On one line: what follows `{`, `[` and each `,`, and what precedes `}` and `]`.
        var inlineGap = ""
        var inlineClosing = ""
        /// Whether `/` is written `\/`.
        var escapesSlash = false

        /// Xcode's own.
        static let xcode = Style()
    }

    // MARK: - Reading

    /// The tree of a document that a strict parser has accepted already, or nil when it is no
    /// JSON after all.
    static func parse(_ bytes: [UInt8]) -> Node? {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        guard let node = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? node : nil
    }

    /// The keys of the members of each member of `path`'s object (`["strings"]`, then
    /// `"localizations"` of each string): what ``parse(_:)`` would give, without building the
    /// rest of the tree. Nil when the document is no JSON object.
    static func keys(ofEach inner: String, under outer: String, in bytes: [UInt8]) -> [String]? {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        var found: [String] = []
        guard
            reader.members({ key, reader in
                guard key == outer else { return reader.skipValue() }
                return reader.members { _, reader in
                    reader.members { key, reader in
                        guard key == inner else { return reader.skipValue() }
                        return reader.members { key, reader in
                            found.append(key)
                            return reader.skipValue()
                        }
                    }
                }
            })
        else { return nil }
        return found
    }

    /// The formatting of a document read by ``parse(_:)``: its line breaks, the indentation and
    /// key separator of its first member, its escaping of `/`; Xcode's where it has no member.
    static func style(of root: Node, in bytes: [UInt8]) -> Style {
        var style = Style.xcode
        guard case .object(let members) = root.value, let first = members.first, let place = first.place else {
            return style
        }
        let gap = bytes[place.gapStart..<place.keyStart]
        if let lineFeed = gap.lastIndex(of: 0x0A) {
            style.newline = lineFeed > gap.startIndex && bytes[lineFeed - 1] == 0x0D ? "\r\n" : "\n"
            style.indent = String(decoding: bytes[(lineFeed + 1)..<place.keyStart], as: UTF8.self)
        } else {
            style.newline = nil
            style.inlineGap = String(decoding: gap, as: UTF8.self)
            if let close = root.close, let last = members.last?.node.span {
                style.inlineClosing = String(decoding: bytes[last.upperBound..<close], as: UTF8.self)
            }
        }
        var keyEnd = place.keyStart + 1
        while keyEnd < place.valueStart, bytes[keyEnd] != UInt8(ascii: "\"") {
            keyEnd += bytes[keyEnd] == UInt8(ascii: "\\") ? 2 : 1
        }
        if keyEnd < place.valueStart {
            style.colon = String(decoding: bytes[(keyEnd + 1)..<place.valueStart], as: UTF8.self)
        }
        style.escapesSlash = contains(bytes, [UInt8(ascii: "\\"), UInt8(ascii: "/")])
        return style
    }

    private static func contains(_ bytes: [UInt8], _ pair: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == pair[0] {
                if bytes[index + 1] == pair[1] { return true }
                index += 2  // an escape's second byte is never the start of another
                continue
            }
            index += 1
        }
        return false
    }

    /// A reader of JSON that a strict parser has accepted: it trusts the syntax and records
    /// where each value is.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
        }

        mutating func value(depth: Int) -> Node? {
            guard index < bytes.count, depth <= 512 else { return nil }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [Member] = []
                var gapStart = index
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return Node(value: .object([]), span: start..<index, close: index - 1)
                }
                while index < bytes.count {
                    let keyStart = index
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    skipSpace()
                    let valueStart = index
                    guard let node = value(depth: depth + 1) else { return nil }
                    var member = Member(key: key, node: node)
                    member.place = (gapStart, keyStart, valueStart)
                    members.append(member)
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        gapStart = index
                        skipSpace()
                    } else if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return Node(value: .object(members), span: start..<index, close: index - 1)
                    } else {
                        return nil
                    }
                }
                return nil
            case UInt8(ascii: "["):
                index += 1
                var items: [Node] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return Node(value: .array([]), span: start..<index, close: index - 1)
                }
                while index < bytes.count {
                    guard let node = value(depth: depth + 1) else { return nil }
                    items.append(node)
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipSpace()
                    } else if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        return Node(value: .array(items), span: start..<index, close: index - 1)
                    } else {
                        return nil
                    }
                }
                return nil
            case UInt8(ascii: "\""):
                guard let text = string() else { return nil }
                return Node(value: .string(text), span: start..<index)
            default:
                while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ","),
                    bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "]")
                {
                    index += 1
                }
                guard index > start else { return nil }
                return Node(value: .literal(String(decoding: bytes[start..<index], as: UTF8.self)), span: start..<index)
            }
        }

        /// Calls `body` with each key of the object at `index`, positioned at its value, which
        /// `body` reads or skips; false when it is no object (or `body` says so). A value that
        /// is no object is skipped and counts as one with no members.
        mutating func members(_ body: (String, inout Reader) -> Bool) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return skipValue() }
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return true
            }
            while index < bytes.count {
                guard let key = string() else { return false }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                skipSpace()
                guard body(key, &self) else { return false }
                skipSpace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    skipSpace()
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return true
                } else {
                    return false
                }
            }
            return false
        }

        /// Moves past the value at `index` without building it; false when it is no JSON.
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                skipSpace()
                guard index < bytes.count else { return false }
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    index += 1
                case UInt8(ascii: "\""):
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index += 1
                case UInt8(ascii: ","), UInt8(ascii: ":"):
                    index += 1
                default:
                    while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ","),
                        bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "]")
                    {
                        index += 1
                    }
                }
            } while depth > 0
            return depth == 0 && index <= bytes.count
        }

        /// A string at `index` (its `"`), decoded; `index` ends after its closing `"`.
        mutating func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            // The common case, no escape: the bytes between the quotes are the string.
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end + 1
                return text
            }
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flush(index)
                guard index + 1 < bytes.count else { return nil }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard var unit = hex(at: index) else { return nil }
                    index += 4
                    if (0xD800..<0xDC00).contains(unit), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u"), let low = hex(at: index + 2), (0xDC00..<0xE000).contains(low)
                    {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escape))
                }
                runStart = index
            }
            return nil
        }

        func hex(at position: Int) -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[position..<(position + 4)] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
    }

    // MARK: - Writing

    /// A value written afresh in a style, at a depth (the indentation of its first line).
    static func text(_ value: Value, style: Style, depth: Int = 0) -> String {
        var output = ""
        write(value, style: style, depth: depth, into: &output)
        return output
    }

    private static func write(_ value: Value, style: Style, depth: Int, into output: inout String) {
        switch value {
        case .string(let text): output += quoted(text, style: style)
        case .literal(let text): output += text
        case .object(let members):
            output += "{"
            guard !members.isEmpty else {
                output += emptyInside(style: style, depth: depth) + "}"
                return
            }
            for (position, member) in members.enumerated() {
                if position > 0 { output += "," }
                output += gap(style: style, depth: depth + 1)
                output += quoted(member.key, style: style) + style.colon
                write(member.node.value, style: style, depth: depth + 1, into: &output)
            }
            output += closing(style: style, depth: depth) + "}"
        case .array(let items):
            output += "["
            guard !items.isEmpty else {
                output += emptyInside(style: style, depth: depth) + "]"
                return
            }
            for (position, item) in items.enumerated() {
                if position > 0 { output += "," }
                output += gap(style: style, depth: depth + 1)
                write(item.value, style: style, depth: depth + 1, into: &output)
            }
            output += closing(style: style, depth: depth) + "]"
        }
    }

    /// What precedes a member or item at `depth`.
    private static func gap(style: Style, depth: Int) -> String {
        guard let newline = style.newline else { return style.inlineGap }
        return newline + String(repeating: style.indent, count: depth)
    }

    /// What precedes the `}` or `]` of a value at `depth` that has members.
    private static func closing(style: Style, depth: Int) -> String {
        guard let newline = style.newline else { return style.inlineClosing }
        return newline + String(repeating: style.indent, count: depth)
    }

    /// The inside of an empty object or array: Xcode writes an empty line.
    private static func emptyInside(style: Style, depth: Int) -> String {
        guard let newline = style.newline else { return "" }
        return newline + newline + String(repeating: style.indent, count: depth)
    }

    /// A string in quotes, escaped as Xcode escapes it.
    static func quoted(_ text: String, style: Style) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "/" where style.escapesSlash: output += "\\/"
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// `new` written where `old` was read from `bytes`: the bytes of every value that did not
    /// change, and of the white space between members that stay, are kept; what is new is
    /// written in `style`, a new member with the white space of the member it comes before.
    /// A node of `new` that was read from `bytes` and not changed since is copied without being
    /// compared, so that the cost is the size of what changed and of the file once.
    static func rewrite(_ old: Node, as new: Node, in bytes: [UInt8], style: Style, depth: Int) -> String {
        guard let span = old.span else { return text(new.value, style: style, depth: depth) }
        if !new.changed, new.span == span { return String(decoding: bytes[span], as: UTF8.self) }
        guard case .object(let oldMembers) = old.value, case .object(let newMembers) = new.value, let close = old.close
        else {
            if old.value == new.value { return String(decoding: bytes[span], as: UTF8.self) }
            return text(new.value, style: style, depth: depth)
        }
        if newMembers.isEmpty {
            return oldMembers.isEmpty
                ? String(decoding: bytes[span], as: UTF8.self) : "{" + emptyInside(style: style, depth: depth) + "}"
        }
        var byKey: [[UInt8]: Member] = [:]
        for member in oldMembers { byKey[Array(member.key.utf8)] = member }
        func oldGap(_ member: Member) -> String? {
            guard let old = byKey[Array(member.key.utf8)], let place = old.place else { return nil }
            return String(decoding: bytes[place.gapStart..<place.keyStart], as: UTF8.self)
        }
        // A new member takes the white space of the old member after it, or else before it.
        var gaps = newMembers.map(oldGap)
        var following: String?
        for position in gaps.indices.reversed() {
            if let gap = gaps[position] { following = gap } else { gaps[position] = following }
        }
        var preceding: String?
        var output = "{"
        for (position, member) in newMembers.enumerated() {
            if position > 0 { output += "," }
            if let old = byKey[Array(member.key.utf8)], let place = old.place {
                preceding = oldGap(member)
                output += preceding ?? ""
                if !member.node.changed, member.node.span == old.node.span, let whole = old.node.span {
                    output += String(decoding: bytes[place.keyStart..<whole.upperBound], as: UTF8.self)
                    continue
                }
                output += String(decoding: bytes[place.keyStart..<place.valueStart], as: UTF8.self)
                output += rewrite(old.node, as: member.node, in: bytes, style: style, depth: depth + 1)
            } else {
                output += gaps[position] ?? preceding ?? gap(style: style, depth: depth + 1)
                output += quoted(member.key, style: style) + style.colon
                output += text(member.node.value, style: style, depth: depth + 1)
            }
        }
        if let last = oldMembers.last?.node.span {
            output += String(decoding: bytes[last.upperBound..<close], as: UTF8.self)
        } else {
            output += closing(style: style, depth: depth)
        }
        return output + "}"
    }

    // MARK: - Order

    /// `member` inserted before the first member that Xcode's order puts after it (at the end
    /// when none does), so that a file sorted as Xcode sorts stays sorted.
    static func inserting(_ member: Member, into members: [Member]) -> [Member] {
        var result = members
        let position = members.firstIndex { RootCollation.shared.precedes(member.key, $0.key) } ?? members.count
        result.insert(member, at: position)
        return result
    }

    /// Members sorted as Xcode sorts them.
    static func sorted(_ pairs: [(String, Value)]) -> Value {
        .fields(pairs.sorted { RootCollation.shared.precedes($0.0, $1.0) })
    }

    // MARK: - Fingerprints

    /// A short fingerprint of a value: FNV-1a (32 bits) of its canonical text (members sorted by
    /// code points, no white space), in base 36. Two values with the same fingerprint are, for
    /// the purpose of telling whether someone changed one, the same.
    static func fingerprint(_ value: Value) -> String {
        var hash: UInt32 = 0x811C_9DC5
        func feed(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt32(byte)
                hash = hash &* 0x0100_0193
            }
        }
        func walk(_ value: Value) {
            switch value {
            case .string(let text): feed(quoted(text, style: .xcode))
            case .literal(let text): feed(text)
            case .array(let items):
                feed("[")
                for item in items {
                    walk(item.value)
                    feed(",")
                }
                feed("]")
            case .object(let members):
                feed("{")
                for member in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    feed(quoted(member.key, style: .xcode) + ":")
                    walk(member.node.value)
                    feed(",")
                }
                feed("}")
            }
        }
        walk(value)
        return String(hash, radix: 36)
    }
}
