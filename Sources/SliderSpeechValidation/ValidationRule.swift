import SliderSpeech

/// A rule of translation validation, with its stable id: a rule's ``id`` is its name in every
/// report and never changes, so scripts, baselines and SARIF consumers may rely on it.
///
/// Rules are static members (``missingKey``, ``argumentMismatch``, …) of a struct rather than
/// cases of an enum, so that a release may add rules without breaking a client's `switch`;
/// ``all`` lists every rule in the order reports give them.
///
/// ```swift
/// for finding in report.findings where finding.rule == .missingKey {
///     print(finding.rule.id, finding.message)     // "missing-key", …
/// }
/// ```
public struct ValidationRule: Hashable, Sendable, CustomStringConvertible {
    /// The rule's id, as reports give it (`missing-key`): it never changes.
    public let id: String
    /// The severity the rule reports with unless `--strict` (a few rules decide per finding:
    /// `missing-plural-category` is an error when an integer from 0 to 999 falls in the
    /// category; see each rule).
    public let defaultSeverity: ValidationFinding.Severity
    /// One line on what the rule checks (SARIF's `shortDescription`).
    public let summary: String
    /// A paragraph on what the rule checks and why (SARIF's `fullDescription`).
    public let fullDescription: String
    /// Help for the person fixing a finding, with an example (SARIF's `help`).
    public let help: Help
    /// How often a finding of the rule is a real defect (SARIF's `properties.precision`):
    /// `very-high` where the rule reads a fact from the file, `high` where it infers one.
    public let precision: String

    /// Help for a rule's finding, as plain text and as Markdown, each with an example of the fix.
    public struct Help: Hashable, Sendable {
        /// The help as one paragraph of plain text.
        public let text: String
        /// The help as Markdown, with the example in code blocks.
        public let markdown: String
    }

    private init(
        _ id: String, _ severity: ValidationFinding.Severity, precision: String = "very-high", summary: String,
        full: String, wrong: String, right: String
    ) {
        self.id = id
        self.defaultSeverity = severity
        self.summary = summary
        self.fullDescription = full
        self.precision = precision
        self.help = Help(
            text: "\(full) Example: instead of \(wrong), write \(right).",
            markdown: """
                \(full)

                Instead of

                ```
                \(wrong)
                ```

                write

                ```
                \(right)
                ```
                """)
    }

    /// The rule with the id a report gives, or `nil` for an id no rule has.
    /// - Parameter id: A rule id, such as `missing-key`.
    public init?(id: String) {
        guard let rule = Self.all.first(where: { $0.id == id }) else { return nil }
        self = rule
    }

    /// The rule's name in UpperCamelCase (SARIF's `name`), such as `MissingPluralCategory`.
    public var name: String {
        if id == "json" { return "JSON" }
        if id == "xml" { return "XML" }
        return id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The id.
    public var description: String { id }

    /// Rules are the same when their ids are.
    public static func == (left: ValidationRule, right: ValidationRule) -> Bool { left.id == right.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Every rule, in the order reports list them.
    public static let all: [ValidationRule] = [
        .json, .xml, .locale, .syntax, .missingKey, .extraKey, .missingOther, .missingPluralCategory,
        .unusedPluralCategory, .argumentMismatch, .argumentTypeMismatch, .untranslated, .controlCharacter, .render,
        .tooComplex, .needsReview, .emptyTranslation, .staleEntries, .invalidResource, .notTranslatable,
        .resourceReference, .missingQualifiedTranslation, .markup, .visibleEscape,
    ]

    /// The file is not a JSON object of strings or message objects (or not a String Catalog).
    public static let json = ValidationRule(
        "json", .error,
        summary: "The file is not a JSON object of message strings or {message, description} objects.",
        full:
            "A catalog file must be a JSON object whose values are message patterns or {\"message\", \"description\"} objects, "
            + "and a String Catalog one whose \"strings\" hold localizations; a file that does not parse is reported at "
            + "the line and column where parsing stopped, and nothing else is reported for it.",
        wrong: "{\"slider.value\": \"{value}\",}", right: "{\"slider.value\": \"{value}\"}")

    /// An Android resource file is not well-formed XML, has a DOCTYPE, or is in an encoding the
    /// validator does not read.
    public static let xml = ValidationRule(
        "xml", .error,
        summary: "The Android resource file is not well-formed XML, or has a DOCTYPE, which is refused.",
        full:
            "An Android resource file must be well-formed XML whose root is <resources>, in UTF-8, UTF-16 with a byte order "
            + "mark, or ISO-8859-1 as its declaration says; it is reported at the line and column where the parser "
            + "stopped, and nothing else is reported for it. A DOCTYPE is refused before parsing, so no DTD or external "
            + "entity is ever read.",
        wrong: "<string name=\"price\">Price</strin>", right: "<string name=\"price\">Price</string>")

    /// The file or localization is not named by a locale tag ICU has data for.
    public static let locale = ValidationRule(
        "locale", .error,
        summary: "The file name is not a valid locale tag that ICU has data for.",
        full:
            "The locale of a file comes from its name (or its folder, or the catalog's localization key). A name ICU has no "
            + "data for leaves the plural rules unknown. In String Catalogs and Android resources, a well-formed tag of a "
            + "language ICU lacks (values-azb) is no defect of the catalog: it is not a finding, and the report's notes "
            + "say that its plural categories were not checked.",
        wrong: "Locales/french.json", right: "Locales/fr.json")

    /// A pattern does not parse, or uses an argument type ICU rejects.
    public static let syntax = ValidationRule(
        "syntax", .error,
        summary: "The pattern does not parse as ICU MessageFormat, or uses an argument type ICU rejects.",
        full:
            "The pattern must parse: ICU MessageFormat for JSON catalogs, Apple's or Android's format specifiers for String "
            + "Catalogs and Android resources. A malformed pattern fails at run time or shows its syntax to the user. In a "
            + "String Catalog or Android string, whether a text is formatted at all is decided by its source: a source "
            + "with no specifier but '% ' or '%%' is plain text, and so are the percent signs of its translations.",
        wrong: "{count, plural, one {# item} other {# items}", right: "{count, plural, one {# item} other {# items}}")

    /// An id of the source is missing from this locale.
    public static let missingKey = ValidationRule(
        "missing-key", .error,
        summary: "A message of the source locale is missing from this locale.",
        full:
            "Every message of the source locale should exist in each locale; a missing one falls back to another language at "
            + "run time. A regional variant (en-GB, es-419, values-fr-rCA) falls back to its language, so it is not "
            + "reported there; a locale that lacks most strings (and at least ten), and a string no language translates, "
            + "are one finding each.",
        wrong: "(no slider.value in fr.json)", right: "\"slider.value\": \"{value}\"")

    /// An id of this locale is not in the source.
    public static let extraKey = ValidationRule(
        "extra-key", .warning, precision: "high",
        summary: "A message of this locale does not exist in the source locale.",
        full:
            "A message that the source locale does not have is never looked up: it is left over from a rename or a typo in its "
            + "id.",
        wrong: "\"slider.valeu\": \"{value}\"", right: "\"slider.value\": \"{value}\"")

    /// A plural, selectordinal or select argument has no `other` variant.
    public static let missingOther = ValidationRule(
        "missing-other", .error,
        summary: "A plural, selectordinal or select argument has no 'other' variant.",
        full:
            "A plural or select needs an 'other' variant: it is what every number or value not matched by another variant "
            + "takes. In Android resources, whose quantities are whole numbers, a missing 'other' is a warning where no "
            + "integer falls in it (Ukrainian, Russian).",
        wrong: "{count, plural, one {# élément}}", right: "{count, plural, one {# élément} other {# éléments}}")

    /// A plural category the locale's CLDR rules use has no variant.
    public static let missingPluralCategory = ValidationRule(
        "missing-plural-category", .error,
        summary: "A plural category the locale's CLDR rules use has no variant.",
        full:
            "Each plural category the locale's CLDR rules use needs a variant. The finding is an error when an integer from 0 "
            + "to 999 falls in the missing category (Arabic 'two' for 2), and a warning when only larger or fractional "
            + "numbers do (French 'many' for 1000000). Where counts are whole numbers (Android, a String Catalog's %lld), "
            + "a category only fractions reach is not reported, and where no whole number takes 'other' (Russian, Polish) "
            + "a single missing category is a warning: its numbers fall back to 'other', which must then hold its form. "
            + "A category only numbers of 1000 and more reach (French 'many') changes the words after the number: a plural "
            + "whose variants show the bare count, or no number, needs none.",
        wrong: "{count, plural, one {# نتيجة} other {# نتيجة}}",
        right: "{count, plural, one {…} two {…} few {…} many {…} other {…}}")

    /// A variant names a plural category the locale never uses.
    public static let unusedPluralCategory = ValidationRule(
        "unused-plural-category", .warning,
        summary: "A plural variant names a category the locale never uses.",
        full:
            "A variant for a category the locale never uses (English 'few', Chinese 'one') is never selected: the translation "
            + "meant for it is not shown. Its content is not checked further.",
        wrong: "{count, plural, one {# item} few {# items} other {# items}}",
        right: "{count, plural, one {# item} other {# items}}")

    /// Argument names differ from the source, or a variant drops an argument where several
    /// numbers reach it.
    public static let argumentMismatch = ValidationRule(
        "argument-mismatch", .error,
        summary:
            "Argument names differ from the source in some variant, or a variant drops '#' where more than one number reaches "
            + "it.",
        full:
            "Each variant must use the same arguments as the source. A variant may leave out the count only where exactly one "
            + "integer selects its category, so the words say which number it is, or where the source's own variant leaves "
            + "it out too. A variant that drops an argument without positions shifts every argument after it: that is one "
            + "finding, not one per argument.",
        wrong: "{count, plural, one {un résultat} other {résultats}}",
        right: "{count, plural, one {# résultat} other {# résultats}}")

    /// An argument has another type than in the source.
    public static let argumentTypeMismatch = ValidationRule(
        "argument-type-mismatch", .error,
        summary: "An argument has another type than in the source (plural, selectordinal, select, number, plain).",
        full:
            "An argument must have the same type as in the source: a number formatted as text, or text as a number, fails or "
            + "shows the wrong value. Arguments taken in another order than the source's, without positions, are one "
            + "finding.",
        wrong: "%d (source: %@)", right: "%@")

    /// The message is identical to the source in another language.
    public static let untranslated = ValidationRule(
        "untranslated", .warning, precision: "high",
        summary: "The message is identical to the source in another language.",
        full:
            "A message of another language that equals the source is probably not translated yet. Short texts (up to four "
            + "words) that stay the same in at least half of the languages that have them (names, acronyms, marks), "
            + "one-word texts of String Catalogs and Android resources, messages of specifiers alone, and entries that "
            + "already wait for review are not reported.",
        wrong: "fr: \"Volume\" (left in English)", right: "fr: the French word, or \"sameAsSource\": true")

    /// A control character in a message, or an invisible or look-alike character in its syntax.
    public static let controlCharacter = ValidationRule(
        "control-character", .error,
        summary:
            "A C0 control character in a message, or a bidi control, zero-width or no-break space, or fullwidth brace or comma "
            + "in its syntax.",
        full:
            "A C0 control character (U+0000 to U+001F but tab and line feed) is never part of a message a screen reader should "
            + "speak, and Android cannot store a NUL: it is an error in every format. An invisible or lookalike character "
            + "(a bidi control, a zero-width or no-break space, a fullwidth brace, comma or percent sign) inside the "
            + "syntax of a pattern breaks it while it looks right.",
        wrong: "{count， plural, …} (fullwidth comma)", right: "{count, plural, …}")

    /// Formatting the message with its samples fails or leaves a brace.
    public static let render = ValidationRule(
        "render", .error,
        summary: "Formatting the message for a plural sample or select option fails, or leaves a brace in the output.",
        full:
            "The message is formatted for each plural sample of its locale and each select option: formatting must succeed and "
            + "leave no brace in the output.",
        wrong: "{value} of '{'max'}'", right: "{value} of {max}")

    /// A message has too many variant paths or samples to check within the validator's budget.
    public static let tooComplex = ValidationRule(
        "too-complex", .warning, precision: "high",
        summary:
            "The message has too many variant paths or arguments to check each one; it was checked in part, as the finding says.",
        full:
            "A message whose variants make more paths than the validator enumerates (512 paths, 200,000 path steps), or "
            + "more argument values than it renders (200,000), is checked in part: argument names over the whole message "
            + "instead of variant by variant, the first 512 paths of a String Catalog's variations, or the first rounds of "
            + "samples. Splitting it into smaller messages lets every path be checked.",
        wrong: "one message of ten selects, each holding ten selects",
        right: "a message per choice the app makes, each with the selects it needs")

    /// A String Catalog translation whose state is `new` or `needs_review`.
    public static let needsReview = ValidationRule(
        "needs-review", .warning,
        summary: "A String Catalog entry's state is 'new' or 'needs_review': its translation waits for review.",
        full:
            "Xcode marks a String Catalog translation 'new' when it was never translated and 'needs_review' when its source "
            + "changed or a translator asked for review; either may be out of date. The source language's own values are "
            + "not translations and are not reported, nor the variant of a plural category the language never uses, nor a "
            + "short name kept as the source has it in most languages.",
        wrong: "\"state\" : \"needs_review\"", right: "\"state\" : \"translated\" (after checking the value)")

    /// A translation is empty where the source is not.
    public static let emptyTranslation = ValidationRule(
        "empty-translation", .error,
        summary: "A translation (or one of its plural variants) is empty where the source is not: the user sees a blank.",
        full:
            "A String Catalog value \"\" that counts as translated, or an empty Android string or plural item, is shown as a "
            + "blank where the source has words.",
        wrong: "<item quantity=\"few\"/>", right: "<item quantity=\"few\">%d pliki</item>")

    /// A String Catalog holds entries the code no longer uses.
    public static let staleEntries = ValidationRule(
        "stale-entries", .warning, precision: "high",
        summary: "A String Catalog holds entries whose extractionState is 'stale': the code no longer uses them.",
        full:
            "Xcode marks an entry 'stale' when the code no longer uses its key. Stale entries are not checked; one finding a "
            + "catalog counts them, so that they can be removed.",
        wrong: "\"extractionState\" : \"stale\" on 120 entries", right: "the entries removed (Xcode: Remove Stale Strings)")

    /// An Android resource that the resource compiler rejects or mangles.
    public static let invalidResource = ValidationRule(
        "invalid-resource", .error,
        summary:
            "An Android resource that aapt rejects: a name twice, no name, a Java keyword as name, an invalid \\u escape, an "
            + "unescaped apostrophe.",
        full:
            "The Android resource compiler (aapt, aapt2) refuses a file with two resources of one name, a <string> without a "
            + "name, a name that is a Java keyword, an invalid \\u escape or an apostrophe that is neither escaped nor "
            + "quoted; the build fails at that line. An unescaped double quote is a warning: Android drops it, so the "
            + "quotation marks vanish.",
        wrong: "<string name=\"intro\">It's here</string>", right: "<string name=\"intro\">It\\'s here</string>")

    /// A locale translates a string that the source marks `translatable="false"`.
    public static let notTranslatable = ValidationRule(
        "not-translatable", .error,
        summary: "A locale translates an Android string that the source marks translatable=\"false\".",
        full:
            "A string the source marks translatable=\"false\" (a URL, a product name, a key) must not be translated: Android "
            + "would use the locale's copy, which the source can no longer change.",
        wrong: "values-fr: <string name=\"api_url\">https://…</string>", right: "(no api_url in values-fr)")

    /// An Android translation that is a reference to another resource.
    public static let resourceReference = ValidationRule(
        "resource-reference", .warning, precision: "high",
        summary: "An Android translation is a reference to another resource (@string/…) where the source has text.",
        full:
            "A translation that is only a reference (@string/other) shows another string's text, which follows that string's "
            + "changes rather than this one's; where the source has text of its own, the translation should too.",
        wrong: "values-fr: <string name=\"ok\">@string/accept</string>", right: "values-fr: <string name=\"ok\">OK</string>")

    /// A locale lacks a qualified folder (`values-fr-v29`) where the source overrides a string.
    public static let missingQualifiedTranslation = ValidationRule(
        "missing-qualified-translation", .warning,
        summary:
            "The source overrides a string in a qualified folder (values-v29) that a locale translating the string lacks "
            + "(values-fr-v29).",
        full:
            "Android prefers a locale's unqualified folder to the source's qualified one: where values-v29 changes a string, "
            + "French users on API 29 see values-fr's translation of the old text unless values-fr-v29 translates the new "
            + "one.",
        wrong: "values-v29/strings.xml and values-fr/strings.xml", right: "values-fr-v29/strings.xml with the string too")

    /// A translation's markup breaks where its source's holds.
    public static let markup = ValidationRule(
        "markup", .error, precision: "high",
        summary:
            "A translation's markup does not close, closes another element, or lacks a link, heading or list the source has.",
        full:
            "An HTML-styled Android string or a String Catalog's Markdown whose tags do not close (the rest of the text becomes "
            + "a link or a heading), close another element, or drop, add or break a link (<a href>, [words](target)), a "
            + "heading or a list that the source has. Bold and italics that a translation moves or leaves out are its "
            + "choice, and are not reported.",
        wrong: "<a href=\"%1$s\">Hilfe<a>", right: "<a href=\"%1$s\">Hilfe</a>")

    /// An escape a user would see as two characters.
    public static let visibleEscape = ValidationRule(
        "visible-escape", .error,
        summary: "A translation shows \\n or \\t as a backslash and a letter where its source has none.",
        full:
            "An Android string or a String Catalog value that escapes its own escape (\\\\n in the file) shows a backslash "
            + "and a letter instead of a line break or a tab; the source has no such text.",
        wrong: "Zeile eins\\\\nZeile zwei", right: "Zeile eins\\nZeile zwei")
}
