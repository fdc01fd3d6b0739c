import SliderFormatting

/// A path as the operating system has it: bytes, which need not be UTF-8.
///
/// Linux file names are any bytes but `/` and NUL. A `String` cannot hold a name that is not
/// UTF-8 (Swift repairs such bytes to U+FFFD, and the repaired name opens nothing), so the tool
/// takes its paths from the raw command line into this type, and ``FileSystem`` opens and lists
/// through it. ``text`` shows the path in messages and reports: exactly when its bytes are
/// UTF-8, else with each undecodable byte written `\xFF`.
///
/// ```swift
/// let path = FilePath(bytes: Array("Locales/".utf8) + [0xFF])
/// path.text   // "Locales/\\xFF"
/// ```
package struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    package let bytes: [UInt8]

    /// A path of raw bytes.
    package init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path of a string's UTF-8 bytes.
    package init(_ string: String) { bytes = Array(string.utf8) }

    /// The path as a string when its bytes are UTF-8; `nil` when they are not.
    package var string: String? { String(validating: bytes, as: UTF8.self) }

    /// Whether this is `-`, standard input for the options that read a file.
    package var isStandardInput: Bool { bytes == [UInt8(ascii: "-")] }

    /// The path for messages: its text when the bytes are UTF-8, else each undecodable byte as
    /// `\xHH` (two upper-case hex digits) and the rest decoded. A line written for people passes
    /// this through ``TerminalText/escaped(_:)`` as every echoed input does.
    package var text: String {
        if let string { return string }
        var result = ""
        var start = 0
        var index = 0
        while index < bytes.count {
            if case .success(let length) = UTF8Sequence.length(in: bytes, at: index) {
                index += length
                continue
            }
            result += String(decoding: bytes[start..<index], as: UTF8.self)
            result +=
                "\\x" + String(bytes[index] >> 4, radix: 16, uppercase: true)
                + String(bytes[index] & 0xF, radix: 16, uppercase: true)
            index += 1
            start = index
        }
        result += String(decoding: bytes[start..<index], as: UTF8.self)
        return result
    }

    /// ``text`` on one line for people: line breaks, controls and bidi controls escaped too.
    package var description: String { TerminalText.escaped(text) }

    /// `self/name`, with one slash between.
    package func appending(_ name: FilePath) -> FilePath {
        if bytes.last == UInt8(ascii: "/") || bytes.isEmpty { return FilePath(bytes: bytes + name.bytes) }
        return FilePath(bytes: bytes + [UInt8(ascii: "/")] + name.bytes)
    }

    /// `self/name`, with one slash between.
    package func appending(_ name: String) -> FilePath { appending(FilePath(name)) }

    /// The folder that holds the path's last component: `.` for a bare name.
    package var parent: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
        return slash == 0 ? FilePath("/") : FilePath(bytes: Array(bytes[..<slash]))
    }

    /// The last component's bytes (the whole path when it has no slash).
    package var lastComponent: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return self }
        return FilePath(bytes: Array(bytes[(slash + 1)...]))
    }

    /// Whether the path ends in `suffix` (bytes compared).
    package func hasSuffix(_ suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        return bytes.count >= tail.count && Array(bytes.suffix(tail.count)) == tail
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}
