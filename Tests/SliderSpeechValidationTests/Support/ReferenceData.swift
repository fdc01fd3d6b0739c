import Foundation
import Testing

/// The public reference data the validator is checked against (real apps' String Catalogs and
/// Android resources, the SARIF 2.1.0 schema). It is not part of the repository: it is read from
/// the directory `SLIDER_SPEECH_REFERENCE` names, else from `../shared/reference` beside the
/// package. Where it is missing a test skips, and fails when `CI` is set.
enum ReferenceData {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The reference directory (which may not exist).
    static var directory: URL {
        if let named = ProcessInfo.processInfo.environment["SLIDER_SPEECH_REFERENCE"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        return packageRoot.appendingPathComponent("../shared/reference").standardizedFileURL
    }

    /// `relative` in the reference directory, or `nil` when it is not there: then the test is
    /// skipped (a line on standard output), and it fails when `CI` is set, naming the path and
    /// how to point the tests elsewhere.
    static func path(_ relative: String, what: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        let url = directory.appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        let message = "no \(what) at \(url.path)"
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record(
                "\(message) (CI is set): set SLIDER_SPEECH_REFERENCE to the reference directory, or put it at ../shared/reference beside the package",
                sourceLocation: sourceLocation)
        }
        print("skipped: \(message)")
        return nil
    }
}
