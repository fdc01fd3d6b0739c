// swift-tools-version: 6.3
//
// SliderSpeech: what a screen reader should say about sliders, in any locale ICU knows.
//
// Layers, each depending only on the ones above it:
//   SliderCore        pure Swift step logic of the three sliders (no ICU, no UI)
//   CICU              the system ICU, found through pkg-config (Debian: libicu-dev)
//   CICUShim          unsuffixed C interface over ICU (C++ inside where ICU is C++ only)
//   SliderFormatting  Swift types over the shim: numbers, ranges, plurals, messages, locales
//   SliderSpeech      the runtime an app links: descriptions, catalogs, localization, the
//                     announcer and the event pipeline (no validator, exporter or libxml2)
//   SliderSpeechValidation  translator tooling: the catalog validator, its file formats
//                     (String Catalogs, Android resources through libxml2) and its reports
//   SliderSpeechExport      the catalogs as an Xcode String Catalog or Android resources (it reads
//                     an app's Android files as the validator does)
//   SliderSpeechWeb         the accessible HTML fragment and the review page
//   SliderSpeechTesting     `expectValidCatalogs` for an app's Swift Testing suite
//   slider-speech     the command-line tool (a thin layer over SliderSpeechCLI)
import PackageDescription

#if os(Linux)
    import Glibc

    /// Whether this machine's C library loads packed relative relocations (DT_RELR): glibc
    /// 2.36 and later (Debian 12, Ubuntu 24.04); Ubuntu 22.04's 2.35 refuses a binary with them.
    let loadsPackedRelocations: Bool = {
        // "glibc 2.36"; nothing from another C library.
        var text = [CChar](repeating: 0, count: 64)
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return false }
        let words = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: " ")
        guard words.count == 2, words[0] == "glibc" else { return false }
        let version = words[1].split(separator: ".").compactMap { Int($0) }
        return version.count >= 2 && (version[0], version[1]) >= (2, 36)
    }()
#else
    let loadsPackedRelocations = false
#endif

// The library targets: an `import` is internal unless marked `public import`, so that a module
// re-exports another module's types only where its public API shows them.
let libraryTargetSettings: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "SliderSpeech",
    products: [
        .library(name: "SliderCore", targets: ["SliderCore"]),
        .library(name: "SliderFormatting", targets: ["SliderFormatting"]),
        .library(name: "SliderSpeech", targets: ["SliderSpeech"]),
        .library(name: "SliderSpeechValidation", targets: ["SliderSpeechValidation"]),
        .library(name: "SliderSpeechExport", targets: ["SliderSpeechExport"]),
        .library(name: "SliderSpeechWeb", targets: ["SliderSpeechWeb"]),
        // For an app's test suite: `expectValidCatalogs("Locales")` in a Swift Testing test.
        .library(name: "SliderSpeechTesting", targets: ["SliderSpeechTesting"]),
        .executable(name: "slider-speech", targets: ["slider-speech"]),
    ],
    targets: [
        .target(
            name: "SliderCore",
            swiftSettings: libraryTargetSettings,
            // Double.rounded() calls libm, which a program that imports nothing else would miss.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(name: "CICUShim", dependencies: ["CICU"]),
        // libxml2 for Android resource files (not named libxml2, which clashes with Apple's SDK).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(
            name: "SliderFormatting", dependencies: ["CICUShim", "SliderCore"], swiftSettings: libraryTargetSettings),
        .target(
            name: "SliderSpeech",
            dependencies: ["SliderCore", "SliderFormatting"],
            swiftSettings: libraryTargetSettings,
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "SliderSpeechValidation",
            dependencies: ["SliderCore", "SliderFormatting", "SliderSpeech", "CLibXML2"],
            swiftSettings: libraryTargetSettings
        ),
        .target(
            name: "SliderSpeechExport", dependencies: ["SliderFormatting", "SliderSpeech", "SliderSpeechValidation"],
            swiftSettings: libraryTargetSettings),
        .target(
            name: "SliderSpeechWeb", dependencies: ["SliderCore", "SliderFormatting", "SliderSpeech"],
            swiftSettings: libraryTargetSettings),
        .target(
            name: "SliderSpeechCLI",
            dependencies: [
                "SliderCore", "SliderFormatting", "SliderSpeech", "SliderSpeechValidation", "SliderSpeechExport",
                "SliderSpeechWeb",
            ],
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "SliderSpeechTesting", dependencies: ["SliderSpeech", "SliderSpeechValidation"],
            swiftSettings: libraryTargetSettings),
        // A release build on Linux carries the Swift runtime in the binary (-static-stdlib): a
        // copied binary runs without a Swift installation, and a run maps none of the runtime's
        // libraries it does not use (`demo` peaks about 2.7 MB lower). The toolchain's lld puts
        // the functions that `demo`, `announce` and `pipeline` run side by side, in the order of
        // hot-functions.order (Scripts/order-functions.sh writes it), so that a run maps the
        // pages of the code it runs (`demo` about 1.1 MB lower). A function the file does not
        // name, or names no more, is only placed elsewhere. Where the C library loads them, it
        // also packs the binary's 22,000 relative relocations into 4 KB (DT_RELR) instead of
        // 530 KB that the loader reads at every start (`demo` about 0.6 MB lower).
        .executableTarget(
            name: "slider-speech", dependencies: ["SliderSpeechCLI"],
            exclude: ["hot-functions.order"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-use-ld=lld", "-Xlinker",
                        "--symbol-ordering-file=\(Context.packageDirectory)/Sources/slider-speech/hot-functions.order",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ] + (loadsPackedRelocations ? ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] : []),
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // The benchmark: swift run -c release slider-speech-bench [--json]. Its C baseline and
        // support live in targets of their own, which no library product contains.
        .target(name: "CBenchmarkBaseline", dependencies: ["CICU"]),
        .target(
            name: "BenchmarkSupport", dependencies: ["CBenchmarkBaseline", "SliderCore", "SliderFormatting", "SliderSpeech"]),
        .executableTarget(
            name: "slider-speech-bench",
            dependencies: ["BenchmarkSupport", "SliderCore", "SliderFormatting", "SliderSpeech", "slider-speech"]),
        // Build-time tool: embeds the catalogs and the demo files as Swift string literals.
        .executableTarget(name: "resource-embedder", path: "Sources/resource-embedder"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["resource-embedder"]),
        // Spawns the built binary for end-to-end tests (posix_spawn, not Foundation's Process);
        // drives Chromium; gates the tests whose expected strings are ICU 72's (ICUVersionGate).
        .target(name: "TestSupport", dependencies: ["SliderFormatting"], path: "Tests/Support"),
        .testTarget(name: "SliderCoreTests", dependencies: ["SliderCore", "TestSupport"]),
        // SliderSpeech too: the shared caches' tests hold the announcer's grid cache to `SharedCaches.removeAll()`.
        .testTarget(
            name: "SliderFormattingTests", dependencies: ["SliderFormatting", "SliderCore", "SliderSpeech", "TestSupport"]),
        // The command layer in process: arguments, commands, line reading, escaping for people.
        .testTarget(
            name: "SliderSpeechCLITests", dependencies: ["SliderSpeechCLI", "SliderFormatting", "SliderSpeech", "TestSupport"]),
        .testTarget(
            name: "SliderSpeechTests",
            dependencies: [
                "SliderSpeech", "SliderCore", "SliderFormatting", "SliderSpeechValidation", "SliderSpeechTesting", "TestSupport",
            ]
        ),
        .testTarget(
            name: "SliderSpeechValidationTests",
            dependencies: ["SliderSpeechValidation", "SliderSpeech", "SliderFormatting", "TestSupport"]
        ),
        .testTarget(
            name: "SliderSpeechExportTests",
            dependencies: ["SliderSpeechExport", "SliderSpeechValidation", "SliderSpeech", "SliderFormatting", "TestSupport"]
        ),
        .testTarget(
            name: "SliderSpeechWebTests", dependencies: ["SliderSpeechWeb", "SliderSpeech", "SliderCore", "TestSupport"]),
        .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport", "SliderSpeech"]),
        // Runs the built binary as a user would; depends on it so that `swift test` builds it.
        .testTarget(name: "EndToEndTests", dependencies: ["slider-speech", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
