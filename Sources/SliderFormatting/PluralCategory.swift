/// A CLDR plural category ("one", "few", …), as ICU's plural rules name it.
///
/// CLDR has six categories, and their names are the whole of its syntax: ``zero``, ``one``,
/// ``two``, ``few``, ``many`` and ``other``. A locale uses some of them (``PluralRules/categories``),
/// always with `other`. A category is its keyword: one read from a catalog (a MessageFormat
/// variant, an Android `quantity`, a String Catalog plural key) converts with ``init(rawValue:)``,
/// and ``rawValue`` is what is written back, to JSON and text alike. A keyword that is none of
/// the six is kept as written, so that a check can name it; no locale uses it.
///
/// Categories sort in CLDR's order, zero, one, two, few, many, other, as
/// ``PluralRules/categories`` lists them; any other keyword sorts after `other`, by its text.
/// ```swift
/// let category: PluralCategory = "few"      // the same as .few
/// category.rawValue                         // "few"
/// PluralCategory.few < .other              // true
/// ```
public struct PluralCategory: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The category's keyword as CLDR writes it: "zero", "one", "two", "few", "many" or "other".
    public let rawValue: String

    /// The category with a keyword. Any text is kept, so that a catalog's misspelt keyword
    /// ("fwe") can still be compared with the locale's categories and reported.
    /// - Parameter rawValue: A category keyword (`one`, `few`).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The category with a keyword written as a literal: `"few"` is ``few``.
    /// - Parameter value: A category keyword.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The keyword, ``rawValue``: a category prints as CLDR writes it.
    public var description: String { rawValue }

    /// The category `zero`: 0 in Arabic and Welsh.
    public static let zero = PluralCategory(rawValue: "zero")
    /// The category `one`: 1 in English; 1, 21, 31, … in Russian.
    public static let one = PluralCategory(rawValue: "one")
    /// The category `two`: 2 in Arabic and Welsh; 2nd, 22nd, … in English ordinals.
    public static let two = PluralCategory(rawValue: "two")
    /// The category `few`: 2 through 4 in Russian, Polish and Czech; 3rd, 23rd, … in English ordinals.
    public static let few = PluralCategory(rawValue: "few")
    /// The category `many`: 5 through 20 in Russian and Polish; fractions in Czech.
    public static let many = PluralCategory(rawValue: "many")
    /// The category `other`: every number no other category takes. Every locale uses it.
    public static let other = PluralCategory(rawValue: "other")

    /// CLDR's order: zero, one, two, few, many, other; any other keyword after them, by its text.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        (lhs.rank, lhs.rawValue) < (rhs.rank, rhs.rawValue)
    }

    // The position in CLDR's order; 6 for a keyword that is none of the six.
    private var rank: Int {
        ["zero", "one", "two", "few", "many", "other"].firstIndex(of: rawValue) ?? 6
    }
}
