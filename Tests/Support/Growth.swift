/// Checks that a cost grows linearly with the input: the processor time of a case of size n is
/// compared with one of size 8n, as a ratio, the fastest of several runs each. Linear work gives
/// 8, quadratic 64; a bound of 24 leaves room for a busy machine and for AddressSanitizer (whose
/// allocator makes a larger run cost more per item) while still failing anything quadratic.
/// Never an absolute time: a test machine's speed says nothing about the code.
public enum Growth {
    /// The ratio below which growth counts as linear for eight times the input.
    public static let linearBound = 24.0

    /// What one comparison measured.
    public struct Measure: Sendable, CustomStringConvertible {
        /// The fastest run of the small case, in processor seconds.
        public let small: Double
        /// The fastest run of the large case, in processor seconds.
        public let large: Double
        /// `large / small`, with the small case's time at least a millisecond (a timer's grain).
        public var ratio: Double { large / Swift.max(small, 0.001) }
        public var description: String {
            "8n took \(ratio) times as long as n (fastest runs: \(small) s and \(large) s of processor time)"
        }
    }

    /// Runs each case `runs` times and keeps the fastest of each.
    /// - Parameters:
    ///   - runs: How many times each case runs.
    ///   - small: Runs the case of size n once; returns its processor seconds.
    ///   - large: Runs the case of size 8n once; returns its processor seconds.
    /// - Returns: The fastest times and their ratio.
    public static func measure(
        runs: Int = 3, small: () throws -> Double, large: () throws -> Double
    ) rethrows -> Measure {
        var fastestSmall = Double.infinity
        var fastestLarge = Double.infinity
        for _ in 0..<runs {
            fastestSmall = Swift.min(fastestSmall, try small())
            fastestLarge = Swift.min(fastestLarge, try large())
        }
        return Measure(small: fastestSmall, large: fastestLarge)
    }
}
