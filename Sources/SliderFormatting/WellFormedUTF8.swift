extension String {
    /// A string of UTF-8 that is well formed by construction, made without checking it again
    /// where the standard library can (`UTF8Span(unchecked:)`, Swift 6.2).
    ///
    /// For bytes the package wrote itself only: ICU's UTF-16 converted by the shim (which gives
    /// well-formed UTF-8 or an error, never anything else), a speech form of a string, or whole
    /// pieces of strings put together. Checking them again cost a tenth of a focus
    /// announcement. A debug build checks them all the same.
    /// - Parameter bytes: Well-formed UTF-8.
    package init(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        assert(
            String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes),
            "String(wellFormedUTF8:): the bytes are not well-formed UTF-8")
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            self = unsafe String(copying: UTF8Span(unchecked: bytes.span))
        } else {
            self.init(decoding: bytes, as: UTF8.self)
        }
    }
}
