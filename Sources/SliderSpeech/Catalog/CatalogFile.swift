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

    /// A catalog file from messages already read.
    /// - Parameters:
    ///   - path: The file's path, for reports.
    ///   - localeTag: The locale tag the file is named by.
    ///   - messages: The messages in file order; for an id given twice, the first counts.
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
    /// - Parameter id: A message id.
    /// - Returns: The message, or `nil` when the file lacks it.
    public subscript(id: String) -> CatalogMessage? {
        index[id].map { messages[$0] }
    }

    /// The ids in the order of the file.
    public var ids: [String] { messages.map(\.id) }

    /// The UTF-8 byte order mark.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The locale tag of a catalog file's name: `Locales/pt-BR.json` → `pt-BR`.
    /// - Parameter name: A file name or path.
    /// - Returns: The name's last component without `.json`.
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
            throw CatalogError.notJSON(
                file: path, line: error.line, column: error.column, reason: "not JSON: column \(error.column): \(error.message)")
        }
        guard case .object(let object) = document else {
            throw CatalogError.notACatalog(
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
                throw CatalogError.notACatalog(
                    file: path, line: entry.line, column: entry.column,
                    reason: "\(entry.key): unknown field '\(key)' (expected message, description and sameAsSource)")
            }
            guard case .string(let pattern)? = fields["message"] else {
                throw CatalogError.notACatalog(
                    file: path, line: entry.line, column: entry.column,
                    reason: "\(entry.key): expected \"message\" to be a string")
            }
            var note: String?
            if let description = fields["description"] {
                guard case .string(let text) = description else {
                    throw CatalogError.notACatalog(
                        file: path, line: entry.line, column: entry.column,
                        reason: "\(entry.key): expected \"description\" to be a string")
                }
                note = text
            }
            var sameAsSource = false
            if let flag = fields["sameAsSource"] {
                guard case .bool(let value) = flag else {
                    throw CatalogError.notACatalog(
                        file: path, line: entry.line, column: entry.column,
                        reason: "\(entry.key): expected \"sameAsSource\" to be true or false")
                }
                sameAsSource = value
            }
            return CatalogMessage(
                id: entry.key, pattern: pattern, note: note, line: entry.line, column: entry.column,
                sameAsSource: sameAsSource)
        default:
            throw CatalogError.notACatalog(
                file: path, line: entry.line, column: entry.column,
                reason:
                    "\(entry.key): expected a pattern string or {\"message\": …, \"description\": …}, got "
                    + entry.value.kindName
            )
        }
    }
}
