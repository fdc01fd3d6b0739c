import SliderFormatting
package import SliderSpeech

extension ValidationReport {
    /// The report as SARIF 2.1.0, in the form GitHub code scanning takes: every rule with its
    /// descriptions, help, level, tags and precision; every result with its rule's index, a
    /// location relative to `%SRCROOT%` (the base directory), a line and a column in Unicode
    /// scalars, and a fingerprint that does not change when other lines move.
    /// - Parameters:
    ///   - toolVersion: The version of the tool that ran.
    ///   - baseDirectory: The directory `%SRCROOT%` stands for (files outside it keep an
    ///     absolute `file:` URI).
    ///   - currentDirectory: The absolute directory relative paths are relative to.
    /// - Returns: The SARIF log, pretty-printed.
    public func sarif(toolVersion: String, baseDirectory: String = ".", currentDirectory: String = "/") -> String {
        sarif(toolVersion: toolVersion, base: FilePath(baseDirectory), currentDirectory: FilePath(currentDirectory))
    }

    /// The SARIF log with the base and current directories named by their bytes, as the tool
    /// has them: URIs percent-encode the bytes of each name (`%FF`), UTF-8 or not.
    package func sarif(toolVersion: String, base: FilePath, currentDirectory: FilePath) -> String {
        let baseDirectory = base.text
        let currentText = currentDirectory.text
        let rules = ValidationRule.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element, $0.offset) })
        let ruleObjects = rules.map { rule -> JSONValue in
            let help = rule.help
            return .object(
                JSONObject([
                    "id": .string(rule.id),
                    "name": .string(rule.name),
                    "shortDescription": .object(JSONObject(["text": .string(rule.summary)])),
                    "fullDescription": .object(JSONObject(["text": .string(rule.fullDescription)])),
                    "help": .object(JSONObject(["text": .string(help.text), "markdown": .string(help.markdown)])),
                    "defaultConfiguration": .object(JSONObject(["level": .string(rule.defaultSeverity.rawValue)])),
                    "properties": .object(
                        JSONObject([
                            "tags": .array([.string("localization"), .string("accessibility")]),
                            "precision": .string(rule.precision),
                        ])),
                ]))
        }
        let fingerprints = self.fingerprints(baseDirectory: baseDirectory, currentDirectory: currentText)
        let results = zip(findings, fingerprints).map { finding, fingerprint -> JSONValue in
            var subject = finding.locale
            if let id = finding.id { subject += " \(id)" }
            if let variant = finding.variant { subject += " [\(variant)]" }
            let location = ReportLocation.uri(
                of: finding.path ?? FilePath(finding.file), base: base, currentDirectory: currentDirectory)
            var artifact = JSONObject(["uri": .string(location.uri)])
            if location.relative { artifact.append("uriBaseId", .string("%SRCROOT%")) }
            var result = JSONObject([
                "ruleId": .string(finding.rule.id),
                "ruleIndex": .number(ruleIndex[finding.rule] ?? 0),
                "level": .string(finding.severity.rawValue),
                "message": .object(JSONObject(["text": .string("\(subject): \(finding.message)")])),
                "locations": .array([
                    .object(
                        JSONObject([
                            "physicalLocation": .object(
                                JSONObject([
                                    "artifactLocation": .object(artifact),
                                    "region": .object(
                                        JSONObject([
                                            "startLine": .number(finding.line), "startColumn": .number(finding.column ?? 1),
                                        ])),
                                ]))
                        ]))
                ]),
                "partialFingerprints": .object(JSONObject(["primaryLocationLineHash": .string(fingerprint)])),
            ])
            if let state = finding.baselineState { result.append("baselineState", .string(state.rawValue)) }
            var properties = JSONObject(["locale": .string(finding.locale)])
            if let id = finding.id { properties.append("messageId", .string(id)) }
            if let variant = finding.variant { properties.append("variant", .string(variant)) }
            result.append("properties", .object(properties))
            return .object(result)
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
                                            "rules": .array(ruleObjects),
                                        ]))
                                ])),
                            "originalUriBaseIds": .object(
                                JSONObject([
                                    "%SRCROOT%": .object(
                                        JSONObject([
                                            "uri": .string(
                                                ReportLocation.fileURI(
                                                    of: base, currentDirectory: currentDirectory, directory: true))
                                        ]))
                                ])),
                            "columnKind": .string("unicodeCodePoints"),
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
