// slider-speech-bench: the project's formatting, announcements and pipeline side by side with a
// plain C loop over ICU and with Foundation, on the same work, in one run.
//
//   swift run -c release slider-speech-bench             # the table, the ratios and the targets
//   swift run -c release slider-speech-bench --json      # the same figures for programs
//   … --only NAME --locales en-US,ar-EG --rounds N --no-process   (narrower runs, for a profiler)
//   … --only NAME --profile N      (untimed batches for callgrind: see `profiledPass`)
//
// Each round runs every case once, interleaved, so drift of the machine hits all cases alike;
// a figure is the median over the rounds, in the benchmark thread's processor time (a machine
// shared with other work would otherwise add its waits for a processor). Value cases take values that do not repeat within a
// round; event cases replay a fixed, seeded mix from the same state every round. A case that
// throws, a string that differs from the C loop's or a child process that fails ends the run
// with exit status 1. Foundation is imported only for its comparison row.
//
// Equal work: `icu-c/currency`, `icu-c/focus` and `icu-c/count` do in C over ICU's C API what
// `project/currency`, `project/focus-announcement` and `project/count` do, on the same values
// and locales (BenchmarkSupportTests/EqualWorkTests holds their texts to the project's). The
// project's value cases are first visits: their announcers are made without the grid cache
// (`cachesValues: false`), so every value is formatted anew; `project/focus-repeat` times a
// thumb coming back to the same few grid positions, the cache warm.
import BenchmarkSupport
import Foundation
import SliderCore
import SliderFormatting
import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func fail(_ message: String) -> Never {
    let line = Array("slider-speech-bench: error: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

func option(_ name: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < CommandLine.arguments.count else { fail("\(name) needs a value") }
    return CommandLine.arguments[index + 1]
}

let helpText = """
    usage: slider-speech-bench [--json] [--only NAME,NAME] [--locales TAG,TAG] [--rounds N] [--no-process] [--profile N]

    Times the project's formatting, announcements and pipeline beside plain C over ICU's C API
    doing the same work (icu-c/currency, icu-c/focus, icu-c/count), in one run of the release
    build, and checks them against the targets (the Performance and robustness article of the
    SliderSpeech documentation).

      --json          the figures for programs: cases by name, targets, peak memory
      --only NAMES    only these cases (comma-separated), e.g. project/focus-repeat,icu-c/focus
      --locales TAGS  these locales (default en-US,fr-FR,de-DE,ar-EG,ja-JP)
      --rounds N      rounds, the figure is their median (default 31; 1 for a quick look)
      --no-process    skip the whole-process runs of slider-speech pipeline and demo
      --profile N     each case's first N batches, untimed, for callgrind (prints no figures)
      --help          this text
    """
let known = ["--json", "--only", "--locales", "--rounds", "--no-process", "--profile", "--help", "-h"]
if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
    print(helpText)
    exit(0)
}
for (index, argument) in CommandLine.arguments.enumerated().dropFirst() where argument.hasPrefix("-") {
    let previous = CommandLine.arguments[index - 1]
    guard known.contains(argument) || ["--only", "--locales", "--rounds", "--profile"].contains(previous) else {
        fail("unknown option \(argument) (see --help)")
    }
}

let localeTags = option("--locales")?.split(separator: ",").map(String.init) ?? ["en-US", "fr-FR", "de-DE", "ar-EG", "ja-JP"]
let json = CommandLine.arguments.contains("--json")
let rounds = option("--rounds").map { Int($0) ?? 0 } ?? 31
let wholeProcess = !CommandLine.arguments.contains("--no-process")
guard rounds > 0 else { fail("--rounds: expected a positive whole number") }

// The price filter of the examples: the event cases, the pipeline and announcer-init use it.
let priceFilter = """
    {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
     "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD"},
     "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1],
     "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"}
    """
// The same filter, continuous: an increment moves a twentieth of the bounds, one histogram
// slice, so every increment changes both the value and the count, and thumbs rest on values
// with cents that never repeat.
let continuousFilter = priceFilter.replacingOccurrences(of: #""step": 5"#, with: #""step": 0"#)
let currencySkeleton = NumberStyle.currency(code: "USD", precision: nil).skeleton
/// The count message's variants, for the C count loop (the same as the filter's countMessage).
let countVariants = [(selector: "=0", text: "No stays"), (selector: "one", text: "# stay"), (selector: "other", text: "# stays")]
/// Grid positions of the stepped filter that `project/focus-repeat` comes back to, per locale.
let repeatPositions = 8

/// Values of the currency cases: 200,000 distinct amounts with cents, $20.00 to $2,019.99.
let amounts = distinctValues(count: 200_000, offset: 20, spacing: 0.01, seed: 15)
/// Values per currency batch, per locale.
let amountsPerBatch = 57
/// Distinct thumb positions per locale for the focus and value-announcement cases.
let positionsPerLocale = 6_000

var cases: [BenchmarkCase] = []
var foundationDiffers = 0
var foundationCompared = 0
var foundationExample = ""
/// Project texts that carry direction marks the C loop does not write.
var markedTexts = 0

/// `text` without the bidi marks, embeddings and isolates.
func withoutMarks(_ text: String) -> String {
    String(
        String.UnicodeScalarView(
            text.unicodeScalars.filter {
                !["\u{200E}", "\u{200F}", "\u{061C}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"].contains($0)
            }))
}
let mix = EventMix(count: 100_000, seed: 1, bounds: 20...300, width: 320)
do {
    let locales = try localeTags.map { try ICULocale($0) }
    let description = try SliderDescription(json: priceFilter)
    let continuous = try SliderDescription(json: continuousFilter)
    let announcers = try locales.map { try SliderAnnouncer(description: description, locale: $0) }
    // First visits: without the grid cache (see the header).
    let uncached = try locales.map { try SliderAnnouncer(description: description, locale: $0, cachesValues: false) }
    let loops = try locales.map { try NumberLoop(skeleton: currencySkeleton, locale: $0) }
    let foundationStyles = localeTags.map {
        FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale(identifier: $0))
    }

    // Before timing: the C loop and the project write the same strings; Foundation's are counted.
    let checked = Array(amounts.prefix(amountsPerBatch * 100))
    for index in locales.indices {
        let baseline = try loops[index].strings(checked)
        let project = try checked.map { try uncached[index].valueText($0) }
        // The project may add direction marks around a value's fields (so a currency sign keeps
        // its side in either paragraph direction); apart from those, the texts are the same.
        for (c, ours) in zip(baseline, project) where c != ours {
            guard withoutMarks(c) == withoutMarks(ours) else {
                fail("the project's currency text differs from the C loop's in \(locales[index]): \(c) for \(ours)")
            }
            markedTexts += 1
        }
        for (foundation, ours) in zip(checked.map { foundationStyles[index].format($0) }, project) {
            foundationCompared += 1
            if foundation != ours {
                foundationDiffers += 1
                if foundationExample.isEmpty { foundationExample = "\(locales[index]): \"\(foundation)\" for \"\(ours)\"" }
            }
        }
    }

    let maximumAmountBatches = amounts.count / amountsPerBatch
    cases.append(
        BenchmarkCase(
            name: "icu-c/currency", operationsPerBatch: amountsPerBatch * locales.count,
            maximumBatches: maximumAmountBatches
        ) { batch in
            try amounts.withUnsafeBufferPointer { all in
                let values = UnsafeBufferPointer(rebasing: all[batch * amountsPerBatch..<(batch + 1) * amountsPerBatch])
                var bytes = 0
                for loop in loops { bytes += try loop.run(values) }
                return bytes
            }
        })
    cases.append(
        BenchmarkCase(
            name: "foundation/currency", operationsPerBatch: amountsPerBatch * locales.count,
            maximumBatches: maximumAmountBatches
        ) { batch in
            var bytes = 0
            for style in foundationStyles {
                for value in amounts[batch * amountsPerBatch..<(batch + 1) * amountsPerBatch] {
                    bytes += style.format(value).utf8.count
                }
            }
            return bytes
        })
    cases.append(
        BenchmarkCase(
            name: "project/currency", operationsPerBatch: amountsPerBatch * locales.count,
            maximumBatches: maximumAmountBatches
        ) { batch in
            var bytes = 0
            for announcer in uncached {
                for value in amounts[batch * amountsPerBatch..<(batch + 1) * amountsPerBatch] {
                    bytes += try announcer.valueText(value).utf8.count
                }
            }
            return bytes
        })

    // Thumbs at distinct positions: lower at $20.001 + k cents, upper $50.005 above it; the
    // announcers without the grid cache (first visits). `lowers` keeps each lower thumb's value
    // for the C focus loop.
    var positioned: [[SliderAnnouncer]] = []
    var lowers: [[Double]] = []
    var focusLoops: [FocusLoop] = []
    var generator = SeededGenerator(seed: 16)
    // (Prepared only when a case that uses them runs: `--only` keeps a profile clean.)
    let only = option("--only")?.split(separator: ",").map(String.init)
    let focusCases = ["project/focus-announcement", "project/value-announcement", "icu-c/focus"]
    for locale in locales where only == nil || only!.contains(where: focusCases.contains) {
        let base = try SliderAnnouncer(description: continuous, locale: locale, cachesValues: false)
        focusLoops.append(try FocusLoop(announcer: base))
        var steps = Array(0..<22_900)
        steps.shuffle(using: &generator)
        lowers.append(steps.prefix(positionsPerLocale).map { 20.001 + Double($0) * 0.01 })
        positioned.append(
            try steps.prefix(positionsPerLocale).map { step in
                var announcer = base
                let lower = 20.001 + Double(step) * 0.01
                _ = try announcer.handle(.set(20, thumb: .lower))
                _ = try announcer.handle(.set(lower + 50.005, thumb: .upper))
                _ = try announcer.handle(.set(lower, thumb: .lower))
                guard case .range(let slider) = announcer.control.model, slider.lower == lower,
                    slider.upper == lower + 50.005
                else { fail("a thumb did not go where the benchmark set it (\(lower))") }
                return announcer
            })
    }
    // Before timing: the C focus loop writes the project's sentences (apart from the direction
    // marks the project adds), for the first positions of each locale, every thumb and platform.
    for index in positioned.indices {
        for batch in 0..<12 {
            for (label, thumb) in [Thumb.lower, .upper].enumerated() {
                for (row, platform) in Platform.all.enumerated() {
                    var announcer = positioned[index][batch]
                    let value = thumb == .lower ? lowers[index][batch] : lowers[index][batch] + 50.005
                    guard let said = try announcer.handle(.focus(thumb: thumb), platform: platform).announcements.first else {
                        fail("a focus said nothing")
                    }
                    let c = try focusLoops[index].sentence(value, label: label, pattern: row)
                    guard c.speech == said.speech, withoutMarks(c.text) == withoutMarks(said.text) else {
                        fail("the C focus loop differs from the project in \(locales[index]): \(c.text) for \(said.text)")
                    }
                }
            }
        }
    }
    // Each batch focuses one thumb in each locale: the lower and the upper thumb in turn, and
    // the platforms in turn (iOS, Android, web), as `icu-c/focus` does.
    cases.append(
        BenchmarkCase(name: "icu-c/focus", operationsPerBatch: locales.count, maximumBatches: positionsPerLocale) { batch in
            var bytes = 0
            let thumb = batch % 2
            for index in focusLoops.indices {
                let value = lowers[index][batch] + (thumb == 0 ? 0 : 50.005)
                bytes += try focusLoops[index].run(value, label: thumb, pattern: batch % 3)
            }
            return bytes
        })
    cases.append(
        BenchmarkCase(
            name: "project/focus-announcement", operationsPerBatch: locales.count, maximumBatches: positionsPerLocale
        ) { batch in
            var bytes = 0
            let thumb: Thumb = batch % 2 == 0 ? .lower : .upper
            let platform = Platform.all[batch % 3]
            for index in positioned.indices {
                // A focus changes nothing: it runs on a copy of the announcer, so that `positioned`,
                // which the value case's reset copies from, is never written (a write to an array
                // that a copy still shares would copy all of its thumbs inside the timed region).
                var announcer = positioned[index][batch]
                for announcement in try announcer.handle(.focus(thumb: thumb), platform: platform).announcements {
                    bytes += announcement.text.utf8.count + announcement.speech.utf8.count
                }
            }
            return bytes
        })
    // Repeats: a thumb coming back to the same few positions of the stepped filter's grid, the
    // grid cache warm (the first round's warm-up fills it).
    var repeating: [[SliderAnnouncer]] = []
    for locale in locales where only == nil || only!.contains("project/focus-repeat") {
        let base = try SliderAnnouncer(description: description, locale: locale)
        repeating.append(
            try (0..<repeatPositions).map { position in
                var announcer = base
                _ = try announcer.handle(.set(20, thumb: .lower))
                _ = try announcer.handle(.set(Double(160 + 5 * position), thumb: .upper))
                _ = try announcer.handle(.set(Double(60 + 5 * position), thumb: .lower))
                return announcer
            })
    }
    cases.append(
        BenchmarkCase(name: "project/focus-repeat", operationsPerBatch: locales.count) { batch in
            var bytes = 0
            let thumb: Thumb = batch % 2 == 0 ? .lower : .upper
            let platform = Platform.all[batch % 3]
            for index in repeating.indices {
                var announcer = repeating[index][batch % repeatPositions]
                for announcement in try announcer.handle(.focus(thumb: thumb), platform: platform).announcements {
                    bytes += announcement.text.utf8.count + announcement.speech.utf8.count
                }
            }
            return bytes
        })
    // Reset copies every state into new storage outside the timed region (a buffer that
    // `positioned` still shared would be copied whole on the first timed increment).
    var moving = positioned
    cases.append(
        BenchmarkCase(
            name: "project/value-announcement", operationsPerBatch: locales.count, maximumBatches: positionsPerLocale,
            reset: { moving = positioned.map { thumbs in thumbs.withUnsafeBufferPointer { Array($0) } } }
        ) { batch in
            var bytes = 0
            for index in moving.indices {
                let result = try moving[index][batch].handle(.adjust(.increment, thumb: .lower))
                guard result.announcements.map(\.kind) == [.value, .count] else {
                    throw BenchmarkError("an increment gave \(result.announcements.map(\.kind)), not a value and a count")
                }
                for announcement in result.announcements {
                    bytes += announcement.text.utf8.count + announcement.speech.utf8.count
                }
            }
            return bytes
        })
    // The count cases: one count per locale per batch, 0, 1, 2, … (the count text is not
    // cached: every batch is a first visit).
    let countLoops = try locales.map { try CountLoop(locale: $0, variants: countVariants) }
    for (index, announcer) in announcers.enumerated() {
        for count in [0, 1, 2, 7, 1_234, 99_999] {
            let c = try countLoops[index].message(count)
            let project = try announcer.countText(count)
            guard c.speech == project.speech, withoutMarks(c.text) == withoutMarks(project.text) else {
                fail("the C count loop differs from the project in \(locales[index]): \(c.text) for \(project.text)")
            }
        }
    }
    cases.append(
        BenchmarkCase(name: "icu-c/count", operationsPerBatch: locales.count, maximumBatches: 100_000) { batch in
            var bytes = 0
            for loop in countLoops { bytes += try loop.run(batch..<batch + 1) }
            return bytes
        })
    cases.append(
        BenchmarkCase(name: "project/count", operationsPerBatch: locales.count, maximumBatches: 100_000) { batch in
            var bytes = 0
            // First visits: without the announcer's cache of count messages.
            for announcer in uncached {
                let text = try announcer.countText(batch)
                bytes += text.text.utf8.count + text.speech.utf8.count
            }
            return bytes
        })
    cases.append(
        BenchmarkCase(name: "project/announcer-init", operationsPerBatch: locales.count) { _ in
            var bytes = 0
            for locale in locales {
                bytes += try SliderAnnouncer(description: description, locale: locale).localization.locale.identifier.utf8.count
            }
            return bytes
        })
    var replaying = announcers
    cases.append(
        BenchmarkCase(
            name: "project/events-mixed", operationsPerBatch: locales.count, maximumBatches: mix.events.count,
            reset: { replaying = announcers.map { $0 } }
        ) { batch in
            var bytes = 0
            for index in replaying.indices {
                for announcement in try replaying[index].handle(mix.events[batch]).announcements {
                    bytes += announcement.text.utf8.count + announcement.speech.utf8.count
                }
            }
            return bytes
        })
    let freshSessions = announcers.map { PipelineSession(announcer: $0) }
    var sessions = freshSessions
    // The answer is written into one reused output buffer, as `slider-speech pipeline` writes
    // each line read in place into its output buffer.
    let answer = OutputBuffer(capacity: 4096)
    cases.append(
        BenchmarkCase(
            name: "project/pipeline-mixed", operationsPerBatch: locales.count, maximumBatches: mix.lines.count,
            reset: { sessions = freshSessions.map { $0 } }
        ) { batch in
            var bytes = 0
            try mix.lines[batch].withUnsafeBufferPointer { line in
                for index in sessions.indices {
                    answer.removeAll()
                    guard let output = sessions[index].process(line, into: answer) else {
                        throw BenchmarkError("line \(batch + 1) of the mix is blank")
                    }
                    if let error = output.error {
                        throw BenchmarkError("line \(batch + 1) of the mix was rejected: \(error)")
                    }
                    bytes += answer.count
                }
            }
            return bytes
        })
} catch {
    fail("\(error)")
}

if let names = option("--only")?.split(separator: ",").map(String.init) {
    for name in names where !cases.contains(where: { $0.name == name }) { fail("no case named \(name)") }
    cases = cases.filter { names.contains($0.name) }
}

/// `--profile N`: each case's batches 0..<N run twice, untimed, and nothing is printed: both
/// passes are `profiledPass`, for `valgrind --tool=callgrind
/// --toggle-collect='*profiledPass*'` (instructions per operation: the total over 2 × N × the
/// case's operations per batch, which the run prints).
@inline(never)
func profiledPass(_ benchmark: BenchmarkCase, batches: Int) throws -> Int {
    var bytes = 0
    for index in 0..<batches { bytes &+= try benchmark.batch(index) }
    return bytes
}
if let text = option("--profile") {
    guard let batches = Int(text), batches > 0 else { fail("--profile: expected a positive whole number") }
    do {
        var bytes = 0
        for benchmark in cases {
            let count = min(batches, benchmark.maximumBatches)
            for _ in 0..<2 {
                try benchmark.reset()
                bytes &+= try profiledPass(benchmark, batches: count)
            }
            print("\(benchmark.name): \(count) batches of \(benchmark.operationsPerBatch) operations")
        }
        exit(bytes == 42 ? 1 : 0)
    } catch {
        fail("\(error)")
    }
}

let medians: [Double]
do {
    medians = try BenchmarkRunner.run(cases, rounds: rounds)
} catch {
    fail("\(error)")
}
let figure = { (name: String) -> Double in cases.firstIndex { $0.name == name }.map { medians[$0] } ?? .nan }

// The whole process: `slider-speech pipeline` over 200,000 mixed lines and `slider-speech demo`,
// three runs each, standard output to /dev/null; wall time and peak memory from wait4.
struct ProcessFigures {
    var pipelineEventsPerSecond = Double.nan
    var pipelineEventsPerCPUSecond = Double.nan
    var pipelinePeakKB = 0
    var demoPeakKB = 0
    var demoSeconds = Double.nan
    var peakSource = "GNU time"
}
let pipelineLines = 200_000
var processes = ProcessFigures()
if wholeProcess {
    do throws(BenchmarkError) {
        let program = siblingProgram("slider-speech")
        guard access(program, X_OK) == 0 else {
            throw BenchmarkError("\(program) is missing: build it with swift build -c release --product slider-speech")
        }
        var template = Array("/tmp/slider-speech-bench.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchmarkError("cannot make a temporary directory") }
        let directory = String(cString: made)
        defer {
            for name in ["price-filter.json", "events.jsonl", "stderr.txt"] { unlink(directory + "/" + name) }
            rmdir(directory)
        }
        try writeFile(directory + "/price-filter.json", Array(priceFilter.utf8))
        try writeFile(
            directory + "/events.jsonl",
            EventMix(count: pipelineLines, seed: 2, bounds: 20...300, width: 320).input)
        var pipelineRuns: [ChildRun] = []
        var demoRuns: [ChildRun] = []
        for _ in 0..<3 {
            pipelineRuns.append(
                try ChildRun(
                    program: program,
                    arguments: ["pipeline", "--spec", directory + "/price-filter.json", "--locale", "en-US"],
                    input: directory + "/events.jsonl", errorFile: directory + "/stderr.txt"))
            demoRuns.append(try ChildRun(program: program, arguments: ["demo"], input: nil, errorFile: directory + "/stderr.txt"))
        }
        processes.pipelineEventsPerSecond = Double(pipelineLines) / median(pipelineRuns.map(\.seconds))
        processes.pipelineEventsPerCPUSecond = Double(pipelineLines) / median(pipelineRuns.map(\.cpuSeconds))
        processes.pipelinePeakKB = Int(median(pipelineRuns.map { Double($0.peakKB) }))
        processes.demoPeakKB = Int(median(demoRuns.map { Double($0.peakKB) }))
        processes.demoSeconds = median(demoRuns.map(\.seconds))
        if !pipelineRuns[0].peakIsExact { processes.peakSource = "wait4, an upper bound: includes this process's peak" }
    } catch {
        fail("\(error)")
    }
}

/// A program built beside this one (`.build/release/slider-speech`).
func siblingProgram(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let me =
        length > 0
        ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    guard let slash = me.lastIndex(of: "/") else { return name }
    return String(me[..<slash]) + "/" + name
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws(BenchmarkError) {
    guard let file = fopen(path, "w") else { throw BenchmarkError("cannot write \(path)") }
    defer { fclose(file) }
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw BenchmarkError("cannot write \(path)") }
}

var usage = rusage()
#if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let peakKB = Int(usage.ru_maxrss)  // kilobytes on Linux
#else
    getrusage(RUSAGE_SELF, &usage)
    let peakKB = Int(usage.ru_maxrss) / 1024  // bytes on macOS
#endif

/// A target: the figure, how it is shown, and whether it is met.
struct Target {
    let name: String
    let value: Double
    let shown: String
    let goal: String
    let met: Bool
}
let base = figure("icu-c/currency")
/// The C case a project case is measured against: the one doing the same work.
func baseline(of name: String) -> String {
    switch name {
    case "project/focus-announcement", "project/focus-repeat": return "icu-c/focus"
    case "project/count": return "icu-c/count"
    default: return "icu-c/currency"
    }
}
func ratio(_ name: String, atMost limit: Double) -> Target {
    let over = baseline(of: name)
    let value = figure(name) / figure(over)
    return Target(
        name: "\(name) ÷ \(over)", value: value, shown: String(format: "%.2f×", value),
        goal: String(format: "≤ %.1f×", limit), met: value <= limit)
}
// The performance targets, within one run of the release build.
var targets = [
    ratio("project/currency", atMost: 1.1),
    ratio("project/focus-announcement", atMost: 1.3),
    ratio("project/count", atMost: 1.3),
    Target(
        name: "project/pipeline-mixed", value: figure("project/pipeline-mixed") / 1000,
        shown: String(format: "%.2f µs/event", figure("project/pipeline-mixed") / 1000), goal: "≤ 1 µs/event",
        met: figure("project/pipeline-mixed") <= 1000),
    Target(
        name: "project/announcer-init", value: figure("project/announcer-init") / 1000,
        shown: String(format: "%.1f µs", figure("project/announcer-init") / 1000), goal: "≤ 50 µs",
        met: figure("project/announcer-init") <= 50_000),
]
// A run narrowed by --only has no figure for some targets: those are left out.
targets.removeAll { $0.value.isNaN }
if wholeProcess {
    targets += [
        Target(
            name: "whole process: pipeline, \(pipelineLines) lines", value: processes.pipelineEventsPerSecond,
            shown: "\(Int(processes.pipelineEventsPerSecond)) lines/s", goal: "≥ 1000000 lines/s",
            met: processes.pipelineEventsPerSecond >= 1_000_000),
        Target(
            name: "whole process: pipeline, per processor second", value: processes.pipelineEventsPerCPUSecond,
            shown: "\(Int(processes.pipelineEventsPerCPUSecond)) lines/s", goal: "≥ 1000000 lines/s",
            met: processes.pipelineEventsPerCPUSecond >= 1_000_000),
        Target(
            name: "peak memory: pipeline, \(pipelineLines) lines", value: Double(processes.pipelinePeakKB),
            shown: String(format: "%.1f MB", Double(processes.pipelinePeakKB) / 1024), goal: "≤ 20 MB",
            met: processes.pipelinePeakKB <= 20 * 1024),
        Target(
            name: "peak memory: demo", value: Double(processes.demoPeakKB),
            shown: String(format: "%.1f MB", Double(processes.demoPeakKB) / 1024), goal: "≤ 16 MB",
            met: processes.demoPeakKB <= 16 * 1024),
    ]
}

func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

if json {
    let entries = zip(cases, medians).map { "{\"name\": \(jsonString($0.name)), \"nsPerOp\": \(String(format: "%.1f", $1))}" }
    let goals = targets.map {
        "{\"name\": \(jsonString($0.name)), \"value\": \(String(format: "%.3f", $0.value)), \"goal\": \(jsonString($0.goal)), "
            + "\"met\": \($0.met)}"
    }
    print(
        "{\"icu\": \(jsonString(ICUInfo.icuVersion)), \"foundationICU\": \(jsonString(LoadedICU.foundationVersion)), "
            + "\"foundationDiffers\": \(foundationDiffers), \"foundationCompared\": \(foundationCompared), "
            + "\"projectTextsWithMarks\": \(markedTexts), "
            + "\"cases\": [\(entries.joined(separator: ", "))], \"targets\": [\(goals.joined(separator: ", "))], "
            + "\"peakMemoryKB\": \(peakKB)}")
} else {
    print("slider-speech-bench: \(localeTags.count) locales (\(localeTags.joined(separator: ", "))), median of \(rounds) rounds")
    print(
        "project: ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion); Foundation: ICU \(LoadedICU.foundationVersion)")
    print(
        "the C loop and the project wrote the same \(foundationCompared) currency strings"
            + " (\(markedTexts) of the project's with direction marks added); Foundation's differ in \(foundationDiffers)"
            + (foundationExample.isEmpty ? "" : " (first: \(foundationExample))"))
    print("")
    // Each project case beside the C case doing its work (`baseline(of:)`).
    for (benchmark, value) in zip(cases, medians) {
        let over = baseline(of: benchmark.name)
        let ratio =
            benchmark.name.hasPrefix("icu-c/") || figure(over).isNaN
            ? "" : String(format: "%8.2f× ", value / figure(over)) + over
        print(benchmark.name.padding(toLength: 30, withPad: " ", startingAt: 0) + String(format: "%10.1f ns/op", value) + ratio)
    }
    print("")
    for target in targets {
        print(
            target.name.padding(toLength: 48, withPad: " ", startingAt: 0)
                + target.shown.padding(toLength: 20, withPad: " ", startingAt: 0) + "(target \(target.goal)) "
                + (target.met ? "met" : "MISSED"))
    }
    if wholeProcess {
        print("peak memory from \(processes.peakSource); whole-process runs: the median of three, standard output to /dev/null")
    }
    print("peak memory of this process: \(peakKB / 1024) MB")
}
