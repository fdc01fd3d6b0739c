// Fuzz target: a catalog file, read and validated against a fixed source catalog with every
// rule of the ValidationRules article (plural categories, arguments, control characters, rendering).
import SliderSpeech

let source = Array(
    """
    {"count": "{count, plural, =0 {No stays} one {# stay} other {# stays}}",
     "rank": "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
     "greeting": "{gender, select, female {Welcome, {name}} other {Welcome}}",
     "price": "{value, number, ::currency/USD}", "hello": "Hello {name}", "pair": "{label}, {value}"}
    """.utf8)
let tags = ["fr", "ar", "ru", "ja", "pl", "he", "sl", "en-GB", "xx-YY", "zh-Hant"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tag = tags[Int(bytes.first ?? 0) % tags.count]
    _ = try? CatalogFile(bytes: bytes, path: "\(tag).json")
    if let result = try? CatalogValidator().validate(
        files: [("fuzz/en.json", source), ("fuzz/\(tag).json", bytes)], directory: "fuzz")
    {
        let report = ValidationReport(findings: result.findings, files: 2, messages: result.messages)
        _ = report.text
        _ = report.json
        _ = report.sarif(toolVersion: "fuzz")
    }
    return 0
}
