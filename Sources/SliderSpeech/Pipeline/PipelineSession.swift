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

    public private(set) var announcer: SliderAnnouncer
    public let format: Format
    public let platform: Platform
    /// Non-blank lines seen so far.
    public private(set) var sequence = 0
    /// Lines rejected so far.
    public private(set) var rejected = 0

    public init(announcer: SliderAnnouncer, format: Format = .jsonLines, platform: Platform = .ios) {
        self.announcer = announcer
        self.format = format
        self.platform = platform
    }

    /// Handles one line (without its line break); `nil` for a blank line.
    public mutating func process(_ line: ArraySlice<UInt8>) -> Output? {
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        sequence += 1
        let result: EventResult
        let type: String
        do {
            let parsed = try PipelineEvent.parse(line)
            type = parsed.type
            result = try announcer.handle(parsed.event, platform: platform)
        } catch let error as PipelineLineError {
            return reject(error.message)
        } catch {
            return reject("\(error)")
        }
        switch format {
        case .jsonLines:
            var object = JSONObject(["seq": .number(sequence), "event": .string(type)])
            switch announcer.control.model {
            case .range(let slider): object.append("range", .array([.number(slider.lower), .number(slider.upper)]))
            case .slider(let slider): object.append("value", .number(slider.value))
            case .ticks(let slider): object.append("value", .number(slider.value))
            }
            object.append("limitedBy", .string(result.outcome.move?.limitedBy?.rawValue))
            object.append("announcements", .array(result.announcements.map(AnnouncementJSON.announcement)))
            return Output(lines: [JSONWriter.compact(.object(object))], error: nil)
        case .ssml:
            let language = announcer.localization.locale.identifier
            return Output(lines: result.announcements.map { SSML.document($0.speech, language: language) }, error: nil)
        }
    }

    /// Counts a line the reader could not hand over (one longer than its limit) and rejects it
    /// with `message`; the state stays as it was.
    package mutating func rejectUnreadLine(_ message: String) -> Output {
        sequence += 1
        return reject(message)
    }

    private mutating func reject(_ message: String) -> Output {
        rejected += 1
        let line = JSONWriter.compact(.object(JSONObject(["seq": .number(sequence), "error": .string(message)])))
        return Output(lines: format == .jsonLines ? [line] : [], error: message)
    }
}
