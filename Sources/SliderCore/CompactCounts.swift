/// Whole numbers from 0, kept in the narrowest width that holds the largest of them: 1 byte a
/// number while every one is below 256, then 2, 4 or 8.
///
/// A histogram's counts are mostly small: ten million of them, written as one digit each, are
/// 20 MB of JSON and 10 MB here, where an `[Int]` is 80 MB. The JSON reader builds its arrays
/// of such numbers into this storage, and ``Histogram`` keeps the same storage (no copy).
///
/// ```swift
/// var counts = CompactCounts()
/// counts.append(7)
/// counts.append(300)  // from here on 2 bytes a number
/// counts.bytesPerCount  // 2
/// ```
package struct CompactCounts: RandomAccessCollection, Hashable, Sendable {
    /// The numbers' little-endian bytes, ``bytesPerCount`` each.
    private var raw: [UInt8] = []
    /// 1, 2, 4 or 8.
    package private(set) var bytesPerCount = 1

    /// No numbers yet.
    package init() {}

    /// The numbers given; each must be at least 0.
    package init(_ counts: some Collection<Int>) {
        let largest = counts.max() ?? 0
        precondition(largest >= 0 && counts.allSatisfy { $0 >= 0 }, "a count below 0")
        bytesPerCount = Self.width(for: largest)
        raw.reserveCapacity(counts.count * bytesPerCount)
        for count in counts { appendBytes(count) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { raw.count / bytesPerCount }

    /// How many numbers the storage holds room for before it grows.
    package var capacity: Int { raw.capacity / bytesPerCount }

    /// The bytes of storage held, room to grow included.
    package var retainedBytes: Int { raw.capacity }

    package subscript(position: Int) -> Int {
        precondition(position >= 0 && position < endIndex, "index out of range")
        return raw.withUnsafeBytes { Self.load($0, position, bytesPerCount) }
    }

    /// Makes room for `capacity` numbers of the current width, so that a reader that knows how
    /// many may come grows the storage no further than that.
    package mutating func reserveCapacity(_ capacity: Int) {
        raw.reserveCapacity(capacity * bytesPerCount)
    }

    /// Adds a number at the end, widening the storage when it is too large for the current width.
    /// - Parameter count: A whole number from 0.
    package mutating func append(_ count: Int) {
        precondition(count >= 0, "a count below 0")
        if bytesPerCount < 8, count >> (bytesPerCount * 8) != 0 { widen(to: Self.width(for: count)) }
        appendBytes(count)
    }

    /// The sum of the numbers in `range`, saturating at `Int.max` instead of overflowing.
    package func saturatingSum(_ range: Range<Int>) -> Int {
        precondition(range.lowerBound >= 0 && range.upperBound <= endIndex, "range out of bounds")
        return raw.withUnsafeBytes { buffer in
            var sum = 0
            for position in range {
                let (added, overflow) = sum.addingReportingOverflow(Self.load(buffer, position, bytesPerCount))
                if overflow { return Int.max }
                sum = added
            }
            return sum
        }
    }

    package static func == (left: CompactCounts, right: CompactCounts) -> Bool {
        left.bytesPerCount == right.bytesPerCount ? left.raw == right.raw : left.elementsEqual(right)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for count in self { hasher.combine(count) }
    }

    private mutating func appendBytes(_ count: Int) {
        switch bytesPerCount {
        case 1: raw.append(UInt8(truncatingIfNeeded: count))
        case 2: withUnsafeBytes(of: UInt16(truncatingIfNeeded: count).littleEndian) { raw.append(contentsOf: $0) }
        case 4: withUnsafeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian) { raw.append(contentsOf: $0) }
        default: withUnsafeBytes(of: UInt64(truncatingIfNeeded: count).littleEndian) { raw.append(contentsOf: $0) }
        }
    }

    private mutating func widen(to width: Int) {
        var wider = CompactCounts()
        wider.bytesPerCount = width
        wider.raw.reserveCapacity(Swift.max(capacity, count + 1) * width)
        for count in self { wider.appendBytes(count) }
        self = wider
    }

    private static func width(for count: Int) -> Int {
        switch count {
        case 0...0xFF: return 1
        case 0...0xFFFF: return 2
        case 0...0xFFFF_FFFF: return 4
        default: return 8
        }
    }

    private static func load(_ buffer: UnsafeRawBufferPointer, _ position: Int, _ width: Int) -> Int {
        switch width {
        case 1: return Int(buffer[position])
        case 2: return Int(UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: position * 2, as: UInt16.self)))
        case 4: return Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: position * 4, as: UInt32.self)))
        default: return Int(UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: position * 8, as: UInt64.self)))
        }
    }
}
