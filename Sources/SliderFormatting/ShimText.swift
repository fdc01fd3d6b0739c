internal import CICUShim

/// Reading text out of the shim, whose functions write UTF-8 into a caller's buffer and return
/// the length the whole text needs.
enum ShimText {
    /// The status the shim sets when the text did not fit (ICU's U_BUFFER_OVERFLOW_ERROR).
    static let overflow = Int32(SSICU_BUFFER_OVERFLOW_ERROR)

    /// Calls `body` with a buffer, and again with a buffer of the size it asked for when the
    /// text did not fit, so output of any length comes back whole.
    ///
    /// The first buffer is on the stack: text that fits it costs one call and one string (a
    /// small string, with no allocation at all, up to 15 bytes).
    /// - Parameters:
    ///   - operation: What is being done, for the error (`unumf_formatDouble`).
    ///   - capacity: The first buffer's size in bytes.
    ///   - converted: Whether the shim writes the text by converting ICU's UTF-16
    ///     (`ssicu::copyUTF8` and the like: well-formed UTF-8 or an error), so that the string
    ///     is made without checking the bytes again (`String(wellFormedUTF8:)`).
    ///     Not for text that holds bytes of a caller's input, such as a locale ID.
    ///   - body: The shim call: buffer, its capacity, the status to set; returns the length
    ///     needed.
    /// - Throws: ``ICUError`` when the status is an ICU error. Warnings are success.
    static func read(
        operation: String,
        capacity: Int = 64,
        converted: Bool = false,
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUError) -> String {
        var status: Int32 = 0
        var needed: Int32 = 0
        let first = max(capacity, 256)
        let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: first) { buffer -> String? in
            needed = body(buffer.baseAddress!, Int32(clamping: first), &status)
            guard status <= 0, Int(needed) <= first else { return nil }
            return buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: first) {
                let bytes = UnsafeBufferPointer(start: $0, count: Int(needed))
                return converted ? String(wellFormedUTF8: bytes) : String(decoding: bytes, as: UTF8.self)
            }
        }
        if let text { return text }
        guard status == overflow, Int(needed) > first else { throw ICUError(code: status, operation: operation) }
        return try grown(operation: operation, capacity: Int(needed), body)
    }

    /// ``read(operation:capacity:_:)`` for text longer than the first buffer: straight into
    /// the new string's storage.
    private static func grown(
        operation: String,
        capacity: Int,
        _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUError) -> String {
        var capacity = capacity
        while true {
            var status: Int32 = 0
            var needed: Int32 = 0
            let text = String(unsafeUninitializedCapacity: capacity) { buffer in
                needed = buffer.withMemoryRebound(to: CChar.self) { bytes in
                    body(bytes.baseAddress!, Int32(clamping: bytes.count), &status)
                }
                return status > 0 ? 0 : Int(needed)
            }
            if status == overflow, Int(needed) > capacity {
                capacity = Int(needed)
                continue
            }
            guard status <= 0 else { throw ICUError(code: status, operation: operation) }
            return text
        }
    }

    /// Calls `body` with a NUL-terminated copy of `text` and its length in UTF-8 bytes.
    static func withUTF8<Result, Failure: Error>(
        _ text: String, _ body: (UnsafePointer<CChar>, Int32) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let bytes = text.utf8CString
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            try body(buffer.baseAddress!, Int32(clamping: buffer.count - 1))
        }
    }

    /// ``withUTF8(_:_:)`` for a name that may be absent: `body` gets NULL and 0 for `nil` (a
    /// name the shim keeps ICU's for).
    static func withName<Result, Failure: Error>(
        _ name: String?, _ body: (UnsafePointer<CChar>?, Int32) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let name else { return try body(nil, 0) }
        return try withUTF8(name) { text, length throws(Failure) in try body(text, length) }
    }
}
