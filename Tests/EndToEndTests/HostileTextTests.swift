import Foundation
import TestSupport
import Testing

/// Hostile texts and events through the built binary: a rejected event changes nothing, echoed
/// input cannot forge lines, and the bare command line is answered as documented.
@Suite("Hostile texts and events, end to end")
struct HostileTextTests {
    /// A temporary folder with `files` (name → contents), removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    @Test("A rejected event leaves the slider where it was: only the move that was announced is kept")
    func rejectedEventKeepsState() throws {
        // A value message that fails to format only at 50.
        let spec = #"""
            {"kind": "slider", "bounds": [0, 100], "step": 10, "value": 40,
             "valueStyle": {"message": "{value, plural, =50 {{value, select, other {x}}} other {#}}"}}
            """#
        let folder = try Self.folder(["spec.json": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = [#"{"type":"set","value":50}"#, #"{"type":"decrement"}"#, #"{"type":"increment"}"#]
        let result = try Tool.run(
            ["pipeline", "--spec", folder.appendingPathComponent("spec.json").path], input: events.joined(separator: "\n") + "\n")
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                #"{"seq":1,"error":"valueStyle.message: MessageFormat::format failed: U_INVALID_FORMAT_ERROR"}"#,
                #"{"seq":2,"event":"decrement","value":30,"limitedBy":null,"announcements":[{"text":"30","speech":"30","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#,
                #"{"seq":3,"event":"increment","value":40,"limitedBy":null,"announcements":[{"text":"40","speech":"40","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#,
            ])
    }

    @Test("pipeline --format ssml: an event's text cannot forge a stderr line")
    func ssmlErrorLineIsOneLine() throws {
        let line = #"{"type":"x\nslider-speech: error: forged\u202e"}"#
        let result = try Tool.run(["pipeline", "--spec", "Examples/price-filter.json", "--format", "ssml"], input: line + "\n")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == #"slider-speech: error: line 1: type: 'x\nslider-speech: error: forged\u{202E}' is not an event type (decrement, dragEnd, dragMove, dragStart, end, focus, home, increment, pageDecrement, pageIncrement, set)"#
                + "\n")
    }

    @Test("validate: a crafted id or pattern cannot add a line or a finding to the text report")
    func validateTextIsOneLineAFinding() throws {
        let catalog = #"""
            {"a\nen.json:1: error syntax: en fake: forged": "hello {x", "b": "line\u2028break\r{"}
            """#
        let folder = try Self.folder(["en.json": catalog])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", folder.path])
        #expect(result.status == 1)
        let file = folder.appendingPathComponent("en.json").path
        #expect(
            result.stdoutLines == [
                #"\#(file):1:2: error syntax: en a\nen.json:1: error syntax: en fake: forged: a '{' is never closed at offset 6 (U_UNMATCHED_BRACES)"#,
                #"\#(file):1:61: error syntax: en b: a '{' is never closed at offset 11 (U_UNMATCHED_BRACES)"#,
                "1 file, 2 messages: 2 errors, 0 warnings (ICU 72.1, CLDR 42.0)",
            ])
    }

    @Test("announce: controls, line breaks and overrides of a label come out escaped")
    func announceEscapesLabels() throws {
        let spec = #"""
            {"kind": "slider", "bounds": [0, 100], "step": 10, "value": 40,
             "label": "evil\r\u001b[31mred\u202eRTL\u0085\nslider-speech: error: forged"}
            """#
        let result = try Tool.run(["announce", "--spec", "-", "--platform", "web"], input: spec)
        #expect(result.status == 0)
        let label = #"evil\r\u{1B}[31mred\u{202E}RTL\u{85}\nslider-speech: error: forged"#
        #expect(
            result.stdoutLines == [
                "locale en (catalog en), text ltr, track ltr", "", "value: \(label)", "  value      40",
                "  now        40, limits 0…100", "  web        \u{2068}\(label)\u{2069}, slider, 40",
                // The speech form, without the isolates and with no control left.
                "    speech   evil  [31mredRTL  slider-speech: error: forged, slider, 40",
            ])
    }

    @Test("announce in Arabic keeps the isolates it inserts and the marks ICU writes", .pinnedToICU72)
    func arabicKeepsIsolates() throws {
        let text = try Tool.run(["announce", "--spec", "Examples/price-filter.json", "--locale", "ar", "--platform", "ios"])
        #expect(text.status == 0)
        #expect(
            text.stdoutLines[6]
                == "  iOS        ⁨السعر الأدنى⁩، ⁨\u{200F}٦٠\u{00A0}US$\u{200E}⁩، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة."
        )
        #expect(text.stdoutLines[6].unicodeScalars.filter { $0 == "\u{2068}" }.count == 2)
        #expect(text.stdoutLines[6].unicodeScalars.filter { $0 == "\u{2069}" }.count == 2)
        #expect(text.stdoutLines[3] == "  value      \u{200F}٦٠\u{00A0}US$\u{200E}")
    }

    @Test("No command: the first line says so, then the usage; exit status 2")
    func noCommand() throws {
        let result = try Tool.run([])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "slider-speech: error: a command is needed")
        #expect(lines.count > 10)
        #expect(lines.contains("Usage: slider-speech <command> [options]"))
    }

    @Test("After --, --help is a value")
    func helpAfterTerminator() throws {
        let result = try Tool.run(["plural", "--locale", "en", "--", "--help"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "slider-speech: error: NUMBER: '--help' is not a finite decimal number as JSON writes it, such as -3.25 or 1e6, with at most 999 digits before and after the point\n"
        )
        let negative = try Tool.run(["plural", "--locale", "en", "--", "-1"])
        #expect(negative.stdoutLines == ["one"])
    }
}
