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
        var bytes: [UInt8] = []
        guard let answer = process(line, into: &bytes) else { return nil }
        return Output(bytes: bytes, error: answer.error)
    }

    /// What ``process(_:into:)`` did with a line that is not blank.
    package struct Answer: Sendable {
        /// The line's error, when it was rejected (the state is unchanged then).
        package let error: String?
    }

    /// Handles one line (without its line break) and appends what it gives to `output`, each
    /// line with its line feed: written as UTF-8 straight into the buffer, with no string or
    /// JSON tree in between. `nil` for a blank line.
    package mutating func process(_ line: ArraySlice<UInt8>, into output: inout [UInt8]) -> Answer? {
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        sequence += 1
        let result: EventResult
        let type: String
        do {
            let parsed = try PipelineEvent.parse(line)
            type = parsed.type
            result = try announcer.handle(parsed.event, platform: platform)
        } catch let error as PipelineLineError {
            return reject(error.message, into: &output)
        } catch {
            return reject("\(error)", into: &output)
        }
        switch format {
        case .jsonLines:
            // The keys in the order of the format: seq, event, range or value, limitedBy, announcements.
            PipelineJSON.append(#"{"seq":"#, to: &output)
            output += String(sequence).utf8
            PipelineJSON.append(#","event":"#, to: &output)
            JSONWriter.writeString(type, into: &output)
            switch announcer.control.model {
            case .range(let slider):
                PipelineJSON.append(#","range":["#, to: &output)
                output += JSONNumber.text(for: slider.lower).utf8
                output.append(UInt8(ascii: ","))
                output += JSONNumber.text(for: slider.upper).utf8
                output.append(UInt8(ascii: "]"))
            case .slider(let slider):
                PipelineJSON.append(#","value":"#, to: &output)
                output += JSONNumber.text(for: slider.value).utf8
            case .ticks(let slider):
                PipelineJSON.append(#","value":"#, to: &output)
                output += JSONNumber.text(for: slider.value).utf8
            }
            PipelineJSON.append(#","limitedBy":"#, to: &output)
            if let reason = result.outcome.move?.limitedBy {
                JSONWriter.writeString(reason.rawValue, into: &output)
            } else {
                PipelineJSON.append("null", to: &output)
            }
            PipelineJSON.append(#","announcements":["#, to: &output)
            for (position, announcement) in result.announcements.enumerated() {
                PipelineJSON.append(position == 0 ? #"{"text":"# : #",{"text":"#, to: &output)
                JSONWriter.writeString(announcement.text, into: &output)
                PipelineJSON.append(#","speech":"#, to: &output)
                JSONWriter.writeString(announcement.speech, into: &output)
                PipelineJSON.append(#","politeness":"#, to: &output)
                JSONWriter.writeString(announcement.politeness.rawValue, into: &output)
                PipelineJSON.append(#","kind":"#, to: &output)
                JSONWriter.writeString(announcement.kind.rawValue, into: &output)
                output.append(UInt8(ascii: "}"))
            }
            PipelineJSON.append("]}\n", to: &output)
        case .ssml:
            let language = announcer.localization.locale.identifier
            for announcement in result.announcements {
                output += SSML.document(announcement.speech, language: language).utf8
                output.append(0x0A)
            }
        }
        return Answer(error: nil)
    }

    /// Counts a line the reader could not hand over (one longer than its limit) and rejects it
    /// with `message`; the state stays as it was.
    package mutating func rejectUnreadLine(_ message: String) -> Output {
        var bytes: [UInt8] = []
        let answer = rejectUnreadLine(message, into: &bytes)
        return Output(bytes: bytes, error: answer.error)
    }

    /// ``rejectUnreadLine(_:)``, its error object appended to `output`.
    package mutating func rejectUnreadLine(_ message: String, into output: inout [UInt8]) -> Answer {
        sequence += 1
        return reject(message, into: &output)
    }

    private mutating func reject(_ message: String, into output: inout [UInt8]) -> Answer {
        rejected += 1
        if format == .jsonLines {
            PipelineJSON.append(#"{"seq":"#, to: &output)
            output += String(sequence).utf8
            PipelineJSON.append(#","error":"#, to: &output)
            JSONWriter.writeString(message, into: &output)
            PipelineJSON.append("}\n", to: &output)
        }
        return Answer(error: message)
    }
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
