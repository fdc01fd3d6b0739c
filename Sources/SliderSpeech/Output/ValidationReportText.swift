import SliderFormatting

extension ValidationReport {
    /// One line a finding, then a summary line. File names, ids and patterns are echoed with
    /// line breaks, controls and bidi controls escaped, so a finding is always one line. With a
    /// baseline, the findings it had already are counted in the summary, not listed.
    public var text: String {
        var lines = findings.filter { $0.baselineState != .unchanged }.map { PeopleText.escaped($0.description) }
        var summary =
            "\(files) file\(files == 1 ? "" : "s"), \(messages) message\(messages == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if hasBaseline {
            summary += "; \(unchanged) unchanged from the baseline (not listed), \(absent.count) fixed since"
        }
        lines.append(summary + " (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))")
        return lines.joined(separator: "\n")
    }
}
