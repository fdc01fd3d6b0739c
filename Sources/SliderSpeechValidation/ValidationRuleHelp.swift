import SliderSpeech

/// What a report says about each rule beyond its one-line summary: a name, a paragraph, help
/// with an example of the fix, and how sure a finding of the rule is.
extension ValidationRule {
    /// The rule's name in UpperCamelCase (SARIF's `name`), such as `MissingPluralCategory`.
    public var name: String {
        if self == .json { return "JSON" }
        if self == .xml { return "XML" }
        return id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A paragraph on what the rule checks and why (SARIF's `fullDescription`).
    public var fullDescription: String {
        switch self {
        case .json:
            return
                "A catalog file must be a JSON object whose values are message patterns or {\"message\", \"description\"} objects; a file that does not parse is reported at the line and column where parsing stopped, and none of its messages is checked."
        case .xml:
            return
                "An Android resource file must be well-formed XML whose root is <resources>; it is reported at the line and column where the parser stopped. A DOCTYPE is refused before parsing, so no DTD or external entity is ever read."
        case .locale:
            return
                "The locale of a file comes from its name (or its folder, or the catalog's localization key). A tag ICU has no data for leaves the plural rules unknown, so the plural checks cannot run."
        case .syntax:
            return
                "The pattern must parse: ICU MessageFormat for JSON catalogs, Apple's or Android's format specifiers for String Catalogs and Android resources. A malformed pattern fails at run time or shows its syntax to the user."
        case .missingKey:
            return
                "Every message of the source locale should exist in each locale; a missing one falls back to another language at run time."
        case .extraKey:
            return
                "A message that the source locale does not have is never looked up: it is left over from a rename or a typo in its id."
        case .missingOther:
            return
                "A plural or select needs an 'other' variant: it is what every number or value not matched by another variant takes."
        case .missingPluralCategory:
            return
                "Each plural category the locale's CLDR rules use needs a variant. The finding is an error when an integer from 0 to 999 falls in the missing category (Arabic 'two' for 2), and a warning when only larger or fractional numbers do (French 'many' for 1000000)."
        case .unusedPluralCategory:
            return
                "A variant for a category the locale never uses (English 'few') is never selected: the translation meant for it is not shown."
        case .argumentMismatch:
            return
                "Each variant must use the same arguments as the source. A variant may leave out the number only where exactly one integer selects its category, so the words say which number it is."
        case .argumentTypeMismatch:
            return
                "An argument must have the same type as in the source: a number formatted as text, or text as a number, fails or shows the wrong value."
        case .untranslated:
            return
                "A message of another locale that equals the source is probably not translated yet."
        case .controlCharacter:
            return
                "An invisible or lookalike character (a bidi control, a zero-width or no-break space, a fullwidth brace, comma or percent sign) inside the syntax of a pattern breaks it while it looks right."
        case .needsReview:
            return
                "Xcode marks a String Catalog translation 'new' when it was never translated and 'needs_review' when its source changed or a translator asked for review; either may be out of date."
        case .render:
            return
                "The message is formatted for each plural sample of its locale and each select option: formatting must succeed and leave no brace in the output."
        case .tooComplex:
            return
                "A message whose variants make more paths than the validator enumerates (200,000 path steps), or more argument values than it renders (200,000), is checked in part: argument names over the whole message instead of variant by variant, or the first rounds of samples. Splitting it into smaller messages lets every path be checked."
        }
    }

    /// Help for the person fixing a finding, as plain text and as Markdown, each with an example.
    public var help: (text: String, markdown: String) {
        let fix: (wrong: String, right: String)
        switch self {
        case .json: fix = ("{\"slider.value\": \"{value}\",}", "{\"slider.value\": \"{value}\"}")
        case .xml: fix = ("<string name=\"price\">Price</strin>", "<string name=\"price\">Price</string>")
        case .locale: fix = ("Locales/french.json", "Locales/fr.json")
        case .syntax: fix = ("{count, plural, one {# item} other {# items}", "{count, plural, one {# item} other {# items}}")
        case .missingKey: fix = ("(no slider.value in fr.json)", "\"slider.value\": \"{value}\"")
        case .extraKey: fix = ("\"slider.valeu\": \"{value}\"", "\"slider.value\": \"{value}\"")
        case .missingOther: fix = ("{count, plural, one {# élément}}", "{count, plural, one {# élément} other {# éléments}}")
        case .missingPluralCategory:
            fix = (
                "{count, plural, one {# نتيجة} other {# نتيجة}}", "{count, plural, one {…} two {…} few {…} many {…} other {…}}"
            )
        case .unusedPluralCategory:
            fix = ("{count, plural, one {# item} few {# items} other {# items}}", "{count, plural, one {# item} other {# items}}")
        case .argumentMismatch:
            fix = (
                "{count, plural, one {un résultat} other {résultats}}", "{count, plural, one {# résultat} other {# résultats}}"
            )
        case .argumentTypeMismatch: fix = ("%d (source: %@)", "%@")
        case .untranslated: fix = ("fr: \"Volume\" (left in English)", "fr: the French word, or \"sameAsSource\": true")
        case .controlCharacter: fix = ("{count， plural, …} (fullwidth comma)", "{count, plural, …}")
        case .needsReview: fix = ("\"state\" : \"needs_review\"", "\"state\" : \"translated\" (after checking the value)")
        case .render: fix = ("{value} of '{'max'}'", "{value} of {max}")
        case .tooComplex:
            fix = (
                "one message of ten selects, each holding ten selects",
                "a message per choice the app makes, each with the selects it needs"
            )
        }
        let text = "\(fullDescription) Example: instead of \(fix.wrong), write \(fix.right)."
        let markdown = """
            \(fullDescription)

            Instead of

            ```
            \(fix.wrong)
            ```

            write

            ```
            \(fix.right)
            ```
            """
        return (text, markdown)
    }

    /// How often a finding of the rule is a real defect (SARIF's `properties.precision`):
    /// `very-high` where the rule reads a fact from the file, `high` where it infers one.
    public var precision: String {
        switch self {
        case .untranslated, .extraKey, .tooComplex: return "high"
        default: return "very-high"
        }
    }
}
