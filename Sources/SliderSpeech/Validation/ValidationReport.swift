import SliderFormatting

/// The findings of a validation run, and their reports: text, JSON and SARIF 2.1.0.
public struct ValidationReport: Hashable, Sendable {
    /// The findings, in file order; under `strict`, warnings are errors.
    public let findings: [ValidationFinding]
    public let files: Int
    public let messages: Int
    public let strict: Bool

    public init(findings: [ValidationFinding], files: Int, messages: Int, strict: Bool = false) {
        self.findings = strict ? findings.map { $0.asError() } : findings
        self.files = files
        self.messages = messages
        self.strict = strict
    }

    public var errors: Int { findings.filter { $0.severity == .error }.count }
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    /// Whether the catalogs pass: no errors (warnings allowed unless strict).
    public var passed: Bool { errors == 0 }

    /// One line a finding, then a summary line. File names, ids and patterns are echoed with
    /// line breaks, controls and bidi controls escaped, so a finding is always one line.
    public var text: String {
        var lines = findings.map { PeopleText.escaped($0.description) }
        lines.append(
            "\(files) file\(files == 1 ? "" : "s"), \(messages) message\(messages == 1 ? "" : "s"): "
                + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
                + " (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))")
        return lines.joined(separator: "\n")
    }

    /// The JSON report: `{"icuVersion", "cldrVersion", "summary", "findings"}`.
    public var json: String {
        let findings = self.findings.map { finding -> JSONValue in
            .object(
                JSONObject([
                    "rule": .string(finding.rule.id), "severity": .string(finding.severity.rawValue),
                    "file": .string(finding.file), "line": .number(finding.line), "locale": .string(finding.locale),
                    "id": .string(finding.id), "variant": .string(finding.variant),
                    "offset": finding.offset.map { JSONValue.number($0) } ?? .null, "message": .string(finding.message),
                ]))
        }
        let document = JSONValue.object(
            JSONObject([
                "icuVersion": .string(ICUInfo.icuVersion), "cldrVersion": .string(ICUInfo.cldrVersion),
                "summary": .object(
                    JSONObject([
                        "files": .number(files), "messages": .number(messages), "errors": .number(errors),
                        "warnings": .number(warnings),
                    ])),
                "findings": .array(findings),
            ]))
        return JSONWriter.pretty(document)
    }

    /// SARIF 2.1.0, as GitHub code scanning reads it.
    public func sarif(toolVersion: String) -> String {
        let rules = ValidationRule.allCases.map { rule -> JSONValue in
            .object(
                JSONObject([
                    "id": .string(rule.id),
                    "shortDescription": .object(JSONObject(["text": .string(rule.summary)])),
                    "defaultConfiguration": .object(JSONObject(["level": .string(rule.defaultSeverity.rawValue)])),
                ]))
        }
        let results = findings.map { finding -> JSONValue in
            var text = finding.locale
            if let id = finding.id { text += " \(id)" }
            if let variant = finding.variant { text += " [\(variant)]" }
            return .object(
                JSONObject([
                    "ruleId": .string(finding.rule.id),
                    "level": .string(finding.severity.rawValue),
                    "message": .object(JSONObject(["text": .string("\(text): \(finding.message)")])),
                    "locations": .array([
                        .object(
                            JSONObject([
                                "physicalLocation": .object(
                                    JSONObject([
                                        "artifactLocation": .object(JSONObject(["uri": .string(finding.file)])),
                                        "region": .object(JSONObject(["startLine": .number(finding.line)])),
                                    ]))
                            ]))
                    ]),
                ]))
        }
        let document = JSONValue.object(
            JSONObject([
                "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
                "version": .string("2.1.0"),
                "runs": .array([
                    .object(
                        JSONObject([
                            "tool": .object(
                                JSONObject([
                                    "driver": .object(
                                        JSONObject([
                                            "name": .string("slider-speech"),
                                            "version": .string(toolVersion),
                                            "rules": .array(rules),
                                        ]))
                                ])),
                            "properties": .object(
                                JSONObject([
                                    "icuVersion": .string(ICUInfo.icuVersion), "cldrVersion": .string(ICUInfo.cldrVersion),
                                ])),
                            "results": .array(results),
                        ]))
                ]),
            ]))
        return JSONWriter.pretty(document)
    }
}
