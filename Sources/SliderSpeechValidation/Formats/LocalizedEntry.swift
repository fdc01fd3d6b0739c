import SliderSpeech

/// One string of a String Catalog or an Android resource file in one locale, as the
/// format-specifier rules check it: its variants spelled out in full.
package struct LocalizedEntry: Sendable {
    /// A place in the file (1-based line and column, in Unicode scalars).
    package struct Place: Hashable, Sendable, CustomStringConvertible {
        package let line: Int
        package let column: Int

        package init(line: Int, column: Int) {
            self.line = max(line, 1)
            self.column = max(column, 1)
        }

        package var description: String { "\(line):\(column)" }
    }

    /// A plural category of a group, and where it is written.
    package struct Category: Sendable {
        package let name: String
        package let place: Place
    }

    /// A plural choice of the entry: the top-level plural or a substitution's.
    package struct PluralGroup: Sendable {
        /// `plural` for the string's own plural, else the substitution's name.
        package let name: String
        /// The categories given, with where each is.
        package let categories: [Category]
        package let place: Place
    }

    /// A choice that leads to a variant: a plural group (or a device) and its category.
    package struct Choice: Hashable, Sendable {
        package let group: String
        package let category: String
    }

    /// One complete text of the entry: a choice of a variant in each plural group.
    package struct Variant: Sendable {
        /// The choices made (group name → category); empty for a plain string.
        package let choices: [Choice]
        /// The text with the substitutions spliced in (a substitution's `%arg` written as the
        /// specifier it stands for, with its position: `%2$lld`).
        package let text: String
        /// The text of the variant itself, before substitutions are spliced in.
        package let ownText: String
        /// The argument position each group's count takes, where the format says (a String
        /// Catalog substitution's).
        package let countPositions: [String: Int]
        package let place: Place
        /// Attribute values of markup inside the text (Android's `<a href="%2$s">`), whose
        /// specifiers count as the text's own.
        package var markup: [String] = []
        /// Whether the text has markup other than `<xliff:g>` (Android's styled strings, which
        /// aapt2 keeps as spans).
        package var styled = false
        /// The markup elements inside the text (Android's `<b>`, `<a href="…">`), in document
        /// order: each as its name, with ` href=` and the link where it has one.
        package var elements: [String] = []
        /// A String Catalog's state of the variant's values: the first of them that is not
        /// `translated`, else `translated`; `nil` where none is given.
        package var state: String?

        package init(
            choices: [Choice], text: String, ownText: String? = nil, countPositions: [String: Int] = [:], place: Place,
            markup: [String] = [], styled: Bool = false
        ) {
            self.choices = choices
            self.text = text
            self.ownText = ownText ?? text
            self.countPositions = countPositions
            self.place = place
            self.markup = markup
            self.styled = styled
        }

        /// `plural=one` or `items=one/files=other`; `nil` for a plain string.
        package var label: String? {
            choices.isEmpty ? nil : choices.map { "\($0.group)=\($0.category)" }.joined(separator: "/")
        }

        /// The variant's specifiers, of its text and its markup's attributes.
        package func specifiers(dialect: FormatSpecifierParser.Dialect, formatted: Bool) -> FormatSpecifierParser.Result {
            var result = FormatSpecifierParser.parse(text, dialect: dialect, formatted: formatted)
            for value in markup {
                result.specifiers += FormatSpecifierParser.parse(value, dialect: dialect, formatted: formatted).specifiers
            }
            return result
        }
    }

    /// A problem found while reading, reported under its rule.
    package struct Problem: Sendable {
        package let rule: ValidationRule
        package var severity: ValidationFinding.Severity? = nil
        package let place: Place
        package var variant: String? = nil
        package var offset: Int? = nil
        package let message: String
    }

    /// The entry's fields, shared by its copies until one of them changes (copy on write): a
    /// catalog's entries are copied from file to locale to string as it is checked, and a copy
    /// of the entry is one reference, not one per field. The accessors below are written out
    /// field by field: one generic key-path subscript (`@dynamicMemberLookup`) cost 3% more
    /// processor time over 14 Android trees.
    private final class Storage: @unchecked Sendable {
        var key: String
        var locale: String
        var file: String
        var place: Place
        var state: String?
        var groups: [PluralGroup] = []
        var variants: [Variant] = []
        var problems: [Problem] = []
        var zeroIsExact: Bool = false
        var wholeQuantities: Bool = false
        var wholeGroups: Set<String> = []
        var translatable: Bool = true
        var sameAsSource: Bool = false
        var unformatted: Bool = false
        var isReference: Bool = false
        var categoryTexts: [Choice: String] = [:]

        init(key: String, locale: String, file: String, place: Place) {
            self.key = key
            self.locale = locale
            self.file = file
            self.place = place
        }

        init(copying other: Storage) {
            key = other.key
            locale = other.locale
            file = other.file
            place = other.place
            state = other.state
            groups = other.groups
            variants = other.variants
            problems = other.problems
            zeroIsExact = other.zeroIsExact
            wholeQuantities = other.wholeQuantities
            wholeGroups = other.wholeGroups
            translatable = other.translatable
            sameAsSource = other.sameAsSource
            unformatted = other.unformatted
            isReference = other.isReference
            categoryTexts = other.categoryTexts
        }
    }

    private var storage: Storage

    /// Makes the storage this entry's own before a change.
    private mutating func own() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    }

    package var key: String { storage.key }
    package var locale: String {
        get { storage.locale }
        _modify {
            own()
            yield &storage.locale
        }
    }
    package var file: String { storage.file }
    package var place: Place { storage.place }
    /// A String Catalog's `state` (`new`, `needs_review`, `translated`), where given.
    package var state: String? {
        get { storage.state }
        _modify {
            own()
            yield &storage.state
        }
    }
    package var groups: [PluralGroup] {
        get { storage.groups }
        _modify {
            own()
            yield &storage.groups
        }
    }
    package var variants: [Variant] {
        get { storage.variants }
        _modify {
            own()
            yield &storage.variants
        }
    }
    /// Problems found while reading (a `%#@name@` without its substitution, an escape aapt
    /// rejects).
    package var problems: [Problem] {
        get { storage.problems }
        _modify {
            own()
            yield &storage.problems
        }
    }
    /// Whether `zero` is honoured for 0 in every language (String Catalogs), not only where
    /// the locale's rules have it.
    package var zeroIsExact: Bool {
        get { storage.zeroIsExact }
        _modify {
            own()
            yield &storage.zeroIsExact
        }
    }
    /// Whether plural quantities are whole numbers (Android's `getQuantityString` takes an
    /// `int`): a category only fractions reach is never selected.
    package var wholeQuantities: Bool {
        get { storage.wholeQuantities }
        _modify {
            own()
            yield &storage.wholeQuantities
        }
    }
    /// The plural groups whose count is an integer specifier (a String Catalog's `%lld`):
    /// whole numbers there too.
    package var wholeGroups: Set<String> {
        get { storage.wholeGroups }
        _modify {
            own()
            yield &storage.wholeGroups
        }
    }
    /// Whether the entry is compared with the source: `shouldTranslate: false` and Android's
    /// `translatable="false"` say it is not.
    package var translatable: Bool {
        get { storage.translatable }
        _modify {
            own()
            yield &storage.translatable
        }
    }
    /// Whether the text equals the source's on purpose, so `untranslated` stays silent: a
    /// String Catalog localization's `"sameAsSource": true`, an Android element's
    /// `tools:ignore="untranslated"` (both as `export` writes them).
    package var sameAsSource: Bool {
        get { storage.sameAsSource }
        _modify {
            own()
            yield &storage.sameAsSource
        }
    }
    /// Whether the text is never formatted, whatever it holds (Android's `formatted="false"`).
    package var unformatted: Bool {
        get { storage.unformatted }
        _modify {
            own()
            yield &storage.unformatted
        }
    }
    /// Whether the text is a reference to another resource (Android's `@string/name`).
    package var isReference: Bool {
        get { storage.isReference }
        _modify {
            own()
            yield &storage.isReference
        }
    }
    /// Each plural category's own text, before substitutions are spliced in (a String
    /// Catalog substitution's variant: `%arg participants`), where it differs from the
    /// variants' `ownText`.
    package var categoryTexts: [Choice: String] {
        get { storage.categoryTexts }
        _modify {
            own()
            yield &storage.categoryTexts
        }
    }

    package init(key: String, locale: String, file: String, place: Place) {
        storage = Storage(key: key, locale: locale, file: file, place: place)
    }

}

/// One string of a catalog with its entry in each locale, as the checker takes it.
package struct CatalogString: Sendable {
    package var key: String
    package var place: LocalizedEntry.Place
    /// Whether the locales are compared with the source (not under `shouldTranslate: false`,
    /// `translatable="false"`, or Android's `tools:ignore="MissingTranslation"`).
    package var translatable = true
    /// Whether a translation is an error: the source marks it `translatable="false"` (Android).
    package var translationForbidden = false
    /// Whether the string is no longer used (a String Catalog's `extractionState: stale`).
    package var stale = false
    /// The entry of each locale that has the string.
    package var entries: [String: LocalizedEntry]

    package init(key: String, place: LocalizedEntry.Place, entries: [String: LocalizedEntry]) {
        self.key = key
        self.place = place
        self.entries = entries
    }
}

extension [LocalizedEntry.Variant] {
    /// Whether the variants' texts are `texts`, in order: `map(\.text) == texts` without the
    /// copies (each variant is looked at in place, not copied out with all its fields).
    func hasTexts(_ texts: [String]) -> Bool {
        guard count == texts.count else { return false }
        for index in indices where self[index].text != texts[index] { return false }
        return true
    }

    /// Whether the variants' texts are those of `other`, in order.
    func hasTexts(of other: [LocalizedEntry.Variant]) -> Bool {
        guard count == other.count else { return false }
        for index in indices where self[index].text != other[index].text { return false }
        return true
    }
}
