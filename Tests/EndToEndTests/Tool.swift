import TestSupport

/// Runs the built `slider-speech` binary as a user would (see `SliderSpeechBinary` for how it
/// is found), from the package root.
enum Tool {
    typealias Result = SliderSpeechBinary.Run

    static var binary: String { SliderSpeechBinary.path }
    static var packageRoot: String { SliderSpeechBinary.packageRoot }

    /// Runs the tool with `arguments`, feeding `input` to standard input.
    static func run(_ arguments: [String], input: String = "", directory: String? = nil) throws -> Result {
        try SliderSpeechBinary.run(arguments, input: input, directory: directory)
    }
}
