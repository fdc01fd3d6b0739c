import SliderFormatting
import SliderSpeech

/// A command's arguments, consumed option by option.
///
/// Options are `--name value` or `--name=value`; flags are `--name`. A word that starts with a
/// minus but reads as a JSON number (`-3.25`) is a value, not an option. After `--`, every word
/// is a value.
package struct Arguments {
    private var words: [String]

    package init(_ words: [String]) { self.words = words }

    /// Whether `--help` or `-h` was given before any `--` (after it, they are values).
    package var wantsHelp: Bool {
        words.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// Removes a flag; returns whether it was there.
    package mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name), !isAfterTerminator(index) else { return false }
        words.remove(at: index)
        return true
    }

    /// Removes every occurrence of an option with a value and returns the values in order.
    /// - Throws: ``UsageError`` when the option is last, with no value after it.
    package mutating func values(_ name: String) throws(UsageError) -> [String] {
        var found: [String] = []
        var index = 0
        while index < words.count, words[index] != "--" {
            let word = words[index]
            if word == name {
                guard index + 1 < words.count, words[index + 1] != "--" else {
                    throw UsageError("\(name) needs a value")
                }
                found.append(words[index + 1])
                words.removeSubrange(index...(index + 1))
            } else if word.hasPrefix(name + "=") {
                found.append(String(word.dropFirst(name.count + 1)))
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// Removes an option that may be given once; returns its value or `nil`.
    /// - Throws: ``UsageError`` when it is given twice or has no value.
    package mutating func value(_ name: String) throws(UsageError) -> String? {
        let found = try values(name)
        guard found.count <= 1 else { throw UsageError("\(name) given more than once") }
        return found.first
    }

    /// The words left once options are taken: the positional values.
    /// - Throws: ``UsageError`` for a word that looks like an unknown option.
    package mutating func positionals() throws(UsageError) -> [String] {
        var result: [String] = []
        var afterTerminator = false
        for word in words {
            if afterTerminator {
                result.append(word)
            } else if word == "--" {
                afterTerminator = true
            } else if word.hasPrefix("-"), word != "-", !JSONNumberSyntax.isNumber(word) {
                throw UsageError("unknown option '\(word)'")
            } else {
                result.append(word)
            }
        }
        words = []
        return result
    }

    private func isAfterTerminator(_ index: Int) -> Bool {
        guard let terminator = words.firstIndex(of: "--") else { return false }
        return index > terminator
    }
}
