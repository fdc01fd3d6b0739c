// Fuzz target: the Android resource reader (libxml2, UTF-16 and ISO-8859-1 conversion, aapt's
// escapes) and the String Catalog reader (substitutions, code-point keys), through validate.
// An input that starts with "{" is a String Catalog (.xcstrings); any other is a
// values-fr/strings.xml beside a fixed English values/strings.xml in a res folder, validated
// whole (XML, specifiers, plurals, keys, what aapt refuses) as `slider-speech validate res`
// does, and alone as `slider-speech validate res/values-fr/strings.xml` does.
import Glibc
import SliderSpeech
import SliderSpeechValidation

let source = Array(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <string name="hello">Hello, %1$s!</string>
        <string name="count">%d of %2$d</string>
        <plurals name="stays"><item quantity="one">%d stay</item><item quantity="other">%d stays</item></plurals>
        <string name="price">Price: <xliff:g id="price">%s</xliff:g></string>
        <string name="raw" translatable="false">raw</string>
        <string-array name="days"><item>Mon</item><item>Tue</item></string-array>
    </resources>
    """.utf8)

/// A res folder of this process: values/strings.xml written once, values-fr/strings.xml per input.
let folder: String = {
    var template = Array("/tmp/fuzz-android-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    mkdir(path + "/values", 0o755)
    mkdir(path + "/values-fr", 0o755)
    write(source, to: path + "/values/strings.xml")
    return path
}()

func write(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { fatalError("cannot write \(path)") }
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        guard written > 0 else { break }
        offset += written
    }
    close(descriptor)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroid(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.first == UInt8(ascii: "{") {
        let report = CatalogValidator.validateStringCatalog(bytes: bytes, path: "fuzz/Localizable.xcstrings")
        _ = report.text
        _ = report.json
        return 0
    }
    _ = AndroidResourceReader.read(bytes: bytes, path: "fuzz/values-ar/strings.xml", locale: "ar")
    write(bytes, to: folder + "/values-fr/strings.xml")
    if let report = try? CatalogValidator().validate(paths: [folder]) {
        _ = report.text
        _ = report.sarif(toolVersion: "fuzz")
    }
    if let report = try? CatalogValidator().validate(paths: [folder + "/values-fr/strings.xml"]) { _ = report.json }
    return 0
}
