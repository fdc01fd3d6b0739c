import SliderCore

/// A screen-reader pipeline over one slider: each event line in, one result out.
///
/// ```swift
/// var session = PipelineSession(announcer: announcer, format: .jsonLines)
/// session.process(Array(#"{"type":"increment","thumb":"lower"}"#.utf8)[...])
/// // ["{\"seq\":1,\"event\":\"increment\",\"range\":[65,180],\"limitedBy\":null,\"announcements\":[…]}"]
/// ```
public struct PipelineSession: Sendable {
    /// What the session writes.
    public enum Format: String, Sendable, CaseIterable {
        /// One JSON object a non-blank line.
        case jsonLines = "jsonl"
        /// One SSML document an announcement.
        case ssml
    }

    /// What one line gave.
    public struct Output: Sendable {
        /// The lines to write, in order: one JSON object, or one SSML document per announcement.
        public let lines: [String]
        /// The line's error, when it was rejected (the state is unchanged then).
        public let error: String?
    }

    /// The slider that speaks, in its current state.
    public private(set) var announcer: SliderAnnouncer
    /// What the session writes: JSON lines or SSML.
    public let format: Format
    /// Whose spoken text a focus event says.
    public let platform: Platform
    /// Non-blank lines seen so far.
    public private(set) var sequence = 0
    /// Lines rejected so far.
    public private(set) var rejected = 0

    /// A session that starts from the announcer's state.
    /// - Parameters:
    ///   - announcer: The slider, in the state the session starts in.
    ///   - format: JSON lines (the default) or SSML.
    ///   - platform: Whose spoken text a focus event says (default iOS).
    public init(announcer: SliderAnnouncer, format: Format = .jsonLines, platform: Platform = .ios) {
        self.announcer = announcer
        self.format = format
        self.platform = platform
    }

    /// Handles one line (without its line break); `nil` for a blank line.
    /// - Parameter line: The line's bytes, without its line feed.
    /// - Returns: The lines to write and the error when the line was rejected; `nil` for a blank line.
    public mutating func process(_ line: ArraySlice<UInt8>) -> Output? {
        let output = OutputBuffer(capacity: 256)
        guard let answer = process(line, into: output) else { return nil }
        return Output(bytes: output.bytes, error: answer.error)
    }

    /// What ``process(_:into:)`` did with a line that is not blank.
    package struct Answer: Sendable {
        /// The line's error, when it was rejected (the state is unchanged then).
        package let error: String?
    }

    /// ``process(_:into:)`` appending to an array: the answer is written into the session's
    /// own scratch buffer, then copied at once.
    package mutating func process(_ line: ArraySlice<UInt8>, into output: inout [UInt8]) -> Answer? {
        let buffer = scratchBuffer()
        buffer.removeAll()
        let answer = process(line, into: buffer)
        buffer.withBytes { output.append(contentsOf: $0) }
        return answer
    }

    /// Handles one line (without its line break) and appends what it gives to `output`, each
    /// line with its line feed: written as UTF-8 straight into the buffer, with no string or
    /// JSON tree in between. `nil` for a blank line.
    package mutating func process(_ line: ArraySlice<UInt8>, into output: OutputBuffer) -> Answer? {
        line.withContiguousStorageIfAvailable { process(UnsafeBufferPointer(rebasing: $0[...]), into: output) }
            ?? Array(line).withUnsafeBufferPointer { process($0, into: output) }
    }

    /// ``process(_:into:)`` of a line given in place: what the pipeline command calls with a
    /// line of its reader's buffer.
    package mutating func process(_ line: UnsafeBufferPointer<UInt8>, into output: OutputBuffer) -> Answer? {
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        sequence += 1
        let result: EventResult
        let type: String
        do {
            let parsed = try PipelineEvent.parse(line)
            type = parsed.type
            result = try announcer.handle(parsed.event, platform: platform)
        } catch let error as PipelineLineError {
            return reject(error.message, into: output)
        } catch {
            return reject("\(error)", into: output)
        }
        switch format {
        case .jsonLines:
            // The keys in the order of the format: seq, event, range or value, limitedBy, announcements
            // (each: text, speech, politeness, kind, delivery, post).
            output.append(#"{"seq":"#)
            output.appendDecimal(Int64(sequence))
            // An event type is one of a fixed set of plain ASCII names: nothing to escape.
            output.append(#","event":""#)
            if type.utf8.withContiguousStorageIfAvailable({ output.append($0) }) == nil { output.append(utf8Of: type) }
            output.append(UInt8(ascii: "\""))
            switch announcer.control.model {
            case .range(let slider):
                output.append(#","range":["#)
                output.appendJSONNumber(slider.lower)
                output.append(UInt8(ascii: ","))
                output.appendJSONNumber(slider.upper)
                output.append(UInt8(ascii: "]"))
            case .slider(let slider):
                output.append(#","value":"#)
                output.appendJSONNumber(slider.value)
            case .ticks(let slider):
                output.append(#","value":"#)
                output.appendJSONNumber(slider.value)
            }
            output.append(#","limitedBy":"#)
            switch result.outcome.move?.limitedBy {
            case nil: output.append("null")
            case .bound: output.append(#""bound""#)
            case .otherThumb: output.append(#""otherThumb""#)
            case .minimumSpan: output.append(#""minimumSpan""#)
            }
            output.append(#","announcements":["#)
            // Each announcement written where the result holds it: borrowed, not copied, so
            // that its strings are not retained and released (atomic operations) line by line.
            result.announcements.withUnsafeBufferPointer { announcements in
                for index in announcements.indices {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    Self.write(announcements.baseAddress! + index, into: output)
                }
            }
            output.append("]}\n")
        case .ssml:
            let language = announcer.localization.locale.identifier
            for announcement in result.announcements {
                output.append(utf8Of: SSML.document(announcement.speech, language: language))
                output.append(0x0A)
            }
        }
        return Answer(error: nil)
    }

    /// One announcement as a JSON object (text, speech, politeness, kind, delivery, post), read
    /// in place through `announcement` (a copy would retain its strings).
    private static func write(_ announcement: UnsafePointer<Announcement>, into output: OutputBuffer) {
        output.append(#"{"text":"#)
        JSONWriter.writeString(announcement.pointee.content.text, into: output)
        output.append(#","speech":"#)
        JSONWriter.writeString(announcement.pointee.content.speech, into: output)
        switch announcement.pointee.politeness {
        case .assertive: output.append(#","politeness":"assertive","kind":"#)
        case .polite: output.append(#","politeness":"polite","kind":"#)
        }
        switch announcement.pointee.kind {
        case .focus: output.append(#""focus""#)
        case .value: output.append(#""value""#)
        case .limit: output.append(#""limit""#)
        case .count: output.append(#""count""#)
        }
        if announcement.pointee.post == nil {
            output.append(#","delivery":"screenReader","post":null}"#)
            return
        }
        output.append(#","delivery":"app","post":{"text":"#)
        JSONWriter.writeString(announcement.pointee.post.unsafelyUnwrapped.text, into: output)
        output.append(#","speech":"#)
        JSONWriter.writeString(announcement.pointee.post.unsafelyUnwrapped.speech, into: output)
        output.append("}}")
    }

    /// Counts a line the reader could not hand over (one longer than its limit) and rejects it
    /// with `message`; the state stays as it was.
    package mutating func rejectUnreadLine(_ message: String) -> Output {
        let output = OutputBuffer(capacity: 256)
        let answer = rejectUnreadLine(message, into: output)
        return Output(bytes: output.bytes, error: answer.error)
    }

    /// ``rejectUnreadLine(_:)``, its error object appended to `output`.
    package mutating func rejectUnreadLine(_ message: String, into output: OutputBuffer) -> Answer {
        sequence += 1
        return reject(message, into: output)
    }

    private mutating func reject(_ message: String, into output: OutputBuffer) -> Answer {
        rejected += 1
        if format == .jsonLines {
            output.append(#"{"seq":"#)
            output.appendDecimal(Int64(sequence))
            output.append(#","error":"#)
            JSONWriter.writeString(message, into: output)
            output.append("}\n")
        }
        return Answer(error: message)
    }

    /// The session's scratch buffer, its own: a copy of the session that shares it gets a new
    /// one before writing, so two sessions never write into one buffer.
    private mutating func scratchBuffer() -> OutputBuffer {
        if !isKnownUniquelyReferenced(&scratch) { scratch = Scratch() }
        return scratch.buffer
    }

    /// The scratch buffer of ``process(_:into:)`` over an array. It is written only through
    /// a mutating method and only when this session holds the one reference
    /// (``scratchBuffer()``), so sharing the reference across threads shares no writes.
    private final class Scratch: @unchecked Sendable {
        let buffer = OutputBuffer(capacity: 1024)
    }
    private var scratch = Scratch()
}

extension PipelineSession.Output {
    /// The output of lines written with their line feeds.
    fileprivate init(bytes: [UInt8], error: String?) {
        self.init(
            lines: bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
                String(decoding: $0, as: UTF8.self)
            }, error: error)
    }
}
