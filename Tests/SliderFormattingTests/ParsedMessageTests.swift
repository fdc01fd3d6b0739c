import SliderFormatting
import Testing

@Suite("ParsedMessage: a pattern's structure from ICU's MessagePattern")
struct ParsedMessageTests {
    @Test("A select nested in a plural: names, kinds, selectors, pound signs and offsets")
    func nested() throws {
        //             0         1         2         3         4         5         6
        //             0123456789012345678901234567890123456789012345678901234567890123
        let pattern =
            "{count, plural, =0 {No stays} one {# stay near {place}} other "
            + "{{kind, select, hotel {# hotel stays} other {# stays}}}}"
        let message = try ParsedMessage(pattern: pattern)
        let place = MessageArgument(name: "place", offset: 47, kind: .plain, variants: [])
        let kind = MessageArgument(
            name: "kind", offset: 63, kind: .select,
            variants: [
                // In a select, even inside a plural, ICU reads # as text.
                MessageVariant(selector: "hotel", offset: 78, nodes: [.text("# hotel stays", offset: 85)]),
                MessageVariant(selector: "other", offset: 100, nodes: [.text("# stays", offset: 107)]),
            ])
        let count = MessageArgument(
            name: "count", offset: 0, kind: .plural(offset: 0),
            variants: [
                MessageVariant(selector: "=0", offset: 16, nodes: [.text("No stays", offset: 20)]),
                MessageVariant(
                    selector: "one", offset: 30,
                    nodes: [.pound(offset: 35), .text(" stay near ", offset: 36), .argument(place)]),
                MessageVariant(selector: "other", offset: 56, nodes: [.argument(kind)]),
            ])
        #expect(message.nodes == [.argument(count)])
        #expect(message.arguments.map(\.name) == ["count", "place", "kind"])
        #expect(message.arguments == [count, place, kind])
    }

    @Test("Offsets count Unicode scalars, not UTF-16 units")
    func scalarOffsets() throws {
        let message = try ParsedMessage(pattern: "👍 é {n, plural, other {# 👍}}")
        let argument = try #require(message.arguments.first)
        #expect(argument.offset == 4)
        #expect(argument.variants.map(\.offset) == [16])
        #expect(argument.variants[0].nodes == [.pound(offset: 23), .text(" 👍", offset: 24)])
        #expect(message.nodes.first == .text("👍 é ", offset: 0))
    }

    @Test("Plural offsets, simple types with styles, choice and quoted text")
    func kinds() throws {
        let message = try ParsedMessage(
            pattern: "It''s '{'x'}' {n, plural, offset:1 one {#} other {# and more}}"
                + " {v, number, ::.##}× {d, date} {c, choice, 0#none|1#one|1<many}"
                + " {r, selectordinal, one {#st} other {#th}}")
        #expect(message.nodes.first == .text("It's {x} ", offset: 0))
        #expect(
            message.arguments.map(\.kind) == [
                .plural(offset: 1), .simple(type: "number", style: "::.##"),
                .simple(type: "date", style: nil), .choice, .selectordinal(offset: 0),
            ])
        #expect(message.arguments[3].variants.map(\.selector) == ["0#", "1#", "1<"])
        #expect(message.arguments[3].variants[2].nodes == [.text("many", offset: 120)])
    }

    @Test("An unknown type parses here; MessageFormat rejects it")
    func unknownType() throws {
        let message = try ParsedMessage(pattern: "{count, pluriel, one {#} other {#}}")
        #expect(message.arguments.first?.kind == .simple(type: "pluriel", style: "one {#} other {#}"))
    }

    @Test("Syntax errors are thrown with their offset")
    func errors() throws {
        #expect(throws: MessageSyntaxError.icu(offset: 6, icuName: "U_UNMATCHED_BRACES")) {
            try ParsedMessage(pattern: "Hello {name")
        }
        #expect(throws: MessageSyntaxError.icu(offset: 2, icuName: "U_DEFAULT_KEYWORD_MISSING")) {
            try ParsedMessage(pattern: "x {a, select, f {y}}")
        }
        let error = try #require(throws: MessageSyntaxError.self) { try ParsedMessage(pattern: "Hello {name") }
        #expect(error.code == .unmatchedBraces)
        #expect(error.reason == "a '{' is never closed")
        #expect(error.description == "message syntax error at offset 6: a '{' is never closed (U_UNMATCHED_BRACES)")
    }

    @Test(
        "Apostrophes: text as ICU formats it, the same text MessageFormat writes",
        arguments: [
            ("{v}, can't pass", ", can't pass"), ("it''s {v}", "it's "), ("'{'literal'}' {v}", "{literal} "), ("end'", "end'"),
            ("l’élément {v}", "l’élément "), ("'#' {v}", "'#' "),
        ])
    func apostrophes(_ pattern: String, _ text: String) throws {
        let parsed = try ParsedMessage(pattern: pattern)
        let texts = parsed.nodes.compactMap { node -> String? in
            if case .text(let text, _) = node { return text }
            return nil
        }
        #expect(texts.joined() == text)
        let formatted = try MessageFormat(pattern: pattern, locale: ICULocale("en")).format(["v": .string("")])
        #expect(formatted.contains(texts.joined()))
    }
}
