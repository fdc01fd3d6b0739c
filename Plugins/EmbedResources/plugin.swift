import Foundation
import PackagePlugin

/// Embeds text files into a target at build time: the built-in catalogs (`Locales/*.json`)
/// into SliderSpeech, the demo's descriptions and catalog (`Examples/*.json`,
/// `Examples/Locales/*.json`) into SliderSpeechCLI. The binary then needs no files beside it.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let folders: [String]
        let enumName: String
        switch target.name {
        case "SliderSpeech":
            folders = ["Locales"]
            enumName = "EmbeddedCatalogs"
        case "SliderSpeechCLI":
            folders = ["Examples", "Examples/Locales"]
            enumName = "EmbeddedExamples"
        default:
            return []
        }
        var inputs: [URL] = []
        for folder in folders {
            let directory = package.appending(path: folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            inputs += names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files into \(target.name)",
                executable: try context.tool(named: "resource-embedder").url,
                arguments: [enumName, output.path, package.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
