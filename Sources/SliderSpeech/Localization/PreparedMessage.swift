import SliderFormatting

/// A catalog message parsed for one locale: formats with named arguments, isolating inserted
/// texts as the locale's direction requires.
///
/// A message of the common shapes — text, plain arguments and cardinal plurals — is formatted
/// by its compiled form (`CompiledMessage`), which writes what ICU's MessageFormat writes
/// without its cost on every announcement; its speech form is written alongside from the
/// pieces' own. Any other message, and any call the compiled form cannot answer (a missing
/// argument, a text given to a plural), goes through ICU's MessageFormat.
public final class PreparedMessage: Sendable {
    let format: MessageFormat
    let source: String
    let localization: Localization
    /// The compiled form, its bound arguments written in; `nil` for a message ICU formats.
    let compiled: CompiledMessage?
    /// Arguments bound once (``binding(_:)``), for the ICU path.
    let bound: [String: MessageValue]

    init(format: MessageFormat, source: String, localization: Localization) {
        self.format = format
        self.source = source
        self.localization = localization
        compiled = CompiledMessage.compiled(pattern: format.pattern, locale: format.locale)
        bound = [:]
    }

    private init(_ message: PreparedMessage, compiled: CompiledMessage?, bound: [String: MessageValue]) {
        format = message.format
        source = message.source
        localization = message.localization
        self.compiled = compiled
        self.bound = bound
    }

    /// The message with some arguments given once for all later calls (a role word and a
    /// hint that do not change while a slider moves).
    /// - Parameter constants: Arguments by name that every later call shares.
    /// - Returns: The message with those arguments filled in.
    public func binding(_ constants: [String: MessageValue]) -> PreparedMessage {
        let merged = bound.merging(constants) { _, new in new }
        let compiled = compiled.map { compiled in
            compiled.binding { slot in
                // A text is written in once; a number stays an argument (a plural may select on it).
                guard let value = constants[compiled.names[slot]],
                    case .text(let text, let speech, let isolated) = localization.argument(value)
                else { return nil }
                return (isolated ? BidiIsolation.isolate(text) : text, speech)
            }
        }
        return PreparedMessage(self, compiled: compiled, bound: merged)
    }

    /// The slot of argument `name` in the compiled form (``format(bySlot:)``); `nil` for a
    /// message ICU formats or an argument it does not use.
    func slot(_ name: String) -> Int? {
        compiled?.names.firstIndex { $0.utf8.elementsEqual(name.utf8) }
    }

    /// The message through its compiled form, its arguments given by slot: for a hot path that
    /// fills the same arguments many times, with no dictionary. `nil` when there is no compiled
    /// form or it cannot answer (see ``CompiledMessage/formatBytes(_:)``); ``format(_:)`` with the
    /// arguments by name decides then.
    func format(bySlot argument: (Int) -> CompiledMessage.Argument?) -> LocalizedText? {
        compiled?.formatBytes(argument)
    }

    /// Formats the message.
    /// - Parameter arguments: The arguments by name (with those bound before).
    /// - Returns: The message in text and speech forms.
    /// - Throws: ``LocalizationError`` (``LocalizationError/Code/badPattern``) when ICU cannot format it with these
    ///   arguments.
    public func format(_ arguments: [String: MessageValue] = [:]) throws(LocalizationError) -> LocalizedText {
        if let compiled {
            let formatted = compiled.format({ slot in
                let name = compiled.names[slot]
                return (arguments[name] ?? bound[name]).map(localization.argument)
            })
            if let formatted { return formatted }
        }
        var icuArguments: [String: MessageFormat.Value] = [:]
        icuArguments.reserveCapacity(arguments.count + bound.count)
        // Arguments with a speech form of their own: the message is formatted a second time
        // with those, for its speech form.
        var hasOwnSpeech = false
        let all = bound.merging(arguments) { _, given in given }
        for (name, value) in all {
            switch value {
            case .number(let number): icuArguments[name] = .number(number)
            case .text(let text): icuArguments[name] = .string(localization.isolatedIfNeeded(text))
            case .catalogText(let text): icuArguments[name] = .string(text)
            case .spoken(let text):
                icuArguments[name] = .string(localization.isolatedIfNeeded(text.text))
                hasOwnSpeech = hasOwnSpeech || text.speech != SpeechText.speechForm(of: text.text)
            }
        }
        do {
            let text = LocalizedText(try format.format(icuArguments))
            guard hasOwnSpeech else { return text }
            var spokenArguments = icuArguments
            for (name, value) in all {
                if case .spoken(let given) = value { spokenArguments[name] = .string(given.speech) }
            }
            return LocalizedText(text: text.text, speech: LocalizedText(try format.format(spokenArguments)).speech)
        } catch {
            throw LocalizationError.badPattern(source, error)
        }
    }
}
