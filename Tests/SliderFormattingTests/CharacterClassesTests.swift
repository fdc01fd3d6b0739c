import Testing

@testable import SliderFormatting

@Suite("Character classes from ICU's data")
struct CharacterClassesTests {
    @Test("Line separators and bidi controls: the JSON writer's escapes beyond ASCII")
    func escapes() {
        #expect(CharacterClasses.lineSeparators == [0x2028, 0x2029])
        #expect(
            CharacterClasses.bidiControls
                == [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069])
    }

    @Test("Controls, and the bidi controls by kind: embeddings, isolates, marks")
    func controlsAndBidiKinds() {
        #expect(CharacterClasses.controls == Set(UInt32(0x00)...0x1F).union(UInt32(0x7F)...0x9F))
        #expect(CharacterClasses.bidiEmbeddings == [0x202A, 0x202B, 0x202C, 0x202D, 0x202E])
        #expect(CharacterClasses.isolateOpeners == [0x2066, 0x2067, 0x2068])
        #expect(CharacterClasses.isolateClosers == [0x2069])
        #expect(CharacterClasses.bidiMarks == [0x061C, 0x200E, 0x200F])
    }

    @Test("Invisible characters: spaces other than U+0020 and format characters")
    func invisible() {
        for value: UInt32 in [0x00A0, 0x2007, 0x202F, 0x3000, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x200F] {
            #expect(CharacterClasses.invisible.contains(value), "U+\(String(value, radix: 16))")
        }
        for value: UInt32 in [0x20, 0x41, 0x09, 0x0A, 0x2028, 0x0627] {
            #expect(!CharacterClasses.invisible.contains(value), "U+\(String(value, radix: 16))")
        }
    }

    @Test("Look-alikes of the syntax characters, by NFKC")
    func lookalikes() {
        #expect(CharacterClasses.syntaxLookalikes[0xFF5B] == "{")
        #expect(CharacterClasses.syntaxLookalikes[0xFF5D] == "}")
        #expect(CharacterClasses.syntaxLookalikes[0xFF0C] == ",")
        #expect(CharacterClasses.syntaxLookalikes[0xFE50] == ",")  // small comma
        #expect(CharacterClasses.syntaxLookalikes[0xFF03] == "#")
        #expect(CharacterClasses.syntaxLookalikes[0x7B] == nil)
        #expect(CharacterClasses.syntaxLookalikes.values.allSatisfy { "{},#|'".unicodeScalars.contains($0) })
    }

    @Test("Names are ICU's, in lower case")
    func names() {
        #expect(CharacterClasses.name(of: "\u{200F}") == "right-to-left mark")
        #expect(CharacterClasses.name(of: "\u{FF0C}") == "fullwidth comma")
        #expect(CharacterClasses.name(of: "\u{A0}") == "no-break space")
    }
}
