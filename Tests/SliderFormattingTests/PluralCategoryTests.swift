import SliderFormatting
import Testing

@Suite("PluralCategory: CLDR's category keywords as a type")
struct PluralCategoryTests {
    @Test("The six categories are CLDR's keywords")
    func keywords() {
        let all: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
        #expect(all.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
        #expect(all.map(\.description) == ["zero", "one", "two", "few", "many", "other"])
        #expect(all.map { "\($0)" } == ["zero", "one", "two", "few", "many", "other"])
    }

    @Test("A string literal and init(rawValue:) are the category of that keyword")
    func literals() {
        let few: PluralCategory = "few"
        #expect(few == .few)
        #expect(PluralCategory(rawValue: "other") == .other)
        #expect(PluralCategory(rawValue: "one") != .other)
        // A catalog's misspelt keyword is kept as written, so a check can name it.
        #expect(PluralCategory(rawValue: "fwe").rawValue == "fwe")
        #expect(Set<PluralCategory>(["one", "one", "other"]) == [.one, .other])
    }

    @Test("Categories sort in CLDR's order, other keywords after them")
    func order() {
        let shuffled: [PluralCategory] = [.other, "fwe", .few, .zero, .many, .two, .one]
        #expect(shuffled.sorted() == [.zero, .one, .two, .few, .many, .other, "fwe"])
        #expect(PluralCategory.few < .other)
        #expect(!(PluralCategory.other < .other))
    }

    @Test("Russian cardinal rules use one, few, many and other, in that order")
    func russian() throws {
        let rules = try PluralRules(locale: ICULocale("ru"), kind: .cardinal)
        #expect(rules.categories == [.one, .few, .many, .other])
        #expect(try rules.category(of: 21) == .one)
        #expect(try rules.category(of: 22) == .few)
        #expect(try rules.category(of: 25) == .many)
        #expect(try rules.category(ofDecimal: "1.5") == .other)
        #expect(rules.integers(in: .few, upTo: 30) == [2, 3, 4, 22, 23, 24])
        #expect(rules.samples(of: .zero) == [])
    }
}
