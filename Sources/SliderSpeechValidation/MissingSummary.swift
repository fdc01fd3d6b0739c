/// When a locale's missing strings are one finding for the locale rather than one a string: a
/// locale that has barely started, where a list of every string would bury the other findings.
enum MissingSummary {
    /// The fewest missing strings said in one finding; fewer are listed one by one, each worth
    /// its line.
    static let minimum = 10

    /// Whether `missing` of `total` strings are one finding: more than half are missing, and at
    /// least ``minimum``.
    static func applies(missing: Int, of total: Int) -> Bool {
        missing >= minimum && missing * 2 > total
    }
}
