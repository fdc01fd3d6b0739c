internal import CLibXML2
import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An XML element as the Android reader needs it: name, namespace prefix, attributes, text
/// content, children and where it starts.
package struct XMLElement: Sendable {
    package var name: String
    package var prefix: String?
    /// Attributes by `prefix:name` (or `name` without a namespace).
    package var attributes: [String: String]
    /// The text of the element and its descendants, entity and character references decoded,
    /// CDATA sections as they are.
    package var text: String
    package var children: [XMLElement]
    package var line: Int
    package var column: Int
}

/// Parses XML with libxml2: no DTD is loaded, no external entity is read, no network is used; a
/// document with a DOCTYPE is refused before parsing.
///
/// A document in UTF-16 (with its byte order mark, or told by its first characters) or in
/// ISO-8859-1 (by its declaration), which aapt compiles too, is read as UTF-8 after a
/// conversion here, so that lines and columns count Unicode scalars whatever the encoding;
/// another declared encoding is refused with its name.
package enum XMLDocumentParser {
    /// Why a document was not read, and where (1-based line and column).
    package struct Failure: Error, Sendable {
        package let line: Int
        package let column: Int
        package let message: String
    }

    /// Refuses every external entity and DTD libxml2 would load.
    private static let loaderInstalled: Bool = {
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    /// Parses a document's bytes into its root element.
    package static func parse(_ input: [UInt8]) throws(Failure) -> XMLElement {
        let bytes = try utf8(input)
        if let doctype = find(Array("<!DOCTYPE".utf8), in: bytes) {
            var tags = StartTags(bytes: bytes)
            let place = tags.place(of: doctype)
            throw Failure(
                line: place.line, column: place.column,
                message: "a DOCTYPE is not allowed (no DTD or entity is read, so none can be used)")
        }
        if let crowded = crowdedStartTag(bytes) {
            var tags = StartTags(bytes: bytes)
            let place = tags.place(of: crowded.offset)
            throw Failure(
                line: place.line, column: place.column,
                message:
                    "an element with \(crowded.count) attributes: at most \(attributeLimit) are read (a resource element "
                    + "needs a few)")
        }
        _ = loaderInstalled
        guard let context = xmlNewParserCtxt() else { throw Failure(line: 1, column: 1, message: "libxml2 could not start") }
        defer { xmlFreeParserCtxt(context) }
        // The bytes are UTF-8 now, whatever the declaration says.
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_IGNORE_ENC.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(clamping: buffer.count), "strings.xml", "UTF-8", options)
            }
        }
        guard let document else {
            let error = context.pointee.lastError
            var message = error.message.map { String(cString: $0) } ?? "not well-formed"
            message = message.trimmingSuffix(while: { $0 == "\n" || $0 == " " })
            if message.hasPrefix("Input is not proper UTF-8") {
                message +=
                    " (the file is read as UTF-8: save it as UTF-8, or declare its encoding, such as encoding=\"ISO-8859-1\")"
            }
            throw Failure(line: max(Int(error.line), 1), column: max(Int(error.int2), 1), message: message)
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            throw Failure(line: 1, column: 1, message: "no root element")
        }
        var places = StartTags(bytes: bytes)
        return element(root, places: &places)
    }

    /// The document as UTF-8: as it is, or converted from UTF-16 or ISO-8859-1.
    static func utf8(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        switch bytes.prefix(4).map({ $0 }) {
        case let head where head.starts(with: [0xFF, 0xFE]) && !head.starts(with: [0xFF, 0xFE, 0, 0]):
            return try utf16(bytes.dropFirst(2), bigEndian: false)
        case let head where head.starts(with: [0xFE, 0xFF]):
            return try utf16(bytes.dropFirst(2), bigEndian: true)
        case [0x3C, 0, 0x3F, 0]: return try utf16(bytes[...], bigEndian: false)
        case [0, 0x3C, 0, 0x3F]: return try utf16(bytes[...], bigEndian: true)
        case [0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF], [0x3C, 0, 0, 0], [0, 0, 0, 0x3C]:
            throw Failure(line: 1, column: 1, message: "the file is UTF-32, which is not read: save it as UTF-8")
        default: break
        }
        guard let encoding = declaredEncoding(bytes) else { return bytes }
        switch encoding.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii":
            return bytes
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "iso_8859-1", "l1":
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            for byte in bytes {
                if byte < 0x80 {
                    output.append(byte)
                } else {
                    output.append(0xC0 | byte >> 6)
                    output.append(0x80 | byte & 0x3F)
                }
            }
            return output
        case "utf-16", "utf16", "utf-16le", "utf-16be":
            throw Failure(
                line: 1, column: 1,
                message:
                    "the file declares encoding '\(encoding)' but has no UTF-16 byte order mark and is not UTF-16: save it as "
                    + "UTF-8"
            )
        default:
            throw Failure(
                line: 1, column: 1,
                message:
                    "the file declares encoding '\(encoding)', which the validator does not read (it reads UTF-8, UTF-16 and "
                    + "ISO-8859-1): save it as UTF-8"
            )
        }
    }

    /// UTF-16 code units as UTF-8; an unpaired surrogate is refused with its line.
    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(Failure) -> [UInt8] {
        guard bytes.count % 2 == 0 else {
            throw Failure(line: 1, column: 1, message: "the file is UTF-16 but has an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count + units.count / 2)
        var line = 1
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                output.append(contentsOf: UTF8.encode(scalar)!)
            case .emptyInput:
                return output
            case .error:
                throw Failure(line: line, column: 1, message: "the file is UTF-16 with an unpaired surrogate on this line")
            }
        }
    }

    /// The `encoding` of the XML declaration at the start of the document, if it has one.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
            let end = find(Array("?>".utf8), in: bytes, from: start)
        else { return nil }
        guard let at = find(Array("encoding".utf8), in: Array(bytes[start..<end])) else { return nil }
        let declaration = String(decoding: bytes[(start + at + 8)..<end], as: UTF8.self)
        var rest = declaration.drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return String(rest.prefix { $0 != quote })
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    static func element(_ node: UnsafeMutablePointer<xmlNode>, places: inout StartTags) -> XMLElement {
        let name = string(node.pointee.name)
        let prefix = node.pointee.ns.flatMap { $0.pointee.prefix.map { string($0) } }
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let key = string(current.pointee.name)
            let full = current.pointee.ns.flatMap { $0.pointee.prefix.map { string($0) + ":" + key } } ?? key
            if let value = xmlNodeGetContent(UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self)) {
                attributes[full] = string(value)
                free(value)
            }
            attribute = current.pointee.next
        }
        var text = ""
        if let content = xmlNodeGetContent(node) {
            text = string(content)
            free(content)
        }
        // Elements come in document order, as their start tags do in the bytes.
        let place = places.next()
        var children: [XMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                children.append(element(current, places: &places))
            }
            child = current.pointee.next
        }
        return XMLElement(
            name: name, prefix: prefix, attributes: attributes, text: text, children: children, line: place.line,
            column: place.column)
    }

    /// The places of the start tags of a document, one after the other, in one pass over its
    /// bytes: comments, CDATA sections, processing instructions and end tags are stepped over,
    /// and each column is counted on from the last one on its line, so a one-line file of
    /// 40,000 elements costs one pass, not one per element.
    struct StartTags {
        let bytes: [UInt8]
        var cursor = 0
        var line = 1
        var column = 1
        var counted = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The place of the next start tag (its `<`).
        mutating func next() -> (line: Int, column: Int) {
            while cursor < bytes.count {
                guard bytes[cursor] == UInt8(ascii: "<") else {
                    cursor += 1
                    continue
                }
                let rest = bytes[(cursor + 1)...]
                if rest.starts(with: Array("!--".utf8)) {
                    cursor = (XMLDocumentParser.find(Array("-->".utf8), in: bytes, from: cursor + 4) ?? bytes.count) + 3
                } else if rest.starts(with: Array("![CDATA[".utf8)) {
                    cursor = (XMLDocumentParser.find(Array("]]>".utf8), in: bytes, from: cursor + 9) ?? bytes.count) + 3
                } else if rest.first == UInt8(ascii: "?") || rest.first == UInt8(ascii: "!") || rest.first == UInt8(ascii: "/") {
                    cursor += 2
                } else {
                    let place = place(of: cursor)
                    cursor += 1
                    return place
                }
            }
            return (line, column)
        }

        /// Line and column of a byte at or after the last one counted.
        mutating func place(of offset: Int) -> (line: Int, column: Int) {
            while counted < offset {
                let byte = bytes[counted]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                counted += 1
            }
            return (line, column)
        }
    }

    /// The most attributes one element may have. libxml2 compares each attribute of an element
    /// with every other (a duplicate is an error), so an element of tens of thousands would cost
    /// minutes; no Android resource element needs more than a handful.
    package static let attributeLimit = 256

    /// The first start tag with more than ``attributeLimit`` attributes (its `<` and how many it
    /// has), found in one pass before libxml2 sees the bytes: an attribute is an `=` outside
    /// quotes inside a tag; comments, CDATA sections, processing instructions and declarations
    /// are stepped over.
    static func crowdedStartTag(_ bytes: [UInt8]) -> (offset: Int, count: Int)? {
        var cursor = 0
        while let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[(open + 1)...]
            if rest.starts(with: Array("!--".utf8)) {
                cursor = (find(Array("-->".utf8), in: bytes, from: open + 4) ?? bytes.count - 3) + 3
                continue
            }
            if rest.starts(with: Array("![CDATA[".utf8)) {
                cursor = (find(Array("]]>".utf8), in: bytes, from: open + 9) ?? bytes.count - 3) + 3
                continue
            }
            var quote: UInt8?
            var count = 0
            var index = open + 1
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "=") {
                    count += 1
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                index += 1
            }
            if count > attributeLimit { return (open, count) }
            cursor = min(index + 1, bytes.count)
        }
        return nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}
