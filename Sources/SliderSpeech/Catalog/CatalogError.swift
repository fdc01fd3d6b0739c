/// Why a catalog file could not be read as one: the file and what is wrong.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as its path was given.
    public let file: String
    /// The line at fault, when there is one.
    public let line: Int?
    /// The column (from 1, in Unicode scalars) at fault, when there is one.
    public let column: Int?
    /// What is wrong.
    public let reason: String

    /// An error in a catalog file.
    /// - Parameters:
    ///   - file: The file, as its path was given.
    ///   - line: The line at fault.
    ///   - column: The column at fault.
    ///   - reason: What is wrong.
    public init(file: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// One line: the file, the line where there is one, and what is wrong.
    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}
