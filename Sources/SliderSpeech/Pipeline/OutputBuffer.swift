import SliderCore

/// A growable buffer of bytes that answers are written into in place: the pipeline's output
/// buffer, reused for every answer, so writing an answer makes no string and no array.
///
/// Each append makes room once and then copies; ``reserve(_:)`` lets a writer that knows an
/// upper bound (an escaped string) make room once for all its bytes and write through
/// ``withUnsafeSpace(_:_:)``.
package final class OutputBuffer {
    /// Where the bytes are, the room and the count. Kept behind a pointer, not in stored
    /// properties of the class, so that the appends of a hot loop pay no run-time exclusivity
    /// check on each access.
    private struct State {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        var count: Int
    }
    private let state: UnsafeMutablePointer<State>

    /// An empty buffer with room for `capacity` bytes (it grows as needed).
    package init(capacity: Int = 4096) {
        let room = Swift.max(capacity, 16)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: room), capacity: room, count: 0))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// How many bytes the buffer holds.
    package var count: Int { state.pointee.count }

    /// Whether the buffer holds no bytes.
    package var isEmpty: Bool { state.pointee.count == 0 }

    /// The bytes, as an array (tests and the callers that want one).
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count)) }

    /// Lets `body` read the bytes in place.
    package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: state.pointee.base, count: state.pointee.count))
    }

    /// Drops every byte, keeping the room.
    package func removeAll() { state.pointee.count = 0 }

    /// Drops the bytes from `length` on (a writer taking back what it wrote).
    package func truncate(to length: Int) {
        precondition(length >= 0 && length <= count, "OutputBuffer.truncate: \(length) is outside 0...\(count)")
        state.pointee.count = length
    }

    /// Makes room for at least `extra` more bytes.
    @inline(__always)
    package func reserve(_ extra: Int) {
        if state.pointee.count + extra > state.pointee.capacity { grow(toHold: state.pointee.count + extra) }
    }

    @inline(never)
    private func grow(toHold needed: Int) {
        var newCapacity = state.pointee.capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: state.pointee.base, count: state.pointee.count)
        state.pointee.base.deallocate()
        state.pointee.base = grown
        state.pointee.capacity = newCapacity
    }

    /// Lets `body` write at most `maximum` bytes at the end; it returns how many it wrote.
    package func withUnsafeSpace(_ maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        let written = body(state.pointee.base + state.pointee.count)
        precondition(written >= 0 && written <= maximum, "OutputBuffer: wrote \(written) bytes into room for \(maximum)")
        state.pointee.count += written
    }

    /// Appends one byte.
    @inline(__always)
    package func append(_ byte: UInt8) {
        if state.pointee.count == state.pointee.capacity { reserve(1) }
        state.pointee.base[state.pointee.count] = byte
        state.pointee.count += 1
    }

    /// Appends bytes.
    @inline(__always)
    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        let target = state.pointee.base + state.pointee.count
        let count = bytes.count
        if count <= 16 {
            // Most pieces of an answer are a few bytes: copied here, not through a call, as two
            // words that overlap in the middle (4 to 16 bytes) or byte by byte (fewer).
            let from = UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(target)
            if count >= 8 {
                to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
                to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
                to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
            } else {
                for index in 0..<count { target[index] = source[index] }
            }
        } else {
            target.update(from: source, count: bytes.count)
        }
        state.pointee.count += bytes.count
    }

    /// Appends the bytes of a literal.
    @inline(__always)
    package func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends a string's UTF-8. (Named apart from the literal `append`, so that a string
    /// literal always takes the literal's way.)
    package func append(utf8Of text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends an array's bytes.
    package func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends a whole number in decimal digits, as `String(value)` writes it.
    package func appendDecimal(_ value: Int64) {
        withUnsafeSpace(20) { start in
            var magnitude = value.magnitude
            var written = 0
            if value < 0 {
                start[0] = UInt8(ascii: "-")
                written = 1
            }
            // The digits are counted first, then written from the last one back, in place.
            var digits = 1
            var rest = magnitude / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            var position = written + digits
            repeat {
                position -= 1
                start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            return written + digits
        }
    }

    /// Appends a number as JSON writes it (``JSONNumber/text(for:)``): a whole number below
    /// 10^15 in magnitude as its digits, any other finite number in Swift's shortest
    /// round-trip form, and `null` for one that is not finite.
    package func appendJSONNumber(_ value: Double) {
        if let whole = NumberText.wholeNumber(value) {
            appendDecimal(whole)
        } else {
            append(utf8Of: JSONNumber.text(for: value))
        }
    }
}
