import SliderFormatting
import SliderSpeech

extension ValidationReport {
    /// The JSON report: `{"icuVersion", "cldrVersion", "summary", "findings"}`, each finding with
    /// `rule`, `severity`, `file`, `line`, `column`, `locale`, `id`, `variant`, `offset` and
    /// `message` (`null` where they do not apply); with a baseline, each finding also has
    /// `baselineState` and the report an `absent` list of the baseline's findings that are gone.
    /// When a directory given was searched, `inputs` lists the catalogs found
    /// (`{"path", "kind"}`, kind `xcstrings`, `android` or `json`); what was not read or not
    /// checked is in `notes`.
    public var json: String {
        let findings = self.findings.map { finding -> JSONValue in
            var object = JSONObject([
                "rule": .string(finding.rule.id), "severity": .string(finding.severity.rawValue),
                "file": .string(finding.file), "line": .number(finding.line),
                "column": finding.column.map { JSONValue.number($0) } ?? .null, "locale": .string(finding.locale),
                "id": .string(finding.id), "variant": .string(finding.variant),
                "offset": finding.offset.map { JSONValue.number($0) } ?? .null, "message": .string(finding.message),
            ])
            if let state = finding.baselineState { object.append("baselineState", .string(state.rawValue)) }
            return .object(object)
        }
        var document = JSONObject([
            "icuVersion": .string(ICUInfo.icuVersion), "cldrVersion": .string(ICUInfo.cldrVersion),
            "summary": .object(
                JSONObject([
                    "files": .number(files), "messages": .number(messages), "errors": .number(errors),
                    "warnings": .number(warnings),
                ])),
            "findings": .array(findings),
        ])
        if hasBaseline {
            document.append("absent", .array(absent.map(\.json)))
        }
        if !searched.isEmpty {
            document.append(
                "inputs",
                .array(
                    inputs.map {
                        .object(JSONObject(["path": .string($0.path), "kind": .string($0.kind.id)]))
                    }))
        }
        if !notes.isEmpty { document.append("notes", .array(notes.map { .string($0) })) }
        return JSONWriter.pretty(.object(document))
    }
}

extension ValidationBaseline.Entry {
    /// The entry as the JSON report's `absent` list gives it.
    var json: JSONValue {
        .object(
            JSONObject([
                "rule": .string(rule), "severity": .string(severity), "file": .string(file),
                "line": line.map { JSONValue.number($0) } ?? .null, "column": column.map { JSONValue.number($0) } ?? .null,
                "locale": .string(locale), "id": .string(id), "variant": .string(variant), "message": .string(message),
            ]))
    }
}
