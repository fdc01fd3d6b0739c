import Foundation
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// The JSON and SARIF reports of `validate`: columns, SARIF as GitHub code scanning takes it
/// (checked by rule and against the SARIF 2.1.0 schema), fingerprints and baselines.
@Suite("Validation reports: JSON, SARIF, baselines")
struct ReportFormatTests {
    static let english = """
        {
          "count": "{count, plural, one {# result} other {# results}}",
          "hello": "Hello"
        }
        """
    static let french = """
        {
          "count": "{count, plural, one {# résultat} other {# résultats}}",
            "hello": "Hello"
        }
        """
    static let arabic = #"{"count": "{count, plural, one {# نتيجة} other {# نتائج}}", "hello": "مرحبا"}"#

    static func report(_ files: [(String, String)]) throws -> ValidationReport {
        let input = files.map { CatalogValidator.InputFile(path: "Locales/\($0.0).json", bytes: Array($0.1.utf8)) }
        return try CatalogValidator().validate(files: input, directory: "Locales")
    }

    static var defective: ValidationReport {
        get throws { try report([("en", english), ("fr", french), ("ar", arabic)]) }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("The JSON report gives each finding's line and column (in Unicode scalars), null where none applies", .pinnedToICU72)
    func jsonColumns() throws {
        let report = try Self.report([
            ("en", Self.english), ("fr", Self.french), ("ar", Self.arabic), ("de", "{\n  \"count\": 1}"),
            ("it", #"{"hello": "Ciao"}"#),
        ])
        let findings = try #require(Self.object(report.json)["findings"] as? [[String: Any]])
        let rows = findings.map { finding in
            ["rule", "severity", "file", "line", "column", "locale", "id", "variant", "offset", "message"].map { key in
                finding[key].map { $0 is NSNull ? "null" : "\($0)" } ?? "absent"
            }.joined(separator: " | ")
        }
        #expect(
            rows == [
                "json | error | Locales/de.json | 2 | 3 | de | null | null | null | count: expected a pattern string or {\"message\": …, \"description\": …}, got a number",
                "missing-plural-category | warning | Locales/fr.json | 2 | 3 | fr | count | count | null | lacks 'many', which 1000000 takes (no number from 0 to 999 does)",
                "untranslated | warning | Locales/fr.json | 3 | 5 | fr | hello | null | null | identical to the source: Hello",
                "missing-plural-category | error | Locales/ar.json | 1 | 2 | ar | count | count | null | lacks 'zero', which 0 takes",
                "missing-plural-category | error | Locales/ar.json | 1 | 2 | ar | count | count | null | lacks 'two', which 2 takes",
                "missing-plural-category | error | Locales/ar.json | 1 | 2 | ar | count | count | null | lacks 'few', which 3, 4, 5, 6, 7, 8, … take",
                "missing-plural-category | error | Locales/ar.json | 1 | 2 | ar | count | count | null | lacks 'many', which 11, 12, 13, 14, 15, 16, … take",
                "missing-key | error | Locales/it.json | 1 | null | it | count | null | null | missing: Locales/en.json has it at line 2",
            ])
        #expect(try Self.object(report.json)["absent"] == nil)
    }

    /// The SARIF 2.1.0 rules GitHub code scanning relies on, stated without the schema file.
    @Test(
        "SARIF: rules with descriptions, help, level, tags and precision; results with index, relative location, region and fingerprint",
        .pinnedToICU72
    )
    func sarifRules() throws {
        let sarif = try Self.defective.sarif(toolVersion: "1.2.3", baseDirectory: "/work/app", currentDirectory: "/work/app")
        #expect(!sarif.contains("security-severity"))
        let log = try Self.object(sarif)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["%SRCROOT%": ["uri": "file:///work/app/"]])
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "slider-speech")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ValidationRule.all.map(\.id))
        #expect(Set(rules.compactMap { $0["id"] as? String }).count == rules.count)
        for rule in rules {
            let id = rule["id"] as? String ?? "?"
            let name = try #require(rule["name"] as? String, "\(id): name")
            #expect(name.first?.isUppercase == true && !name.contains("-"), "\(id): name \(name)")
            for key in ["shortDescription", "fullDescription"] {
                let text = (rule[key] as? [String: Any])?["text"] as? String
                #expect(text?.isEmpty == false, "\(id): \(key).text")
            }
            let help = try #require(rule["help"] as? [String: String], "\(id): help")
            #expect(help["text"]?.contains("Example: instead of ") == true, "\(id): help.text")
            #expect(help["markdown"]?.contains("Instead of\n\n```\n") == true, "\(id): help.markdown")
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""), "\(id): level \(level ?? "none")")
            let properties = try #require(rule["properties"] as? [String: Any], "\(id): properties")
            #expect(properties["tags"] as? [String] == ["localization", "accessibility"])
            #expect(["very-high", "high", "medium", "low"].contains(properties["precision"] as? String ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 6)
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleId)
            #expect(["note", "warning", "error"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: String])
            #expect(artifact["uriBaseId"] == "%SRCROOT%")
            let uri = try #require(artifact["uri"])
            #expect(uri.hasPrefix("Locales/") && uri.hasSuffix(".json"))
            let region = try #require(physical["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
            let hash = try #require((result["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"])
            #expect(hash.range(of: #"^[0-9a-f]{16}:[1-9][0-9]*$"#, options: .regularExpression) != nil, "\(hash)")
        }
        let first = results[0]
        #expect(
            (first["message"] as? [String: String])?["text"]
                == "fr count [count]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)")
        #expect(first["level"] as? String == "warning")
        let region = ((first["locations"] as? [[String: Any]])?[0]["physicalLocation"] as? [String: Any])?["region"]
        #expect(region as? [String: Int] == ["startLine": 2, "startColumn": 3])
    }

    @Test(
        "SARIF locations: relative to the base when inside it, an absolute file URI when not, percent-encoded",
        arguments: [
            ("Locales/fr.json", ".", "/work/app", "Locales/fr.json", true),
            ("./Locales/../Locales/fr.json", ".", "/work/app", "Locales/fr.json", true),
            ("Locales/fr.json", "/work", "/work/app", "app/Locales/fr.json", true),
            ("/work/app/Locales/fr.json", "Locales", "/work/app", "fr.json", true),
            ("../other/fr.json", ".", "/work/app", "file:///work/other/fr.json", false),
            ("My Strings/é.json", ".", "/work/app", "My%20Strings/%C3%A9.json", true),
        ])
    func locations(file: String, base: String, current: String, uri: String, relative: Bool) {
        let location = ReportLocation.uri(of: file, base: base, currentDirectory: current)
        #expect(location.uri == uri)
        #expect(location.relative == relative)
    }

    @Test("A finding's fingerprint stays when unrelated lines move, and equal findings are told apart by occurrence")
    func fingerprintsIgnoreLines() throws {
        let moved = "{\n\n\n  \"hello\": \"Hello\",\n  \"count\": \"{count, plural, one {# résultat} other {# résultats}}\"\n}"
        let before = try Self.report([("en", Self.english), ("fr", Self.french)])
        let after = try Self.report([("en", Self.english), ("fr", moved)])
        #expect(before.findings.map(\.line) == [2, 3])
        #expect(after.findings.map(\.line) == [4, 5])
        let printsBefore = before.fingerprints(baseDirectory: ".", currentDirectory: "/app")
        let printsAfter = after.fingerprints(baseDirectory: ".", currentDirectory: "/app")
        #expect(Set(printsBefore) == Set(printsAfter))
        #expect(Set(printsBefore).count == 2)
        let arabic = try Self.report([("en", Self.english), ("ar", Self.arabic)])
        let prints = arabic.fingerprints(baseDirectory: ".", currentDirectory: "/app")
        #expect(Set(prints).count == prints.count)
    }

    static let fixedFrench = """
        {
          "count": "{count, plural, one {# résultat} other {# résultats}}",

          "hello": "Bonjour",
          "bye": "{x"
        }
        """

    @Test(
        "A baseline (JSON or SARIF report) marks old findings unchanged, new ones new, fixed ones absent",
        arguments: ["json", "sarif"])
    func baseline(format: String) throws {
        let old = try Self.defective
        let text = format == "json" ? old.json : old.sarif(toolVersion: "1", baseDirectory: ".", currentDirectory: "/app")
        let baseline = try ValidationBaseline(bytes: Array(text.utf8), path: "old.\(format)", currentDirectory: "/app")
        #expect(baseline.entries.count == 6)
        let now = try Self.report([("en", Self.english), ("fr", Self.fixedFrench), ("ar", Self.arabic)])
            .compared(with: baseline, currentDirectory: "/app")
        #expect(
            now.findings.map { "\($0.baselineState?.rawValue ?? "none") \($0.rule.id) \($0.locale) \($0.id ?? "") \($0.line)" }
                == [
                    "unchanged missing-plural-category fr count 2", "new syntax fr bye 5", "new extra-key fr bye 5",
                    "unchanged missing-plural-category ar count 1", "unchanged missing-plural-category ar count 1",
                    "unchanged missing-plural-category ar count 1", "unchanged missing-plural-category ar count 1",
                ])
        #expect(
            now.absent == [
                ValidationBaseline.Entry(
                    rule: "untranslated", severity: "warning", file: "Locales/fr.json", line: 3, column: 5, locale: "fr",
                    id: "hello", variant: nil,
                    message: format == "json" ? "identical to the source: Hello" : "fr hello: identical to the source: Hello",
                    fingerprint: baseline.entries.first { $0.rule == "untranslated" }!.fingerprint)
            ])
        #expect(!now.passed)  // the new syntax error counts
        let json = try Self.object(now.json)
        let states = (json["findings"] as? [[String: Any]])?.compactMap { $0["baselineState"] as? String }
        #expect(states == ["unchanged", "new", "new", "unchanged", "unchanged", "unchanged", "unchanged"])
        #expect((json["absent"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["untranslated"])
        #expect(
            now.text.split(separator: "\n").map(String.init) == [
                "Locales/fr.json:5:3: error syntax: fr bye: a '{' is never closed at offset 0 (U_UNMATCHED_BRACES)",
                "Locales/fr.json:5:3: warning extra-key: fr bye: not in the source catalog Locales/en.json",
                "3 files, 7 messages: 5 errors, 2 warnings; 5 unchanged from the baseline (not listed), 1 fixed since (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))",
            ])
        // Only old errors left: the run passes.
        let same = try Self.defective.compared(with: baseline, currentDirectory: "/app")
        #expect(same.passed && same.errors == 4 && same.absent.isEmpty)
        let sarif = try Self.object(same.sarif(toolVersion: "1", currentDirectory: "/app"))
        let results = ((sarif["runs"] as? [[String: Any]])?[0]["results"] as? [[String: Any]]) ?? []
        #expect(results.map { $0["baselineState"] as? String } == Array(repeating: "unchanged", count: 6))
    }

    @Test(
        "A baseline that is no report is refused, naming the field",
        arguments: [
            ("[]", "b.json: expected a JSON or SARIF report object"),
            ("{}", "b.json: expected a JSON report (\"findings\") or a SARIF log (\"runs\")"),
            (#"{"findings": [{"rule": 1}]}"#, "b.json: findings[0].rule: expected a string"),
            (
                #"{"runs": [{"results": [{"ruleId": "x"}]}]}"#,
                "b.json: runs[0].results[0].partialFingerprints.primaryLocationLineHash: expected a string (a SARIF log slider-speech wrote)"
            ),
            ("{", "b.json: not JSON: line 1, column 2: unexpected end of input in an object"),
        ])
    func badBaseline(text: String, expected: String) {
        do {
            _ = try ValidationBaseline(bytes: Array(text.utf8), path: "b.json")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description == expected)
        }
    }
}

@Suite("Validation reports: the text report's places")
struct ReportTextPlaceTests {
    @Test("file:line:column where a finding has a column, file:line where it has none")
    func columns() {
        let report = ValidationReport(
            findings: [
                ValidationFinding(
                    rule: .untranslated, file: "Locales/fr.json", line: 3, column: 5, locale: "fr", id: "hello",
                    message: "identical to the source: Hello"),
                ValidationFinding(
                    rule: .missingKey, file: "Locales/de.json", line: 1, locale: "de", id: "bye",
                    message: "missing: Locales/en.json has it at line 4"),
                ValidationFinding(
                    rule: .syntax, file: "res/values-fr/strings.xml", line: 7, column: 12, locale: "fr", id: "a",
                    variant: "plural=one", message: "a lone '%' at the end (write %% for a percent sign)"),
            ], files: 3, messages: 4)
        #expect(
            report.text.split(separator: "\n").map(String.init) == [
                "Locales/fr.json:3:5: warning untranslated: fr hello: identical to the source: Hello",
                "Locales/de.json:1: error missing-key: de bye: missing: Locales/en.json has it at line 4",
                "res/values-fr/strings.xml:7:12: error syntax: fr a [plural=one]: a lone '%' at the end (write %% for a percent sign)",
                "3 files, 4 messages: 2 errors, 1 warning (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))",
            ])
    }
}
