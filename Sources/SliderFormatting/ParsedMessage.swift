internal import CICUShim

/// The structure of an ICU MessageFormat pattern, as ICU's `MessagePattern` parses it: for
/// validating translations (argument names, plural variants, `#` signs) without formatting.
///
/// Offsets count Unicode scalars from the start of the pattern.
/// ```swift
/// let message = try ParsedMessage(pattern: "{count, plural, one {# stay} other {# stays}}")
/// message.arguments.map(\.name)                      // ["count"]
/// message.arguments[0].variants.map(\.selector)      // ["one", "other"]
/// ```
/// `MessagePattern` checks syntax only: an argument type ICU's formatter does not know
/// (`{n, pluriel, …}`) parses here as a simple argument of type "pluriel"; ``MessageFormat``
/// rejects it.
public struct ParsedMessage: Hashable, Sendable {
    /// The top-level message.
    public let nodes: [MessageNode]

    /// Parses a pattern.
    /// - Parameter pattern: An ICU MessageFormat pattern.
    /// - Throws: ``MessageSyntaxError`` with the fault's offset.
    public init(pattern: String) throws(MessageSyntaxError) {
        let parts = try MessageParts(pattern: pattern)
        let builder = Builder(parts: parts)
        self.nodes = builder.message(at: 0).nodes
    }

    /// Every argument, nested ones included, in pattern order (an argument before those inside
    /// its variants).
    public var arguments: [MessageArgument] {
        var found: [MessageArgument] = []
        func collect(_ nodes: [MessageNode]) {
            for case .argument(let argument) in nodes {
                found.append(argument)
                for variant in argument.variants { collect(variant.nodes) }
            }
        }
        collect(nodes)
        return found
    }
}

/// A piece of a message.
///
/// Frozen: a `switch` over its cases may be exhaustive. They are the pieces of ICU's
/// MessageFormat syntax, which is settled (MessageFormat 2 would be a syntax tree of its own);
/// a new case would be a new major version.
public indirect enum MessageNode: Hashable, Sendable {
    /// Literal text, with ICU's apostrophe quoting resolved ("it''s" is "it's"); the offset is
    /// where it starts in the pattern.
    case text(String, offset: Int)
    /// A `#` in a plural or selectordinal variant: the number there.
    case pound(offset: Int)
    /// An argument, `{name…}`.
    case argument(MessageArgument)
}

/// What kind of argument a `{…}` is.
///
/// Frozen: a `switch` over its cases may be exhaustive. They are the argument forms of ICU's
/// MessageFormat syntax; an argument type ICU adds is a ``simple(type:style:)`` already; a new
/// case would be a new major version.
public enum MessageArgumentKind: Hashable, Sendable {
    /// `{name}`.
    case plain
    /// `{name, type}` or `{name, type, style}`: `{value, number, ::.##}`. The type is as written
    /// (see ``ParsedMessage`` on unknown types); the style without the white space around it.
    case simple(type: String, style: String?)
    /// `{name, plural, offset:1 …}`: `offset` is 0 when none is given.
    case plural(offset: Double)
    /// `{name, selectordinal, …}`.
    case selectordinal(offset: Double)
    /// `{name, select, …}`.
    case select
    /// `{name, choice, …}` (ChoiceFormat, deprecated in ICU but parsed).
    case choice
}

/// An argument of a message.
public struct MessageArgument: Hashable, Sendable {
    /// The argument's name (or number, as written).
    public let name: String
    /// The offset of its opening `{`.
    public let offset: Int
    /// Its kind.
    public let kind: MessageArgumentKind
    /// Its variants, in pattern order; empty for plain and simple arguments.
    public let variants: [MessageVariant]

    /// An argument node, for comparing with parsed ones (in a validator's tests, say).
    /// - Parameters:
    ///   - name: The argument's name.
    ///   - offset: The offset of its `{`, in Unicode scalars from 0.
    ///   - kind: Its kind.
    ///   - variants: Its variants, in pattern order.
    public init(name: String, offset: Int, kind: MessageArgumentKind, variants: [MessageVariant]) {
        self.name = name
        self.offset = offset
        self.kind = kind
        self.variants = variants
    }
}

/// One variant of a plural, selectordinal, select or choice argument.
public struct MessageVariant: Hashable, Sendable {
    /// The selector as written: "one", "=0", "other", "feminine"; for choice, the number and
    /// its relation ("1#").
    public let selector: String
    /// The offset of the selector.
    public let offset: Int
    /// The variant's message.
    public let nodes: [MessageNode]

    /// A variant, for comparing with parsed ones.
    /// - Parameters:
    ///   - selector: The variant's selector: `one`, `=0`, `female`.
    ///   - offset: The offset of the selector, in Unicode scalars from 0.
    ///   - nodes: The variant's message.
    public init(selector: String, offset: Int, nodes: [MessageNode]) {
        self.selector = selector
        self.offset = offset
        self.nodes = nodes
    }
}

/// Builds the tree from ICU's flat part list: a message runs from MSG_START to its MSG_LIMIT,
/// an argument from ARG_START to its ARG_LIMIT.
private struct Builder {
    let parts: MessageParts

    /// The message whose MSG_START is at `start`, and the index after its MSG_LIMIT.
    func message(at start: Int) -> (nodes: [MessageNode], next: Int) {
        let all = parts.parts
        var nodes: [MessageNode] = []
        var textStart = all[start].index + all[start].length
        var pending = ""
        var pendingOffset = textStart

        func take(upTo end: Int32) {
            if pending.isEmpty { pendingOffset = textStart }
            pending += parts.text(from: textStart, to: end)
        }
        func flush() {
            if !pending.isEmpty {
                nodes.append(.text(pending, offset: parts.scalarOffset(pendingOffset)))
            }
            pending = ""
        }

        var index = start + 1
        while index < all.count {
            let part = all[index]
            switch Int(part.type) {
            case SSICU_PART_SKIP_SYNTAX:
                // A quoting apostrophe: not part of the text.
                take(upTo: part.index)
                textStart = part.index + part.length
                index += 1
            // INSERT_CHAR (zero length) marks where auto-quoting would add an apostrophe to the
            // pattern; the text around it is already what formatting writes ("can't"), so it
            // adds nothing here — the default case steps over it.
            case SSICU_PART_REPLACE_NUMBER:
                take(upTo: part.index)
                flush()
                nodes.append(.pound(offset: parts.scalarOffset(part.index)))
                textStart = part.index + part.length
                index += 1
            case SSICU_PART_ARG_START:
                take(upTo: part.index)
                flush()
                let limit = Int(part.limitPart)
                nodes.append(.argument(argument(at: index)))
                textStart = all[limit].index + all[limit].length
                index = limit + 1
            case SSICU_PART_MSG_LIMIT:
                take(upTo: part.index)
                flush()
                return (nodes, index + 1)
            default:
                index += 1
            }
        }
        // The top-level message always ends with a MSG_LIMIT; this is for safety only.
        flush()
        return (nodes, all.count)
    }

    /// The argument whose ARG_START is at `start`.
    func argument(at start: Int) -> MessageArgument {
        let all = parts.parts
        let limit = Int(all[start].limitPart)
        let name = parts.text(of: all[start + 1])
        let offset = parts.scalarOffset(all[start].index)
        var index = start + 2
        var variants: [MessageVariant] = []
        let kind: MessageArgumentKind

        func isNumber(_ part: ssicu_message_part) -> Bool {
            Int(part.type) == SSICU_PART_ARG_INT || Int(part.type) == SSICU_PART_ARG_DOUBLE
        }

        switch Int(all[start].argType) {
        case SSICU_ARG_SIMPLE:
            let type = parts.text(of: all[index])
            let style =
                index + 1 < limit && Int(all[index + 1].type) == SSICU_PART_ARG_STYLE
                ? parts.trimmedText(of: all[index + 1]).text : nil
            kind = .simple(type: type, style: style)
        case SSICU_ARG_CHOICE:
            kind = .choice
            while index < limit {
                // (number, selector, message): "1#one".
                let number = all[index]
                let selector = all[index + 1]
                let (nodes, next) = message(at: index + 2)
                variants.append(
                    MessageVariant(
                        selector: parts.text(from: number.index, to: selector.index + selector.length),
                        offset: parts.scalarOffset(number.index), nodes: nodes))
                index = next
            }
        case SSICU_ARG_PLURAL, SSICU_ARG_SELECTORDINAL, SSICU_ARG_SELECT:
            var pluralOffset = 0.0
            if index < limit, isNumber(all[index]) {
                pluralOffset = all[index].numericValue
                index += 1
            }
            while index < limit {
                // (selector, [explicit value for "=N"], message).
                let selector = all[index]
                index += 1
                if isNumber(all[index]) { index += 1 }
                let (nodes, next) = message(at: index)
                variants.append(
                    MessageVariant(
                        selector: parts.text(of: selector), offset: parts.scalarOffset(selector.index),
                        nodes: nodes))
                index = next
            }
            switch Int(all[start].argType) {
            case SSICU_ARG_PLURAL: kind = .plural(offset: pluralOffset)
            case SSICU_ARG_SELECTORDINAL: kind = .selectordinal(offset: pluralOffset)
            default: kind = .select
            }
        default:
            kind = .plain
        }
        return MessageArgument(name: name, offset: offset, kind: kind, variants: variants)
    }
}
