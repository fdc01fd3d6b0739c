/// One timed case: a batch of operations, run in turn within a round.
///
/// A round first calls `reset` (untimed: the state a round starts from, so that every round
/// does the same work), then times `batch(0)`, `batch(1)`, … up to the batches the round needs.
/// Within a round a batch index never repeats, so the value cases never meet a value twice.
package struct BenchmarkCase {
    package let name: String
    /// Operations one batch performs (the figure is time per operation).
    package let operationsPerBatch: Int
    /// The batches a round may run at most (the work prepared for one round).
    package let maximumBatches: Int
    package let reset: () throws -> Void
    /// Runs batch `index`; returns a byte count, so the work cannot be optimized away.
    package let batch: (Int) throws -> Int

    package init(
        name: String, operationsPerBatch: Int, maximumBatches: Int = Int.max / 2,
        reset: @escaping () throws -> Void = {}, batch: @escaping (Int) throws -> Int
    ) {
        self.name = name
        self.operationsPerBatch = operationsPerBatch
        self.maximumBatches = maximumBatches
        self.reset = reset
        self.batch = batch
    }
}

/// Runs cases interleaved round by round, so drift of the machine hits all cases alike, and
/// gives each case's median time per operation.
package enum BenchmarkRunner {
    /// - Parameters:
    ///   - rounds: how many rounds (the median is taken over them).
    ///   - roundNanoseconds: about how long each case runs in a round.
    ///   - clock: the clock that times the work: the thread's processor time by default, which
    ///     a machine shared with other work disturbs far less than the wall clock.
    /// - Returns: The median nanoseconds per operation of each case, in order.
    /// - Throws: ``BenchmarkError`` naming the case when one throws: a run with a failing case
    ///   reports nothing.
    package static func run(
        _ cases: [BenchmarkCase], rounds: Int, roundNanoseconds: UInt64 = 20_000_000,
        clock: () -> UInt64 = threadCPUNanoseconds
    ) throws(BenchmarkError) -> [Double] {
        var sink = 0
        // Warm up and size each case's round: batches doubling until 2 ms have passed.
        var batches: [Int] = []
        for benchmark in cases {
            var count = 1
            var elapsed: UInt64 = 0
            while true {
                try guarded(benchmark.name) { try benchmark.reset() }
                let start = clock()
                for index in 0..<count { sink &+= try guarded(benchmark.name) { try benchmark.batch(index) } }
                elapsed = max(clock() - start, 1)
                if elapsed >= 2_000_000 || count >= benchmark.maximumBatches { break }
                count = min(count * 2, benchmark.maximumBatches)
            }
            let perBatch = Double(elapsed) / Double(count)
            batches.append(max(1, min(benchmark.maximumBatches, Int(Double(roundNanoseconds) / perBatch))))
        }
        var samples = Array(repeating: [Double](), count: cases.count)
        for _ in 0..<rounds {
            for (index, benchmark) in cases.enumerated() {
                try guarded(benchmark.name) { try benchmark.reset() }
                let start = clock()
                for batch in 0..<batches[index] {
                    sink &+= try guarded(benchmark.name) { try benchmark.batch(batch) }
                }
                let elapsed = Double(clock() - start)
                samples[index].append(elapsed / Double(batches[index] * benchmark.operationsPerBatch))
            }
        }
        if sink == 42 { print("") }
        return samples.map { median($0) }
    }

    private static func guarded<T>(_ name: String, _ body: () throws -> T) throws(BenchmarkError) -> T {
        do {
            return try body()
        } catch let error as BenchmarkError {
            throw BenchmarkError("\(name): \(error)")
        } catch {
            throw BenchmarkError("\(name): \(error)")
        }
    }
}

/// The middle value (the upper middle of an even count); NaN for none.
package func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    return values.sorted()[values.count / 2]
}
