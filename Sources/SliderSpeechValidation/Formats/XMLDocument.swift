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
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> XMLElement {
        let lines = LineIndex(bytes)
        if let doctype = find(Array("<!DOCTYPE".utf8), in: bytes) {
            let place = lines.place(ofByte: doctype, in: bytes)
            throw Failure(
                line: place.line, column: place.column,
                message: "a DOCTYPE is not allowed (no DTD or entity is read, so none can be used)")
        }
        _ = loaderInstalled
        guard let context = xmlNewParserCtxt() else { throw Failure(line: 1, column: 1, message: "libxml2 could not start") }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(clamping: buffer.count), "strings.xml", "UTF-8", options)
            }
        }
        guard let document else {
            let error = context.pointee.lastError
            let message = error.message.map { String(cString: $0) } ?? "not well-formed"
            throw Failure(
                line: max(Int(error.line), 1), column: max(Int(error.int2), 1),
                message: message.trimmingSuffix(while: { $0 == "\n" || $0 == " " }))
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            throw Failure(line: 1, column: 1, message: "no root element")
        }
        var counters: [String: Int] = [:]
        return element(root, lines: lines, bytes: bytes, counters: &counters)
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    static func element(
        _ node: UnsafeMutablePointer<xmlNode>, lines: LineIndex, bytes: [UInt8], counters: inout [String: Int]
    ) -> XMLElement {
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
        let line = Int(xmlGetLineNo(node))
        let qualified = prefix.map { "\($0):\(name)" } ?? name
        let key = "\(line) \(qualified)"
        let occurrence = counters[key, default: 0]
        counters[key] = occurrence + 1
        let column = lines.column(of: Array("<\(qualified)".utf8), onLine: line, occurrence: occurrence, in: bytes)
        var children: [XMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                children.append(element(current, lines: lines, bytes: bytes, counters: &counters))
            }
            child = current.pointee.next
        }
        return XMLElement(
            name: name, prefix: prefix, attributes: attributes, text: text, children: children, line: max(line, 1),
            column: column)
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

    /// Where each line starts, to turn byte offsets into lines and columns.
    struct LineIndex {
        var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        }

        func place(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, 1 + bytes[starts[low]..<offset].filter { $0 & 0xC0 != 0x80 }.count)
        }

        /// The column (in Unicode scalars, from 1) of the `occurrence`-th `needle` on a line.
        func column(of needle: [UInt8], onLine line: Int, occurrence: Int, in bytes: [UInt8]) -> Int {
            guard line >= 1, line <= starts.count else { return 1 }
            let start = starts[line - 1]
            let end = line < starts.count ? starts[line] : bytes.count
            var from = start
            var seen = 0
            while let found = XMLDocumentParser.find(needle, in: bytes, from: from), found < end {
                if seen == occurrence {
                    return 1 + bytes[start..<found].filter { $0 & 0xC0 != 0x80 }.count
                }
                seen += 1
                from = found + 1
            }
            return 1
        }
    }
}

extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}
