import SliderSpeech

/// The rules of translation validation, with their stable ids: a rule's raw value is its id in
/// every report and never changes.
public enum ValidationRule: String, Hashable, Sendable, CaseIterable {
    /// The file is not a JSON object of strings or message objects.
    case json
    /// An Android resource file is not well-formed XML, or has a DOCTYPE.
    case xml
    /// The file name is not a locale tag ICU has data for.
    case locale
    /// A pattern does not parse, or uses an argument type ICU rejects.
    case syntax
    /// An id of the source is missing from this locale.
    case missingKey = "missing-key"
    /// An id of this locale is not in the source.
    case extraKey = "extra-key"
    /// A plural, selectordinal or select argument has no `other` variant.
    case missingOther = "missing-other"
    /// A plural category the locale's CLDR rules use has no variant.
    case missingPluralCategory = "missing-plural-category"
    /// A variant names a plural category the locale never uses.
    case unusedPluralCategory = "unused-plural-category"
    /// Argument names differ from the source, or a variant drops `#` where several numbers reach it.
    case argumentMismatch = "argument-mismatch"
    /// An argument has another type than in the source.
    case argumentTypeMismatch = "argument-type-mismatch"
    /// The message is identical to the source in another language.
    case untranslated
    /// An invisible or look-alike character sits in the syntax of a pattern.
    case controlCharacter = "control-character"
    /// Formatting the message with its samples fails or leaves a brace.
    case render
    /// A message has too many variant paths or samples to check within the validator's budget.
    case tooComplex = "too-complex"
    /// A String Catalog entry whose state is `new` or `needs_review`.
    case needsReview = "needs-review"

    /// The rule's id, as reports give it.
    public var id: String { rawValue }

    /// The severity the rule reports with unless `--strict` (`missing-plural-category`
    /// decides per finding: an error when an integer from 0 to 999 falls in the category).
    public var defaultSeverity: ValidationFinding.Severity {
        switch self {
        case .extraKey, .unusedPluralCategory, .untranslated, .tooComplex, .needsReview: return .warning
        default: return .error
        }
    }

    /// One line on what the rule checks (SARIF's `shortDescription`).
    public var summary: String {
        switch self {
        case .json: return "The file is not a JSON object of message strings or {message, description} objects."
        case .xml: return "The Android resource file is not well-formed XML, or has a DOCTYPE, which is refused."
        case .locale: return "The file name is not a valid locale tag that ICU has data for."
        case .syntax: return "The pattern does not parse as ICU MessageFormat, or uses an argument type ICU rejects."
        case .missingKey: return "A message of the source locale is missing from this locale."
        case .extraKey: return "A message of this locale does not exist in the source locale."
        case .missingOther: return "A plural, selectordinal or select argument has no 'other' variant."
        case .missingPluralCategory: return "A plural category the locale's CLDR rules use has no variant."
        case .unusedPluralCategory: return "A plural variant names a category the locale never uses."
        case .argumentMismatch:
            return
                "Argument names differ from the source in some variant, or a variant drops '#' where more than one number reaches it."
        case .argumentTypeMismatch:
            return "An argument has another type than in the source (plural, selectordinal, select, number, plain)."
        case .untranslated: return "The message is identical to the source in another language."
        case .controlCharacter:
            return "A bidi control, zero-width or no-break space, or fullwidth brace or comma sits in the syntax of the pattern."
        case .render: return "Formatting the message for a plural sample or select option fails, or leaves a brace in the output."
        case .tooComplex:
            return
                "The message has too many variant paths or arguments to check each one; it was checked in part, as the finding says."
        case .needsReview: return "A String Catalog entry's state is 'new' or 'needs_review': its translation waits for review."
        }
    }
}
