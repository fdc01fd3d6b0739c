import SliderFormatting
import SliderSpeech

extension ValidationReport {
    /// One line a finding (`file:line:column: severity rule: locale id [variant]: message`, the
    /// column left out where a finding has none, as for a message a locale lacks), then a
    /// summary line. File names, ids and patterns are echoed with
    /// line breaks, controls and bidi controls escaped, so a finding is always one line. With a
    /// baseline, the findings it had already are counted in the summary, not listed.
    ///
    /// When a directory given was searched for catalogs, a first line says what the search
    /// found: `app: found 1 String Catalog (app/Localizable.xcstrings), 1 Android res folder
    /// (app/src/main/res)`.
    public var text: String {
        var lines = searched.map { TerminalText.escaped(Self.found(in: $0, inputs: inputs)) }
        lines += findings.filter { $0.baselineState != .unchanged }.map { TerminalText.escaped(Self.line(of: $0)) }
        var summary =
            "\(files) file\(files == 1 ? "" : "s"), \(messages) message\(messages == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if hasBaseline {
            summary += "; \(unchanged) unchanged from the baseline (not listed), \(absent.count) fixed since"
        }
        lines.append(summary + " (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))")
        return lines.joined(separator: "\n")
    }

    /// What a search of `directory` found, by kind.
    static func found(in directory: String, inputs: [ValidationInput]) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let within = inputs.filter { $0.path.hasPrefix(prefix) }
        var kinds: [ValidationInput.Kind] = []
        for input in within where !kinds.contains(input.kind) { kinds.append(input.kind) }
        let parts = kinds.map { kind in
            let paths = within.filter { $0.kind == kind }.map(\.path)
            return "\(paths.count) \(paths.count == 1 ? kind.name.one : kind.name.many) (\(paths.joined(separator: ", ")))"
        }
        return "\(directory): found \(parts.joined(separator: ", "))"
    }

    /// A finding as editors and CI logs link it: `file:line:column:`, then what `description` says.
    static func line(of finding: ValidationFinding) -> String {
        guard let column = finding.column else { return finding.description }
        let place = "\(finding.file):\(finding.line):"
        let text = finding.description
        guard text.hasPrefix(place) else { return text }
        return "\(place)\(column):" + text.dropFirst(place.count)
    }
}
