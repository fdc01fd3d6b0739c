import SliderSpeech

/// One string of a String Catalog or an Android resource file in one locale, as the
/// format-specifier rules check it: its variants spelled out in full.
package struct LocalizedEntry: Sendable {
    /// A place in the file (1-based line and column, in Unicode scalars).
    package struct Place: Hashable, Sendable {
        package let line: Int
        package let column: Int

        package init(line: Int, column: Int) {
            self.line = max(line, 1)
            self.column = max(column, 1)
        }
    }

    /// A plural choice of the entry: the top-level plural or a substitution's.
    package struct PluralGroup: Sendable {
        /// `plural` for the string's own plural, else the substitution's name.
        package let name: String
        /// The categories given, with where each is.
        package let categories: [(category: String, place: Place)]
        package let place: Place
    }

    /// One complete text of the entry: a choice of a variant in each plural group.
    package struct Variant: Sendable {
        /// The choices made (group name → category); empty for a plain string.
        package let choices: [(group: String, category: String)]
        /// The text with the substitutions spliced in.
        package let text: String
        /// The argument position each group's count takes (for the "one number" rule).
        package let countPositions: [String: Int]
        package let place: Place
        /// Extra arguments the variant carries as specifiers (a substitution's own argument).
        package let specifiers: FormatSpecifierParser.Result

        /// `plural=one` or `items=one/files=other`; `nil` for a plain string.
        package var label: String? {
            choices.isEmpty ? nil : choices.map { "\($0.group)=\($0.category)" }.joined(separator: "/")
        }
    }

    package let key: String
    package var locale: String
    package let file: String
    package let place: Place
    /// A String Catalog's `state` (`new`, `needs_review`, `translated`), where given.
    package var state: String?
    package var groups: [PluralGroup] = []
    package var variants: [Variant] = []
    /// Problems found while reading (a `%#@name@` without its substitution).
    package var problems: [(place: Place, variant: String?, message: String)] = []
    /// Whether `zero` is honoured for 0 in every language (String Catalogs), not only where
    /// the locale's rules have it.
    package var zeroIsExact = false
    /// Whether the string is exempt from comparison with the source (not to be translated).
    package var translatable = true
    /// Whether the text equals the source's on purpose, so `untranslated` stays silent: a
    /// String Catalog localization's `"sameAsSource": true`, an Android element's
    /// `tools:ignore="untranslated"` (both as `export` writes them).
    package var sameAsSource = false

    package init(key: String, locale: String, file: String, place: Place) {
        self.key = key
        self.locale = locale
        self.file = file
        self.place = place
    }

    /// The same entry in another locale (a file whose locale is known only once it is read).
    package init(relocating entry: LocalizedEntry, locale: String) {
        self = entry
        self.locale = locale
    }
}
