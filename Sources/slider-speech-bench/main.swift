// slider-speech-bench: the project's formatting and announcements side by side with a plain C
// loop over ICU and with Foundation, on the same work, in one run.
//
//   swift run -c release slider-speech-bench            # a table with the ratios
//   swift run -c release slider-speech-bench --json     # {"cases": [{"name", "nsPerOp"}, …]}
//
// The work: the price slider's 57 positions (20…300 in steps of 5) as US dollars, in several
// locales. Each round runs every case once, interleaved, so drift of the machine hits all
// cases alike; the figure is the median over the rounds.
import Foundation
import SliderCore
import SliderFormatting
import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let positions = stride(from: 20.0, through: 300.0, by: 5.0).map { $0 }
// `--locales en-US,ar-EG` narrows the work, for a profiler.
let localeTags =
    CommandLine.arguments.firstIndex(of: "--locales").flatMap { index in
        index + 1 < CommandLine.arguments.count ? CommandLine.arguments[index + 1].split(separator: ",").map(String.init) : nil
    } ?? ["en-US", "fr-FR", "de-DE", "ar-EG", "ja-JP"]
let json = CommandLine.arguments.contains("--json")
let rounds = 31

struct Case {
    let name: String
    /// Operations one call of `body` performs.
    let operations: Int
    /// Runs the work once; returns a byte count, so the work cannot be optimized away.
    let body: () throws -> Int
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("slider-speech-bench: error: \(message)\n".utf8))
    exit(2)
}

let priceFilter = """
    {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
     "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD"},
     "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1],
     "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"}
    """

var cases: [Case] = []
do {
    let locales = try localeTags.map { try ICULocale($0) }
    let description = try SliderDescription(json: priceFilter)
    let announcers = try locales.map { try SliderAnnouncer(description: description, locale: $0) }
    let foundationStyles = localeTags.map {
        FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale(identifier: $0))
    }
    let work = positions.count * locales.count

    // Before timing: the C loop and the project write the same strings for every value.
    for (locale, announcer) in zip(locales, announcers) {
        let baseline = try BenchmarkBaseline.currencyStrings(locale: locale, currency: "USD", values: positions)
        let project = try positions.map { try announcer.valueText($0) }
        guard baseline == project else {
            fail(
                "the project's currency text differs from ICU's C loop in \(locale): \(zip(baseline, project).first { $0 != $1 }!)"
            )
        }
    }

    // The C loop opens its formatter once a call: 40 passes over the values amortize that.
    let passes = 40
    cases.append(
        Case(name: "icu-c/currency", operations: work * passes) {
            var bytes = 0
            for locale in locales {
                bytes += try BenchmarkBaseline.currencyLoop(locale: locale, currency: "USD", values: positions, rounds: passes)
            }
            return bytes
        })
    cases.append(
        Case(name: "foundation/currency", operations: work) {
            var bytes = 0
            for style in foundationStyles {
                for value in positions { bytes += style.format(value).utf8.count }
            }
            return bytes
        })
    cases.append(
        Case(name: "project/currency", operations: work) {
            var bytes = 0
            for announcer in announcers {
                for value in positions { bytes += try announcer.valueText(value).utf8.count }
            }
            return bytes
        })
    cases.append(
        Case(name: "project/focus-announcement", operations: locales.count * 2) {
            var bytes = 0
            for var announcer in announcers {
                for thumb in [Thumb.lower, .upper] {
                    for announcement in try announcer.handle(.focus(thumb: thumb)).announcements {
                        bytes += announcement.text.utf8.count
                    }
                }
            }
            return bytes
        })
    cases.append(
        Case(name: "project/count", operations: work) {
            var bytes = 0
            let histogram = description.histogram!
            for announcer in announcers {
                for value in positions {
                    let matches = histogram.matches(lower: 20, upper: value, in: description.model.bounds)
                    bytes += try announcer.countText(matches).text.utf8.count
                }
            }
            return bytes
        })
    let line = Array(#"{"type":"increment","thumb":"lower"}"#.utf8)[...]
    var sessions = announcers.map { PipelineSession(announcer: $0) }
    cases.append(
        Case(name: "project/pipeline-event", operations: locales.count * 20) {
            var bytes = 0
            for index in sessions.indices {
                for _ in 0..<20 {
                    // Increments run into the minimum span and stay there: value and limit texts both.
                    bytes += sessions[index].process(line)?.lines.first?.utf8.count ?? 0
                }
            }
            return bytes
        })
} catch {
    fail("\(error)")
}

/// Nanoseconds of a monotonic clock.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

// `--only NAME` keeps one case, for a profiler.
if let index = CommandLine.arguments.firstIndex(of: "--only"), index + 1 < CommandLine.arguments.count {
    let name = CommandLine.arguments[index + 1]
    cases = cases.filter { $0.name == name }
    guard !cases.isEmpty else { fail("no case named \(name)") }
}

// Warm up, then time: each round runs each case enough times for about 20 ms.
var repeats: [Int] = []
for benchmark in cases {
    let start = now()
    _ = try? benchmark.body()
    let once = max(now() - start, 1)
    repeats.append(max(1, Int(20_000_000 / once)))
}
var samples = Array(repeating: [Double](), count: cases.count)
var sink = 0
for _ in 0..<rounds {
    for (index, benchmark) in cases.enumerated() {
        let start = now()
        for _ in 0..<repeats[index] { sink &+= (try? benchmark.body()) ?? 0 }
        let elapsed = Double(now() - start)
        samples[index].append(elapsed / Double(repeats[index] * benchmark.operations))
    }
}
let medians = samples.map { $0.sorted()[$0.count / 2] }
let names = cases.map(\.name)
let median = { (name: String) -> Double in names.firstIndex(of: name).map { medians[$0] } ?? .nan }

var usage = rusage()
#if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let peakKB = Int(usage.ru_maxrss)  // kilobytes on Linux
#else
    getrusage(RUSAGE_SELF, &usage)
    let peakKB = Int(usage.ru_maxrss) / 1024  // bytes on macOS
#endif

if json {
    let entries = zip(cases, medians).map { #"{"name": "\#($0.name)", "nsPerOp": \#(String(format: "%.1f", $1))}"# }
    print(#"{"cases": [\#(entries.joined(separator: ", "))], "peakMemoryKB": \#(peakKB)}"#)
} else {
    print(
        "slider-speech-bench: \(positions.count) positions × \(localeTags.count) locales (\(localeTags.joined(separator: ", "))), median of \(rounds) rounds"
    )
    print(
        "ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion); the C loop and the project wrote the same \(positions.count * localeTags.count) strings"
    )
    print("")
    for (benchmark, value) in zip(cases, medians) {
        print(benchmark.name.padding(toLength: 30, withPad: " ", startingAt: 0) + String(format: "%10.1f ns/op", value))
    }
    let base = median("icu-c/currency")
    let project = median("project/currency")
    print("")
    print(String(format: "project/currency ÷ icu-c/currency             %5.2f×  (target ≤ 1.5×)", project / base))
    print(
        String(
            format: "foundation/currency ÷ project/currency        %5.2f×  (target ≥ 2×)", median("foundation/currency") / project
        ))
    print(
        String(
            format: "project/focus-announcement ÷ icu-c/currency   %5.2f×  (target ≤ 5×)",
            median("project/focus-announcement") / base))
    print("peak memory of this process: \(peakKB / 1024) MB")
}
if sink == 42 { print("") }
