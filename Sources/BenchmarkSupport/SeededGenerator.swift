/// A small seeded generator (SplitMix64), so that every run replays the same work.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `count` distinct values `offset + k × spacing` (k = 0, 1, …), in a seeded random order: the
/// value cases take them in turn, so no value repeats within a round and a cache of texts by
/// value would find nothing.
package func distinctValues(count: Int, offset: Double, spacing: Double, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    var steps = Array(0..<count)
    steps.shuffle(using: &generator)
    return steps.map { offset + Double($0) * spacing }
}
