import SliderCore
import TestSupport

/// The property tests' choices of awkward numbers, steps and bounds, over the one seeded
/// generator of the test targets.
extension SeededRandom {
    /// A double from a pool that includes every kind of awkward number.
    mutating func anyDouble() -> Double {
        switch Int.random(in: 0..<10, using: &self) {
        case 0:
            return [
                Double.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude,
                -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
                -.greatestFiniteMagnitude, 1e308, -1e308, 1e-308,
            ][Int.random(in: 0..<13, using: &self)]
        case 1:
            return Double(bitPattern: next())
        case 2, 3:
            return Double.random(in: -1e6...1e6, using: &self)
        default:
            return Double.random(in: -400...400, using: &self)
        }
    }

    /// A step: continuous, a round step, or an arbitrary one.
    mutating func step(for length: Double) -> Double {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return 0
        case 1: return [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30][Int.random(in: 0..<10, using: &self)]
        case 2: return Double.random(in: 0...Swift.max(length, 1), using: &self)
        default: return Double.random(in: 0...2, using: &self) * Swift.max(length, 1) / 10
        }
    }

    /// Bounds with a realistic extent (sometimes of zero length).
    mutating func bounds() -> SliderBounds {
        let lower = Double.random(in: -500...500, using: &self).rounded()
        let length = Int.random(in: 0..<8, using: &self) == 0 ? 0 : Double.random(in: 0...1000, using: &self)
        return try! SliderBounds(lower: lower, upper: lower + length)
    }
}
