import SliderSpeech

/// Where a report says a finding is: the file as a URI relative to a base directory, and a
/// fingerprint of the finding that does not depend on its line.
package enum ReportLocation {
    /// The path's components with `.` and empty ones dropped and `..` applied, made absolute
    /// against `currentDirectory` when it is relative.
    package static func absoluteComponents(_ path: String, currentDirectory: String) -> [Substring] {
        absoluteComponents(FilePath(path), currentDirectory: FilePath(currentDirectory)).map {
            Substring(String(decoding: $0, as: UTF8.self))
        }
    }

    /// The components of a path named by its bytes, as ``absoluteComponents(_:currentDirectory:)``.
    static func absoluteComponents(_ path: FilePath, currentDirectory: FilePath) -> [ArraySlice<UInt8>] {
        let slash = UInt8(ascii: "/")
        let full = path.bytes.first == slash ? path.bytes : currentDirectory.bytes + [slash] + path.bytes
        var components: [ArraySlice<UInt8>] = []
        for component in full.split(separator: slash, omittingEmptySubsequences: true) {
            if component.elementsEqual([UInt8(ascii: ".")]) { continue }
            if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return components
    }

    /// The file as a URI reference relative to `base` (percent-encoded, `/`-separated), or
    /// `nil` when the file is not inside it.
    package static func relativeURI(of file: String, base: String, currentDirectory: String) -> String? {
        relativeURI(of: FilePath(file), base: FilePath(base), currentDirectory: FilePath(currentDirectory))
    }

    static func relativeURI(of file: FilePath, base: FilePath, currentDirectory: FilePath) -> String? {
        let fileComponents = absoluteComponents(file, currentDirectory: currentDirectory)
        let baseComponents = absoluteComponents(base, currentDirectory: currentDirectory)
        guard fileComponents.count > baseComponents.count,
            fileComponents.starts(with: baseComponents, by: { $0.elementsEqual($1) })
        else { return nil }
        return fileComponents.dropFirst(baseComponents.count).map { encoded($0) }.joined(separator: "/")
    }

    /// An absolute `file://` URI of a path (a directory's ends with `/`).
    package static func fileURI(of path: String, currentDirectory: String, directory: Bool = false) -> String {
        fileURI(of: FilePath(path), currentDirectory: FilePath(currentDirectory), directory: directory)
    }

    static func fileURI(of path: FilePath, currentDirectory: FilePath, directory: Bool = false) -> String {
        let components = absoluteComponents(path, currentDirectory: currentDirectory)
        let joined = components.map { encoded($0) }.joined(separator: "/")
        if components.isEmpty { return "file:///" }
        return "file:///" + joined + (directory ? "/" : "")
    }

    /// The URI of a file in a report: relative to the base where it is inside it, else absolute.
    package static func uri(of file: String, base: String, currentDirectory: String) -> (uri: String, relative: Bool) {
        uri(of: FilePath(file), base: FilePath(base), currentDirectory: FilePath(currentDirectory))
    }

    /// The URI of a file named by its bytes: each byte that is not unreserved is
    /// percent-encoded as it is (`%FF`), whether or not the name is UTF-8.
    static func uri(of file: FilePath, base: FilePath, currentDirectory: FilePath) -> (uri: String, relative: Bool) {
        if let relative = relativeURI(of: file, base: base, currentDirectory: currentDirectory) { return (relative, true) }
        return (fileURI(of: file, currentDirectory: currentDirectory), false)
    }

    /// A path segment percent-encoded: every UTF-8 byte but RFC 3986's unreserved characters.
    package static func encoded(_ segment: String) -> String { encoded(Array(segment.utf8)[...]) }

    /// A path segment's bytes percent-encoded: every byte but RFC 3986's unreserved characters.
    static func encoded(_ segment: ArraySlice<UInt8>) -> String {
        var output = ""
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        for byte in segment {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%"
                output.unicodeScalars.append(digits[Int(byte >> 4)])
                output.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return output
    }

    /// The fingerprint of a finding without its occurrence number: 16 hexadecimal digits of the
    /// 64-bit FNV-1a hash of its rule, file URI, locale, id, variant and message, with the
    /// message's digits left out (so a line number it names may move). The line and column are
    /// not part of it.
    package static func fingerprint(
        rule: String, uri: String, locale: String, id: String?, variant: String?, message: String
    ) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        for field in [rule, uri, locale, id ?? "", variant ?? ""] { add(field) }
        for byte in message.utf8 where !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
