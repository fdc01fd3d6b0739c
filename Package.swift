// swift-tools-version: 6.0
//
// SliderSpeech: what a screen reader should say about sliders, in any locale ICU knows.
//
// Layers, each depending only on the ones above it:
//   SliderCore        pure Swift step logic of the three sliders (no ICU, no UI)
//   CICU              the system ICU, found through pkg-config (Debian: libicu-dev)
//   CICUShim          unsuffixed C interface over ICU (C++ inside where ICU is C++ only)
//   SliderFormatting  Swift types over the shim: numbers, ranges, plurals, messages, locales
//   SliderSpeech      catalogs, announcements, validation, the event pipeline
//   slider-speech     the command-line tool (a thin layer over SliderSpeechCLI)
import PackageDescription

let package = Package(
    name: "SliderSpeech",
    products: [
        .library(name: "SliderCore", targets: ["SliderCore"]),
        .library(name: "SliderFormatting", targets: ["SliderFormatting"]),
        .executable(name: "slider-speech", targets: ["slider-speech"]),
    ],
    targets: [
        .target(name: "SliderCore"),
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        .target(name: "CICUShim", dependencies: ["CICU"]),
        .target(name: "SliderFormatting", dependencies: ["CICUShim"]),
        .target(name: "SliderSpeechCLI", dependencies: ["SliderCore", "SliderFormatting"]),
        .executableTarget(name: "slider-speech", dependencies: ["SliderSpeechCLI"]),
        .testTarget(name: "SliderCoreTests", dependencies: ["SliderCore"]),
        .testTarget(
            name: "SliderFormattingTests",
            dependencies: ["SliderFormatting", "SliderSpeechCLI"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
