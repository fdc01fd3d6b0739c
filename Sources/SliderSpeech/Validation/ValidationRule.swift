/// The rules of translation validation, with their stable ids: a rule's raw value is its id in
/// every report and never changes.
public enum ValidationRule: String, Hashable, Sendable, CaseIterable {
    case json
    case locale
    case syntax
    case missingKey = "missing-key"
    case extraKey = "extra-key"
    case missingOther = "missing-other"
    case missingPluralCategory = "missing-plural-category"
    case unusedPluralCategory = "unused-plural-category"
    case argumentMismatch = "argument-mismatch"
    case argumentTypeMismatch = "argument-type-mismatch"
    case untranslated
    case controlCharacter = "control-character"
    case render
    case tooComplex = "too-complex"
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
