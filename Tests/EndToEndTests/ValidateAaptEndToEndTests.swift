import Foundation
import TestSupport
import Testing

/// The validator's `invalid-resource` rule against the resource compiler itself: each file the
/// validator says aapt refuses, Debian's `aapt` refuses, and each it passes, aapt compiles; the
/// encodings the validator reads, aapt reads too. Skipped with a message when `aapt` is
/// missing and `CI` is unset; with `CI` set it must run.
@Suite("validate: what aapt refuses, checked against aapt")
struct ValidateAaptEndToEndTests {
    static let aapt = AndroidExportAaptTests.aapt
    static let runs = AndroidExportAaptTests.runs

    static func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    \(body)\n</resources>\n"
    }

    /// A text in UTF-16, little-endian, after its byte order mark.
    static func utf16LittleEndian(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }

    /// A text of Latin-1 characters in ISO-8859-1.
    static func latin1(_ text: String) -> [UInt8] { text.unicodeScalars.map { UInt8($0.value) } }

    /// aapt's status and the validator's findings for one `values/strings.xml`.
    static func verdicts(_ bytes: [UInt8]) throws -> (aapt: Int32, aaptError: String, findings: [String]) {
        let aapt = try #require(Self.aapt, "aapt is required when CI is set (apt-get install aapt)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aapt-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("res/values"), withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent("res/values/strings.xml"))
        try Data(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.sliderspeech.rules"/>"#.utf8)
            .write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        let compiled = try AndroidExportAaptTests.run(
            aapt, ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-F", "out.ap_"], in: folder.path)
        let validated = try Tool.run(["validate", "res", "--format", "json"], directory: folder.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(validated.stdout.utf8)) as? [String: Any])
        let findings = (report["findings"] as? [[String: Any]] ?? []).map {
            "\($0["line"] as? Int ?? 0) \($0["severity"] as? String ?? "") \($0["rule"] as? String ?? "")"
        }
        return (compiled.0, compiled.2, findings)
    }

    @Test(
        "What the validator says aapt refuses, aapt refuses, at the same line",
        .enabled(if: runs, "aapt is not installed and CI is not set: the aapt test is skipped"),
        arguments: [
            (#"<string name="a">A</string>"# + "\n    " + #"<string name="a">B</string>"#, "error"),
            (#"<string>No name</string>"#, "error"), (#"<string name="a">Bad \u12G4 escape</string>"#, "error"),
            (#"<string name="int">Integer</string>"#, "error"), (#"<string name="a">It's here</string>"#, "error"),
            // Refused by aapt, and by aapt2 unless --legacy, as the Android Gradle plugin runs it.
            (#"<string name="a">%d of %s</string>"#, "warning"), (#"<string name="a">100% sure, 50% done</string>"#, "warning"),
        ])
    func refused(_ body: String, _ severity: String) throws {
        let verdicts = try Self.verdicts(Array(Self.resources(body).utf8))
        #expect(verdicts.aapt != 0, "aapt compiled \(body)")
        let line = body.contains("\n") ? 4 : 3
        #expect(verdicts.findings == ["\(line) \(severity) invalid-resource"], "\(body)")
        #expect(verdicts.aaptError.contains("strings.xml:\(line): error"), "\(verdicts.aaptError)")
    }

    @Test(
        "What the validator passes, aapt compiles: escapes, quotes, positions, formatted=false, UTF-16 and ISO-8859-1",
        .enabled(if: runs, "aapt is not installed and CI is not set: the aapt test is skipped"),
        arguments: [
            Array(resources(#"<string name="a">It\'s here</string>"#).utf8),
            Array(resources(#"<string name="a">"It's here"</string>"#).utf8),
            Array(resources(#"<string name="a">%1$d of %2$s, 100%%</string>"#).utf8),
            Array(resources(#"<string name="a" formatted="false">%d of %s, 100%</string>"#).utf8),
            Array(resources(#"<string name="a">Été \u00e9t\u00e9</string>"#).utf8),
            utf16LittleEndian(resources(#"<string name="a">Été</string>"#).replacingOccurrences(of: "utf-8", with: "utf-16")),
            latin1(resources(#"<string name="a">Été</string>"#).replacingOccurrences(of: "utf-8", with: "ISO-8859-1")),
        ])
    func accepted(_ bytes: [UInt8]) throws {
        let verdicts = try Self.verdicts(bytes)
        #expect(verdicts.aapt == 0, "\(verdicts.aaptError)")
        #expect(verdicts.findings == [])
    }
}
