import BenchmarkSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The benchmark runner and its helpers")
struct BenchmarkRunnerTests {
    @Test("A case that throws ends the run with an error naming the case")
    func throwingCase() {
        struct Broken: Error, CustomStringConvertible { var description: String { "broken" } }
        let cases = [
            BenchmarkCase(name: "fine", operationsPerBatch: 1) { _ in 1 },
            BenchmarkCase(name: "project/broken", operationsPerBatch: 1) { batch in
                if batch == 3 { throw Broken() }
                return 1
            },
        ]
        #expect {
            _ = try BenchmarkRunner.run(cases, rounds: 3, roundNanoseconds: 1_000_000)
        } throws: { error in
            "\(error)" == "project/broken: broken"
        }
    }

    @Test("Every round starts from its reset and runs distinct batches from 0")
    func roundsReset() throws {
        final class Log { var batches: [Int] = [] }
        let log = Log()
        var resets = 0
        let cases = [
            BenchmarkCase(
                name: "logged", operationsPerBatch: 2, maximumBatches: 4,
                reset: {
                    resets += 1
                    log.batches = []
                },
                batch: { batch in
                    log.batches.append(batch)
                    return batch
                })
        ]
        let medians = try BenchmarkRunner.run(cases, rounds: 5, roundNanoseconds: 1_000_000_000)
        #expect(medians.count == 1)
        #expect(medians[0] > 0)
        // A second of work a round asks for more than 4 batches: the round stops at the maximum.
        #expect(log.batches == [0, 1, 2, 3])
        #expect(resets >= 5 + 1)
    }

    @Test("Distinct values do not repeat and follow their spacing")
    func distinct() {
        let values = distinctValues(count: 10_000, offset: 20, spacing: 0.01, seed: 15)
        #expect(Set(values).count == 10_000)
        #expect(values.min() == 20)
        #expect(values != values.sorted())
        #expect(values == distinctValues(count: 10_000, offset: 20, spacing: 0.01, seed: 15))
    }

    @Test("The median is the middle value", arguments: [([3.0, 1, 2], 2.0), ([4.0, 1, 3, 2], 3.0), ([7.0], 7.0)])
    func middle(values: [Double], expected: Double) {
        #expect(median(values) == expected)
    }

    @Test("A child that fails is an error naming its status; one that succeeds has a peak")
    func child() throws {
        let errorFile = "/tmp/slider-speech-bench-test-\(getpid()).txt"
        #expect {
            _ = try ChildRun(program: "/bin/sh", arguments: ["-c", "echo oops >&2; exit 3"], input: nil, errorFile: errorFile)
        } throws: { error in
            "\(error)" == "/bin/sh -c echo oops >&2; exit 3: exit status 3: oops"
        }
        let run = try ChildRun(program: "/bin/sh", arguments: ["-c", "exit 0"], input: nil, errorFile: errorFile)
        #expect(run.peakKB > 0)
        #expect(run.seconds > 0)
    }

    @Test("Foundation's ICU version is read from the loaded libraries, or is unknown")
    func foundationVersion() {
        #expect(LoadedICU.version(of: "no_such_symbol_anywhere") == nil)
        let version = LoadedICU.foundationVersion
        #expect(version == "unknown" || version.split(separator: ".").allSatisfy { Int($0) != nil })
    }
}
