import SliderSpeech
import SliderSpeechCLI
import Testing

/// Paths as bytes: how a name that is not UTF-8 is shown, and how the arguments keep it.
@Suite("Byte paths")
struct HostileNameUnitTests {
    @Test(
        "A path's text escapes each byte that starts no well-formed UTF-8 sequence",
        arguments: [
            ([0x61, 0x2F, 0x62], "a/b"),
            ([0xFF], #"\xFF"#),
            ([0x61, 0xFE, 0x62, 0xFF], #"a\xFEb\xFF"#),
            ([0xC3, 0xA9], "é"),
            ([0xC3], #"\xC3"#),  // a lead byte cut short
            ([0xC0, 0xAF], #"\xC0\xAF"#),  // an overlong slash
            ([0xED, 0xA0, 0x80], #"\xED\xA0\x80"#),  // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], #"\xF4\x90\x80\x80"#),  // past U+10FFFF
            ([0xE2, 0x82, 0xAC, 0x80], #"€\x80"#),
            ([0x0A, 0xFF], "\n\\xFF"),
        ] as [([UInt8], String)])
    func text(bytes: [UInt8], expected: String) {
        #expect(FilePath(bytes: bytes).text == expected)
    }

    @Test("For people, a path's line breaks are escaped as every echoed input's are")
    func description() {
        #expect(FilePath(bytes: [0x61, 0x0A, 0xFF]).description == #"a\n\xFF"#)
    }

    @Test("Path options and positionals keep their bytes, in both option forms")
    func arguments() throws {
        var arguments = Arguments(bytes: [
            Array("--spec".utf8), [0x73, 0xFF], Array("--catalog=".utf8) + [0xFE], Array("--catalog".utf8), [0x41],
            [0xFD], Array("--".utf8), Array("--help".utf8),
        ])
        #expect(try arguments.pathValue("--spec") == FilePath(bytes: [0x73, 0xFF]))
        #expect(try arguments.pathValues("--catalog") == [FilePath(bytes: [0xFE]), FilePath(bytes: [0x41])])
        #expect(try arguments.pathPositionals() == [FilePath(bytes: [0xFD]), FilePath("--help")])
    }

    @Test("A path's parent and last component split at its last slash")
    func components() {
        let path = FilePath(bytes: [0x64, 0xFF, 0x2F, 0x66, 0xFE])
        #expect(path.parent == FilePath(bytes: [0x64, 0xFF]))
        #expect(path.lastComponent == FilePath(bytes: [0x66, 0xFE]))
        #expect(FilePath("spec.json").parent == FilePath("."))
        #expect(FilePath("/spec.json").parent == FilePath("/"))
        #expect(path.parent.appending("Locales") == FilePath(bytes: [0x64, 0xFF] + Array("/Locales".utf8)))
    }
}
