import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The web fragment under a real screen reader: Orca 43 reads it in Chromium, and what it speaks
/// for each key — taken from Orca's own speech logger — is each thing once: the value (from
/// `aria-valuetext`, which Orca speaks by itself), why a move stopped, and the count when it
/// changed; a second push at a bound or against the other thumb is spoken again.
///
/// One session (`Tests/Orca/orca_session.py`, run by Debian's `/usr/bin/python3`) starts Xvfb, a
/// D-Bus session bus, the AT-SPI bus, Orca and, page after page, Chromium; presses the keys with
/// xdotool; and reads each focused thumb through pyatspi. It waits for conditions, never for a
/// time: the page in AT-SPI, the focus there and Orca's mode before each key, the thumb a Tab
/// reaches, and each utterance the step expects; a long bound only ends a failure, whose message
/// names the condition. A Tab that misses the thumb or leaves Orca in browse mode is retried
/// from the state before it; the second test injects both and checks the session mends them.
/// It stops only the processes it started, by pid, and refuses to run beside another Orca of the
/// user (the test then fails). Where a program is missing the tests are skipped with a message
/// naming it — unless `CI` is set, where they fail.
@Suite("What Orca speaks on the web fragment, key by key", .serialized)
struct OrcaTests {
    static let python = "/usr/bin/python3"
    static let session = SliderSpeechBinary.packageRoot + "/Tests/Orca/orca_session.py"

    /// What the session needs and this machine lacks.
    static let missing: [String] = {
        var missing: [String] = []
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for program in ["Xvfb", "dbus-daemon", "dbus-send", "orca", "chromium", "xdotool", "pgrep"]
        where !path.contains(where: { access($0 + "/" + program, X_OK) == 0 }) {
            missing.append(program)
        }
        if access("/usr/libexec/at-spi-bus-launcher", X_OK) != 0 { missing.append("/usr/libexec/at-spi-bus-launcher") }
        if access(python, X_OK) != 0 {
            missing.append(python)
        } else if let child = try? ChildProcess(
            python, ["-c", "import gi; gi.require_version('Atspi', '2.0'); import pyatspi"]),
            child.finish().status != 0
        {
            missing.append("pyatspi for \(python) (python3-pyatspi)")
        }
        return missing
    }()
    static let ci = ProcessInfo.processInfo.environment["CI"] != nil
    static let skipped = Comment(
        rawValue: "the Orca test is skipped: missing \(missing.joined(separator: ", ")) "
            + "(Debian: apt-get install orca xvfb at-spi2-core dbus-x11 python3-pyatspi xdotool chromium), and CI is not set")

    /// One page of the session: a fragment in a locale, the keys pressed there, and what Orca
    /// says for each key, verbatim.
    struct Visit {
        let name: String
        let spec: String
        let locale: String
        let rightToLeft: Bool
        let steps: [(key: String, spoken: [String])]
    }

    static let visits: [Visit] = [
        Visit(
            name: "en", spec: "Examples/price-filter.json", locale: "en", rightToLeft: false,
            steps: [
                ("Tab", ["Minimum price horizontal slider 60 US dollars.", "Focus mode"]),
                ("Right", ["65 US dollars"]),
                ("Up", ["70 US dollars", "172 stays"]),
                ("Left", ["65 US dollars", "186 stays"]),
                ("Prior", ["95 US dollars", "150 stays"]),
                ("Next", ["65 US dollars", "186 stays"]),
                ("Home", ["20 US dollars", "202 stays"]),
                ("Left", ["20 US dollars, lowest"]),
                ("Left", ["20 US dollars, lowest"]),
                ("Home", ["20 US dollars"]),
                ("End", ["150 US dollars", "must stay at least 30 US dollars below Maximum price", "33 stays"]),
                ("Right", ["150 US dollars, must stay at least 30 US dollars below Maximum price"]),
                ("Right", ["150 US dollars, must stay at least 30 US dollars below Maximum price"]),
                ("Tab", ["Maximum price horizontal slider 180 US dollars."]),
                ("Home", ["180 US dollars, must stay at least 30 US dollars above Minimum price"]),
                ("Left", ["180 US dollars, must stay at least 30 US dollars above Minimum price"]),
                ("End", ["300 US dollars", "71 stays"]),
                ("Up", ["300 US dollars, highest"]),
                ("Up", ["300 US dollars, highest"]),
            ]),
        Visit(
            name: "ar", spec: "Examples/price-filter.json", locale: "ar", rightToLeft: true,
            steps: [
                ("Tab", ["السعر الأدنى horizontal slider ٦٠ دولار أمريكي.", "Focus mode"]),
                ("Left", ["٦٥ دولار أمريكي"]),
                ("Up", ["٧٠ دولار أمريكي", "١٧٢ مكان إقامة"]),
                (
                    "End",
                    [
                        "١٥٠ دولار أمريكي", "يجب أن تظل القيمة أدنى من «السعر الأقصى» بمقدار ٣٠ دولار أمريكي على الأقل",
                        "٣٣ مكان إقامة",
                    ]
                ),
                ("Left", ["١٥٠ دولار أمريكي، يجب أن تظل القيمة أدنى من «السعر الأقصى» بمقدار ٣٠ دولار أمريكي على الأقل"]),
                ("Left", ["١٥٠ دولار أمريكي، يجب أن تظل القيمة أدنى من «السعر الأقصى» بمقدار ٣٠ دولار أمريكي على الأقل"]),
                ("Home", ["٢٠ دولار أمريكي", "٢٠٢ مكان إقامة"]),
                ("Right", ["٢٠ دولار أمريكي، أدنى قيمة"]),
                ("Right", ["٢٠ دولار أمريكي، أدنى قيمة"]),
                ("Tab", ["السعر الأقصى horizontal slider ١٨٠ دولار أمريكي."]),
                (
                    "Home",
                    [
                        "٥٠ دولار أمريكي", "يجب أن تظل القيمة أعلى من «السعر الأدنى» بمقدار ٣٠ دولار أمريكي على الأقل",
                        "٧ أماكن إقامة",
                    ]
                ),
                ("Right", ["٥٠ دولار أمريكي، يجب أن تظل القيمة أعلى من «السعر الأدنى» بمقدار ٣٠ دولار أمريكي على الأقل"]),
                ("Prior", ["٨٠ دولار أمريكي", "٣٠ مكان إقامة"]),
                ("End", ["٣٠٠ دولار أمريكي", "٢٤٠ مكان إقامة"]),
                ("Left", ["٣٠٠ دولار أمريكي، أعلى قيمة"]),
            ]),
        Visit(
            name: "ticks", spec: "Examples/balance.json", locale: "en", rightToLeft: false,
            steps: [
                // The arrows move by the step between the ticks; End reaches the last tick, and
                // each push past it is said again; End there posts the value once.
                // A slider with one thumb is named by its visible label (aria-labelledby). Orca's
                // caret starts on that label, the page's first text, and Orca does not say again a
                // label it comes from: the name is said once, where the reader met it.
                ("Tab", ["horizontal slider Center.", "Focus mode"]),
                ("Right", ["0.1, between Center and Right"]),
                ("End", ["Right"]),
                ("Right", ["Right, highest"]),
                ("Right", ["Right, highest"]),
                ("End", ["Right"]),
                ("Home", ["Left"]),
                ("Left", ["Left, lowest"]),
                ("Prior", ["Center"]),
            ]),
    ]

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// Whether a number AT-SPI reads is the one announce says: Chromium holds range values as
    /// 32-bit floats (0.1 reads 0.10000000149011612).
    static func same(_ read: Any?, _ said: Any?) -> Bool {
        guard let read = number(read), let said = number(said) else { return false }
        return Float(read) == Float(said)
    }

    /// The pipeline event of a key on a thumb, as the fragment's script maps it.
    static func event(_ key: String, thumb: String?, rightToLeft: Bool) -> String {
        let action: String
        switch key {
        case "Right": action = rightToLeft ? "decrement" : "increment"
        case "Left": action = rightToLeft ? "increment" : "decrement"
        case "Up": action = "increment"
        case "Down": action = "decrement"
        case "Prior": action = "pageIncrement"
        case "Next": action = "pageDecrement"
        case "Home": action = "home"
        case "End": action = "end"
        default: action = "focus"
        }
        return thumb.map { #"{"type":"\#(action)","thumb":"\#($0)"}"# } ?? #"{"type":"\#(action)"}"#
    }

    /// `announce --format json` of `spec` in the state `value` (or its own), in `locale`.
    static func announce(_ spec: String, _ locale: String, value: Any?, in folder: String) throws -> [String: Any] {
        var path = spec
        if let value {
            var description = try json(try String(contentsOfFile: Tool.packageRoot + "/" + spec, encoding: .utf8))
            description["value"] = value
            path = folder + "/state-\(UInt32.random(in: 0...UInt32.max)).json"
            try JSONSerialization.data(withJSONObject: description).write(to: URL(fileURLWithPath: path))
        }
        let run = try Tool.run(
            ["announce", "--spec", path, "--locale", locale, "--catalog", "Examples/Locales", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        return try json(run.stdout)
    }

    /// What pyatspi read of a thumb against `announce`'s element: role, name, Value (current,
    /// minimum, maximum) and the valuetext attribute.
    static func expect(_ reading: [String: Any]?, equals element: [String: Any], _ context: String) {
        guard let reading else {
            Issue.record("\(context): no focused slider in AT-SPI")
            return
        }
        let limits = element["limits"] as? [Any] ?? []
        #expect(reading["role"] as? String == element["role"] as? String, "\(context)")
        #expect(reading["name"] as? String == element["label"] as? String, "\(context)")
        #expect(reading["valuetext"] as? String == (element["web"] as? [String: Any])?["aria-valuetext"] as? String, "\(context)")
        #expect(same(reading["current"], element["now"]), "\(context): \(reading["current"] ?? "-")")
        #expect(same(reading["minimum"], limits.first), "\(context): \(reading["minimum"] ?? "-")")
        #expect(same(reading["maximum"], limits.last), "\(context): \(reading["maximum"] ?? "-")")
    }

    /// Runs one session on `visits` (each with the faults to inject before some of its keys, by
    /// index) and returns its JSON and how long it took. Pages and steps are written to `folder`;
    /// `after` goes after the fragment in each page.
    static func session(_ visits: [(visit: Visit, faults: [Int: String])], after: String = "", in folder: String) throws
        -> (result: [String: Any], seconds: Double)
    {
        var arguments = [Self.session]
        for (number, (visit, faults)) in visits.enumerated() {
            let fragment = try Tool.run(
                [
                    "html", "--spec", visit.spec, "--locale", visit.locale, "--catalog", "Examples/Locales", "--id-prefix",
                    visit.name, "--script", "--style",
                ])
            #expect(fragment.status == 0, "\(fragment.stderr)")
            let page = folder + "/\(number)-\(visit.name).html"
            let direction = visit.rightToLeft ? "rtl" : "ltr"
            try """
            <!DOCTYPE html>
            <html lang="\(visit.locale)" dir="\(direction)"><head><meta charset="utf-8"><title>SliderSpeech Orca test \(visit.name)</title></head><body>
            \(fragment.stdout)\(after)</body></html>

            """.write(toFile: page, atomically: true, encoding: .utf8)
            // Each key with what Orca says for it: the session waits for those utterances.
            let steps: [[String: Any]] = visit.steps.enumerated().map { index, step in
                var item: [String: Any] = ["key": step.key, "say": step.spoken]
                if let fault = faults[index] { item["inject"] = fault }
                return item
            }
            let stepsFile = folder + "/\(number)-\(visit.name)-steps.json"
            try JSONSerialization.data(withJSONObject: steps).write(to: URL(fileURLWithPath: stepsFile))
            arguments += ["--visit", page, stepsFile]
        }
        let output = folder + "/session-\(UInt32.random(in: 0...UInt32.max)).json"
        arguments += ["--json", output]
        let started = Date()
        let child = try ChildProcess(Self.python, arguments, directory: Tool.packageRoot)
        let finished = child.finish()
        let seconds = Date().timeIntervalSince(started)
        let errors = String(decoding: finished.stderr, as: UTF8.self)
        // 3: it ran, and a key's utterances did not all come (the JSON says which; the checks
        // below show them key by key).
        try #require(finished.status == 0 || finished.status == 3, "orca_session.py exited \(finished.status): \(errors)")
        #expect(finished.status == 0, "orca_session.py warned: \(errors)")
        return (try Self.json(try String(contentsOfFile: output, encoding: .utf8)), seconds)
    }

    /// What the session did to bring the focus and Orca's mode where a key needs them, if anything.
    static func recoveries(_ ran: [String: Any]) -> [[String: Any]] { ran["recoveries"] as? [[String: Any]] ?? [] }

    @Test(
        "Orca 43 in Chromium: each thing said once, key by key, for the price filter in en and ar and for the tick slider",
        .enabled(if: missing.isEmpty || ci, skipped))
    func orca() throws {
        try #require(Self.missing.isEmpty, "CI is set and the Orca test needs: \(Self.missing.joined(separator: ", "))")
        let folder = SliderSpeechBinary.packageRoot + "/.build/orca-tests/\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let (result, seconds) = try Self.session(Self.visits.map { ($0, [:]) }, in: folder)
        let visits = try #require(result["visits"] as? [[String: Any]])
        try #require(visits.count == Self.visits.count)
        // How long it took is said, not asserted: a busy machine slows Orca and Chromium alike.
        print("OrcaTests: the Orca session took \(Int(seconds)) s")
        for (visit, ran) in zip(Self.visits, visits) {
            let steps = ran["steps"] as? [[String: Any]] ?? []
            #expect(steps.count == visit.steps.count, "\(visit.name): \(result["warnings"] ?? "")")
            // What Orca spoke, key by key, verbatim; and nothing more after the last key.
            for (index, (expected, step)) in zip(visit.steps, steps).enumerated() {
                #expect(step["key"] as? String == expected.key)
                #expect(step["timed_out"] == nil, "\(visit.name) key \(index + 1): \(step["timed_out"] ?? "")")
                #expect(
                    step["spoken"] as? [String] == expected.spoken,
                    "\(visit.name) key \(index + 1) \(expected.key): \(step["spoken"] ?? "-")")
            }
            #expect(ran["spoken_after"] as? [String] == [], "\(visit.name) after the last key: \(ran["spoken_after"] ?? "-")")
            for recovery in Self.recoveries(ran) {
                print("OrcaTests: \(visit.name): the session mended the state before a key: \(recovery)")
            }
            // Each thumb as AT-SPI reads it at the start, and the focused one after each key,
            // against announce's JSON of the state the pipeline reaches with the same events.
            let start = try Self.announce(visit.spec, visit.locale, value: nil, in: folder)
            let elements = start["elements"] as? [[String: Any]] ?? []
            let sliders = ran["sliders"] as? [[String: Any]] ?? []
            #expect(sliders.count == elements.count, "\(visit.name)")
            for (reading, element) in zip(sliders, elements) {
                Self.expect(reading, equals: element, "\(visit.name) at the start, \(element["id"] ?? "")")
            }
            let ids = elements.compactMap { $0["id"] as? String }
            var focused = -1
            var events: [String] = []
            var thumbs: [Int] = []
            for step in visit.steps {
                if step.key == "Tab" { focused += 1 }
                let thumb = ids.count == 2 ? ids[max(focused, 0)] : nil
                events.append(Self.event(step.key, thumb: thumb, rightToLeft: visit.rightToLeft))
                thumbs.append(max(focused, 0))
            }
            let pipeline = try Tool.run(
                ["pipeline", "--spec", visit.spec, "--locale", visit.locale, "--catalog", "Examples/Locales"],
                input: events.joined(separator: "\n") + "\n")
            let answers = try pipeline.stdoutLines.map(Self.json)
            try #require(answers.count == visit.steps.count, "\(visit.name): \(pipeline.stderr)")
            var previous: [Double]? = nil
            var documents: [[Double]: [String: Any]] = [:]
            for (index, (answer, step)) in zip(answers, steps).enumerated() {
                let state = answer["range"] ?? answer["value"]
                let values = (state as? [Any])?.compactMap(Self.number) ?? [Self.number(state)].compactMap { $0 }
                let document = try documents[values] ?? Self.announce(visit.spec, visit.locale, value: state, in: folder)
                documents[values] = document
                let element = (document["elements"] as? [[String: Any]] ?? [])[thumbs[index]]
                let context = "\(visit.name) key \(index + 1) \(visit.steps[index].key)"
                Self.expect(step["focused"] as? [String: Any], equals: element, context)
                // The rule the lines above follow: the value once, from aria-valuetext when it
                // changed; then what the app posts, assertive before polite.
                let changed = previous.map { $0 != values } ?? false
                previous = values
                guard visit.steps[index].key != "Tab" else { continue }
                let posts = (answer["announcements"] as? [[String: Any]] ?? []).compactMap {
                    ($0["post"] as? [String: Any])?["speech"] as? String
                }
                let valueText = (element["web"] as? [String: Any])?["aria-valuetext"] as? String ?? ""
                let said = (changed ? [valueText] : []) + posts
                #expect(step["spoken"] as? [String] == said, "\(context): the rule says \(said)")
            }
        }
        print("The Orca session took \(Int(seconds.rounded())) s (\(result["timings"] ?? "")); Orca \(result["versions"] ?? "")")
    }

    /// The faults the second test injects into sessions on the English price filter, before the
    /// keys of the given indexes, and what the session must meet and do: `retried` — the first
    /// Tab is pressed again after an attempt of one of those kinds; `mended` — the state before
    /// the key numbered so (from 1, as the session names keys) is put right by those actions.
    static let faults: [(faults: [Int: String], retried: [String], mended: [(key: Int, kind: String, actions: [String])])] = [
        // The focus on the last thumb before the first Tab: the Tab leaves the sliders (no slider
        // has the focus after it). Then Orca switched to browse mode before Right.
        ([0: "focus-last-slider", 1: "browse-mode"], ["elsewhere", "no-focus"], [(2, "mode", ["Insert+a"])]),
        // Orca reading the page (say-all) when Tab comes: it keeps browse mode; or the Tab moves
        // the focus and Orca, stopping, puts it back where it was reading (lost, or no thumb
        // focused at all by the bound); or Orca reads on and takes its focus elsewhere.
        ([0: "say-all"], ["say-all", "browse-mode", "lost", "no-focus", "orca-elsewhere", "elsewhere"], []),
        // Orca in sticky browse mode: the Tab reaches the thumb, and Orca stays in browse mode.
        ([0: "sticky-browse"], ["browse-mode"], []),
    ]

    @Test(
        "The Orca session finds a Tab that reaches no thumb, and Orca in browse mode on a thumb, and mends them",
        .enabled(if: missing.isEmpty || ci, skipped))
    func mendsFaults() throws {
        try #require(Self.missing.isEmpty, "CI is set and the Orca test needs: \(Self.missing.joined(separator: ", "))")
        let folder = SliderSpeechBinary.packageRoot + "/.build/orca-tests/faults-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let english = Self.visits[0]
        let visit = Visit(
            name: english.name, spec: english.spec, locale: english.locale, rightToLeft: english.rightToLeft,
            steps: Array(english.steps.prefix(3)))
        // Text after the fragment, so that say-all (which reads from the top) is still reading
        // when the Tab comes.
        let text = Array(repeating: "This paragraph is here so that reading the page takes a while.", count: 30)
        let (result, seconds) = try Self.session(
            Self.faults.map { (visit, $0.faults) }, after: "<p>\(text.joined(separator: " "))</p>\n", in: folder)
        print("OrcaTests: the Orca session with faults took \(Int(seconds)) s")
        let visits = try #require(result["visits"] as? [[String: Any]])
        try #require(visits.count == Self.faults.count)
        for (fault, ran) in zip(Self.faults, visits) {
            let context = "faults \(fault.faults.sorted { $0.key < $1.key }.map(\.value))"
            // Mended, the keys say what they say without a fault.
            let steps = ran["steps"] as? [[String: Any]] ?? []
            #expect(steps.map { $0["spoken"] as? [String] ?? [] } == visit.steps.map(\.spoken), "\(context)")
            #expect(steps.allSatisfy { $0["timed_out"] == nil }, "\(context)")
            #expect(steps.allSatisfy { ($0["focused"] as? [String: Any])?["name"] as? String == "Minimum price" }, "\(context)")
            let recoveries = Self.recoveries(ran)
            // The first Tab missed, of the kind the fault causes, and was pressed again.
            let retried = recoveries.first { $0["before"] as? String == "Tab (key 1)" && $0["kind"] as? String == "retried" }
            let attempts = retried?["attempts"] as? [[String: Any]] ?? []
            #expect(!attempts.isEmpty, "\(context): \(recoveries)")
            #expect(fault.retried.contains(attempts.first?["kind"] as? String ?? "-"), "\(context): \(attempts)")
            for mended in fault.mended {
                let before = "\(visit.steps[mended.key - 1].key) (key \(mended.key))"
                let found = recoveries.first { $0["before"] as? String == before }
                #expect(found?["kind"] as? String == mended.kind, "\(context): \(recoveries)")
                #expect(found?["actions"] as? [String] == mended.actions, "\(context): \(recoveries)")
            }
            print("OrcaTests: \(context): the session mended: \(recoveries)")
        }
    }
}
