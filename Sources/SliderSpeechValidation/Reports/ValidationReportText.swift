import SliderFormatting
import SliderSpeech

extension ValidationReport {
    /// One line a finding (`file:line:column: severity rule: locale id [variant]: message`, the
    /// column left out where a finding has none, as for a message a locale lacks), then a
    /// summary line. File names, ids and patterns are echoed with
    /// line breaks, controls and bidi controls escaped, so a finding is always one line. With a
    /// baseline, the findings it had already are counted in the summary, not listed.
    public var text: String {
        var lines = findings.filter { $0.baselineState != .unchanged }.map { PeopleText.escaped(Self.line(of: $0)) }
        var summary =
            "\(files) file\(files == 1 ? "" : "s"), \(messages) message\(messages == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if hasBaseline {
            summary += "; \(unchanged) unchanged from the baseline (not listed), \(absent.count) fixed since"
        }
        lines.append(summary + " (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))")
        return lines.joined(separator: "\n")
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
