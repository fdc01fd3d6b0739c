/// How deep the arguments of a MessageFormat pattern nest, found by one pass over the pattern
/// without recursion, before ICU's parser or ours (both recursive) see it.
///
/// An argument inside a variant of another (`{a, select, other {{b, plural, …}}}`) is one level
/// deeper. ICU's own parser overflows the stack near 26,000 levels and the tree walks of this
/// package much earlier; no real message needs more than a few. A pattern whose arguments nest
/// deeper than ``limit`` is a syntax error at the `{` that goes too deep.
///
/// The scan follows ICU's `MessagePattern` where it matters for braces: apostrophe quoting in
/// message text (`'{'` and `'}'` are text; `''` is one apostrophe; `'#'` in a plural variant and
/// `'|'` in a choice message quote too), quoting and nested braces in a simple argument's style,
/// plural and select variants, and choice messages separated by `|`. Where ICU would reject
/// the pattern anyway, the scan only needs not to miss depth, and ICU reports the fault.
package enum MessageNesting {
    /// The deepest nesting of arguments accepted: 32.
    package static let limit = 32

    private enum Parent: Equatable {
        case none, plural, select, choice
    }

    private enum Context: Equatable {
        /// Message text, in a variant of `parent` (or at the top).
        case message(Parent)
        /// After an argument's `{`: its name, type and, for a simple type, its style.
        case header
        /// A simple argument's style, with the braces open inside it.
        case simpleStyle(Int)
        /// The selectors and variants of a plural, selectordinal or select argument.
        case variants(Parent)
        /// The numbers and messages of a choice argument.
        case choice
    }

    /// Throws when arguments nest deeper than `limit`.
    /// - Throws: ``MessageSyntaxError`` at the offset (in Unicode scalars) of the `{` that
    ///   goes one level too deep.
    package static func check(_ pattern: String, limit: Int = limit) throws(MessageSyntaxError) {
        if let offset = offsetBeyond(limit, in: pattern) {
            throw MessageSyntaxError.nestedTooDeep(offset: offset, limit: limit)
        }
    }

    /// The deepest nesting of arguments in `pattern`, counting no further than `limit + 1`.
    package static func depth(of pattern: String, limit: Int = limit) -> Int {
        var deepest = 0
        _ = scan(pattern, limit: limit) { deepest = max(deepest, $0) }
        return deepest
    }

    private static func offsetBeyond(_ limit: Int, in pattern: String) -> Int? {
        scan(pattern, limit: limit) { _ in }
    }

    /// Walks the pattern's UTF-8; calls `opened` with the depth at each argument's `{`. Returns
    /// the offset (in Unicode scalars) of the first `{` beyond `limit`, or `nil`.
    private static func scan(_ pattern: String, limit: Int, opened: (Int) -> Void) -> Int? {
        var pattern = pattern
        return pattern.withUTF8 { scan($0, limit: limit, opened: opened) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, opened: (Int) -> Void) -> Int? {
        let apostrophe = UInt8(ascii: "'")
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let bar = UInt8(ascii: "|")
        let pound = UInt8(ascii: "#")
        let comma = UInt8(ascii: ",")
        var stack: [Context] = []
        var context = Context.message(.none)
        var depth = 0
        var index = 0
        var typeWord: [UInt8] = []
        var commas = 0

        func endArgument() {
            depth -= 1
            context = stack.popLast() ?? .message(.none)
        }
        /// The index after the apostrophe that closes a quote starting at `start`.
        func afterQuote(from start: Int) -> Int {
            var position = start
            while position < bytes.count {
                if bytes[position] == apostrophe {
                    if position + 1 < bytes.count, bytes[position + 1] == apostrophe {
                        position += 2
                        continue
                    }
                    return position + 1
                }
                position += 1
            }
            return bytes.count
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch context {
            case .message(let parent):
                switch byte {
                case apostrophe:
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    if next == apostrophe {
                        index += 2
                    } else if next == open || next == close || (parent == .choice && next == bar)
                        || (parent == .plural && next == pound)
                    {
                        index = afterQuote(from: index + 1)
                    } else {
                        index += 1
                    }
                    continue
                case open:
                    depth += 1
                    opened(depth)
                    if depth > limit { return scalarOffset(of: index, in: bytes) }
                    stack.append(context)
                    context = .header
                    typeWord.removeAll(keepingCapacity: true)
                    commas = 0
                case close where parent == .choice:
                    // Ends the choice message and, read again there, the choice argument.
                    context = stack.popLast() ?? .message(.none)
                    continue
                case close where parent != .none:
                    context = stack.popLast() ?? .message(.none)
                case bar where parent == .choice:
                    context = stack.popLast() ?? .message(.none)
                default:
                    break
                }
            case .header:
                switch byte {
                case close:
                    endArgument()
                case comma where commas == 0:
                    commas = 1
                case comma where commas == 1:
                    switch typeWord {
                    case Array("plural".utf8), Array("selectordinal".utf8): context = .variants(.plural)
                    case Array("select".utf8): context = .variants(.select)
                    case Array("choice".utf8): context = .choice
                    default: context = .simpleStyle(0)
                    }
                default:
                    // The type word, lower case (ICU compares it so), without white space;
                    // other non-ASCII bytes cannot spell a type ICU knows.
                    if commas == 1, byte > 0x20, byte < 0x80 {
                        typeWord.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                    }
                }
            case .simpleStyle(let braces):
                switch byte {
                case apostrophe:
                    index = afterQuote(from: index + 1)
                    continue
                case open:
                    context = .simpleStyle(braces + 1)
                case close:
                    if braces == 0 { endArgument() } else { context = .simpleStyle(braces - 1) }
                default:
                    break
                }
            case .variants(let parent):
                switch byte {
                case open:
                    stack.append(context)
                    context = .message(parent)
                case close:
                    endArgument()
                default:
                    break
                }
            case .choice:
                // A choice number ends at '#', '<' or '≤' (E2 89 A4).
                let isLessOrEqual =
                    byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x89 && bytes[index + 2] == 0xA4
                switch byte {
                case pound, UInt8(ascii: "<"):
                    stack.append(context)
                    context = .message(.choice)
                case _ where isLessOrEqual:
                    stack.append(context)
                    context = .message(.choice)
                    index += 3
                    continue
                case close:
                    endArgument()
                default:
                    break
                }
            }
            index += 1
        }
        return nil
    }

    /// The Unicode scalars before byte `end`: the bytes that do not continue a sequence.
    private static func scalarOffset(of end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes[0..<end] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
