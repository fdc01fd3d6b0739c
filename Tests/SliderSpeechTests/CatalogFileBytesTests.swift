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
    func columnsAfterByteOrderMark() {
        #expect(
            throws: CatalogError(
                file: "Locales/en.json", line: 1, column: 2,
                reason: "not JSON: column 2: unexpected 'x', expected a key in double quotes")
        ) {
            try CatalogFile(bytes: [0xEF, 0xBB, 0xBF] + Array("{x".utf8), path: "Locales/en.json")
        }
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
