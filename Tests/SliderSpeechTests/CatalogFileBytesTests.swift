import Testing

@testable import SliderSpeech

@Suite("Catalog file bytes: byte order mark and key comparison")
struct CatalogFileBytesTests {
    @Test("A leading UTF-8 byte order mark is skipped")
    func byteOrderMark() throws {
        let text = "{\"slider.thumb.lower\": \"Minimum\",\n \"slider.thumb.upper\": \"Maximum\"}"
        let file = try CatalogFile(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "Locales/en.json")
        #expect(file.ids == ["slider.thumb.lower", "slider.thumb.upper"])
        #expect(file["slider.thumb.upper"]?.pattern == "Maximum")
        #expect(file["slider.thumb.upper"]?.line == 2)
    }

    @Test("After a byte order mark, columns count as an editor shows them")
    func columnsAfterByteOrderMark() throws {
        let error = try #require(throws: CatalogError.self) {
            try CatalogFile(bytes: [0xEF, 0xBB, 0xBF] + Array("{x".utf8), path: "Locales/en.json")
        }
        #expect(error.code == .notJSON)
        #expect(error.file == "Locales/en.json")
        #expect(error.line == 1 && error.column == 2)
        #expect(error.reason == "not JSON: column 2: unexpected 'x', expected a key in double quotes")
    }

    @Test("A byte order mark anywhere else is not white space")
    func byteOrderMarkInside() {
        #expect(throws: CatalogError.self) {
            try CatalogFile(bytes: Array("{".utf8) + [0xEF, 0xBB, 0xBF] + Array("}".utf8), path: "Locales/en.json")
        }
        #expect(throws: CatalogError.self) {
            try CatalogFile(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8), path: "Locales/en.json")
        }
    }

    @Test("Ids compare by canonical equivalence: precomposed and decomposed are one id")
    func canonicalKeys() throws {
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let file = try CatalogFile(bytes: Array("{\"\(precomposed)\": \"x\"}".utf8), path: "Locales/fr.json")
        #expect(file[decomposed]?.pattern == "x")
        #expect(throws: CatalogError.self) {
            try CatalogFile(bytes: Array("{\"\(precomposed)\": \"x\", \"\(decomposed)\": \"y\"}".utf8), path: "Locales/fr.json")
        }
    }
}

@Suite("Catalog errors: a code, the file, the line and column")
struct CatalogErrorTests {
    @Test(
        "Each kind of fault has its code",
        arguments: [
            ("[1]", "notACatalog", 1, nil, "Locales/fr.json:1: expected a JSON object of message id → pattern, got an array"),
            (
                "{\"a\": 3}", "notACatalog", 1, 2,
                "Locales/fr.json:1: a: expected a pattern string or {\"message\": …, \"description\": …}, got a number"
            ),
            (
                "{\"a\": \"x\",}", "notJSON", 1, 11,
                "Locales/fr.json:1: not JSON: column 11: unexpected '}', expected a key in double quotes"
            ),
        ] as [(String, String, Int, Int?, String)])
    func codes(text: String, code: String, line: Int, column: Int?, description: String) throws {
        let error = try #require(throws: CatalogError.self) { try CatalogFile(bytes: Array(text.utf8), path: "Locales/fr.json") }
        #expect(error.code.name == code)
        #expect(error.line == line && error.column == column)
        #expect(error.description == description)
    }

    @Test("A directory that cannot be read is unreadable, naming it")
    func unreadable() throws {
        let error = try #require(throws: CatalogError.self) { try CatalogDirectory.load(from: "/no/such/catalogs") }
        #expect(error.code == .unreadable)
        #expect(error.file == "/no/such/catalogs")
        #expect(error.description.hasPrefix("/no/such/catalogs: cannot read the catalog directory ("))
    }
}
