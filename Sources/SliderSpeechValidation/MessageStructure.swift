import SliderFormatting
import SliderSpeech

/// What the validator needs to know about a parsed message: the arguments each path through
/// its variants meets, argument types, `#` signs and translatable text.
struct MessageStructure {
    let parsed: ParsedMessage
    var nodes: [MessageNode] { parsed.nodes }

    init(_ parsed: ParsedMessage) { self.parsed = parsed }

    /// The plural rules an argument selects by: cardinal for `plural`, ordinal for
    /// `selectordinal`, none for the others.
    static func pluralKind(_ kind: MessageArgumentKind) -> PluralKind? {
        switch kind {
        case .plural: return .cardinal
        case .selectordinal: return .ordinal
        default: return nil
        }
    }

    /// A path through the variants of a message: the choices made and the argument names met.
    struct Path: Hashable {
        var steps: [Step] = []
        var names: Set<String> = []

        struct Step: Hashable {
            let argument: String
            let selector: String
        }

        /// `count=one/gender=female`, or `nil` for the message without variants.
        var label: String? {
            steps.isEmpty ? nil : steps.map { "\($0.argument)=\($0.selector)" }.joined(separator: "/")
        }
    }

    /// The most paths enumerated; beyond it a message is compared by its first paths only.
    static let pathLimit = 512

    /// The most path steps written while enumerating (each step copied into a path counts):
    /// past it the enumeration stops, and the message is too complex to compare path by path.
    static let stepBudget = 200_000

    /// The paths through a message's variants, and whether the enumeration finished within
    /// ``stepBudget``.
    struct Enumeration {
        var paths: [Path]
        /// Path steps written, the work the budget bounds.
        var stepsVisited: Int
        /// Whether every path was enumerated (up to ``pathLimit`` of them) within the budget.
        var complete: Bool
    }

    /// The paths through the message's variants (at most ``pathLimit``), within ``stepBudget``.
    var enumeration: Enumeration {
        var steps = 0
        let paths = Self.paths(nodes, steps: &steps)
        return Enumeration(paths: paths ?? [], stepsVisited: steps, complete: paths != nil)
    }

    /// Every path through `nodes`, or `nil` once `steps` passes the budget.
    static func paths(_ nodes: [MessageNode], steps: inout Int) -> [Path]? {
        var start = Path()
        var complex: [MessageArgument] = []
        for case .argument(let argument) in nodes {
            start.names.insert(argument.name)
            if !argument.variants.isEmpty { complex.append(argument) }
        }
        var current = [start]
        for argument in complex {
            // Each variant's own paths, once, whatever the number of paths before it.
            var variantPaths: [(selector: String, paths: [Path])] = []
            for variant in argument.variants {
                guard let sub = paths(variant.nodes, steps: &steps) else { return nil }
                variantPaths.append((variant.selector, sub))
            }
            var next: [Path] = []
            combining: for path in current {
                for (selector, subPaths) in variantPaths {
                    for sub in subPaths {
                        guard next.count < pathLimit else { break combining }
                        var combined = path
                        combined.steps.append(Path.Step(argument: argument.name, selector: selector))
                        combined.steps += sub.steps
                        combined.names.formUnion(sub.names)
                        steps += combined.steps.count
                        if steps > stepBudget { return nil }
                        next.append(combined)
                    }
                }
            }
            current = next
        }
        return current
    }

    /// The argument names the source meets along the choices of a translation's path: at each
    /// variable argument the variant with the same selector, else `other`.
    func names(following steps: [Path.Step]) -> Set<String> {
        Self.names(nodes, following: steps)
    }

    private static func names(_ nodes: [MessageNode], following steps: [Path.Step]) -> Set<String> {
        var chosen: [String: String] = [:]
        for step in steps where chosen[step.argument] == nil { chosen[step.argument] = step.selector }
        return names(nodes, choosing: chosen)
    }

    private static func names(_ nodes: [MessageNode], choosing chosenSelectors: [String: String]) -> Set<String> {
        var names: Set<String> = []
        for case .argument(let argument) in nodes {
            names.insert(argument.name)
            guard !argument.variants.isEmpty else { continue }
            let chosen = chosenSelectors[argument.name]
            let variant =
                argument.variants.first { $0.selector == chosen }
                ?? argument.variants.first { $0.selector == "other" }
                ?? argument.variants[0]
            names.formUnion(Self.names(variant.nodes, choosing: chosenSelectors))
        }
        return names
    }

    /// The type of each argument name, as `argument-type-mismatch` compares them: `plural`, `selectordinal`,
    /// `select`, `number`, `plain`, or another simple type as written (`date`, `spellout`).
    var types: [String: Set<String>] {
        var types: [String: Set<String>] = [:]
        for argument in arguments {
            types[argument.name, default: []].insert(Self.typeName(argument.kind))
        }
        return types
    }

    static func typeName(_ kind: MessageArgumentKind) -> String {
        switch kind {
        case .plain: return "plain"
        case .simple(let type, _): return type
        case .plural: return "plural"
        case .selectordinal: return "selectordinal"
        case .select: return "select"
        case .choice: return "choice"
        }
    }

    /// Every argument, nested ones included.
    var arguments: [MessageArgument] { parsed.arguments }

    /// Whether a plural variant shows its number: a `#`, or the plural's own argument by name.
    static func showsNumber(_ nodes: [MessageNode], argument: String) -> Bool {
        for node in nodes {
            switch node {
            case .pound: return true
            case .text: continue
            case .argument(let inner):
                if inner.name == argument { return true }
                // A `#` directly in a nested select still shows the plural's number.
                if case .select = inner.kind, inner.variants.contains(where: { showsNumber($0.nodes, argument: argument) }) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the message holds words to translate: a letter in its text, not only arguments
    /// and punctuation.
    /// How many words the message's text has, in every variant (runs of letters).
    var words: Int {
        func count(_ nodes: [MessageNode]) -> Int {
            var total = 0
            for node in nodes {
                switch node {
                case .text(let text, _):
                    var inWord = false
                    for scalar in text.unicodeScalars {
                        let letter = scalar.properties.isAlphabetic
                        if letter, !inWord { total += 1 }
                        inWord = letter
                    }
                case .pound: continue
                case .argument(let argument): total += argument.variants.reduce(0) { $0 + count($1.nodes) }
                }
            }
            return total
        }
        return count(nodes)
    }

    var hasTranslatableText: Bool {
        func check(_ nodes: [MessageNode]) -> Bool {
            for node in nodes {
                switch node {
                case .text(let text, _):
                    if text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { return true }
                case .pound: continue
                case .argument(let argument):
                    if argument.variants.contains(where: { check($0.nodes) }) { return true }
                }
            }
            return false
        }
        return check(nodes)
    }
}
