/// One message of a catalog: its id, its ICU MessageFormat pattern, the note for translators
/// and the line it is on.
public struct CatalogMessage: Hashable, Sendable {
    /// The dotted id, such as `slider.thumb.lower`.
    public let id: String
    /// The ICU MessageFormat pattern.
    public let pattern: String
    /// The note for translators, when the file gives one (a catalog entry's `"description"`).
    public let note: String?
    /// The line (from 1) of the id in its file.
    public let line: Int
    /// The column (from 1, in Unicode scalars) of the id's opening quote; 0 where unknown.
    public let column: Int
    /// Whether the file says the message is meant to equal the source (`"sameAsSource": true`),
    /// as where a platform's own word is the English one; the `untranslated` rule then stays
    /// silent for it.
    public let sameAsSource: Bool

    /// A message as a catalog file gives it.
    /// - Parameters:
    ///   - id: The dotted id.
    ///   - pattern: The ICU MessageFormat pattern.
    ///   - note: The note for translators.
    ///   - line: The line of the id in its file.
    ///   - column: The column of the id in its line.
    ///   - sameAsSource: Whether the message is meant to equal the source.
    public init(
        id: String, pattern: String, note: String? = nil, line: Int = 0, column: Int = 0, sameAsSource: Bool = false
    ) {
        self.id = id
        self.pattern = pattern
        self.note = note
        self.line = line
        self.column = column
        self.sameAsSource = sameAsSource
    }
}
