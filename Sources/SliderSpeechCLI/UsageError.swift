/// A problem with the command line or its input: reported as one line on standard error,
/// `slider-speech: error: …`, with exit status 2.
package struct UsageError: Error, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// The exit statuses every command shares.
package enum ExitStatus: Int32 {
    /// Success.
    case success = 0
    /// Findings or rejected records.
    case findings = 1
    /// A usage or input error.
    case usage = 2
}
