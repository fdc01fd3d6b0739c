/// One message of a catalog: its id, its ICU MessageFormat pattern, the note for translators
/// and the line it is on.
public struct CatalogMessage: Hashable, Sendable {
    /// The dotted id, such as `slider.thumb.lower`.
    public let id: String
    /// The ICU MessageFormat pattern.
    public let pattern: String
    /// The note for translators, when the file gives one.
    public let description: String?
    /// The line (from 1) of the id in its file.
    public let line: Int
    /// The column (from 1, in Unicode scalars) of the id's opening quote; 0 where unknown.
    public let column: Int
    /// Whether the file says the message is meant to equal the source (`"sameAsSource": true`),
    /// as where a platform's own word is the English one; the `untranslated` rule then stays
    /// silent for it.
    public let sameAsSource: Bool

    /// A message as a catalog file gives it.
    /// - Parameters:
    ///   - id: The dotted id.
    ///   - pattern: The ICU MessageFormat pattern.
    ///   - description: The note for translators.
    ///   - line: The line of the id in its file.
    ///   - column: The column of the id in its line.
    ///   - sameAsSource: Whether the message is meant to equal the source.
    public init(
        id: String, pattern: String, description: String? = nil, line: Int = 0, column: Int = 0, sameAsSource: Bool = false
    ) {
        self.id = id
        self.pattern = pattern
        self.description = description
        self.line = line
        self.column = column
        self.sameAsSource = sameAsSource
    }
}

/// Why a catalog file could not be read as one: the file and what is wrong.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as its path was given.
    public let file: String
    /// The line at fault, when there is one.
    public let line: Int?
    /// The column (from 1, in Unicode scalars) at fault, when there is one.
    public let column: Int?
    /// What is wrong.
    public let reason: String

    /// An error in a catalog file.
    /// - Parameters:
    ///   - file: The file, as its path was given.
    ///   - line: The line at fault.
    ///   - column: The column at fault.
    ///   - reason: What is wrong.
    public init(file: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}

/// A catalog file: the messages of one locale.
///
/// A JSON object of message id → pattern, or → `{"message": pattern, "description": "note"}`
/// (optionally with `"sameAsSource": true`); the file is named by its BCP 47 tag (`pt-BR.json`).
public struct CatalogFile: Hashable, Sendable {
    /// The file's path as given (for reports).
    public let path: String
    /// The locale tag the file is named by, as written (`pt-BR`).
    public let localeTag: String
    /// The messages in the order of the file.
    public let messages: [CatalogMessage]
    private let index: [String: Int]

    public init(path: String, localeTag: String, messages: [CatalogMessage]) {
        self.path = path
        self.localeTag = localeTag
        self.messages = messages
        var index: [String: Int] = [:]
        for (position, message) in messages.enumerated() where index[message.id] == nil {
            index[message.id] = position
        }
        self.index = index
    }

    /// The message with `id`, if the file has it.
    public subscript(id: String) -> CatalogMessage? {
        index[id].map { messages[$0] }
    }

    /// The ids in the order of the file.
    public var ids: [String] { messages.map(\.id) }

    /// The UTF-8 byte order mark.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The locale tag of a catalog file's name: `Locales/pt-BR.json` → `pt-BR`.
    public static func localeTag(ofFileName name: String) -> String {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        return base.hasSuffix(".json") ? String(base.dropLast(5)) : base
    }

    /// Reads a catalog from the bytes of its file.
    ///
    /// A leading UTF-8 byte order mark (EF BB BF, which some Windows editors write) is skipped;
    /// line and column numbers then count from the text after it, as an editor shows them.
    /// Message ids compare as Swift strings do, by canonical equivalence: `café` written with a
    /// precomposed `é` and with `e` and a combining acute accent are the same id, so a file
    /// with both is rejected as having a duplicate key, and a lookup finds either.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The file's path, for reports; its last component names the locale.
    /// - Throws: ``CatalogError`` when the text is not JSON, not an object, or a value is
    ///   neither a string nor a `{"message", "description", "sameAsSource"}` object.
    public init(bytes: [UInt8], path: String) throws(CatalogError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes.starts(with: Self.byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes)
        } catch {
            throw CatalogError(
                file: path, line: error.line, column: error.column, reason: "not JSON: column \(error.column): \(error.message)")
        }
        guard case .object(let object) = document else {
            throw CatalogError(
                file: path, line: 1, reason: "expected a JSON object of message id → pattern, got \(document.kindName)")
        }
        var messages: [CatalogMessage] = []
        messages.reserveCapacity(object.entries.count)
        for entry in object.entries {
            messages.append(try Self.message(entry, path: path))
        }
        self.init(path: path, localeTag: Self.localeTag(ofFileName: path), messages: messages)
    }

    private static func message(_ entry: JSONObject.Entry, path: String) throws(CatalogError) -> CatalogMessage {
        switch entry.value {
        case .string(let pattern):
            return CatalogMessage(id: entry.key, pattern: pattern, line: entry.line, column: entry.column)
        case .object(let fields):
            for key in fields.keys where key != "message" && key != "description" && key != "sameAsSource" {
                throw CatalogError(
                    file: path, line: entry.line, column: entry.column,
                    reason: "\(entry.key): unknown field '\(key)' (expected message, description and sameAsSource)")
            }
            guard case .string(let pattern)? = fields["message"] else {
                throw CatalogError(
                    file: path, line: entry.line, column: entry.column,
                    reason: "\(entry.key): expected \"message\" to be a string")
            }
            var note: String?
            if let description = fields["description"] {
                guard case .string(let text) = description else {
                    throw CatalogError(
                        file: path, line: entry.line, column: entry.column,
                        reason: "\(entry.key): expected \"description\" to be a string")
                }
                note = text
            }
            var sameAsSource = false
            if let flag = fields["sameAsSource"] {
                guard case .bool(let value) = flag else {
                    throw CatalogError(
                        file: path, line: entry.line, column: entry.column,
                        reason: "\(entry.key): expected \"sameAsSource\" to be true or false")
                }
                sameAsSource = value
            }
            return CatalogMessage(
                id: entry.key, pattern: pattern, description: note, line: entry.line, column: entry.column,
                sameAsSource: sameAsSource)
        default:
            throw CatalogError(
                file: path, line: entry.line, column: entry.column,
                reason:
                    "\(entry.key): expected a pattern string or {\"message\": …, \"description\": …}, got \(entry.value.kindName)"
            )
        }
    }
}
