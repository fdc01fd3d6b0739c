import Foundation
import TestSupport
import Testing

@Suite("pipeline, end to end")
struct PipelineEndToEndTests {
    @Test("Focus then increment: two JSON lines with their announcements", .pinnedToICU72)
    func focusThenIncrement() throws {
        let result = try Tool.run(
            ["pipeline", "--spec", "Examples/price-filter.json"],
            input: "{\"type\":\"focus\",\"thumb\":\"lower\"}\n{\"type\":\"increment\",\"thumb\":\"lower\"}\n")
        #expect(result.status == 0)
        #expect(
            result.stdoutLines == [
                #"{"seq":1,"event":"focus","range":[60,180],"limitedBy":null,"announcements":[{"text":"Minimum price, $60, adjustable. Swipe up or down with one finger to adjust the value.","speech":"Minimum price, 60 US dollars, adjustable. Swipe up or down with one finger to adjust the value.","politeness":"assertive","kind":"focus","delivery":"screenReader","post":null}]}"#,
                #"{"seq":2,"event":"increment","range":[65,180],"limitedBy":null,"announcements":[{"text":"65 US dollars","speech":"65 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#,
            ])
    }

    @Test(
        "The balance example (ticks it does not snap to): the arrow keys move by the step, page to the next tick",
        .pinnedToICU72)
    func balanceKeyboardReach() throws {
        let events = [
            #"{"type":"increment"}"#, #"{"type":"increment"}"#, #"{"type":"increment"}"#,
            #"{"type":"pageIncrement"}"#, #"{"type":"decrement"}"#, #"{"type":"set","value":-0.6}"#,
            #"{"type":"pageDecrement"}"#, #"{"type":"home"}"#, #"{"type":"end"}"#,
        ]
        let result = try Tool.run(
            ["pipeline", "--spec", "Examples/balance.json", "--platform", "web"], input: events.joined(separator: "\n"))
        #expect(result.status == 0)
        func between(_ number: String) -> String {
            #"{"text":"\#(number), between Center and Right","speech":"\#(number), between Center and Right","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}"#
        }
        func value(_ seq: Int, _ event: String, _ value: String, _ announcement: String) -> String {
            #"{"seq":\#(seq),"event":"\#(event)","value":\#(value),"limitedBy":null,"announcements":[\#(announcement)]}"#
        }
        func tick(_ word: String) -> String {
            #"{"text":"\#(word)","speech":"\#(word)","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}"#
        }
        #expect(
            result.stdoutLines == [
                value(1, "increment", "0.1", between("0.1")),
                value(2, "increment", "0.2", between("0.2")),
                value(3, "increment", "0.3", between("0.3")),
                value(4, "pageIncrement", "1", tick("Right")),
                value(5, "decrement", "0.9", between("0.9")),
                value(
                    6, "set", "-0.6",
                    #"{"text":"-0.6, between Left and Center","speech":"-0.6, between Left and Center","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}"#
                ),
                value(7, "pageDecrement", "-1", tick("Left")),
                // Already at the bound: the screen reader says nothing by itself, so the app posts it.
                value(
                    8, "home", "-1",
                    #"{"text":"Left","speech":"Left","politeness":"assertive","kind":"value","delivery":"app","post":{"text":"Left","speech":"Left"}}"#
                ),
                value(9, "end", "1", tick("Right")),
            ])
    }

    @Test("Each result is written before the next event is read, while the producer holds stdin open")
    func streams() throws {
        let child = try ChildProcess(
            Tool.binary, ["pipeline", "--spec", "Examples/price-filter.json"], directory: Tool.packageRoot)
        for (index, event) in [
            "{\"type\":\"end\",\"thumb\":\"upper\"}", "{\"type\":\"home\",\"thumb\":\"lower\"}", "{\"type\":\"bogus\"}",
        ].enumerated() {
            child.write(event + "\n")
            // stdin stays open: the answer must come now, not at end of input.
            let line = try #require(child.readLine(timeout: 20))
            #expect(line.hasPrefix("{\"seq\":\(index + 1),"))
        }
        child.closeInput()
        #expect(child.wait() == 1)  // the bogus line
    }

    @Test("Bad lines get an error record, the state stays, the pipeline goes on, the status is 1", .pinnedToICU72)
    func badLines() throws {
        let events = [
            "{\"type\":\"increment\",\"thumb\":\"lower\"}",
            "not json",
            "",
            "{\"type\":\"increment\"}",
            "{\"type\":\"increment\",\"thumb\":\"middle\"}",
            "{\"type\":\"set\",\"thumb\":\"upper\",\"value\":\"212\"}",
            "{\"type\":\"set\",\"thumb\":\"upper\",\"value\":1e999}",
            "{\"type\":\"dragMove\",\"dx\":3}",
            "{\"type\":\"increment\",\"thumb\":\"lower\",\"by\":2}",
            "[1,2]",
            "{\"type\":\"increment\",\"thumb\":\"lower\"}",
        ]
        let result = try Tool.run(["pipeline", "--spec", "Examples/price-filter.json"], input: events.joined(separator: "\n"))
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                #"{"seq":1,"event":"increment","range":[65,180],"limitedBy":null,"announcements":[{"text":"65 US dollars","speech":"65 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#,
                #"{"seq":2,"error":"not JSON: column 1: unexpected 'n', expected a value"}"#,
                #"{"seq":3,"error":"thumb: required for a range slider (lower or upper)"}"#,
                #"{"seq":4,"error":"thumb: 'middle' is not a thumb (lower or upper)"}"#,
                #"{"seq":5,"error":"value: expected a number, got a string"}"#,
                #"{"seq":6,"error":"value: 1e999 is not a finite number"}"#,
                #"{"seq":7,"error":"no drag in progress (send dragStart first)"}"#,
                #"{"seq":8,"error":"by: unknown field"}"#,
                #"{"seq":9,"error":"expected a JSON object, got an array"}"#,
                #"{"seq":10,"event":"increment","range":[70,180],"limitedBy":null,"announcements":[{"text":"70 US dollars","speech":"70 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null},{"text":"172 stays","speech":"172 stays","politeness":"polite","kind":"count","delivery":"app","post":{"text":"172 stays","speech":"172 stays"}}]}"#,
            ])
    }

    @Test("A spec that cannot be read: one line, exit status 2, before any event")
    func badSpec() throws {
        let result = try Tool.run(["pipeline", "--spec", "/no/such.json"], input: "{\"type\":\"focus\"}\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "slider-speech: error: --spec: cannot read '/no/such.json': no such file or directory\n")
    }

    @Test("Right to left: in Arabic a drag to the right moves the value down, unless the description says ltr")
    func rightToLeft() throws {
        let drag = "{\"type\":\"dragStart\",\"x\":250}\n{\"type\":\"dragMove\",\"dx\":29.2}\n{\"type\":\"dragEnd\"}\n"
        let arabic = try Tool.run(["pipeline", "--spec", "Examples/price-filter.json", "--locale", "ar"], input: drag)
        // x 250 mirrors to 70: the lower thumb; +29.2 points right is 28 of value down.
        #expect(arabic.stdoutLines.last?.contains("\"range\":[30,180]") == true)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ltr-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("ltr.json")
        try #"{"kind": "range", "bounds": [20, 300], "step": 5, "value": [60, 180], "layoutDirection": "ltr"}"#.write(
            to: spec, atomically: true, encoding: .utf8)
        let forced = try Tool.run(["pipeline", "--spec", spec.path, "--locale", "ar"], input: drag)
        // x 250 is the upper thumb left to right; +28 of value up.
        #expect(forced.stdoutLines.last?.contains("\"range\":[60,210]") == true)
    }

    @Test("SSML: one document a line, xml:lang set, a hostile label spoken literally")
    func ssml() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ssml-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("hostile.json")
        try #"{"kind": "slider", "value": 0.5, "step": 0.1, "label": "<break time=\"9s\"/> & \"quotes\""}"#.write(
            to: spec, atomically: true, encoding: .utf8)
        let result = try Tool.run(
            ["pipeline", "--spec", spec.path, "--format", "ssml"], input: "{\"type\":\"focus\"}\n{\"type\":\"increment\"}\n")
        #expect(result.status == 0)
        #expect(
            result.stdoutLines == [
                #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">&lt;break time=&quot;9s&quot;/&gt; &amp; &quot;quotes&quot;, 0.5, adjustable. Swipe up or down with one finger to adjust the value.</speak>"#,
                #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">0.6</speak>"#,
            ])
    }
}
