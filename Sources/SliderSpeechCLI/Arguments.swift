import SliderFormatting
import SliderSpeech

/// A command's arguments, consumed option by option.
///
/// Options are `--name value` or `--name=value`; flags are `--name`. A word that starts with a
/// minus but reads as a JSON number (`-3.25`) is a value, not an option. After `--`, every word
/// is a value.
///
/// Each word keeps its bytes beside its text: a path option (``pathValue(_:)``) or positional
/// (``pathPositionals()``) comes out as the bytes given, which need not be UTF-8; the text of
/// such a word has U+FFFD for its undecodable bytes and serves only to match option names.
package struct Arguments {
    private var words: [String]
    private var raw: [[UInt8]]

    package init(_ words: [String]) {
        self.init(bytes: words.map { Array($0.utf8) })
    }

    /// The words as the command line gave them, bytes each (`CommandLine.unsafeArgv`).
    package init(bytes: [[UInt8]]) {
        raw = bytes
        words = bytes.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `--help` or `-h` was given before any `--` (after it, they are values).
    package var wantsHelp: Bool {
        words.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// Removes a flag; returns whether it was there.
    package mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name), !isAfterTerminator(index) else { return false }
        words.remove(at: index)
        raw.remove(at: index)
        return true
    }

    /// Removes every occurrence of an option with a value and returns the values in order.
    /// - Throws: ``UsageError`` when the option is last, with no value after it.
    package mutating func values(_ name: String) throws(UsageError) -> [String] {
        try pathValues(name).map(\.decoded)
    }

    /// Every value of a path option, as the bytes given.
    /// - Throws: ``UsageError`` when the option is last, with no value after it.
    package mutating func pathValues(_ name: String) throws(UsageError) -> [FilePath] {
        try take(name).map(FilePath.init(bytes:))
    }

    /// The value of a path option that may be given once, as the bytes given, or `nil`.
    /// - Throws: ``UsageError`` when it is given twice or has no value.
    package mutating func pathValue(_ name: String) throws(UsageError) -> FilePath? {
        let found = try take(name)
        guard found.count <= 1 else { throw UsageError("\(name) given more than once") }
        return found.first.map(FilePath.init(bytes:))
    }

    private mutating func take(_ name: String) throws(UsageError) -> [[UInt8]] {
        var found: [[UInt8]] = []
        var index = 0
        while index < words.count, words[index] != "--" {
            let word = words[index]
            if word == name {
                guard index + 1 < words.count, words[index + 1] != "--" else {
                    throw UsageError("\(name) needs a value")
                }
                found.append(raw[index + 1])
                words.removeSubrange(index...(index + 1))
                raw.removeSubrange(index...(index + 1))
            } else if raw[index].starts(with: Array(name.utf8) + [UInt8(ascii: "=")]) {
                found.append(Array(raw[index].dropFirst(name.utf8.count + 1)))
                words.remove(at: index)
                raw.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// Removes an option that may be given once; returns its value or `nil`.
    /// - Throws: ``UsageError`` when it is given twice or has no value.
    package mutating func value(_ name: String) throws(UsageError) -> String? {
        try pathValue(name)?.decoded
    }

    /// The words left once options are taken: the positional values.
    /// - Throws: ``UsageError`` for a word that looks like an unknown option.
    package mutating func positionals() throws(UsageError) -> [String] {
        try pathPositionals().map(\.decoded)
    }

    /// The positional values as the bytes given, for commands whose positionals are paths.
    /// - Throws: ``UsageError`` for a word that looks like an unknown option.
    package mutating func pathPositionals() throws(UsageError) -> [FilePath] {
        var result: [FilePath] = []
        var afterTerminator = false
        for (word, bytes) in zip(words, raw) {
            if afterTerminator {
                result.append(FilePath(bytes: bytes))
            } else if word == "--" {
                afterTerminator = true
            } else if word.hasPrefix("-"), word != "-", !JSONNumberSyntax.isNumber(word) {
                throw UsageError("unknown option '\(FilePath(bytes: bytes))'")
            } else {
                result.append(FilePath(bytes: bytes))
            }
        }
        words = []
        raw = []
        return result
    }

    private func isAfterTerminator(_ index: Int) -> Bool {
        guard let terminator = words.firstIndex(of: "--") else { return false }
        return index > terminator
    }
}

extension FilePath {
    /// The word as text, its undecodable bytes as U+FFFD (a value that is not a path).
    fileprivate var decoded: String { String(decoding: bytes, as: UTF8.self) }
}
