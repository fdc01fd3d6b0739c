extension String {
    /// Calls `body` with the string's UTF-8 in place, without copying it (a copy only for a
    /// string that is not stored as UTF-8, which no string made in this package is): the one way
    /// a method that works on UTF-8 bytes takes a string too.
    /// - Parameter body: What to do with the bytes, valid only during the call.
    /// - Returns: What `body` returns.
    @inlinable
    package func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = self
        return text.withUTF8(body)
    }
}
