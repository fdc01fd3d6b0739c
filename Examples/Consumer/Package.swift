// swift-tools-version: 6.0
// A package that uses SliderSpeech as another project would: by path, through its public API.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "SliderSpeech", path: "../..")],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "SliderCore", package: "SliderSpeech"),
                .product(name: "SliderFormatting", package: "SliderSpeech"),
                .product(name: "SliderSpeech", package: "SliderSpeech"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
