import Foundation
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// The SARIF report checked against the SARIF 2.1.0 JSON schema (OASIS), read from the
/// reference data (``ReferenceData``); the schema is not part of the repository.
@Suite("SARIF report against the SARIF 2.1.0 schema")
struct SARIFSchemaFormatTests {
    @Test("The SARIF of a report with findings of every kind of location and a baseline is valid by the schema")
    func validBySchema() throws {
        guard let schemaPath = ReferenceData.path("sarif-schema-2.1.0.json", what: "SARIF 2.1.0 schema") else { return }
        let schemaData = try Data(contentsOf: schemaPath)
        let schema = try #require(JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        let report = try ReportFormatTests.defective
        let baseline = try ValidationBaseline(bytes: Array(report.json.utf8), path: "b.json", currentDirectory: "/app")
        for sarif in [
            report.sarif(toolVersion: "0.1.0", baseDirectory: "/elsewhere", currentDirectory: "/app"),
            report.compared(with: baseline, currentDirectory: "/app").sarif(toolVersion: "0.1.0", currentDirectory: "/app"),
        ] {
            let document = try JSONSerialization.jsonObject(with: Data(sarif.utf8))
            var checker = SchemaChecker(root: schema)
            checker.check(document, against: schema, at: "$")
            #expect(checker.violations == [])
        }
        // The checker does fail: a level outside the enumeration and a missing message.
        let broken = try JSONSerialization.jsonObject(
            with: Data(
                #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"level": "fatal"}]}]}"#.utf8))
        var checker = SchemaChecker(root: schema)
        checker.check(broken, against: schema, at: "$")
        #expect(checker.violations.contains("$.runs[0].results[0]: lacks required 'message'"))
        #expect(checker.violations.contains("$.runs[0].results[0].level: \"fatal\" is not one of the allowed values"))
    }
}

/// The JSON Schema draft-04 keywords the SARIF schema uses: `$ref` (within the document),
/// `type`, `required`, `properties`, `additionalProperties`, `enum`, `items`, `minItems`,
/// `uniqueItems`, `minimum`, `maximum`, `pattern`, `anyOf` and `oneOf` (`format` is not checked).
struct SchemaChecker {
    let root: [String: Any]
    var violations: [String] = []

    mutating func check(_ value: Any, against schema: [String: Any], at path: String) {
        if let reference = schema["$ref"] as? String {
            guard reference.hasPrefix("#/definitions/"),
                let target = (root["definitions"] as? [String: Any])?[String(reference.dropFirst(14))] as? [String: Any]
            else {
                violations.append("\(path): unresolved \(reference)")
                return
            }
            check(value, against: target, at: path)
            return
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [(type as? String) ?? ""]
            guard types.contains(where: { Self.isOfType(value, $0) }) else {
                violations.append("\(path): expected \(types.joined(separator: " or "))")
                return
            }
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.equal($0, value) }) {
            violations.append("\(path): \(Self.show(value)) is not one of the allowed values")
        }
        if let number = value as? NSNumber, !(value is Bool) {
            if let minimum = schema["minimum"] as? NSNumber, number.doubleValue < minimum.doubleValue {
                violations.append("\(path): below the minimum \(minimum)")
            }
            if let maximum = schema["maximum"] as? NSNumber, number.doubleValue > maximum.doubleValue {
                violations.append("\(path): above the maximum \(maximum)")
            }
        }
        if let text = value as? String, let pattern = schema["pattern"] as? String,
            text.range(of: pattern, options: .regularExpression) == nil
        {
            violations.append("\(path): \(Self.show(value)) does not match \(pattern)")
        }
        if let object = value as? [String: Any] {
            for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
                violations.append("\(path): lacks required '\(key)'")
            }
            let properties = (schema["properties"] as? [String: Any]) ?? [:]
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                if let subschema = properties[key] as? [String: Any] {
                    check(member, against: subschema, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    check(member, against: additional, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? Bool, !additional {
                    violations.append("\(path): property '\(key)' is not allowed")
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum {
                violations.append("\(path): fewer than \(minimum) items")
            }
            if schema["uniqueItems"] as? Bool == true {
                for (index, item) in array.enumerated() where array[..<index].contains(where: { Self.equal($0, item) }) {
                    violations.append("\(path)[\(index)]: a duplicate item")
                }
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { check(item, against: items, at: "\(path)[\(index)]") }
            }
        }
        for (keyword, needed) in [("anyOf", false), ("oneOf", true)] {
            guard let options = schema[keyword] as? [[String: Any]] else { continue }
            let passing = options.filter { option in
                var inner = SchemaChecker(root: root)
                inner.check(value, against: option, at: path)
                return inner.violations.isEmpty
            }.count
            if passing == 0 || (needed && passing != 1) {
                violations.append("\(path): \(passing) of the \(keyword) alternatives match")
            }
        }
    }

    static func isOfType(_ value: Any, _ type: String) -> Bool {
        // JSONSerialization gives true and false as NSNumbers of Objective-C type 'c'.
        let isBool = (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBool
        case "integer":
            guard !isBool, let number = value as? NSNumber else { return false }
            return number.doubleValue.rounded() == number.doubleValue
        case "number": return !isBool && value is NSNumber
        case "null": return value is NSNull
        default: return false
        }
    }

    static func equal(_ left: Any, _ right: Any) -> Bool {
        if let left = left as? String, let right = right as? String { return left == right }
        if let left = left as? NSNumber, let right = right as? NSNumber { return left.isEqual(right) }
        return (left as? NSObject)?.isEqual(right) ?? false
    }

    static func show(_ value: Any) -> String {
        (try? String(decoding: JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed), as: UTF8.self))
            ?? "\(value)"
    }
}
