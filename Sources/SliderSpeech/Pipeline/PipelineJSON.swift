/// The literal pieces of pipeline answers, appended to the output buffer as bytes; strings go
/// through ``JSONWriter/writeString(_:into:)``.
enum PipelineJSON {
    /// Appends the bytes of a literal.
    static func append(_ literal: StaticString, to output: inout [UInt8]) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }
}
