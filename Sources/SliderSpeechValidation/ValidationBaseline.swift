import SliderSpeech

/// The findings of an earlier report (JSON or SARIF), to tell a run's new findings from those
/// a team has accepted for now.
///
/// A finding matches a baseline entry by its fingerprint: its rule, file (relative to the base
/// directory), locale, id, variant and message with its digits left out, and its occurrence
/// among equal ones — not its line, so unrelated lines may move.
public struct ValidationBaseline: Hashable, Sendable {
    /// One finding of the baseline report.
    public struct Entry: Hashable, Sendable {
        /// The rule id.
        public let rule: String
        /// `error` or `warning` (SARIF's `note` is read as `warning`).
        public let severity: String
        /// The file, as the report names it.
        public let file: String
        /// The line, where the report gives one.
        public let line: Int?
        /// The column, where the report gives one.
        public let column: Int?
        /// The locale, where the report gives one.
        public let locale: String?
        /// The message id, where the report gives one.
        public let id: String?
        /// The variant, where the report gives one.
        public let variant: String?
        /// What was wrong.
        public let message: String
        /// The fingerprint with its occurrence number (`0123456789abcdef:1`).
        public let fingerprint: String
    }

    /// The entries, in the report's order.
    public let entries: [Entry]

    /// Reads a report `validate` wrote with `--format json` or `--format sarif`.
    /// - Parameters:
    ///   - bytes: The report.
    ///   - path: The report's path, for errors.
    ///   - baseDirectory: The directory findings' files of a JSON report are made relative to.
    ///   - currentDirectory: The absolute directory relative paths are relative to.
    /// - Throws: ``ValidationBaselineError`` when the file is neither report.
    public init(
        bytes: [UInt8], path: String, baseDirectory: String = ".", currentDirectory: String = "/"
    ) throws(ValidationBaselineError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw ValidationBaselineError(code: .notJSON, file: path, field: "", reason: "not JSON: \(error)")
        }
        guard case .object(let root) = document else {
            throw ValidationBaselineError(
                code: .notAReport, file: path, field: "", reason: "expected a JSON or SARIF report object")
        }
        if case .array(let runs)? = root["runs"] {
            entries = try Self.sarifEntries(Array(runs), path: path)
        } else if case .array(let findings)? = root["findings"] {
            entries = try Self.jsonEntries(
                Array(findings), path: path, baseDirectory: baseDirectory, currentDirectory: currentDirectory)
        } else {
            throw ValidationBaselineError(
                code: .notAReport, file: path, field: "",
                reason: "expected a JSON report (\"findings\") or a SARIF log (\"runs\")")
        }
    }

    private static func string(_ object: JSONObject, _ key: String, field: String, path: String, optional: Bool = false)
        throws(ValidationBaselineError) -> String?
    {
        switch object[key] {
        case .string(let text)?: return text
        case .null?,
            nil where optional:
            return nil
        default: throw ValidationBaselineError(code: .invalidField, file: path, field: field, reason: "expected a string")
        }
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        if case .number(let number)? = value, number.value.rounded() == number.value, abs(number.value) < 1e9 {
            return Int(number.value)
        }
        return nil
    }

    private static func jsonEntries(
        _ findings: [JSONValue], path: String, baseDirectory: String, currentDirectory: String
    ) throws(ValidationBaselineError) -> [Entry] {
        var entries: [Entry] = []
        var occurrences: [String: Int] = [:]
        for (index, value) in findings.enumerated() {
            let field = "findings[\(index)]"
            guard case .object(let object) = value else {
                throw ValidationBaselineError(code: .invalidField, file: path, field: field, reason: "expected an object")
            }
            let rule = try string(object, "rule", field: field + ".rule", path: path) ?? ""
            let file = try string(object, "file", field: field + ".file", path: path) ?? ""
            let message = try string(object, "message", field: field + ".message", path: path) ?? ""
            let locale = try string(object, "locale", field: field + ".locale", path: path, optional: true)
            let id = try string(object, "id", field: field + ".id", path: path, optional: true)
            let variant = try string(object, "variant", field: field + ".variant", path: path, optional: true)
            let severity = try string(object, "severity", field: field + ".severity", path: path, optional: true)
            let uri = ReportLocation.uri(of: file, base: baseDirectory, currentDirectory: currentDirectory).uri
            let hash = ReportLocation.fingerprint(
                rule: rule, uri: uri, locale: locale ?? "", id: id, variant: variant, message: message)
            occurrences[hash, default: 0] += 1
            entries.append(
                Entry(
                    rule: rule, severity: severity ?? "error", file: file, line: integer(object["line"]),
                    column: integer(object["column"]), locale: locale, id: id, variant: variant, message: message,
                    fingerprint: "\(hash):\(occurrences[hash]!)"))
        }
        return entries
    }

    private static func sarifEntries(_ runs: [JSONValue], path: String) throws(ValidationBaselineError) -> [Entry] {
        var entries: [Entry] = []
        for (runIndex, run) in runs.enumerated() {
            guard case .object(let runObject) = run, case .array(let results)? = runObject["results"] else {
                throw ValidationBaselineError(
                    code: .invalidField, file: path, field: "runs[\(runIndex)].results", reason: "expected an array")
            }
            for (index, value) in results.enumerated() {
                let field = "runs[\(runIndex)].results[\(index)]"
                guard case .object(let result) = value else {
                    throw ValidationBaselineError(code: .invalidField, file: path, field: field, reason: "expected an object")
                }
                guard case .object(let prints)? = result["partialFingerprints"],
                    case .string(let fingerprint)? = prints["primaryLocationLineHash"]
                else {
                    throw ValidationBaselineError(
                        code: .invalidField, file: path, field: field + ".partialFingerprints.primaryLocationLineHash",
                        reason: "expected a string (a SARIF log slider-speech wrote)")
                }
                let rule = try string(result, "ruleId", field: field + ".ruleId", path: path) ?? ""
                var message = ""
                if case .object(let text)? = result["message"], case .string(let words)? = text["text"] { message = words }
                var file = ""
                var line: Int?
                var column: Int?
                if case .array(let locations)? = result["locations"], case .object(let first)? = locations.first,
                    case .object(let physical)? = first["physicalLocation"]
                {
                    if case .object(let artifact)? = physical["artifactLocation"], case .string(let uri)? = artifact["uri"] {
                        file = uri
                    }
                    if case .object(let region)? = physical["region"] {
                        line = integer(region["startLine"])
                        column = integer(region["startColumn"])
                    }
                }
                var locale: String?
                var id: String?
                var variant: String?
                if case .object(let properties)? = result["properties"] {
                    if case .string(let text)? = properties["locale"] { locale = text }
                    if case .string(let text)? = properties["messageId"] { id = text }
                    if case .string(let text)? = properties["variant"] { variant = text }
                }
                var severity = "warning"
                if case .string(let level)? = result["level"], level == "error" { severity = "error" }
                entries.append(
                    Entry(
                        rule: rule, severity: severity, file: file, line: line, column: column, locale: locale, id: id,
                        variant: variant, message: message, fingerprint: fingerprint))
            }
        }
        return entries
    }
}

/// Why a baseline report could not be read: the file, the field and what is wrong.
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct ValidationBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`notJSON`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// The file is not JSON.
        public static let notJSON = Code("notJSON")
        /// The file is JSON but neither a JSON report (`"findings"`) nor a SARIF log (`"runs"`).
        public static let notAReport = Code("notAReport")
        /// A field of the report is missing or of the wrong type (``ValidationBaselineError/field``
        /// says which).
        public static let invalidField = Code("invalidField")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The baseline file, as its path was given.
    public let file: String
    /// The field at fault (`findings[3].rule`), or empty for the whole file.
    public let field: String
    /// What is wrong.
    public let reason: String

    /// A baseline error.
    /// - Parameters:
    ///   - code: What kind of fault it is.
    ///   - file: The baseline file.
    ///   - field: The field at fault.
    ///   - reason: What is wrong.
    public init(code: Code, file: String, field: String, reason: String) {
        self.code = code
        self.file = file
        self.field = field
        self.reason = reason
    }

    /// `file: field: reason`.
    public var description: String {
        field.isEmpty ? "\(file): \(reason)" : "\(file): \(field): \(reason)"
    }
}

extension ValidationReport {
    /// Each finding's fingerprint with its occurrence number, in order.
    package func fingerprints(baseDirectory: String, currentDirectory: String) -> [String] {
        var occurrences: [String: Int] = [:]
        return findings.map { finding in
            let uri = ReportLocation.uri(of: finding.file, base: baseDirectory, currentDirectory: currentDirectory).uri
            let hash = ReportLocation.fingerprint(
                rule: finding.rule.id, uri: uri, locale: finding.locale, id: finding.id, variant: finding.variant,
                message: finding.message)
            occurrences[hash, default: 0] += 1
            return "\(hash):\(occurrences[hash]!)"
        }
    }

    /// The report with each finding marked `new` or `unchanged` against a baseline, and the
    /// baseline's findings that are gone listed in ``absent``.
    /// - Parameters:
    ///   - baseline: The earlier report's findings.
    ///   - baseDirectory: The directory files are made relative to (as for SARIF).
    ///   - currentDirectory: The absolute directory relative paths are relative to.
    /// - Returns: The compared report.
    public func compared(
        with baseline: ValidationBaseline, baseDirectory: String = ".", currentDirectory: String = "/"
    ) -> ValidationReport {
        let known = Set(baseline.entries.map(\.fingerprint))
        let prints = fingerprints(baseDirectory: baseDirectory, currentDirectory: currentDirectory)
        var marked: [ValidationFinding] = []
        for (finding, fingerprint) in zip(findings, prints) {
            var copy = finding
            copy.baselineState = known.contains(fingerprint) ? .unchanged : .new
            marked.append(copy)
        }
        let present = Set(prints)
        return ValidationReport(
            findings: marked, files: files, messages: messages, strict: false,
            absent: baseline.entries.filter { !present.contains($0.fingerprint) }, hasBaseline: true, inputs: inputs,
            searched: searched, notes: notes, unread: unread)
    }
}
