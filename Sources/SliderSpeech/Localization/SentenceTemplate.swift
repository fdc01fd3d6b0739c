import SliderFormatting

/// A text as a sentence inserts it (``Localization/inserted(_:)``), with whether it is its own
/// speech form, worked out once: a thumb's label in its focus sentences.
struct InsertedText: Sendable {
    let content: LocalizedText
    /// The text form equals the speech form (as ``PreparedMessage`` compares them).
    let isOwnSpeech: Bool

    init(_ text: String, localization: Localization) {
        content = localization.inserted(text)
        isOwnSpeech = content.text == content.speech
    }
}

/// A sentence of constant texts around a label and a value, filled many times: the focus
/// sentence of one platform, its role word and hint bound once per announcer.
///
/// Filling it writes the text form and the speech form each in one pass into one string, the
/// value isolated as ``Localization/inserted(_:)`` isolates it: the bytes that
/// ``PreparedMessage/format(slots:)`` makes of the same message with the same label and value.
struct SentenceTemplate: Sendable {
    private enum Segment: Sendable {
        /// A constant text in its two forms.
        case constant(text: String, speech: String)
        case label
        case value
    }

    private let segments: [Segment]
    private let localization: Localization
    /// The UTF-8 lengths of the constant texts' forms.
    private let constantTextLength: Int
    private let constantSpeechLength: Int
    private let labelCount: Int
    private let valueCount: Int
    /// Whether every constant text is its own speech form.
    private let constantsSame: Bool

    /// The template of `message` with arguments `label` and `value` left to fill; `nil` when ICU
    /// formats the message (it is not text and plain arguments only) or it has another
    /// argument.
    /// - Parameters:
    ///   - message: A prepared message, its other arguments bound by
    ///     ``PreparedMessage/binding(_:)``.
    ///   - label: The name of the label's argument.
    ///   - value: The name of the value's argument.
    init?(_ message: PreparedMessage, label: String, value: String) {
        guard let pieces = message.pieces else { return nil }
        var segments: [Segment] = []
        var same = true
        var textLength = 0
        var speechLength = 0
        var labelCount = 0
        var valueCount = 0
        for piece in pieces {
            switch piece {
            case .text(let part):
                // Pieces next to each other are one segment.
                if case .constant(let text, let speech) = segments.last {
                    segments[segments.count - 1] = .constant(text: text + part.text, speech: speech + part.speech)
                } else {
                    segments.append(.constant(text: part.text, speech: part.speech))
                }
                textLength += part.text.utf8.count
                speechLength += part.speech.utf8.count
                same = same && part.text == part.speech
            case .argument(let name) where name == label:
                segments.append(.label)
                labelCount += 1
            case .argument(let name) where name == value:
                segments.append(.value)
                valueCount += 1
            case .argument, .slot:
                return nil
            }
        }
        self.segments = segments
        self.localization = message.localization
        self.constantTextLength = textLength
        self.constantSpeechLength = speechLength
        self.labelCount = labelCount
        self.valueCount = valueCount
        self.constantsSame = same
    }

    /// The sentence with `label` and `value` in their places.
    /// - Parameters:
    ///   - label: The label as inserted.
    ///   - value: The value's text and speech forms, with the traits of its text form when known
    ///     (else they are looked up here).
    /// - Returns: The sentence in text and speech forms; one string for both when every part is
    ///   its own speech form.
    func filled(label: InsertedText, value: SpokenValue) -> LocalizedText {
        let isolated = valueCount > 0 && localization.needsIsolation(value.content.text, traits: value.traits)
        var text = value.content.text
        var speech = value.content.speech
        return text.withUTF8 { text in
            speech.withUTF8 { speech in filled(label: label, text: text, speech: speech, isolated: isolated) }
        }
    }

    /// The sentence with `label` and a value given as the UTF-8 of its text and speech forms
    /// (``ValueTextFormatter/withSpoken(_:_:)``'s) in their places.
    func filled(
        label: InsertedText, text: UnsafeBufferPointer<UInt8>, traits: TextTraits, speech: UnsafeBufferPointer<UInt8>
    ) -> LocalizedText {
        let isolated = valueCount > 0 && localization.needsIsolation(utf8: text, traits: traits)
        return filled(label: label, text: text, speech: speech, isolated: isolated)
    }

    private func filled(
        label: InsertedText, text valueText: UnsafeBufferPointer<UInt8>, speech valueSpeech: UnsafeBufferPointer<UInt8>,
        isolated: Bool
    ) -> LocalizedText {
        let text = written(
            length: constantTextLength + labelCount * label.content.text.utf8.count + valueCount
                * (valueText.count + (isolated ? 6 : 0)),
            label: label.content.text, value: valueText, isolated: isolated, speech: false)
        let valueSame = valueCount == 0 || (!isolated && valueText.elementsEqual(valueSpeech))
        if constantsSame, labelCount == 0 || label.isOwnSpeech, valueSame {
            return LocalizedText(text: text, speech: text)
        }
        let speech = written(
            length: constantSpeechLength + labelCount * label.content.speech.utf8.count + valueCount * valueSpeech.count,
            label: label.content.speech, value: valueSpeech, isolated: false, speech: true)
        return LocalizedText(text: text, speech: speech)
    }

    /// One form of the sentence, written into one string of `length` bytes.
    private func written(
        length: Int, label: String, value valueBytes: UnsafeBufferPointer<UInt8>, isolated: Bool, speech: Bool
    ) -> String {
        var label = label
        return label.withUTF8 { labelBytes in
            String(unsafeUninitializedCapacity: length) { buffer in
                var at = 0
                func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                    UnsafeMutableRawPointer(buffer.baseAddress! + at).copyMemory(from: base, byteCount: bytes.count)
                    at += bytes.count
                }
                func put(_ byte: UInt8) {
                    buffer[at] = byte
                    at += 1
                }
                for segment in segments {
                    switch segment {
                    case .constant(let text, let spoken):
                        var constant = speech ? spoken : text
                        constant.withUTF8 { put($0) }
                    case .label:
                        put(labelBytes)
                    case .value:
                        // U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE
                        if isolated {
                            put(0xE2)
                            put(0x81)
                            put(0xA8)
                        }
                        put(valueBytes)
                        if isolated {
                            put(0xE2)
                            put(0x81)
                            put(0xA9)
                        }
                    }
                }
                return at
            }
        }
    }
}
