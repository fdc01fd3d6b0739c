/// Why the benchmark cannot go on: a case threw, a check failed, a child process failed. The
/// benchmark then ends with exit status 1, so that a broken case is never timed as a fast one.
package struct BenchmarkError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
